package httpapi

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// TestDraftsAPI is issue 23's drafts through the API: a draft save changes
// nothing public, publishing makes it public as one change, a new item
// saved as a draft waits hidden, and a scheduled publish or unpublish is
// applied once when due.
func TestDraftsAPI(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	scheduler := e.handler.(*server).editorialAPI.scheduler
	p := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Live", "category": "games", "description": "Public text"})
	pid := p["id"]
	publicTitle := func() any { return decodeMap(t, e.get(idPath("/api/portfolio/projects/{id}", pid), nil))["title"] }

	t.Run("AdminOnly", func(t *testing.T) {
		for _, rq := range []request{
			{method: http.MethodGet, path: idPath("/api/portfolio/projects/{id}/draft", pid)},
			{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}?draft=true", pid), body: map[string]any{"title": "x"}},
			{method: http.MethodPost, path: idPath("/api/portfolio/projects/{id}/publish", pid)},
			{method: http.MethodGet, path: "/api/drafts"},
			{method: http.MethodGet, path: "/api/schedules"},
			{method: http.MethodGet, path: "/api/site/draft"},
		} {
			assert.Equal(t, http.StatusUnauthorized, e.do(rq).Code, rq.method+" "+rq.path)
		}
	})

	w := e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}?draft=true", pid), cookie: admin, body: map[string]any{"title": "Draft title"}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "Draft title", decodeMap(t, w)["title"])
	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}?draft=true", pid), cookie: admin, body: map[string]any{"description": "Draft text"}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	draft := decodeMap(t, w)
	assert.Equal(t, "Draft title", draft["title"], "a second draft save builds on the first")
	assert.Equal(t, "Draft text", draft["description"])
	assert.Equal(t, "Live", publicTitle(), "a draft changes nothing public")
	assert.NotContains(t, e.get("/api/portfolio/projects", nil).Body.String(), "Draft title")
	assert.Equal(t, "Live", decodeMap(t, e.get(idPath("/api/portfolio/projects/{id}", pid), admin))["title"], "nor the admin's published view")
	w = e.get(idPath("/api/portfolio/projects/{id}/draft", pid), admin)
	require.Equal(t, http.StatusOK, w.Code)
	assert.Equal(t, "Draft text", decodeMap(t, w)["description"])
	drafts := decodeList(t, e.get("/api/drafts", admin))
	require.Len(t, drafts, 1)
	assert.Equal(t, "project", drafts[0]["kind"])
	assert.Equal(t, "Draft title", drafts[0]["title"])

	w = e.do(request{method: http.MethodPost, path: idPath("/api/portfolio/projects/{id}/publish", pid), cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "Draft title", decodeMap(t, w)["title"])
	assert.Equal(t, "Draft title", publicTitle(), "published: public at once")
	assert.Equal(t, http.StatusNotFound, e.get(idPath("/api/portfolio/projects/{id}/draft", pid), admin).Code, "the draft is used up")
	revs := decodeList(t, e.get(idPath("/api/revisions?kind=project&id={id}", pid), admin))
	require.Len(t, revs, 1, "one publish, one revision")
	assert.ElementsMatch(t, []any{"description", "title"}, revs[0]["fields"])
	entries := decodeList(t, e.get("/api/activity?action=publish", admin))
	require.Len(t, entries, 1, "one activity entry")

	t.Run("CreatedAsDraft", func(t *testing.T) {
		w := e.do(request{method: http.MethodPost, path: "/api/media-press?draft=true", cookie: admin, body: map[string]any{"title": "Coming soon", "category": "press"}})
		require.Equal(t, http.StatusCreated, w.Code, w.Body.String())
		item := decodeMap(t, w)
		assert.Equal(t, true, item["isActive"], "the draft is the item as it will be published")
		assert.NotContains(t, e.get("/api/media-press", nil).Body.String(), "Coming soon", "not public until published")
		w = e.do(request{method: http.MethodPost, path: idPath("/api/media-press/{id}/publish", item["id"]), cookie: admin})
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
		assert.Contains(t, e.get("/api/media-press", nil).Body.String(), "Coming soon")
	})

	t.Run("Scheduled", func(t *testing.T) {
		w := e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}?draft=true", pid), cookie: admin, body: map[string]any{"title": "Launch day"}})
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
		at := e.clock.Now().Add(3 * time.Second).UTC().Format(time.RFC3339)
		w = e.do(request{method: http.MethodPost, path: idPath("/api/portfolio/projects/{id}/publish", pid), cookie: admin, body: map[string]any{"at": at}})
		require.Equal(t, http.StatusAccepted, w.Code, w.Body.String())
		sc := decodeMap(t, w)
		assert.Equal(t, "publish", sc["action"])
		assert.Equal(t, at, sc["at"])
		assert.Equal(t, "project", sc["kind"])
		list := decodeList(t, e.get("/api/schedules", admin))
		require.Len(t, list, 1)
		assert.Equal(t, "publish", list[0]["action"])
		n, err := scheduler.RunOnce(context.Background())
		require.NoError(t, err)
		assert.Zero(t, n, "not due yet")
		assert.Equal(t, "Draft title", publicTitle())
		e.clock.Advance(4 * time.Second)
		n, err = scheduler.RunOnce(context.Background())
		require.NoError(t, err)
		assert.Equal(t, 1, n)
		assert.Equal(t, "Launch day", publicTitle(), "public once due")
		n, err = scheduler.RunOnce(context.Background())
		require.NoError(t, err)
		assert.Zero(t, n, "applied once")
		assert.Empty(t, decodeList(t, e.get("/api/schedules", admin)))
		entries := decodeList(t, e.get("/api/activity?action=publish", admin))
		require.Len(t, entries, 3)
		assert.Equal(t, "system", entries[0]["actor"])

		at = e.clock.Now().Add(time.Hour).UTC().Format(time.RFC3339)
		w = e.do(request{method: http.MethodPost, path: idPath("/api/portfolio/projects/{id}/unpublish", pid), cookie: admin, body: map[string]any{"at": at}})
		require.Equal(t, http.StatusAccepted, w.Code, w.Body.String())
		w = e.do(request{method: http.MethodDelete, path: idPath("/api/portfolio/projects/{id}/schedule", pid), cookie: admin})
		assert.Equal(t, http.StatusNoContent, w.Code)
		w = e.do(request{method: http.MethodDelete, path: idPath("/api/portfolio/projects/{id}/schedule", pid), cookie: admin})
		assert.Equal(t, http.StatusNotFound, w.Code, "nothing left to cancel")

		w = e.do(request{method: http.MethodPost, path: idPath("/api/portfolio/projects/{id}/unpublish", pid), cookie: admin})
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
		assert.Equal(t, false, decodeMap(t, w)["isActive"])
		assert.Equal(t, http.StatusNotFound, e.get(idPath("/api/portfolio/projects/{id}", pid), nil).Code, "hidden from visitors")
	})

	t.Run("SiteDocument", func(t *testing.T) {
		before := decodeMap(t, e.get("/api/site", nil))["tagline"]
		w := e.do(request{method: http.MethodPut, path: "/api/site?draft=true", cookie: admin, body: map[string]any{"tagline": "Draft tagline"}})
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
		assert.Equal(t, before, decodeMap(t, e.get("/api/site", nil))["tagline"], "a draft changes nothing public")
		w = e.get("/api/site/draft", admin)
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
		assert.Equal(t, "Draft tagline", decodeMap(t, w)["tagline"])
		w = e.do(request{method: http.MethodPost, path: "/api/site/publish", cookie: admin})
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
		assert.Equal(t, "Draft tagline", decodeMap(t, e.get("/api/site", nil))["tagline"])
		w = e.do(request{method: http.MethodPut, path: "/api/site?draft=true", cookie: admin, body: map[string]any{"tagline": "Discarded"}})
		require.Equal(t, http.StatusOK, w.Code)
		assert.Equal(t, http.StatusNoContent, e.do(request{method: http.MethodDelete, path: "/api/site/draft", cookie: admin}).Code)
		assert.Equal(t, http.StatusNotFound, e.get("/api/site/draft", admin).Code)
	})

	t.Run("Refusals", func(t *testing.T) {
		for _, c := range []struct {
			rq   request
			code int
		}{
			{request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}?draft=maybe", pid), body: map[string]any{"title": "x"}}, http.StatusBadRequest},
			{request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}?draft=true", pid), body: map[string]any{"title": ""}}, http.StatusBadRequest},
			{request{method: http.MethodPost, path: idPath("/api/portfolio/projects/{id}/publish", pid)}, http.StatusNotFound},
			{request{method: http.MethodPost, path: idPath("/api/portfolio/projects/{id}/publish", pid), body: map[string]any{"at": e.clock.Now().Add(24 * time.Hour).UTC().Format(time.RFC3339)}}, http.StatusConflict},
			{request{method: http.MethodPost, path: idPath("/api/portfolio/projects/{id}/publish", pid), body: map[string]any{"at": "2001-01-01T00:00:00Z"}}, http.StatusBadRequest},
			{request{method: http.MethodPost, path: idPath("/api/portfolio/projects/{id}/publish", pid), body: map[string]any{"at": "tomorrow"}}, http.StatusBadRequest},
			{request{method: http.MethodPut, path: "/api/portfolio/projects/999?draft=true", body: map[string]any{"title": "x"}}, http.StatusNotFound},
			{request{method: http.MethodPost, path: idPath("/api/portfolio/projects/{id}/links?draft=true", pid), body: map[string]any{"label": "L", "url": "https://example.com"}}, http.StatusBadRequest},
		} {
			c.rq.cookie = admin
			w := e.do(c.rq)
			assert.Equal(t, c.code, w.Code, "%s %s: %s", c.rq.method, c.rq.path, w.Body.String())
		}
		assert.Equal(t, http.StatusNotFound, e.get(idPath("/api/portfolio/projects/{id}/draft", pid), admin).Code, "a refused draft save stores nothing")
	})

	// Issue 37, finding 8: a schedule is in the future and at most 5 years
	// ahead, for a publish as for an unpublish, whatever the kind.
	t.Run("SchedulesAreBounded", func(t *testing.T) {
		w := e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}?draft=true", pid), cookie: admin, body: map[string]any{"title": "Later"}})
		require.Less(t, w.Code, 300, w.Body.String())
		now := e.clock.Now().UTC()
		for _, c := range []struct {
			path, at, msg string
		}{
			{"/api/portfolio/projects/{id}/publish", "9999-12-31T23:59:59Z", domain.MsgScheduleTooFar},
			{"/api/portfolio/projects/{id}/unpublish", "9999-12-31T23:59:59Z", domain.MsgScheduleTooFar},
			{"/api/portfolio/projects/{id}/publish", now.AddDate(5, 0, 1).Format(time.RFC3339), domain.MsgScheduleTooFar},
			{"/api/portfolio/projects/{id}/publish", now.Add(-time.Minute).Format(time.RFC3339), domain.MsgScheduleInPast},
			{"/api/site/publish", "9999-12-31T23:59:59Z", domain.MsgScheduleTooFar},
		} {
			w := e.do(request{method: http.MethodPost, path: idPath(c.path, pid), cookie: admin, body: map[string]any{"at": c.at}})
			require.Equal(t, http.StatusBadRequest, w.Code, "%s %s: %s", c.path, c.at, w.Body.String())
			assert.JSONEq(t, `{"message":"at: `+c.msg+`","fields":{"at":"`+c.msg+`"}}`, w.Body.String(), c.at)
		}
		assert.Empty(t, decodeList(t, e.get("/api/schedules", admin)), "nothing was scheduled")
		w = e.do(request{method: http.MethodPost, path: idPath("/api/portfolio/projects/{id}/publish", pid), cookie: admin, body: map[string]any{"at": now.AddDate(5, 0, -1).Format(time.RFC3339)}})
		assert.Equal(t, http.StatusAccepted, w.Code, "4 years and 364 days ahead is fine: %s", w.Body.String())
	})
}

