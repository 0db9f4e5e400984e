package app

import (
	"context"

	"github.com/portfolio-site/portfolio/domain"
)

// patcher is a partial update of a T (domain.CollaborationPatch and friends).
type patcher[T any] interface {
	Apply(*T)
}

// validatable is the pointer to an entity that validates itself.
type validatable interface {
	Validate() error
}

// ContentAdmin administers one simple content type (collaborations, media and
// press items, investments): create on top of the database defaults, partial
// update, delete, each publishing its event after the commit.
type ContentAdmin[T any, P patcher[T]] struct {
	repo    domain.ContentRepository[T]
	events  domain.EventPublisher
	newItem func() T
	id      func(*T) int64
	saved   func(id int64) domain.Event
	deleted func(id int64) domain.Event
}

// Create validates and stores a new item built from the patch.
func (a *ContentAdmin[T, P]) Create(ctx context.Context, in P) (*T, error) {
	item := a.newItem()
	in.Apply(&item)
	if err := any(&item).(validatable).Validate(); err != nil {
		return nil, err
	}
	if err := a.repo.Create(ctx, &item); err != nil {
		return nil, err
	}
	publishCommitted(ctx, a.events, a.saved(a.id(&item)))
	return &item, nil
}

// Update applies a partial update: absent fields keep their values.
func (a *ContentAdmin[T, P]) Update(ctx context.Context, id int64, in P) (*T, error) {
	item, err := a.repo.Update(ctx, id, func(item *T) error {
		in.Apply(item)
		return any(item).(validatable).Validate()
	})
	if err != nil {
		return nil, err
	}
	publishCommitted(ctx, a.events, a.saved(id))
	return item, nil
}

// Delete removes one item.
func (a *ContentAdmin[T, P]) Delete(ctx context.Context, id int64) error {
	if err := a.repo.Delete(ctx, id); err != nil {
		return err
	}
	publishCommitted(ctx, a.events, a.deleted(id))
	return nil
}

// CollaborationAdmin administers notable collaborations.
type CollaborationAdmin = ContentAdmin[domain.Collaboration, domain.CollaborationPatch]

// MediaAdmin administers media and press items.
type MediaAdmin = ContentAdmin[domain.MediaItem, domain.MediaPatch]

// InvestmentAdmin administers investments.
type InvestmentAdmin = ContentAdmin[domain.Investment, domain.InvestmentPatch]

// Collaborations returns the administrator of notable collaborations.
func (s *ContentService) Collaborations() *CollaborationAdmin {
	return &CollaborationAdmin{
		repo: s.collaborations, events: s.events, newItem: domain.NewCollaboration,
		id:      func(c *domain.Collaboration) int64 { return c.ID },
		saved:   func(id int64) domain.Event { return domain.CollaborationSaved{CollaborationID: id} },
		deleted: func(id int64) domain.Event { return domain.CollaborationDeleted{CollaborationID: id} },
	}
}

// Media returns the administrator of media and press items.
func (s *ContentService) Media() *MediaAdmin {
	return &MediaAdmin{
		repo: s.media, events: s.events, newItem: domain.NewMediaItem,
		id:      func(m *domain.MediaItem) int64 { return m.ID },
		saved:   func(id int64) domain.Event { return domain.MediaItemSaved{MediaItemID: id} },
		deleted: func(id int64) domain.Event { return domain.MediaItemDeleted{MediaItemID: id} },
	}
}

// Investments returns the administrator of investments.
func (s *ContentService) Investments() *InvestmentAdmin {
	return &InvestmentAdmin{
		repo: s.investments, events: s.events, newItem: domain.NewInvestment,
		id:      func(i *domain.Investment) int64 { return i.ID },
		saved:   func(id int64) domain.Event { return domain.InvestmentSaved{InvestmentID: id} },
		deleted: func(id int64) domain.Event { return domain.InvestmentDeleted{InvestmentID: id} },
	}
}
