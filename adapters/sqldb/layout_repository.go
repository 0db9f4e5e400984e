package sqldb

import (
	"cmp"
	"context"
	"fmt"
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
	q := r.db.idb(ctx).NewSelect().Model(&rows)
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

// Find returns one layout.
func (r *SectionLayoutRepository) Find(ctx context.Context, id int64) (*domain.SectionLayout, error) {
	row, err := r.find(ctx, r.db.idb(ctx), id, false)
	if err != nil {
		return nil, err
	}
	l := row.toDomain()
	return &l, nil
}

// Create inserts s, setting its ID and createdAt, and the default columns per
// row when none is set, unless another active layout has its section.
func (r *SectionLayoutRepository) Create(ctx context.Context, s *domain.SectionLayout) error {
	if s.ColumnsPerRow == 0 {
		s.ColumnsPerRow = domain.DefaultColumnsPerRow
	}
	return r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := r.checkActive(ctx, tx, s); err != nil {
			return err
		}
		row := &sectionLayoutRow{}
		row.fill(s)
		row.CreatedAt = now()
		if _, err := tx.NewInsert().Model(row).Exec(ctx); err != nil {
			return dbError("insert section layout", err)
		}
		s.ID, s.CreatedAt = row.ID, row.CreatedAt
		return nil
	})
}

// Update reads the layout (locked on PostgreSQL), applies fn and writes it
// back in one transaction, unless another active layout has its section.
// The id and createdAt are kept whatever fn does.
func (r *SectionLayoutRepository) Update(ctx context.Context, id int64, fn func(*domain.SectionLayout) error) (*domain.SectionLayout, error) {
	var out *domain.SectionLayout
	err := r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		old, err := r.find(ctx, tx, id, r.db.isPostgres())
		if err != nil {
			return err
		}
		l := old.toDomain()
		if err := fn(&l); err != nil {
			return err
		}
		l.ID, l.CreatedAt = old.ID, old.CreatedAt
		if err := r.checkActive(ctx, tx, &l); err != nil {
			return err
		}
		row := &sectionLayoutRow{ID: old.ID, CreatedAt: old.CreatedAt}
		row.fill(&l)
		if _, err := tx.NewUpdate().Model(row).WherePK().Exec(ctx); err != nil {
			return dbError(fmt.Sprintf("update section layout %d", id), err)
		}
		updated := row.toDomain()
		out = &updated
		return nil
	})
	return out, err
}

// Delete removes one layout.
func (r *SectionLayoutRepository) Delete(ctx context.Context, id int64) error {
	res, err := r.db.idb(ctx).NewDelete().Model((*sectionLayoutRow)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return dbError(fmt.Sprintf("delete section layout %d", id), err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return dbError(fmt.Sprintf("delete section layout %d", id), err)
	} else if n == 0 {
		return notFound(domain.MsgLayoutNotFound)
	}
	return nil
}

// Count returns the number of layouts.
func (r *SectionLayoutRepository) Count(ctx context.Context) (int, error) {
	n, err := r.db.idb(ctx).NewSelect().Model((*sectionLayoutRow)(nil)).Count(ctx)
	if err != nil {
		return 0, dbError("count section layouts", err)
	}
	return int(n), nil
}

// checkActive refuses s when it is active and another active layout has the
// same category and subcategory. On PostgreSQL the table is locked against
// other writers first, so two concurrent saves cannot both pass the check;
// SQLite runs one write transaction at a time anyway. A NULL subcategory and
// an empty one are the same section.
func (r *SectionLayoutRepository) checkActive(ctx context.Context, tx bun.Tx, s *domain.SectionLayout) error {
	if !s.IsActive {
		return nil
	}
	if r.db.isPostgres() {
		if _, err := tx.ExecContext(ctx, "LOCK TABLE portfolio_section_layouts IN SHARE ROW EXCLUSIVE MODE"); err != nil {
			return dbError("lock section layouts", err)
		}
	}
	n, err := tx.NewSelect().Model((*sectionLayoutRow)(nil)).
		Where("is_active = ?", true).Where("category = ?", s.Category).
		Where("COALESCE(subcategory, '') = ?", s.Subcategory).Where("id <> ?", s.ID).Count(ctx)
	if err != nil {
		return dbError("check section layouts", err)
	}
	if n > 0 {
		return domain.ErrLayoutExists()
	}
	return nil
}

func (r *SectionLayoutRepository) find(ctx context.Context, idb bun.IDB, id int64, lock bool) (*sectionLayoutRow, error) {
	row := &sectionLayoutRow{}
	q := idb.NewSelect().Model(row).Where("id = ?", id)
	if lock {
		q = q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, noRows(err, domain.MsgLayoutNotFound, fmt.Sprintf("find section layout %d", id))
	}
	return row, nil
}

// fill copies the stored fields of s into the row (not the id and createdAt).
func (r *sectionLayoutRow) fill(s *domain.SectionLayout) {
	r.Category, r.Subcategory, r.ColumnsPerRow, r.DisplayStyle = s.Category, s.Subcategory, s.ColumnsPerRow, s.DisplayStyle
	r.SectionTitle, r.SectionDescription, r.IsActive = s.SectionTitle, s.SectionDescription, s.IsActive
}
