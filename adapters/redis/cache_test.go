package redis_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"

	"github.com/portfolio-site/portfolio/adapters/cachetest"
	"github.com/portfolio-site/portfolio/adapters/redis"
	"github.com/portfolio-site/portfolio/domain"
)

// The machine running the tests may be loaded (-race, shared cores, other
// packages compiling), so round trips and acks get more time than the
// production defaults in the contract tests; the outage tests keep the
// production timeout, since its bound is what they check.
const (
	testInvalidateTimeout = 2 * time.Second
	testTimeout           = time.Second
)

func TestCacheContract(t *testing.T) {
	client := openClient(t)
	cachetest.RunCacheContract(t, func(t *testing.T) domain.Cache {
		cfg := redis.CacheConfig{KeyPrefix: testPrefix(t, client), InvalidateTimeout: testInvalidateTimeout, Timeout: testTimeout}
		return newCache(t, client, cfg, nil)
	})
}

// Two instances, each with its own client (its own connections), as two
// servers sharing one Redis.
func TestSharedCacheContract(t *testing.T) {
	ca, cb := openClient(t), openClient(t)
	cachetest.RunSharedCacheContract(t, func(t *testing.T) (domain.Cache, domain.Cache) {
		cfg := redis.CacheConfig{KeyPrefix: testPrefix(t, ca), InvalidateTimeout: testInvalidateTimeout, Timeout: testTimeout}
		return newCache(t, ca, cfg, nil), newCache(t, cb, cfg, nil)
	})
}

func TestNewCacheRejectsMissingDependencies(t *testing.T) {
	log := zap.NewNop()
	_, _, err := redis.NewCache(nil, redis.CacheConfig{}, log)
	assert.Error(t, err)
	noDeadlines := goredis.NewClient(&goredis.Options{Addr: "127.0.0.1:1"})
	defer func() { _ = noDeadlines.Close() }()
	_, _, err = redis.NewCache(noDeadlines, redis.CacheConfig{}, log)
	assert.ErrorContains(t, err, "ContextTimeoutEnabled")
	_, _, err = redis.NewCache(openClient(t), redis.CacheConfig{}, nil)
	assert.Error(t, err)
}

// countHook counts the commands a client sends.
type countHook struct{ n atomic.Int64 }

func (h *countHook) DialHook(next goredis.DialHook) goredis.DialHook { return next }

func (h *countHook) ProcessHook(next goredis.ProcessHook) goredis.ProcessHook {
	return func(ctx context.Context, cmd goredis.Cmder) error {
		h.n.Add(1)
		return next(ctx, cmd)
	}
}

func (h *countHook) ProcessPipelineHook(next goredis.ProcessPipelineHook) goredis.ProcessPipelineHook {
	return func(ctx context.Context, cmds []goredis.Cmder) error {
		h.n.Add(int64(len(cmds)))
		return next(ctx, cmds)
	}
}

// lookup is a Lookup that must not fail.
func lookup(t *testing.T, c domain.Cache, region domain.CacheRegion, key string) (string, bool, domain.CacheToken) {
	t.Helper()
	e, hit, tok, err := c.Lookup(context.Background(), region, key)
	require.NoError(t, err)
	return string(e.Body), hit, tok
}

// put fills key with body after a miss.
func put(t *testing.T, c domain.Cache, region domain.CacheRegion, key, body string) {
	t.Helper()
	_, hit, tok := lookup(t, c, region, key)
	require.False(t, hit)
	require.NoError(t, c.Store(context.Background(), tok, key, domain.CacheEntry{Body: []byte(body), ETag: `"` + body + `"`}))
}

// A hit is served from memory: no round trip, until LocalMaxAge asks Redis
// for the generation once.
func TestCacheHitNeedsNoRoundTrip(t *testing.T) {
	client := openClient(t)
	hook := &countHook{}
	client.AddHook(hook)
	maxAge := 500 * time.Millisecond
	c := newCache(t, client, redis.CacheConfig{KeyPrefix: testPrefix(t, client), LocalMaxAge: maxAge}, nil)
	put(t, c, domain.RegionProjects, "k", "v")

	before := hook.n.Load()
	for range 1000 {
		body, hit, _ := lookup(t, c, domain.RegionProjects, "k")
		require.True(t, hit)
		require.Equal(t, "v", body)
	}
	assert.Equal(t, before, hook.n.Load(), "hits must not touch Redis")

	time.Sleep(maxAge + 50*time.Millisecond)
	for range 10 {
		_, hit, _ := lookup(t, c, domain.RegionProjects, "k")
		require.True(t, hit)
	}
	assert.Equal(t, before+1, hook.n.Load(), "one revalidation per region and max age")
}

