package domain_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/domain"
)

// Fold gives the room left to the new keys with the most views, moves the
// rest with their views and visitors to InsightOther, keeps the keys the
// day holds, and leaves the batch it was given as it was.
func TestInsightBatchFold(t *testing.T) {
	ref := func(k string) domain.InsightKey {
		return domain.InsightKey{Day: "2026-11-28", Dimension: domain.DimReferrer, Key: k}
	}
	b := domain.NewInsightBatch()
	b.Bounds = map[string]int{domain.DimReferrer: 2}
	b.Counts[ref("held.example")] = 1
	b.Counts[ref("big.example")] = 9
	b.Counts[ref("small.example")] = 1
	b.Counts[ref(domain.InsightOther)] = 4
	b.Visitors[ref("small.example")] = map[string]struct{}{"v1": {}}
	b.Counts[domain.InsightKey{Day: "2026-11-28", Dimension: domain.DimSite}] = 11

	groups := b.BoundedGroups()
	assert.Equal(t, []domain.InsightKeyGroup{{Day: "2026-11-28", Dimension: domain.DimReferrer, Bound: 2,
		Keys: []string{"big.example", "held.example", "small.example"}}}, groups, "Other and unbounded dimensions aside")

	out := b.Fold(groups[0], map[string]struct{}{"held.example": {}})
	assert.Equal(t, map[domain.InsightKey]int64{
		ref("held.example"): 1, ref("big.example"): 9, ref(domain.InsightOther): 5,
		{Day: "2026-11-28", Dimension: domain.DimSite}: 11,
	}, out.Counts)
	assert.Equal(t, map[domain.InsightKey]map[string]struct{}{ref(domain.InsightOther): {"v1": {}}}, out.Visitors)
	assert.Len(t, b.Counts, 5, "the batch given is left as it was")
	assert.Contains(t, b.Visitors, ref("small.example"))

	roomy := groups[0]
	roomy.Bound = 3
	same := b.Fold(roomy, map[string]struct{}{"held.example": {}})
	assert.Equal(t, b.Counts, same.Counts, "room for both new keys: nothing folded")
}

// DropVisitors keeps the hashes the day holds and those that fit, drops
// the rest from every key of the day (their views stay), and leaves the
// batch it was given as it was.
func TestInsightBatchDropVisitors(t *testing.T) {
	site := domain.InsightKey{Day: "2026-11-28", Dimension: domain.DimSite}
	page := domain.InsightKey{Day: "2026-11-28", Dimension: domain.DimPage, Key: "/"}
	other := domain.InsightKey{Day: "2026-11-27", Dimension: domain.DimSite}
	b := domain.NewInsightBatch()
	b.VisitorsPerDay = 3
	b.Counts[site], b.Counts[page] = 4, 4
	b.Visitors[site] = map[string]struct{}{"a": {}, "b": {}, "c": {}, "d": {}}
	b.Visitors[page] = map[string]struct{}{"c": {}, "d": {}}
	b.Visitors[other] = map[string]struct{}{"z": {}}

	days := b.VisitorDays()
	assert.Equal(t, []domain.InsightVisitorDay{{Day: "2026-11-27", Hashes: []string{"z"}},
		{Day: "2026-11-28", Hashes: []string{"a", "b", "c", "d"}}}, days)
	out := b.DropVisitors(days[1], 2, map[string]struct{}{"a": {}})
	assert.Equal(t, map[domain.InsightKey]map[string]struct{}{
		site: {"a": {}, "b": {}}, page: nil, other: {"z": {}},
	}, map[domain.InsightKey]map[string]struct{}{site: out.Visitors[site], page: out.Visitors[page], other: out.Visitors[other]},
		"a is held, b takes the one place left, c and d are dropped")
	assert.Equal(t, b.Counts, out.Counts, "views stay")
	assert.Len(t, b.Visitors[site], 4, "the batch given is left as it was")
}
