package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Project pages as case studies (issue 39): a project gets its year,
// studio, platform and story as optional texts, and its outcomes and
// credits as lists stored like its tags (a JSON array as text, NULL when
// empty: the one list type both databases read the same way). Existing
// projects have none of them, so their pages do not change.

// caseStudyColumns are the new columns of portfolio_projects.
var caseStudyColumns = []string{"year", "studio", "platform", "story", "outcomes", "credits"}

func registerProjectCaseStudy(m *migrate.Migrations) {
	m.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			for _, c := range caseStudyColumns {
				if _, err := tx.ExecContext(ctx, "ALTER TABLE portfolio_projects ADD COLUMN ? TEXT", bun.Ident(c)); err != nil {
					return fmt.Errorf("add portfolio_projects.%s: %w", c, err)
				}
			}
			return nil
		})
	}, func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			for _, c := range caseStudyColumns {
				if _, err := tx.ExecContext(ctx, "ALTER TABLE portfolio_projects DROP COLUMN ?", bun.Ident(c)); err != nil {
					return fmt.Errorf("drop portfolio_projects.%s: %w", c, err)
				}
			}
			return nil
		})
	})
}
