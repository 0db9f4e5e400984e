package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Contact form tokens single-use (issue 37): the tokens spent, each until
// it would have expired anyway.

type contactTokensV1 struct {
	bun.BaseModel `bun:"table:contact_tokens"`
	TokenHash     string    `bun:"token_hash,pk,type:text"`
	ExpiresAt     time.Time `bun:"expires_at,notnull"`
}

func registerContactTokens(m *migrate.Migrations) {
	m.MustRegister(func(ctx context.Context, db *bun.DB) error {
		if _, err := db.NewCreateTable().Model((*contactTokensV1)(nil)).Exec(ctx); err != nil {
			return fmt.Errorf("create contact_tokens: %w", err)
		}
		return nil
	}, func(ctx context.Context, db *bun.DB) error {
		if _, err := db.NewDropTable().Model((*contactTokensV1)(nil)).IfExists().Exec(ctx); err != nil {
			return fmt.Errorf("drop contact_tokens: %w", err)
		}
		return nil
	})
}
