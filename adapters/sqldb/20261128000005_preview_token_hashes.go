package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
	"github.com/uptrace/bun/migrate"

	"github.com/portfolio-site/portfolio/domain"
)

// Preview tokens stored hashed (issue 37), as session tokens are: the
// table keeps each token's SHA-256 (domain.PreviewTokenHash) and a copy
// sealed with the server's key for the owner's list. The plain column
// goes: the table is rebuilt (SQLite cannot drop a UNIQUE column), each
// existing token hashed on the way, so the links already handed out keep
// working. Their sealed copy is empty (a migration has no sealer): the
// admin lists them without their link, which was shown when it was made.

type previewsV2 struct {
	bun.BaseModel `bun:"table:previews_v2"`
	ID            int64     `bun:"id,pk,autoincrement"`
	TokenHash     string    `bun:"token_hash,type:text,notnull,unique"`
	SealedToken   string    `bun:"sealed_token,type:text,notnull,default:''"`
	CreatedAt     time.Time `bun:"created_at,notnull"`
	ExpiresAt     time.Time `bun:"expires_at,notnull"`
	Actor         string    `bun:"actor,type:text,notnull"`
}

func registerPreviewTokenHashes(m *migrate.Migrations) {
	m.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			var old []previewsV1
			if err := tx.NewSelect().Model(&old).OrderExpr("id ASC").Scan(ctx); err != nil {
				return fmt.Errorf("read previews: %w", err)
			}
			if _, err := tx.NewCreateTable().Model((*previewsV2)(nil)).Exec(ctx); err != nil {
				return fmt.Errorf("create previews_v2: %w", err)
			}
			for _, p := range old {
				row := &previewsV2{ID: p.ID, TokenHash: domain.PreviewTokenHash(p.Token), CreatedAt: p.CreatedAt, ExpiresAt: p.ExpiresAt, Actor: p.Actor}
				if _, err := tx.NewInsert().Model(row).Exec(ctx); err != nil {
					return fmt.Errorf("copy preview %d: %w", p.ID, err)
				}
			}
			if _, err := tx.NewDropTable().Model((*previewsV1)(nil)).Exec(ctx); err != nil {
				return fmt.Errorf("drop the old previews: %w", err)
			}
			if _, err := tx.ExecContext(ctx, "ALTER TABLE previews_v2 RENAME TO previews"); err != nil {
				return fmt.Errorf("rename previews_v2: %w", err)
			}
			if db.Dialect().Name() == dialect.PG && len(old) > 0 {
				// The rows came with their ids: the sequence goes on after them.
				if _, err := tx.ExecContext(ctx, "SELECT setval(pg_get_serial_sequence('previews', 'id'), (SELECT MAX(id) FROM previews))"); err != nil {
					return fmt.Errorf("move the previews' id sequence: %w", err)
				}
			}
			return nil
		})
	}, func(ctx context.Context, db *bun.DB) error {
		// A hash cannot be turned back into its token: going down revokes
		// every preview.
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if _, err := tx.ExecContext(ctx, "DROP TABLE IF EXISTS previews"); err != nil {
				return fmt.Errorf("drop previews: %w", err)
			}
			if _, err := tx.NewCreateTable().Model((*previewsV1)(nil)).Exec(ctx); err != nil {
				return fmt.Errorf("create previews: %w", err)
			}
			return nil
		})
	})
}
