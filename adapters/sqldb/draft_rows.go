package sqldb

import (
	"encoding/json"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

// The rows of the drafts and schedules tables (DraftStore).

// draftRow is a row of drafts.
type draftRow struct {
	bun.BaseModel `bun:"table:drafts"`
	Kind          string    `bun:"kind,pk"`
	ItemID        int64     `bun:"item_id,pk"`
	Title         string    `bun:"title"`
	UpdatedAt     time.Time `bun:"updated_at"`
	Actor         string    `bun:"actor"`
	Data          string    `bun:"data"`
}

func (r *draftRow) toDomain() domain.Draft {
	return domain.Draft{Kind: r.Kind, ItemID: r.ItemID, Title: r.Title, UpdatedAt: r.UpdatedAt.UTC(), Actor: r.Actor, Data: json.RawMessage(r.Data)}
}

// scheduleRow is a row of schedules.
type scheduleRow struct {
	bun.BaseModel `bun:"table:schedules"`
	Kind          string    `bun:"kind,pk"`
	ItemID        int64     `bun:"item_id,pk"`
	Action        string    `bun:"action,pk"`
	At            time.Time `bun:"at"`
	Title         string    `bun:"title"`
	Actor         string    `bun:"actor"`
}

func (r *scheduleRow) toDomain() domain.Schedule {
	return domain.Schedule{Kind: r.Kind, ItemID: r.ItemID, Action: r.Action, At: r.At.UTC(), Title: r.Title, Actor: r.Actor}
}
