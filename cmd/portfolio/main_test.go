package main

import (
	"bytes"
	"context"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// syncBuffer is the server output a test reads while it is written.
type syncBuffer = testenv.Buffer

func testEnv(t *testing.T) []string {
	dir := t.TempDir()
	return []string{
		"PORTFOLIO_DATABASE_URL=file:" + filepath.Join(dir, "p.db"),
		"PORTFOLIO_UPLOADS_DIR=" + filepath.Join(dir, "uploads"),
		"PORTFOLIO_HTTP_WARM_UP=false",    // every server a test starts would spend seconds of a core on it
		"PORTFOLIO_HTTP_ADDR=127.0.0.1:0", // last: healthcheck_test replaces it
	}
}

func TestUsageAndErrors(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run(context.Background(), []string{"--help"}, nil, nil, &out, &out))
	assert.Contains(t, out.String(), "set-password")
	assert.Error(t, run(context.Background(), nil, nil, nil, &out, &out))
	assert.ErrorContains(t, run(context.Background(), []string{"bogus"}, nil, nil, &out, &out), "unknown command")
	assert.ErrorContains(t, run(context.Background(), []string{"--nope", "serve"}, nil, nil, &out, &out), "unknown flag")
	assert.ErrorContains(t, run(context.Background(), []string{"--config", filepath.Join(t.TempDir(), "missing.yaml"), "migrate"}, nil, nil, &out, &out), "missing.yaml")
}

func TestMigrateSeedAndSetPassword(t *testing.T) {
	env := testEnv(t)
	ctx := context.Background()
	var out syncBuffer
	require.NoError(t, run(ctx, []string{"migrate"}, env, nil, &out, &out))
	require.NoError(t, run(ctx, []string{"seed"}, env, nil, &out, &out))
	assert.Contains(t, out.String(), "loaded demo content")
	require.NoError(t, run(ctx, []string{"seed"}, env, nil, &out, &out))
	assert.Contains(t, out.String(), "already has content")
	require.NoError(t, run(ctx, []string{"set-password", "owner"}, env, strings.NewReader("new secret password\n"), &out, &out))
	assert.NotContains(t, out.String(), "new secret password")
	assert.Error(t, run(ctx, []string{"set-password", "owner"}, env, strings.NewReader("\n"), &out, &out), "an empty password is refused")
}

func TestServeStartsAndShutsDownGracefully(t *testing.T) {
	env := append(testEnv(t), "PORTFOLIO_ADMIN_USERNAME=owner", "PORTFOLIO_ADMIN_PASSWORD=owner password 1")
	ctx, cancel := context.WithCancel(context.Background())
	var out syncBuffer
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"serve"}, env, nil, &out, &out) }()

	var base string
	re := regexp.MustCompile(`http://127\.0\.0\.1:\d+`)
	require.Eventually(t, func() bool {
		base = re.FindString(out.String())
		return base != ""
	}, 30*time.Second, 50*time.Millisecond, "the server logs its address")
	resp, err := http.Get(base + "/readyz")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	resp, err = http.Get(base + "/api/portfolio/projects")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)

	cancel()
	select {
	case err := <-done:
		assert.NoError(t, err)
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not shut down")
	}
	assert.Contains(t, out.String(), "shutting down")
	assert.NotContains(t, out.String(), "generated_password", "a configured admin means no generated password")
}

func TestServeWithoutAPublicURLLinksToThePortItListensOn(t *testing.T) {
	base, _ := startServe(t, testEnv(t)) // http.addr 127.0.0.1:0, no public_url
	status, body := call(t, http.DefaultClient, http.MethodGet, base+"/sitemap.xml", "")
	require.Equal(t, http.StatusOK, status)
	assert.Contains(t, string(body), "<loc>"+base+"/</loc>", "the sitemap names the bound port, not 8080")
	status, body = call(t, http.DefaultClient, http.MethodGet, base+"/", "")
	require.Equal(t, http.StatusOK, status)
	assert.Contains(t, string(body), `<link rel="canonical" href="`+base+`/"`)
}

// TestServeFlushesTheInsightsAtShutdown: a page view counted just before
// the server stops is written by the last flush, not lost.
func TestServeFlushesTheInsightsAtShutdown(t *testing.T) {
	env := testEnv(t)
	ctx, cancel := context.WithCancel(context.Background())
	var out syncBuffer
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"serve"}, env, nil, &out, &out) }()
	var base string
	re := regexp.MustCompile(`http://127\.0\.0\.1:\d+`)
	require.Eventually(t, func() bool { base = re.FindString(out.String()); return base != "" }, 30*time.Second, 50*time.Millisecond)
	req, err := http.NewRequest(http.MethodGet, base+"/about", nil)
	require.NoError(t, err)
	req.Header.Set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Empty(t, resp.Header.Values("Set-Cookie"))
	cancel()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not shut down")
	}

	db, closeDB, err := sqldb.Open(context.Background(), strings.TrimPrefix(env[0], "PORTFOLIO_DATABASE_URL="))
	require.NoError(t, err)
	defer closeDB()
	var views int64
	require.NoError(t, db.Bun().NewRaw(`SELECT views FROM insight_counts WHERE dimension = 'page' AND key = '/about'`).Scan(context.Background(), &views))
	assert.Equal(t, int64(1), views)
}

func TestServeRefusesPasskeySettingsThatCannotWork(t *testing.T) {
	ctx := context.Background()
	for setting, want := range map[string]string{
		"PORTFOLIO_AUTH_PASSKEY_RP_ID=other.example":           `auth.passkey_rp_id "other.example" does not cover public_url's host`,
		"PORTFOLIO_AUTH_PASSKEY_ORIGINS=https://phish.example": `"https://phish.example" is not on the relying-party ID "jordan.example"`,
	} {
		env := append(testEnv(t), "PORTFOLIO_PUBLIC_URL=https://jordan.example", setting)
		var out syncBuffer
		err := run(ctx, []string{"serve"}, env, nil, &out, &out)
		require.Error(t, err, setting)
		assert.Contains(t, err.Error(), want, "the start stops with the reason")
	}
}

func TestServeWithPasskeysOnAnIPAddressRunsWithoutThem(t *testing.T) {
	env := append(testEnv(t), "PORTFOLIO_PUBLIC_URL=http://192.0.2.10:8080")
	base, logs := startServe(t, env)
	assert.Contains(t, logs.String(), "passkeys are unavailable")
	status, body := call(t, http.DefaultClient, http.MethodPost, base+"/api/auth/passkey/options", "")
	assert.Equal(t, http.StatusServiceUnavailable, status, string(body))
}
