package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Two-factor sign-in: one row per user who set it up, holding the sealed
// (AES-GCM, key from the configuration or app_secrets) TOTP secret, the
// pending one of an unconfirmed enrolment, the last time step used and the
// hashes of the unused recovery codes. Deleting the user deletes the row.

type twoFactorV1 struct {
	bun.BaseModel  `bun:"table:user_two_factor"`
	UserID         int64  `bun:"user_id,pk"`
	Enabled        bool   `bun:"enabled,type:boolean,notnull,default:false"`
	Secret         string `bun:"secret,type:text,notnull,default:''"`
	PendingSecret  string `bun:"pending_secret,type:text,notnull,default:''"`
	LastStep       int64  `bun:"last_step,type:bigint,notnull,default:0"`
	RecoveryHashes string `bun:"recovery_hashes,type:text,notnull,default:''"`
}

func registerTwoFactor(m *migrate.Migrations) {
	m.MustRegister(twoFactorUp, twoFactorDown)
}

func twoFactorUp(ctx context.Context, db *bun.DB) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewCreateTable().Model((*twoFactorV1)(nil)).
			ForeignKey(`("user_id") REFERENCES "users" ("id") ON DELETE CASCADE`).Exec(ctx); err != nil {
			return fmt.Errorf("create user_two_factor: %w", err)
		}
		return nil
	})
}

func twoFactorDown(ctx context.Context, db *bun.DB) error {
	if _, err := db.NewDropTable().Model((*twoFactorV1)(nil)).IfExists().Exec(ctx); err != nil {
		return fmt.Errorf("drop user_two_factor: %w", err)
	}
	return nil
}
