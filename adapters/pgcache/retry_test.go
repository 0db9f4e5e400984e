package pgcache_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// A save has committed when its invalidation runs; if the bump fails (the
// database dropped the statement, or it took longer than the budget), the
// regions keep their generations and every instance could serve what it
// cached before the save for good. The failing instance stops serving them
// from memory at once, and its listener bumps them again until that works,
// so the other instance drops its old entry as soon as the database
// answers. Here the bump fails because its table is out of the way, which
// nothing else the cache does touches once the instances joined.
func TestFailedInvalidationIsMadeLater(t *testing.T) {
	ctx := context.Background()
	dbURL := newDatabase(t)
	admin := openDB(t, dbURL)
	cfg := faultConfig(t)
	saver, other := newCache(t, openDB(t, dbURL), cfg, nil), newCache(t, openDB(t, dbURL), cfg, nil)
	waitJoined(t, saver)
	waitJoined(t, other)
	fill(t, saver, domain.RegionProjects, "k", "before")
	fill(t, other, domain.RegionProjects, "k", "before")

	_, err := admin.Bun().ExecContext(ctx, "ALTER TABLE cache_generations RENAME TO cache_generations_away")
	require.NoError(t, err)
	err = saver.Invalidate(ctx, domain.RegionProjects)
	assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(err), "%v", err)
	_, ok, tok, err := saver.Lookup(ctx, domain.RegionProjects, "k")
	require.NoError(t, err)
	assert.False(t, ok, "the saving instance serves the region from the database")
	assert.Zero(t, tok.Generation, "and stores nothing in it until it hears a new generation")
	_, ok = hit(t, other, domain.RegionProjects, "k")
	assert.True(t, ok, "nothing could reach the other instance yet")

	_, err = admin.Bun().ExecContext(ctx, "ALTER TABLE cache_generations_away RENAME TO cache_generations")
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		_, ok := hit(t, other, domain.RegionProjects, "k")
		return !ok
	}, 10*time.Second, 10*time.Millisecond, "the other instance drops the entry from before the save once the bump is made")
	require.Eventually(t, func() bool {
		_, _, tok, err := saver.Lookup(ctx, domain.RegionProjects, "k")
		return err == nil && tok.Generation != 0
	}, 10*time.Second, 10*time.Millisecond, "the saving instance caches the region again")
	fill(t, saver, domain.RegionProjects, "k", "after")
	fill(t, other, domain.RegionProjects, "k", "after")
}
