package httpapi

import (
	"net/http"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A prerendered portfolio page as the build writes it: the app's HTML with
// template markers (frontend/src/lib/template.tsx).
const testPortfolioPage = "<!doctype html><html lang=\"en\"><head><meta charset=\"UTF-8\"><title>Vite App</title><!--app-head--></head>" +
	"<body><div id=\"root\"><header>\uE000site.name\uE001</header><main><h1>Portfolio</h1><section id=\"film-animation\">" +
	"\uE000#if views.portfolio.film-animation.empty\uE001<p>No films yet.</p>\uE000/if\uE001<ul>" +
	"\uE000#each views.portfolio.film-animation.groups.animated-series.items\uE001<li data-id=\"\uE000.id\uE001\"><h4>\uE000.title\uE001</h4>" +
	"\uE000#if .role\uE001<p>\uE000.role\uE001</p>\uE000/if\uE001<img src=\"\uE000.image\uE001\" srcset=\"\uE000.srcSet\uE001\"></li>\uE000/each\uE001</ul>" +
	"</section></main></div><script type=\"module\" src=\"/assets/index-abc123.js\"></script></body></html>"

func prerenderedBuild() fstest.MapFS {
	fsys := testSPA()
	fsys["pages/portfolio.html"] = &fstest.MapFile{Data: []byte(testPortfolioPage)}
	fsys["pages/about.html"] = &fstest.MapFile{Data: []byte(strings.Replace(testIndex, `<div id="root"></div>`,
		"<div id=\"root\"><h1>About \uE000site.name\uE001</h1><p>\uE000site.tagline\uE001</p></div>", 1))}
	return fsys
}

func TestPrerenderedPagesAreFilledFromTheSiteAndTheCatalogue(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SPA = prerenderedBuild() })

	about := e.get("/about", nil)
	require.Equal(t, http.StatusOK, about.Code)
	body := about.Body.String()
	assert.Contains(t, body, "<h1>About Jordan Avery</h1>")
	assert.NotContains(t, body, "\uE000")
	assert.Contains(t, body, "<title>", "the route's head is in place")

	empty := e.get("/portfolio", nil)
	require.Equal(t, http.StatusOK, empty.Code)
	body = empty.Body.String()
	assert.Contains(t, body, "<header>Jordan Avery</header>")
	assert.Contains(t, body, "<p>No films yet.</p>")
	assert.Contains(t, body, `"numberOfItems":0`)
	tag := empty.Header().Get("ETag")
	require.NotEmpty(t, tag)

	// A save shows on the next page load, escaped, in the HTML, the
	// embedded data and the JSON-LD list.
	cookie := e.login()
	e.create(cookie, "/api/portfolio/projects", map[string]any{
		"title": "Star <Saga>", "category": "film-animation", "subcategory": "animated-series", "role": "Lead & Producer",
		"imageUrl": "/uploads/0123456789abcdef0123456789abcdef.jpg",
	})
	full := e.get("/portfolio", nil)
	require.Equal(t, http.StatusOK, full.Code)
	body = full.Body.String()
	assert.NotContains(t, body, "No films yet.")
	assert.Contains(t, body, "<h4>Star &lt;Saga&gt;</h4><p>Lead &amp; Producer</p>")
	assert.Contains(t, body, `srcset="/uploads/0123456789abcdef0123456789abcdef-w480.webp 480w`)
	assert.Contains(t, body, `"@type":"ItemList"`)
	assert.Contains(t, body, `"name":"Star \u003cSaga\u003e"`)
	assert.Contains(t, body, `"image":"https://portfolio.example/uploads/0123456789abcdef0123456789abcdef.jpg"`)
	assert.NotContains(t, body, "\uE000")
	assert.NotEqual(t, tag, full.Header().Get("ETag"))

	// The same version is served again as it is, and revalidates.
	again := e.get("/portfolio", nil)
	assert.Equal(t, full.Header().Get("ETag"), again.Header().Get("ETag"))
	assert.Equal(t, body, again.Body.String())
	nm := e.do(request{method: http.MethodGet, path: "/portfolio", header: map[string]string{"If-None-Match": full.Header().Get("ETag")}})
	assert.Equal(t, http.StatusNotModified, nm.Code)
}
