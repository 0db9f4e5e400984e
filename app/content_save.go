package app

import (
	"context"

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
	journal *Journal
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
// repository's read-modify-write), validates the result and records the
// fields that changed, in one transaction, then publishes its saved event.
func updateRecorded[T any, PT validating[T]](ctx context.Context, k itemKind[T], id int64, apply func(*T),
	update func(context.Context, int64, func(*T) error) (*T, error)) (*T, error) {
	var item *T
	err := k.journal.InTx(ctx, func(ctx context.Context) error {
		var before T
		var err error
		item, err = update(ctx, id, func(item *T) error {
			before = *item
			apply(item)
			return PT(item).Validate()
		})
		if err != nil {
			return err
		}
		return k.record(ctx, domain.ActionUpdate, item, changedFields(before, item))
	})
	if err != nil {
		return nil, err
	}
	publishCommitted(ctx, k.events, k.saved(item))
	return item, nil
}
