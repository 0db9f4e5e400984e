package pgcache_test

import (
	"context"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/pgcache"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/tcpproxy"
)

// faultConfig has the short bounds the fault tests measure against, with
// room for a loaded machine.
func faultConfig(t *testing.T) pgcache.Config {
	cfg := testConfig(t)
	cfg.StaleAfter = 1500 * time.Millisecond
	cfg.InvalidateTimeout = time.Second
	cfg.Timeout = 500 * time.Millisecond
	cfg.Backoff = 200 * time.Millisecond
	return cfg
}

// withURL returns dbURL changed by edit.
func withURL(t *testing.T, dbURL string, edit func(u *url.URL)) string {
	t.Helper()
	u, err := url.Parse(dbURL)
	require.NoError(t, err)
	edit(u)
	return u.String()
}

// fill stores body under key after a miss.
func fill(t *testing.T, c domain.Cache, region domain.CacheRegion, key, body string) {
	t.Helper()
	_, hit, tok, err := c.Lookup(context.Background(), region, key)
	require.NoError(t, err)
	require.False(t, hit, "%s/%s must miss before it is filled", region, key)
	require.NotZero(t, tok.Generation, "the instance must serve from memory")
	require.NoError(t, c.Store(context.Background(), tok, key, domain.CacheEntry{Body: []byte(body), ETag: `"` + body + `"`}))
}

// hit reports whether key is served, and what.
func hit(t *testing.T, c domain.Cache, region domain.CacheRegion, key string) (string, bool) {
	t.Helper()
	e, ok, _, err := c.Lookup(context.Background(), region, key)
	require.NoError(t, err)
	return string(e.Body), ok
}

// listenerPID is the backend of the LISTEN connection of the instance
// whose connections are named app.
func listenerPID(t *testing.T, admin *sqldb.DB, app string) int {
	t.Helper()
	var pid int
	require.Eventually(t, func() bool {
		err := admin.Bun().NewRaw(`SELECT pid FROM pg_stat_activity WHERE application_name = ? AND query LIKE 'LISTEN%'`, app).Scan(context.Background(), &pid)
		return err == nil
	}, 5*time.Second, 20*time.Millisecond)
	return pid
}

// When the LISTEN connection is killed, the instance drops everything at
// once, so an invalidation it could not hear is not missed; it listens
// again by itself, on a new connection, and re-reads the generations.
func TestListenerKilledDropsEntriesAndResubscribes(t *testing.T) {
	dbURL := newDatabase(t)
	admin := openDB(t, dbURL)
	victimDB := openDB(t, withURL(t, dbURL, func(u *url.URL) {
		q := u.Query()
		q.Set("application_name", "pgcache-victim")
		u.RawQuery = q.Encode()
	}))
	cfg := faultConfig(t)
	victim, other := newCache(t, victimDB, cfg, nil), newCache(t, admin, cfg, nil)
	waitJoined(t, victim)
	waitJoined(t, other)
	fill(t, victim, domain.RegionProjects, "k", "old")
	fill(t, victim, domain.RegionLayouts, "k", "untouched")

	// A slow reader's token from before the cut: the region is invalidated
	// while the victim cannot hear it, and the store comes after it rejoined.
	_, _, late, err := victim.Lookup(context.Background(), domain.RegionProjects, "late")
	require.NoError(t, err)

	pid := listenerPID(t, admin, "pgcache-victim")
	var killed bool
	require.NoError(t, admin.Bun().NewRaw("SELECT pg_terminate_backend(?)", pid).Scan(context.Background(), &killed))
	require.True(t, killed)
	// Everything is dropped, not only what is invalidated later.
	require.Eventually(t, func() bool {
		_, ok := hit(t, victim, domain.RegionLayouts, "k")
		return !ok
	}, 2*time.Second, time.Millisecond)

	_ = other.Invalidate(context.Background(), domain.RegionProjects) // may not be confirmed by the victim
	_, ok := hit(t, victim, domain.RegionProjects, "k")
	assert.False(t, ok, "the old entry must not be served")

	waitJoined(t, victim)
	assert.NotEqual(t, pid, listenerPID(t, admin, "pgcache-victim"), "a new LISTEN connection")
	require.NoError(t, victim.Store(context.Background(), late, "late", domain.CacheEntry{Body: []byte("old")}))
	_, ok = hit(t, victim, domain.RegionProjects, "late")
	assert.False(t, ok, "the generations were read again: a store with a token from before is not served")
	fill(t, victim, domain.RegionProjects, "k", "new")
	body, ok := hit(t, victim, domain.RegionProjects, "k")
	assert.True(t, ok)
	assert.Equal(t, "new", body)
	require.NoError(t, other.Invalidate(context.Background(), domain.RegionProjects), "the victim confirms again")
	_, ok = hit(t, victim, domain.RegionProjects, "k")
	assert.False(t, ok)
}

