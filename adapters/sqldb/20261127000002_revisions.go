package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// The history (issue 23): every change keeps the item's earlier state, the
// entity as JSON, numbered per item from 1.

type revisionsV1 struct {
	bun.BaseModel `bun:"table:revisions"`
	Kind          string    `bun:"kind,pk,type:text"`
	ItemID        int64     `bun:"item_id,pk"`
	Rev           int       `bun:"rev,pk,type:integer"`
	At            time.Time `bun:"at,notnull"`
	Actor         string    `bun:"actor,type:text,notnull"`
	Fields        string    `bun:"fields,type:text"` // a JSON array, NULL when none
	Data          string    `bun:"data,type:text,notnull"`
}

func registerRevisions(m *migrate.Migrations) {
	m.MustRegister(revisionsUp, revisionsDown)
}

func revisionsUp(ctx context.Context, db *bun.DB) error {
	if _, err := db.NewCreateTable().Model((*revisionsV1)(nil)).Exec(ctx); err != nil {
		return fmt.Errorf("create revisions: %w", err)
	}
	return nil
}

func revisionsDown(ctx context.Context, db *bun.DB) error {
	if _, err := db.NewDropTable().Model((*revisionsV1)(nil)).IfExists().Exec(ctx); err != nil {
		return fmt.Errorf("drop revisions: %w", err)
	}
	return nil
}
