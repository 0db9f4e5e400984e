package httpapi

import (
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/pages"
)

// cspHash is the CSP source of a script body, computed here independently
// of the pages' ScriptHashes.
func cspHash(script string) string {
	sum := sha256.Sum256([]byte(script))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

// directives splits a policy into its directives by name.
func directives(t *testing.T, policy string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, d := range strings.Split(policy, ";") {
		name, value, _ := strings.Cut(strings.TrimSpace(d), " ")
		require.NotContains(t, out, name, "directive %q appears once", name)
		out[name] = value
	}
	return out
}

func TestSecurityHeadersOnEveryKindOfResponse(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	up := e.upload(admin, "file", "a.png", "image/png", pngBytes())
	require.Equal(t, http.StatusCreated, up.Code, up.Body.String())
	uploaded := decodeMap(t, up)["url"].(string)

	for _, c := range []struct {
		name, path string
		status     int
	}{
		{"HTML page", "/about", http.StatusOK},
		{"JSON API", "/api/portfolio/projects", http.StatusOK},
		{"build asset", "/assets/index-abc123.js", http.StatusOK},
		{"uploaded file", uploaded, http.StatusOK},
		{"API 404", "/api/nope", http.StatusNotFound},
		{"page 404", "/no-such-page", http.StatusNotFound},
		{"robots.txt", "/robots.txt", http.StatusOK},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := e.get(c.path, nil)
			require.Equal(t, c.status, w.Code)
			h := w.Header()
			assert.Equal(t, "nosniff", h.Get("X-Content-Type-Options"))
			assert.Equal(t, "strict-origin-when-cross-origin", h.Get("Referrer-Policy"))
			assert.Equal(t, "DENY", h.Get("X-Frame-Options"))
			assert.Equal(t, "same-origin", h.Get("Cross-Origin-Opener-Policy"))
			pp := h.Get("Permissions-Policy")
			for _, denied := range []string{"camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"} {
				assert.Contains(t, pp, denied)
			}
			assert.NotContains(t, pp, "fullscreen", "the video player may go full screen")
			assert.Empty(t, h.Get("Strict-Transport-Security"), "no HSTS over plain HTTP")

			d := directives(t, h.Get("Content-Security-Policy"))
			assert.Equal(t, "'self'", d["default-src"])
			assert.Equal(t, "'self' 'inline-speculation-rules'", d["script-src"], "the test build has no inline script")
			assert.Equal(t, "'none'", d["object-src"])
			assert.Equal(t, "'none'", d["base-uri"])
			assert.Equal(t, "'none'", d["frame-ancestors"])
			assert.Equal(t, "'self'", d["form-action"])
			assert.Equal(t, "https://www.youtube.com", d["frame-src"])
			assert.NotContains(t, d, "upgrade-insecure-requests")
		})
	}
}

func TestCSPNamesTheInlineScriptsOfTheIndex(t *testing.T) {
	// An index like the build's: the no-flash theme script inline (the
	// build puts frontend/src/theme/head-script.ts there), the app a module.
	// The browser suite runs every page of the real build under the policy.
	index := []byte("<!doctype html><html><head><script>\n;(function () { document.documentElement.classList.add('light') })()\n</script>" +
		"<!--app-head--></head><body><div id=\"root\"></div><script type=\"module\" src=\"/assets/index.js\"></script></body></html>")
	theme := regexp.MustCompile(`(?s)<script>(.*?)</script>`).FindSubmatch(index)
	require.NotNil(t, theme)

	e := newEnv(t, func(d *envDeps) {
		spa := testSPA()
		spa["index.html"].Data = index
		d.SPA = spa
	})
	w := e.get("/", nil)
	require.Equal(t, http.StatusOK, w.Code)
	require.Contains(t, w.Body.String(), `<script type="application/ld+json">`, "the page carries JSON-LD")
	scriptSrc := directives(t, w.Header().Get("Content-Security-Policy"))["script-src"]
	assert.Equal(t, "'self' 'inline-speculation-rules' "+cspHash(string(theme[1])), scriptSrc,
		"only the theme script is hashed: JSON-LD is data and module scripts load from 'self'")
	assert.NotContains(t, scriptSrc, "unsafe-inline")

	// A JSON API response carries the same policy.
	assert.Equal(t, w.Header().Get("Content-Security-Policy"), e.get("/api/site", nil).Header().Get("Content-Security-Policy"))
}

// The public pages come from site.html and pages/: their inline scripts
// (the theme script, the speculation rules) are named too, each once.
func TestCSPNamesTheInlineScriptsOfEveryServedPage(t *testing.T) {
	const theme = "document.documentElement.classList.add('dark')"
	const rules = `{"prefetch":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}`
	shell := "<!doctype html><html><head><script>" + theme + "</script><script type=\"speculationrules\">" + rules +
		"</script><!--app-head--></head><body></body></html>"
	e := newEnv(t, func(d *envDeps) {
		spa := testSPA()
		spa["site.html"] = &fstest.MapFile{Data: []byte(shell)}
		spa["pages/about.html"] = &fstest.MapFile{Data: []byte(shell)}
		spa["pages/portfolio/music.html"] = &fstest.MapFile{Data: []byte(strings.Replace(shell, theme, theme+";", 1))}
		d.SPA = spa
	})
	scriptSrc := directives(t, e.get("/about", nil).Header().Get("Content-Security-Policy"))["script-src"]
	assert.Equal(t, "'self' 'inline-speculation-rules' "+cspHash(theme)+" "+cspHash(rules)+" "+cspHash(theme+";"), scriptSrc)
}

