//go:build e2e

// Package e2e starts the built binary (bin/portfolio) on PostgreSQL + Redis,
// as production runs it, and on PostgreSQL alone, and checks that a save
// through the API shows in the very next public read, on the instance that
// saved and on another one sharing the same database (and Redis).
package e2e

import (
	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/portfolio-site/portfolio/test/testenv"
)

func binary(t *testing.T) string {
	_, file, _, _ := runtime.Caller(0)
	bin := filepath.Join(filepath.Dir(file), "..", "..", "bin", "portfolio")
	if _, err := os.Stat(bin); err != nil {
		t.Fatalf("build the binary first (make build): %v", err)
	}
	return bin
}

func envOr(k, d string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return d
}

func randomName(prefix string) string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return prefix + hex.EncodeToString(b)
}

// freshPostgres creates a database for this run and drops it afterwards.
func freshPostgres(t *testing.T) string {
	base := envOr("PORTFOLIO_TEST_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable")
	admin := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(base)))
	t.Cleanup(func() { admin.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := admin.PingContext(ctx); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("PostgreSQL unreachable in CI: %v", err)
		}
		t.Skipf("PostgreSQL unreachable: %v", err)
	}
	name := randomName("portfolio_e2e_")
	_, err := admin.ExecContext(ctx, "CREATE DATABASE "+name)
	require.NoError(t, err)
	t.Cleanup(func() {
		_, _ = admin.ExecContext(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
	})
	return strings.Replace(base, "/postgres?", "/"+name+"?", 1)
}

func requireRedis(t *testing.T) string {
	url := envOr("PORTFOLIO_TEST_REDIS_URL", "redis://127.0.0.1:6379/0")
	conn, err := net.DialTimeout("tcp", strings.TrimSuffix(strings.TrimPrefix(url, "redis://"), "/0"), 2*time.Second)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("Redis unreachable in CI: %v", err)
		}
		t.Skipf("Redis unreachable: %v", err)
	}
	conn.Close()
	return url
}

func freePort(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer l.Close()
	return l.Addr().String()
}

// syncBuffer is the server output a test reads while it is written.
type syncBuffer = testenv.Buffer

// instance is one running server process.
type instance struct {
	base   string
	client *http.Client
	logs   *syncBuffer
}

func start(t *testing.T, env ...string) *instance {
	addr := freePort(t)
	dir := t.TempDir()
	cmd := exec.Command(binary(t), "serve")
	logs := &syncBuffer{}
	cmd.Stdout, cmd.Stderr = logs, logs
	cmd.Env = append(os.Environ(),
		"PORTFOLIO_HTTP_ADDR="+addr,
		"PORTFOLIO_UPLOADS_DIR="+filepath.Join(dir, "uploads"),
		"PORTFOLIO_ADMIN_USERNAME=owner",
		"PORTFOLIO_ADMIN_PASSWORD=e2e-password",
		// Seconds of a core at every start, beside the browser lanes;
		// TestEmbeddedDefaultServesTheSite turns it on.
		"PORTFOLIO_HTTP_WARM_UP=false",
	)
	cmd.Env = append(cmd.Env, env...) // the last of a name wins
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
		}
		if t.Failed() {
			t.Logf("server logs:\n%s", logs.String())
		}
	})
	jar, _ := cookiejar.New(nil)
	in := &instance{base: "http://" + addr, client: &http.Client{Jar: jar, Timeout: 10 * time.Second}, logs: logs}
	deadline := time.Now().Add(60 * time.Second)
	for {
		resp, err := http.Get(in.base + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return in
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("server did not become ready: %v\n%s", err, logs.String())
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// startOnSQLite starts the binary on a SQLite file of its own, with the
// in-process cache.
func startOnSQLite(t *testing.T) *instance {
	return start(t, "PORTFOLIO_DATABASE_URL=file:"+filepath.Join(t.TempDir(), "portfolio.db"), "PORTFOLIO_REDIS_URL=")
}

// startOnPostgresAndRedis starts the binary on a fresh PostgreSQL database
// and the shared Redis under a key prefix of its own (prefix, made unique).
func startOnPostgresAndRedis(t *testing.T, prefix string) *instance {
	db := freshPostgres(t)
	redisURL := requireRedis(t)
	return start(t, "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_REDIS_URL="+redisURL,
		"PORTFOLIO_CACHE_KEY_PREFIX="+randomName(prefix)+":")
}

// decoded returns what reads a successful JSON object answer of do:
// decode(in.do(t, …)) fails the test on a status of 300 or more.
func decoded(t *testing.T) func(status int, body []byte) map[string]any {
	return func(status int, body []byte) map[string]any {
		t.Helper()
		require.Less(t, status, 300, string(body))
		var m map[string]any
		require.NoError(t, json.Unmarshal(body, &m), string(body))
		return m
	}
}

func (in *instance) do(t *testing.T, method, path string, body any) (int, []byte) {
	var r *bytes.Reader
	if body != nil {
		b, err := json.Marshal(body)
		require.NoError(t, err)
		r = bytes.NewReader(b)
	} else {
		r = bytes.NewReader(nil)
	}
	req, err := http.NewRequest(method, in.base+path, r)
	require.NoError(t, err)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := in.client.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	var buf bytes.Buffer
	_, _ = buf.ReadFrom(resp.Body)
	return resp.StatusCode, buf.Bytes()
}

// public reads without the admin cookie, as a visitor through the cache.
func (in *instance) public(t *testing.T, path string) []map[string]any {
	resp, err := http.Get(in.base + path)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode, path)
	var out []map[string]any
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&out))
	return out
}

