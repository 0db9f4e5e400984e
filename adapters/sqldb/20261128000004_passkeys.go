package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
	"github.com/uptrace/bun/migrate"
)

// Passkeys (issue 27): each administrator's registered credentials, the
// ceremonies begun and not answered yet (kept here, where the sessions
// are, so any instance finishes what another began), the "passkeys only"
// switch on the user and, on each session, when its administrator last
// confirmed who they are. Sessions from before have no confirmation: a
// change of the passkeys asks for one.

type passkeyV1 struct {
	bun.BaseModel `bun:"table:passkeys"`
	ID            int64     `bun:"id,pk,autoincrement"`
	UserID        int64     `bun:"user_id,notnull"`
	CredentialID  []byte    `bun:"credential_id,notnull,unique"`
	Handle        []byte    `bun:"handle,notnull"`
	Name          string    `bun:"name,type:text,notnull"`
	Record        []byte    `bun:"record,notnull"`
	CreatedAt     time.Time `bun:"created_at,notnull"`
	LastUsedAt    time.Time `bun:"last_used_at,nullzero"`
}

type passkeyChallengeV1 struct {
	bun.BaseModel `bun:"table:passkey_challenges"`
	Challenge     string    `bun:"challenge,pk,type:text"`
	Kind          string    `bun:"kind,type:text,notnull"`
	UserID        int64     `bun:"user_id,notnull,default:0"`
	Session       string    `bun:"session,type:text,notnull,default:''"`
	Name          string    `bun:"name,type:text,notnull,default:''"`
	State         []byte    `bun:"state,notnull"`
	ExpiresAt     time.Time `bun:"expires_at,notnull"`
}

type usersV3 struct {
	bun.BaseModel `bun:"table:users"`
}

type sessionsV3 struct {
	bun.BaseModel `bun:"table:sessions"`
}

func registerPasskeys(m *migrate.Migrations) {
	m.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if _, err := tx.NewCreateTable().Model((*passkeyV1)(nil)).
				ForeignKey(`("user_id") REFERENCES "users" ("id") ON DELETE CASCADE`).Exec(ctx); err != nil {
				return fmt.Errorf("create passkeys: %w", err)
			}
			if _, err := tx.NewCreateIndex().Model((*passkeyV1)(nil)).Index("passkeys_user_id_idx").Column("user_id").Exec(ctx); err != nil {
				return fmt.Errorf("create passkeys_user_id_idx: %w", err)
			}
			if _, err := tx.NewCreateTable().Model((*passkeyChallengeV1)(nil)).Exec(ctx); err != nil {
				return fmt.Errorf("create passkey_challenges: %w", err)
			}
			if _, err := tx.NewAddColumn().Model((*usersV3)(nil)).ColumnExpr("passkeys_only BOOLEAN NOT NULL DEFAULT FALSE").Exec(ctx); err != nil {
				return fmt.Errorf("add users.passkeys_only: %w", err)
			}
			// The type Bun gives a time.Time on each dialect, as the other
			// time columns have.
			ts := "TIMESTAMP"
			if tx.Dialect().Name() == dialect.PG {
				ts = "TIMESTAMPTZ"
			}
			if _, err := tx.NewAddColumn().Model((*sessionsV3)(nil)).ColumnExpr("confirmed_at " + ts).Exec(ctx); err != nil {
				return fmt.Errorf("add sessions.confirmed_at: %w", err)
			}
			return nil
		})
	}, func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			for _, model := range []any{(*passkeyV1)(nil), (*passkeyChallengeV1)(nil)} {
				if _, err := tx.NewDropTable().Model(model).IfExists().Exec(ctx); err != nil {
					return fmt.Errorf("drop passkey tables: %w", err)
				}
			}
			if _, err := tx.NewDropColumn().Model((*usersV3)(nil)).Column("passkeys_only").Exec(ctx); err != nil {
				return fmt.Errorf("drop users.passkeys_only: %w", err)
			}
			if _, err := tx.NewDropColumn().Model((*sessionsV3)(nil)).Column("confirmed_at").Exec(ctx); err != nil {
				return fmt.Errorf("drop sessions.confirmed_at: %w", err)
			}
			return nil
		})
	})
}
