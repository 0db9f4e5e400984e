package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// The tables through which instances sharing PostgreSQL without Redis keep
// their in-process caches coherent (adapters/pgcache). Both are keyed by a
// scope, the cache key prefix, so deployments sharing one database stay
// apart. SQLite gets them too (one code base for both dialects) but never
// uses them: it is single-instance.

// cacheGenerationV1 is a cache region's generation: every invalidation
// moves it on, and an entry is served only for the generation it was
// stored under.
type cacheGenerationV1 struct {
	bun.BaseModel `bun:"table:cache_generations"`
	Scope         string `bun:"scope,pk,type:text"`
	Region        string `bun:"region,pk,type:text"`
	Generation    int64  `bun:"generation,notnull"`
}

// cacheInstanceV1 is a live instance: an invalidation waits for the
// acknowledgement of every instance whose heartbeat is fresh.
type cacheInstanceV1 struct {
	bun.BaseModel `bun:"table:cache_instances"`
	Scope         string    `bun:"scope,pk,type:text"`
	ID            string    `bun:"id,pk,type:text"`
	HeartbeatAt   time.Time `bun:"heartbeat_at,notnull"`
}

func registerCacheGenerations(m *migrate.Migrations) {
	m.MustRegister(cacheGenerationsUp, cacheGenerationsDown)
}

func cacheGenerationsUp(ctx context.Context, db *bun.DB) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, model := range []any{(*cacheGenerationV1)(nil), (*cacheInstanceV1)(nil)} {
			if _, err := tx.NewCreateTable().Model(model).Exec(ctx); err != nil {
				return fmt.Errorf("create cache tables: %w", err)
			}
		}
		return nil
	})
}

func cacheGenerationsDown(ctx context.Context, db *bun.DB) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, model := range []any{(*cacheGenerationV1)(nil), (*cacheInstanceV1)(nil)} {
			if _, err := tx.NewDropTable().Model(model).IfExists().Exec(ctx); err != nil {
				return fmt.Errorf("drop cache tables: %w", err)
			}
		}
		return nil
	})
}
