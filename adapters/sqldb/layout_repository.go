package sqldb

import (
	"cmp"
	"context"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.SectionLayoutRepository = (*SectionLayoutRepository)(nil)

// SectionLayoutRepository is the SQL domain.SectionLayoutRepository.
type SectionLayoutRepository struct{ db *DB }

// NewSectionLayoutRepository returns the section layout repository of db.
func NewSectionLayoutRepository(db *DB) *SectionLayoutRepository {
	return &SectionLayoutRepository{db: db}
}

// sectionLayoutRow is a row of portfolio_section_layouts.
type sectionLayoutRow struct {
	bun.BaseModel      `bun:"table:portfolio_section_layouts"`
	ID                 int64     `bun:"id,pk,autoincrement"`
	Category           string    `bun:"category"`
	Subcategory        string    `bun:"subcategory,nullzero"`
	ColumnsPerRow      int       `bun:"columns_per_row"`
	DisplayStyle       string    `bun:"display_style,nullzero"`
	SectionTitle       string    `bun:"section_title,nullzero"`
	SectionDescription string    `bun:"section_description,nullzero"`
	IsActive           bool      `bun:"is_active"`
	CreatedAt          time.Time `bun:"created_at"`
}

func (r *sectionLayoutRow) toDomain() domain.SectionLayout {
	return domain.SectionLayout{ID: r.ID, Category: r.Category, Subcategory: r.Subcategory, ColumnsPerRow: r.ColumnsPerRow,
		DisplayStyle: r.DisplayStyle, SectionTitle: r.SectionTitle, SectionDescription: r.SectionDescription,
		IsActive: r.IsActive, CreatedAt: r.CreatedAt.UTC()}
}

// List returns the layouts by category, subcategory (none first) and id.
// The table is small, so it is sorted here, byte-wise: the databases'
// collations and NULL placement would otherwise disagree.
func (r *SectionLayoutRepository) List(ctx context.Context, activeOnly bool) ([]domain.SectionLayout, error) {
	var rows []sectionLayoutRow
	q := r.db.db.NewSelect().Model(&rows)
	if activeOnly {
		q = q.Where("is_active = ?", true)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, dbError("list section layouts", err)
	}
	out := make([]domain.SectionLayout, len(rows))
	for i := range rows {
		out[i] = rows[i].toDomain()
	}
	slices.SortFunc(out, func(a, b domain.SectionLayout) int {
		return cmp.Or(cmp.Compare(a.Category, b.Category), cmp.Compare(a.Subcategory, b.Subcategory), cmp.Compare(a.ID, b.ID))
	})
	return out, nil
}

// Create inserts s, setting its ID and createdAt, and the default columns per
// row when none is set.
func (r *SectionLayoutRepository) Create(ctx context.Context, s *domain.SectionLayout) error {
	if s.ColumnsPerRow == 0 {
		s.ColumnsPerRow = domain.DefaultColumnsPerRow
	}
	s.CreatedAt = now()
	row := &sectionLayoutRow{Category: s.Category, Subcategory: s.Subcategory, ColumnsPerRow: s.ColumnsPerRow,
		DisplayStyle: s.DisplayStyle, SectionTitle: s.SectionTitle, SectionDescription: s.SectionDescription,
		IsActive: s.IsActive, CreatedAt: s.CreatedAt}
	if _, err := r.db.db.NewInsert().Model(row).Exec(ctx); err != nil {
		return dbError("insert section layout", err)
	}
	s.ID = row.ID
	return nil
}
