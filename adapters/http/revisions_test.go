package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRevisionsAPI is issue 23's history through the API: every save keeps
// the state it replaced, ten saves give ten revisions, restoring one
// brings its data back and is itself kept, for content and the site
// document alike; only the administrator reads or restores.
func TestRevisionsAPI(t *testing.T) {
	e := newEnv(t)
	t.Run("AdminOnly", func(t *testing.T) {
		for _, rq := range []request{
			{method: http.MethodGet, path: "/api/revisions?kind=project&id=1"},
			{method: http.MethodGet, path: "/api/revisions/project/1/1"},
			{method: http.MethodPost, path: "/api/revisions/project/1/1/restore"},
		} {
			assert.Equal(t, http.StatusUnauthorized, e.do(rq).Code, rq.method+" "+rq.path)
		}
	})
	admin := e.login()
	p := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "v0", "category": "games", "description": "first"})
	pid := p["id"]
	e.create(admin, idPath("/api/portfolio/projects/{id}/links", pid), map[string]any{"label": "Trailer", "url": "https://example.com/t"})
	list := func(kind string, id any) []map[string]any {
		w := e.get(fmt.Sprintf("/api/revisions?kind=%s&id=%v", kind, id), admin)
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
		return decodeList(t, w)
	}
	assert.Empty(t, list("project", pid), "a create replaces nothing")

	for i := 1; i <= 10; i++ {
		w := e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}", pid), cookie: admin,
			body: map[string]any{"title": fmt.Sprintf("v%d", i)}})
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	}
	revs := list("projects", pid)
	require.Len(t, revs, 10, "ten saves, ten revisions")
	assert.EqualValues(t, 10, revs[0]["rev"], "newest first")
	assert.Equal(t, adminUser, revs[0]["actor"])
	assert.Equal(t, []any{"title"}, revs[0]["fields"])
	assert.NotEmpty(t, revs[0]["at"])
	assert.NotContains(t, revs[0], "data", "the list carries no states")

	w := e.get(idPath("/api/revisions/project/{id}/3", pid), admin)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	rev3 := decodeMap(t, w)
	data := rev3["data"].(map[string]any)
	assert.Equal(t, "v2", data["title"], "revision 3 is the state the third save replaced")
	assert.Equal(t, "first", data["description"])
	assert.Len(t, data["links"], 1, "as the API showed the project")

	// The link changes after revision 3; restoring the project leaves it.
	links := decodeList(t, e.get(idPath("/api/portfolio/projects/{id}/links", pid), nil))
	require.Len(t, links, 1)
	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/links/{id}", links[0]["id"]), cookie: admin, body: map[string]any{"label": "Teaser"}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())

	w = e.do(request{method: http.MethodPost, path: idPath("/api/revisions/project/{id}/3/restore", pid), cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	restored := decodeMap(t, w)
	assert.Equal(t, "v2", restored["title"])
	public := decodeMap(t, e.get(idPath("/api/portfolio/projects/{id}", pid), nil))
	assert.Equal(t, "v2", public["title"], "the public read follows at once")
	assert.Equal(t, "Teaser", public["links"].([]any)[0].(map[string]any)["label"], "links are not the project's to restore")
	for _, k := range []string{"title", "description", "category", "subcategory", "role", "imageUrl", "priority", "isActive", "tags"} {
		assert.Equal(t, data[k], public[k], k)
	}
	revs = list("project", pid)
	require.Len(t, revs, 11, "the restore keeps what it replaced")
	assert.Equal(t, []any{"title"}, revs[0]["fields"])
	w = e.get(idPath("/api/revisions/project/{id}/11", pid), admin)
	require.Equal(t, http.StatusOK, w.Code)
	assert.Equal(t, "v10", decodeMap(t, w)["data"].(map[string]any)["title"], "nothing is lost")
	activity := decodeList(t, e.get("/api/activity?action=restore", admin))
	require.NotEmpty(t, activity)
	assert.Equal(t, "project", activity[0]["kind"])

	t.Run("SiteDocument", func(t *testing.T) {
		for i := 1; i <= 3; i++ {
			w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{"tagline": fmt.Sprintf("Tagline %d", i)}})
			require.Equal(t, http.StatusOK, w.Code, w.Body.String())
		}
		revs := list("site", 1)
		require.Len(t, revs, 3)
		w := e.get("/api/revisions/site/1/3", admin)
		require.Equal(t, http.StatusOK, w.Code)
		assert.Equal(t, "Tagline 2", decodeMap(t, w)["data"].(map[string]any)["tagline"])
		w = e.do(request{method: http.MethodPost, path: "/api/revisions/site/1/3/restore", cookie: admin})
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
		assert.Equal(t, "Tagline 2", decodeMap(t, w)["tagline"])
		assert.Equal(t, "Tagline 2", decodeMap(t, e.get("/api/site", nil))["tagline"])
		assert.Len(t, list("site", 1), 4)
	})
	t.Run("OtherKinds", func(t *testing.T) {
		for _, c := range []struct{ path, kind, field string }{
			{"/api/notable-collaborations", "collaboration", "title"},
			{"/api/media-press", "media", "title"},
			{"/api/investments", "investment", "title"},
		} {
			body := map[string]any{"title": "One"}
			if category := map[string]string{"media": "press", "investment": "portfolio-companies"}[c.kind]; category != "" {
				body["category"] = category // a collaboration has none: the member would be refused
			}
			item := e.create(admin, c.path, body)
			w := e.do(request{method: http.MethodPut, path: idPath(c.path+"/{id}", item["id"]), cookie: admin, body: map[string]any{"title": "Two"}})
			require.Equal(t, http.StatusOK, w.Code, w.Body.String())
			require.Len(t, list(c.kind, item["id"]), 1, c.kind)
			w = e.do(request{method: http.MethodPost, path: idPath("/api/revisions/"+c.kind+"/{id}/1/restore", item["id"]), cookie: admin})
			require.Equal(t, http.StatusOK, w.Code, w.Body.String())
			assert.Equal(t, "One", decodeMap(t, w)["title"], c.kind)
		}
	})
	t.Run("BadRequests", func(t *testing.T) {
		for path, code := range map[string]int{
			"/api/revisions?kind=spaceship&id=1":          http.StatusBadRequest,
			"/api/revisions?kind=project&id=x":            http.StatusBadRequest,
			"/api/revisions?kind=project":                 http.StatusBadRequest,
			"/api/revisions/spaceship/1/1":                http.StatusNotFound,
			"/api/revisions/project/999/1":                http.StatusNotFound,
			idPath("/api/revisions/project/{id}/99", pid): http.StatusNotFound,
		} {
			assert.Equal(t, code, e.get(path, admin).Code, path)
		}
		w := e.do(request{method: http.MethodPost, path: idPath("/api/revisions/project/{id}/99/restore", pid), cookie: admin})
		assert.Equal(t, http.StatusNotFound, w.Code)
	})
	t.Run("ItemInTheTrash", func(t *testing.T) {
		w := e.do(request{method: http.MethodDelete, path: idPath("/api/portfolio/projects/{id}", pid), cookie: admin})
		require.Less(t, w.Code, 300)
		w = e.do(request{method: http.MethodPost, path: idPath("/api/revisions/project/{id}/1/restore", pid), cookie: admin})
		assert.Equal(t, http.StatusConflict, w.Code, w.Body.String())
		assert.Len(t, list("project", pid), 11, "the history outlives a delete")
	})
}