func TestHTTPSAddsHSTSAndUpgrades(t *testing.T) {
	check := func(t *testing.T, w *httptest.ResponseRecorder) {
		t.Helper()
		assert.Equal(t, "max-age=63072000; includeSubDomains", w.Header().Get("Strict-Transport-Security"))
		assert.Contains(t, directives(t, w.Header().Get("Content-Security-Policy")), "upgrade-insecure-requests")
	}
	t.Run("HTTPS mode behind a TLS proxy", func(t *testing.T) {
		e := newEnv(t, func(d *envDeps) { d.Config.HTTPS = true })
		for _, path := range []string{"/", "/api/portfolio/projects", "/assets/index-abc123.js", "/api/nope"} {
			check(t, e.get(path, nil))
		}
	})
	t.Run("a request over TLS", func(t *testing.T) {
		e := newEnv(t)
		check(t, e.get("https://portfolio.example/api/site", nil))
	})
}

// TestFrameSourceIsTheVideoEmbedHost keeps frame-src and the player the
// pages embed one fact (pages.VideoEmbedOrigin; the pages' own test checks
// every player address starts with it).
func TestFrameSourceIsTheVideoEmbedHost(t *testing.T) {
	assert.Contains(t, cspDirectives, "frame-src "+pages.VideoEmbedOrigin+";")
}

func TestCrossSiteWritesAreRefused(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	ct, upload := multipartFile(t, "file", "a.png", "image/png", pngBytes())
	login := map[string]string{"username": adminUser, "password": adminPassword}
	project := map[string]any{"title": "Forged", "category": "games", "subcategory": "riot-games", "description": "x"}

	for _, from := range []struct {
		name   string
		header map[string]string
	}{
		{"Sec-Fetch-Site cross-site", map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "http://evil.example"}},
		{"Sec-Fetch-Site same-site", map[string]string{"Sec-Fetch-Site": "same-site", "Origin": "http://blog.example.com"}},
		{"only an Origin (older browsers)", map[string]string{"Origin": "http://evil.example"}},
	} {
		for _, rq := range []request{
			{method: http.MethodPost, path: "/api/portfolio/projects", body: project, cookie: admin},
			{method: http.MethodDelete, path: "/api/portfolio/projects/1", cookie: admin},
			{method: http.MethodPost, path: "/api/upload", body: upload, contentType: ct, cookie: admin},
			{method: http.MethodPost, path: "/api/auth/login", body: login},
			{method: http.MethodPost, path: "/api/auth/logout", cookie: admin},
			{method: http.MethodPost, path: "/API/Auth/Logout/", cookie: admin},
			// Whether the route exists does not matter.
			{method: http.MethodPost, path: "/api/nope", cookie: admin},
			{method: http.MethodPut, path: "/api/site", cookie: admin},
			{method: http.MethodPost, path: "/about", body: "a=b", contentType: "application/x-www-form-urlencoded"},
		} {
			rq.header = from.header
			w := e.do(rq)
			assert.Equal(t, http.StatusForbidden, w.Code, "%s: %s %s", from.name, rq.method, rq.path)
			assert.JSONEq(t, `{"message":"Cross-site request refused"}`, w.Body.String(), "%s: %s %s", from.name, rq.method, rq.path)
			assert.Equal(t, "application/json", strings.Split(w.Header().Get("Content-Type"), ";")[0])
			assert.Empty(t, w.Result().Cookies(), "no session is started or ended: %s %s", rq.method, rq.path)
		}
	}

	// Nothing happened: no project, still signed in.
	assert.Empty(t, decodeList(t, e.get("/api/portfolio/projects", admin)))
	assert.JSONEq(t, `{"isAuthenticated":true,"user":{"id":1,"username":"admin","role":"owner"}}`, e.get("/api/auth/status", admin).Body.String())
	assert.Contains(t, e.logs.String(), `"status":403`)
}

func TestSameOriginAndNonBrowserWritesPass(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.Config.PublicURL = "https://Portfolio.example/" })
	admin := e.login()
	for i, header := range []map[string]string{
		{"Sec-Fetch-Site": "same-origin", "Origin": "http://example.com"},
		{"Origin": "http://example.com"},        // httptest's Host
		{"Origin": "https://portfolio.example"}, // the public URL, behind a proxy that rewrites Host
		{"Sec-Fetch-Site": "none"},              // typed by the user
		nil,                                     // curl, scripts: no ambient credentials
	} {
		w := e.do(request{method: http.MethodPost, path: "/api/portfolio/projects", cookie: admin, header: header,
			body: map[string]any{"title": "Project " + string(rune('A'+i)), "category": "games", "subcategory": "riot-games", "description": "x"}})
		assert.Equal(t, http.StatusCreated, w.Code, "%v: %s", header, w.Body.String())
	}

	w := e.do(request{method: http.MethodPost, path: "/api/auth/login", header: map[string]string{"Sec-Fetch-Site": "same-origin"},
		body: map[string]string{"username": adminUser, "password": adminPassword}})
	assert.Equal(t, http.StatusOK, w.Code, w.Body.String())
	w = e.do(request{method: http.MethodPost, path: "/api/nope", header: map[string]string{"Sec-Fetch-Site": "same-origin"}})
	assert.Equal(t, http.StatusNotFound, w.Code, "a same-origin write to no route is the usual 404")

	// Reads are never refused: other sites may link to pages and images.
	for _, path := range []string{"/", "/api/portfolio/projects", "/assets/index-abc123.js"} {
		w := e.do(request{method: http.MethodGet, path: path, header: map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "http://evil.example"}})
		assert.Equal(t, http.StatusOK, w.Code, path)
	}
	w = e.do(request{method: http.MethodOptions, path: "/api/portfolio/projects", header: map[string]string{"Sec-Fetch-Site": "cross-site"}})
	assert.Equal(t, http.StatusMethodNotAllowed, w.Code, "OPTIONS is safe: the usual 405")
}
