package app

import (
	"context"

	"github.com/portfolio-site/portfolio/domain"
)

// patcher is a partial update of a T (domain.CollaborationPatch and friends).
type patcher[T any] interface {
	Apply(*T)
}

// ContentAdmin administers one simple content type (collaborations, media and
// press items, investments, section layouts): create on top of the database
// defaults, partial update, delete, each recorded in the activity log in
// its transaction and publishing its event after the commit. Deleting an
// item of a kind the trash keeps (domain.KindSpec.Trash) moves it there. PT is
// *T, which must validate itself (validating).
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
		return a.record(ctx, domain.ActionDelete, item, nil)
	})
	if err != nil {
		return err
	}
	publishCommitted(ctx, a.events, a.deleted(id))
	return nil
}

// CollaborationAdmin administers notable collaborations.
type CollaborationAdmin = ContentAdmin[domain.Collaboration, *domain.Collaboration, domain.CollaborationPatch]

// MediaAdmin administers media and press items.
type MediaAdmin = ContentAdmin[domain.MediaItem, *domain.MediaItem, domain.MediaPatch]

// InvestmentAdmin administers investments.
type InvestmentAdmin = ContentAdmin[domain.Investment, *domain.Investment, domain.InvestmentPatch]

// Collaborations returns the administrator of notable collaborations.
func (s *ContentService) Collaborations() *CollaborationAdmin {
	return &CollaborationAdmin{
		itemKind: itemKind[domain.Collaboration]{
			journal: s.journal, events: s.events, kind: string(domain.KindCollaboration),
			id:    func(c *domain.Collaboration) int64 { return c.ID },
			title: func(c *domain.Collaboration) string { return c.Title },
			saved: func(c *domain.Collaboration) domain.Event { return domain.CollaborationSaved{CollaborationID: c.ID} },
		},
		repo: s.collaborations, trash: s.trash, newItem: domain.NewCollaboration,
		drafts: s.drafts, setActive: func(c *domain.Collaboration, on bool) { c.IsActive = on },
		deleted: func(id int64) domain.Event { return domain.CollaborationDeleted{CollaborationID: id} },
	}
}

// Media returns the administrator of media and press items.
func (s *ContentService) Media() *MediaAdmin {
	return &MediaAdmin{
		itemKind: itemKind[domain.MediaItem]{
			journal: s.journal, events: s.events, kind: string(domain.KindMedia),
			id:    func(m *domain.MediaItem) int64 { return m.ID },
			title: func(m *domain.MediaItem) string { return m.Title },
			saved: func(m *domain.MediaItem) domain.Event { return domain.MediaItemSaved{MediaItemID: m.ID} },
		},
		repo: s.media, trash: s.trash, newItem: domain.NewMediaItem,
		drafts: s.drafts, setActive: func(m *domain.MediaItem, on bool) { m.IsActive = on },
		deleted: func(id int64) domain.Event { return domain.MediaItemDeleted{MediaItemID: id} },
	}
}

// Investments returns the administrator of investments.
func (s *ContentService) Investments() *InvestmentAdmin {
	return &InvestmentAdmin{
		itemKind: itemKind[domain.Investment]{
			journal: s.journal, events: s.events, kind: string(domain.KindInvestment),
			id:    func(i *domain.Investment) int64 { return i.ID },
			title: func(i *domain.Investment) string { return i.Title },
			saved: func(i *domain.Investment) domain.Event { return domain.InvestmentSaved{InvestmentID: i.ID} },
		},
		repo: s.investments, trash: s.trash, newItem: domain.NewInvestment,
		drafts: s.drafts, setActive: func(i *domain.Investment, on bool) { i.IsActive = on },
		deleted: func(id int64) domain.Event { return domain.InvestmentDeleted{InvestmentID: id} },
	}
}
