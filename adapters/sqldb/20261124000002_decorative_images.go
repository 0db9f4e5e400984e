package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Alt text on purpose: every image field gets a flag the owner sets to say
// the image is decoration (shown with alt=""), so an image without a
// description is a choice, not an omission. Existing rows are not
// decorative: they keep today's alt (their description, else their title).

// decorativeColumns are the new columns, by table.
var decorativeColumns = []struct{ table, column string }{
	{"portfolio_projects", "image_decorative"},
	{"portfolio_gallery_images", "decorative"},
	{"notable_collaborations", "image_decorative"},
	{"media_press", "thumbnail_decorative"},
	{"investments", "logo_decorative"},
}

func registerDecorativeImages(m *migrate.Migrations) {
	m.MustRegister(decorativeImagesUp, decorativeImagesDown)
}

func decorativeImagesUp(ctx context.Context, db *bun.DB) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, c := range decorativeColumns {
			if _, err := tx.ExecContext(ctx, "ALTER TABLE ? ADD COLUMN ? BOOLEAN NOT NULL DEFAULT false",
				bun.Ident(c.table), bun.Ident(c.column)); err != nil {
				return fmt.Errorf("add %s.%s: %w", c.table, c.column, err)
			}
		}
		return nil
	})
}

func decorativeImagesDown(ctx context.Context, db *bun.DB) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, c := range decorativeColumns {
			if _, err := tx.ExecContext(ctx, "ALTER TABLE ? DROP COLUMN ?", bun.Ident(c.table), bun.Ident(c.column)); err != nil {
				return fmt.Errorf("drop %s.%s: %w", c.table, c.column, err)
			}
		}
		return nil
	})
}
