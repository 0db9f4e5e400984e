package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// rowMapper is what updateRow needs of the row type R of a domain value T.
type rowMapper[T, R any] interface {
	*R
	// toDomain returns the value the row holds.
	toDomain() T
	// fill copies every field of item into the row.
	fill(item *T)
}

// updateRow is the read-modify-write of the generic repositories
// (contentRepository, childRepository): it reads the row with find (locked
// on PostgreSQL), applies fn to the value it holds, copies back what the
// store owns with keep (from the old row to the new), so fn cannot change
// it, and writes the row, all in one transaction. fn's error aborts it.
func updateRow[T, R any, PR rowMapper[T, R]](ctx context.Context, db *DB, noun string, id int64,
	find func(ctx context.Context, idb bun.IDB, id int64, lock bool) (PR, error), keep func(row, old PR), fn func(*T) error) (*T, error) {
	var out *T
	err := db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		old, err := find(ctx, tx, id, db.isPostgres())
		if err != nil {
			return err
		}
		item := old.toDomain()
		if err := fn(&item); err != nil {
			return err
		}
		row := PR(new(R))
		row.fill(&item)
		keep(row, old)
		if _, err := tx.NewUpdate().Model(row).WherePK().Exec(ctx); err != nil {
			return dbError(fmt.Sprintf("update %s %d", noun, id), err)
		}
		saved := row.toDomain()
		out = &saved
		return nil
	})
	return out, err
}
