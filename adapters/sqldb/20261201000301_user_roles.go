package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
	"github.com/uptrace/bun/migrate"
)

// Users with roles (issue 43): each user gets a role, a name, an e-mail
// address, when it was made and when it last signed in; the users there
// are already become owners (there was one, the administrator), and a row
// without a role reads as an editor. Pending invitations keep the hash of
// their link's token.

type invitationV1 struct {
	bun.BaseModel `bun:"table:invitations"`
	ID            int64     `bun:"id,pk,autoincrement"`
	TokenHash     string    `bun:"token_hash,type:text,notnull,unique"`
	Email         string    `bun:"email,type:text,notnull"`
	Name          string    `bun:"name,type:text,notnull"`
	Role          string    `bun:"role,type:text,notnull"`
	InvitedBy     string    `bun:"invited_by,type:text,notnull,default:''"`
	CreatedAt     time.Time `bun:"created_at,notnull"`
	ExpiresAt     time.Time `bun:"expires_at,notnull"`
}

func registerUserRoles(m *migrate.Migrations) {
	m.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			ts := "TIMESTAMP"
			if tx.Dialect().Name() == dialect.PG {
				ts = "TIMESTAMPTZ"
			}
			for _, c := range []string{"role TEXT NOT NULL DEFAULT 'editor'", "name TEXT NOT NULL DEFAULT ''", "email TEXT NOT NULL DEFAULT ''", "created_at " + ts, "last_sign_in_at " + ts} {
				if _, err := tx.ExecContext(ctx, "ALTER TABLE ? ADD COLUMN "+c, bun.Ident("users")); err != nil {
					return fmt.Errorf("add users column %q: %w", c, err)
				}
			}
			if _, err := tx.ExecContext(ctx, "UPDATE ? SET role = 'owner'", bun.Ident("users")); err != nil {
				return fmt.Errorf("make the existing users owners: %w", err)
			}
			if _, err := tx.NewCreateTable().Model((*invitationV1)(nil)).Exec(ctx); err != nil {
				return fmt.Errorf("create invitations: %w", err)
			}
			return nil
		})
	}, func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if _, err := tx.NewDropTable().Model((*invitationV1)(nil)).IfExists().Exec(ctx); err != nil {
				return fmt.Errorf("drop invitations: %w", err)
			}
			for _, c := range []string{"role", "name", "email", "created_at", "last_sign_in_at"} {
				if _, err := tx.ExecContext(ctx, "ALTER TABLE ? DROP COLUMN ?", bun.Ident("users"), bun.Ident(c)); err != nil {
					return fmt.Errorf("drop users.%s: %w", c, err)
				}
			}
			return nil
		})
	})
}
