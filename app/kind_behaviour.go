package app

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/portfolio-site/portfolio/domain"
)

// KindBehaviour is what the app does with the items of one kind: the
// behavioural half of the kind's row in the registry (domain.KindSpec is
// the descriptive half). Each generic path (the trash, the history, the
// scheduler, previews, the media library) finds a kind's behaviour by
// ranging over the registered behaviours, never through a switch on kind
// ids, and each checks at construction that every kind declaring its
// capability has the members it needs (checkCovered): a kind declared but
// not served fails the start, not a restore months later.
type KindBehaviour struct {
	Kind domain.Kind

	// Take reads item id, deletes it from its store and returns its trash
	// entry (without the time and the actor). Required with Trash.
	Take func(ctx context.Context, id int64) (domain.TrashItem, error)
	// Put stores the entity of a trash entry back. Required with Trash.
	Put func(ctx context.Context, item *domain.TrashItem) error
	// Purged does what an entry's purge means beyond the trash (a
	// project's page is gone for good); nil when nothing.
	Purged func(ctx context.Context, item domain.TrashItem) error

	// Saved and Deleted are the events of an item back from the trash or
	// gone: the cache invalidator drops the regions the kind declares.
	// Required for a trash kind with regions.
	Saved, Deleted func(id, parent int64) domain.Event

	// Restore makes item id the state of one of its revisions (data) and
	// returns it as the API shows it. Required with History.
	Restore func(ctx context.Context, id int64, data []byte) (any, error)
	// RestoreGroup makes only the members (a group's, KindSpec.Groups) of
	// item id those of one of its revisions (data), the others kept as
	// they are. Required with History and Groups.
	RestoreGroup func(ctx context.Context, id int64, data []byte, members []string) (any, error)

	// Due applies a due schedule in ctx's transaction. Required with
	// Schedules.
	Due DueApplier

	// Uses lists the items the media library looks for uploads in.
	// Required with MediaUses, but for a kind with a Parent: its parent
	// lists its items after each parent item (a project's links and
	// gallery images, titled after the project).
	Uses func(ctx context.Context) ([]KindItem, error)

	// Create creates items from their API members (the create request's
	// JSON, decoded strictly: a member the kind does not have is refused),
	// as children of parent (0 for a kind without a parent), through the
	// kind's use case, and returns their ids in order. Batch says it
	// creates a parent's children at once (one transaction, one event).
	// Count counts the kind's items; nil for a child kind. The demo content
	// goes through them; nil for a kind nothing creates this way.
	Create CreateItems
	Batch  bool
	Count  func(ctx context.Context) (int, error)
}

// KindItem is one item as the media library reads it: Value is the item
// as the API shows it, Skip the top-level members it does not look in
// (children listed as items of their own).
type KindItem struct {
	Kind  domain.Kind
	ID    int64
	Title string
	Value any
	Skip  []string
}

// listItems returns a Uses for a kind whose items list returns (active or
// not), each titled by title.
func listItems[T any](kind domain.Kind, list func(context.Context, bool) ([]T, error), id func(*T) int64, title func(*T) string) func(context.Context) ([]KindItem, error) {
	return func(ctx context.Context) ([]KindItem, error) {
		items, err := list(ctx, false)
		if err != nil {
			return nil, err
		}
		out := make([]KindItem, len(items))
		for i := range items {
			out[i] = KindItem{Kind: kind, ID: id(&items[i]), Title: title(&items[i]), Value: items[i]}
		}
		return out, nil
	}
}

// DueApplier applies a due schedule of one kind in ctx's transaction and
// returns the event to publish after the commit, and says whether an item
// of the kind is on the site (the lists of drafts and schedules leave out
// those of an item in the trash). Its methods are unexported: the app's
// editorials (Editorial) are the implementations.
type DueApplier interface {
	applyDue(ctx context.Context, s domain.Schedule) (domain.Event, error)
	onSite(ctx context.Context, id int64) (bool, error)
}

// kindBehaviours are the behaviours registered for the kinds of a registry.
type kindBehaviours []KindBehaviour

