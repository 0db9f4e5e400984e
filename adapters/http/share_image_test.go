package httpapi

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/pages"
)

// squarePNG is an 800 × 800 picture: not the 1.91:1 of a link preview.
func squarePNG(t *testing.T) []byte {
	t.Helper()
	m := image.NewRGBA(image.Rect(0, 0, 800, 800))
	for y := range 800 {
		for x := range 800 {
			m.SetRGBA(x, y, color.RGBA{uint8(x / 4), uint8(y / 4), 90, 255})
		}
	}
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, m))
	return buf.Bytes()
}

// previewTags are the link-preview tags of an image as every page must carry them.
func previewTags(url string, size string, contentType string) []string {
	tags := []string{
		`<meta property="og:image" content="` + url + `">`,
		`<meta name="twitter:image" content="` + url + `">`,
	}
	if size != "" {
		w, h, _ := strings.Cut(size, "×")
		tags = append(tags,
			`<meta property="og:image:width" content="`+w+`">`,
			`<meta property="og:image:height" content="`+h+`">`,
			`<meta property="og:image:type" content="`+contentType+`">`)
	}
	return tags
}

// The owner's share image, whatever its size, reaches link previews as its
// 1200 × 630 JPEG share copy with its size and type on every public page;
// the copy is served from /uploads like any upload.
func TestTheOwnersShareImageIsPreviewedAt1200By630(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SEORoutes = pages.SEORoutes() })
	admin := e.login()
	pages := []string{"/", "/about", "/portfolio", "/portfolio/music", "/games", "/investments", "/media-press", "/contact"}
	heads := func(want []string, absent ...string) {
		t.Helper()
		for _, p := range pages {
			body := e.get(p, nil).Body.String()
			for _, w := range want {
				assert.Contains(t, body, w, p)
			}
			for _, a := range absent {
				assert.NotContains(t, body, a, p)
			}
		}
	}
	// The build's own image is 1200 × 630 already.
	heads(previewTags("https://portfolio.example/images/og-image.png", "1200×630", "image/png"))

	up := e.upload(admin, "file", "square.png", "image/png", squarePNG(t))
	require.Equal(t, http.StatusCreated, up.Code, up.Body.String())
	upload := decodeMap(t, up)
	base := strings.TrimSuffix(upload["filename"].(string), ".png")
	w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{"seo": map[string]any{"shareImage": upload["url"]}}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	share := "/uploads/" + base + "-og.jpg"
	heads(previewTags("https://portfolio.example"+share, "1200×630", "image/jpeg"), upload["url"].(string), "image/png")

	got := e.get(share, nil)
	require.Equal(t, http.StatusOK, got.Code, got.Body.String())
	assert.Equal(t, "image/jpeg", got.Header().Get("Content-Type"))
	assert.Equal(t, "public, max-age=31536000, immutable", got.Header().Get("Cache-Control"))
	assert.NotEmpty(t, got.Header().Get("ETag"))
	m, err := jpeg.Decode(bytes.NewReader(got.Body.Bytes()))
	require.NoError(t, err)
	assert.Equal(t, image.Pt(1200, 630), m.Bounds().Size())
	again := e.do(request{method: http.MethodGet, path: share, header: map[string]string{"If-None-Match": got.Header().Get("ETag")}})
	assert.Equal(t, http.StatusNotModified, again.Code, "made once, then the same file")

	// An image given by address cannot be vouched for: no size is claimed.
	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{"seo": map[string]any{"shareImage": "https://cdn.example/wide.png"}}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	heads(previewTags("https://cdn.example/wide.png", "", ""), "og:image:width", "og:image:height", "og:image:type")
}
