// Package cachetest is the one contract suite of domain.Cache: the
// in-process cache, the Redis cache and the PostgreSQL-coordinated cache
// all run it, so they cannot drift apart on the guarantees the public read
// path relies on (generations, the stale-set race, read-your-writes after
// Invalidate).
package cachetest

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// RunCacheContract checks that a cache behaves as domain.Cache documents.
// newCache is called once per subtest and must return an empty cache that
// shares nothing with the caches of other subtests.
func RunCacheContract(t *testing.T, newCache func(t *testing.T) domain.Cache) {
	t.Helper()
	tests := []struct {
		name string
		run  func(t *testing.T, c domain.Cache)
	}{
		{"MissStoreHit", testMissStoreHit},
		{"KeysAreIsolated", testKeysAreIsolated},
		{"RegionsAreIsolated", testRegionsAreIsolated},
		{"InvalidateDropsOnlyNamedRegions", testInvalidateDropsOnlyNamedRegions},
		{"InvalidateSeveralRegions", testInvalidateSeveralRegions},
		{"StaleStoreIsNeverServed", testStaleStoreIsNeverServed},
		{"StoreAfterInvalidateIsServed", testStoreAfterInvalidateIsServed},
		{"ConcurrentReadersAndWriter", func(t *testing.T, c domain.Cache) {
			runConcurrent(t, []domain.Cache{c}, c)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.run(t, newCache(t)) })
	}
}

// entry returns a distinct entry for a value, the way the app encodes one.
func entry(v string) domain.CacheEntry {
	return domain.CacheEntry{Body: []byte(`{"v":"` + v + `"}`), ETag: `"` + v + `"`}
}

// fill stores entry(v) under key the way the app does on a miss, and
// returns the token it used.
func fill(t *testing.T, c domain.Cache, region domain.CacheRegion, key, v string) domain.CacheToken {
	t.Helper()
	ctx := context.Background()
	_, hit, tok, err := c.Lookup(ctx, region, key)
	require.NoError(t, err)
	require.False(t, hit, "%s/%s must miss before it is filled", region, key)
	require.NoError(t, c.Store(ctx, tok, key, entry(v)))
	return tok
}

// assertHit checks that key holds entry(v).
func assertHit(t *testing.T, c domain.Cache, region domain.CacheRegion, key, v string) {
	t.Helper()
	e, hit, _, err := c.Lookup(context.Background(), region, key)
	require.NoError(t, err)
	if assert.True(t, hit, "%s/%s must hit", region, key) {
		assert.Equal(t, entry(v), e)
	}
}

// assertMiss checks that key holds nothing and returns the token to fill it.
func assertMiss(t *testing.T, c domain.Cache, region domain.CacheRegion, key string) domain.CacheToken {
	t.Helper()
	e, hit, tok, err := c.Lookup(context.Background(), region, key)
	require.NoError(t, err)
	assert.False(t, hit, "%s/%s must miss, got %q", region, key, e.Body)
	assert.Equal(t, region, tok.Region)
	return tok
}

func testMissStoreHit(t *testing.T, c domain.Cache) {
	fill(t, c, domain.RegionProjects, "/api/projects", "p1")
	assertHit(t, c, domain.RegionProjects, "/api/projects", "p1")
	// A second hit must be the same: the in-process layer serves it now.
	assertHit(t, c, domain.RegionProjects, "/api/projects", "p1")
}

func testKeysAreIsolated(t *testing.T, c domain.Cache) {
	fill(t, c, domain.RegionProjects, "/api/projects?category=a", "a")
	fill(t, c, domain.RegionProjects, "/api/projects?category=b", "b")
	assertHit(t, c, domain.RegionProjects, "/api/projects?category=a", "a")
	assertHit(t, c, domain.RegionProjects, "/api/projects?category=b", "b")
	assertMiss(t, c, domain.RegionProjects, "/api/projects?category=c")
}

func testRegionsAreIsolated(t *testing.T, c domain.Cache) {
	fill(t, c, domain.RegionMedia, "/api/list", "media")
	assertMiss(t, c, domain.RegionInvestments, "/api/list")
	fill(t, c, domain.RegionInvestments, "/api/list", "investments")
	assertHit(t, c, domain.RegionMedia, "/api/list", "media")
	assertHit(t, c, domain.RegionInvestments, "/api/list", "investments")
}

func testInvalidateDropsOnlyNamedRegions(t *testing.T, c domain.Cache) {
	fill(t, c, domain.RegionProjects, "k", "projects")
	fill(t, c, domain.RegionGallery, "k", "gallery")
	fill(t, c, domain.RegionLayouts, "k", "layouts")

	require.NoError(t, c.Invalidate(context.Background(), domain.RegionGallery))

	assertMiss(t, c, domain.RegionGallery, "k")
	assertHit(t, c, domain.RegionProjects, "k", "projects")
	assertHit(t, c, domain.RegionLayouts, "k", "layouts")
}

func testInvalidateSeveralRegions(t *testing.T, c domain.Cache) {
	for _, r := range domain.AllCacheRegions() {
		fill(t, c, r, "k1", string(r))
		fill(t, c, r, "k2", string(r))
	}
	require.NoError(t, c.Invalidate(context.Background(), domain.RegionProjects, domain.RegionGallery))
	for _, r := range domain.AllCacheRegions() {
		if r == domain.RegionProjects || r == domain.RegionGallery {
			assertMiss(t, c, r, "k1")
			assertMiss(t, c, r, "k2")
		} else {
			assertHit(t, c, r, "k1", string(r))
		}
	}
	// Invalidating nothing is allowed and changes nothing.
	require.NoError(t, c.Invalidate(context.Background()))
	assertHit(t, c, domain.RegionMedia, "k2", string(domain.RegionMedia))
}

// testStaleStoreIsNeverServed is the stale-set race: a reader misses, loads
// the old rows, a write commits and invalidates, and only then does the
// reader store what it loaded. That store must never be served.
func testStaleStoreIsNeverServed(t *testing.T, c domain.Cache) {
	ctx := context.Background()
	// A region never used before: its first token must be refused too.
	_, hit, stale, err := c.Lookup(ctx, domain.RegionCollaborations, "k")
	require.NoError(t, err)
	require.False(t, hit)

	require.NoError(t, c.Invalidate(ctx, domain.RegionCollaborations))
	require.NoError(t, c.Store(ctx, stale, "k", entry("old")))
	assertMiss(t, c, domain.RegionCollaborations, "k")

	// The same on a region that already holds entries, and twice in a row,
	// so a cache cannot pass by refusing only the first stale store.
	fill(t, c, domain.RegionCollaborations, "other", "fresh")
	for range 2 {
		stale = assertMiss(t, c, domain.RegionCollaborations, "k")
		require.NoError(t, c.Invalidate(ctx, domain.RegionCollaborations))
		require.NoError(t, c.Store(ctx, stale, "k", entry("old")))
		assertMiss(t, c, domain.RegionCollaborations, "k")
		assertMiss(t, c, domain.RegionCollaborations, "other")
	}
}

func testStoreAfterInvalidateIsServed(t *testing.T, c domain.Cache) {
	ctx := context.Background()
	fill(t, c, domain.RegionLayouts, "k", "v1")
	require.NoError(t, c.Invalidate(ctx, domain.RegionLayouts))
	tok := assertMiss(t, c, domain.RegionLayouts, "k")
	require.NoError(t, c.Store(ctx, tok, "k", entry("v2")))
	assertHit(t, c, domain.RegionLayouts, "k", "v2")
}
