package httpapi

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

func cookieOf(w *httptest.ResponseRecorder, name string) *http.Cookie {
	for _, c := range w.Result().Cookies() {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// enrol turns two-factor sign-in on for the administrator and returns the
// secret and the recovery codes.
func (e *env) enrol(session *http.Cookie) (string, []string) {
	e.t.Helper()
	w := e.do(request{method: http.MethodPost, path: "/api/auth/2fa/setup", cookie: session})
	require.Equal(e.t, http.StatusOK, w.Code, w.Body.String())
	setup := decodeMap(e.t, w)
	secret := setup["secret"].(string)
	assert.True(e.t, strings.HasPrefix(setup["qrPng"].(string), "data:image/png;base64,"))
	assert.Contains(e.t, setup["otpauthUrl"], "otpauth://totp/")
	w = e.do(request{method: http.MethodPost, path: "/api/auth/2fa/enable", cookie: session, body: map[string]string{"code": "000000"}})
	require.Equal(e.t, http.StatusBadRequest, w.Code, "a wrong confirmation code")
	w = e.do(request{method: http.MethodPost, path: "/api/auth/2fa/enable", cookie: session, body: map[string]string{"code": e.code(secret, 0)}})
	require.Equal(e.t, http.StatusOK, w.Code, w.Body.String())
	var codes []string
	for _, c := range decodeMap(e.t, w)["recoveryCodes"].([]any) {
		codes = append(codes, c.(string))
	}
	require.Len(e.t, codes, domain.RecoveryCodeCount)
	return secret, codes
}

// code is the TOTP code of the server's clock moved by steps.
func (e *env) code(secret string, steps int) string {
	c, err := totp.GenerateCode(secret, e.clock.Now().Add(time.Duration(steps)*30*time.Second))
	require.NoError(e.t, err)
	return c
}

// passwordStep posts the password and returns the pending cookie.
func (e *env) passwordStep() *http.Cookie {
	e.t.Helper()
	w := e.loginAs("/api/auth/login", adminUser, adminPassword, "", nil)
	require.Equal(e.t, http.StatusOK, w.Code)
	assert.JSONEq(e.t, `{"twoFactorRequired":true}`, w.Body.String())
	assert.Nil(e.t, cookieOf(w, DefaultCookieName), "no session before the code")
	pending := cookieOf(w, DefaultCookieName+"_2fa")
	require.NotNil(e.t, pending)
	assert.True(e.t, pending.HttpOnly)
	assert.LessOrEqual(e.t, pending.MaxAge, 300)
	return pending
}

func (e *env) secondStep(pending *http.Cookie, code string) *httptest.ResponseRecorder {
	return e.do(request{method: http.MethodPost, path: "/api/auth/login/2fa", cookie: pending, body: map[string]string{"code": code}})
}

func TestLoginWithoutTwoFactorIsUnchanged(t *testing.T) {
	e := newEnv(t)
	w := e.loginAs("/api/auth/login", adminUser, adminPassword, "", nil)
	require.Equal(t, http.StatusOK, w.Code)
	assert.JSONEq(t, `{"isAuthenticated":true,"user":{"id":1,"username":"`+adminUser+`","role":"owner"}}`, w.Body.String())
	require.Len(t, w.Result().Cookies(), 2, "the session cookie and (issue 37) the device cookie")
	assert.NotNil(t, cookieOf(w, DefaultCookieName))
	assert.NotNil(t, cookieOf(w, DefaultCookieName+"_device"))
	status := e.get("/api/auth/status", cookieOf(w, DefaultCookieName))
	assert.NotContains(t, status.Body.String(), "twoFactorEnabled", "the status is as before too")
}

func TestTwoFactorEnrolSignInRecoveryAndDisable(t *testing.T) {
	e := newEnv(t)
	session := e.login()
	secret, recovery := e.enrol(session)

	stored, err := e.twoFactor.Find(context.Background(), 1)
	require.NoError(t, err)
	assert.NotContains(t, stored.Secret, secret, "the secret is stored encrypted")
	assert.NotEmpty(t, stored.Secret)
	assert.Contains(t, e.get("/api/auth/status", session).Body.String(), `"twoFactorEnabled":true`)

	// The password alone opens no session; a wrong code is refused.
	pending := e.passwordStep()
	w := e.secondStep(pending, "123456")
	assert.Equal(t, http.StatusUnauthorized, w.Code)
	assert.JSONEq(t, `{"message":"`+domain.MsgInvalidCode+`"}`, w.Body.String())
	w = e.secondStep(&http.Cookie{Name: pending.Name, Value: "1.9999999999.forged"}, e.code(secret, 1))
	assert.Equal(t, http.StatusUnauthorized, w.Code)
	assert.Contains(t, w.Body.String(), domain.MsgTwoFactorExpired)

	// The next step's code signs in (the enrolment used the current one).
	w = e.secondStep(pending, e.code(secret, 1))
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.NotNil(t, cookieOf(w, DefaultCookieName))

	// The same step's code cannot be used again.
	pending = e.passwordStep()
	w = e.secondStep(pending, e.code(secret, 1))
	assert.Equal(t, http.StatusUnauthorized, w.Code, "a code is good once")

	// A recovery code works once, typed in capitals without dashes too.
	typed := strings.ToUpper(strings.ReplaceAll(recovery[0], "-", ""))
	w = e.secondStep(pending, typed)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	pending = e.passwordStep()
	w = e.secondStep(pending, recovery[0])
	assert.Equal(t, http.StatusUnauthorized, w.Code, "a recovery code is good once")

	// Disabling needs the password and a code.
	w = e.do(request{method: http.MethodPost, path: "/api/auth/2fa/disable", cookie: session, body: map[string]string{"password": "wrong password!", "code": recovery[1]}})
	assert.Equal(t, http.StatusBadRequest, w.Code)
	assert.Contains(t, w.Body.String(), `"password"`)
	w = e.do(request{method: http.MethodPost, path: "/api/auth/2fa/disable", cookie: session, body: map[string]string{"password": adminPassword, "code": "000000"}})
	assert.Equal(t, http.StatusBadRequest, w.Code)
	assert.Contains(t, w.Body.String(), domain.MsgInvalidCode)
	w = e.do(request{method: http.MethodPost, path: "/api/auth/2fa/disable", body: map[string]string{"password": adminPassword, "code": recovery[1]}})
	assert.Equal(t, http.StatusUnauthorized, w.Code, "disabling needs a session")
	w = e.do(request{method: http.MethodPost, path: "/api/auth/2fa/disable", cookie: session, body: map[string]string{"password": adminPassword, "code": recovery[1]}})
	require.Equal(t, http.StatusNoContent, w.Code, w.Body.String())

	// Back to a plain sign-in.
	e.login()
}

func TestTwoFactorWrongCodesAreThrottled(t *testing.T) {
	e := newEnv(t)
	secret, _ := e.enrol(e.login())
	pending := e.passwordStep() // counts as one attempt until the code is right
	for i := 0; i < 4; i++ {
		w := e.secondStep(pending, "000000")
		require.Equal(t, http.StatusUnauthorized, w.Code, "failure %d", i+1)
	}
	w := e.secondStep(pending, e.code(secret, 1))
	assert429(t, w, "the right code is refused while locked")
}

func TestTwoFactorSetupNeedsASession(t *testing.T) {
	e := newEnv(t)
	w := e.do(request{method: http.MethodPost, path: "/api/auth/2fa/setup"})
	assert.Equal(t, http.StatusUnauthorized, w.Code)
	w = e.do(request{method: http.MethodPost, path: "/api/auth/login/2fa", body: map[string]string{"code": "123456"}})
	assert.Equal(t, http.StatusUnauthorized, w.Code)
	assert.Contains(t, w.Body.String(), domain.MsgTwoFactorExpired)
}
