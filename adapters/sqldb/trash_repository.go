package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.TrashRepository = (*TrashRepository)(nil)

// TrashRepository is the SQL domain.TrashRepository (table trash).
type TrashRepository struct{ db *DB }

// NewTrashRepository returns the trash of db.
func NewTrashRepository(db *DB) *TrashRepository { return &TrashRepository{db: db} }

// trashRow is a row of trash.
type trashRow struct {
	bun.BaseModel `bun:"table:trash"`
	Kind          string    `bun:"kind,pk"`
	ItemID        int64     `bun:"item_id,pk"`
	ParentID      int64     `bun:"parent_id"`
	Title         string    `bun:"title"`
	DeletedAt     time.Time `bun:"deleted_at"`
	DeletedBy     string    `bun:"deleted_by"`
	Payload       string    `bun:"payload"`
}

func (r *trashRow) toDomain() domain.TrashItem {
	return domain.TrashItem{
		Kind: domain.TrashKind(r.Kind), ItemID: r.ItemID, ParentID: r.ParentID, Title: r.Title,
		DeletedAt: r.DeletedAt.UTC(), DeletedBy: r.DeletedBy, Payload: []byte(r.Payload),
	}
}

// Put stores item, replacing an entry of the same kind and id.
func (r *TrashRepository) Put(ctx context.Context, item domain.TrashItem) error {
	row := &trashRow{
		Kind: string(item.Kind), ItemID: item.ItemID, ParentID: item.ParentID, Title: item.Title,
		DeletedAt: utc(item.DeletedAt), DeletedBy: item.DeletedBy, Payload: string(item.Payload),
	}
	_, err := r.db.idb(ctx).NewInsert().Model(row).
		On("CONFLICT (kind, item_id) DO UPDATE").
		Set("parent_id = EXCLUDED.parent_id, title = EXCLUDED.title, deleted_at = EXCLUDED.deleted_at").
		Set("deleted_by = EXCLUDED.deleted_by, payload = EXCLUDED.payload").
		Exec(ctx)
	if err != nil {
		return dbError(fmt.Sprintf("put %s %d in the trash", item.Kind, item.ItemID), err)
	}
	return nil
}

// List returns every entry, newest first.
func (r *TrashRepository) List(ctx context.Context) ([]domain.TrashItem, error) {
	var rows []trashRow
	if err := r.db.idb(ctx).NewSelect().Model(&rows).Order("deleted_at DESC", "kind ASC", "item_id DESC").Scan(ctx); err != nil {
		return nil, dbError("list the trash", err)
	}
	out := make([]domain.TrashItem, len(rows))
	for i := range rows {
		out[i] = rows[i].toDomain()
	}
	return out, nil
}

// Take removes the entry and returns it; DELETE … RETURNING makes the
// read and the removal one step, so of two restores only one gets it.
func (r *TrashRepository) Take(ctx context.Context, kind domain.TrashKind, id int64) (*domain.TrashItem, error) {
	var rows []trashRow
	if _, err := r.db.idb(ctx).NewDelete().Model(&rows).Where("kind = ? AND item_id = ?", string(kind), id).
		Returning("*").Exec(ctx, &rows); err != nil {
		return nil, dbError(fmt.Sprintf("take %s %d from the trash", kind, id), err)
	}
	if len(rows) == 0 {
		return nil, notFound(domain.MsgTrashItemNotFound)
	}
	item := rows[0].toDomain()
	return &item, nil
}

// TakeBefore removes and returns the entries deleted before t.
func (r *TrashRepository) TakeBefore(ctx context.Context, t time.Time) ([]domain.TrashItem, error) {
	var rows []trashRow
	if _, err := r.db.idb(ctx).NewDelete().Model(&rows).Where("deleted_at < ?", utc(t)).
		Returning("*").Exec(ctx, &rows); err != nil {
		return nil, dbError("purge the trash", err)
	}
	out := make([]domain.TrashItem, len(rows))
	for i := range rows {
		out[i] = rows[i].toDomain()
	}
	return out, nil
}
