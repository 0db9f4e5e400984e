package httpapi

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
