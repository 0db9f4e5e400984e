package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/webauthn/webauthntest"
	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/domain"
)

// Issue 37, findings 1 and 2, over HTTP: a stranger's password guesses
// cannot lock the owner out, and with passkeys only the password's answer
// confirms nothing.

// deviceCookieName is the device cookie's name over plain HTTP.
const deviceCookieName = DefaultCookieName + "_device"

// signInWithDevice signs the administrator in from a fresh browser and
// returns its session and device cookies.
func (e *env) signInWithDevice() (session, device *http.Cookie) {
	e.t.Helper()
	w := e.loginAs("/api/auth/login", adminUser, adminPassword, "", nil)
	require.Equal(e.t, http.StatusOK, w.Code, w.Body.String())
	session, device = cookieOf(w, DefaultCookieName), cookieOf(w, deviceCookieName)
	require.NotNil(e.t, session)
	require.NotNil(e.t, device, "a sign-in gives the browser a device cookie")
	return session, device
}

// guessFromLoopback sends n wrong passwords for the administrator's name
// from 100 loopback addresses (the client address the server sees) and
// counts the answers by status.
func (e *env) guessFromLoopback(n int) map[int]int {
	e.t.Helper()
	statuses := map[int]int{}
	for i := range n {
		w := e.loginAs("/api/auth/login", adminUser, "wrong password", fmt.Sprintf("127.0.0.%d:4000", i%100+1), nil)
		statuses[w.Code]++
	}
	return statuses
}

func TestTenThousandGuessesDoNotLockTheOwnerOut(t *testing.T) {
	e := newEnv(t)
	session, trusted := e.signInWithDevice()
	assert.True(t, trusted.HttpOnly)
	assert.Equal(t, http.SameSiteStrictMode, trusted.SameSite)
	assert.Equal(t, "/api/auth", trusted.Path, "sent to the sign-in API only")
	assert.Greater(t, trusted.MaxAge, 300*24*3600, "long-lived")
	assert.False(t, trusted.Secure, "plain HTTP, as the session cookie")
	passkey := webauthntest.New()
	e.addPasskey(session, passkey, "Phone")

	// The tallies' windows are aligned to the clock: start the burst at the
	// start of one, so that it cannot straddle two on a slow machine.
	e.clock.AlignTo(testAuthConfig.Login.Window)
	statuses := e.guessFromLoopback(10_000)
	assert.Equal(t, map[int]int{http.StatusUnauthorized: 5, http.StatusTooManyRequests: 9_995}, statuses,
		"five passwords compared, every later attempt refused before any hash")

	// The passkey signs in at once, from a clean address or a guessing one.
	w := e.passkeySignIn(passkey, passkeyOrigin)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.NotNil(t, cookieOf(w, deviceCookieName), "a passkey sign-in trusts the browser too")
	answer := e.do(request{method: http.MethodPost, path: "/api/auth/passkey/options", remote: "127.0.0.7:4000"})
	assertion, err := passkey.SignIn(answer.Body.Bytes(), passkeyOrigin)
	require.NoError(t, err)
	w = e.do(request{method: http.MethodPost, path: "/api/auth/passkey", body: assertion, remote: "127.0.0.7:4000"})
	assert.Equal(t, http.StatusOK, w.Code, "even from an address that guessed: %s", w.Body.String())

	// The browser that signed in before: its password signs in at once,
	// even from a locked address.
	w = e.do(request{method: http.MethodPost, path: "/api/auth/login", remote: "127.0.0.7:4000", cookie: trusted,
		body: map[string]string{"username": adminUser, "password": adminPassword}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	trusted = cookieOf(w, deviceCookieName)
	require.NotNil(t, trusted, "a fresh device cookie")

	// A new browser's right password is refused, as before.
	assert429(t, e.loginAs("/api/auth/login", adminUser, adminPassword, "203.0.113.50:4000", nil), "a new browser during the lock")

	// The owner sees it on the Account tab.
	var p auth.SignInProtection
	w = e.do(request{method: http.MethodGet, path: "/api/auth/sign-in-protection", cookie: session, cookies: []*http.Cookie{trusted}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &p))
	require.NotNil(t, p.LockedUntil, "the name is locked for new browsers")
	assert.True(t, p.LockedUntil.After(e.clock.Now()))
	assert.Equal(t, 10_001, p.RefusedAttempts, "five wrong passwords, 9,995 throttled guesses and the new browser")
	assert.Equal(t, 100, p.RefusedAddresses)
	assert.True(t, p.TrustedBrowser)
	w = e.do(request{method: http.MethodGet, path: "/api/auth/sign-in-protection", cookie: session})
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &p))
	assert.False(t, p.TrustedBrowser, "without the device cookie")
	assert.Equal(t, http.StatusUnauthorized, e.get("/api/auth/sign-in-protection", nil).Code, "the owner's only")

	// And the activity log holds tallies, not one row per attempt.
	w = e.get("/api/activity?action=sign-in-throttled&limit=200", session)
	require.Equal(t, http.StatusOK, w.Code)
	entries := decodeList(t, w)
	assert.LessOrEqual(t, len(entries), 102, "one tally per counter and window")
	total := 0
	for _, entry := range entries {
		total += int(entry["count"].(float64))
	}
	assert.Equal(t, 9_996, total)
}

