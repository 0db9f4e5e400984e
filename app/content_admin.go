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
// press items, investments, section layouts): create on top of the database
// defaults, partial update, delete, each recorded in the activity log in
// its transaction and publishing its event after the commit. Deleting an
// item of a kind the trash keeps (trashKind set) moves it there.
type ContentAdmin[T any, P patcher[T]] struct {
	repo      domain.ContentRepository[T]
	events    domain.EventPublisher
	journal   *Journal
	trash     *TrashService
	kind      string           // the activity log's kind
	trashKind domain.TrashKind // "" when deletes are final
	newItem   func() T
	id        func(*T) int64
	title     func(*T) string
	saved     func(id int64) domain.Event
	deleted   func(id int64) domain.Event
}

// Create validates and stores a new item built from the patch.
func (a *ContentAdmin[T, P]) Create(ctx context.Context, in P) (*T, error) {
	item := a.newItem()
	in.Apply(&item)
	if err := any(&item).(validatable).Validate(); err != nil {
		return nil, err
	}
	err := a.journal.InTx(ctx, func(ctx context.Context) error {
		if err := a.repo.Create(ctx, &item); err != nil {
			return err
		}
		return a.record(ctx, domain.ActionCreate, &item, nil)
	})
	if err != nil {
		return nil, err
	}
	publishCommitted(ctx, a.events, a.saved(a.id(&item)))
	return &item, nil
}

// Update applies a partial update: absent fields keep their values.
func (a *ContentAdmin[T, P]) Update(ctx context.Context, id int64, in P) (*T, error) {
	var item *T
	err := a.journal.InTx(ctx, func(ctx context.Context) error {
		var before T
		var err error
		item, err = a.repo.Update(ctx, id, func(item *T) error {
			before = *item
			in.Apply(item)
			return any(item).(validatable).Validate()
		})
		if err != nil {
			return err
		}
		return a.record(ctx, domain.ActionUpdate, item, changedFields(before, item))
	})
	if err != nil {
		return nil, err
	}
	publishCommitted(ctx, a.events, a.saved(id))
	return item, nil
}

// Delete moves one item to the trash, or removes it for good when its
// kind has no trash.
func (a *ContentAdmin[T, P]) Delete(ctx context.Context, id int64) error {
	if a.trashKind != "" {
		_, err := a.trash.Discard(ctx, a.trashKind, id)
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

func (a *ContentAdmin[T, P]) record(ctx context.Context, action string, item *T, fields []string) error {
	return a.journal.Record(ctx, domain.ActivityEntry{Action: action, Kind: a.kind, ItemID: a.id(item), Title: a.title(item), Fields: fields})
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
		repo: s.collaborations, events: s.events, journal: s.journal, trash: s.trash,
		kind: string(domain.TrashCollaboration), trashKind: domain.TrashCollaboration, newItem: domain.NewCollaboration,
		id:      func(c *domain.Collaboration) int64 { return c.ID },
		title:   func(c *domain.Collaboration) string { return c.Title },
		saved:   func(id int64) domain.Event { return domain.CollaborationSaved{CollaborationID: id} },
		deleted: func(id int64) domain.Event { return domain.CollaborationDeleted{CollaborationID: id} },
	}
}

// Media returns the administrator of media and press items.
func (s *ContentService) Media() *MediaAdmin {
	return &MediaAdmin{
		repo: s.media, events: s.events, journal: s.journal, trash: s.trash,
		kind: string(domain.TrashMedia), trashKind: domain.TrashMedia, newItem: domain.NewMediaItem,
		id:      func(m *domain.MediaItem) int64 { return m.ID },
		title:   func(m *domain.MediaItem) string { return m.Title },
		saved:   func(id int64) domain.Event { return domain.MediaItemSaved{MediaItemID: id} },
		deleted: func(id int64) domain.Event { return domain.MediaItemDeleted{MediaItemID: id} },
	}
}

// Investments returns the administrator of investments.
func (s *ContentService) Investments() *InvestmentAdmin {
	return &InvestmentAdmin{
		repo: s.investments, events: s.events, journal: s.journal, trash: s.trash,
		kind: string(domain.TrashInvestment), trashKind: domain.TrashInvestment, newItem: domain.NewInvestment,
		id:      func(i *domain.Investment) int64 { return i.ID },
		title:   func(i *domain.Investment) string { return i.Title },
		saved:   func(id int64) domain.Event { return domain.InvestmentSaved{InvestmentID: id} },
		deleted: func(id int64) domain.Event { return domain.InvestmentDeleted{InvestmentID: id} },
	}
}