// of returns the behaviour of k: EINVALID (MsgTrashKindUnknown) when none
// is registered.
func (bs kindBehaviours) of(k domain.Kind) (KindBehaviour, error) {
	for _, b := range bs {
		if b.Kind == k {
			return b, nil
		}
	}
	return KindBehaviour{}, domain.Errorf(domain.EINVALID, domain.MsgTrashKindUnknown)
}

// kindNeeds names a capability and what a behaviour must have to serve it.
type kindNeeds struct {
	capability string
	declared   func(domain.KindSpec) bool
	served     func(domain.KindSpec, KindBehaviour) bool
}

// The capabilities each generic path checks (checkCovered): functions, so
// that there is no package-level value to change.

func trashNeeds() kindNeeds {
	return kindNeeds{"trash", domain.InTrash, func(_ domain.KindSpec, b KindBehaviour) bool { return b.Take != nil && b.Put != nil }}
}

func eventNeeds() kindNeeds {
	return kindNeeds{"cache events", func(s domain.KindSpec) bool { return s.Trash && len(s.Regions) > 0 },
		func(_ domain.KindSpec, b KindBehaviour) bool { return b.Saved != nil && b.Deleted != nil }}
}

func historyNeeds() kindNeeds {
	return kindNeeds{"history", domain.Restorable, func(s domain.KindSpec, b KindBehaviour) bool {
		return b.Restore != nil && (len(s.Groups) == 0 || b.RestoreGroup != nil)
	}}
}

func scheduleNeeds() kindNeeds {
	return kindNeeds{"schedules", domain.WithSchedules, func(_ domain.KindSpec, b KindBehaviour) bool { return b.Due != nil }}
}

func mediaNeeds() kindNeeds {
	return kindNeeds{"media uses", func(s domain.KindSpec) bool { return s.MediaUses },
		func(s domain.KindSpec, b KindBehaviour) bool { return b.Uses != nil || s.Parent != "" }}
}

// checkCovered fails when a kind of kinds declares one of the capabilities
// but its behaviour does not serve it.
func checkCovered(kinds *domain.Kinds, bs kindBehaviours, needs ...kindNeeds) error {
	for _, spec := range kinds.All() {
		for _, n := range needs {
			if !n.declared(spec) {
				continue
			}
			if b, err := bs.of(spec.ID); err != nil || !n.served(spec, b) {
				return fmt.Errorf("app: kind %q declares %s but has no behaviour for it", spec.ID, n.capability)
			}
		}
	}
	return nil
}

// Trashable returns b with Take and Put for items of type T: find and del
// read and delete an item, restore puts one back, describe gives a trash
// entry's title and parent.
func Trashable[T any](b KindBehaviour, find func(context.Context, int64) (*T, error), del func(context.Context, int64) error,
	restore func(context.Context, *T) error, describe func(*T) (title string, parent int64)) KindBehaviour {
	b.Take = func(ctx context.Context, id int64) (domain.TrashItem, error) {
		item, err := find(ctx, id)
		if err != nil {
			return domain.TrashItem{}, err
		}
		payload, err := json.Marshal(item)
		if err != nil {
			return domain.TrashItem{}, fmt.Errorf("keep %s %d in the trash: %w", b.Kind, id, err)
		}
		if err := del(ctx, id); err != nil {
			return domain.TrashItem{}, err
		}
		title, parent := describe(item)
		return domain.TrashItem{Kind: b.Kind, ItemID: id, ParentID: parent, Title: title, Payload: payload}, nil
	}
	b.Put = func(ctx context.Context, item *domain.TrashItem) error {
		var v T
		if err := json.Unmarshal(item.Payload, &v); err != nil {
			return fmt.Errorf("restore %s %d: decode: %w", item.Kind, item.ItemID, err)
		}
		return restore(ctx, &v)
	}
	return b
}

// dropResult adapts a delete that returns what it removed.
func dropResult[T any](del func(context.Context, int64) (*T, error)) func(context.Context, int64) error {
	return func(ctx context.Context, id int64) error {
		_, err := del(ctx, id)
		return err
	}
}

// anyOf adapts a restore that returns its entity to KindBehaviour.Restore.
func anyOf[T any](restore func(context.Context, int64, []byte) (*T, error)) func(context.Context, int64, []byte) (any, error) {
	return func(ctx context.Context, id int64, data []byte) (any, error) { return restore(ctx, id, data) }
}
