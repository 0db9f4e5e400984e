package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 39: POST /api/revisions/site/1/REV/restore?group=hero restores the
// hero only: a heading saved later in another group keeps its value. An
// unknown group is a 400 naming the groups, and changes nothing; without
// group the whole document comes back, as before.
func TestRestoringASiteGroupThroughTheAPI(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	put := func(body map[string]any) {
		t.Helper()
		w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: body})
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	}
	put(map[string]any{"hero": map[string]any{"headline": "Older hero"}})
	put(map[string]any{"hero": map[string]any{"headline": "Newer hero"}})
	put(map[string]any{"homeTexts": map[string]any{"projectsHeading": "Saved later"}})
	w := e.get("/api/revisions?kind=site&id=1", admin)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	revs := decodeList(t, w)
	require.GreaterOrEqual(t, len(revs), 2)
	older := revs[1]["rev"] // the state the newer hero save replaced
	restore := func(query string) *httptest.ResponseRecorder {
		t.Helper()
		return e.do(request{method: http.MethodPost, path: fmt.Sprintf("/api/revisions/site/1/%v/restore%s", older, query), cookie: admin})
	}
	site := func() map[string]any { return decodeMap(t, e.get("/api/site", nil)) }
	heading := func(doc map[string]any) any { return doc["homeTexts"].(map[string]any)["projectsHeading"] }
	headline := func(doc map[string]any) any { return doc["hero"].(map[string]any)["headline"] }

	w = restore("?group=nonsense")
	assert.Equal(t, http.StatusBadRequest, w.Code)
	body := decodeMap(t, w)
	assert.Contains(t, body["message"], "Unknown group")
	assert.Contains(t, body["message"], "profile, seo, hero")
	assert.Contains(t, body["fields"], "group")
	assert.Equal(t, "Newer hero", headline(site()), "a refused restore changes nothing")
	w = e.do(request{method: http.MethodPost, path: idPath("/api/revisions/project/{id}/1/restore?group=hero", 1), cookie: admin})
	assert.Equal(t, http.StatusBadRequest, w.Code, "a project has no groups: %s", w.Body.String())

	w = restore("?group=hero")
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	answer := decodeMap(t, w)
	assert.Equal(t, "Older hero", headline(answer), "answers the whole document as it is now")
	assert.Equal(t, "Saved later", heading(answer))
	now := site()
	assert.Equal(t, "Older hero", headline(now), "the hero is restored")
	assert.Equal(t, "Saved later", heading(now), "a heading saved later in another group keeps its value")

	w = restore("")
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.NotEqual(t, "Saved later", heading(site()), "without group: the whole document, as before")
}

// The restore's row in the route table documents group, with the groups
// as its values, in the description the clients are generated from.
func TestTheRestoreRouteDocumentsItsGroup(t *testing.T) {
	e := newEnv(t)
	w := e.get("/api/openapi.json", nil)
	require.Equal(t, http.StatusOK, w.Code)
	var doc struct {
		Paths map[string]map[string]struct {
			Summary    string `json:"summary"`
			Parameters []struct {
				Name   string         `json:"name"`
				In     string         `json:"in"`
				Schema map[string]any `json:"schema"`
			} `json:"parameters"`
		} `json:"paths"`
	}
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &doc))
	op := doc.Paths["/api/revisions/{kind}/{id}/{rev}/restore"]["post"]
	assert.Contains(t, op.Summary, "only that group's fields")
	var group map[string]any
	for _, p := range op.Parameters {
		if p.Name == "group" && p.In == "query" {
			group = p.Schema
		}
	}
	require.NotNil(t, group, "group is a documented query parameter")
	assert.Equal(t, "SiteGroupId", group["title"])
	assert.Contains(t, group["enum"], "hero")
}
