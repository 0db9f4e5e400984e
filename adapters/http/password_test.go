package httpapi

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const newAdminPassword = "a longer new secret"

// changePassword posts a password change with cookie from remote.
func (e *env) changePassword(cookie *http.Cookie, current, next, remote string) *httptest.ResponseRecorder {
	e.t.Helper()
	return e.do(request{method: http.MethodPost, path: "/api/auth/password", cookie: cookie, remote: remote,
		body: map[string]string{"currentPassword": current, "newPassword": next}})
}

func TestChangePassword(t *testing.T) {
	e := newEnv(t)
	mine, other := e.login(), e.login()

	w := e.changePassword(mine, adminPassword, newAdminPassword, "")
	require.Equal(t, http.StatusNoContent, w.Code, w.Body.String())
	assert.Empty(t, w.Body.String())
	assert.Empty(t, w.Result().Cookies(), "the caller keeps its cookie")

	status := decodeMap(t, e.get("/api/auth/status", mine))
	assert.Equal(t, true, status["isAuthenticated"], "the caller stays signed in")
	w = e.do(request{method: http.MethodPost, path: "/api/notable-collaborations", cookie: other, body: map[string]any{"title": "x"}})
	assert.Equal(t, http.StatusUnauthorized, w.Code, "the other session has ended")
	status = decodeMap(t, e.get("/api/auth/status", other))
	assert.Equal(t, false, status["isAuthenticated"])

	w = e.loginAs("/api/auth/login", adminUser, adminPassword, "", nil)
	assert.Equal(t, http.StatusUnauthorized, w.Code, "the old password fails")
	w = e.loginAs("/api/auth/login", adminUser, newAdminPassword, "", nil)
	assert.Equal(t, http.StatusOK, w.Code, "the new one signs in")
}

func TestChangePasswordRefusals(t *testing.T) {
	e := newEnv(t)
	cookie := e.login()

	w := e.changePassword(cookie, "not the password", newAdminPassword, "")
	require.Equal(t, http.StatusBadRequest, w.Code)
	assert.JSONEq(t, `{"message":"Current password is incorrect","fields":{"currentPassword":"Current password is incorrect"}}`, w.Body.String())

	w = e.changePassword(cookie, adminPassword, "too short", "")
	require.Equal(t, http.StatusBadRequest, w.Code)
	assert.Equal(t, "Password must be at least 12 characters", decodeMap(t, w)["fields"].(map[string]any)["newPassword"])

	w = e.do(request{method: http.MethodPost, path: "/api/auth/password", cookie: cookie, body: map[string]any{"newPassword": 12}})
	require.Equal(t, http.StatusBadRequest, w.Code)
	assert.Equal(t, map[string]any{"newPassword": "Expected string, received number"}, decodeMap(t, w)["fields"])

	w = e.do(request{method: http.MethodPost, path: "/api/auth/password", cookie: cookie, body: map[string]any{}})
	require.Equal(t, http.StatusBadRequest, w.Code)
	assert.Equal(t, map[string]any{"currentPassword": "Required", "newPassword": "Password must be at least 12 characters"}, decodeMap(t, w)["fields"])

	w = e.changePassword(nil, adminPassword, newAdminPassword, "")
	assert.Equal(t, http.StatusUnauthorized, w.Code, "signed-in administrators only")
	w = e.do(request{method: http.MethodPost, path: "/api/auth/password", cookie: cookie,
		header: map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "http://evil.example"},
		body:   map[string]string{"currentPassword": adminPassword, "newPassword": newAdminPassword}})
	assert.Equal(t, http.StatusForbidden, w.Code, "the cross-site guard")

	assert.Equal(t, http.StatusOK, e.loginAs("/api/auth/login", adminUser, adminPassword, "", nil).Code, "nothing changed")
}

func TestChangePasswordThrottledLikeTheLogin(t *testing.T) {
	e := newEnv(t)
	cookie := e.login()
	const remote = "192.0.2.77:4000"
	for i := 0; i < 5; i++ {
		w := e.changePassword(cookie, "wrong guess "+strconv.Itoa(i), newAdminPassword, remote)
		require.Equal(t, http.StatusBadRequest, w.Code, "failure %d", i+1)
	}
	w := e.changePassword(cookie, adminPassword, newAdminPassword, remote)
	require.Equal(t, http.StatusTooManyRequests, w.Code, "the right current password is refused while locked")
	assert.JSONEq(t, `{"message":"Too many sign-in attempts. Try again in 15 minutes."}`, w.Body.String())
	secs, err := strconv.Atoi(w.Header().Get("Retry-After"))
	require.NoError(t, err, "Retry-After in seconds")
	assert.GreaterOrEqual(t, secs, 900)

	assert429(t, e.loginAs("/api/auth/login", adminUser, adminPassword, "203.0.113.9:4000", nil),
		"the username is locked for the login too")
	status := decodeMap(t, e.get("/api/auth/status", cookie))
	assert.Equal(t, true, status["isAuthenticated"], "the session itself stays")
}
