package pages

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/app"
)

// TestAPageReadingWhatTheServerDoesNotProvideStopsTheStart: every page is
// filled once at start, so a template path no view provides is an error
// then, naming the path, never a page that fails later.
func TestAPageReadingWhatTheServerDoesNotProvideStopsTheStart(t *testing.T) {
	index := "<!doctype html><html lang=\"en\"><head><title>x</title><!--app-head--></head><body><div id=\"root\"></div></body></html>"
	fsys := fstest.MapFS{
		"index.html":         {Data: []byte(index)},
		"pages/contact.html": {Data: []byte(strings.Replace(index, `<div id="root"></div>`, "<div id=\"root\">\uE000views.home.phone\uE001</div>", 1))},
	}
	_, err := NewSite(Deps{FS: fsys, Site: app.SiteProfile{Name: "N", PublicURL: "http://x"}, Log: zap.NewNop()})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "views.home.phone")
}

func TestBuildFilesAreServedGzipped(t *testing.T) {
	js := []byte(strings.Repeat("console.log('portfolio');\n", 200))
	fsys := fstest.MapFS{
		"index.html":        {Data: []byte("<html><head><title>x</title><!--app-head--></head><body></body></html>")},
		"assets/app-abc.js": {Data: js},
		"images/a.png":      {Data: []byte("\x89PNG\r\n\x1a\n" + strings.Repeat("x", 4000))},
	}
	h, err := NewSite(Deps{FS: fsys, Site: app.SiteProfile{Name: "N", PublicURL: "http://x"}, Log: zap.NewNop()})
	require.NoError(t, err)

	req := httptest.NewRequest(http.MethodGet, "/assets/app-abc.js", nil)
	req.Header.Set("Accept-Encoding", "gzip, br;q=0.8")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	require.Equal(t, http.StatusOK, rec.Code)
	assert.Equal(t, "gzip", rec.Header().Get("Content-Encoding"))
	assert.Contains(t, rec.Header().Get("Content-Type"), "javascript")
	assert.Contains(t, rec.Header().Get("Cache-Control"), "immutable")
	zr, err := gzip.NewReader(rec.Body)
	require.NoError(t, err)
	plain, err := io.ReadAll(zr)
	require.NoError(t, err)
	assert.Equal(t, js, plain)

	req = httptest.NewRequest(http.MethodGet, "/assets/app-abc.js", nil)
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	assert.Empty(t, rec.Header().Get("Content-Encoding"), "no gzip unless asked")
	assert.Equal(t, js, rec.Body.Bytes())

	req = httptest.NewRequest(http.MethodGet, "/images/a.png", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	assert.Empty(t, rec.Header().Get("Content-Encoding"), "PNGs are compressed already")
}
