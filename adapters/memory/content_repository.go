package memory

import (
	"context"
	"slices"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

var (
	_ domain.CollaborationRepository = (*CollaborationRepository)(nil)
	_ domain.MediaRepository         = (*MediaRepository)(nil)
	_ domain.InvestmentRepository    = (*InvestmentRepository)(nil)
	_ domain.AppearanceRepository    = (*AppearanceRepository)(nil)
)

// CollaborationRepository is the in-memory domain.CollaborationRepository.
type CollaborationRepository struct {
	*contentRepository[domain.Collaboration]
}

// MediaRepository is the in-memory domain.MediaRepository.
type MediaRepository struct {
	*contentRepository[domain.MediaItem]
}

// InvestmentRepository is the in-memory domain.InvestmentRepository.
type InvestmentRepository struct {
	*contentRepository[domain.Investment]
}

// AppearanceRepository is the in-memory domain.AppearanceRepository.
type AppearanceRepository struct {
	*contentRepository[domain.Appearance]
}

// contentRepos are the simple kinds' repositories of a Store, which embeds
// them: each kind's field, its line in newContentRepos and its accessor.
type contentRepos struct {
	collaborationRepo *CollaborationRepository
	mediaRepo         *MediaRepository
	investmentRepo    *InvestmentRepository
	appearanceRepo    *AppearanceRepository
}

func newContentRepos(s *Store) contentRepos {
	return contentRepos{
		collaborationRepo: &CollaborationRepository{newContentRepository(s, domain.MsgCollaborationNotFound, collaborationFields)},
		mediaRepo:         &MediaRepository{newContentRepository(s, domain.MsgMediaItemNotFound, mediaFields)},
		investmentRepo:    &InvestmentRepository{newContentRepository(s, domain.MsgInvestmentNotFound, investmentFields)},
		appearanceRepo:    &AppearanceRepository{newContentRepository(s, domain.MsgAppearanceNotFound, appearanceFields)},
	}
}

// Collaborations returns the collaboration repository of the store.
func (r contentRepos) Collaborations() *CollaborationRepository { return r.collaborationRepo }

// Media returns the media and press repository of the store.
func (r contentRepos) Media() *MediaRepository { return r.mediaRepo }

// Investments returns the investment repository of the store.
func (r contentRepos) Investments() *InvestmentRepository { return r.investmentRepo }

// Appearances returns the appearance repository of the store.
func (r contentRepos) Appearances() *AppearanceRepository { return r.appearanceRepo }

// contentFields points at the fields of an item that the store assigns or
// sorts and filters by.
type contentFields struct {
	id        *int64
	createdAt *time.Time
	priority  *int
	isActive  *bool
}

func collaborationFields(c *domain.Collaboration) contentFields {
	return contentFields{&c.ID, &c.CreatedAt, &c.Priority, &c.IsActive}
}

func mediaFields(m *domain.MediaItem) contentFields {
	return contentFields{&m.ID, &m.CreatedAt, &m.Priority, &m.IsActive}
}

func investmentFields(i *domain.Investment) contentFields {
	return contentFields{&i.ID, &i.CreatedAt, &i.Priority, &i.IsActive}
}

// appearanceFields: an appearance has no priority (its lists are in time
// order), so every one counts as 0 and the store lists them by id.
func appearanceFields(a *domain.Appearance) contentFields {
	return contentFields{&a.ID, &a.CreatedAt, new(int), &a.IsActive}
}

// contentRepository is the one implementation of domain.ContentRepository
// for the simple content entities, which hold no slices and so copy by value.
type contentRepository[T any] struct {
	s        *Store
	items    map[int64]T
	lastID   int64
	notFound string
	fields   func(*T) contentFields
}

func newContentRepository[T any](s *Store, notFoundMsg string, fields func(*T) contentFields) *contentRepository[T] {
	// Listed among the store's tables: a transaction rolls it back with
	// no line of its own in the snapshot (transactor.go).
	return table(s, &contentRepository[T]{s: s, items: map[int64]T{}, notFound: notFoundMsg, fields: fields})
}

// List returns the items by ascending priority then id; activeOnly hides
// the inactive ones.
func (r *contentRepository[T]) List(_ context.Context, activeOnly bool) ([]T, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	out := []T{}
	for _, item := range r.items {
		if activeOnly && !*r.fields(&item).isActive {
			continue
		}
		out = append(out, item)
	}
	slices.SortFunc(out, func(a, b T) int {
		fa, fb := r.fields(&a), r.fields(&b)
		return byPriorityThenID(*fa.priority, *fa.id, *fb.priority, *fb.id)
	})
	return out, nil
}

// Find returns one item.
func (r *contentRepository[T]) Find(_ context.Context, id int64) (*T, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	item, ok := r.items[id]
	if !ok {
		return nil, notFound(r.notFound)
	}
	return &item, nil
}

// Create inserts item, setting its ID and createdAt.
func (r *contentRepository[T]) Create(_ context.Context, item *T) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	r.lastID++
	f := r.fields(item)
	*f.id, *f.createdAt = r.lastID, now()
	r.items[r.lastID] = *item
	return nil
}

// Update applies fn to a copy of the item and stores it when fn succeeds.
// The id and createdAt are kept whatever fn does.
func (r *contentRepository[T]) Update(_ context.Context, id int64, fn func(*T) error) (*T, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	old, ok := r.items[id]
	if !ok {
		return nil, notFound(r.notFound)
	}
	item := old
	if err := fn(&item); err != nil {
		return nil, err
	}
	f, of := r.fields(&item), r.fields(&old)
	*f.id, *f.createdAt = *of.id, *of.createdAt
	r.items[id] = item
	return &item, nil
}

// Delete removes one item.
func (r *contentRepository[T]) Delete(_ context.Context, id int64) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	if _, ok := r.items[id]; !ok {
		return notFound(r.notFound)
	}
	delete(r.items, id)
	return nil
}

// Count returns the number of items.
func (r *contentRepository[T]) Count(context.Context) (int, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	return len(r.items), nil
}
