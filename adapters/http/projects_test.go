package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

func TestProjectCRUD(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	p := e.create(admin, "/api/portfolio/projects", map[string]any{
		"title": "League Cinematic", "category": "cinematics", "subcategory": "story", "role": "Producer",
		"tags": []string{" lore ", "lore", ""}, "priority": 3,
	})
	assert.Equal(t, "League Cinematic", p["title"])
	assert.Equal(t, []any{"lore"}, p["tags"])
	assert.Equal(t, true, p["isActive"], "database default")
	assert.Equal(t, []any{}, p["links"])
	assert.Equal(t, []any{}, p["galleryImages"])

	w := e.get(idPath("/api/portfolio/projects/{id}", p["id"]), nil)
	require.Equal(t, http.StatusOK, w.Code)
	assert.Equal(t, "League Cinematic", decodeMap(t, w)["title"])

	// A partial PUT keeps the fields it does not name.
	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}", p["id"]), body: map[string]any{"priority": 7}, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	got := decodeMap(t, w)
	assert.Equal(t, float64(7), got["priority"])
	assert.Equal(t, "Producer", got["role"])
	assert.Equal(t, "story", got["subcategory"])

	// The admin sends the object back as it got it: unknown members are ignored.
	got["description"] = "Updated"
	got["tags"] = nil
	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}", p["id"]), body: got, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "Updated", decodeMap(t, w)["description"])
	assert.Nil(t, decodeMap(t, w)["tags"], "null tags mean no tags")

	w = e.do(request{method: http.MethodDelete, path: idPath("/api/portfolio/projects/{id}", p["id"]), cookie: admin})
	assert.Equal(t, http.StatusNoContent, w.Code)
	assert.Empty(t, w.Body.String())
	w = e.get(idPath("/api/portfolio/projects/{id}", p["id"]), nil)
	assert.Equal(t, http.StatusNotFound, w.Code)
	assert.JSONEq(t, `{"message":"Project not found"}`, w.Body.String())
}

func TestProjectNotFound(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	for _, rq := range []request{
		{method: http.MethodGet, path: "/api/portfolio/projects/99"},
		{method: http.MethodPut, path: "/api/portfolio/projects/99", body: map[string]any{"title": "x"}, cookie: admin},
		{method: http.MethodDelete, path: "/api/portfolio/projects/99", cookie: admin},
	} {
		w := e.do(rq)
		assert.Equal(t, http.StatusNotFound, w.Code, rq.method)
		assert.JSONEq(t, `{"message":"Project not found"}`, w.Body.String(), rq.method)
	}
	for _, path := range []string{"/api/portfolio/projects/abc", "/api/portfolio/projects/-1", "/api/portfolio/projects/99999999999999999999"} {
		w := e.get(path, nil)
		assert.Equal(t, http.StatusNotFound, w.Code, path)
		assert.JSONEq(t, `{"message":"Not found"}`, w.Body.String(), path)
	}
}