// TestPreviewLinksAPI: only the administrator makes, lists and revokes
// preview links; a link lasts 7 days unless asked otherwise, and an
// unknown, revoked or expired one answers 404, never a page.
func TestPreviewLinksAPI(t *testing.T) {
	e := newEnv(t)
	for _, rq := range []request{
		{method: http.MethodPost, path: "/api/previews"},
		{method: http.MethodGet, path: "/api/previews"},
		{method: http.MethodDelete, path: "/api/previews/1"},
	} {
		assert.Equal(t, http.StatusUnauthorized, e.do(rq).Code, rq.method+" "+rq.path)
	}
	admin := e.login()
	w := e.do(request{method: http.MethodPost, path: "/api/previews", cookie: admin})
	require.Equal(t, http.StatusCreated, w.Code, w.Body.String())
	p := decodeMap(t, w)
	link, _ := p["url"].(string)
	assert.Regexp(t, `/preview/[A-Za-z0-9_-]{32}/$`, link)
	expires, err := time.Parse(time.RFC3339, p["expiresAt"].(string))
	require.NoError(t, err)
	assert.WithinDuration(t, e.clock.Now().Add(7*24*time.Hour), expires, time.Minute)
	assert.Equal(t, adminUser, p["actor"])
	assert.NotContains(t, p, "token", "the token is only in the link")

	at := e.clock.Now().Add(time.Hour).UTC().Format(time.RFC3339)
	w = e.do(request{method: http.MethodPost, path: "/api/previews", cookie: admin, body: map[string]any{"expiresAt": at}})
	require.Equal(t, http.StatusCreated, w.Code, w.Body.String())
	short := decodeMap(t, w)
	for _, bad := range []string{"2001-01-01T00:00:00Z", "2999-01-01T00:00:00Z", "soon"} {
		w = e.do(request{method: http.MethodPost, path: "/api/previews", cookie: admin, body: map[string]any{"expiresAt": bad}})
		assert.Equal(t, http.StatusBadRequest, w.Code, bad)
	}
	list := decodeList(t, e.get("/api/previews", admin))
	require.Len(t, list, 2)
	assert.Equal(t, short["id"], list[0]["id"], "newest first")
	assert.Equal(t, short["url"], list[0]["url"], "the owner can copy a live link again (issue 37: from its sealed copy)")
	assert.Equal(t, link, list[1]["url"])

	path := func(m map[string]any) string {
		s := m["url"].(string)
		return s[strings.Index(s, "/preview/"):]
	}
	assert.Equal(t, http.StatusNotFound, e.get("/preview/not-a-token/", nil).Code)
	assert.Equal(t, http.StatusNotFound, e.get("/preview/"+strings.Repeat("x", 200)+"/about", nil).Code)
	e.clock.Advance(2 * time.Hour)
	w = e.get(path(short), nil)
	assert.Equal(t, http.StatusNotFound, w.Code, "expired")
	assert.Contains(t, w.Header().Get("X-Robots-Tag"), "noindex")
	admin = e.login() // the session's lifetime is an hour here
	assert.Len(t, decodeList(t, e.get("/api/previews", admin)), 1, "the expired one is gone")

	w = e.do(request{method: http.MethodDelete, path: idPath("/api/previews/{id}", p["id"]), cookie: admin})
	assert.Equal(t, http.StatusNoContent, w.Code)
	assert.Equal(t, http.StatusNotFound, e.get(path(p), nil).Code, "revoked")
	w = e.do(request{method: http.MethodDelete, path: idPath("/api/previews/{id}", p["id"]), cookie: admin})
	assert.Equal(t, http.StatusNotFound, w.Code)
}
