package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Drafts and schedules (issue 23): a draft is an item's prepared next
// state (the entity as JSON) beside its published row; a schedule
// publishes a draft, or hides an item, at a time.

type draftsV1 struct {
	bun.BaseModel `bun:"table:drafts"`
	Kind          string    `bun:"kind,pk,type:text"`
	ItemID        int64     `bun:"item_id,pk"`
	Title         string    `bun:"title,type:text,notnull"`
	UpdatedAt     time.Time `bun:"updated_at,notnull"`
	Actor         string    `bun:"actor,type:text,notnull"`
	Data          string    `bun:"data,type:text,notnull"`
}

type schedulesV1 struct {
	bun.BaseModel `bun:"table:schedules"`
	Kind          string    `bun:"kind,pk,type:text"`
	ItemID        int64     `bun:"item_id,pk"`
	Action        string    `bun:"action,pk,type:text"`
	At            time.Time `bun:"at,notnull"`
	Title         string    `bun:"title,type:text,notnull"`
	Actor         string    `bun:"actor,type:text,notnull"`
}

func registerDrafts(m *migrate.Migrations) {
	m.MustRegister(draftsUp, draftsDown)
}

func draftsUp(ctx context.Context, db *bun.DB) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, model := range []any{(*draftsV1)(nil), (*schedulesV1)(nil)} {
			if _, err := tx.NewCreateTable().Model(model).Exec(ctx); err != nil {
				return fmt.Errorf("create %T: %w", model, err)
			}
		}
		// The scheduler looks for the soonest due.
		if _, err := tx.NewCreateIndex().Model((*schedulesV1)(nil)).Index("schedules_at_idx").Column("at").Exec(ctx); err != nil {
			return fmt.Errorf("create schedules_at_idx: %w", err)
		}
		return nil
	})
}

func draftsDown(ctx context.Context, db *bun.DB) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, model := range []any{(*schedulesV1)(nil), (*draftsV1)(nil)} {
			if _, err := tx.NewDropTable().Model(model).IfExists().Exec(ctx); err != nil {
				return fmt.Errorf("drop %T: %w", model, err)
			}
		}
		return nil
	})
}
