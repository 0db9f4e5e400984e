package sqldb

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.InsightsRepository = (*InsightsRepository)(nil)

// InsightsRepository is the SQL domain.InsightsRepository (tables
// insight_counts, insight_visitors and insight_vitals). Every write adds
// to what is stored (INSERT … ON CONFLICT DO UPDATE), so instances flushing
// at the same time add up.
type InsightsRepository struct{ db *DB }

// NewInsightsRepository returns the insights of db.
func NewInsightsRepository(db *DB) *InsightsRepository { return &InsightsRepository{db: db} }

type insightCountRow struct {
	bun.BaseModel `bun:"table:insight_counts,alias:ic"`
	Day           string `bun:"day,pk"`
	Dimension     string `bun:"dimension,pk"`
	Key           string `bun:"key,pk"`
	Views         int64  `bun:"views"`
	Visitors      int64  `bun:"visitors"`
}

type insightVisitorRow struct {
	bun.BaseModel `bun:"table:insight_visitors,alias:iv"`
	Day           string `bun:"day,pk"`
	Dimension     string `bun:"dimension,pk"`
	Key           string `bun:"key,pk"`
	Hash          string `bun:"hash,pk"`
}

type insightVitalRow struct {
	bun.BaseModel `bun:"table:insight_vitals,alias:iw"`
	Day           string `bun:"day,pk"`
	Path          string `bun:"path,pk"`
	Metric        string `bun:"metric,pk"`
	Bucket        int64  `bun:"bucket,pk"`
	Samples       int64  `bun:"samples"`
}

// insightChunk bounds the rows of one statement (SQLite's variables).
const insightChunk = 400

func chunks[T any](rows []T, fn func([]T) error) error {
	for len(rows) > 0 {
		n := min(len(rows), insightChunk)
		if err := fn(rows[:n]); err != nil {
			return err
		}
		rows = rows[n:]
	}
	return nil
}

// Add implements domain.InsightsRepository. The batch's bounded keys are
// folded inside the transaction, after the day's keys are read under a
// lock (boundKeys), so that two instances cannot both see room for one.
func (s *InsightsRepository) Add(ctx context.Context, b domain.InsightBatch) error {
	if b.Empty() {
		return nil
	}
	err := retryDeadlock(ctx, func() error {
		return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
			b, err := s.boundKeys(ctx, tx, b)
			if err != nil {
				return err
			}
			return addRows(ctx, tx, b)
		})
	})
	return dbError("add insights", err)
}

// boundKeys folds the batch's keys past their day's bound into
// domain.InsightOther and drops its hashes past the day's visitors. On PostgreSQL a transaction-scoped advisory lock per
// day and dimension, and one per day for its visitors (taken in one
// order, before any row lock), serializes the Adds that bring keys or
// hashes of the same day: each reads what the one before it committed. SQLite's transactions are immediate,
// so writers run one at a time already.
func (s *InsightsRepository) boundKeys(ctx context.Context, tx bun.Tx, b domain.InsightBatch) (domain.InsightBatch, error) {
	for _, g := range b.BoundedGroups() {
		if s.db.isPostgres() {
			if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(hashtext(?))",
				"insight_keys:"+g.Day+":"+g.Dimension); err != nil {
				return b, err
			}
		}
		var keys []string
		if err := tx.NewSelect().Model((*insightCountRow)(nil)).Column("ic.key").
			Where("ic.day = ? AND ic.dimension = ? AND ic.key <> ?", g.Day, g.Dimension, domain.InsightOther).
			Scan(ctx, &keys); err != nil {
			return b, err
		}
		held := make(map[string]struct{}, len(keys))
		for _, k := range keys {
			held[k] = struct{}{}
		}
		b = b.Fold(g, held)
	}
	for _, v := range b.VisitorDays() {
		if s.db.isPostgres() {
			if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(hashtext(?))", "insight_visitors:"+v.Day); err != nil {
				return b, err
			}
		}
		n, err := tx.NewSelect().Model((*insightVisitorRow)(nil)).
			Where("iv.day = ? AND iv.dimension = ? AND iv.key = ''", v.Day, domain.DimSite).Count(ctx)
		if err != nil {
			return b, err
		}
		held := int(n)
		if held+len(v.Hashes) <= b.VisitorsPerDay {
			continue // room for all: the usual flush reads one count
		}
		present := map[string]struct{}{}
		if err := chunks(v.Hashes, func(hashes []string) error {
			var found []string
			err := tx.NewSelect().Model((*insightVisitorRow)(nil)).Column("iv.hash").
				Where("iv.day = ? AND iv.dimension = ? AND iv.key = ''", v.Day, domain.DimSite).
				Where("iv.hash IN (?)", bun.In(hashes)).Scan(ctx, &found)
			for _, h := range found {
				present[h] = struct{}{}
			}
			return err
		}); err != nil {
			return b, err
		}
		b = b.DropVisitors(v, held, present)
	}
	return b, nil
}

