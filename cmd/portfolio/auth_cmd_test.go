package main

import (
	"context"
	"io"
	"net/http"
	"net/http/cookiejar"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// servedSite is a `serve` started by a test.
type servedSite struct {
	base string
	out  *syncBuffer
}

// serveForTest runs `serve` with env until the test ends and returns its
// address once it logged it.
func serveForTest(t *testing.T, env []string) servedSite {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	out := &syncBuffer{}
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"serve"}, env, nil, out, out) }()
	t.Cleanup(func() {
		cancel()
		select {
		case <-done:
		case <-time.After(15 * time.Second):
			t.Error("serve did not shut down")
		}
	})
	re := regexp.MustCompile(`http://127\.0\.0\.1:\d+`)
	var base string
	require.Eventually(t, func() bool {
		base = re.FindString(out.String())
		return base != ""
	}, 30*time.Second, 20*time.Millisecond, "the server logs its address: %s", out)
	return servedSite{base: base, out: out}
}

// signIn posts credentials with a fresh cookie jar and returns the client
// (holding the session cookie) and the status.
func (s servedSite) signIn(t *testing.T, user, password string) (*http.Client, int) {
	t.Helper()
	jar, err := cookiejar.New(nil)
	require.NoError(t, err)
	c := &http.Client{Jar: jar, Timeout: 10 * time.Second}
	resp, err := c.Post(s.base+"/api/auth/login", "application/json",
		strings.NewReader(`{"username":"`+user+`","password":"`+password+`"}`))
	require.NoError(t, err)
	resp.Body.Close()
	return c, resp.StatusCode
}

// signedIn asks /api/auth/status with c's cookie.
func (s servedSite) signedIn(t *testing.T, c *http.Client) bool {
	t.Helper()
	resp, err := c.Get(s.base + "/api/auth/status")
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return strings.Contains(string(body), `"isAuthenticated":true`)
}

func TestSetPasswordEndsSessionsOfARunningServer(t *testing.T) {
	env := append(testEnv(t), "PORTFOLIO_ADMIN_USERNAME=owner", "PORTFOLIO_ADMIN_PASSWORD=owner password 1", "PORTFOLIO_DEMO_CONTENT=false")
	site := serveForTest(t, env)
	browser, status := site.signIn(t, "owner", "owner password 1")
	require.Equal(t, http.StatusOK, status)
	require.True(t, site.signedIn(t, browser))

	var out syncBuffer
	err := run(context.Background(), []string{"set-password", "owner"}, env, strings.NewReader("short\n"), &out, &out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "at least 12 characters", "a clear message for a short password")
	assert.True(t, site.signedIn(t, browser), "a refused change ends nothing")

	require.NoError(t, run(context.Background(), []string{"set-password", "owner"}, env, strings.NewReader("a brand new password\n"), &out, &out))
	assert.False(t, site.signedIn(t, browser), "the running server no longer knows the old session")
	_, status = site.signIn(t, "owner", "owner password 1")
	assert.Equal(t, http.StatusUnauthorized, status)
	_, status = site.signIn(t, "owner", "a brand new password")
	assert.Equal(t, http.StatusOK, status)
}

func TestServeRefusesAShortAdminPassword(t *testing.T) {
	env := append(testEnv(t), "PORTFOLIO_ADMIN_USERNAME=owner", "PORTFOLIO_ADMIN_PASSWORD=short")
	var out syncBuffer
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	err := run(ctx, []string{"serve"}, env, nil, &out, &out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "PORTFOLIO_ADMIN_PASSWORD")
	assert.Contains(t, err.Error(), "at least 12 characters")
}
