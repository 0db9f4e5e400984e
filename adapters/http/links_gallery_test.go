package httpapi

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLinks(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	p := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Game", "category": "games"})
	links := idPath("/api/portfolio/projects/{id}/links", p["id"])

	l := e.create(admin, links, map[string]any{"label": "Trailer", "url": "https://youtube.com/watch?v=abc", "type": "youtube", "priority": 0})
	assert.Equal(t, p["id"], l["projectId"])
	list := decodeList(t, e.get(links, nil))
	require.Len(t, list, 1)
	assert.Equal(t, "Trailer", list[0]["label"])
	embedded := decodeList(t, e.get("/api/portfolio/projects", nil))[0]["links"]
	assert.Len(t, embedded, 1, "the project list embeds its links")

	w := e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/links/{id}", l["id"]), body: map[string]any{"label": "Teaser"}, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "Teaser", decodeMap(t, w)["label"])
	assert.Equal(t, "youtube", decodeMap(t, w)["type"], "absent fields keep their values")

	for name, c := range map[string]struct {
		body   map[string]any
		fields map[string]any
	}{
		"label":       {map[string]any{"label": "", "url": "https://a.example"}, map[string]any{"label": "Label is required"}},
		"url":         {map[string]any{"label": "x", "url": "not a url"}, map[string]any{"url": "Must be a valid URL"}},
		"javascript":  {map[string]any{"label": "x", "url": "javascript:alert(1)"}, map[string]any{"url": "Must be a valid URL"}},
		"negative":    {map[string]any{"label": "x", "url": "https://a.example", "priority": -1}, map[string]any{"priority": "Number must be greater than or equal to 0"}},
		"label null":  {map[string]any{"label": nil, "url": "https://a.example"}, map[string]any{"label": "Expected string, received null"}},
		"type number": {map[string]any{"label": "x", "url": "https://a.example", "type": 3}, map[string]any{"type": "Expected string, received number"}},
	} {
		t.Run(name, func(t *testing.T) {
			w := e.do(request{method: http.MethodPost, path: links, body: c.body, cookie: admin})
			require.Equal(t, http.StatusBadRequest, w.Code, w.Body.String())
			assert.Equal(t, c.fields, decodeMap(t, w)["fields"])
		})
	}
	w = e.do(request{method: http.MethodPost, path: "/api/portfolio/projects/999/links", body: map[string]any{"label": "x", "url": "https://a.example"}, cookie: admin})
	assert.Equal(t, http.StatusNotFound, w.Code)
	w = e.get("/api/portfolio/projects/999/links", nil)
	assert.Equal(t, http.StatusNotFound, w.Code)

	w = e.do(request{method: http.MethodDelete, path: idPath("/api/portfolio/links/{id}", l["id"]), cookie: admin})
	assert.Equal(t, http.StatusNoContent, w.Code)
	w = e.do(request{method: http.MethodDelete, path: idPath("/api/portfolio/links/{id}", l["id"]), cookie: admin})
	assert.Equal(t, http.StatusNotFound, w.Code)
	assert.JSONEq(t, `{"message":"Link not found"}`, w.Body.String())
	assert.JSONEq(t, `[]`, e.get(links, nil).Body.String())
}

