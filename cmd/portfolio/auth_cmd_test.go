package main

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// signedIn asks /api/auth/status with c's cookie.
func signedIn(t *testing.T, base string, c *http.Client) bool {
	t.Helper()
	status, body := call(t, c, http.MethodGet, base+"/api/auth/status", "")
	require.Equal(t, http.StatusOK, status)
	return strings.Contains(string(body), `"isAuthenticated":true`)
}

func TestSetPasswordEndsSessionsOfARunningServer(t *testing.T) {
	env := append(testEnv(t), "PORTFOLIO_ADMIN_USERNAME=owner", "PORTFOLIO_ADMIN_PASSWORD=owner password 1", "PORTFOLIO_DEMO_CONTENT=false")
	base, _ := startServe(t, env)
	browser, status := signedInClient(t, base, "owner", "owner password 1")
	require.Equal(t, http.StatusOK, status)
	require.True(t, signedIn(t, base, browser))

	var out syncBuffer
	err := run(context.Background(), []string{"set-password", "owner"}, env, strings.NewReader("short\n"), &out, &out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "at least 12 characters", "a clear message for a short password")
	assert.True(t, signedIn(t, base, browser), "a refused change ends nothing")

	require.NoError(t, run(context.Background(), []string{"set-password", "owner"}, env, strings.NewReader("a brand new password\n"), &out, &out))
	assert.False(t, signedIn(t, base, browser), "the running server no longer knows the old session")
	_, status = signedInClient(t, base, "owner", "owner password 1")
	assert.Equal(t, http.StatusUnauthorized, status)
	again, status := signedInClient(t, base, "owner", "a brand new password")
	require.Equal(t, http.StatusOK, status)
	status, body := call(t, again, http.MethodGet, base+"/api/activity?action=password-change", "")
	require.Equal(t, http.StatusOK, status, string(body))
	assert.Contains(t, string(body), "Password (command line)", "the change is recorded with it")
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

func TestSetPasswordReportsTheCauseOfAFailure(t *testing.T) {
	env := testEnv(t)
	var out syncBuffer
	require.NoError(t, run(context.Background(), []string{"set-password", "owner"}, env, strings.NewReader("owner password 1\n"), &out, &out))
	// The same database opened read-only: the password change cannot be
	// written, and the operator must see why, not "Internal error".
	readOnly := append(env, strings.Replace(env[0], "p.db", "p.db?mode=ro", 1))
	err := run(context.Background(), []string{"set-password", "owner"}, readOnly, strings.NewReader("owner password 2\n"), &out, &out)
	require.Error(t, err)
	assert.NotContains(t, err.Error(), "Internal error")
	assert.Contains(t, err.Error(), "readonly")
}
