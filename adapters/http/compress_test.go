package httpapi

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/httpcache/httpcachetest"
)

// seedProjects gives the project list enough bytes to be worth compressing.
func seedProjects(e *env) {
	admin := e.login()
	for i := range 6 {
		e.create(admin, "/api/portfolio/projects", map[string]any{
			"title": fmt.Sprintf("Project %d", i), "category": "games",
			"description": "A project description of a reasonable length for a portfolio card.",
		})
	}
}

func TestCatalogueJSONIsCompressed(t *testing.T) {
	e := newEnv(t)
	seedProjects(e)
	httpcachetest.CheckCompressed(t, e.handler, "/api/portfolio/projects", []string{"Cookie", "Accept-Encoding"})

	// The administrator's answer goes through the same path.
	w := e.do(request{method: http.MethodGet, path: "/api/portfolio/projects", cookie: e.login(), header: map[string]string{"Accept-Encoding": "br"}})
	require.Equal(t, http.StatusOK, w.Code)
	assert.Equal(t, "br", w.Header().Get("Content-Encoding"))
	assert.Equal(t, "no-store", w.Header().Get("Cache-Control"))
	assert.Len(t, decodeList(t, &httptest.ResponseRecorder{Body: bytes.NewBuffer(httpcachetest.Decode(t, w))}), 6)

	// A tiny answer is never compressed, but still says it could be.
	w = e.do(request{method: http.MethodGet, path: "/api/investments", header: map[string]string{"Accept-Encoding": "br, gzip"}})
	require.Equal(t, http.StatusOK, w.Code)
	assert.Empty(t, w.Header().Get("Content-Encoding"))
	assert.Equal(t, []string{"Cookie", "Accept-Encoding"}, w.Header().Values("Vary"))

	// A Range request gets the identity bytes.
	w = e.do(request{method: http.MethodGet, path: "/api/portfolio/projects", header: map[string]string{"Accept-Encoding": "br", "Range": "bytes=0-9"}})
	assert.Empty(t, w.Header().Get("Content-Encoding"))
}

func TestSiteProfileJSONIsCompressed(t *testing.T) {
	// The site document carries the home and About content: well over the
	// size worth compressing.
	httpcachetest.CheckCompressed(t, newEnv(t).handler, "/api/site", []string{"Cookie", "Accept-Encoding"})
}

func TestHTMLPagesAreCompressed(t *testing.T) {
	e := newEnv(t)
	tags := httpcachetest.CheckCompressed(t, e.handler, "/about", []string{"Accept-Encoding"})
	w := e.get("/about", nil)
	assert.Equal(t, "no-cache", w.Header().Get("Cache-Control"))
	assert.Equal(t, "text/html; charset=utf-8", w.Header().Get("Content-Type"))

	// Another page has other tags.
	w = httpcachetest.Serve(e.handler, http.MethodGet, "/", "Accept-Encoding", "br")
	assert.NotEqual(t, tags["br"], w.Header().Get("Etag"))

	// Not-found answers are not revalidated.
	w = httpcachetest.Serve(e.handler, http.MethodGet, "/no-such-page", "Accept-Encoding", "br", "If-None-Match", "*")
	assert.Equal(t, http.StatusNotFound, w.Code)
}

// TestCompressedHitsDoNotAllocate: a compressed hit allocates no more than
// an identity one.
func TestCompressedHitsDoNotAllocate(t *testing.T) {
	e := newEnv(t)
	seedProjects(e)
	allocs := map[string]float64{}
	for _, accept := range []string{"", "gzip, deflate, br", "gzip"} {
		r := httptest.NewRequest(http.MethodGet, "/api/portfolio/projects", nil)
		if accept != "" {
			r.Header.Set("Accept-Encoding", accept)
		}
		w := &discardWriter{h: http.Header{}}
		e.handler.ServeHTTP(w, r) // made once here
		allocs[accept] = testing.AllocsPerRun(200, func() {
			clear(w.h)
			e.handler.ServeHTTP(w, r)
		})
	}
	assert.LessOrEqual(t, allocs["gzip, deflate, br"], allocs[""], "%v", allocs)
	assert.LessOrEqual(t, allocs["gzip"], allocs[""], "%v", allocs)
}
