package pgcache_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest"

	"github.com/portfolio-site/portfolio/adapters/pgcache"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// newDatabase creates a fresh, migrated test database (testenv: skipped
// without PostgreSQL, failed on CI) and returns its URL.
func newDatabase(t *testing.T) string {
	t.Helper()
	url := testenv.PostgresDatabase(t, "portfolio_pgcache_")
	db := openDB(t, url)
	require.NoError(t, db.Migrate(context.Background()))
	return url
}

// openDB opens url as the app does, closed after the test.
func openDB(t *testing.T, url string) *sqldb.DB {
	t.Helper()
	db, cleanup, err := sqldb.Open(context.Background(), url)
	require.NoError(t, err)
	t.Cleanup(cleanup)
	return db
}

// newCache starts an instance that is stopped after the test.
func newCache(t *testing.T, db *sqldb.DB, cfg pgcache.Config, log *zap.Logger) *pgcache.Cache {
	t.Helper()
	if log == nil {
		log = zaptest.NewLogger(t)
	}
	c, stop, err := pgcache.NewCache(db, cfg, log)
	require.NoError(t, err)
	t.Cleanup(stop)
	return c
}