func TestGallery(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	p := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Game", "category": "games"})
	gallery := idPath("/api/portfolio/projects/{id}/gallery", p["id"])

	one := e.create(admin, gallery, map[string]any{"src": "/uploads/a.png", "alt": "A", "caption": "first", "priority": 1})
	assert.Equal(t, "/uploads/a.png", one["src"])

	w := e.do(request{method: http.MethodPost, path: gallery, cookie: admin, body: []any{
		map[string]any{"src": "https://cdn.example/b.png", "alt": "B", "caption": "B", "priority": 0},
		map[string]any{"src": "/uploads/c.png", "alt": "C", "caption": "C", "priority": 5},
	}})
	require.Equal(t, http.StatusCreated, w.Code, w.Body.String())
	assert.Len(t, decodeList(t, w), 2, "an array answers an array")

	list := decodeList(t, e.get(gallery, nil))
	require.Len(t, list, 3)
	assert.Equal(t, []any{"B", "A", "C"}, []any{list[0]["alt"], list[1]["alt"], list[2]["alt"]}, "lowest priority first")
	assert.Len(t, decodeList(t, e.get("/api/portfolio/gallery-images", nil)), 3)

	// Bulk is all or nothing: one bad item stores none.
	w = e.do(request{method: http.MethodPost, path: gallery, cookie: admin, body: []any{
		map[string]any{"src": "/uploads/d.png"},
		map[string]any{"src": 7},
		"nope",
	}})
	require.Equal(t, http.StatusBadRequest, w.Code)
	assert.Equal(t, map[string]any{"1.src": "Expected string, received number", "2": "Expected object, received string"}, decodeMap(t, w)["fields"])
	w = e.do(request{method: http.MethodPost, path: gallery, cookie: admin, body: []any{
		map[string]any{"src": "/uploads/d.png"},
		map[string]any{"src": "ftp://example.com/x.png"},
	}})
	require.Equal(t, http.StatusBadRequest, w.Code)
	assert.Len(t, decodeList(t, e.get(gallery, nil)), 3, "nothing of a refused bulk was stored")
	w = e.do(request{method: http.MethodPost, path: gallery, cookie: admin, body: []any{}})
	assert.Equal(t, http.StatusBadRequest, w.Code)

	for name, c := range map[string]struct {
		body   map[string]any
		fields map[string]any
	}{
		"src required": {map[string]any{"src": ""}, map[string]any{"src": "Image URL is required"}},
		"src invalid":  {map[string]any{"src": "images/x.png"}, map[string]any{"src": "Must be a valid image URL or path"}},
		"javascript":   {map[string]any{"src": "javascript:alert(1)"}, map[string]any{"src": "Must be a valid image URL or path"}},
		"negative":     {map[string]any{"src": "/a.png", "priority": -1}, map[string]any{"priority": "Number must be greater than or equal to 0"}},
	} {
		t.Run(name, func(t *testing.T) {
			w := e.do(request{method: http.MethodPost, path: gallery, body: c.body, cookie: admin})
			require.Equal(t, http.StatusBadRequest, w.Code, w.Body.String())
			assert.Equal(t, c.fields, decodeMap(t, w)["fields"])
		})
	}

	// The arrows send only the priority.
	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/gallery/{id}", one["id"]), body: map[string]any{"priority": 9}, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "A", decodeMap(t, w)["alt"])
	assert.Equal(t, "A", decodeList(t, e.get(gallery, nil))[2]["alt"], "the cached gallery shows the change")
	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/gallery/{id}", one["id"]), body: map[string]any{"priority": -1}, cookie: admin})
	assert.Equal(t, http.StatusBadRequest, w.Code)

	// Or the arrows exchange two places, in one transaction.
	c := list[2]
	w = e.do(request{method: http.MethodPost, path: "/api/portfolio/gallery/reorder", body: map[string]any{"ids": []any{one["id"], c["id"]}}, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	moved := decodeList(t, w)
	require.Len(t, moved, 3)
	assert.Equal(t, []any{"B", "A", "C"}, []any{moved[0]["alt"], moved[1]["alt"], moved[2]["alt"]}, "the gallery in its new order")
	assert.Equal(t, []any{0.0, 5.0, 9.0}, []any{moved[0]["priority"], moved[1]["priority"], moved[2]["priority"]})
	assert.Equal(t, "A", decodeList(t, e.get(gallery, nil))[1]["alt"], "the cached gallery shows the move")
	q := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Other", "category": "games"})
	elsewhere := e.create(admin, idPath("/api/portfolio/projects/{id}/gallery", q["id"]), map[string]any{"src": "/uploads/q.png"})
	for name, c := range map[string]struct {
		body   any
		status int
		fields map[string]any
	}{
		"no ids":       {map[string]any{}, http.StatusBadRequest, map[string]any{"ids": "Required"}},
		"one id":       {map[string]any{"ids": []any{one["id"]}}, http.StatusBadRequest, map[string]any{"ids": "Array must contain exactly 2 element(s)"}},
		"same image":   {map[string]any{"ids": []any{one["id"], one["id"]}}, http.StatusBadRequest, map[string]any{"ids": "Must name two different images"}},
		"two projects": {map[string]any{"ids": []any{one["id"], elsewhere["id"]}}, http.StatusBadRequest, map[string]any{"ids": "Must name two images of the same gallery"}},
		"missing":      {map[string]any{"ids": []any{one["id"], 999}}, http.StatusNotFound, nil},
	} {
		w := e.do(request{method: http.MethodPost, path: "/api/portfolio/gallery/reorder", body: c.body, cookie: admin})
		require.Equal(t, c.status, w.Code, name+": "+w.Body.String())
		if c.fields != nil {
			assert.Equal(t, c.fields, decodeMap(t, w)["fields"], name)
		}
	}
	assert.Equal(t, "A", decodeList(t, e.get(gallery, nil))[1]["alt"], "a refused move changes nothing")

	w = e.do(request{method: http.MethodDelete, path: idPath("/api/portfolio/gallery/{id}", one["id"]), cookie: admin})
	assert.Equal(t, http.StatusNoContent, w.Code)
	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/gallery/{id}", one["id"]), body: map[string]any{"priority": 1}, cookie: admin})
	assert.Equal(t, http.StatusNotFound, w.Code)
	assert.JSONEq(t, `{"message":"Gallery image not found"}`, w.Body.String())
}

func TestProjectDeleteCascades(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	p := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Game", "category": "games"})
	l := e.create(admin, idPath("/api/portfolio/projects/{id}/links", p["id"]), map[string]any{"label": "Site", "url": "https://a.example"})
	g := e.create(admin, idPath("/api/portfolio/projects/{id}/gallery", p["id"]), map[string]any{"src": "/a.png"})
	require.Len(t, decodeList(t, e.get("/api/portfolio/gallery-images", nil)), 1)

	w := e.do(request{method: http.MethodDelete, path: idPath("/api/portfolio/projects/{id}", p["id"]), cookie: admin})
	require.Equal(t, http.StatusNoContent, w.Code)

	assert.Equal(t, http.StatusNotFound, e.get(idPath("/api/portfolio/projects/{id}/links", p["id"]), nil).Code)
	assert.Equal(t, http.StatusNotFound, e.get(idPath("/api/portfolio/projects/{id}/gallery", p["id"]), nil).Code)
	assert.JSONEq(t, `[]`, e.get("/api/portfolio/gallery-images", nil).Body.String())
	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/links/{id}", l["id"]), body: map[string]any{"label": "x"}, cookie: admin})
	assert.Equal(t, http.StatusNotFound, w.Code)
	w = e.do(request{method: http.MethodDelete, path: idPath("/api/portfolio/gallery/{id}", g["id"]), cookie: admin})
	assert.Equal(t, http.StatusNotFound, w.Code)
}

func TestInactiveProjectHidesItsLinksAndGallery(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	p := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Draft", "category": "games", "isActive": false})
	e.create(admin, idPath("/api/portfolio/projects/{id}/gallery", p["id"]), map[string]any{"src": "/a.png"})
	assert.Equal(t, http.StatusNotFound, e.get(idPath("/api/portfolio/projects/{id}/gallery", p["id"]), nil).Code)
	assert.JSONEq(t, `[]`, e.get("/api/portfolio/gallery-images", nil).Body.String())
	assert.Len(t, decodeList(t, e.get(idPath("/api/portfolio/projects/{id}/gallery", p["id"]), admin)), 1)
	assert.Len(t, decodeList(t, e.get("/api/portfolio/gallery-images", admin)), 1)
}
