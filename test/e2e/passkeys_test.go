//go:build e2e

package e2e

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/cookiejar"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/webauthn/webauthntest"
)

// post sends a raw JSON body with in's cookies.
func (in *instance) post(t *testing.T, path string, body []byte) (int, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, in.base+path, bytes.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	resp, err := in.client.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	var buf bytes.Buffer
	_, _ = buf.ReadFrom(resp.Body)
	return resp.StatusCode, buf.Bytes()
}

// fresh is in with a client of its own: another browser, signed out.
func (in *instance) fresh() *instance {
	jar, _ := cookiejar.New(nil)
	return &instance{base: in.base, client: &http.Client{Jar: jar, Timeout: 10 * time.Second}, logs: in.logs}
}

// TestPasskeysAcrossInstances runs the passkey ceremonies against two
// whole instances on one PostgreSQL database and Redis, with a software
// authenticator: a passkey registered on one signs in on the other with
// no password, a challenge issued by one is finished on the other (and
// then refused by both), an answer made for another origin is refused,
// "passkeys only" refuses the right password as it does a wrong one, and the command line's
// set-password --reset-2fa gets the owner back in.
func TestPasskeysAcrossInstances(t *testing.T) {
	db := freshPostgres(t)
	redisURL := requireRedis(t)
	prefix := "PORTFOLIO_CACHE_KEY_PREFIX=" + randomName("e2e") + ":"
	a := start(t, "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_REDIS_URL="+redisURL, prefix)
	// Both answer for the same site, as behind a load balancer: a's
	// loopback address stands for localhost, the relying-party ID.
	origin := strings.Replace(a.base, "127.0.0.1", "localhost", 1)
	b := start(t, "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_REDIS_URL="+redisURL, prefix, "PORTFOLIO_DEMO_CONTENT=false", "PORTFOLIO_PUBLIC_URL="+origin)
	device := webauthntest.New()

	a.login(t)
	status, options := a.do(t, "POST", "/api/auth/passkeys/options", map[string]string{"name": "Phone"})
	require.Equal(t, http.StatusOK, status, string(options))
	answer, err := device.Register(options, origin)
	require.NoError(t, err)
	status, body := a.post(t, "/api/auth/passkeys", answer)
	require.Equal(t, http.StatusCreated, status, string(body))
	assert.Contains(t, string(body), `"name":"Phone"`)

	// A challenge of a, finished on b: signed in there, no password.
	visitor := b.fresh()
	status, options = a.fresh().post(t, "/api/auth/passkey/options", nil)
	require.Equal(t, http.StatusOK, status, string(options))
	assertion, err := device.SignIn(options, origin)
	require.NoError(t, err)
	status, body = visitor.post(t, "/api/auth/passkey", assertion)
	require.Equal(t, http.StatusOK, status, string(body))
	status, body = visitor.do(t, "GET", "/api/auth/status", nil)
	require.Equal(t, http.StatusOK, status)
	assert.Contains(t, string(body), `"isAuthenticated":true`)

	// The same answer again, on either instance: refused.
	for _, in := range []*instance{a.fresh(), b.fresh()} {
		status, body = in.post(t, "/api/auth/passkey", assertion)
		assert.Equal(t, http.StatusUnauthorized, status, "a replayed assertion: %s", body)
	}
	// An answer collected on another origin (a sub-domain someone else
	// runs, which a browser lets use the relying-party ID): refused.
	_, options = b.fresh().post(t, "/api/auth/passkey/options", nil)
	phished, err := device.SignIn(options, strings.Replace(origin, "localhost", "phish.localhost", 1))
	require.NoError(t, err)
	status, _ = b.fresh().post(t, "/api/auth/passkey", phished)
	assert.Equal(t, http.StatusUnauthorized, status, "an assertion for another origin")

	// Passkeys only: the right password is refused with the wrong one's
	// answer (issue 37), the passkey signs in.
	status, body = visitor.do(t, "PUT", "/api/auth/passkeys-only", map[string]bool{"enabled": true})
	require.Equal(t, http.StatusOK, status, string(body))
	status, body = a.fresh().do(t, "POST", "/api/auth/login", map[string]string{"username": "owner", "password": "e2e-password"})
	assert.Equal(t, http.StatusUnauthorized, status)
	wrongStatus, wrongBody := b.fresh().do(t, "POST", "/api/auth/login", map[string]string{"username": "owner", "password": "not-the-password"})
	assert.Equal(t, wrongStatus, status)
	assert.Equal(t, string(wrongBody), string(body), "the right password is not confirmed")
	_, options = a.fresh().post(t, "/api/auth/passkey/options", nil)
	assertion, err = device.SignIn(options, origin)
	require.NoError(t, err)
	status, body = a.fresh().post(t, "/api/auth/passkey", assertion)
	assert.Equal(t, http.StatusOK, status, string(body))

	// The operator's way back in.
	cmd := exec.Command(binary(t), "set-password", "--reset-2fa", "owner")
	cmd.Env = append(cmd.Environ(), "PORTFOLIO_DATABASE_URL="+db)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, string(out))
	status, body = a.fresh().do(t, "POST", "/api/auth/login", map[string]string{"username": "owner", "password": "e2e-password"})
	assert.Equal(t, http.StatusOK, status, "set-password --reset-2fa turns passkeys only off: %s", body)

	// Every passkey event is in the activity log.
	owner := a.fresh()
	owner.login(t)
	status, body = owner.do(t, "GET", "/api/activity?limit=100", nil)
	require.Equal(t, http.StatusOK, status)
	var entries []struct{ Action, Title string }
	require.NoError(t, json.Unmarshal(body, &entries))
	seen := map[string]bool{}
	for _, e := range entries {
		seen[e.Action+" "+e.Title] = true
	}
	for _, want := range []string{"passkey-add Passkey “Phone”", "sign-in Passkey", "sign-in-failed Passkey", "passkeys-only-on Passkeys only"} {
		assert.True(t, seen[want], "activity has %q: %v", want, seen)
	}
}

