package redis_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"

	"github.com/portfolio-site/portfolio/adapters/redis"
	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/tcpproxy"
)

const (
	msgUnconfirmed = "redis cache: an invalidation was not confirmed in time; waited out the lease of the instances that missed it"
	msgDown        = "redis cache unavailable; serving from the database"
	msgDownStart   = "redis cache unavailable at start; serving from the database until it answers"
	msgRecovered   = "redis cache recovered"
)

// faultInvalidateTimeout is the production default: the outage tests
// check what a write pays to a Redis that fails.
const faultInvalidateTimeout = 500 * time.Millisecond

// faultLease is shorter than the production default (1s), to keep the
// tests short: a write that meets an outage waits out the other
// instances' leases, until 1.5 Lease after Redis was first seen failing.
const faultLease = 400 * time.Millisecond

// writeBound is what the first write that meets an outage may take: its
// round trips within InvalidateTimeout, then the wait for the leases, and
// the scheduling slack of a loaded machine; laterWriteBound is the same
// for the writes after a failed one: their round trips get one Timeout,
// and the leases have run out.
const (
	writeBound      = faultInvalidateTimeout + faultLease*3/2 + 150*time.Millisecond
	laterWriteBound = 100*time.Millisecond + 150*time.Millisecond
)

// outage is one way Redis can fail, played by the proxy.
type outage struct {
	name  string
	start func(p *tcpproxy.Proxy)
	// held says Redis still holds the cut-off instance's connections (the
	// proxy keeps them open), so it still counts its subscription.
	held bool
}

// outages are a stopped Redis (connections refused, the open ones reset)
// and a hung one (connections accepted and held, nothing answered), which
// is worse for a client: only its deadlines get it out.
var outages = []outage{
	{name: "refused", start: (*tcpproxy.Proxy).Refuse},
	{name: "hung", start: (*tcpproxy.Proxy).Stall, held: true},
}

// faultCache is a cache reaching the test Redis through a proxy the test
// cuts or stalls, and another instance of the same prefix reaching it
// directly, as a second server that keeps Redis.
type faultCache struct {
	proxy *tcpproxy.Proxy
	c     *redis.Cache
	other *redis.Cache
	cfg   redis.CacheConfig
	logs  *observer.ObservedLogs
}

func newFaultCache(t *testing.T, before func(p *tcpproxy.Proxy)) *faultCache {
	t.Helper()
	admin := openClient(t)
	f := &faultCache{proxy: tcpproxy.Start(t, admin.Options().Addr)}
	if before != nil {
		before(f.proxy)
	}
	core, logs := observer.New(zapcore.InfoLevel)
	f.logs = logs
	f.cfg = redis.CacheConfig{
		KeyPrefix:         testPrefix(t, admin),
		Timeout:           100 * time.Millisecond,
		Backoff:           300 * time.Millisecond,
		LocalMaxAge:       time.Hour, // only the outage handling may clear memory
		InvalidateTimeout: faultInvalidateTimeout,
		Lease:             faultLease,
	}
	f.other = newCache(t, admin, f.cfg, nil)
	client := dialClient(t, f.proxy.Addr(), "")
	f.c = newCache(t, client, f.cfg, zap.New(core))
	return f
}

// TestCacheOutage cuts one instance off Redis while another keeps it, and
// checks what the app relies on: errors come fast so it can read the
// database, each episode is logged once, and after recovery no entry from
// before the outage is served by either instance, including one whose
// invalidation failed during the outage.
func TestCacheOutage(t *testing.T) {
	for _, o := range outages {
		t.Run(o.name, func(t *testing.T) { testCacheOutage(t, o) })
	}
}

