package httpapi

import (
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// loginAs posts credentials from remote (with extra headers) to path.
func (e *env) loginAs(path, user, password, remote string, header map[string]string) *httptest.ResponseRecorder {
	e.t.Helper()
	return e.do(request{method: http.MethodPost, path: path, remote: remote, header: header,
		body: map[string]string{"username": user, "password": password}})
}

// assert429 checks a throttled answer: 429, the message, Retry-After of at
// least 15 minutes, and no cookie.
func assert429(t *testing.T, w *httptest.ResponseRecorder, msg string) {
	t.Helper()
	require.Equal(t, http.StatusTooManyRequests, w.Code, msg)
	assert.JSONEq(t, `{"message":"`+domain.MsgTooManyAttempts+`"}`, w.Body.String())
	secs, err := strconv.Atoi(w.Header().Get("Retry-After"))
	require.NoError(t, err, "Retry-After in seconds")
	assert.GreaterOrEqual(t, secs, 900, msg)
	assert.Empty(t, w.Result().Cookies(), "no session for a throttled attempt")
}

func TestLoginThrottledPerUsername(t *testing.T) {
	e := newEnv(t)
	for i := 0; i < 5; i++ {
		w := e.loginAs("/api/auth/login", adminUser, "wrong password", "198.51.100."+strconv.Itoa(i)+":4000", nil)
		require.Equal(t, http.StatusUnauthorized, w.Code, "failure %d", i+1)
	}
	assert429(t, e.loginAs("/api/auth/login", adminUser, adminPassword, "203.0.113.9:4000", nil),
		"the right password from a fresh address is refused too")
	e.clock.Advance(14 * time.Minute)
	assert429(t, e.loginAs("/api/auth/login", adminUser, adminPassword, "203.0.113.9:4000", nil), "still locked")
	e.clock.Advance(16 * time.Minute)
	assert.Equal(t, http.StatusOK, e.loginAs("/api/auth/login", adminUser, adminPassword, "203.0.113.9:4000", nil).Code,
		"the lock ends 15 minutes after the last refused attempt")
}

func TestLoginThrottledPerAddressWhateverThePathSpelling(t *testing.T) {
	e := newEnv(t)
	paths := []string{"/api/auth/login", "/api/auth/login/", "/API/AUTH/LOGIN", "/Api/Auth/Login//", "/api/auth/Login"}
	for i, p := range paths {
		w := e.loginAs(p, "guess"+strconv.Itoa(i), "wrong password", "192.0.2.50:1000", nil)
		require.Equal(t, http.StatusUnauthorized, w.Code, "%s reaches the login route", p)
	}
	for _, p := range paths {
		assert429(t, e.loginAs(p, adminUser, adminPassword, "192.0.2.50:1000", nil), p)
	}
	assert.Equal(t, http.StatusOK, e.loginAs("/api/auth/login", adminUser, adminPassword, "192.0.2.51:1000", nil).Code,
		"another address is not locked, nor is the username")
}

func TestClientAddressFromTrustedProxiesOnly(t *testing.T) {
	proxy := netip.MustParsePrefix("10.0.0.0/8")
	e := newEnv(t, func(d *envDeps) { d.Config.TrustedProxies = []netip.Prefix{proxy} })
	s := e.handler.(*server)
	for _, c := range []struct {
		remote, xff, want string
	}{
		{"192.0.2.7:5000", "", "192.0.2.7"},
		{"192.0.2.7:5000", "203.0.113.1", "192.0.2.7"},                // not a proxy: the header is the client's own
		{"10.1.2.3:5000", "203.0.113.1", "203.0.113.1"},               // from the proxy
		{"10.1.2.3:5000", "198.51.100.1, 203.0.113.1", "203.0.113.1"}, // the right-most untrusted hop
		{"10.1.2.3:5000", "203.0.113.1, 10.9.9.9", "203.0.113.1"},     // through two proxies
		{"10.1.2.3:5000", "garbage", "10.1.2.3"},
		{"10.1.2.3:5000", "", "10.1.2.3"},
		{"[2001:db8::1]:5000", "", "2001:db8::1"},
		{"[::ffff:192.0.2.8]:5000", "", "192.0.2.8"},
	} {
		r := httptest.NewRequest(http.MethodPost, "/api/auth/login", nil)
		r.RemoteAddr = c.remote
		if c.xff != "" {
			r.Header.Set("X-Forwarded-For", c.xff)
		}
		assert.Equal(t, c.want, s.clientAddr(r), "%s with X-Forwarded-For %q", c.remote, c.xff)
	}

	// A client that rotates X-Forwarded-For is still one address when it
	// does not come through a trusted proxy.
	for i := 0; i < 5; i++ {
		xff := map[string]string{"X-Forwarded-For": "203.0.113." + strconv.Itoa(i)}
		require.Equal(t, http.StatusUnauthorized, e.loginAs("/api/auth/login", "guess"+strconv.Itoa(i), "wrong password", "192.0.2.60:1", xff).Code)
	}
	assert429(t, e.loginAs("/api/auth/login", adminUser, adminPassword, "192.0.2.60:1", map[string]string{"X-Forwarded-For": "203.0.113.200"}), "spoofed header")
	// Through the proxy each forwarded client counts on its own.
	for i := 0; i < 5; i++ {
		xff := map[string]string{"X-Forwarded-For": "198.51.100.77"}
		require.Equal(t, http.StatusUnauthorized, e.loginAs("/api/auth/login", "other"+strconv.Itoa(i), "wrong password", "10.0.0.2:1", xff).Code)
	}
	assert429(t, e.loginAs("/api/auth/login", adminUser, adminPassword, "10.0.0.3:1", map[string]string{"X-Forwarded-For": "198.51.100.77"}), "same client, other proxy")
	assert.Equal(t, http.StatusOK, e.loginAs("/api/auth/login", adminUser, adminPassword, "10.0.0.2:1", map[string]string{"X-Forwarded-For": "198.51.100.78"}).Code,
		"the proxy itself is not locked")
}

func TestSessionIdleAndAbsoluteExpiry(t *testing.T) {
	e := newEnv(t) // one-hour lifetime, 30-minute idle timeout
	idle := e.login()
	active := e.login()
	status := func(c *http.Cookie) string {
		return e.do(request{method: http.MethodGet, path: "/api/auth/status", cookie: c}).Body.String()
	}
	for i := 0; i < 2; i++ {
		e.clock.Advance(20 * time.Minute)
		require.Contains(t, status(active), `"isAuthenticated":true`)
	}
	assert.Contains(t, status(idle), `"isAuthenticated":false`, "40 minutes unused")
	w := e.do(request{method: http.MethodPost, path: "/api/notable-collaborations", cookie: idle, body: map[string]any{"title": "x"}})
	assert.Equal(t, http.StatusUnauthorized, w.Code, "an idle session cannot write")

	e.clock.Advance(21 * time.Minute)
	require.Contains(t, status(active), `"isAuthenticated":false`, "61 minutes after sign-in: past the lifetime")
	w = e.do(request{method: http.MethodPost, path: "/api/notable-collaborations", cookie: active, body: map[string]any{"title": "x"}})
	assert.Equal(t, http.StatusUnauthorized, w.Code)
}
