package app

import (
	"context"

	"github.com/portfolio-site/portfolio/domain"
)

// patcher is a partial update of a T (each simple kind's Patch).
type patcher[T any] interface {
	Apply(*T)
}

// ContentAdmin administers one simple content kind (each kind's accessor
// is beside its behaviour, content_kinds.go; the section layouts' in
// layout_admin.go): create on top of the database defaults, partial
// update, delete, each recorded in the activity log in its transaction and
// publishing its event after the commit. Deleting an item of a kind the
// trash keeps (domain.KindSpec.Trash) moves it there. PT is *T, which must
// validate itself (validating).
type ContentAdmin[T any, PT validating[T], P patcher[T]] struct {
	itemKind[T]
	repo    domain.ContentRepository[T]
	trash   *TrashService
	newItem func() T
	deleted func(id int64) domain.Event
	drafts  domain.DraftStore
	// setActive shows or hides an item (drafts created unpublished,
	// unpublishing).
	setActive func(item *T, active bool)
}

// Create validates and stores a new item built from the patch.
func (a *ContentAdmin[T, PT, P]) Create(ctx context.Context, in P) (*T, error) {
	item := a.newItem()
	in.Apply(&item)
	if err := createRecorded[T, PT](ctx, a.itemKind, &item, a.repo.Create); err != nil {
		return nil, err
	}
	return &item, nil
}

// Update applies a partial update: absent fields keep their values.
func (a *ContentAdmin[T, PT, P]) Update(ctx context.Context, id int64, in P) (*T, error) {
	return updateRecorded[T, PT](ctx, a.itemKind, id, in.Apply, a.repo.Update)
}

// Restore makes the item the state of one of its revisions (data).
func (a *ContentAdmin[T, PT, P]) Restore(ctx context.Context, id int64, data []byte) (*T, error) {
	return restoreRecorded[T, PT](ctx, a.itemKind, id, data, a.repo.Update)
}

// Delete moves one item to the trash, or removes it for good when its
// kind has no trash.
func (a *ContentAdmin[T, PT, P]) Delete(ctx context.Context, id int64) error {
	if kind := domain.Kind(a.kind); a.trash.kinds.Is(kind, domain.InTrash) {
		_, err := a.trash.Discard(ctx, kind, id)
		return err
	}
	err := a.journal.InTx(ctx, func(ctx context.Context) error {
		item, err := a.repo.Find(ctx, id)
		if err != nil {
			return err
		}
		if err := a.repo.Delete(ctx, id); err != nil {
			return err
		}
		// Gone for good: its draft and schedules have nothing left to
		// apply to (a trashed item's wait with it: trash_drafts.go).
		if _, err := a.drafts.DeleteDraft(ctx, a.kind, id); err != nil {
			return err
		}
		if _, err := a.drafts.DeleteSchedules(ctx, a.kind, id); err != nil {
			return err
		}
		return a.record(ctx, domain.ActionDelete, item, nil)
	})
	if err != nil {
		return err
	}
	publishCommitted(ctx, a.events, a.deleted(id))
	return nil
}
