package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Scheduled backups (issue 41): every backup and verification run, with
// its outcome. The unique (kind, slot) is the lease: the instance whose
// insert of a scheduled slot wins runs it; a run asked for by hand has no
// slot (NULL, never in conflict).

type backupRunV1 struct {
	bun.BaseModel `bun:"table:backup_runs"`
	ID            int64      `bun:"id,pk,autoincrement"`
	Kind          string     `bun:"kind,notnull"`
	Slot          *int64     `bun:"slot"`
	Name          string     `bun:"name,notnull"`
	StartedAt     time.Time  `bun:"started_at,notnull"`
	FinishedAt    *time.Time `bun:"finished_at"`
	OK            bool       `bun:"ok,notnull,default:false"`
	Bytes         int64      `bun:"bytes,notnull,default:0"`
	Detail        string     `bun:"detail,notnull,default:''"`
}

func registerBackupRuns(m *migrate.Migrations) {
	m.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if _, err := tx.NewCreateTable().Model((*backupRunV1)(nil)).Exec(ctx); err != nil {
				return fmt.Errorf("create backup_runs: %w", err)
			}
			if _, err := tx.NewCreateIndex().Model((*backupRunV1)(nil)).Index("backup_runs_slot").Unique().Column("kind", "slot").Exec(ctx); err != nil {
				return fmt.Errorf("index backup_runs: %w", err)
			}
			if _, err := tx.NewCreateIndex().Model((*backupRunV1)(nil)).Index("backup_runs_started").Column("kind", "started_at").Exec(ctx); err != nil {
				return fmt.Errorf("index backup_runs: %w", err)
			}
			return nil
		})
	}, func(ctx context.Context, db *bun.DB) error {
		if _, err := db.NewDropTable().Model((*backupRunV1)(nil)).IfExists().Exec(ctx); err != nil {
			return fmt.Errorf("drop backup_runs: %w", err)
		}
		return nil
	})
}
