package redis_test

import (
	"context"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"

	"github.com/portfolio-site/portfolio/adapters/redis"
	"github.com/portfolio-site/portfolio/domain"
)

const (
	msgDown      = "redis cache unavailable; serving from the database"
	msgRecovered = "redis cache recovered"
)

// TestCacheOutage cuts one instance off Redis (a proxy that stops answering)
// while another keeps it, and checks what the app relies on: errors come
// fast so it can read the database, each episode is logged once, and after
// recovery no entry from before the outage is served by either instance,
// including one whose invalidation failed during the outage.
func TestCacheOutage(t *testing.T) {
	ctx := context.Background()
	admin := openClient(t)
	p := startProxy(t, admin.Options().Addr)
	client := dialClient(t, func(o *goredis.Options) { o.Addr = p.addr() })
	core, logs := observer.New(zapcore.InfoLevel)
	cfg := redis.CacheConfig{
		KeyPrefix:         testPrefix(t, admin),
		Timeout:           100 * time.Millisecond,
		Backoff:           300 * time.Millisecond,
		LocalMaxAge:       time.Hour, // only the outage handling may clear memory
		InvalidateTimeout: testInvalidateTimeout,
	}
	c := newCache(t, client, cfg, zap.New(core))
	other := newCache(t, admin, cfg, nil)

	put(t, c, domain.RegionProjects, "k", "before")
	put(t, c, domain.RegionMedia, "k", "before")
	for _, inst := range []*redis.Cache{c, other} {
		for _, r := range []domain.CacheRegion{domain.RegionProjects, domain.RegionMedia} {
			body, hit, _ := lookup(t, inst, r, "k")
			require.True(t, hit)
			require.Equal(t, "before", body)
		}
	}

	p.setBlocked(true)
	waitForOutage(t, c, cfg.Timeout)

	// During the backoff every call fails fast, without touching Redis.
	start := time.Now()
	for range 50 {
		_, _, _, err := c.Lookup(ctx, domain.RegionProjects, "k")
		require.Error(t, err)
	}
	// A write during the outage: its invalidation cannot reach Redis.
	assert.Error(t, c.Invalidate(ctx, domain.RegionProjects))
	assert.Error(t, c.Store(ctx, domain.CacheToken{Region: domain.RegionProjects, Generation: 1}, "k", domain.CacheEntry{}))
	assert.Less(t, time.Since(start), 100*time.Millisecond, "calls during the backoff must fail fast")
	// An instance that is down does not hold up the others' invalidations.
	require.NoError(t, other.Invalidate(ctx, domain.RegionGallery))

	// A probe after the backoff fails again: still one log line.
	time.Sleep(cfg.Backoff + 50*time.Millisecond)
	_, _, _, err := c.Lookup(ctx, domain.RegionProjects, "k")
	require.Error(t, err)
	assert.Equal(t, 1, logs.FilterMessage(msgDown).Len(), "one warning per episode")
	assert.Zero(t, logs.FilterMessage(msgRecovered).Len())

	p.setBlocked(false)
	waitForRecovery(t, c)
	assert.Equal(t, 1, logs.FilterMessage(msgDown).Len())
	assert.Equal(t, 1, logs.FilterMessage(msgRecovered).Len(), "one info per recovery")
	for _, r := range []domain.CacheRegion{domain.RegionProjects, domain.RegionMedia} {
		body, hit, _ := lookup(t, c, r, "k")
		assert.False(t, hit, "%s: pre-outage entry %q served after recovery", r, body)
		// The recovery waited for the other instance to clear its memory.
		body, hit, _ = lookup(t, other, r, "k")
		assert.False(t, hit, "%s: pre-outage entry %q served by the other instance", r, body)
	}
	put(t, c, domain.RegionProjects, "k", "after")
	body, hit, _ := lookup(t, other, domain.RegionProjects, "k")
	assert.True(t, hit)
	assert.Equal(t, "after", body)

	// A second episode is logged again, once.
	p.setBlocked(true)
	waitForOutage(t, c, cfg.Timeout)
	p.setBlocked(false)
	waitForRecovery(t, c)
	assert.Equal(t, 2, logs.FilterMessage(msgDown).Len())
	assert.Equal(t, 2, logs.FilterMessage(msgRecovered).Len())
}

// waitForOutage looks up until c notices the outage, and checks that the
// failing call took about one timeout and says the cache is unavailable.
// Until c notices (its subscription drops), it may serve from memory.
func waitForOutage(t *testing.T, c *redis.Cache, timeout time.Duration) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		start := time.Now()
		_, _, _, err := c.Lookup(context.Background(), domain.RegionProjects, "k")
		if err != nil {
			assert.Less(t, time.Since(start), timeout+400*time.Millisecond, "the first failure must come within the timeout")
			assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(err), "%v", err)
			return
		}
		require.True(t, time.Now().Before(deadline), "outage not noticed")
		time.Sleep(5 * time.Millisecond)
	}
}

// waitForRecovery looks up until c answers again.
func waitForRecovery(t *testing.T, c *redis.Cache) {
	t.Helper()
	require.Eventually(t, func() bool {
		_, _, _, err := c.Lookup(context.Background(), domain.RegionLayouts, "probe")
		return err == nil
	}, 5*time.Second, 20*time.Millisecond)
}
