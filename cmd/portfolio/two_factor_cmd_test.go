package main

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSetPasswordResetTwoFactor(t *testing.T) {
	env := append(testEnv(t), "PORTFOLIO_ADMIN_USERNAME=owner", "PORTFOLIO_ADMIN_PASSWORD=owner password 1", "PORTFOLIO_DEMO_CONTENT=false")
	base, _ := startServe(t, env)
	browser, status := signedInClient(t, base, "owner", "owner password 1")
	require.Equal(t, http.StatusOK, status)

	status, body := call(t, browser, http.MethodPost, base+"/api/auth/2fa/setup", "")
	require.Equal(t, http.StatusOK, status, string(body))
	var setup struct{ Secret string }
	require.NoError(t, json.Unmarshal(body, &setup))
	code, err := totp.GenerateCode(setup.Secret, time.Now())
	require.NoError(t, err)
	status, body = call(t, browser, http.MethodPost, base+"/api/auth/2fa/enable", `{"code":"`+code+`"}`)
	require.Equal(t, http.StatusOK, status, string(body))

	_, status = signedInClient(t, base, "owner", "owner password 1")
	require.Equal(t, http.StatusOK, status)
	other, _ := signedInClient(t, base, "owner", "owner password 1")
	assert.False(t, signedIn(t, base, other), "the password alone opens no session")

	var out syncBuffer
	err = run(context.Background(), []string{"set-password", "--reset-2fa", "nobody"}, env, nil, &out, &out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "nobody")

	require.NoError(t, run(context.Background(), []string{"set-password", "--reset-2fa", "owner"}, env, strings.NewReader(""), &out, &out))
	assert.False(t, signedIn(t, base, browser), "the reset ends the sessions")
	again, status := signedInClient(t, base, "owner", "owner password 1")
	require.Equal(t, http.StatusOK, status)
	assert.True(t, signedIn(t, base, again), "the password alone signs in again")
	status, body = call(t, again, http.MethodGet, base+"/api/activity?action=2fa-disable", "")
	require.Equal(t, http.StatusOK, status, string(body))
	assert.Contains(t, string(body), "Two-factor sign-in (reset from the command line)", "the reset is recorded with it")
}
