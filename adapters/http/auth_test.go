package httpapi

import (
	"crypto/tls"
	"net/http"
	"net/http/httptest"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// writeRoutes are the writes of spec section 7 plus reorder and upload;
// every one of them needs a signed-in administrator.
var writeRoutes = []struct{ method, path string }{
	{http.MethodPost, "/api/portfolio/projects"},
	{http.MethodPost, "/api/portfolio/projects/reorder"},
	{http.MethodPost, "/api/portfolio/gallery/reorder"},
	{http.MethodPut, "/api/portfolio/projects/1"},
	{http.MethodDelete, "/api/portfolio/projects/1"},
	{http.MethodPost, "/api/portfolio/projects/1/links"},
	{http.MethodPut, "/api/portfolio/links/1"},
	{http.MethodDelete, "/api/portfolio/links/1"},
	{http.MethodPost, "/api/portfolio/projects/1/gallery"},
	{http.MethodPut, "/api/portfolio/gallery/1"},
	{http.MethodDelete, "/api/portfolio/gallery/1"},
	{http.MethodPost, "/api/notable-collaborations"},
	{http.MethodPut, "/api/notable-collaborations/1"},
	{http.MethodDelete, "/api/notable-collaborations/1"},
	{http.MethodPost, "/api/media-press"},
	{http.MethodPut, "/api/media-press/1"},
	{http.MethodDelete, "/api/media-press/1"},
	{http.MethodPost, "/api/investments"},
	{http.MethodPut, "/api/investments/1"},
	{http.MethodDelete, "/api/investments/1"},
	{http.MethodPost, "/api/portfolio/section-layouts"},
	{http.MethodPut, "/api/portfolio/section-layouts/1"},
	{http.MethodDelete, "/api/portfolio/section-layouts/1"},
	{http.MethodPost, "/api/upload"},
	{http.MethodPost, "/api/auth/password"},
	{http.MethodGet, "/api/auth/passkeys"},
	{http.MethodPost, "/api/auth/passkeys/options"},
	{http.MethodPost, "/api/auth/passkeys"},
	{http.MethodPatch, "/api/auth/passkeys/1"},
	{http.MethodDelete, "/api/auth/passkeys/1"},
	{http.MethodPut, "/api/auth/passkeys-only"},
	{http.MethodPost, "/api/auth/confirm"},
	{http.MethodPost, "/api/auth/confirm/passkey/options"},
	{http.MethodPost, "/api/auth/confirm/passkey"},
	{http.MethodPost, "/api/auth/2fa/setup"},
	{http.MethodPost, "/api/auth/2fa/enable"},
	{http.MethodPost, "/api/auth/2fa/disable"},
	{http.MethodPut, "/api/site"},
	{http.MethodPut, "/api/messages/1"},
	{http.MethodDelete, "/api/messages/1"},
	{http.MethodDelete, "/api/trash"},
	{http.MethodPost, "/api/trash/1/1/restore"},
	{http.MethodDelete, "/api/trash/1/1"},
	{http.MethodPost, "/api/revisions/1/1/1/restore"},
	// The reads that need a session (adminRead): the inbox, the trash and
	// the activity log.
	{http.MethodGet, "/api/messages"},
	{http.MethodGet, "/api/trash"},
	{http.MethodGet, "/api/activity"},
	{http.MethodGet, "/api/backup"},
	{http.MethodGet, "/api/backups"},
	{http.MethodGet, "/api/revisions"},
	{http.MethodGet, "/api/revisions/1/1/1"},
	// Drafts, publishing and schedules of every kind (issue 23).
	{http.MethodGet, "/api/portfolio/projects/1/draft"},
	{http.MethodDelete, "/api/portfolio/projects/1/draft"},
	{http.MethodPost, "/api/portfolio/projects/1/publish"},
	{http.MethodPost, "/api/portfolio/projects/1/unpublish"},
	{http.MethodDelete, "/api/portfolio/projects/1/schedule"},
	{http.MethodGet, "/api/portfolio/links/1/draft"},
	{http.MethodDelete, "/api/portfolio/links/1/draft"},
	{http.MethodPost, "/api/portfolio/links/1/publish"},
	{http.MethodPost, "/api/portfolio/links/1/unpublish"},
	{http.MethodDelete, "/api/portfolio/links/1/schedule"},
	{http.MethodGet, "/api/portfolio/gallery/1/draft"},
	{http.MethodDelete, "/api/portfolio/gallery/1/draft"},
	{http.MethodPost, "/api/portfolio/gallery/1/publish"},
	{http.MethodPost, "/api/portfolio/gallery/1/unpublish"},
	{http.MethodDelete, "/api/portfolio/gallery/1/schedule"},
	{http.MethodGet, "/api/notable-collaborations/1/draft"},
	{http.MethodDelete, "/api/notable-collaborations/1/draft"},
	{http.MethodPost, "/api/notable-collaborations/1/publish"},
	{http.MethodPost, "/api/notable-collaborations/1/unpublish"},
	{http.MethodDelete, "/api/notable-collaborations/1/schedule"},
	{http.MethodGet, "/api/media-press/1/draft"},
	{http.MethodDelete, "/api/media-press/1/draft"},
	{http.MethodPost, "/api/media-press/1/publish"},
	{http.MethodPost, "/api/media-press/1/unpublish"},
	{http.MethodDelete, "/api/media-press/1/schedule"},
	{http.MethodGet, "/api/investments/1/draft"},
	{http.MethodDelete, "/api/investments/1/draft"},
	{http.MethodPost, "/api/investments/1/publish"},
	{http.MethodPost, "/api/investments/1/unpublish"},
	{http.MethodDelete, "/api/investments/1/schedule"},
	{http.MethodPost, "/api/appearances"},
	{http.MethodPut, "/api/appearances/1"},
	{http.MethodDelete, "/api/appearances/1"},
	{http.MethodGet, "/api/appearances/1/draft"},
	{http.MethodDelete, "/api/appearances/1/draft"},
	{http.MethodPost, "/api/appearances/1/publish"},
	{http.MethodPost, "/api/appearances/1/unpublish"},
	{http.MethodDelete, "/api/appearances/1/schedule"},
	{http.MethodGet, "/api/portfolio/section-layouts/1/draft"},
	{http.MethodDelete, "/api/portfolio/section-layouts/1/draft"},
	{http.MethodPost, "/api/portfolio/section-layouts/1/publish"},
	{http.MethodPost, "/api/portfolio/section-layouts/1/unpublish"},
	{http.MethodDelete, "/api/portfolio/section-layouts/1/schedule"},
	{http.MethodGet, "/api/site/draft"},
	{http.MethodDelete, "/api/site/draft"},
	{http.MethodPost, "/api/site/publish"},
	{http.MethodDelete, "/api/site/schedule"},
	{http.MethodGet, "/api/drafts"},
	{http.MethodGet, "/api/insights"},
	{http.MethodGet, "/api/insights/export"},
	{http.MethodGet, "/api/schedules"},
	{http.MethodPost, "/api/previews"},
	{http.MethodGet, "/api/previews"},
	{http.MethodDelete, "/api/previews/1"},
	{http.MethodGet, "/api/redirects"},
	{http.MethodDelete, "/api/redirects/1"},
	{http.MethodPost, "/api/backup/inspect"},
	{http.MethodPost, "/api/backup/restore"},
	{http.MethodPost, "/api/backups/run"},
	{http.MethodGet, "/api/uploads"},
	{http.MethodDelete, "/api/uploads/1"},
	{http.MethodGet, "/api/auth/sign-in-protection"},
	{http.MethodGet, "/api/certificate"},
	{http.MethodGet, "/api/users"},
	{http.MethodDelete, "/api/users/1"},
	{http.MethodPost, "/api/users/invitations"},
	{http.MethodGet, "/api/users/invitations"},
	{http.MethodDelete, "/api/users/invitations/1"},
}

func TestEveryWriteRouteIsGuarded(t *testing.T) {
	e := newEnv(t)
	// The route table guards exactly the writes listed here: a new write
	// route that is not in this list fails the test until it is added.
	var guarded []string
	pattern := regexp.MustCompile(`\{[^}]+\}`)
	srv := e.handler.(*server)
	for _, rt := range append(srv.apiRoutes(), srv.pageRoutes()...) {
		if rt.role() != "" {
			guarded = append(guarded, rt.method+" "+pattern.ReplaceAllString(rt.path, "1"))
		}
	}
	var listed []string
	for _, rt := range writeRoutes {
		listed = append(listed, rt.method+" "+rt.path)
	}
	sort.Strings(guarded)
	sort.Strings(listed)
	assert.Equal(t, listed, guarded)

	stale := &http.Cookie{Name: DefaultCookieName, Value: "not-a-session"}
	for _, rt := range writeRoutes {
		for _, cookie := range []*http.Cookie{nil, stale} {
			t.Run(rt.method+" "+rt.path, func(t *testing.T) {
				w := e.do(request{method: rt.method, path: rt.path, body: map[string]any{"title": "x", "category": "games"}, cookie: cookie})
				assert.Equal(t, http.StatusUnauthorized, w.Code)
				assert.JSONEq(t, `{"message":"Authentication required"}`, w.Body.String())
			})
		}
	}
	w := e.get("/api/portfolio/projects", nil)
	assert.JSONEq(t, `[]`, w.Body.String(), "nothing was written")
}

func TestLogin(t *testing.T) {
	e := newEnv(t)
	w := e.do(request{method: http.MethodPost, path: "/api/auth/login", body: map[string]string{"username": adminUser, "password": adminPassword}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	body := decodeMap(t, w)
	assert.Equal(t, true, body["isAuthenticated"])
	assert.Equal(t, map[string]any{"id": float64(1), "username": adminUser, "role": "owner"}, body["user"])
	assert.NotContains(t, w.Body.String(), "h:", "the hash never leaves the server")

	cookies := w.Result().Cookies()
	require.Len(t, cookies, 2, "the session cookie and the device cookie")
	c := cookieOf(w, DefaultCookieName)
	require.NotNil(t, c)
	assert.GreaterOrEqual(t, len(c.Value), 40, "a long random id")
	assert.True(t, c.HttpOnly)
	assert.Equal(t, http.SameSiteLaxMode, c.SameSite)
	assert.Equal(t, "/", c.Path)
	assert.False(t, c.Secure, "plain HTTP without SecureCookies")
	assert.InDelta(t, time.Hour.Seconds(), c.MaxAge, 5, "the session's lifetime")

	second := e.login()
	assert.NotEqual(t, c.Value, second.Value, "every login gets a fresh id")
}

func TestLoginFailuresLookAlike(t *testing.T) {
	e := newEnv(t)
	wrongPassword := e.do(request{method: http.MethodPost, path: "/api/auth/login", body: map[string]string{"username": adminUser, "password": "nope"}})
	unknownUser := e.do(request{method: http.MethodPost, path: "/api/auth/login", body: map[string]string{"username": "ghost", "password": "nope"}})
	for _, w := range []*httptest.ResponseRecorder{wrongPassword, unknownUser} {
		assert.Equal(t, http.StatusUnauthorized, w.Code)
		assert.JSONEq(t, `{"message":"Invalid username or password"}`, w.Body.String())
		assert.Empty(t, w.Result().Cookies())
	}
	assert.Equal(t, wrongPassword.Body.String(), unknownUser.Body.String())

	w := e.do(request{method: http.MethodPost, path: "/api/auth/login", body: map[string]string{"username": " "}})
	assert.Equal(t, http.StatusBadRequest, w.Code)
	assert.Equal(t, map[string]any{"password": "Required", "username": "Required"}, decodeMap(t, w)["fields"])

	w = e.do(request{method: http.MethodPost, path: "/api/auth/login", body: "username=admin&password=x", contentType: "application/x-www-form-urlencoded"})
	assert.Equal(t, http.StatusUnsupportedMediaType, w.Code, "a cross-site form cannot sign in")
}

func TestAuthStatusAndLogout(t *testing.T) {
	e := newEnv(t)
	w := e.get("/api/auth/status", nil)
	require.Equal(t, http.StatusOK, w.Code)
	assert.JSONEq(t, `{"isAuthenticated":false,"user":null}`, w.Body.String())
	assert.Equal(t, "no-store", w.Header().Get("Cache-Control"))

	cookie := e.login()
	w = e.get("/api/auth/status", cookie)
	assert.JSONEq(t, `{"isAuthenticated":true,"user":{"id":1,"username":"admin","role":"owner"}}`, w.Body.String())

	w = e.do(request{method: http.MethodPost, path: "/api/auth/logout", cookie: cookie})
	require.Equal(t, http.StatusOK, w.Code)
	assert.JSONEq(t, `{"isAuthenticated":false,"user":null}`, w.Body.String())
	require.Len(t, w.Result().Cookies(), 1)
	assert.Less(t, w.Result().Cookies()[0].MaxAge, 0, "the cookie is expired")

	// The server session is gone: the old cookie no longer signs anything.
	w = e.get("/api/auth/status", cookie)
	assert.JSONEq(t, `{"isAuthenticated":false,"user":null}`, w.Body.String())
	require.Len(t, w.Result().Cookies(), 1, "a stale cookie is expired")
	w = e.do(request{method: http.MethodPost, path: "/api/notable-collaborations", body: map[string]any{"title": "x"}, cookie: cookie})
	assert.Equal(t, http.StatusUnauthorized, w.Code)

	w = e.do(request{method: http.MethodPost, path: "/api/auth/logout"})
	assert.Equal(t, http.StatusOK, w.Code, "logging out twice is fine")
}

func TestSecureCookie(t *testing.T) {
	for name, opt := range map[string]envOption{
		"https site":     func(d *envDeps) { d.Config.HTTPS = true; d.Config.CookieName = "sid" },
		"secure cookies": func(d *envDeps) { d.Config.SecureCookies = true; d.Config.CookieName = "sid" },
	} {
		t.Run(name, func(t *testing.T) {
			e := newEnv(t, opt)
			w := e.do(request{method: http.MethodPost, path: "/api/auth/login", body: map[string]string{"username": adminUser, "password": adminPassword}})
			require.Equal(t, http.StatusOK, w.Code)
			c := w.Result().Cookies()[0]
			assert.Equal(t, "__Host-sid", c.Name, "over HTTPS the cookie has the __Host- prefix")
			assert.True(t, c.Secure)
			assert.True(t, c.HttpOnly)
			assert.Equal(t, http.SameSiteLaxMode, c.SameSite)
			assert.Equal(t, "/", c.Path)
			assert.Empty(t, c.Domain)
			assert.InDelta(t, 3600, c.MaxAge, 5, "the cookie lasts as long as the session")

			status := e.do(request{method: http.MethodGet, path: "/api/auth/status", cookie: c})
			assert.Contains(t, status.Body.String(), `"isAuthenticated":true`, "the prefixed cookie is the one read")
			plainName := &http.Cookie{Name: "sid", Value: c.Value}
			status = e.do(request{method: http.MethodGet, path: "/api/auth/status", cookie: plainName})
			assert.Contains(t, status.Body.String(), `"isAuthenticated":false`, "an unprefixed cookie is ignored over HTTPS")
		})
	}

	plain := newEnv(t)
	w := plain.do(request{method: http.MethodPost, path: "/api/auth/login", body: map[string]string{"username": adminUser, "password": adminPassword}})
	require.Equal(t, http.StatusOK, w.Code)
	c := w.Result().Cookies()[0]
	assert.Equal(t, DefaultCookieName, c.Name, "plain HTTP (development) keeps the plain name")
	assert.False(t, c.Secure)
	assert.True(t, c.HttpOnly)

	r := httptest.NewRequest(http.MethodPost, "/api/auth/login", strings.NewReader(`{"username":"admin","password":"`+adminPassword+`"}`))
	r.Header.Set("Content-Type", "application/json")
	r.TLS = &tls.ConnectionState{}
	rec := httptest.NewRecorder()
	plain.handler.ServeHTTP(rec, r)
	require.Equal(t, http.StatusOK, rec.Code)
	assert.True(t, rec.Result().Cookies()[0].Secure, "over TLS the cookie is Secure")
	assert.Equal(t, "__Host-"+DefaultCookieName, rec.Result().Cookies()[0].Name)
	device := cookieOf(rec, "__Secure-"+DefaultCookieName+"_device")
	require.NotNil(t, device, "issue 37: the device cookie, __Secure- (not __Host-: its path is the sign-in API's)")
	assert.True(t, device.Secure)
	assert.Equal(t, "/api/auth", device.Path)

	// Over TLS the prefixed device cookie is the one read.
	lock := newEnv(t)
	r = httptest.NewRequest(http.MethodPost, "/api/auth/login", strings.NewReader(`{"username":"admin","password":"`+adminPassword+`"}`))
	r.Header.Set("Content-Type", "application/json")
	r.TLS = &tls.ConnectionState{}
	rec = httptest.NewRecorder()
	lock.handler.ServeHTTP(rec, r)
	require.Equal(t, http.StatusOK, rec.Code)
	device = cookieOf(rec, "__Secure-"+DefaultCookieName+"_device")
	require.NotNil(t, device)
	lock.guessFromLoopback(20)
	r = httptest.NewRequest(http.MethodPost, "/api/auth/login", strings.NewReader(`{"username":"admin","password":"`+adminPassword+`"}`))
	r.Header.Set("Content-Type", "application/json")
	r.TLS = &tls.ConnectionState{}
	r.AddCookie(device)
	rec = httptest.NewRecorder()
	lock.handler.ServeHTTP(rec, r)
	assert.Equal(t, http.StatusOK, rec.Code, "the trusted browser over HTTPS during a lock")
}

func TestLogsNeverHoldSecrets(t *testing.T) {
	e := newEnv(t)
	cookie := e.login()
	e.create(cookie, "/api/portfolio/projects", map[string]any{"title": "Secret Project", "category": "games"})
	e.get("/api/portfolio/projects", cookie)
	e.do(request{method: http.MethodGet, path: "/api/portfolio/projects/1", header: map[string]string{"X-Request-ID": "trace-42"}})
	e.do(request{method: http.MethodPost, path: "/api/auth/logout", cookie: cookie})

	logs := e.logs.String()
	assert.NotContains(t, logs, cookie.Value)
	assert.NotContains(t, logs, adminPassword)
	assert.NotContains(t, logs, "Secret Project", "bodies are not logged")
	lines := strings.Split(strings.TrimSpace(logs), "\n")
	assert.Len(t, lines, 5, "one line per request")
	assert.Contains(t, logs, `"route":"/api/portfolio/projects/{id:[0-9]+}"`)
	assert.Contains(t, logs, `"request_id":"trace-42"`)
	assert.Contains(t, logs, `"status":201`)
	assert.Contains(t, logs, `"method":"POST"`)
	assert.Contains(t, logs, `"latency"`)
	assert.Contains(t, logs, `"bytes"`)
}

func TestRequestIDAndSecurityHeaders(t *testing.T) {
	e := newEnv(t)
	w := e.do(request{method: http.MethodGet, path: "/api/portfolio/projects", header: map[string]string{"X-Request-ID": "abc-123"}})
	assert.Equal(t, "abc-123", w.Header().Get("X-Request-ID"))
	w = e.do(request{method: http.MethodGet, path: "/about", header: map[string]string{"X-Request-ID": "bad id <script>"}})
	assert.NotEqual(t, "bad id <script>", w.Header().Get("X-Request-ID"))
	assert.NotEmpty(t, w.Header().Get("X-Request-ID"))
	for _, path := range []string{"/api/portfolio/projects", "/about", "/api/nope", "/robots.txt"} {
		w := e.get(path, nil)
		assert.Equal(t, "nosniff", w.Header().Get("X-Content-Type-Options"), path)
		assert.Equal(t, "strict-origin-when-cross-origin", w.Header().Get("Referrer-Policy"), path)
		assert.Equal(t, "DENY", w.Header().Get("X-Frame-Options"), path)
	}
}
