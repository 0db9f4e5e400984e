package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Appearances (issue 40): talks, keynotes, panels and the like. The start
// and end are kept as the API writes them, RFC 3339 with the offset of the
// event's zone (an instant, so daylight-saving changes cannot shift it);
// the slug names the page /speaking/{slug}, unique among appearances.

type appearanceV1 struct {
	bun.BaseModel    `bun:"table:appearances"`
	ID               int64  `bun:"id,pk,autoincrement"`
	Title            string `bun:"title,type:text,notnull"`
	Slug             string `bun:"slug,type:text,notnull"`
	EventName        string `bun:"event_name,type:text"`
	Role             string `bun:"role,type:text,notnull"`
	StartsAt         string `bun:"starts_at,type:text,notnull"`
	EndsAt           string `bun:"ends_at,type:text"`
	TimeZone         string `bun:"time_zone,type:text,notnull"`
	Venue            string `bun:"venue,type:text"`
	City             string `bun:"city,type:text"`
	Country          string `bun:"country,type:text"`
	Online           bool   `bun:"online,notnull,default:false"`
	URL              string `bun:"url,type:text"`
	RecordingURL     string `bun:"recording_url,type:text"`
	Description      string `bun:"description,type:text"`
	ImageURL         string `bun:"image_url,type:text"`
	ImageDescription string `bun:"image_description,type:text"`
	initialListed
}

func registerAppearances(m *migrate.Migrations) {
	m.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if _, err := tx.NewCreateTable().Model((*appearanceV1)(nil)).Exec(ctx); err != nil {
				return fmt.Errorf("create appearances: %w", err)
			}
			if _, err := tx.ExecContext(ctx, "CREATE UNIQUE INDEX appearances_slug_key ON appearances (slug)"); err != nil {
				return fmt.Errorf("index appearance slugs: %w", err)
			}
			return nil
		})
	}, func(ctx context.Context, db *bun.DB) error {
		if _, err := db.NewDropTable().Model((*appearanceV1)(nil)).IfExists().Exec(ctx); err != nil {
			return fmt.Errorf("drop appearances: %w", err)
		}
		return nil
	})
}
