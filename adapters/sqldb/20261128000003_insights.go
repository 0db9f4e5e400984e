package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Built-in analytics (issue 26): the counts of every day (views, clicks,
// messages and folded-in visitors by dimension and key), the visitor hashes
// of the days not yet settled, and the Web Vitals histograms. No address or
// user agent is kept: a hash is salted with a salt that lives a day in
// memory only.

type insightCountV1 struct {
	bun.BaseModel `bun:"table:insight_counts"`
	Day           string `bun:"day,pk,type:text"`
	Dimension     string `bun:"dimension,pk,type:text"`
	Key           string `bun:"key,pk,type:text"`
	Views         int64  `bun:"views,notnull,default:0"`
	Visitors      int64  `bun:"visitors,notnull,default:0"`
}

type insightVisitorV1 struct {
	bun.BaseModel `bun:"table:insight_visitors"`
	Day           string `bun:"day,pk,type:text"`
	Dimension     string `bun:"dimension,pk,type:text"`
	Key           string `bun:"key,pk,type:text"`
	Hash          string `bun:"hash,pk,type:text"`
}

type insightVitalV1 struct {
	bun.BaseModel `bun:"table:insight_vitals"`
	Day           string `bun:"day,pk,type:text"`
	Path          string `bun:"path,pk,type:text"`
	Metric        string `bun:"metric,pk,type:text"`
	Bucket        int64  `bun:"bucket,pk"`
	Samples       int64  `bun:"samples,notnull,default:0"`
}

func registerInsights(m *migrate.Migrations) {
	m.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			for _, model := range []any{(*insightCountV1)(nil), (*insightVisitorV1)(nil), (*insightVitalV1)(nil)} {
				if _, err := tx.NewCreateTable().Model(model).Exec(ctx); err != nil {
					return fmt.Errorf("create insights tables: %w", err)
				}
			}
			return nil
		})
	}, func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			for _, model := range []any{(*insightCountV1)(nil), (*insightVisitorV1)(nil), (*insightVitalV1)(nil)} {
				if _, err := tx.NewDropTable().Model(model).IfExists().Exec(ctx); err != nil {
					return fmt.Errorf("drop insights tables: %w", err)
				}
			}
			return nil
		})
	})
}