// If an invalidation message is lost, the instance serves the old entry for
// at most LocalMaxAge: this is the documented bound, not the normal case.
func TestCacheLostMessageIsBoundedByMaxAge(t *testing.T) {
	client := openClient(t)
	prefix := testPrefix(t, client)
	c := newCache(t, client, redis.CacheConfig{KeyPrefix: prefix, LocalMaxAge: time.Second}, nil)
	put(t, c, domain.RegionProjects, "k", "old")
	_, hit, _ := lookup(t, c, domain.RegionProjects, "k")
	require.True(t, hit)

	// A generation bump that nobody announces.
	require.NoError(t, client.Incr(context.Background(), prefix+"gen:"+string(domain.RegionProjects)).Err())
	start := time.Now()
	require.Eventually(t, func() bool {
		_, hit, _ := lookup(t, c, domain.RegionProjects, "k")
		return !hit
	}, 3*time.Second, 10*time.Millisecond)
	assert.Less(t, time.Since(start), time.Second+500*time.Millisecond)
}

// An instance other than a cache (say redis-cli SUBSCRIBE) never confirms:
// Invalidate waits out the lease such an instance would have on its
// memory (from its publish, so at least Lease), then reports success, and
// logs what it waited for. Redis is right all the same.
func TestCacheInvalidateWaitsOutTheLeaseOfUnconfirmedInstances(t *testing.T) {
	client := openClient(t)
	prefix := testPrefix(t, client)
	core, logs := observer.New(zapcore.InfoLevel)
	// The lease outlasts the wait for acks, so the wait for it shows.
	cfg := redis.CacheConfig{KeyPrefix: prefix, Timeout: testTimeout, InvalidateTimeout: time.Second, Lease: 1500 * time.Millisecond}
	c := newCache(t, client, cfg, zap.New(core))
	put(t, c, domain.RegionMedia, "k", "old")

	ctx := context.Background()
	mute := client.Subscribe(ctx, prefix+"invalidations")
	defer func() { _ = mute.Close() }()
	_, err := mute.Receive(ctx) // the subscription confirmation
	require.NoError(t, err)

	start := time.Now()
	require.NoError(t, c.Invalidate(ctx, domain.RegionMedia))
	assert.GreaterOrEqual(t, time.Since(start), cfg.Lease, "returned before the silent instance's lease ran out")
	assert.Equal(t, 1, logs.FilterMessage(msgUnconfirmed).Len())
	_, hit, _ := lookup(t, c, domain.RegionMedia, "k")
	assert.False(t, hit)
}

// When the subscription drops (here: killed by the server), the memory is
// cleared and, since Redis may have restarted from an old snapshot, the
// instance serves neither memory nor Redis until every region moved to a
// new generation (TestCacheRestartFromAnOlderSnapshot kills Redis itself).
func TestCacheResubscribeForgetsEverything(t *testing.T) {
	admin := openClient(t)
	name := strings.ReplaceAll(testPrefix(t, admin), ":", "-")
	client := dialClient(t, "", name)
	c := newCache(t, client, redis.CacheConfig{KeyPrefix: testPrefix(t, admin), LocalMaxAge: time.Hour}, nil)
	put(t, c, domain.RegionLayouts, "k", "old")

	ctx := context.Background()
	list, err := admin.Do(ctx, "client", "list", "type", "pubsub").Text()
	require.NoError(t, err)
	killed := 0
	for _, line := range strings.Split(list, "\n") {
		if !strings.Contains(line, " name="+name+" ") {
			continue
		}
		id, _, _ := strings.Cut(strings.TrimPrefix(line, "id="), " ")
		require.NoError(t, admin.Do(ctx, "client", "kill", "id", id).Err())
		killed++
	}
	require.Equal(t, 1, killed, "the cache's subscription connection:\n%s", list)

	// Until it recovered, a Lookup answers unavailable (the app reads the
	// database) or, before the subscriber noticed, what memory held; the
	// first answer after the recovery is a miss.
	require.Eventually(t, func() bool {
		_, hit, _, err := lookupRaw(c, domain.RegionLayouts, "k")
		return err == nil && !hit
	}, 10*time.Second, 10*time.Millisecond)
}
