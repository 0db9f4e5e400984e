package httpapi

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/png"
	"net/http"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/imaging"
	"github.com/portfolio-site/portfolio/adapters/pages"
	"github.com/portfolio-site/portfolio/domain"
)

// ogImage is the og:image of a page's head, absolute.
var ogImage = regexp.MustCompile(`<meta property="og:image" content="([^"]+)">`)

// withShareCards serves the pages as the binary does: the real SEO heads
// and the default share image drawn by drawer.
func withShareCards(drawer domain.ShareCardDrawer) envOption {
	return func(d *envDeps) {
		d.SEORoutes = pages.SEORoutes()
		d.ShareCards = drawer
	}
}

// shareImageOf is the path of the share image a page names.
func (e *env) shareImageOf(page string) string {
	e.t.Helper()
	w := e.get(page, nil)
	require.Equal(e.t, http.StatusOK, w.Code, page)
	m := ogImage.FindStringSubmatch(w.Body.String())
	require.NotNil(e.t, m, "%s names a share image", page)
	return strings.TrimPrefix(m[1], "https://portfolio.example")
}

// Issue 39: the default share image carries the owner's name and role;
// renaming the owner gives it a new address (so link-preview caches fetch
// it again) and a new picture, named by every page without an image of
// its own, with its size and type.
func TestTheDefaultShareImageChangesWhenTheOwnersNameChanges(t *testing.T) {
	cards, err := imaging.NewShareCards()
	require.NoError(t, err)
	e := newEnv(t, withShareCards(cards))
	admin := e.login()
	routes := []string{"/", "/about", "/portfolio", "/portfolio/music", "/games", "/investments", "/media-press", "/contact"}

	before := e.shareImageOf("/")
	assert.Regexp(t, `^/images/share/[0-9a-f]{24}\.png$`, before)
	for _, p := range routes {
		body := e.get(p, nil).Body.String()
		for _, tag := range previewTags("https://portfolio.example"+before, "1200×630", "image/png") {
			assert.Contains(t, body, tag, p)
		}
	}
	first := e.get(before, nil)
	require.Equal(t, http.StatusOK, first.Code, first.Body.String())
	assert.Equal(t, "image/png", first.Header().Get("Content-Type"))
	assert.Equal(t, "public, max-age=31536000, immutable", first.Header().Get("Cache-Control"))
	etag := first.Header().Get("ETag")
	assert.NotEmpty(t, etag)
	m, err := png.Decode(bytes.NewReader(first.Body.Bytes()))
	require.NoError(t, err)
	assert.Equal(t, image.Pt(1200, 630), m.Bounds().Size())
	again := e.do(request{method: http.MethodGet, path: before, header: map[string]string{"If-None-Match": etag}})
	assert.Equal(t, http.StatusNotModified, again.Code)

	w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{"seo": map[string]any{"keywords": []string{"games"}}}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, before, e.shareImageOf("/"), "a save that leaves the name and role alone keeps the address")

	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{"name": "Samira Okafor-Lindqvist"}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	after := e.shareImageOf("/")
	assert.NotEqual(t, before, after, "a new name, a new address")
	for _, p := range routes {
		assert.Equal(t, after, e.shareImageOf(p), p)
	}
	renamed := e.get(after, nil)
	require.Equal(t, http.StatusOK, renamed.Code, renamed.Body.String())
	m, err = png.Decode(bytes.NewReader(renamed.Body.Bytes()))
	require.NoError(t, err)
	assert.Equal(t, image.Pt(1200, 630), m.Bounds().Size())
	assert.NotEqual(t, first.Body.Bytes(), renamed.Body.Bytes(), "it draws the new name")
	assert.NotEqual(t, etag, renamed.Header().Get("ETag"))

	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{"tagline": "Showrunner"}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.NotEqual(t, after, e.shareImageOf("/"), "a new role, a new address")

	// An address is the same image for good while it is kept; one the
	// server does not know (kept by a preview reader from before a
	// restart) leads to the current image; a made-up one to nothing.
	old := e.get(before, nil)
	require.Equal(t, http.StatusOK, old.Code)
	assert.Equal(t, first.Body.Bytes(), old.Body.Bytes())
	unknown := e.get("/images/share/"+strings.Repeat("0", 24)+".png", nil)
	require.Equal(t, http.StatusFound, unknown.Code)
	assert.Equal(t, e.shareImageOf("/"), unknown.Header().Get("Location"))
	assert.Equal(t, "no-cache", unknown.Header().Get("Cache-Control"))
	for _, bad := range []string{"/images/share/x.png", "/images/share/" + strings.Repeat("0", 24) + ".jpg", "/images/share/"} {
		assert.Equal(t, http.StatusNotFound, e.get(bad, nil).Code, bad)
	}

	// The owner's own share image wins, and the drawn one comes back
	// when it is removed.
	up := e.upload(admin, "file", "square.png", "image/png", squarePNG(t))
	require.Equal(t, http.StatusCreated, up.Code, up.Body.String())
	url := decodeMap(t, up)["url"].(string)
	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{"seo": map[string]any{"shareImage": url}}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, strings.TrimSuffix(url, ".png")+"-og.jpg", e.shareImageOf("/"))
	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{"seo": map[string]any{"shareImage": ""}}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Regexp(t, `^/images/share/`, e.shareImageOf("/"))
}

// A preview shows the drafted name on its share image too.
func TestAPreviewNamesTheShareImageOfTheDraftedName(t *testing.T) {
	cards, err := imaging.NewShareCards()
	require.NoError(t, err)
	e := newEnv(t, withShareCards(cards))
	admin := e.login()
	public := e.shareImageOf("/")
	w := e.do(request{method: http.MethodPut, path: "/api/site?draft=true", cookie: admin, body: map[string]any{"name": "Draft Name"}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	w = e.do(request{method: http.MethodPost, path: "/api/previews", cookie: admin})
	require.Equal(t, http.StatusCreated, w.Code, w.Body.String())
	link := decodeMap(t, w)["url"].(string)
	preview := e.shareImageOf(link[strings.Index(link, "/preview/"):])
	assert.NotEqual(t, public, preview)
	assert.Equal(t, public, e.shareImageOf("/"), "the public pages keep the public name")
	got := e.get(preview, nil)
	require.Equal(t, http.StatusOK, got.Code)
	assert.Equal(t, "image/png", got.Header().Get("Content-Type"))
}

// failingCards is a drawer that cannot draw.
type failingCards struct{ calls atomic.Int32 }

func (f *failingCards) Design() string { return "broken" }

func (f *failingCards) Draw(context.Context, domain.ShareCard) ([]byte, error) {
	f.calls.Add(1)
	return nil, errors.New("no faces")
}

// A card that cannot be drawn is answered with the build's own image (a
// PNG of the same size, so the head stays true), not cached for long, and
// logged; it is not drawn again at every request.
func TestAShareImageThatCannotBeDrawnFallsBackToTheBuildsImage(t *testing.T) {
	cards := &failingCards{}
	e := newEnv(t, withShareCards(cards))
	path := e.shareImageOf("/")
	assert.Regexp(t, `^/images/share/`, path)
	for range 3 {
		w := e.get(path, nil)
		require.Equal(t, http.StatusOK, w.Code)
		assert.Equal(t, pngBytes(), w.Body.Bytes())
		assert.Equal(t, "no-cache", w.Header().Get("Cache-Control"))
	}
	assert.Equal(t, int32(1), cards.calls.Load(), "a failure is retried after a while, not at every request")
	assert.Contains(t, e.logs.String(), "the share image could not be drawn")
	assert.Contains(t, e.logs.String(), "no faces")
}