// TestDeviceCookieAcrossInstances: guesses at the owner's password lock
// the name for new browsers on every instance, but the browser that
// signed in on one instance signs in with its password on the other (the
// device cookie is signed with the key both read from the database), and
// its passkey signs in at once on either.
func TestDeviceCookieAcrossInstances(t *testing.T) {
	db := freshPostgres(t)
	a := start(t, "PORTFOLIO_DATABASE_URL="+db)
	origin := strings.Replace(a.base, "127.0.0.1", "localhost", 1)
	b := start(t, "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_DEMO_CONTENT=false", "PORTFOLIO_PUBLIC_URL="+origin)
	owner := a.fresh()
	owner.login(t)
	device := webauthntest.New()
	status, options := owner.do(t, "POST", "/api/auth/passkeys/options", map[string]string{"name": "Phone"})
	require.Equal(t, http.StatusOK, status, string(options))
	answer, err := device.Register(options, origin)
	require.NoError(t, err)
	status, body := owner.post(t, "/api/auth/passkeys", answer)
	require.Equal(t, http.StatusCreated, status, string(body))

	wrong := map[string]string{"username": "owner", "password": "not-the-password"}
	right := map[string]string{"username": "owner", "password": "e2e-password"}
	for i := range 20 {
		in := a
		if i%2 == 1 {
			in = b
		}
		status, _ = in.fresh().do(t, "POST", "/api/auth/login", wrong)
		require.Contains(t, []int{http.StatusUnauthorized, http.StatusTooManyRequests}, status)
	}
	status, _ = b.fresh().do(t, "POST", "/api/auth/login", right)
	assert.Equal(t, http.StatusTooManyRequests, status, "a new browser's right password during the lock")

	// The owner's browser (its cookie jar) on the other instance.
	onB := &instance{base: b.base, client: owner.client, logs: b.logs}
	status, body = onB.do(t, "POST", "/api/auth/login", right)
	assert.Equal(t, http.StatusOK, status, "the trusted browser signs in on b: %s", body)
	status, body = onB.do(t, "GET", "/api/auth/sign-in-protection", nil)
	require.Equal(t, http.StatusOK, status, string(body))
	assert.Contains(t, string(body), `"trustedBrowser":true`)
	assert.NotContains(t, string(body), `"lockedUntil":null`, "the name is locked for new browsers")

	_, options = b.fresh().post(t, "/api/auth/passkey/options", nil)
	assertion, err := device.SignIn(options, origin)
	require.NoError(t, err)
	status, body = a.fresh().post(t, "/api/auth/passkey", assertion)
	assert.Equal(t, http.StatusOK, status, "the passkey signs in during the lock: %s", body)
}
