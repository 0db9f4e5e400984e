package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.RedirectRepository = (*RedirectRepository)(nil)

// RedirectRepository is the SQL domain.RedirectRepository (table
// redirects). Each change is one transaction (joining the caller's), so a
// move never leaves a chain or a loop behind, even half-done.
type RedirectRepository struct{ db *DB }

// NewRedirectRepository returns the redirects of db.
func NewRedirectRepository(db *DB) *RedirectRepository { return &RedirectRepository{db: db} }

// redirectRow is a row of redirects; to_path "" is a gone page.
type redirectRow struct {
	bun.BaseModel `bun:"table:redirects,alias:r"`
	ID            int64     `bun:"id,pk,autoincrement"`
	FromPath      string    `bun:"from_path"`
	ToPath        string    `bun:"to_path"`
	Hits          int64     `bun:"hits"`
	CreatedAt     time.Time `bun:"created_at"`
	UpdatedAt     time.Time `bun:"updated_at"`
}

func (r *redirectRow) toDomain() domain.Redirect {
	return domain.Redirect{ID: r.ID, From: r.FromPath, To: r.ToPath, Hits: r.Hits, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC()}
}

// List returns every entry by from.
func (s *RedirectRepository) List(ctx context.Context) ([]domain.Redirect, error) {
	var rows []redirectRow
	if err := s.db.idb(ctx).NewSelect().Model(&rows).OrderExpr("r.from_path ASC").Scan(ctx); err != nil {
		return nil, dbError("list redirects", err)
	}
	out := make([]domain.Redirect, 0, len(rows))
	for i := range rows {
		out = append(out, rows[i].toDomain())
	}
	return out, nil
}

// Moved points the entries to from at to, removes an entry from to, and
// makes from answer with to.
func (s *RedirectRepository) Moved(ctx context.Context, from, to string) error {
	if from == to {
		return nil
	}
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		t := now()
		if _, err := tx.NewDelete().Model((*redirectRow)(nil)).Where("from_path = ?", to).Exec(ctx); err != nil {
			return dbError("drop the redirect from a page's new address", err)
		}
		if _, err := tx.NewUpdate().Model((*redirectRow)(nil)).Set("to_path = ?", to).Set("updated_at = ?", t).
			Where("to_path = ? OR from_path = ?", from, from).Exec(ctx); err != nil {
			return dbError("point redirects at a page's new address", err)
		}
		return s.insertMissing(ctx, tx, from, to, t)
	})
}

// Gone makes path, and every entry to it, answer gone.
func (s *RedirectRepository) Gone(ctx context.Context, path string) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		t := now()
		if _, err := tx.NewUpdate().Model((*redirectRow)(nil)).Set("to_path = ''").Set("updated_at = ?", t).
			Where("to_path = ? OR from_path = ?", path, path).Exec(ctx); err != nil {
			return dbError("mark a page gone", err)
		}
		return s.insertMissing(ctx, tx, path, "", t)
	})
}

// insertMissing adds the entry from → to unless from has one.
func (s *RedirectRepository) insertMissing(ctx context.Context, tx bun.Tx, from, to string, t time.Time) error {
	n, err := tx.NewSelect().Model((*redirectRow)(nil)).Where("from_path = ?", from).Count(ctx)
	if err != nil {
		return dbError("read a redirect", err)
	}
	if n > 0 {
		return nil
	}
	row := &redirectRow{FromPath: from, ToPath: to, CreatedAt: t, UpdatedAt: t}
	if _, err := tx.NewInsert().Model(row).Returning("id").Exec(ctx); err != nil {
		return dbError("add a redirect", err)
	}
	return nil
}

// Live removes the entry from path.
func (s *RedirectRepository) Live(ctx context.Context, path string) error {
	if _, err := s.db.idb(ctx).NewDelete().Model((*redirectRow)(nil)).Where("from_path = ?", path).Exec(ctx); err != nil {
		return dbError("drop the redirect from a live page", err)
	}
	return nil
}

// Delete removes one entry.
func (s *RedirectRepository) Delete(ctx context.Context, id int64) error {
	res, err := s.db.idb(ctx).NewDelete().Model((*redirectRow)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return dbError(fmt.Sprintf("delete redirect %d", id), err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return dbError(fmt.Sprintf("delete redirect %d", id), err)
	} else if n == 0 {
		return notFound(domain.MsgRedirectNotFound)
	}
	return nil
}

// Hit counts one visit.
func (s *RedirectRepository) Hit(ctx context.Context, id int64) error {
	if _, err := s.db.idb(ctx).NewUpdate().Model((*redirectRow)(nil)).Set("hits = hits + 1").Where("id = ?", id).Exec(ctx); err != nil {
		return dbError(fmt.Sprintf("count a visit of redirect %d", id), err)
	}
	return nil
}
