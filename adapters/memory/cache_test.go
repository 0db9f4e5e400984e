package memory_test

import (
	"context"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/cachetest"
	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/domain"
)

func TestCacheContract(t *testing.T) {
	cachetest.RunCacheContract(t, func(t *testing.T) domain.Cache {
		return memory.NewCache(memory.CacheConfig{})
	})
}

func TestCacheCapsEntriesPerRegion(t *testing.T) {
	ctx := context.Background()
	c := memory.NewCache(memory.CacheConfig{MaxEntriesPerRegion: 3})
	for i := range 10 {
		key := strconv.Itoa(i)
		_, _, tok, err := c.Lookup(ctx, domain.RegionMedia, key)
		require.NoError(t, err)
		require.NoError(t, c.Store(ctx, tok, key, domain.CacheEntry{Body: []byte(key)}))
		// The newest entry is always kept: eviction makes room for it.
		_, hit, _, _ := c.Lookup(ctx, domain.RegionMedia, key)
		assert.True(t, hit, "key %s", key)
	}
	hits := 0
	for i := range 10 {
		if _, hit, _, _ := c.Lookup(ctx, domain.RegionMedia, strconv.Itoa(i)); hit {
			hits++
		}
	}
	assert.Equal(t, 3, hits)
}

func TestCacheStoreCopiesBody(t *testing.T) {
	ctx := context.Background()
	c := memory.NewCache(memory.CacheConfig{})
	_, _, tok, _ := c.Lookup(ctx, domain.RegionMedia, "k")
	buf := []byte("original")
	require.NoError(t, c.Store(ctx, tok, "k", domain.CacheEntry{Body: buf}))
	copy(buf, "OVERWRIT") // the encoder reuses its buffer
	e, hit, _, _ := c.Lookup(ctx, domain.RegionMedia, "k")
	require.True(t, hit)
	assert.Equal(t, "original", string(e.Body))
}