// visit GETs path as a visitor, without following a redirect; the body is
// read and closed by the test's end.
func (in *instance) visit(t *testing.T, path string) *http.Response {
	client := &http.Client{Timeout: 10 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Get(in.base + path)
	require.NoError(t, err)
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

func titles(items []map[string]any) []string {
	var out []string
	for _, it := range items {
		out = append(out, fmt.Sprint(it["title"]))
	}
	return out
}

func (in *instance) login(t *testing.T) {
	status, body := in.do(t, "POST", "/api/auth/login", map[string]string{"username": "owner", "password": "e2e-password"})
	require.Equal(t, http.StatusOK, status, string(body))
}

func TestSaveShowsInNextPublicReadOnPostgresAndRedis(t *testing.T) {
	db := freshPostgres(t)
	redisURL := requireRedis(t)
	prefix := "PORTFOLIO_CACHE_KEY_PREFIX=" + randomName("e2e") + ":"
	a := start(t, "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_REDIS_URL="+redisURL, prefix)
	b := start(t, "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_REDIS_URL="+redisURL, prefix, "PORTFOLIO_DEMO_CONTENT=false")
	saveShowsInNextPublicRead(t, a, b)
}

// Without Redis, two instances on one PostgreSQL database each cache in
// memory and hear each other's saves over LISTEN/NOTIFY.
func TestSaveShowsInNextPublicReadOnPostgresWithoutRedis(t *testing.T) {
	db := freshPostgres(t)
	a := start(t, "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_REDIS_URL=")
	b := start(t, "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_REDIS_URL=", "PORTFOLIO_DEMO_CONTENT=false")
	// Ready is not enough here: an instance serves from memory (and could
	// serve something stale) only once it listens; wait for both.
	a.cacheOK(t)
	b.cacheOK(t)
	saveShowsInNextPublicRead(t, a, b)
}

// cacheOK waits until /readyz reports the cache serving.
func (in *instance) cacheOK(t *testing.T) {
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		resp, err := http.Get(in.base + "/readyz")
		if !assert.NoError(c, err) {
			return
		}
		defer resp.Body.Close()
		var report struct {
			Cache string `json:"cache"`
		}
		assert.NoError(c, json.NewDecoder(resp.Body).Decode(&report))
		assert.Equal(c, "ok", report.Cache)
	}, 15*time.Second, 100*time.Millisecond)
}

