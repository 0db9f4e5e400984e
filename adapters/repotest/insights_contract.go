package repotest

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// runInsightsContract checks the insight counts: batches add up (two
// instances flushing at once too), a visitor hash counts once however many
// batches bring it, a day's bounded keys and visitors stay within their
// bounds however many instances add at once, settling folds the hashes in once, pruning drops the
// old days, and the vitals buckets add up.
func runInsightsContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	site := func(day string) domain.InsightKey { return domain.InsightKey{Day: day, Dimension: domain.DimSite} }
	page := func(day, path string) domain.InsightKey {
		return domain.InsightKey{Day: day, Dimension: domain.DimPage, Key: path}
	}
	batch := func(day string, views int64, hashes ...string) domain.InsightBatch {
		b := domain.NewInsightBatch()
		b.Counts[site(day)] = views
		b.Counts[page(day, "/")] = views
		set := map[string]struct{}{}
		for _, h := range hashes {
			set[h] = struct{}{}
		}
		b.Visitors[site(day)] = set
		b.Visitors[page(day, "/")] = set
		return b
	}
	find := func(rows []domain.InsightCount, k domain.InsightKey) domain.InsightCount {
		for _, r := range rows {
			if r.InsightKey == k {
				return r
			}
		}
		return domain.InsightCount{InsightKey: k}
	}

	t.Run("batches add up and a hash counts once", func(t *testing.T) {
		r := open(t).Insights
		require.NoError(t, r.Add(ctx, domain.NewInsightBatch()), "an empty batch")
		require.NoError(t, r.Add(ctx, batch("2026-11-27", 3, "a", "b")))
		require.NoError(t, r.Add(ctx, batch("2026-11-27", 2, "b", "c")))
		require.NoError(t, r.Add(ctx, batch("2026-11-28", 1, "a")))
		rows, err := r.Counts(ctx, "2026-11-27", "2026-11-27")
		require.NoError(t, err)
		assert.Equal(t, domain.InsightCount{InsightKey: site("2026-11-27"), Views: 5, Visitors: 3}, find(rows, site("2026-11-27")))
		assert.Equal(t, domain.InsightCount{InsightKey: page("2026-11-27", "/"), Views: 5, Visitors: 3}, find(rows, page("2026-11-27", "/")))
		assert.Len(t, rows, 2, "only the days asked")
		rows, err = r.Counts(ctx, "2026-11-01", "2026-11-30")
		require.NoError(t, err)
		assert.Len(t, rows, 4)
		assert.Equal(t, "2026-11-27", rows[0].Day, "oldest first")
	})

	t.Run("instances flushing at once add up", func(t *testing.T) {
		r := open(t).Insights
		var wg sync.WaitGroup
		errs := make(chan error, 8)
		for i := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				b := batch("2026-11-28", 10, "shared", string(rune('a'+i)))
				b.Counts[domain.InsightKey{Day: "2026-11-28", Dimension: domain.DimReferrer, Key: "news.example.com"}] = 1
				errs <- r.Add(ctx, b)
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			require.NoError(t, err)
		}
		rows, err := r.Counts(ctx, "2026-11-28", "2026-11-28")
		require.NoError(t, err)
		assert.Equal(t, int64(80), find(rows, site("2026-11-28")).Views)
		assert.Equal(t, int64(9), find(rows, site("2026-11-28")).Visitors)
		assert.Equal(t, int64(8), find(rows, domain.InsightKey{Day: "2026-11-28", Dimension: domain.DimReferrer, Key: "news.example.com"}).Views)
	})

	t.Run("the day's bound on keys holds across instances adding at once", func(t *testing.T) {
		r := open(t).Insights
		const day, bound = "2026-11-28", 50
		ref := func(host string) domain.InsightKey {
			return domain.InsightKey{Day: day, Dimension: domain.DimReferrer, Key: host}
		}
		bounds := map[string]int{domain.DimReferrer: bound}
		known := domain.NewInsightBatch()
		known.Bounds = bounds
		for i := range 5 {
			known.Counts[ref(fmt.Sprintf("real%d.example.com", i))] = 3
		}
		require.NoError(t, r.Add(ctx, known))
		var wg sync.WaitGroup
		errs := make(chan error, 8)
		for i := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				b := domain.NewInsightBatch()
				b.Bounds = bounds
				for j := range 20 {
					k := ref(fmt.Sprintf("junk%d-%d.example.net", i, j))
					b.Counts[k] = 1
					b.Visitors[k] = map[string]struct{}{fmt.Sprintf("v%d", i): {}}
				}
				for k := range known.Counts {
					b.Counts[k] = 1 // the day's keys keep counting past the bound
				}
				errs <- r.Add(ctx, b)
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			require.NoError(t, err)
		}
		rows, err := r.Counts(ctx, day, day)
		require.NoError(t, err)
		var keys int
		var views int64
		for _, c := range rows {
			if c.Dimension != domain.DimReferrer {
				continue
			}
			views += c.Views
			if c.Key != domain.InsightOther {
				keys++
			}
		}
		assert.Equal(t, bound, keys, "at most the bound's keys, whatever the instances saw")
		assert.Equal(t, int64(5*3+8*20+8*5), views, "no view lost: the rest are Other's")
		other := find(rows, ref(domain.InsightOther))
		assert.Equal(t, int64(8*20-(bound-5)), other.Views)
		assert.Positive(t, other.Visitors, "the folded keys' visitors go with their views")
		for k := range known.Counts {
			assert.Equal(t, int64(3+8), find(rows, k).Views, "a key the day held keeps counting")
		}

		// A later batch's new key is Other's; an unbounded dimension is not.
		b := domain.NewInsightBatch()
		b.Bounds = bounds
		b.Counts[ref("late.example.org")] = 2
		b.Counts[page(day, "/late")] = 2
		require.NoError(t, r.Add(ctx, b))
		assert.Equal(t, int64(2), b.Counts[ref("late.example.org")], "the batch itself is left as it was")
		rows, err = r.Counts(ctx, day, day)
		require.NoError(t, err)
		assert.Equal(t, other.Views+2, find(rows, ref(domain.InsightOther)).Views)
		assert.Zero(t, find(rows, ref("late.example.org")).Views)
		assert.Equal(t, int64(2), find(rows, page(day, "/late")).Views)
	})

	t.Run("the day's bound on visitors holds across instances adding at once", func(t *testing.T) {
		r := open(t).Insights
		const day, bound = "2026-11-28", 30
		bounded := func(views int64, hashes ...string) domain.InsightBatch {
			b := batch(day, views, hashes...)
			b.VisitorsPerDay = bound
			return b
		}
		known := []string{"k0", "k1", "k2", "k3", "k4"}
		require.NoError(t, r.Add(ctx, bounded(5, known...)))
		var wg sync.WaitGroup
		errs := make(chan error, 8)
		for i := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				hashes := append([]string{}, known...)
				for j := range 20 {
					hashes = append(hashes, fmt.Sprintf("n%d-%d", i, j))
				}
				errs <- r.Add(ctx, bounded(25, hashes...))
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			require.NoError(t, err)
		}
		rows, err := r.Counts(ctx, day, day)
		require.NoError(t, err)
		assert.Equal(t, domain.InsightCount{InsightKey: site(day), Views: 5 + 8*25, Visitors: bound}, find(rows, site(day)),
			"at most the bound's visitors; every view counted")
		assert.Equal(t, domain.InsightCount{InsightKey: page(day, "/"), Views: 5 + 8*25, Visitors: bound}, find(rows, page(day, "/")))

		// A visitor the day holds still counts on a new page; a new one is dropped.
		b := domain.NewInsightBatch()
		b.VisitorsPerDay = bound
		b.Counts[page(day, "/about")] = 2
		b.Visitors[page(day, "/about")] = map[string]struct{}{"k0": {}, "late": {}}
		require.NoError(t, r.Add(ctx, b))
		rows, err = r.Counts(ctx, day, day)
		require.NoError(t, err)
		assert.Equal(t, domain.InsightCount{InsightKey: page(day, "/about"), Views: 2, Visitors: 1}, find(rows, page(day, "/about")))
	})

	t.Run("settling folds the hashes in once", func(t *testing.T) {
		r := open(t).Insights
		require.NoError(t, r.Add(ctx, batch("2026-11-26", 4, "a", "b")))
		require.NoError(t, r.Add(ctx, batch("2026-11-28", 1, "a")))
		var wg sync.WaitGroup
		for range 3 {
			wg.Add(1)
			go func() { defer wg.Done(); assert.NoError(t, r.Settle(ctx, "2026-11-28")) }()
		}
		wg.Wait()
		// A hash of a settled day that arrives late counts once more: its
		// salt is gone, nobody can tell it from a new one.
		rows, err := r.Counts(ctx, "2026-11-26", "2026-11-28")
		require.NoError(t, err)
		assert.Equal(t, domain.InsightCount{InsightKey: site("2026-11-26"), Views: 4, Visitors: 2}, find(rows, site("2026-11-26")))
		assert.Equal(t, int64(1), find(rows, site("2026-11-28")).Visitors, "today's hashes are kept")
		require.NoError(t, r.Add(ctx, batch("2026-11-28", 1, "a")))
		rows, err = r.Counts(ctx, "2026-11-28", "2026-11-28")
		require.NoError(t, err)
		assert.Equal(t, domain.InsightCount{InsightKey: site("2026-11-28"), Views: 2, Visitors: 1}, find(rows, site("2026-11-28")))
	})

	t.Run("vitals buckets add up; pruning drops old days", func(t *testing.T) {
		r := open(t).Insights
		b := domain.NewInsightBatch()
		inp := domain.VitalKey{Day: "2026-11-28", Path: "/", Metric: "INP", Bucket: 250}
		old := domain.VitalKey{Day: "2025-01-01", Path: "/", Metric: "LCP", Bucket: 1800}
		b.Vitals[inp], b.Vitals[old] = 2, 1
		require.NoError(t, r.Add(ctx, b))
		require.NoError(t, r.Add(ctx, b))
		require.NoError(t, r.Add(ctx, batch("2025-01-01", 1, "x")))
		vitals, err := r.Vitals(ctx, "2025-01-01", "2026-11-28")
		require.NoError(t, err)
		assert.Equal(t, []domain.VitalCount{{VitalKey: old, Samples: 2}, {VitalKey: inp, Samples: 4}}, vitals)

		require.NoError(t, r.Prune(ctx, "2025-11-01"))
		vitals, err = r.Vitals(ctx, "2025-01-01", "2026-11-28")
		require.NoError(t, err)
		assert.Equal(t, []domain.VitalCount{{VitalKey: inp, Samples: 4}}, vitals)
		rows, err := r.Counts(ctx, "2025-01-01", "2026-11-28")
		require.NoError(t, err)
		assert.Empty(t, rows)
	})
}
