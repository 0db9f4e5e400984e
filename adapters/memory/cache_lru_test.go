package memory_test

import (
	"context"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/domain"
)

// The least recently used key goes first, and a hit counts as a use.
func TestLRUEvictsLeastRecentlyUsed(t *testing.T) {
	l := memory.NewLRU[string](3)
	l.Put("a", "A")
	l.Put("b", "B")
	l.Put("c", "C")
	_, ok := l.Get("a") // a is now more recent than b and c
	require.True(t, ok)
	l.Put("d", "D")
	_, ok = l.Get("b")
	assert.False(t, ok, "b was the least recently used")
	for _, k := range []string{"a", "c", "d"} {
		_, ok := l.Get(k)
		assert.True(t, ok, k)
	}
	// The Gets above made c the oldest (a, c, d in that order); updating c
	// refreshes it, so a goes next.
	l.Put("c", "C2")
	l.Put("e", "E")
	_, ok = l.Get("a")
	assert.False(t, ok, "a was the least recently used")
	v, ok := l.Get("c")
	assert.True(t, ok)
	assert.Equal(t, "C2", v)
	assert.Equal(t, 3, l.Len())
}

// Past the sample size eviction is approximate, but the bound is exact.
func TestLRUStaysBounded(t *testing.T) {
	l := memory.NewLRU[int](100)
	for i := range 10_000 {
		l.Put(strconv.Itoa(i), i)
		if i%3 == 0 {
			l.Get(strconv.Itoa(i / 2))
		}
	}
	assert.Equal(t, 100, l.Len())
	_, ok := l.Get("9999")
	assert.True(t, ok, "the newest entry is kept")
}

// The cache keeps the entries a region's readers use.
func TestCacheEvictsLeastRecentlyUsedPerRegion(t *testing.T) {
	ctx := context.Background()
	c := memory.NewCache(memory.CacheConfig{MaxEntriesPerRegion: 2})
	store := func(region domain.CacheRegion, key string) {
		_, _, tok, err := c.Lookup(ctx, region, key)
		require.NoError(t, err)
		require.NoError(t, c.Store(ctx, tok, key, domain.CacheEntry{Body: []byte(key)}))
	}
	hit := func(region domain.CacheRegion, key string) bool {
		_, hit, _, err := c.Lookup(ctx, region, key)
		require.NoError(t, err)
		return hit
	}
	store(domain.RegionMedia, "hot")
	store(domain.RegionMedia, "cold")
	require.True(t, hit(domain.RegionMedia, "hot"))
	store(domain.RegionMedia, "new")
	assert.True(t, hit(domain.RegionMedia, "hot"))
	assert.False(t, hit(domain.RegionMedia, "cold"))
	assert.True(t, hit(domain.RegionMedia, "new"))
	// Another region has its own cap.
	store(domain.RegionProjects, "x")
	store(domain.RegionProjects, "y")
	assert.True(t, hit(domain.RegionMedia, "hot"))
	assert.True(t, hit(domain.RegionProjects, "x"))
}
