package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// The one path of a content save: validate, write in the journal's
// transaction with the activity entry that records it, publish the saved
// event after the commit. ContentAdmin and the project, link and gallery
// saves of ContentService all go through createRecorded and
// updateRecorded.

// validating is a pointer to an entity that validates itself. As a type
// constraint it lets the compiler check what a run-time assertion would
// only find when a save runs.
type validating[T any] interface {
	*T
	Validate() error
}

// itemKind says how the saves of one kind of item are recorded and
// announced.
type itemKind[T any] struct {
	journal *journal.Journal
	events  domain.EventPublisher
	// kind is the activity log's kind.
	kind  string
	id    func(*T) int64
	title func(*T) string
	// saved is the event published after a create or update committed.
	saved func(*T) domain.Event
}

// record appends the activity entry of one item in ctx's transaction.
func (k itemKind[T]) record(ctx context.Context, action string, item *T, fields []string) error {
	return k.journal.Record(ctx, domain.ActivityEntry{Action: action, Kind: k.kind, ItemID: k.id(item), Title: k.title(item), Fields: fields})
}

// createRecorded validates item and stores it with create, recorded in one
// transaction, then publishes its saved event.
func createRecorded[T any, PT validating[T]](ctx context.Context, k itemKind[T], item PT, create func(context.Context, *T) error) error {
	if err := item.Validate(); err != nil {
		return err
	}
	err := k.journal.InTx(ctx, func(ctx context.Context) error {
		if err := create(ctx, item); err != nil {
			return err
		}
		return k.record(ctx, domain.ActionCreate, item, nil)
	})
	if err != nil {
		return err
	}
	publishCommitted(ctx, k.events, k.saved(item))
	return nil
}

// updateRecorded applies apply to the stored item with update (a
// repository's read-modify-write), validates the result, records the
// fields that changed and keeps the item's earlier state as a revision, in
// one transaction, then publishes its saved event.
func updateRecorded[T any, PT validating[T]](ctx context.Context, k itemKind[T], id int64, apply func(*T),
	update func(context.Context, int64, func(*T) error) (*T, error)) (*T, error) {
	return changeRecorded[T, PT](ctx, k, domain.ActionUpdate, id, func(item *T) error { apply(item); return nil }, update)
}

// restoreRecorded makes the stored item the state data holds (a revision's,
// as the API showed the item): every field the owner edits takes its value
// from data, while what the store owns (id, times) and the item's children
// (a project's links and gallery) stay as they are. It is a change like
// any other: recorded, and the state it replaces kept as a new revision.
func restoreRecorded[T any, PT validating[T]](ctx context.Context, k itemKind[T], id int64, data []byte,
	update func(context.Context, int64, func(*T) error) (*T, error)) (*T, error) {
	var saved map[string]json.RawMessage
	if err := json.Unmarshal(data, &saved); err != nil {
		return nil, fmt.Errorf("read revision of %s %d: %w", k.kind, id, err)
	}
	item, err := changeRecorded[T, PT](ctx, k, domain.ActionRestore, id, func(item *T) error {
		return overlay(item, saved)
	}, update)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return nil, domain.Errorf(domain.ECONFLICT, domain.MsgRevisionItemGone)
	}
	return item, err
}

// differingMembers are the members of a whose value b does not have.
func differingMembers(a, b map[string]json.RawMessage) map[string]json.RawMessage {
	out := map[string]json.RawMessage{}
	for k, v := range a {
		if !bytes.Equal(v, b[k]) {
			out[k] = v
		}
	}
	return out
}

// overlay sets every member of item that saved holds to saved's value,
// except the members the store owns and the children (ignoredFields).
func overlay[T any](item *T, saved map[string]json.RawMessage) error {
	current, err := json.Marshal(item)
	if err != nil {
		return err
	}
	var members map[string]json.RawMessage
	if err := json.Unmarshal(current, &members); err != nil {
		return err
	}
	for k, v := range saved {
		if !slices.Contains(ignoredFields, k) {
			members[k] = v
		}
	}
	merged, err := json.Marshal(members)
	if err != nil {
		return err
	}
	var next T
	if err := json.Unmarshal(merged, &next); err != nil {
		return fmt.Errorf("the revision no longer fits the item: %w", err)
	}
	*item = next
	return nil
}

// changeRecorded is the read-modify-write of updateRecorded and
// restoreRecorded, recorded under action, its saved event published after
// the commit.
func changeRecorded[T any, PT validating[T]](ctx context.Context, k itemKind[T], action string, id int64, apply func(*T) error,
	update func(context.Context, int64, func(*T) error) (*T, error)) (*T, error) {
	var item *T
	err := k.journal.InTx(ctx, func(ctx context.Context) error {
		var err error
		item, err = changeInTx[T, PT](ctx, k, action, id, apply, update)
		return err
	})
	if err != nil {
		return nil, err
	}
	publishCommitted(ctx, k.events, k.saved(item))
	return item, nil
}

// changeInTx applies apply to the stored item, validates the result,
// keeps the state it replaces as a revision and records the change under
// action, all in ctx's transaction; the caller publishes k.saved(item)
// once that transaction has committed.
func changeInTx[T any, PT validating[T]](ctx context.Context, k itemKind[T], action string, id int64, apply func(*T) error,
	update func(context.Context, int64, func(*T) error) (*T, error)) (*T, error) {
	var before T
	item, err := update(ctx, id, func(item *T) error {
		before = *item
		if err := apply(item); err != nil {
			return err
		}
		return PT(item).Validate()
	})
	if err != nil {
		return nil, err
	}
	fields := changedFields(before, item)
	if err := k.journal.Revise(ctx, k.kind, id, &before, fields); err != nil {
		return nil, err
	}
	return item, k.record(ctx, action, item, fields)
}
