package main

import (
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/frontend"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// Environment variables of the consistency test: replay one seed, or run
// more of them.
const (
	envConsistencySeed  = "PORTFOLIO_CONSISTENCY_SEED"
	envConsistencySeeds = "PORTFOLIO_CONSISTENCY_SEEDS"
)

// The size of one seed's run, chosen so that the whole test (two shapes,
// 20 seeds each on the real caches, the controls until they made their
// point) takes about a minute under -race on a loaded 2-core machine:
// most of it goes to rendering the pages again after each save.
const (
	consistencySaves   = 6 // the admin's saves, one after the other
	consistencyReaders = 8 // reader goroutines, spread over both instances
	consistencyRounds  = 2 // rounds of every read on every instance after the saves
)

// TestCacheConsistency runs two whole instances on one PostgreSQL database,
// with the shared Redis cache and again with pgcache alone: an admin saves
// through the first while readers on both read every cached public path
// (JSON and server-rendered pages), with a seeded pause widening the window
// between a miss's database read and its Store. No read that started after
// a save was acknowledged may show an older value, and once the saves
// stop every read on every instance shows the last one.
//
// The control runs the same scenario, seed after seed, on a naive
// delete-on-write cache (Redis without generations; a map per instance
// that only its own saves clear) until it found stale reads on three
// seeds: if it finds none, the scenario proves nothing, and the test
// fails.
//
// Replay one seed: PORTFOLIO_CONSISTENCY_SEED=7 go test -race -count=1
// -run 'TestCacheConsistency/redis/real' ./cmd/portfolio (or postgres);
// PORTFOLIO_CONSISTENCY_SEEDS=200 runs seeds 1 to 200.
func TestCacheConsistency(t *testing.T) {
	requireBuiltSite(t)
	seeds := consistencySeeds(t)
	// The shapes run side by side: most of a seed is spent waiting (for
	// the database, Redis, the pauses), not computing.
	t.Run("redis", func(t *testing.T) {
		t.Parallel()
		redisURL := testenv.RedisURL(t)
		t.Run("real", func(t *testing.T) { consistencyReal(t, "redis", seeds, redisURL, realRedisCache) })
		t.Run("control", func(t *testing.T) { consistencyControl(t, seeds, redisURL, naiveRedis) })
	})
	t.Run("postgres", func(t *testing.T) {
		t.Parallel()
		t.Run("real", func(t *testing.T) { consistencyReal(t, "postgres", seeds, "", realPGCache) })
		t.Run("control", func(t *testing.T) { consistencyControl(t, seeds, "", naiveLocal) })
	})
}

// consistencyReal runs the seeds on the real cache: any stale read fails,
// with its seed and how to replay it.
func consistencyReal(t *testing.T, shape string, seeds []uint64, redisURL string, newCache cacheFactory) {
	start := time.Now()
	s := newConsistencyStack(t, redisURL, newCache)
	saves, reads := 0, 0
	for _, seed := range seeds {
		rep := s.runSeed(t, seed)
		saves, reads = saves+rep.saves, reads+rep.reads
		if rep.stale() > 0 {
			t.Errorf("seed %d: %d stale reads while saving, %d after; first:\n  %s\nreplay: %s=%d go test -race -count=1 -run 'TestCacheConsistency/%s/real' ./cmd/portfolio",
				seed, rep.during, rep.after, strings.Join(rep.examples, "\n  "), envConsistencySeed, seed, shape)
		}
	}
	t.Logf("%d seeds, %d saves, %d public reads checked in %s", len(seeds), saves, reads, time.Since(start).Round(time.Millisecond))
}

// controlEnough is how many seeds with stale reads make the control's
// point; it stops there, to keep the test short.
const controlEnough = 3

// consistencyControl runs the seeds on a naive cache until it found stale
// reads on controlEnough of them, and fails if it found none at all.
func consistencyControl(t *testing.T, seeds []uint64, redisURL string, newCache cacheFactory) {
	if os.Getenv(envConsistencySeed) != "" {
		t.Skipf("%s replays one seed of the real caches; the control needs its seeds", envConsistencySeed)
	}
	start := time.Now()
	s := newConsistencyStack(t, redisURL, newCache)
	var found []string
	stale, ran := 0, 0
	for _, seed := range seeds {
		if len(found) == controlEnough {
			break
		}
		rep := s.runSeed(t, seed)
		ran++
		if rep.stale() > 0 {
			stale += rep.stale()
			found = append(found, fmt.Sprintf("seed %d: %d+%d", seed, rep.during, rep.after))
			t.Logf("control, seed %d: %d stale reads while saving, %d after, e.g. %s", seed, rep.during, rep.after, rep.examples[0])
		}
	}
	if stale == 0 {
		t.Fatalf("the naive control found no stale read over seeds %v: the scenario cannot tell a correct cache from a broken one", seeds)
	}
	t.Logf("the control found %d stale reads on %d of the %d seeds it ran, in %s (while saving+after): %s",
		stale, len(found), ran, time.Since(start).Round(time.Millisecond), strings.Join(found, ", "))
}

// consistencySeeds are 1..20, 1..PORTFOLIO_CONSISTENCY_SEEDS, or the one
// seed PORTFOLIO_CONSISTENCY_SEED replays.
func consistencySeeds(t *testing.T) []uint64 {
	if v := os.Getenv(envConsistencySeed); v != "" {
		seed, err := strconv.ParseUint(v, 10, 64)
		require.NoError(t, err, "%s must be a seed number", envConsistencySeed)
		return []uint64{seed}
	}
	n := 20
	if v := os.Getenv(envConsistencySeeds); v != "" {
		var err error
		n, err = strconv.Atoi(v)
		require.NoError(t, err, "%s must be a number of seeds", envConsistencySeeds)
		require.Positive(t, n, envConsistencySeeds)
	}
	seeds := make([]uint64, n)
	for i := range seeds {
		seeds[i] = uint64(i) + 1
	}
	return seeds
}

// requireBuiltSite stops the test when the binary embeds no frontend
// build: the server-rendered pages it reads are then a placeholder that
// shows nothing saved. make test-go builds the frontend first; a plain
// go test before any build skips, and fails on CI.
func requireBuiltSite(t *testing.T) {
	t.Helper()
	if _, err := fs.Stat(frontend.Dist(), "index.html"); err != nil {
		msg := "the server-rendered pages need the frontend built before the test is compiled (make build; make test-go does it)"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
}