func TestProjectValidation(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	cases := []struct {
		name   string
		body   any
		fields map[string]any
		msg    string
	}{
		{"required", map[string]any{"description": "no title"}, map[string]any{"title": "Required", "category": "Required"}, "category: Required; title: Required"},
		{"blank", map[string]any{"title": "  ", "category": "games"}, map[string]any{"title": "Required"}, "title: Required"},
		{"priority string", map[string]any{"title": "t", "category": "games", "priority": "5"}, map[string]any{"priority": "Expected number, received string"}, "priority: Expected number, received string"},
		{"priority float", map[string]any{"title": "t", "category": "games", "priority": 1.5}, map[string]any{"priority": "Expected integer, received float"}, ""},
		{"priority huge", map[string]any{"title": "t", "category": "games", "priority": 1e12}, map[string]any{"priority": "Number must be less than or equal to 2147483647"}, ""},
		{"title number", map[string]any{"title": 5, "category": "games"}, map[string]any{"title": "Expected string, received number"}, ""},
		{"title null", map[string]any{"title": nil, "category": "games"}, map[string]any{"title": "Expected string, received null"}, ""},
		{"category null", map[string]any{"title": "t", "category": nil}, map[string]any{"category": "Expected string, received null"}, ""},
		{"isActive string", map[string]any{"title": "t", "category": "games", "isActive": "yes"}, map[string]any{"isActive": "Expected boolean, received string"}, ""},
		{"tags string", map[string]any{"title": "t", "category": "games", "tags": "a,b"}, map[string]any{"tags": "Expected array, received string"}, ""},
		{"tags of numbers", map[string]any{"title": "t", "category": "games", "tags": []any{1}}, map[string]any{"tags": "Expected string, received number"}, ""},
		{"image url", map[string]any{"title": "t", "category": "games", "imageUrl": "javascript:alert(1)"}, map[string]any{"imageUrl": "Must be a valid image URL or path"}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := e.do(request{method: http.MethodPost, path: "/api/portfolio/projects", body: c.body, cookie: admin})
			require.Equal(t, http.StatusBadRequest, w.Code, w.Body.String())
			body := decodeMap(t, w)
			assert.Equal(t, c.fields, body["fields"])
			if c.msg != "" {
				assert.Equal(t, c.msg, body["message"])
			}
		})
	}
	// Null clears an optional text.
	p := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "t", "category": "games", "role": "Lead"})
	w := e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}", p["id"]), body: map[string]any{"role": nil}, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code)
	assert.Equal(t, "", decodeMap(t, w)["role"])
	w = e.get("/api/portfolio/projects", nil)
	assert.Len(t, decodeList(t, w), 1, "no invalid project was stored")
}

func TestProjectReorderSwapsPriorities(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	a := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "A", "category": "games", "priority": 1})
	b := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "B", "category": "games", "priority": 2})
	w := e.do(request{method: http.MethodPost, path: "/api/portfolio/projects/reorder", body: map[string]any{"ids": []any{a["id"], b["id"]}}, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	pair := decodeList(t, w)
	require.Len(t, pair, 2)
	assert.Equal(t, "A", pair[0]["title"])
	assert.Equal(t, float64(2), pair[0]["priority"])
	assert.Equal(t, float64(1), pair[1]["priority"])

	list := decodeList(t, e.get("/api/portfolio/projects?category=games", nil))
	require.Len(t, list, 2)
	assert.Equal(t, "B", list[0]["title"], "the visitor's cached list shows the new order")

	for _, body := range []any{
		map[string]any{"ids": []any{a["id"]}},
		map[string]any{"ids": []any{a["id"], a["id"]}},
		map[string]any{},
		map[string]any{"ids": "1,2"},
	} {
		w := e.do(request{method: http.MethodPost, path: "/api/portfolio/projects/reorder", body: body, cookie: admin})
		assert.Equal(t, http.StatusBadRequest, w.Code, w.Body.String())
		assert.Contains(t, decodeMap(t, w)["fields"], "ids")
	}
	w = e.do(request{method: http.MethodPost, path: "/api/portfolio/projects/reorder", body: map[string]any{"ids": []any{a["id"], 999}}, cookie: admin})
	assert.Equal(t, http.StatusNotFound, w.Code)

	music := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "M", "category": "music", "priority": 1})
	w = e.do(request{method: http.MethodPost, path: "/api/portfolio/projects/reorder", body: map[string]any{"ids": []any{a["id"], music["id"]}}, cookie: admin})
	assert.Equal(t, http.StatusBadRequest, w.Code, "two groups: %s", w.Body.String())
	assert.Equal(t, domain.MsgProjectReorderPair, decodeMap(t, w)["fields"].(map[string]any)["ids"])
}

