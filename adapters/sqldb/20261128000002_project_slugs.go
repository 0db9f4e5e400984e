package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"

	"github.com/portfolio-site/portfolio/domain"
)

// A page for every project (issue 25): each project gets a slug, unique
// across projects, made from its title for the projects there are
// (domain.Slugify, by id, domain.UniqueSlug); and the redirects table
// keeps the old addresses of moved pages (domain.Redirect).

type projectSlugV1 struct {
	bun.BaseModel `bun:"table:portfolio_projects"`
	ID            int64  `bun:"id,pk"`
	Title         string `bun:"title"`
}

type redirectsV1 struct {
	bun.BaseModel `bun:"table:redirects"`
	ID            int64     `bun:"id,pk,autoincrement"`
	FromPath      string    `bun:"from_path,type:text,notnull,unique"`
	ToPath        string    `bun:"to_path,type:text,notnull"`
	Hits          int64     `bun:"hits,notnull,default:0"`
	CreatedAt     time.Time `bun:"created_at,notnull"`
	UpdatedAt     time.Time `bun:"updated_at,notnull"`
}

func registerProjectSlugs(m *migrate.Migrations) {
	m.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if _, err := tx.ExecContext(ctx, "ALTER TABLE portfolio_projects ADD COLUMN slug TEXT"); err != nil {
				return fmt.Errorf("add portfolio_projects.slug: %w", err)
			}
			var rows []projectSlugV1
			if err := tx.NewSelect().Model(&rows).OrderExpr("id ASC").Scan(ctx); err != nil {
				return fmt.Errorf("read project titles: %w", err)
			}
			taken := map[string]bool{}
			for _, r := range rows {
				slug := domain.UniqueSlug(domain.Slugify(r.Title), func(s string) bool { return taken[s] })
				taken[slug] = true
				if _, err := tx.NewUpdate().Model((*projectSlugV1)(nil)).Set("slug = ?", slug).Where("id = ?", r.ID).Exec(ctx); err != nil {
					return fmt.Errorf("set the slug of project %d: %w", r.ID, err)
				}
			}
			if _, err := tx.ExecContext(ctx, "CREATE UNIQUE INDEX portfolio_projects_slug_key ON portfolio_projects (slug)"); err != nil {
				return fmt.Errorf("index project slugs: %w", err)
			}
			if _, err := tx.NewCreateTable().Model((*redirectsV1)(nil)).Exec(ctx); err != nil {
				return fmt.Errorf("create redirects: %w", err)
			}
			return nil
		})
	}, func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if _, err := tx.NewDropTable().Model((*redirectsV1)(nil)).IfExists().Exec(ctx); err != nil {
				return fmt.Errorf("drop redirects: %w", err)
			}
			if _, err := tx.ExecContext(ctx, "DROP INDEX IF EXISTS portfolio_projects_slug_key"); err != nil {
				return fmt.Errorf("drop the slug index: %w", err)
			}
			if _, err := tx.ExecContext(ctx, "ALTER TABLE portfolio_projects DROP COLUMN slug"); err != nil {
				return fmt.Errorf("drop portfolio_projects.slug: %w", err)
			}
			return nil
		})
	})
}
