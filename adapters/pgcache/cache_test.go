package pgcache_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/cachetest"
	"github.com/portfolio-site/portfolio/adapters/pgcache"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// The machine running the tests may be loaded (-race, shared cores), so
// round trips and acks get more time than the production defaults.
const (
	testInvalidateTimeout = 2 * time.Second
	testTimeout           = time.Second
)

// testConfig is a fresh scope (a key prefix of its own) with lenient
// timeouts, so subtests sharing a database share nothing else.
func testConfig(t *testing.T) pgcache.Config {
	return pgcache.Config{KeyPrefix: testenv.KeyPrefix(t), InvalidateTimeout: testInvalidateTimeout, Timeout: testTimeout}
}

// waitJoined waits until c serves from memory.
func waitJoined(t *testing.T, c *pgcache.Cache) {
	t.Helper()
	require.Eventually(t, func() bool { return c.Check(context.Background()) == nil }, 10*time.Second, 10*time.Millisecond)
}

func TestCacheContract(t *testing.T) {
	db := openDB(t, newDatabase(t))
	cachetest.RunCacheContract(t, func(t *testing.T) domain.Cache {
		c := newCache(t, db, testConfig(t), nil)
		waitJoined(t, c)
		return c
	})
}

// Two instances, each with its own connections, as two servers sharing
// one PostgreSQL database.
func TestCoherentCacheContract(t *testing.T) {
	url := newDatabase(t)
	da, dbb := openDB(t, url), openDB(t, url)
	cachetest.RunCoherentCacheContract(t, func(t *testing.T) (domain.Cache, domain.Cache) {
		cfg := testConfig(t)
		a, b := newCache(t, da, cfg, nil), newCache(t, dbb, cfg, nil)
		waitJoined(t, a)
		waitJoined(t, b)
		return a, b
	})
}

func TestNewCacheRejectsMissingDependencies(t *testing.T) {
	_, _, err := pgcache.NewCache(nil, pgcache.Config{}, zap.NewNop())
	assert.Error(t, err)
	lite, cleanup, err := sqldb.Open(context.Background(), "file:"+t.TempDir()+"/lite.db")
	require.NoError(t, err)
	defer cleanup()
	_, _, err = pgcache.NewCache(lite, pgcache.Config{}, zap.NewNop())
	assert.ErrorContains(t, err, "PostgreSQL")
	_, _, err = pgcache.NewCache(openDB(t, newDatabase(t)), pgcache.Config{}, nil)
	assert.Error(t, err)
}
