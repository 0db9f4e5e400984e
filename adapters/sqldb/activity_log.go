package sqldb

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.ActivityLog = (*ActivityLog)(nil)

// ActivityLog is the SQL domain.ActivityLog (table activity).
type ActivityLog struct{ db *DB }

// NewActivityLog returns the activity log of db.
func NewActivityLog(db *DB) *ActivityLog { return &ActivityLog{db: db} }

// activityRow is a row of activity.
type activityRow struct {
	bun.BaseModel `bun:"table:activity"`
	ID            int64     `bun:"id,pk,autoincrement"`
	At            time.Time `bun:"at"`
	Actor         string    `bun:"actor"`
	Action        string    `bun:"action"`
	Kind          string    `bun:"kind"`
	ItemID        int64     `bun:"item_id"`
	Title         string    `bun:"title"`
	Fields        string    `bun:"fields,nullzero"`
	Address       string    `bun:"address"`
	// Occurrences is the entry's Count (older backups lack it: 0 reads as 1).
	Occurrences int `bun:"occurrences"`
	// TallyKey is the Tally key of the entry, NULL for one Record wrote.
	TallyKey string `bun:"tally_key,nullzero"`
}

// Record appends e in the transaction ctx carries, if any.
func (l *ActivityLog) Record(ctx context.Context, e *domain.ActivityEntry) error {
	row, err := newActivityRow(e)
	if err != nil {
		return err
	}
	if _, err := l.db.idb(ctx).NewInsert().Model(row).Returning("id").Exec(ctx); err != nil {
		return dbError("record activity", err)
	}
	e.ID, e.At, e.Count = row.ID, row.At, 1
	return nil
}

// Tally inserts e under key or, when key's row exists, adds one to its
// occurrences: one statement, so concurrent tallies of a key cannot both
// insert (the unique index on tally_key decides).
func (l *ActivityLog) Tally(ctx context.Context, key string, e *domain.ActivityEntry) error {
	row, err := newActivityRow(e)
	if err != nil {
		return err
	}
	row.TallyKey = key
	if _, err := l.db.idb(ctx).NewInsert().Model(row).
		On("CONFLICT (tally_key) DO UPDATE").Set("occurrences = ?TableAlias.occurrences + 1").
		Returning("id, occurrences").Exec(ctx); err != nil {
		return dbError("tally activity", err)
	}
	e.ID, e.Count = row.ID, row.Occurrences
	return nil
}

// newActivityRow is the row of e, counting one occurrence.
func newActivityRow(e *domain.ActivityEntry) (*activityRow, error) {
	row := &activityRow{
		At: utc(e.At), Actor: e.Actor, Action: e.Action, Kind: e.Kind, ItemID: e.ItemID,
		Title: e.Title, Address: e.Address, Occurrences: 1,
	}
	if len(e.Fields) > 0 {
		b, err := json.Marshal(e.Fields)
		if err != nil {
			return nil, fmt.Errorf("encode activity fields: %w", err)
		}
		row.Fields = string(b)
	}
	return row, nil
}

// List returns a page of entries, newest first.
func (l *ActivityLog) List(ctx context.Context, f domain.ActivityFilter) ([]domain.ActivityEntry, error) {
	var rows []activityRow
	q := l.db.idb(ctx).NewSelect().Model(&rows).Order("id DESC")
	if f.Kind != "" {
		q = q.Where("kind = ?", f.Kind)
	}
	if f.Action != "" {
		q = q.Where("action = ?", f.Action)
	}
	if f.Actor != "" {
		q = q.Where("actor = ?", f.Actor)
	}
	if f.HideAccounts {
		q = q.Where("kind <> ?", domain.ActivityUser)
	}
	if f.Before > 0 {
		q = q.Where("id < ?", f.Before)
	}
	if f.Limit > 0 {
		q = q.Limit(int64(f.Limit))
	}
	if err := q.Scan(ctx); err != nil {
		return nil, dbError("list activity", err)
	}
	out := make([]domain.ActivityEntry, len(rows))
	for i, r := range rows {
		out[i] = domain.ActivityEntry{
			ID: r.ID, At: r.At.UTC(), Actor: r.Actor, Action: r.Action, Kind: r.Kind,
			ItemID: r.ItemID, Title: r.Title, Address: r.Address, Count: max(r.Occurrences, 1),
		}
		if r.Fields != "" {
			if err := json.Unmarshal([]byte(r.Fields), &out[i].Fields); err != nil {
				return nil, fmt.Errorf("activity %d: decode fields: %w", r.ID, err)
			}
		}
	}
	return out, nil
}

// PurgeBefore deletes the entries older than t.
func (l *ActivityLog) PurgeBefore(ctx context.Context, t time.Time) (int, error) {
	res, err := l.db.idb(ctx).NewDelete().Model((*activityRow)(nil)).Where("at < ?", utc(t)).Exec(ctx)
	if err != nil {
		return 0, dbError("purge activity", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, dbError("purge activity", err)
	}
	return int(n), nil
}
