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
