package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.DraftStore = (*DraftStore)(nil)

// DraftStore is the SQL domain.DraftStore (tables drafts and schedules).
// On PostgreSQL a due schedule is taken with FOR UPDATE SKIP LOCKED, so
// instances taking at once never take the same one; SQLite's write
// transaction holds the database anyway.
type DraftStore struct{ db *DB }

// NewDraftStore returns the drafts and schedules of db.
func NewDraftStore(db *DB) *DraftStore { return &DraftStore{db: db} }

// PutDraft stores d, replacing the item's draft.
func (s *DraftStore) PutDraft(ctx context.Context, d domain.Draft) error {
	row := &draftRow{Kind: d.Kind, ItemID: d.ItemID, Title: d.Title, UpdatedAt: utc(d.UpdatedAt), Actor: d.Actor, Data: string(d.Data)}
	_, err := s.db.idb(ctx).NewInsert().Model(row).
		On("CONFLICT (kind, item_id) DO UPDATE").
		Set("title = EXCLUDED.title, updated_at = EXCLUDED.updated_at, actor = EXCLUDED.actor, data = EXCLUDED.data").
		Exec(ctx)
	return dbError(fmt.Sprintf("save the draft of %s %d", d.Kind, d.ItemID), err)
}

// Draft returns the item's draft. ENOTFOUND.
func (s *DraftStore) Draft(ctx context.Context, kind string, itemID int64) (*domain.Draft, error) {
	var rows []draftRow
	if err := s.db.idb(ctx).NewSelect().Model(&rows).Where("kind = ? AND item_id = ?", kind, itemID).Scan(ctx); err != nil {
		return nil, dbError("read a draft", err)
	}
	if len(rows) == 0 {
		return nil, notFound(domain.MsgDraftNotFound)
	}
	d := rows[0].toDomain()
	return &d, nil
}

// DeleteDraft removes the item's draft.
func (s *DraftStore) DeleteDraft(ctx context.Context, kind string, itemID int64) (bool, error) {
	res, err := s.db.idb(ctx).NewDelete().Model((*draftRow)(nil)).Where("kind = ? AND item_id = ?", kind, itemID).Exec(ctx)
	if err != nil {
		return false, dbError("discard a draft", err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// Drafts lists every draft, oldest change first.
func (s *DraftStore) Drafts(ctx context.Context) ([]domain.Draft, error) {
	var rows []draftRow
	if err := s.db.idb(ctx).NewSelect().Model(&rows).OrderExpr("updated_at, kind, item_id").Scan(ctx); err != nil {
		return nil, dbError("list drafts", err)
	}
	out := make([]domain.Draft, len(rows))
	for i := range rows {
		out[i] = rows[i].toDomain()
	}
	return out, nil
}

// PutSchedule stores sc, replacing the item's schedule of that action.
func (s *DraftStore) PutSchedule(ctx context.Context, sc domain.Schedule) error {
	row := &scheduleRow{Kind: sc.Kind, ItemID: sc.ItemID, Action: sc.Action, At: utc(sc.At), Title: sc.Title, Actor: sc.Actor}
	_, err := s.db.idb(ctx).NewInsert().Model(row).
		On("CONFLICT (kind, item_id, action) DO UPDATE").
		Set("at = EXCLUDED.at, title = EXCLUDED.title, actor = EXCLUDED.actor").
		Exec(ctx)
	return dbError(fmt.Sprintf("schedule %s %d", sc.Kind, sc.ItemID), err)
}

// DeleteSchedules removes the item's schedules.
func (s *DraftStore) DeleteSchedules(ctx context.Context, kind string, itemID int64) (int, error) {
	res, err := s.db.idb(ctx).NewDelete().Model((*scheduleRow)(nil)).Where("kind = ? AND item_id = ?", kind, itemID).Exec(ctx)
	if err != nil {
		return 0, dbError("cancel a schedule", err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

// Schedules lists every schedule, soonest first.
func (s *DraftStore) Schedules(ctx context.Context) ([]domain.Schedule, error) {
	var rows []scheduleRow
	if err := s.db.idb(ctx).NewSelect().Model(&rows).OrderExpr("at, kind, item_id, action").Scan(ctx); err != nil {
		return nil, dbError("list schedules", err)
	}
	out := make([]domain.Schedule, len(rows))
	for i := range rows {
		out[i] = rows[i].toDomain()
	}
	return out, nil
}

// TakeDue removes and returns the soonest schedule due at now, locked
// until ctx's transaction ends (one another instance skips).
func (s *DraftStore) TakeDue(ctx context.Context, now time.Time) (*domain.Schedule, error) {
	var out *domain.Schedule
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var rows []scheduleRow
		q := tx.NewSelect().Model(&rows).Where("at <= ?", utc(now)).OrderExpr("at, kind, item_id, action").Limit(1)
		if s.db.isPostgres() {
			q = q.For("UPDATE SKIP LOCKED")
		}
		if err := q.Scan(ctx); err != nil {
			return dbError("find a due schedule", err)
		}
		if len(rows) == 0 {
			return nil
		}
		if _, err := tx.NewDelete().Model(&rows[0]).WherePK().Exec(ctx); err != nil {
			return dbError("take a due schedule", err)
		}
		sc := rows[0].toDomain()
		out = &sc
		return nil
	})
	return out, err
}
