package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Focal points (issue 44): every image column of the content gets its
// focal point, two numbers from 0 to 1; the rows there are read as
// centred (domain.FocalCentre), as they were shown before.

// focalColumns are the focal point columns, by table.
var focalColumns = []struct{ table, prefix string }{
	{"portfolio_projects", "image_"},
	{"portfolio_gallery_images", ""},
	{"media_press", "thumbnail_"},
	{"investments", "logo_"},
	{"notable_collaborations", "image_"},
	{"notable_collaborations", "logo_"},
	{"appearances", "image_"},
}

func registerFocalPoints(m *migrate.Migrations) {
	m.MustRegister(func(ctx context.Context, db *bun.DB) error {
		for _, c := range focalColumns {
			for _, axis := range []string{"focal_x", "focal_y"} {
				if _, err := db.ExecContext(ctx, "ALTER TABLE ? ADD COLUMN ? DOUBLE PRECISION NOT NULL DEFAULT 0.5",
					bun.Ident(c.table), bun.Ident(c.prefix+axis)); err != nil {
					return fmt.Errorf("add %s.%s: %w", c.table, c.prefix+axis, err)
				}
			}
		}
		return nil
	}, func(ctx context.Context, db *bun.DB) error {
		for _, c := range focalColumns {
			for _, axis := range []string{"focal_x", "focal_y"} {
				if _, err := db.ExecContext(ctx, "ALTER TABLE ? DROP COLUMN ?",
					bun.Ident(c.table), bun.Ident(c.prefix+axis)); err != nil {
					return fmt.Errorf("drop %s.%s: %w", c.table, c.prefix+axis, err)
				}
			}
		}
		return nil
	})
}