func testCacheOutage(t *testing.T, o outage) {
	ctx := context.Background()
	f := newFaultCache(t, nil)
	c, other, cfg, logs := f.c, f.other, f.cfg, f.logs

	put(t, c, domain.RegionProjects, "k", "before")
	put(t, c, domain.RegionMedia, "k", "before")
	for _, inst := range []*redis.Cache{c, other} {
		for _, r := range []domain.CacheRegion{domain.RegionProjects, domain.RegionMedia} {
			body, hit, _ := lookup(t, inst, r, "k")
			require.True(t, hit)
			require.Equal(t, "before", body)
		}
	}

	o.start(f.proxy)
	waitForOutage(t, c, cfg.Timeout)

	// During the backoff reads fail fast, without touching Redis.
	start := time.Now()
	for range 50 {
		_, _, _, err := c.Lookup(ctx, domain.RegionProjects, "k")
		require.Error(t, err)
	}
	assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(
		c.Store(ctx, domain.CacheToken{Region: domain.RegionProjects, Generation: 1}, "k", domain.CacheEntry{})))
	assert.Less(t, time.Since(start), 100*time.Millisecond, "reads during the backoff must fail fast")
	// A write during the outage: its invalidation still tries Redis (the
	// outage could be this instance's alone), cannot reach it, waits out
	// the other instances' leases, and the writes after it try for one
	// Timeout only.
	start = time.Now()
	assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(c.Invalidate(ctx, domain.RegionProjects)))
	assert.Less(t, time.Since(start), writeBound, "a write waits InvalidateTimeout and the leases at most")
	start = time.Now()
	assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(c.Invalidate(ctx, domain.RegionMedia)))
	assert.Less(t, time.Since(start), laterWriteBound, "the writes after a failed one wait one Timeout at most")
	// An instance that is down does not hold up the others' invalidations,
	// unless Redis still holds its subscription: then they wait out its
	// lease (it has cleared its memory all the same).
	start = time.Now()
	require.NoError(t, other.Invalidate(ctx, domain.RegionGallery))
	if o.held {
		assert.GreaterOrEqual(t, time.Since(start), cfg.Lease, "the held instance's lease is waited out")
	}

	// Past the backoff a call still fails at once: the probe it starts
	// runs in the background. It fails too: still one log line.
	time.Sleep(cfg.Backoff + 50*time.Millisecond)
	start = time.Now()
	_, _, _, err := c.Lookup(ctx, domain.RegionProjects, "k")
	require.Error(t, err)
	assert.Less(t, time.Since(start), 50*time.Millisecond, "no request waits for the probe")
	time.Sleep(3 * cfg.Timeout) // let the probe fail
	assert.Equal(t, 1, logs.FilterMessage(msgDown).Len(), "one warning per episode")
	assert.Zero(t, logs.FilterMessage(msgRecovered).Len())

	require.NoError(t, f.proxy.Restore())
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
	o.start(f.proxy)
	waitForOutage(t, c, cfg.Timeout)
	require.NoError(t, f.proxy.Restore())
	waitForRecovery(t, c)
	assert.Equal(t, 2, logs.FilterMessage(msgDown).Len())
	assert.Equal(t, 2, logs.FilterMessage(msgRecovered).Len())
}

// A cache created while Redis is down starts at once, degraded: reads fail
// fast, a write made meanwhile cannot invalidate (it tries, within
// InvalidateTimeout, then writes fail fast too), and once Redis answers
// the cache recovers by itself, without serving what Redis held from
// before (here: an entry another instance stored, which the write made
// stale).
func TestCacheStartsWithoutRedis(t *testing.T) {
	for _, o := range outages {
		t.Run(o.name, func(t *testing.T) {
			ctx := context.Background()
			start := time.Now()
			var f *faultCache
			f = newFaultCache(t, func(p *tcpproxy.Proxy) { o.start(p) })
			assert.Less(t, time.Since(start), time.Second, "NewCache must not wait for Redis")
			put(t, f.other, domain.RegionCollaborations, "k", "before")
			assert.Equal(t, 1, f.logs.FilterMessage(msgDownStart).Len())

			start = time.Now()
			_, _, _, err := f.c.Lookup(ctx, domain.RegionCollaborations, "k")
			assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(err), "%v", err)
			assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(f.c.Check(ctx)))
			assert.Less(t, time.Since(start), 50*time.Millisecond, "a cache that starts down fails fast")
			start = time.Now()
			assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(f.c.Invalidate(ctx, domain.RegionCollaborations)))
			assert.Less(t, time.Since(start), writeBound, "a write waits InvalidateTimeout and the leases at most")

			require.NoError(t, f.proxy.Restore())
			require.Eventually(t, func() bool { return f.c.Check(ctx) == nil }, 10*time.Second, 20*time.Millisecond,
				"the cache recovers when Redis answers")
			assert.Equal(t, 1, f.logs.FilterMessage(msgRecovered).Len())
			for name, inst := range map[string]*redis.Cache{"degraded": f.c, "other": f.other} {
				body, hit, _ := lookup(t, inst, domain.RegionCollaborations, "k")
				assert.False(t, hit, "%s instance serves %q, written before the outage's write", name, body)
			}
			put(t, f.c, domain.RegionCollaborations, "k", "after")
			body, hit, _ := lookup(t, f.other, domain.RegionCollaborations, "k")
			assert.True(t, hit)
			assert.Equal(t, "after", body)
		})
	}
}

