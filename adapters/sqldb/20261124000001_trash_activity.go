package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// The trash keeps each deleted item whole (the entity as JSON, a project
// with its links and gallery images), so a restore puts it back exactly;
// the activity log records who did what, when and from where.

type trashV1 struct {
	bun.BaseModel `bun:"table:trash"`
	Kind          string    `bun:"kind,pk,type:text"`
	ItemID        int64     `bun:"item_id,pk"`
	ParentID      int64     `bun:"parent_id,notnull,default:0"`
	Title         string    `bun:"title,type:text,notnull"`
	DeletedAt     time.Time `bun:"deleted_at,notnull"`
	DeletedBy     string    `bun:"deleted_by,type:text,notnull"`
	Payload       string    `bun:"payload,type:text,notnull"`
}

type activityV1 struct {
	bun.BaseModel `bun:"table:activity"`
	ID            int64     `bun:"id,pk,autoincrement"`
	At            time.Time `bun:"at,notnull"`
	Actor         string    `bun:"actor,type:text,notnull"`
	Action        string    `bun:"action,type:text,notnull"`
	Kind          string    `bun:"kind,type:text,notnull"`
	ItemID        int64     `bun:"item_id,notnull,default:0"`
	Title         string    `bun:"title,type:text,notnull"`
	Fields        string    `bun:"fields,type:text"` // a JSON array, NULL when none
	Address       string    `bun:"address,type:text,notnull"`
}

func registerTrashActivity(m *migrate.Migrations) {
	m.MustRegister(trashActivityUp, trashActivityDown)
}

func trashActivityUp(ctx context.Context, db *bun.DB) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewCreateTable().Model((*trashV1)(nil)).Exec(ctx); err != nil {
			return fmt.Errorf("create trash: %w", err)
		}
		// The Trash tab lists newest first; the purge looks for the oldest.
		if _, err := tx.NewCreateIndex().Model((*trashV1)(nil)).Index("trash_deleted_at_idx").
			Column("deleted_at").Exec(ctx); err != nil {
			return fmt.Errorf("create trash_deleted_at_idx: %w", err)
		}
		if _, err := tx.NewCreateTable().Model((*activityV1)(nil)).Exec(ctx); err != nil {
			return fmt.Errorf("create activity: %w", err)
		}
		// Pages are by id (newest first); the purge goes by time.
		if _, err := tx.NewCreateIndex().Model((*activityV1)(nil)).Index("activity_at_idx").
			Column("at").Exec(ctx); err != nil {
			return fmt.Errorf("create activity_at_idx: %w", err)
		}
		return nil
	})
}

func trashActivityDown(ctx context.Context, db *bun.DB) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, model := range []any{(*trashV1)(nil), (*activityV1)(nil)} {
			if _, err := tx.NewDropTable().Model(model).IfExists().Exec(ctx); err != nil {
				return fmt.Errorf("drop trash and activity: %w", err)
			}
		}
		return nil
	})
}
