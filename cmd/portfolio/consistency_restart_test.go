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
	"github.com/portfolio-site/portfolio/test/testenv"
)

// restartSeeds is how many seeds TestCacheConsistencyRedisRestart runs
// unless PORTFOLIO_CONSISTENCY_SEED(S) says otherwise: each pays an outage
// (a save during it waits out the leases) and a recovery.
const restartSeeds = 4

// TestCacheConsistencyRedisRestart runs the consistency scenario (see
// TestCacheConsistency) on two instances sharing a redis-server of the
// test's own, which every seed kills (SIGKILL) in the middle of the saves
// and restarts on the same port from a snapshot taken after the seed's
// first save: the Redis that comes back holds generations and entries
// older than saves that were acknowledged. After the first save the test
// snapshots, after the third it kills, after the fourth (acknowledged
// while Redis was dead) it restarts, and the last two race the instances'
// recovery; the readers read on both instances throughout. No read that
// started after a save was acknowledged may show an older value, during
// the outage, the restart or after; reads during the outage answer from
// the database.
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
	s := newConsistencyStack(t, srv.URL(), realRedisCache)
	admin, closeAdmin, err := redisadapter.Open(srv.URL())
	require.NoError(t, err)
	t.Cleanup(closeAdmin)
	s.fault = func(t *testing.T, save int) {
		switch save {
		case 0:
			require.NoError(t, admin.Save(ctx).Err(), "snapshot")
		case 2:
			srv.Kill()
		case 3:
			require.NoError(t, srv.Restart())
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