func TestDeviceCookieGivesNoPrivilege(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	s := e.handler.(*server)
	require.NoError(t, s.auth.SetPassword(ctx, "other", adminPassword))
	_, trusted := e.signInWithDevice()
	e.guessFromLoopback(200)
	right := map[string]string{"username": adminUser, "password": adminPassword}

	other, err := s.auth.NewDeviceToken(ctx, "other")
	require.NoError(t, err)
	parts := strings.Split(trusted.Value, ".")
	require.Len(t, parts, 4)
	for name, value := range map[string]string{
		"another user's cookie": other,
		"a forged signature":    strings.Join([]string{parts[0], parts[1], parts[2], strings.Repeat("x", len(parts[3]))}, "."),
		"another nonce":         strings.Join([]string{parts[0], "AAAAAAAAAAAAAAAAAAAAAAAA", parts[2], parts[3]}, "."),
		"garbage":               "garbage",
	} {
		w := e.do(request{method: http.MethodPost, path: "/api/auth/login", remote: "203.0.113.60:1", body: right,
			cookie: &http.Cookie{Name: deviceCookieName, Value: value}})
		assert429(t, w, name)
	}

	// The cookie is no session.
	w := e.do(request{method: http.MethodGet, path: "/api/auth/status", cookie: trusted})
	assert.Contains(t, w.Body.String(), `"isAuthenticated":false`)
	w = e.do(request{method: http.MethodPost, path: "/api/notable-collaborations", cookie: trusted, body: map[string]any{"title": "x"}})
	assert.Equal(t, http.StatusUnauthorized, w.Code)

	// A stolen cookie buys five guesses, then locks itself only.
	for range testAuthConfig.Login.MaxFailures {
		w = e.do(request{method: http.MethodPost, path: "/api/auth/login", remote: "203.0.113.61:1", cookie: trusted,
			body: map[string]string{"username": adminUser, "password": "wrong password"}})
		require.Equal(t, http.StatusUnauthorized, w.Code)
	}
	assert429(t, e.do(request{method: http.MethodPost, path: "/api/auth/login", remote: "203.0.113.61:1", cookie: trusted, body: right}),
		"the device cookie is locked")
	e.clock.Advance(16 * time.Minute)
	w = e.do(request{method: http.MethodPost, path: "/api/auth/login", remote: "203.0.113.61:1", cookie: trusted, body: right})
	assert.Equal(t, http.StatusOK, w.Code, "its lock ends as a name's does")
}

func TestPasskeysOnlyAnswersRightAndWrongPasswordsAlike(t *testing.T) {
	e := newEnv(t)
	session := e.login()
	e.addPasskey(session, webauthntest.New(), "Phone")
	w := e.do(request{method: http.MethodPut, path: "/api/auth/passkeys-only", cookie: session, body: map[string]bool{"enabled": true}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())

	attempt := func(user, password string, i int) (int, string) {
		w := e.loginAs("/api/auth/login", user, password, fmt.Sprintf("198.51.100.%d:1", i), nil)
		return w.Code, w.Body.String()
	}
	rightStatus, rightBody := attempt(adminUser, adminPassword, 1)
	wrongStatus, wrongBody := attempt(adminUser, "wrong password", 2)
	unknownStatus, unknownBody := attempt("nobody", "wrong password", 3)
	assert.Equal(t, http.StatusUnauthorized, rightStatus)
	assert.Equal(t, wrongStatus, rightStatus)
	assert.Equal(t, wrongBody, rightBody)
	assert.Equal(t, unknownStatus, rightStatus, "as for an unknown username")
	assert.Equal(t, unknownBody, rightBody)
}

func TestPasskeysOnlyWithTwoFactorAnswersAlikeUntilTheRecoveryCode(t *testing.T) {
	e := newEnv(t)
	session := e.login()
	_, recovery := e.enrol(session)
	e.addPasskey(session, webauthntest.New(), "Phone")
	w := e.do(request{method: http.MethodPut, path: "/api/auth/passkeys-only", cookie: session, body: map[string]bool{"enabled": true}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())

	step := func(password string) *http.Cookie {
		w := e.loginAs("/api/auth/login", adminUser, password, "", nil)
		require.Equal(t, http.StatusOK, w.Code, "any password leads to the second step")
		assert.JSONEq(t, `{"twoFactorRequired":true,"recoveryCodeOnly":true}`, w.Body.String())
		pending := cookieOf(w, DefaultCookieName+"_2fa")
		require.NotNil(t, pending)
		return pending
	}
	right, wrong := step(adminPassword), step("wrong password")
	assert.Len(t, wrong.Value, len(right.Value))

	w = e.secondStep(wrong, recovery[0])
	assert.Equal(t, http.StatusUnauthorized, w.Code)
	assert.JSONEq(t, `{"message":"`+domain.MsgInvalidCode+`"}`, w.Body.String(), "a valid code after a wrong password")
	w = e.secondStep(right, "AAAA-BBBB-CCCC")
	assert.Equal(t, http.StatusUnauthorized, w.Code)
	assert.JSONEq(t, `{"message":"`+domain.MsgInvalidCode+`"}`, w.Body.String(), "the same answer for a wrong code")
	w = e.secondStep(right, recovery[0])
	require.Equal(t, http.StatusOK, w.Code, "the right password and a recovery code: %s", w.Body.String())
}
