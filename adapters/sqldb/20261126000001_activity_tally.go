package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Refused sign-ins are tallied, not appended (domain.ActivityLog.Tally):
// an entry counts the events of its key in occurrences, and the unique
// tally_key lets one INSERT … ON CONFLICT add to it atomically on both
// dialects. Entries that Record appends leave tally_key NULL, which a
// unique index does not compare.

// activityV2 is activity with the tally columns.
type activityV2 struct {
	bun.BaseModel `bun:"table:activity"`
}

func registerActivityTally(m *migrate.Migrations) {
	m.MustRegister(activityTallyUp, activityTallyDown)
}

func activityTallyUp(ctx context.Context, db *bun.DB) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, col := range []string{"occurrences INTEGER NOT NULL DEFAULT 1", "tally_key TEXT"} {
			if _, err := tx.NewAddColumn().Model((*activityV2)(nil)).ColumnExpr(col).Exec(ctx); err != nil {
				return fmt.Errorf("add activity column %q: %w", col, err)
			}
		}
		if _, err := tx.NewCreateIndex().Model((*activityV2)(nil)).Index("activity_tally_key_idx").Unique().
			Column("tally_key").Exec(ctx); err != nil {
			return fmt.Errorf("create activity_tally_key_idx: %w", err)
		}
		return nil
	})
}

func activityTallyDown(ctx context.Context, db *bun.DB) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewDropIndex().Index("activity_tally_key_idx").IfExists().Exec(ctx); err != nil {
			return fmt.Errorf("drop activity_tally_key_idx: %w", err)
		}
		for _, col := range []string{"tally_key", "occurrences"} {
			if _, err := tx.NewDropColumn().Model((*activityV2)(nil)).Column(col).Exec(ctx); err != nil {
				return fmt.Errorf("drop activity column %s: %w", col, err)
			}
		}
		return nil
	})
}
