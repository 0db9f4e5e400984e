package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Certificates in the database (issue 42): what certmagic keeps (the ACME
// account, certificates, their keys and metadata, distributed challenge
// answers) under its slash-separated keys, and the named locks that let
// one instance of several order a certificate while the others wait.

type tlsAssetV1 struct {
	bun.BaseModel `bun:"table:tls_assets"`
	Name          string    `bun:"name,pk,type:text"`
	Value         []byte    `bun:"value,notnull"`
	Modified      time.Time `bun:"modified,notnull"`
}

type tlsLockV1 struct {
	bun.BaseModel `bun:"table:tls_locks"`
	Name          string    `bun:"name,pk,type:text"`
	Holder        string    `bun:"holder,notnull"`
	ExpiresAt     time.Time `bun:"expires_at,notnull"`
}

func registerTLSCertificates(m *migrate.Migrations) {
	m.MustRegister(func(ctx context.Context, db *bun.DB) error {
		if _, err := db.NewCreateTable().Model((*tlsAssetV1)(nil)).Exec(ctx); err != nil {
			return fmt.Errorf("create tls_assets: %w", err)
		}
		if _, err := db.NewCreateTable().Model((*tlsLockV1)(nil)).Exec(ctx); err != nil {
			return fmt.Errorf("create tls_locks: %w", err)
		}
		return nil
	}, func(ctx context.Context, db *bun.DB) error {
		for _, model := range []any{(*tlsLockV1)(nil), (*tlsAssetV1)(nil)} {
			if _, err := db.NewDropTable().Model(model).IfExists().Exec(ctx); err != nil {
				return fmt.Errorf("drop tls tables: %w", err)
			}
		}
		return nil
	})
}
