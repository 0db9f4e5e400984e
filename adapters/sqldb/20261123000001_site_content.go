package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// The site document (profile, SEO defaults, home and About content) moves
// from the configuration and the frontend's code into the database: one row
// holding the JSON document as text, which both dialects store alike and
// which lets the document gain keys without a migration. The CHECK keeps
// the table to that one row whatever writes it.

type siteContentTable struct {
	bun.BaseModel `bun:"table:site_content"`
	ID            int64     `bun:"id,pk,type:integer"`
	Document      string    `bun:"document,type:text,notnull"`
	UpdatedAt     time.Time `bun:"updated_at,notnull"`
}

func registerSiteContent(m *migrate.Migrations) {
	m.MustRegister(siteContentUp, siteContentDown)
}

func siteContentUp(ctx context.Context, db *bun.DB) error {
	_, err := db.NewCreateTable().Model((*siteContentTable)(nil)).
		ColumnExpr("CONSTRAINT site_content_one_row CHECK (id = 1)").Exec(ctx)
	if err != nil {
		return fmt.Errorf("create site_content: %w", err)
	}
	return nil
}

func siteContentDown(ctx context.Context, db *bun.DB) error {
	if _, err := db.NewDropTable().Model((*siteContentTable)(nil)).IfExists().Exec(ctx); err != nil {
		return fmt.Errorf("drop site_content: %w", err)
	}
	return nil
}
