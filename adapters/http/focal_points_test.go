package httpapi

import (
	"bytes"
	"encoding/json"
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
	"github.com/portfolio-site/portfolio/domain"
)

// TestFocalPointsAPI: a focal point (issue 44) is centred when not sent,
// written and read back, kept by a write that does not name it, and a
// value out of 0–1 or not a number is a 400 naming the member, in a kind
// and in the site document; nothing is saved then.
func TestFocalPointsAPI(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	p := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Portrait", "category": "cinematics"})
	assert.Equal(t, 0.5, p["imageFocalX"], "not sent: centred")
	assert.Equal(t, 0.5, p["imageFocalY"])
	path := idPath("/api/portfolio/projects/{id}", p["id"])

	w := e.do(request{method: http.MethodPut, path: path, cookie: admin, body: map[string]any{"imageFocalX": 0.8, "imageFocalY": 0.2}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	w = e.do(request{method: http.MethodPut, path: path, cookie: admin, body: map[string]any{"title": "Portrait 2"}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	got := decodeMap(t, w)
	assert.Equal(t, []any{0.8, 0.2}, []any{got["imageFocalX"], got["imageFocalY"]}, "kept by a write that does not name it")

	for _, tc := range []struct {
		path, method string
		body         map[string]any
		member, msg  string
	}{
		{path, http.MethodPut, map[string]any{"imageFocalX": 1.5}, "imageFocalX", domain.MsgFocalRange},
		{path, http.MethodPut, map[string]any{"imageFocalY": -0.1}, "imageFocalY", domain.MsgFocalRange},
		{path, http.MethodPut, map[string]any{"imageFocalY": "0.3"}, "imageFocalY", "Expected number, received string"},
		{"/api/investments", http.MethodPost, map[string]any{"title": "F", "category": "funds-managed", "logoFocalX": 2}, "logoFocalX", domain.MsgFocalRange},
		{"/api/site", http.MethodPut, map[string]any{"biography": map[string]any{"imageFocalY": 7}}, "biography.imageFocalY", domain.MsgFocalRange},
		{"/api/site", http.MethodPut, map[string]any{"pressKit": map[string]any{"headshots": []any{map[string]any{"src": "/uploads/a.png", "focalX": null()}}}}, "pressKit.headshots[0].focalX", "Expected number, received null"},
	} {
		w := e.do(request{method: tc.method, path: tc.path, cookie: admin, body: tc.body})
		require.Equal(t, http.StatusBadRequest, w.Code, "%v: %s", tc.body, w.Body.String())
		var body struct{ Fields map[string]string }
		require.NoError(t, json.Unmarshal(w.Body.Bytes(), &body))
		assert.Equal(t, tc.msg, body.Fields[tc.member], "%v", tc.body)
	}
	got = decodeMap(t, e.get(path, nil))
	assert.Equal(t, []any{0.8, 0.2}, []any{got["imageFocalX"], got["imageFocalY"]}, "nothing saved by a refused write")

	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{"biography": map[string]any{"imageFocalX": 0.8, "imageFocalY": 0.2}}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	bio := decodeMap(t, e.get("/api/site", nil))["biography"].(map[string]any)
	assert.Equal(t, []any{0.8, 0.2}, []any{bio["imageFocalX"], bio["imageFocalY"]})
}

// null is a JSON null in a request body.
func null() any { return nil }

// portraitWithFace is a 600 × 800 portrait, grey, with a red "face" 40 px
// square centred on (0.8, 0.2): where a cover crop about the centre loses
// it.
func portraitWithFace(t *testing.T) []byte {
	t.Helper()
	m := image.NewRGBA(image.Rect(0, 0, 600, 800))
	for y := range 800 {
		for x := range 600 {
			c := color.RGBA{128, 128, 128, 255}
			if x >= 460 && x < 500 && y >= 140 && y < 180 {
				c = color.RGBA{220, 20, 20, 255}
			}
			m.SetRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, m))
	return buf.Bytes()
}

// redPixels counts the pixels of the served JPEG that are the face's red,
// and checks its size is the share image's.
func redPixels(t *testing.T, e *env, path string) int {
	t.Helper()
	w := e.get(path, nil)
	require.Equal(t, http.StatusOK, w.Code, path)
	m, err := jpeg.Decode(bytes.NewReader(w.Body.Bytes()))
	require.NoError(t, err)
	require.Equal(t, image.Pt(domain.ShareImageWidth, domain.ShareImageHeight), m.Bounds().Size())
	n := 0
	for y := range m.Bounds().Dy() {
		for x := range m.Bounds().Dx() {
			r, g, b, _ := m.At(x, y).RGBA()
			if r>>8 > 180 && g>>8 < 80 && b>>8 < 80 {
				n++
			}
		}
	}
	return n
}

// TestFocalPointProbe is the goal (issue 44) for the share image:
// a portrait with its face at (0.8, 0.2) set as the site's share image
// (and portrait) with that focal point: the pages name a share copy of
// that point (og:image, twitter:image), and the served copy contains the
// face, where the centred copy does not. The crops of the pages are the
// browser test's (test/browser/tests/focal-points.test.mjs).
func TestFocalPointProbe(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SEORoutes = pages.SEORoutes() })
	admin := e.login()
	up := e.upload(admin, "file", "portrait.png", "image/png", portraitWithFace(t))
	require.Equal(t, http.StatusCreated, up.Code, up.Body.String())
	url := decodeMap(t, up)["url"].(string)
	share := strings.TrimSuffix(url, ".png") + "-og-f80x20.jpg"

	w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{
		"seo":       map[string]any{"shareImage": url, "shareImageFocalX": 0.8, "shareImageFocalY": 0.2},
		"biography": map[string]any{"image": url, "imageFocalX": 0.8, "imageFocalY": 0.2}}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	home := e.get("/", nil).Body.String()
	for _, tag := range previewTags("https://portfolio.example"+share, "1200×630", "image/jpeg") {
		assert.Contains(t, home, tag, "the preview is the copy cut around the point")
	}

	face := redPixels(t, e, share)
	assert.Greater(t, face, 40*40*4*3/4, "the face (40 px, doubled) is in the share copy")
	assert.Zero(t, redPixels(t, e, strings.TrimSuffix(url, ".png")+"-og.jpg"), "the centred copy loses it: the point is what keeps it")
	w = e.get(strings.TrimSuffix(url, ".png")+"-og-f10x90.jpg", nil)
	assert.Equal(t, http.StatusNotFound, w.Code, "no copy is made of a point no content uses")

	// A project's cover at another point: its copy is made once the project is saved.
	moved := strings.TrimSuffix(url, ".png") + "-og-f20x70.jpg"
	assert.Equal(t, http.StatusNotFound, e.get(moved, nil).Code)
	w = e.do(request{method: http.MethodPost, path: "/api/portfolio/projects", cookie: admin, body: map[string]any{
		"title": "Framed", "category": "games", "description": "d", "imageUrl": url, "imageFocalX": 0.2, "imageFocalY": 0.7}})
	require.Equal(t, http.StatusCreated, w.Code, w.Body.String())
	assert.Equal(t, http.StatusOK, e.get(moved, nil).Code)
}
