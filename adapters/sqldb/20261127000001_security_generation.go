package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Each user counts its security changes (domain.User.SecurityGeneration):
// a password set, two-factor sign-in turned on, off or reset advances it
// in the change's transaction, and a pending sign-in signed under an older
// one is void. Existing users start at 0, as do the pending sign-ins
// signed before this column; those last five minutes at most.

// usersV2 is users with the security generation.
type usersV2 struct {
	bun.BaseModel `bun:"table:users"`
}

func registerSecurityGeneration(m *migrate.Migrations) {
	m.MustRegister(securityGenerationUp, securityGenerationDown)
}

func securityGenerationUp(ctx context.Context, db *bun.DB) error {
	if _, err := db.NewAddColumn().Model((*usersV2)(nil)).
		ColumnExpr("security_generation BIGINT NOT NULL DEFAULT 0").Exec(ctx); err != nil {
		return fmt.Errorf("add users.security_generation: %w", err)
	}
	return nil
}

func securityGenerationDown(ctx context.Context, db *bun.DB) error {
	if _, err := db.NewDropColumn().Model((*usersV2)(nil)).Column("security_generation").Exec(ctx); err != nil {
		return fmt.Errorf("drop users.security_generation: %w", err)
	}
	return nil
}
