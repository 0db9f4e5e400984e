package redis_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/redis"
	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/tcpproxy"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// Redis is killed and comes back from a snapshot older than a save that
// answered: its generation counter and the entry from before the save
// are back. Neither instance may serve that entry, from memory or from
// Redis, at any moment after the restart: an instance that lost its
// subscription serves nothing from either until every region moved to a
// new generation and every instance cleared its memory. The first answer
// each instance gives after the restart is checked, not only the state it
// settles in. (Before the fix, an instance that had no call fail during
// the outage read Redis as soon as it answered, and served the snapshot's
// entry until its subscriber, backing off, bumped the generations.)
func TestCacheRestartFromAnOlderSnapshot(t *testing.T) {
	ctx := context.Background()
	srv := testenv.StartRedis(t)
	cfg := redis.CacheConfig{
		KeyPrefix: "restart:", Timeout: testTimeout, InvalidateTimeout: testInvalidateTimeout,
		LocalMaxAge: time.Hour, Lease: 400 * time.Millisecond, Backoff: 200 * time.Millisecond,
	}
	admin := dialClient(t, srv.Addr(), "")
	saver := newCache(t, dialClient(t, srv.Addr(), ""), cfg, nil)
	reader := newCache(t, dialClient(t, srv.Addr(), ""), cfg, nil)

	put(t, saver, domain.RegionProjects, "k", "old")
	for _, c := range []*redis.Cache{saver, reader} {
		body, hit, _ := lookup(t, c, domain.RegionProjects, "k")
		require.True(t, hit)
		require.Equal(t, "old", body)
	}
	genKey := "restart:gen:" + string(domain.RegionProjects)
	oldGen, err := admin.Get(ctx, genKey).Result()
	require.NoError(t, err)
	require.NoError(t, admin.Save(ctx).Err(), "the snapshot Redis will come back from")

	// A save after the snapshot: acknowledged, the reader serves the new entry.
	require.NoError(t, saver.Invalidate(ctx, domain.RegionProjects))
	put(t, saver, domain.RegionProjects, "k", "new")
	body, hit, _ := lookup(t, reader, domain.RegionProjects, "k")
	require.True(t, hit)
	require.Equal(t, "new", body)

	srv.Kill()
	require.NoError(t, srv.Restart())
	oldEntry := `restart:entry:"` + string(domain.RegionProjects) + `":` + oldGen + ":k"
	n, err := admin.Exists(ctx, oldEntry).Result()
	require.NoError(t, err)
	require.EqualValues(t, 1, n, "the snapshot brought the entry from before the save back")

	for name, c := range map[string]*redis.Cache{"saver": saver, "reader": reader} {
		var first string
		require.Eventually(t, func() bool {
			body, hit, _, err := lookupRaw(c, domain.RegionProjects, "k")
			if err != nil {
				return false // down: the app reads the database
			}
			first = "(miss)"
			if hit {
				first = body
			}
			return true
		}, 20*time.Second, 5*time.Millisecond, "%s recovers", name)
		assert.NotEqual(t, "old", first, "%s served the snapshot's entry after the restart", name)
	}
	put(t, saver, domain.RegionProjects, "k", "after")
	body, hit, _ = lookup(t, reader, domain.RegionProjects, "k")
	assert.True(t, hit)
	assert.Equal(t, "after", body)
}

// A subscription that stops answering (Redis holds the connection, nothing
// comes through) ends the instance's lease on memory: a save on another
// instance cannot get its confirmation, waits out the lease, and from the
// moment it returned the stalled instance no longer serves the old entry
// from memory, though nothing told it (it asks Redis, which does not
// answer, so the app reads the database). Before the fix the save
// returned "did not confirm" after InvalidateTimeout and the stalled
// instance served the old entry for up to LocalMaxAge.
func TestCacheLeaseEndsWhenTheSubscriptionStalls(t *testing.T) {
	ctx := context.Background()
	admin := openClient(t)
	proxy := tcpproxy.Start(t, admin.Options().Addr)
	cfg := redis.CacheConfig{
		KeyPrefix: testPrefix(t, admin), Timeout: testTimeout, InvalidateTimeout: time.Second,
		LocalMaxAge: time.Hour, Lease: 1500 * time.Millisecond, Backoff: time.Hour,
	}
	saver := newCache(t, admin, cfg, nil)
	stalled := newCache(t, dialClient(t, proxy.Addr(), ""), cfg, nil)
	put(t, saver, domain.RegionMedia, "k", "old")
	body, hit, _ := lookup(t, stalled, domain.RegionMedia, "k")
	require.True(t, hit)
	require.Equal(t, "old", body)

	proxy.Stall()
	start := time.Now()
	require.NoError(t, saver.Invalidate(ctx, domain.RegionMedia), "the lease is waited out")
	assert.GreaterOrEqual(t, time.Since(start), cfg.Lease)
	body, hit, _, err := lookupRaw(stalled, domain.RegionMedia, "k")
	if err == nil {
		assert.False(t, hit && body == "old", "the stalled instance serves the old entry after the save returned")
	}
	require.NoError(t, proxy.Restore())
}

// lookupRaw is one Lookup with its error, for tests where an unavailable
// cache is an expected answer.
func lookupRaw(c *redis.Cache, r domain.CacheRegion, key string) (string, bool, domain.CacheToken, error) {
	e, hit, tok, err := c.Lookup(context.Background(), r, key)
	return string(e.Body), hit, tok, err
}