// saveShowsInNextPublicRead saves through a and reads publicly through
// both, each read right after the save returned.
func saveShowsInNextPublicRead(t *testing.T, a, b *instance) {
	// Demo content is there and cached on both instances.
	before := a.public(t, "/api/portfolio/projects?category=games")
	require.NotEmpty(t, before)
	assert.Equal(t, titles(before), titles(b.public(t, "/api/portfolio/projects?category=games")))

	// Writes need a signed-in admin.
	status, _ := a.do(t, "POST", "/api/portfolio/projects", map[string]any{"title": "X", "category": "games"})
	assert.Equal(t, http.StatusUnauthorized, status)

	a.login(t)
	status, body := a.do(t, "POST", "/api/portfolio/projects", map[string]any{"title": "E2E Quest", "category": "games", "subcategory": "riot-games", "priority": 0})
	require.Equal(t, http.StatusCreated, status, string(body))
	var created map[string]any
	require.NoError(t, json.Unmarshal(body, &created))
	id := int64(created["id"].(float64))

	assert.Contains(t, titles(a.public(t, "/api/portfolio/projects?category=games")), "E2E Quest", "read-your-writes on the saving instance")
	assert.Contains(t, titles(b.public(t, "/api/portfolio/projects?category=games")), "E2E Quest", "the other instance sees it too")

	status, body = a.do(t, "PUT", fmt.Sprintf("/api/portfolio/projects/%d", id), map[string]any{"title": "E2E Quest Renamed"})
	require.Equal(t, http.StatusOK, status, string(body))
	assert.Contains(t, titles(b.public(t, "/api/portfolio/projects?category=games")), "E2E Quest Renamed")
	assert.Contains(t, titles(a.public(t, "/api/portfolio/projects")), "E2E Quest Renamed")

	// The project's page follows its address on both instances: a new
	// slug on a leaves one 301 from the old address on b, at once.
	path := created["path"].(string)
	assert.Equal(t, "/portfolio/games/e2e-quest", path)
	assert.Equal(t, http.StatusOK, b.visit(t, path).StatusCode)
	status, body = a.do(t, "PUT", fmt.Sprintf("/api/portfolio/projects/%d", id), map[string]any{"slug": "e2e-quest-renamed"})
	require.Equal(t, http.StatusOK, status, string(body))
	moved := b.visit(t, path)
	assert.Equal(t, http.StatusMovedPermanently, moved.StatusCode, "the other instance redirects the old address")
	assert.True(t, strings.HasSuffix(moved.Header.Get("Location"), "/portfolio/games/e2e-quest-renamed"), moved.Header.Get("Location"))
	assert.Equal(t, http.StatusOK, b.visit(t, "/portfolio/games/e2e-quest-renamed").StatusCode)
	assert.Contains(t, b.page(t, "/sitemap.xml"), "/portfolio/games/e2e-quest-renamed<")

	status, _ = a.do(t, "PUT", fmt.Sprintf("/api/portfolio/projects/%d", id), map[string]any{"isActive": false})
	require.Equal(t, http.StatusOK, status)
	assert.NotContains(t, titles(b.public(t, "/api/portfolio/projects?category=games")), "E2E Quest Renamed", "inactive projects are hidden from visitors")
	assert.Equal(t, http.StatusNotFound, b.visit(t, "/portfolio/games/e2e-quest-renamed").StatusCode, "a hidden project's page is not found")

	status, _ = a.do(t, "DELETE", fmt.Sprintf("/api/portfolio/projects/%d", id), nil)
	require.Equal(t, http.StatusNoContent, status)
	assert.NotContains(t, titles(a.public(t, "/api/portfolio/projects")), "E2E Quest Renamed")

	// Every other public list follows its saves too.
	status, body = a.do(t, "POST", "/api/notable-collaborations", map[string]any{"title": "E2E Studio"})
	require.Equal(t, http.StatusCreated, status, string(body))
	assert.Contains(t, titles(b.public(t, "/api/notable-collaborations")), "E2E Studio")
	status, body = a.do(t, "POST", "/api/media-press", map[string]any{"title": "E2E Talk", "category": "talks-panels", "linkType": "youtube", "url": "https://www.youtube.com/watch?v=M7lc1UVf-VE"})
	require.Equal(t, http.StatusCreated, status, string(body))
	assert.Contains(t, titles(b.public(t, "/api/media-press")), "E2E Talk")
	status, body = a.do(t, "POST", "/api/investments", map[string]any{"title": "E2E Fund", "category": "funds-managed"})
	require.Equal(t, http.StatusCreated, status, string(body))
	assert.Contains(t, titles(b.public(t, "/api/investments")), "E2E Fund")

	// The logs never carry the password or the session cookie.
	assert.NotContains(t, a.logs.String(), "e2e-password")
}

func TestEmbeddedDefaultServesTheSite(t *testing.T) {
	dir := t.TempDir()
	in := start(t, "PORTFOLIO_DATABASE_URL=file:"+filepath.Join(dir, "portfolio.db"), "PORTFOLIO_REDIS_URL=", "PORTFOLIO_HTTP_WARM_UP=true")

	// It warms up as it starts (http.warm_up, on by default): once it says
	// so, the first request for the home page gets its brotli 11 form,
	// smaller than the brotli 5 a page's first request is given otherwise.
	require.Eventually(t, func() bool { return strings.Contains(in.logs.String(), "warmed up") }, 2*time.Minute, 100*time.Millisecond, "the warm-up ends")
	raw := &http.Client{Transport: &http.Transport{DisableCompression: true}, Timeout: 10 * time.Second}
	home := func(enc string) []byte {
		req, err := http.NewRequest(http.MethodGet, in.base+"/", nil)
		require.NoError(t, err)
		req.Header.Set("Accept-Encoding", enc)
		resp, err := raw.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		if enc != "identity" {
			require.Equal(t, enc, resp.Header.Get("Content-Encoding"))
		}
		var b bytes.Buffer
		_, err = b.ReadFrom(resp.Body)
		require.NoError(t, err)
		return b.Bytes()
	}
	first := home("br")
	var q5 bytes.Buffer
	bw := brotli.NewWriterLevel(&q5, 5)
	_, _ = bw.Write(home("identity"))
	require.NoError(t, bw.Close())
	assert.Less(t, len(first), q5.Len(), "the first visitor got the brotli 11 form")

	resp, err := http.Get(in.base + "/")
	require.NoError(t, err)
	defer resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	var buf bytes.Buffer
	_, _ = buf.ReadFrom(resp.Body)
	assert.Contains(t, buf.String(), `application/ld+json`)
	assert.NotEmpty(t, in.public(t, "/api/notable-collaborations"))
	in.login(t)
	status, body := in.do(t, "POST", "/api/notable-collaborations", map[string]any{"title": "SQLite Studio"})
	require.Equal(t, http.StatusCreated, status, string(body))
	assert.Contains(t, titles(in.public(t, "/api/notable-collaborations")), "SQLite Studio")
}
