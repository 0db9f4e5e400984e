package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// contentRow is what the shared repository needs of the row type R of a
// simple content kind's entity T (content_rows.go).
type contentRow[T, R any] interface {
	rowMapper[T, R]
	// identity returns what the store owns: the id and the creation time.
	identity() (id int64, createdAt time.Time)
	// setIdentity sets the id and the creation time.
	setIdentity(id int64, createdAt time.Time)
}

// contentRepository is the one SQL implementation of
// domain.ContentRepository, shared by the simple content entities.
type contentRepository[T, R any, PR contentRow[T, R]] struct {
	db       *DB
	noun     string // for error context, e.g. "media item"
	notFound string // the ENOTFOUND message
}

// List returns the items by ascending priority then id; activeOnly hides the
// inactive ones.
func (r *contentRepository[T, R, PR]) List(ctx context.Context, activeOnly bool) ([]T, error) {
	var rows []R
	q := r.db.idb(ctx).NewSelect().Model(&rows).OrderExpr("priority ASC, id ASC")
	if activeOnly {
		q = q.Where("is_active = ?", true)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, dbError(fmt.Sprintf("list %ss", r.noun), err)
	}
	out := make([]T, len(rows))
	for i := range rows {
		out[i] = PR(&rows[i]).toDomain()
	}
	return out, nil
}

// Find returns one item.
func (r *contentRepository[T, R, PR]) Find(ctx context.Context, id int64) (*T, error) {
	row, err := r.find(ctx, r.db.idb(ctx), id, false)
	if err != nil {
		return nil, err
	}
	item := row.toDomain()
	return &item, nil
}

// Create inserts item, setting its ID and createdAt.
func (r *contentRepository[T, R, PR]) Create(ctx context.Context, item *T) error {
	row := PR(new(R))
	row.fill(item)
	row.setIdentity(0, now())
	if _, err := r.db.idb(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return dbError(fmt.Sprintf("insert %s", r.noun), err)
	}
	*item = row.toDomain()
	return nil
}

// Update reads the item (locked on PostgreSQL), applies fn and writes it
// back in one transaction. The id and createdAt are kept whatever fn does.
func (r *contentRepository[T, R, PR]) Update(ctx context.Context, id int64, fn func(*T) error) (*T, error) {
	return updateRow[T, R, PR](ctx, r.db, r.noun, id, r.find, func(row, old PR) { row.setIdentity(old.identity()) }, fn)
}

// Delete removes one item.
func (r *contentRepository[T, R, PR]) Delete(ctx context.Context, id int64) error {
	res, err := r.db.idb(ctx).NewDelete().Model((*R)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return dbError(fmt.Sprintf("delete %s %d", r.noun, id), err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return dbError(fmt.Sprintf("delete %s %d", r.noun, id), err)
	} else if n == 0 {
		return notFound(r.notFound)
	}
	return nil
}

// Count returns the number of items.
func (r *contentRepository[T, R, PR]) Count(ctx context.Context) (int, error) {
	n, err := r.db.idb(ctx).NewSelect().Model((*R)(nil)).Count(ctx)
	if err != nil {
		return 0, dbError(fmt.Sprintf("count %ss", r.noun), err)
	}
	return int(n), nil
}

func (r *contentRepository[T, R, PR]) find(ctx context.Context, idb bun.IDB, id int64, lock bool) (PR, error) {
	row := PR(new(R))
	q := idb.NewSelect().Model(row).Where("id = ?", id)
	if lock {
		q = q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, noRows(err, r.notFound, fmt.Sprintf("find %s %d", r.noun, id))
	}
	return row, nil
}
