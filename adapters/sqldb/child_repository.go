package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// childRow is what the shared repository needs of the row type R of a
// project's child T (a link, a gallery image).
type childRow[T, R any] interface {
	rowMapper[T, R]
	// keys returns what the store owns: the id and the parent project.
	keys() (id, projectID int64)
	// setKeys sets the id and the parent project.
	setKeys(id, projectID int64)
}

// childRepository is the one SQL implementation of reading, updating and
// deleting a project's children; the link and gallery repositories embed
// it and add their own lists and creation.
type childRepository[T, R any, PR childRow[T, R]] struct {
	db       *DB
	noun     string // for error context, e.g. "gallery image"
	notFound string // the ENOTFOUND message
}

// Find returns one child.
func (r *childRepository[T, R, PR]) Find(ctx context.Context, id int64) (*T, error) {
	row, err := r.find(ctx, r.db.idb(ctx), id, false)
	if err != nil {
		return nil, err
	}
	item := row.toDomain()
	return &item, nil
}

// Update reads the child (locked on PostgreSQL), applies fn and writes it
// back in one transaction. The id and project are kept whatever fn does.
func (r *childRepository[T, R, PR]) Update(ctx context.Context, id int64, fn func(*T) error) (*T, error) {
	return updateRow[T, R, PR](ctx, r.db, r.noun, id, r.find, func(row, old PR) { row.setKeys(old.keys()) }, fn)
}

// Delete removes one child and returns what it was.
func (r *childRepository[T, R, PR]) Delete(ctx context.Context, id int64) (*T, error) {
	var out *T
	err := r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		row, err := r.find(ctx, tx, id, r.db.isPostgres())
		if err != nil {
			return err
		}
		if _, err := tx.NewDelete().Model(PR(new(R))).Where("id = ?", id).Exec(ctx); err != nil {
			return dbError(fmt.Sprintf("delete %s %d", r.noun, id), err)
		}
		item := row.toDomain()
		out = &item
		return nil
	})
	return out, err
}

// find reads one row, with a row lock when lock is set.
func (r *childRepository[T, R, PR]) find(ctx context.Context, idb bun.IDB, id int64, lock bool) (PR, error) {
	row := PR(new(R))
	q := idb.NewSelect().Model(row).Where("?TableAlias.id = ?", id)
	if lock {
		q = q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, noRows(err, r.notFound, fmt.Sprintf("find %s %d", r.noun, id))
	}
	return row, nil
}
