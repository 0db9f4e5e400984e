package sqldb

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.RevisionStore = (*RevisionStore)(nil)

// RevisionStore is the SQL domain.RevisionStore (table revisions). Its
// writes join the transaction of the context, whose item update holds the
// item's row: the saves of one item take turns, and so do their
// revision numbers (the primary key refuses a number given twice).
type RevisionStore struct{ db *DB }

// NewRevisionStore returns the history of db.
func NewRevisionStore(db *DB) *RevisionStore { return &RevisionStore{db: db} }

// revisionRow is a row of revisions.
type revisionRow struct {
	bun.BaseModel `bun:"table:revisions"`
	Kind          string    `bun:"kind,pk"`
	ItemID        int64     `bun:"item_id,pk"`
	Rev           int       `bun:"rev,pk"`
	At            time.Time `bun:"at"`
	Actor         string    `bun:"actor"`
	Fields        string    `bun:"fields,nullzero"`
	Data          string    `bun:"data"`
}

func (r *revisionRow) toDomain() (domain.Revision, error) {
	rev := domain.Revision{Kind: r.Kind, ItemID: r.ItemID, Rev: r.Rev, At: r.At.UTC(), Actor: r.Actor}
	if r.Data != "" {
		rev.Data = json.RawMessage(r.Data)
	}
	if r.Fields != "" {
		if err := json.Unmarshal([]byte(r.Fields), &rev.Fields); err != nil {
			return rev, fmt.Errorf("decode the fields of revision %d of %s %d: %w", r.Rev, r.Kind, r.ItemID, err)
		}
	}
	return rev, nil
}

// Add stores rev as the item's next revision unless its data is the newest
// one's, then prunes the item's history by keep.
func (s *RevisionStore) Add(ctx context.Context, rev *domain.Revision, keep domain.RevisionPolicy) (bool, error) {
	added := false
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var newest []revisionRow
		err := tx.NewSelect().Model(&newest).Column("rev", "data").
			Where("kind = ? AND item_id = ?", rev.Kind, rev.ItemID).OrderExpr("rev DESC").Limit(1).Scan(ctx)
		if err != nil {
			return dbError("read the newest revision", err)
		}
		if len(newest) == 1 && newest[0].Data == string(rev.Data) {
			return nil
		}
		row := &revisionRow{Kind: rev.Kind, ItemID: rev.ItemID, Rev: 1, At: utc(rev.At), Actor: rev.Actor, Data: string(rev.Data)}
		if len(newest) == 1 {
			row.Rev = newest[0].Rev + 1
		}
		if len(rev.Fields) > 0 {
			b, err := json.Marshal(rev.Fields)
			if err != nil {
				return fmt.Errorf("encode revision fields: %w", err)
			}
			row.Fields = string(b)
		}
		if _, err := tx.NewInsert().Model(row).Exec(ctx); err != nil {
			return dbError(fmt.Sprintf("add revision %d of %s %d", row.Rev, rev.Kind, rev.ItemID), err)
		}
		_, err = tx.NewDelete().Model((*revisionRow)(nil)).
			Where("kind = ? AND item_id = ? AND rev <= ? AND at < ?", rev.Kind, rev.ItemID, row.Rev-keep.Keep, row.At.Add(-keep.MaxAge)).
			Exec(ctx)
		if err != nil {
			return dbError("prune revisions", err)
		}
		rev.Rev, rev.At, added = row.Rev, row.At, true
		return nil
	})
	return added, err
}

// List returns the item's revisions, newest first, without their data.
func (s *RevisionStore) List(ctx context.Context, kind string, itemID int64) ([]domain.Revision, error) {
	var rows []revisionRow
	err := s.db.idb(ctx).NewSelect().Model(&rows).Column("kind", "item_id", "rev", "at", "actor", "fields").
		Where("kind = ? AND item_id = ?", kind, itemID).OrderExpr("rev DESC").Scan(ctx)
	if err != nil {
		return nil, dbError("list revisions", err)
	}
	return revisionsOf(rows)
}

// Get returns one revision with its data. ENOTFOUND.
func (s *RevisionStore) Get(ctx context.Context, kind string, itemID int64, n int) (*domain.Revision, error) {
	var rows []revisionRow
	err := s.db.idb(ctx).NewSelect().Model(&rows).Where("kind = ? AND item_id = ? AND rev = ?", kind, itemID, n).Scan(ctx)
	if err != nil {
		return nil, dbError("read a revision", err)
	}
	if len(rows) == 0 {
		return nil, notFound(domain.MsgRevisionNotFound)
	}
	rev, err := rows[0].toDomain()
	return &rev, err
}

// All returns every revision with its data, by kind and item, oldest
// first within an item.
func (s *RevisionStore) All(ctx context.Context) ([]domain.Revision, error) {
	var rows []revisionRow
	if err := s.db.idb(ctx).NewSelect().Model(&rows).OrderExpr("kind, item_id, rev").Scan(ctx); err != nil {
		return nil, dbError("read the history", err)
	}
	return revisionsOf(rows)
}

func revisionsOf(rows []revisionRow) ([]domain.Revision, error) {
	out := make([]domain.Revision, len(rows))
	for i := range rows {
		var err error
		if out[i], err = rows[i].toDomain(); err != nil {
			return nil, err
		}
	}
	return out, nil
}
