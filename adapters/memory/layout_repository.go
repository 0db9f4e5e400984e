package memory

import (
	"cmp"
	"context"
	"slices"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.SectionLayoutRepository = (*SectionLayoutRepository)(nil)

// SectionLayoutRepository is the in-memory domain.SectionLayoutRepository.
type SectionLayoutRepository struct{ s *Store }

// List returns the layouts by category, subcategory and id; activeOnly
// hides the inactive ones.
func (r *SectionLayoutRepository) List(_ context.Context, activeOnly bool) ([]domain.SectionLayout, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	out := []domain.SectionLayout{}
	for _, l := range r.s.layouts {
		if !activeOnly || l.IsActive {
			out = append(out, l)
		}
	}
	slices.SortFunc(out, compareLayouts)
	return out, nil
}

// Find returns one layout.
func (r *SectionLayoutRepository) Find(_ context.Context, id int64) (*domain.SectionLayout, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	l, ok := r.s.layouts[id]
	if !ok {
		return nil, notFound(domain.MsgLayoutNotFound)
	}
	return &l, nil
}

// Create inserts l, setting its ID and createdAt, and the default columns
// per row when none is set.
func (r *SectionLayoutRepository) Create(_ context.Context, l *domain.SectionLayout) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	if l.ColumnsPerRow == 0 {
		l.ColumnsPerRow = domain.DefaultColumnsPerRow
	}
	if err := r.checkActive(l); err != nil {
		return err
	}
	l.ID, l.CreatedAt = r.s.nextID("layouts"), now()
	r.s.layouts[l.ID] = *l
	return nil
}

// Update applies fn to a copy of the layout and stores it when fn succeeds
// and no other active layout has its section. The id and createdAt are kept.
func (r *SectionLayoutRepository) Update(_ context.Context, id int64, fn func(*domain.SectionLayout) error) (*domain.SectionLayout, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	old, ok := r.s.layouts[id]
	if !ok {
		return nil, notFound(domain.MsgLayoutNotFound)
	}
	l := old
	if err := fn(&l); err != nil {
		return nil, err
	}
	l.ID, l.CreatedAt = old.ID, old.CreatedAt
	if err := r.checkActive(&l); err != nil {
		return nil, err
	}
	r.s.layouts[id] = l
	return &l, nil
}

// Delete removes one layout.
func (r *SectionLayoutRepository) Delete(_ context.Context, id int64) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	if _, ok := r.s.layouts[id]; !ok {
		return notFound(domain.MsgLayoutNotFound)
	}
	delete(r.s.layouts, id)
	return nil
}

// Count returns the number of layouts.
func (r *SectionLayoutRepository) Count(context.Context) (int, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	return len(r.s.layouts), nil
}

// checkActive refuses l when it is active and another active layout lays
// out the same section. The caller holds the lock.
func (r *SectionLayoutRepository) checkActive(l *domain.SectionLayout) error {
	if !l.IsActive {
		return nil
	}
	for id, o := range r.s.layouts {
		if id != l.ID && o.IsActive && o.SameSection(l) {
			return domain.ErrLayoutExists()
		}
	}
	return nil
}

// compareLayouts orders by category, subcategory (none first) and id, with
// byte-wise string comparison, as the SQL store does.
func compareLayouts(a, b domain.SectionLayout) int {
	return cmp.Or(cmp.Compare(a.Category, b.Category), cmp.Compare(a.Subcategory, b.Subcategory), cmp.Compare(a.ID, b.ID))
}