func TestProjectReorderAnswersARenumberedGroup(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	// A new project at the form's default priority ties with the first.
	var made []map[string]any
	for i, title := range []string{"First", "Second", "Third", "Added"} {
		made = append(made, e.create(admin, "/api/portfolio/projects", map[string]any{"title": title, "category": "games", "priority": []int{1, 2, 3, 1}[i]}))
	}
	w := e.do(request{method: http.MethodPost, path: "/api/portfolio/projects/reorder", body: map[string]any{"ids": []any{made[1]["id"], made[2]["id"]}}, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	var got []string
	for _, p := range decodeList(t, w) {
		got = append(got, fmt.Sprintf("%s=%v", p["title"], p["priority"]))
	}
	assert.Equal(t, []string{"Second=4", "Third=3", "Added=2"}, got, "the pair, then the rest of the group that moved")

	got = nil
	for _, p := range decodeList(t, e.get("/api/portfolio/projects?category=games", nil)) {
		got = append(got, fmt.Sprintf("%s=%v", p["title"], p["priority"]))
	}
	assert.Equal(t, []string{"First=1", "Added=2", "Third=3", "Second=4"}, got, "the visitor's list: the same order, unique positions")
}

func TestProjectListFilterAndVisibility(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Riot", "category": "games", "subcategory": "riot-games"})
	e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Maxis", "category": "games", "subcategory": "maxis-ea"})
	hidden := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Hidden", "category": "games", "isActive": false})
	e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Album", "category": "music"})

	assert.Len(t, decodeList(t, e.get("/api/portfolio/projects", nil)), 3, "visitors do not see inactive projects")
	assert.Len(t, decodeList(t, e.get("/api/portfolio/projects?category=games", nil)), 2)
	sub := decodeList(t, e.get("/api/portfolio/projects?category=games&subcategory=maxis-ea", nil))
	require.Len(t, sub, 1)
	assert.Equal(t, "Maxis", sub[0]["title"])

	w := e.get(idPath("/api/portfolio/projects/{id}", hidden["id"]), nil)
	assert.Equal(t, http.StatusNotFound, w.Code)

	w = e.get("/api/portfolio/projects", admin)
	assert.Len(t, decodeList(t, w), 4, "the administrator sees everything")
	assert.Equal(t, "no-store", w.Header().Get("Cache-Control"))
	assert.Equal(t, "Cookie", w.Header().Get("Vary"))
	w = e.get(idPath("/api/portfolio/projects/{id}", hidden["id"]), admin)
	assert.Equal(t, http.StatusOK, w.Code)

	// Activating it shows it to visitors at once.
	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}", hidden["id"]), body: map[string]any{"isActive": true}, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code)
	assert.Len(t, decodeList(t, e.get("/api/portfolio/projects", nil)), 4)
}

func TestCachedListETagAndInvalidation(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	e.create(admin, "/api/portfolio/projects", map[string]any{"title": "First", "category": "games"})

	w := e.get("/api/portfolio/projects", nil)
	require.Equal(t, http.StatusOK, w.Code)
	etag := w.Header().Get("ETag")
	require.NotEmpty(t, etag)
	assert.Equal(t, "application/json", w.Header().Get("Content-Type"))
	assert.Equal(t, "no-cache", w.Header().Get("Cache-Control"))
	assert.Equal(t, "Cookie", w.Header().Get("Vary"))
	assert.Equal(t, w.Header().Get("Content-Length"), jsonNumber2String(w.Body.Len()))

	for _, inm := range []string{etag, "W/" + etag, `"other", ` + etag, "*"} {
		w = e.do(request{method: http.MethodGet, path: "/api/portfolio/projects", header: map[string]string{"If-None-Match": inm}})
		assert.Equal(t, http.StatusNotModified, w.Code, inm)
		assert.Empty(t, w.Body.String())
	}
	w = e.do(request{method: http.MethodGet, path: "/api/portfolio/projects", header: map[string]string{"If-None-Match": `"stale"`}})
	assert.Equal(t, http.StatusOK, w.Code)

	w = e.do(request{method: http.MethodHead, path: "/api/portfolio/projects"})
	assert.Equal(t, http.StatusOK, w.Code)
	assert.Empty(t, w.Body.String())

	e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Second", "category": "games"})
	w = e.do(request{method: http.MethodGet, path: "/api/portfolio/projects", header: map[string]string{"If-None-Match": etag}})
	require.Equal(t, http.StatusOK, w.Code, "a save invalidates the cached list")
	assert.NotEqual(t, etag, w.Header().Get("ETag"))
	assert.Len(t, decodeList(t, w), 2)
}
