package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Logo image slots (issue 39): a collaboration gets an optional partner
// logo besides its image. Existing rows have none, so the carousel keeps
// showing their titles.

func registerCollaborationLogos(m *migrate.Migrations) {
	m.MustRegister(func(ctx context.Context, db *bun.DB) error {
		if _, err := db.ExecContext(ctx, "ALTER TABLE ? ADD COLUMN ? TEXT",
			bun.Ident("notable_collaborations"), bun.Ident("logo_url")); err != nil {
			return fmt.Errorf("add notable_collaborations.logo_url: %w", err)
		}
		return nil
	}, func(ctx context.Context, db *bun.DB) error {
		if _, err := db.ExecContext(ctx, "ALTER TABLE ? DROP COLUMN ?",
			bun.Ident("notable_collaborations"), bun.Ident("logo_url")); err != nil {
			return fmt.Errorf("drop notable_collaborations.logo_url: %w", err)
		}
		return nil
	})
}