// What one public read pays to a Redis that fails: a Lookup, and a Store
// after it when the Lookup worked, each within Timeout; once the outage is
// known, nothing. An admin write pays InvalidateTimeout for its
// invalidation and the wait for the other instances' leases at most, and
// one Timeout once a write failed.
func TestCacheOutageLatencyBound(t *testing.T) {
	const bound = 250 * time.Millisecond
	for _, o := range outages {
		t.Run(o.name, func(t *testing.T) {
			ctx := context.Background()
			f := newFaultCache(t, nil)
			c := f.c
			// A read whose Lookup worked just before Redis failed: its Store
			// is the one that fails.
			_, _, tok, err := c.Lookup(ctx, domain.RegionMedia, "k")
			require.NoError(t, err)
			o.start(f.proxy)
			start := time.Now()
			err = c.Store(ctx, tok, "k", domain.CacheEntry{Body: []byte("v")})
			assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(err), "%v", err)
			assert.Less(t, time.Since(start), bound)
			t.Logf("%s: failing Store took %s", o.name, time.Since(start).Round(time.Millisecond))

			// Reads after the outage is known, including ones that fall due
			// for a probe, pay nothing.
			var worst time.Duration
			for deadline := time.Now().Add(2 * f.cfg.Backoff); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
				start := time.Now()
				_, _, tok, err := c.Lookup(ctx, domain.RegionMedia, "k")
				require.Error(t, err)
				_ = c.Store(ctx, tok, "k", domain.CacheEntry{Body: []byte("v")}) // what the app skips; free anyway
				worst = max(worst, time.Since(start))
			}
			assert.Less(t, worst, 50*time.Millisecond)
			t.Logf("%s: slowest read during the outage %s", o.name, worst.Round(time.Microsecond))

			require.NoError(t, f.proxy.Restore())
			waitForRecovery(t, c)

			// An admin write: the first invalidation to meet the outage pays
			// InvalidateTimeout and the wait for the leases at most, the next
			// ones one Timeout at most (they still try: Redis may be back
			// before the probe knows; the leases have run out).
			o.start(f.proxy)
			start = time.Now()
			err = c.Invalidate(ctx, domain.RegionMedia)
			first := time.Since(start)
			assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(err), "%v", err)
			assert.Less(t, first, writeBound, "the first write waits InvalidateTimeout and the leases at most")
			start = time.Now()
			for range 10 {
				assert.Error(t, c.Invalidate(ctx, domain.RegionMedia))
			}
			assert.Less(t, time.Since(start), 10*(f.cfg.Timeout+50*time.Millisecond), "writes after the first failure wait one Timeout at most")
			t.Logf("%s: first failing Invalidate took %s, the next ten %s", o.name,
				first.Round(time.Millisecond), time.Since(start).Round(time.Microsecond))
		})
	}
}

// waitForOutage looks up until c notices the outage, and checks that the
// failing call took about one timeout and says the cache is unavailable.
// Until c notices (its subscription drops), it may serve from memory.
func waitForOutage(t *testing.T, c *redis.Cache, timeout time.Duration) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		start := time.Now()
		_, _, _, err := c.Lookup(context.Background(), domain.RegionProjects, "k")
		if err != nil {
			assert.Less(t, time.Since(start), timeout+150*time.Millisecond, "the first failure must come within the timeout")
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
	}, 10*time.Second, 20*time.Millisecond)
}