// addRows writes the batch's counts, visitor hashes and vitals in tx.
func addRows(ctx context.Context, tx bun.Tx, b domain.InsightBatch) error {
	counts := make([]insightCountRow, 0, len(b.Counts)+len(b.Visitors))
	for k, n := range b.Counts {
		counts = append(counts, insightCountRow{Day: k.Day, Dimension: k.Dimension, Key: k.Key, Views: n})
	}
	var visitors []insightVisitorRow
	for k, hashes := range b.Visitors {
		if _, ok := b.Counts[k]; !ok {
			counts = append(counts, insightCountRow{Day: k.Day, Dimension: k.Dimension, Key: k.Key})
		}
		for h := range hashes {
			visitors = append(visitors, insightVisitorRow{Day: k.Day, Dimension: k.Dimension, Key: k.Key, Hash: h})
		}
	}
	vitals := make([]insightVitalRow, 0, len(b.Vitals))
	for k, n := range b.Vitals {
		vitals = append(vitals, insightVitalRow{Day: k.Day, Path: k.Path, Metric: k.Metric, Bucket: k.Bucket, Samples: n})
	}
	// Every transaction takes its rows' locks in one order (sorted by key):
	// two instances flushing at once then wait for each other instead of
	// deadlocking (PostgreSQL locks an upsert's rows in VALUES order).
	slices.SortFunc(counts, func(a, b insightCountRow) int {
		return cmp.Or(cmp.Compare(a.Day, b.Day), cmp.Compare(a.Dimension, b.Dimension), cmp.Compare(a.Key, b.Key))
	})
	slices.SortFunc(visitors, func(a, b insightVisitorRow) int {
		return cmp.Or(cmp.Compare(a.Day, b.Day), cmp.Compare(a.Dimension, b.Dimension), cmp.Compare(a.Key, b.Key), cmp.Compare(a.Hash, b.Hash))
	})
	slices.SortFunc(vitals, func(a, b insightVitalRow) int {
		return cmp.Or(cmp.Compare(a.Day, b.Day), cmp.Compare(a.Path, b.Path), cmp.Compare(a.Metric, b.Metric), cmp.Compare(a.Bucket, b.Bucket))
	})
	if err := chunks(counts, func(rows []insightCountRow) error {
		_, err := tx.NewInsert().Model(&rows).
			On("CONFLICT (day, dimension, key) DO UPDATE").
			Set("views = ic.views + EXCLUDED.views").Exec(ctx)
		return err
	}); err != nil {
		return err
	}
	if err := chunks(visitors, func(rows []insightVisitorRow) error {
		_, err := tx.NewInsert().Model(&rows).On("CONFLICT DO NOTHING").Exec(ctx)
		return err
	}); err != nil {
		return err
	}
	return chunks(vitals, func(rows []insightVitalRow) error {
		_, err := tx.NewInsert().Model(&rows).
			On("CONFLICT (day, path, metric, bucket) DO UPDATE").
			Set("samples = iw.samples + EXCLUDED.samples").Exec(ctx)
		return err
	})
}

