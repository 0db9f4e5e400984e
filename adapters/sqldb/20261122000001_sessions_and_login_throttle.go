package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Sessions gain their sign-in and last-use times (for the idle timeout),
// and sign-in attempts get counters every instance shares. The sessions
// table is made anew: sessions from before this version lasted a week with
// no idle timeout, and ending them is part of the upgrade.

type throttleSession struct {
	bun.BaseModel `bun:"table:sessions"`
	ID            string    `bun:"id,pk,type:text"`
	UserID        int64     `bun:"user_id,notnull"`
	CreatedAt     time.Time `bun:"created_at,notnull"`
	LastSeenAt    time.Time `bun:"last_seen_at,notnull"`
	ExpiresAt     time.Time `bun:"expires_at,notnull"`
}

type throttleLoginAttempt struct {
	bun.BaseModel `bun:"table:login_attempts"`
	Key           string    `bun:"attempt_key,pk,type:text"`
	Failures      int       `bun:"failures,type:integer,notnull,default:0"`
	WindowStart   time.Time `bun:"window_start,nullzero"`
	LockedUntil   time.Time `bun:"locked_until,nullzero"`
}

func registerSessionsAndLoginThrottle(m *migrate.Migrations) {
	m.MustRegister(sessionsAndLoginThrottleUp, sessionsAndLoginThrottleDown)
}

func sessionsAndLoginThrottleUp(ctx context.Context, db *bun.DB) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewDropTable().Model((*throttleSession)(nil)).IfExists().Exec(ctx); err != nil {
			return fmt.Errorf("drop old sessions: %w", err)
		}
		if _, err := tx.NewCreateTable().Model((*throttleSession)(nil)).
			ForeignKey(`("user_id") REFERENCES "users" ("id") ON DELETE CASCADE`).Exec(ctx); err != nil {
			return fmt.Errorf("create sessions: %w", err)
		}
		if _, err := tx.NewCreateIndex().Model((*throttleSession)(nil)).Index("sessions_user_id_idx").Column("user_id").Exec(ctx); err != nil {
			return fmt.Errorf("create sessions_user_id_idx: %w", err)
		}
		if _, err := tx.NewCreateTable().Model((*throttleLoginAttempt)(nil)).Exec(ctx); err != nil {
			return fmt.Errorf("create login_attempts: %w", err)
		}
		return nil
	})
}

func sessionsAndLoginThrottleDown(ctx context.Context, db *bun.DB) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewDropTable().Model((*throttleLoginAttempt)(nil)).IfExists().Exec(ctx); err != nil {
			return fmt.Errorf("drop login_attempts: %w", err)
		}
		return nil
	})
}
