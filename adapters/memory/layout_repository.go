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

// Create inserts l, setting its ID and createdAt, and the default columns
// per row when none is set.
func (r *SectionLayoutRepository) Create(_ context.Context, l *domain.SectionLayout) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	if l.ColumnsPerRow == 0 {
		l.ColumnsPerRow = domain.DefaultColumnsPerRow
	}
	l.ID, l.CreatedAt = r.s.nextID("layouts"), now()
	r.s.layouts[l.ID] = *l
	return nil
}

// compareLayouts orders by category, subcategory (none first) and id, with
// byte-wise string comparison, as the SQL store does.
func compareLayouts(a, b domain.SectionLayout) int {
	return cmp.Or(cmp.Compare(a.Category, b.Category), cmp.Compare(a.Subcategory, b.Subcategory), cmp.Compare(a.ID, b.ID))
}
