package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Preview links (issue 23): the token is the unguessable part of a link
// that shows the site with every draft applied.

type previewsV1 struct {
	bun.BaseModel `bun:"table:previews"`
	ID            int64     `bun:"id,pk,autoincrement"`
	Token         string    `bun:"token,type:text,notnull,unique"`
	CreatedAt     time.Time `bun:"created_at,notnull"`
	ExpiresAt     time.Time `bun:"expires_at,notnull"`
	Actor         string    `bun:"actor,type:text,notnull"`
}

func registerPreviews(m *migrate.Migrations) {
	m.MustRegister(func(ctx context.Context, db *bun.DB) error {
		if _, err := db.NewCreateTable().Model((*previewsV1)(nil)).Exec(ctx); err != nil {
			return fmt.Errorf("create previews: %w", err)
		}
		return nil
	}, func(ctx context.Context, db *bun.DB) error {
		if _, err := db.NewDropTable().Model((*previewsV1)(nil)).IfExists().Exec(ctx); err != nil {
			return fmt.Errorf("drop previews: %w", err)
		}
		return nil
	})
}