// An instance cut off PostgreSQL (refused: the proxy drops its
// connections; hung: the proxy holds them and forwards nothing) serves
// nothing from before the cut within StaleAfter at the latest (at once
// when the connection fails with an error), is not waited for once its
// heartbeat is stale, and recovers by itself when PostgreSQL is back.
func TestInstanceCutOff(t *testing.T) {
	for _, o := range []struct {
		name string
		cut  func(p *tcpproxy.Proxy)
	}{
		{"refused", (*tcpproxy.Proxy).Refuse},
		{"hung", (*tcpproxy.Proxy).Stall},
	} {
		t.Run(o.name, func(t *testing.T) {
			ctx := context.Background()
			dbURL := newDatabase(t)
			target, err := url.Parse(dbURL)
			require.NoError(t, err)
			proxy := tcpproxy.Start(t, target.Host)
			cfg := faultConfig(t)
			victim := newCache(t, openDB(t, withURL(t, dbURL, func(u *url.URL) { u.Host = proxy.Addr() })), cfg, nil)
			other := newCache(t, openDB(t, dbURL), cfg, nil)
			waitJoined(t, victim)
			waitJoined(t, other)
			fill(t, victim, domain.RegionProjects, "k", "old")
			fill(t, victim, domain.RegionLayouts, "k", "untouched")

			cut := time.Now()
			o.cut(proxy)
			require.Eventually(t, func() bool {
				_, ok := hit(t, victim, domain.RegionProjects, "k")
				_, ok2 := hit(t, victim, domain.RegionLayouts, "k")
				return !ok && !ok2
			}, cfg.StaleAfter, time.Millisecond, "nothing from before the cut is served")
			t.Logf("victim stopped serving %v after the cut", time.Since(cut))
			start := time.Now()
			err = other.Invalidate(ctx, domain.RegionProjects)
			took := time.Since(start)
			t.Logf("invalidate while the victim is cut off: %v in %v", err, took)
			assert.ErrorContains(t, err, "did not confirm", "the wait for a silent instance is bounded: it ends in this error")
			_, ok := hit(t, victim, domain.RegionProjects, "k")
			assert.False(t, ok, "an invalidation the victim could not hear is not missed")
			assert.Error(t, victim.Check(ctx), "readiness reports the cache degraded")

			// Once its heartbeat is stale, the victim is not waited for: an
			// invalidation that waited for it would end in the error above
			// ("did not confirm"), whatever the machine's speed.
			time.Sleep(time.Until(cut.Add(cfg.StaleAfter + 100*time.Millisecond)))
			require.NoError(t, other.Invalidate(ctx, domain.RegionProjects), "a gone instance is not waited for")

			require.NoError(t, proxy.Restore())
			waitJoined(t, victim)
			_, ok = hit(t, victim, domain.RegionProjects, "k")
			assert.False(t, ok)
			fill(t, victim, domain.RegionProjects, "k", "new")
			require.NoError(t, other.Invalidate(ctx, domain.RegionProjects), "the victim confirms again")
			_, ok = hit(t, victim, domain.RegionProjects, "k")
			assert.False(t, ok)
		})
	}
}

// An instance that crashed leaves its row: invalidations wait for it only
// up to InvalidateTimeout (and report it), and not at all once its
// heartbeat is older than StaleAfter.
func TestCrashedInstanceIsNotWaitedFor(t *testing.T) {
	ctx := context.Background()
	db := openDB(t, newDatabase(t))
	cfg := faultConfig(t)
	c := newCache(t, db, cfg, nil)
	waitJoined(t, c)
	_, err := db.Bun().NewRaw("INSERT INTO cache_instances (scope, id, heartbeat_at) VALUES (?, '0123456789abcdef', now())", cfg.KeyPrefix).Exec(ctx)
	require.NoError(t, err)
	crashed := time.Now()

	start := time.Now()
	err = c.Invalidate(ctx, domain.RegionMedia)
	took := time.Since(start)
	assert.ErrorContains(t, err, "1 of 1 instances did not confirm")
	assert.GreaterOrEqual(t, took, cfg.InvalidateTimeout, "a silent instance is waited for, up to the bound")

	// Once its heartbeat is stale it is not waited for: an invalidation
	// that waited would end in "did not confirm", whatever the load.
	time.Sleep(time.Until(crashed.Add(cfg.StaleAfter + 100*time.Millisecond)))
	require.NoError(t, c.Invalidate(ctx, domain.RegionMedia))
}