// Counts implements domain.InsightsRepository.
func (s *InsightsRepository) Counts(ctx context.Context, from, to string) ([]domain.InsightCount, error) {
	var rows []insightCountRow
	db := s.db.idb(ctx)
	if err := db.NewSelect().Model(&rows).Where("ic.day >= ? AND ic.day <= ?", from, to).
		OrderExpr("ic.day, ic.dimension, ic.key").Scan(ctx); err != nil {
		return nil, dbError("read insights", err)
	}
	var live []struct {
		Day       string `bun:"day"`
		Dimension string `bun:"dimension"`
		Key       string `bun:"key"`
		N         int64  `bun:"n"`
	}
	if err := db.NewSelect().Model((*insightVisitorRow)(nil)).
		Column("iv.day", "iv.dimension", "iv.key").ColumnExpr("COUNT(*) AS n").
		Where("iv.day >= ? AND iv.day <= ?", from, to).
		Group("iv.day", "iv.dimension", "iv.key").Scan(ctx, &live); err != nil {
		return nil, dbError("read insights visitors", err)
	}
	extra := make(map[domain.InsightKey]int64, len(live))
	for _, l := range live {
		extra[domain.InsightKey{Day: l.Day, Dimension: l.Dimension, Key: l.Key}] = l.N
	}
	out := make([]domain.InsightCount, 0, len(rows))
	for _, r := range rows {
		k := domain.InsightKey{Day: r.Day, Dimension: r.Dimension, Key: r.Key}
		out = append(out, domain.InsightCount{InsightKey: k, Views: r.Views, Visitors: r.Visitors + extra[k]})
	}
	return out, nil
}

// Vitals implements domain.InsightsRepository.
func (s *InsightsRepository) Vitals(ctx context.Context, from, to string) ([]domain.VitalCount, error) {
	var rows []insightVitalRow
	if err := s.db.idb(ctx).NewSelect().Model(&rows).Where("iw.day >= ? AND iw.day <= ?", from, to).
		OrderExpr("iw.day, iw.path, iw.metric, iw.bucket").Scan(ctx); err != nil {
		return nil, dbError("read web vitals", err)
	}
	out := make([]domain.VitalCount, 0, len(rows))
	for _, r := range rows {
		out = append(out, domain.VitalCount{VitalKey: domain.VitalKey{Day: r.Day, Path: r.Path, Metric: r.Metric, Bucket: r.Bucket}, Samples: r.Samples})
	}
	return out, nil
}

// Settle implements domain.InsightsRepository: the hashes are deleted
// RETURNING them, so of two instances settling at once each folds in only
// the rows its own DELETE removed.
func (s *InsightsRepository) Settle(ctx context.Context, before string) error {
	err := retryDeadlock(ctx, func() error { return s.settle(ctx, before) })
	return dbError("settle insights visitors", err)
}

func (s *InsightsRepository) settle(ctx context.Context, before string) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var gone []insightVisitorRow
		if _, err := tx.NewDelete().Model((*insightVisitorRow)(nil)).Where("day < ?", before).
			Returning("day, dimension, key, hash").Exec(ctx, &gone); err != nil {
			return err
		}
		if len(gone) == 0 {
			return nil
		}
		folded := map[domain.InsightKey]int64{}
		for _, g := range gone {
			folded[domain.InsightKey{Day: g.Day, Dimension: g.Dimension, Key: g.Key}]++
		}
		rows := make([]insightCountRow, 0, len(folded))
		for k, n := range folded {
			rows = append(rows, insightCountRow{Day: k.Day, Dimension: k.Dimension, Key: k.Key, Visitors: n})
		}
		slices.SortFunc(rows, func(a, b insightCountRow) int {
			return cmp.Or(cmp.Compare(a.Day, b.Day), cmp.Compare(a.Dimension, b.Dimension), cmp.Compare(a.Key, b.Key))
		})
		return chunks(rows, func(rows []insightCountRow) error {
			_, err := tx.NewInsert().Model(&rows).
				On("CONFLICT (day, dimension, key) DO UPDATE").
				Set("visitors = ic.visitors + EXCLUDED.visitors").Exec(ctx)
			return err
		})
	})
}

// Prune implements domain.InsightsRepository.
func (s *InsightsRepository) Prune(ctx context.Context, before string) error {
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		for _, model := range []any{(*insightCountRow)(nil), (*insightVisitorRow)(nil), (*insightVitalRow)(nil)} {
			if _, err := tx.NewDelete().Model(model).Where("day < ?", before).Exec(ctx); err != nil {
				return err
			}
		}
		return nil
	})
	return dbError("prune insights", err)
}

// retryDeadlock runs fn again (up to three times in all) when PostgreSQL
// chose it as a deadlock's victim or refused it as not serialisable: the
// other transaction has then committed, and the counts must still be added.
func retryDeadlock(ctx context.Context, fn func() error) error {
	var err error
	for range 3 {
		if err = fn(); err == nil || ctx.Err() != nil {
			return err
		}
		if msg := err.Error(); !strings.Contains(msg, "40P01") && !strings.Contains(msg, "40001") {
			return err
		}
	}
	return err
}
