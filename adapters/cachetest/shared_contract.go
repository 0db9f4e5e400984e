package cachetest

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// RunSharedCacheContract checks two instances of a cache that share their
// backing store, as two servers behind a load balancer share Redis.
// newPair is called once per subtest and must return two caches of one
// fresh, isolated namespace.
//
// What it holds the caches to is the strict reading of domain.Cache: once
// Invalidate returned nil on one instance, the very next Lookup on the
// other must not return the old entry, without polling. A cache that can
// only promise eventual delivery (pub/sub without confirmation) fails it on
// purpose: the app answers an admin's save only after Invalidate returned,
// and the admin's next page load may land on any instance.
func RunSharedCacheContract(t *testing.T, newPair func(t *testing.T) (a, b domain.Cache)) {
	t.Helper()
	runTwoInstances(t, newPair, true)
}

// RunCoherentCacheContract checks two instances of a cache that share
// only their invalidations, not their entries: each keeps what it stored
// in its own memory (the PostgreSQL-coordinated cache). It holds them to
// the same strict rule as RunSharedCacheContract; only the checks that an
// entry stored on one instance is served by the other are left out, each
// instance filling itself instead.
func RunCoherentCacheContract(t *testing.T, newPair func(t *testing.T) (a, b domain.Cache)) {
	t.Helper()
	runTwoInstances(t, newPair, false)
}

// runTwoInstances runs the two-instance suite; shared says an entry stored
// on one instance is served by the other.
func runTwoInstances(t *testing.T, newPair func(t *testing.T) (a, b domain.Cache), shared bool) {
	t.Helper()
	tests := []struct {
		name string
		run  func(t *testing.T, a, b domain.Cache)
	}{
		{"StoreOnOneHitOnOther", func(t *testing.T, a, b domain.Cache) {
			if !shared {
				t.Skip("the instances do not share entries")
			}
			testStoreOnOneHitOnOther(t, a, b)
		}},
		{"InvalidateIsSeenAtOnce", func(t *testing.T, a, b domain.Cache) {
			testInvalidateIsSeenAtOnce(t, a, b, "a-to-b", shared)
			testInvalidateIsSeenAtOnce(t, b, a, "b-to-a", shared)
		}},
		{"StaleStoreFromOtherIsNeverServed", testStaleStoreFromOtherIsNeverServed},
		{"ConcurrentReadersOnBoth", func(t *testing.T, a, b domain.Cache) {
			runConcurrent(t, []domain.Cache{a, b}, a)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := newPair(t)
			tt.run(t, a, b)
		})
	}
}

func testStoreOnOneHitOnOther(t *testing.T, a, b domain.Cache) {
	fill(t, a, domain.RegionProjects, "k", "from-a")
	assertHit(t, b, domain.RegionProjects, "k", "from-a")
	fill(t, b, domain.RegionMedia, "k", "from-b")
	assertHit(t, a, domain.RegionMedia, "k", "from-b")
}

// testInvalidateIsSeenAtOnce fills both instances' in-process layers, then
// invalidates on writer and looks up on reader straight away. Without
// shared entries each instance fills its own layer.
func testInvalidateIsSeenAtOnce(t *testing.T, writer, reader domain.Cache, k string, shared bool) {
	ctx := context.Background()
	region := domain.RegionGallery
	fill(t, writer, region, k, "old")
	if !shared {
		fill(t, reader, region, k, "old")
	}
	for range 3 { // warm both in-process layers
		assertHit(t, reader, region, k, "old")
		assertHit(t, writer, region, k, "old")
	}
	fill(t, reader, domain.RegionLayouts, k, "untouched")

	require.NoError(t, writer.Invalidate(ctx, region))
	assertMiss(t, reader, region, k)
	assertMiss(t, writer, region, k)
	assertHit(t, reader, domain.RegionLayouts, k, "untouched")

	// The reader refills; the writer sees the new value, not its own old one.
	tok := assertMiss(t, reader, region, k)
	require.NoError(t, reader.Store(ctx, tok, k, entry("new")))
	if !shared {
		fill(t, writer, region, k, "new")
	}
	assertHit(t, writer, region, k, "new")
	assertHit(t, reader, region, k, "new")

	require.NoError(t, writer.Invalidate(ctx, region))
	assertMiss(t, reader, region, k)
	assertMiss(t, writer, region, k)
}

// testStaleStoreFromOtherIsNeverServed is the stale-set race across
// instances: b misses and loads, a write on a invalidates, b stores late.
func testStaleStoreFromOtherIsNeverServed(t *testing.T, a, b domain.Cache) {
	ctx := context.Background()
	region := domain.RegionInvestments
	_, hit, stale, err := b.Lookup(ctx, region, "k")
	require.NoError(t, err)
	require.False(t, hit)

	require.NoError(t, a.Invalidate(ctx, region))
	require.NoError(t, b.Store(ctx, stale, "k", entry("old")))
	assertMiss(t, a, region, "k")
	assertMiss(t, b, region, "k")

	tok := assertMiss(t, a, region, "k")
	require.NoError(t, a.Invalidate(ctx, region))
	require.NoError(t, a.Store(ctx, tok, "k", entry("old")))
	assertMiss(t, b, region, "k")
	assertMiss(t, a, region, "k")
}
