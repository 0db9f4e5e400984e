package httpapi

import (
	"encoding/json"
	"encoding/xml"
	"errors"
	"html"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/pages"
)

var ldJSON = regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`)

// specRoutes are the pages of spec section 2.
var specRoutes = []string{"/", "/about", "/portfolio", "/games", "/investments", "/media-press", "/contact", "/admin"}

func TestClientRoutesServeIndexWithTheirHead(t *testing.T) {
	e := newEnv(t)
	for _, path := range append(specRoutes, "/portfolio/games", "/portfolio/film-animation", "/portfolio/character-design") {
		w := e.get(path, nil)
		require.Equal(t, http.StatusOK, w.Code, path)
		assert.Equal(t, "text/html; charset=utf-8", w.Header().Get("Content-Type"), path)
		assert.Equal(t, "no-cache", w.Header().Get("Cache-Control"), path)
		body := w.Body.String()
		assert.Contains(t, body, `<div id="root"></div>`, path)
		assert.Equal(t, 1, strings.Count(body, "<title>"), path)
		assert.NotContains(t, body, "<!--app-head-->", path)
		assert.Contains(t, body, `<link rel="canonical" href="https://portfolio.example`+path+`">`, path)
		assert.Equal(t, 1, strings.Count(body, `application/ld+json`), path)
	}

	home := e.get("/", nil).Body.String()
	for _, want := range []string{
		`<title>Jordan Avery | Producer &amp; Investor</title>`,
		// The home page's description and every page's keywords are the site document's.
		`<meta name="description" content="Producer, investor and creative catalyst across games, film and animation, cinematics, music, esports and worldbuilding.">`,
		`<meta name="keywords" content="games producer, film and animation, cinematics, music production, esports, worldbuilding, venture capital, investor, creative leadership">`,
		`<meta name="author" content="Jordan Avery">`,
		`<meta name="robots" content="index, follow">`,
		`<meta property="og:type" content="profile">`,
		`<meta property="og:title" content="Jordan Avery | Producer &amp; Investor">`,
		`<meta property="og:url" content="https://portfolio.example/">`,
		`<meta property="og:image" content="https://portfolio.example/images/og-image.png">`,
		`<meta property="og:site_name" content="Jordan Avery">`,
		`<meta property="og:locale" content="en_US">`,
		`<meta name="twitter:card" content="summary_large_image">`,
		`<meta name="twitter:title" content="Jordan Avery | Producer &amp; Investor">`,
		`<meta name="twitter:image" content="https://portfolio.example/images/og-image.png">`,
		`<meta name="theme-color" content="#123332">`,
	} {
		assert.Contains(t, home, want)
	}
	assert.Equal(t, 1, strings.Count(home, `rel="manifest"`), "index.html already has the manifest link")
	assert.NotContains(t, home, "<b>", "text is escaped")

	m := ldJSON.FindStringSubmatch(home)
	require.Len(t, m, 2)
	assert.NotContains(t, m[1], "<", "JSON-LD escapes < as \\u003c")
	var ld struct {
		Context string           `json:"@context"`
		Graph   []map[string]any `json:"@graph"`
	}
	require.NoError(t, json.Unmarshal([]byte(m[1]), &ld))
	require.Len(t, ld.Graph, 3)
	person, site, work := ld.Graph[0], ld.Graph[1], ld.Graph[2]
	assert.Equal(t, "Person", person["@type"])
	assert.Equal(t, "Jordan Avery", person["name"])
	assert.Equal(t, "Producer, Investor & Creative Catalyst", person["jobTitle"])
	assert.Equal(t, "hello@example.com", person["email"])
	assert.Equal(t, "Los Angeles, California", person["address"].(map[string]any)["addressLocality"])
	assert.Equal(t, []any{"https://x.example/jordan"}, person["sameAs"], "'#' socials are left out")
	assert.Equal(t, "WebSite", site["@type"])
	action := site["potentialAction"].(map[string]any)
	assert.Equal(t, "SearchAction", action["@type"])
	assert.Equal(t, "https://portfolio.example/portfolio?search={query}", action["target"])
	assert.Equal(t, "required name=query", action["query-input"])
	assert.Equal(t, "CreativeWork", work["@type"])
	assert.Equal(t, "Jordan Avery | Producer & Investor", work["name"])
	assert.Equal(t, map[string]any{"@id": person["@id"]}, work["author"])

	about := e.get("/about", nil).Body.String()
	assert.Contains(t, about, `<title>About Jordan Avery</title>`)
	assert.Contains(t, about, `<meta property="og:type" content="website">`)
	admin := e.get("/admin", nil).Body.String()
	assert.Contains(t, admin, `<meta name="robots" content="noindex">`)
	section := e.get("/portfolio/film-animation", nil).Body.String()
	assert.Contains(t, section, `<title>Film, Animation &amp; Documentaries – Portfolio | Jordan Avery</title>`)
}

func TestUnknownPagesAnswer404WithTheApp(t *testing.T) {
	e := newEnv(t)
	for _, path := range []string{"/nope", "/portfolio/unknown-section", "/portfolio/games/deeper", "/.vite/manifest.json", "/assets"} {
		w := e.get(path, nil)
		assert.Equal(t, http.StatusNotFound, w.Code, path)
		assert.Equal(t, "text/html; charset=utf-8", w.Header().Get("Content-Type"), path)
		body := w.Body.String()
		assert.Contains(t, body, `<div id="root"></div>`, path)
		assert.Contains(t, body, `<meta name="robots" content="noindex">`, path)
		assert.Contains(t, body, `<title>404 Page Not Found</title>`, path)
		assert.NotContains(t, body, `rel="canonical"`, path)
	}
	w := e.do(request{method: http.MethodPost, path: "/about"})
	assert.Equal(t, http.StatusMethodNotAllowed, w.Code)
	w = e.get("/about/", nil)
	assert.Equal(t, http.StatusMovedPermanently, w.Code)
	assert.Equal(t, "/about", w.Header().Get("Location"))
	w = e.get("/index.html", nil)
	assert.Equal(t, http.StatusMovedPermanently, w.Code)
}

func TestStaticFilesOfTheBuild(t *testing.T) {
	e := newEnv(t)
	w := e.get("/assets/index-abc123.js", nil)
	require.Equal(t, http.StatusOK, w.Code)
	assert.Equal(t, "console.log('app')", w.Body.String())
	assert.Contains(t, w.Header().Get("Content-Type"), "javascript")
	assert.Equal(t, "public, max-age=31536000, immutable", w.Header().Get("Cache-Control"))

	w = e.get("/images/og-image.png", nil)
	require.Equal(t, http.StatusOK, w.Code)
	assert.Equal(t, "image/png", w.Header().Get("Content-Type"))
	assert.Equal(t, "no-cache", w.Header().Get("Cache-Control"))

	w = e.get("/manifest.json", nil)
	require.Equal(t, http.StatusOK, w.Code)
	assert.Equal(t, "application/manifest+json", w.Header().Get("Content-Type"))
	manifest := decodeMap(t, w)
	assert.Equal(t, "Jordan Avery", manifest["name"], "the manifest names the owner from the site profile")

	w = e.get("/", nil)
	etag := w.Header().Get("ETag")
	require.NotEmpty(t, etag)
	w = e.do(request{method: http.MethodGet, path: "/", header: map[string]string{"If-None-Match": etag}})
	assert.Equal(t, http.StatusNotModified, w.Code)
}

func TestWithoutABuiltFrontend(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SPA = fstest.MapFS{}; d.SEORoutes = nil })
	w := e.get("/", nil)
	require.Equal(t, http.StatusOK, w.Code)
	body := w.Body.String()
	assert.Contains(t, body, "has not been built")
	assert.Contains(t, body, `<title>Jordan Avery</title>`)
	assert.Contains(t, body, `<meta name="author" content="Jordan Avery">`)
	assert.Contains(t, body, `application/ld+json`)
	w = e.get("/contact", nil)
	assert.Equal(t, http.StatusOK, w.Code)
	w = e.get("/nope", nil)
	assert.Equal(t, http.StatusNotFound, w.Code)
	assert.Contains(t, w.Body.String(), `noindex`)
	w = e.get("/api/portfolio/projects", nil)
	assert.Equal(t, http.StatusOK, w.Code, "the API works without the frontend")
}

func TestMarkerlessIndexGetsTheHeadBeforeClosingTag(t *testing.T) {
	index := "<html><head><title>x</title></head><body></body></html>"
	e := newEnv(t, func(d *envDeps) { d.SPA = fstest.MapFS{"index.html": {Data: []byte(index)}} })
	body := e.get("/about", nil).Body.String()
	assert.Regexp(t, `(?s)<title>About Jordan Avery</title>.*<meta name="description".*</script></head>`, body)
}

func TestRobotsAndSitemap(t *testing.T) {
	e := newEnv(t)
	w := e.get("/robots.txt", nil)
	require.Equal(t, http.StatusOK, w.Code)
	assert.Equal(t, "text/plain; charset=utf-8", w.Header().Get("Content-Type"))
	robots := w.Body.String()
	assert.Contains(t, robots, "User-agent: *\nAllow: /\n")
	assert.Contains(t, robots, "Disallow: /admin\n")
	assert.Contains(t, robots, "Disallow: /api/\n")
	assert.Contains(t, robots, "Sitemap: https://portfolio.example/sitemap.xml\n")

	w = e.get("/sitemap.xml", nil)
	require.Equal(t, http.StatusOK, w.Code)
	assert.Equal(t, "application/xml; charset=utf-8", w.Header().Get("Content-Type"))
	var sitemap struct {
		XMLName xml.Name `xml:"urlset"`
		URLs    []struct {
			Loc string `xml:"loc"`
		} `xml:"url"`
	}
	require.NoError(t, xml.Unmarshal(w.Body.Bytes(), &sitemap))
	assert.Equal(t, "http://www.sitemaps.org/schemas/sitemap/0.9", sitemap.XMLName.Space)
	var locs []string
	for _, u := range sitemap.URLs {
		locs = append(locs, u.Loc)
	}
	assert.Equal(t, []string{"https://portfolio.example/", "https://portfolio.example/about", "https://portfolio.example/portfolio"}, locs,
		"every indexable SEO route; /admin is not")
}

func TestProbes(t *testing.T) {
	e := newEnv(t)
	w := e.get("/healthz", nil)
	require.Equal(t, http.StatusOK, w.Code)
	assert.JSONEq(t, `{"status":"ok"}`, w.Body.String())
	w = e.get("/readyz", nil)
	assert.Equal(t, http.StatusOK, w.Code)
	assert.JSONEq(t, `{"status":"ok","database":"ok","cache":"ok","uploads":"ok","pages":"ok","backup":"ok"}`, w.Body.String())
	// Without the cache reads go to the database: still ready, degraded.
	e.cacheErr = errors.New("redis down")
	w = e.get("/readyz", nil)
	assert.Equal(t, http.StatusOK, w.Code)
	assert.JSONEq(t, `{"status":"ok","database":"ok","cache":"degraded","uploads":"ok","pages":"ok","backup":"ok"}`, w.Body.String())
	// Without the uploads' store only /uploads fails: still ready.
	e.uploadsErr = errors.New("bucket down")
	w = e.get("/readyz", nil)
	assert.Equal(t, http.StatusOK, w.Code)
	assert.JSONEq(t, `{"status":"ok","database":"ok","cache":"degraded","uploads":"unavailable","pages":"ok","backup":"ok"}`, w.Body.String())
	e.readyErr = errors.New("database down")
	w = e.get("/readyz", nil)
	assert.Equal(t, http.StatusServiceUnavailable, w.Code)
	assert.JSONEq(t, `{"status":"unavailable","database":"unavailable","cache":"degraded","uploads":"unavailable","pages":"ok","backup":"ok"}`, w.Body.String())
	assert.NotContains(t, w.Body.String(), "database down", "causes stay in the log")
	w = e.get("/healthz", nil)
	assert.Equal(t, http.StatusOK, w.Code, "liveness does not depend on the database")
	assert.JSONEq(t, `{"status":"ok"}`, w.Body.String())
}

func TestNewServerRejectsMissingDeps(t *testing.T) {
	e := newEnv(t)
	valid := e.deps(t, zap.NewNop())
	for name, breakIt := range map[string]func(*envDeps){
		"content": func(d *envDeps) { d.Content = nil }, "catalogue": func(d *envDeps) { d.Catalogue = nil },
		"auth": func(d *envDeps) { d.Auth = nil }, "uploads": func(d *envDeps) { d.Uploads = nil },
		"spa": func(d *envDeps) { d.SPA = nil }, "ready": func(d *envDeps) { d.Ready = nil },
		"site content": func(d *envDeps) { d.SiteContent = nil }, "log": func(d *envDeps) { d.Log = nil },
		"bad seo": func(d *envDeps) { d.SEORoutes = []byte("{") }, "contact": func(d *envDeps) { d.Contact = nil },
	} {
		d := valid
		breakIt(&d)
		_, err := d.newServer()
		assert.Error(t, err, name)
	}
	_, err := NewServer(valid.Deps)
	assert.Error(t, err, "pages")
	_, err = valid.newServer()
	assert.NoError(t, err)
}

// TestTheFrontendRoutesFile renders the heads of the table of pages
// (pages.SEORoutes), so a change of their shape on either side shows here.
func TestTheFrontendRoutesFile(t *testing.T) {
	data := pages.SEORoutes()
	e := newEnv(t, func(d *envDeps) { d.SEORoutes = data })
	var cfg struct {
		Routes []struct{ Path, Title string }
	}
	require.NoError(t, json.Unmarshal(data, &cfg))
	require.NotEmpty(t, cfg.Routes)
	for _, rt := range cfg.Routes {
		w := e.get(rt.Path, nil)
		require.Equal(t, http.StatusOK, w.Code, rt.Path)
		title := strings.NewReplacer("{name}", "Jordan Avery", "{tagline}", testSite().Tagline).Replace(rt.Title)
		assert.Contains(t, w.Body.String(), "<title>"+html.EscapeString(title)+"</title>", rt.Path)
		assert.NotContains(t, w.Body.String(), "{name}", rt.Path)
		assert.NotContains(t, w.Body.String(), "{tagline}", rt.Path)
	}
}

// Every admin tab has its own address (issue 24): the server answers each
// path under /admin with the admin app's page, with /admin's head, CSP and
// cache rules, so a reload or a link opens that tab.
func TestAdminTabPathsServeTheAdminApp(t *testing.T) {
	e := newEnv(t)
	admin := e.get("/admin", nil)
	require.Equal(t, http.StatusOK, admin.Code)
	for _, path := range []string{"/admin/portfolio", "/admin/site", "/admin/media-press", "/admin/account", "/admin/no-such-tab", "/admin/site/"} {
		w := e.get(path, nil)
		require.Equal(t, http.StatusOK, w.Code, path)
		assert.Equal(t, admin.Body.String(), w.Body.String(), path)
		assert.Contains(t, w.Body.String(), `<meta name="robots" content="noindex">`, path)
		assert.Equal(t, "text/html; charset=utf-8", w.Header().Get("Content-Type"), path)
		assert.Equal(t, admin.Header().Get("Cache-Control"), w.Header().Get("Cache-Control"), path)
		assert.Equal(t, admin.Header().Get("Content-Security-Policy"), w.Header().Get("Content-Security-Policy"), path)
		assert.NotEmpty(t, w.Header().Get("Content-Security-Policy"), path)
	}
	w := e.do(request{method: http.MethodHead, path: "/admin/site"})
	assert.Equal(t, http.StatusOK, w.Code)
	w = e.do(request{method: http.MethodPost, path: "/admin/site"})
	assert.Equal(t, http.StatusMethodNotAllowed, w.Code, "the admin's addresses are pages, not forms")
	w = e.get("/admin/", nil)
	assert.Equal(t, http.StatusMovedPermanently, w.Code)
	assert.Equal(t, "/admin", w.Header().Get("Location"))
	w = e.get("/administrator", nil)
	assert.Equal(t, http.StatusNotFound, w.Code, "only paths under /admin/ are the admin's")
	w = e.get("/api/admin/site", nil)
	assert.Equal(t, http.StatusNotFound, w.Code)
	assert.Contains(t, w.Header().Get("Content-Type"), "application/json")
}
