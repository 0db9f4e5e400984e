package main

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	redisadapter "github.com/portfolio-site/portfolio/adapters/redis"
	"github.com/portfolio-site/portfolio/test/tcpproxy"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// restartSeeds is how many seeds TestCacheConsistencyRedisRestart runs
// unless PORTFOLIO_CONSISTENCY_SEED(S) says otherwise: each pays an outage
// (a save during it waits out the leases) and a recovery.
const restartSeeds = 4

// TestCacheConsistencyRedisRestart runs the consistency scenario (see
// TestCacheConsistency) on two instances sharing a redis-server of the
// test's own, reached through a loopback proxy, and breaks it in the
// middle of every seed's saves, while readers read on both instances:
//
//   - after the first save it snapshots Redis (SAVE);
//   - after the second, with every path just read on both instances (so
//     each holds every region in memory), Redis hangs (the proxy holds
//     every byte): the third and fourth saves cannot invalidate, and no
//     instance may serve its memory from before them once they were
//     acknowledged;
//   - after the fourth, Redis dies (SIGKILL, the held connections dropped);
//   - after the fifth (acknowledged while Redis was dead) it restarts on
//     the same port from the snapshot: generations and entries older than
//     saves that were acknowledged come back, and the last save races the
//     instances' recovery.
//
// No read that started after a save was acknowledged may show an older
// value; reads during the outage answer from the database.
//
// Replay one seed: PORTFOLIO_CONSISTENCY_SEED=3 go test -race -count=1
// -run TestCacheConsistencyRedisRestart ./cmd/portfolio.
func TestCacheConsistencyRedisRestart(t *testing.T) {
	requireBuiltSite(t)
	ctx := context.Background()
	seeds := consistencySeeds(t)
	if os.Getenv(envConsistencySeed) == "" && os.Getenv(envConsistencySeeds) == "" {
		seeds = seeds[:restartSeeds]
	}
	srv := testenv.StartRedis(t)
	proxy := tcpproxy.Start(t, srv.Addr())
	// Memory is kept as long as the subscription vouches for it: nothing
	// but the lease and the outage episodes stands between a save and a
	// stale read from memory.
	s := newConsistencyStack(t, "redis://"+proxy.Addr()+"/0", realRedisCache, "PORTFOLIO_CACHE_LOCAL_MAX_AGE=1h")
	admin, closeAdmin, err := redisadapter.Open(srv.URL())
	require.NoError(t, err)
	t.Cleanup(closeAdmin)
	s.fault = func(t *testing.T, save int) {
		switch save {
		case 0:
			require.NoError(t, admin.Save(ctx).Err(), "snapshot")
		case 1:
			// Every path read on both instances first: each holds every
			// region in memory when Redis hangs, the regions the next
			// saves change included.
			for _, in := range s.instances {
				for _, p := range s.paths {
					_, err := s.read(in, in.client, p)
					require.NoError(t, err)
				}
			}
			proxy.Stall()
		case 3:
			proxy.Refuse()
			srv.Kill()
		case 4:
			require.NoError(t, srv.Restart())
			require.NoError(t, proxy.Restore())
		}
	}

	start := time.Now()
	saves, reads := 0, 0
	for _, seed := range seeds {
		// Each seed starts with both caches serving again, so that each
		// kills a Redis the instances use, memory layers included.
		for _, in := range s.instances {
			waitForCacheServing(t, in)
		}
		rep := s.runSeed(t, seed)
		saves, reads = saves+rep.saves, reads+rep.reads
		if rep.stale() > 0 {
			t.Errorf("seed %d: %d stale reads while saving, %d after; first:\n  %s\nreplay: %s=%d go test -race -count=1 -run TestCacheConsistencyRedisRestart ./cmd/portfolio",
				seed, rep.during, rep.after, strings.Join(rep.examples, "\n  "), envConsistencySeed, seed)
		}
	}
	t.Logf("%d seeds with a Redis kill and restart, %d saves, %d public reads checked, 0 stale allowed, in %s",
		len(seeds), saves, reads, time.Since(start).Round(time.Millisecond))
}

// waitForCacheServing waits until the instance's cache serves again after
// an outage (it recovers by itself once Redis answers).
func waitForCacheServing(t *testing.T, in *consistencyInstance) {
	t.Helper()
	ch, ok := in.app.Cache.(cacheChecker)
	require.True(t, ok, "the cache of %s reports its state", in.name)
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		assert.NoError(c, ch.Check(context.Background()))
	}, 30*time.Second, 20*time.Millisecond, "the cache of %s serves again", in.name)
}
