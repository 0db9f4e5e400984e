package sqldb

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.SiteRepository = (*SiteRepository)(nil)

// SiteRepository is the SQL domain.SiteRepository: the site document as
// JSON text in the one row of site_content.
type SiteRepository struct{ db *DB }

// NewSiteRepository returns the site repository of db.
func NewSiteRepository(db *DB) *SiteRepository { return &SiteRepository{db: db} }

// siteRowID is the id of the only row (the table's CHECK allows no other).
const siteRowID = 1

// siteRow is the row of site_content.
type siteRow struct {
	bun.BaseModel `bun:"table:site_content"`
	ID            int64     `bun:"id,pk"`
	Document      string    `bun:"document"`
	UpdatedAt     time.Time `bun:"updated_at"`
}

// newSiteRow encodes s without its public URL, which is configuration.
func newSiteRow(s *domain.Site) (*siteRow, error) {
	doc := *s
	doc.PublicURL = ""
	data, err := json.Marshal(doc)
	if err != nil {
		return nil, fmt.Errorf("encode site document: %w", err)
	}
	return &siteRow{ID: siteRowID, Document: string(data), UpdatedAt: now()}, nil
}

// toDomain decodes the document. Keys it does not know (written by a newer
// version) are dropped, keys it misses stay empty: the document can change
// shape without a migration.
func (r *siteRow) toDomain() (*domain.Site, error) {
	var s domain.Site
	if err := json.Unmarshal([]byte(r.Document), &s); err != nil {
		return nil, fmt.Errorf("decode site document: %w", err)
	}
	s.PublicURL = ""
	return &s, nil
}

// Get returns the document; ENOTFOUND before the first seed.
func (r *SiteRepository) Get(ctx context.Context) (*domain.Site, error) {
	row, err := r.find(ctx, r.db.idb(ctx), false)
	if err != nil {
		return nil, err
	}
	return row.toDomain()
}

// Save stores s whole, inserting the row or replacing its document.
func (r *SiteRepository) Save(ctx context.Context, s *domain.Site) error {
	row, err := newSiteRow(s)
	if err != nil {
		return err
	}
	_, err = r.db.idb(ctx).NewInsert().Model(row).
		On("CONFLICT (id) DO UPDATE").
		Set("document = EXCLUDED.document").
		Set("updated_at = EXCLUDED.updated_at").
		Exec(ctx)
	return dbError("save site document", err)
}

// Update reads the document (row-locked on PostgreSQL; SQLite's write
// transaction holds the database), applies fn and writes the result back
// in one transaction.
func (r *SiteRepository) Update(ctx context.Context, fn func(*domain.Site) error) (*domain.Site, error) {
	var out *domain.Site
	err := r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		old, err := r.find(ctx, tx, r.db.isPostgres())
		if err != nil {
			return err
		}
		s, err := old.toDomain()
		if err != nil {
			return err
		}
		if err := fn(s); err != nil {
			return err
		}
		row, err := newSiteRow(s)
		if err != nil {
			return err
		}
		if _, err := tx.NewUpdate().Model(row).Column("document", "updated_at").WherePK().Exec(ctx); err != nil {
			return dbError("update site document", err)
		}
		out, err = row.toDomain()
		return err
	})
	return out, err
}

// SeedIfEmpty inserts s unless a row exists. ON CONFLICT DO NOTHING makes
// the insert itself the test, so two instances starting together cannot
// both seed and neither fails: the second inserts nothing.
func (r *SiteRepository) SeedIfEmpty(ctx context.Context, s *domain.Site) (bool, error) {
	row, err := newSiteRow(s)
	if err != nil {
		return false, err
	}
	res, err := r.db.idb(ctx).NewInsert().Model(row).On("CONFLICT (id) DO NOTHING").Exec(ctx)
	if err != nil {
		return false, dbError("seed site document", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, dbError("seed site document", err)
	}
	return n == 1, nil
}

func (r *SiteRepository) find(ctx context.Context, idb bun.IDB, lock bool) (*siteRow, error) {
	var row siteRow
	q := idb.NewSelect().Model(&row).Where("id = ?", siteRowID)
	if lock {
		q = q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, noRows(err, domain.MsgSiteNotFound, "read site document")
	}
	return &row, nil
}
