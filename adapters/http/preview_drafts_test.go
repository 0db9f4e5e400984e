package httpapi

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// previewPrefixOf makes a preview link and returns its path, without the
// trailing slash.
func previewPrefixOf(e *env, admin *http.Cookie) string {
	e.t.Helper()
	w := e.do(request{method: http.MethodPost, path: "/api/previews", cookie: admin})
	require.Equal(e.t, http.StatusCreated, w.Code, w.Body.String())
	link := decodeMap(e.t, w)["url"].(string)
	return strings.TrimSuffix(link[strings.Index(link, "/preview/"):], "/")
}

// Issue 39: a project created only as a draft answers the slug and page
// address the store gave it, and its page answers 200 under a preview
// link, to a visitor without a session, while the public address answers
// 404 until it is published (then at that same address).
func TestANewProjectSavedAsADraftHasItsPageInAPreview(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SPA = projectBuild() })
	seedProjectPages(e)
	admin := e.login()
	w := e.do(request{method: http.MethodPut, path: "/api/site", body: map[string]any{"name": "Jordan Avery"}, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())

	w = e.do(request{method: http.MethodPost, path: "/api/portfolio/projects?draft=true", cookie: admin,
		body: map[string]any{"title": "Nebula Drift", "category": "games", "subcategory": "studio"}})
	require.Equal(t, http.StatusCreated, w.Code, w.Body.String())
	created := decodeMap(t, w)
	assert.Equal(t, "nebula-drift", created["slug"])
	assert.Equal(t, "/portfolio/games/nebula-drift", created["path"])
	w = e.get(idPath("/api/portfolio/projects/{id}/draft", created["id"]), admin)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "/portfolio/games/nebula-drift", decodeMap(t, w)["path"], "the draft is the item with its address")
	assert.Equal(t, http.StatusNotFound, e.get("/portfolio/games/nebula-drift", nil).Code, "not public")

	prefix := previewPrefixOf(e, admin)
	w = e.get(prefix+"/portfolio/games/nebula-drift", nil)
	require.Equal(t, http.StatusOK, w.Code, e.logs.String())
	assert.Contains(t, w.Body.String(), "<h1>Nebula Drift</h1>")
	assert.Contains(t, w.Body.String(), `<meta name="robots" content="noindex">`)
	assert.Regexp(t, `rel="(prev|next)" href="`+prefix+`/portfolio/games/`, w.Body.String(), "it has its place among its section's projects")

	w = e.do(request{method: http.MethodPost, path: idPath("/api/portfolio/projects/{id}/publish", created["id"]), cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	body, _ := e.page("/portfolio/games/nebula-drift")
	assert.Contains(t, body, "<h1>Nebula Drift</h1>", "published at the address the draft had")
}

// Issue 39: a trashed item's draft leaves GET /api/drafts and the
// preview, its schedule is cancelled, and both the draft and the item
// come back with a restore from the trash.
func TestATrashedItemsDraftLeavesTheDraftsList(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SPA = projectBuild() })
	admin := e.login()
	w := e.do(request{method: http.MethodPut, path: "/api/site", body: map[string]any{"name": "Jordan Avery"}, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	p := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Lantern", "category": "games"})
	pid := p["id"]
	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}?draft=true", pid), cookie: admin, body: map[string]any{"title": "Lantern Redux"}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	at := e.clock.Now().Add(24 * time.Hour).UTC().Format(time.RFC3339)
	w = e.do(request{method: http.MethodPost, path: idPath("/api/portfolio/projects/{id}/publish", pid), cookie: admin, body: map[string]any{"at": at}})
	require.Equal(t, http.StatusAccepted, w.Code, w.Body.String())
	require.Len(t, decodeList(t, e.get("/api/drafts", admin)), 1)
	require.Len(t, decodeList(t, e.get("/api/schedules", admin)), 1)

	w = e.do(request{method: http.MethodDelete, path: idPath("/api/portfolio/projects/{id}", pid), cookie: admin})
	require.Less(t, w.Code, 300, w.Body.String())
	assert.Empty(t, decodeList(t, e.get("/api/drafts", admin)), "the trashed project's draft is not listed")
	assert.Empty(t, decodeList(t, e.get("/api/schedules", admin)), "its schedule is cancelled")
	assert.Equal(t, http.StatusNotFound, e.get(idPath("/api/portfolio/projects/{id}/draft", pid), admin).Code)
	assert.Equal(t, http.StatusNotFound, e.do(request{method: http.MethodPost, path: idPath("/api/portfolio/projects/{id}/publish", pid), cookie: admin}).Code)
	prefix := previewPrefixOf(e, admin)
	assert.Equal(t, http.StatusNotFound, e.get(prefix+"/portfolio/games/lantern", nil).Code, "not previewed")
	entries := decodeList(t, e.get("/api/activity?action=unschedule", admin))
	require.Len(t, entries, 1)
	assert.Contains(t, entries[0]["title"], "went to the trash")

	w = e.do(request{method: http.MethodPost, path: idPath("/api/trash/project/{id}/restore", pid), cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	drafts := decodeList(t, e.get("/api/drafts", admin))
	require.Len(t, drafts, 1, "the draft comes back with the project")
	assert.Equal(t, "Lantern Redux", drafts[0]["title"])
	w = e.get(prefix+"/portfolio/games/lantern", nil)
	require.Equal(t, http.StatusOK, w.Code)
	assert.Contains(t, w.Body.String(), "<h1>Lantern Redux</h1>", "previewed again")
}
