package main

import (
	"encoding/json"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/tcpproxy"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// TestFaultDatabaseStoppedAndBack runs the whole server on a real
// PostgreSQL behind a loopback proxy and stops the database under it:
// writes and reads answer 503 with the database message (a write too,
// although its session lookup is the first thing to fail; a cached read
// too, since the instance no longer hears other instances' saves), and
// once the database is back the same process serves writes and fresh
// reads again without a restart.
func TestFaultDatabaseStoppedAndBack(t *testing.T) {
	dbURL, proxy := faultDatabase(t)
	dir := t.TempDir()
	env := []string{
		"PORTFOLIO_DATABASE_URL=" + dbURL,
		"PORTFOLIO_UPLOADS_DIR=" + filepath.Join(dir, "uploads"),
		"PORTFOLIO_HTTP_ADDR=127.0.0.1:0",
		"PORTFOLIO_HTTP_WARM_UP=false", // every server a test starts would spend seconds of a core on it
		"PORTFOLIO_ADMIN_USERNAME=owner",
		"PORTFOLIO_ADMIN_PASSWORD=fault-test-password",
	}
	base, logs := startServe(t, env)

	jar, err := cookiejar.New(nil)
	require.NoError(t, err)
	admin := &http.Client{Jar: jar, Timeout: 20 * time.Second}
	visitor := &http.Client{Timeout: 20 * time.Second}
	status, _ := call(t, admin, http.MethodPost, base+"/api/auth/login", `{"username":"owner","password":"fault-test-password"}`)
	require.Equal(t, http.StatusOK, status, "sign in")

	status, _ = call(t, admin, http.MethodPost, base+"/api/notable-collaborations", `{"title":"Before"}`)
	require.Equal(t, http.StatusCreated, status)
	status, _ = call(t, visitor, http.MethodGet, base+"/api/notable-collaborations", "")
	require.Equal(t, http.StatusOK, status)
	status, _ = call(t, visitor, http.MethodGet, base+"/api/investments", "")
	require.Equal(t, http.StatusOK, status)
	status, _ = call(t, admin, http.MethodPost, base+"/api/investments", `{"title":"Fund","category":"startups"}`)
	require.Equal(t, http.StatusCreated, status, "the save drops the cached investments")

	proxy.Refuse()
	unavailable := map[string]any{"message": domain.MsgDatabaseUnavailable}

	start := time.Now()
	status, body := call(t, admin, http.MethodPost, base+"/api/notable-collaborations", `{"title":"During"}`)
	assert.Equal(t, http.StatusServiceUnavailable, status, "a write, not 401: the session may well exist")
	assert.Equal(t, unavailable, decodeJSON(t, body))
	assert.Less(t, time.Since(start), 5*time.Second, "the answer comes at once")

	for _, path := range []string{"/api/investments", "/api/portfolio/projects?category=never-read"} {
		status, body = call(t, visitor, http.MethodGet, base+path, "")
		assert.Equal(t, http.StatusServiceUnavailable, status, "uncached read %s", path)
		assert.Equal(t, unavailable, decodeJSON(t, body), path)
	}
	// Without Redis, instances on PostgreSQL hear each other's saves over
	// its LISTEN connection: cut off from it, this one could miss a save
	// made through another, so it serves nothing from memory either.
	// A refused connection is noticed at once; the bound is
	// cache.local_max_age (2s) for a connection that hangs.
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		status, body := call(t, visitor, http.MethodGet, base+"/api/notable-collaborations", "")
		// Until the cut is noticed the list is still served: decode only the
		// outage's answer (decodeJSON would fail the test on the list).
		if assert.Equal(c, http.StatusServiceUnavailable, status, "a cached read is not served once invalidations cannot be heard") {
			assert.Equal(c, unavailable, decodeJSON(t, body))
		}
	}, 3*time.Second, 10*time.Millisecond)
	status, _ = call(t, admin, http.MethodGet, base+"/api/notable-collaborations", "")
	assert.Equal(t, http.StatusServiceUnavailable, status, "an admin whose session cannot be checked reads as a visitor")
	status, _ = call(t, visitor, http.MethodGet, base+"/readyz", "")
	assert.Equal(t, http.StatusServiceUnavailable, status)

	require.NoError(t, proxy.Restore())
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		status, _ := call(t, visitor, http.MethodGet, base+"/readyz", "")
		assert.Equal(c, http.StatusOK, status)
	}, 15*time.Second, 100*time.Millisecond, "the service recovers by itself")

	status, _ = call(t, admin, http.MethodPost, base+"/api/notable-collaborations", `{"title":"After"}`)
	assert.Equal(t, http.StatusCreated, status, "the session outlived the outage")
	status, body = call(t, visitor, http.MethodGet, base+"/api/notable-collaborations", "")
	require.Equal(t, http.StatusOK, status)
	got := titlesOf(t, body)
	assert.Subset(t, got, []string{"Before", "After"}, "fresh")
	assert.NotContains(t, got, "During", "nothing of the refused write")
	status, body = call(t, visitor, http.MethodGet, base+"/api/investments", "")
	require.Equal(t, http.StatusOK, status)
	assert.Contains(t, titlesOf(t, body), "Fund")

	assert.Contains(t, logs.String(), "dependency unavailable", "the outage is logged as a warning with its cause")
	assert.NotContains(t, logs.String(), "internal error", "no outage answer went out as a 500")
}

// faultDatabase creates a fresh database on the test PostgreSQL (testenv)
// and returns its URL through a tcpproxy the test can cut.
func faultDatabase(t *testing.T) (string, *tcpproxy.Proxy) {
	t.Helper()
	u, err := url.Parse(testenv.PostgresDatabase(t, "portfolio_fault_"))
	require.NoError(t, err)
	proxy := tcpproxy.Start(t, u.Host)
	u.Host = proxy.Addr()
	return u.String(), proxy
}

func decodeJSON(t *testing.T, b []byte) map[string]any {
	t.Helper()
	var v map[string]any
	require.NoError(t, json.Unmarshal(b, &v), "%s", b)
	return v
}

// titlesOf returns the titles of a JSON list of items.
func titlesOf(t *testing.T, b []byte) []string {
	t.Helper()
	var items []struct {
		Title string `json:"title"`
	}
	require.NoError(t, json.Unmarshal(b, &items), "%s", b)
	titles := make([]string, len(items))
	for i, it := range items {
		titles[i] = it.Title
	}
	return titles
}
