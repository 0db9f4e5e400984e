package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

func TestTrashAPI(t *testing.T) {
	e := newEnv(t)
	t.Run("AdminOnly", func(t *testing.T) {
		for _, rq := range []request{
			{method: http.MethodGet, path: "/api/trash"},
			{method: http.MethodDelete, path: "/api/trash"},
			{method: http.MethodPost, path: "/api/trash/project/1/restore"},
			{method: http.MethodDelete, path: "/api/trash/project/1"},
			{method: http.MethodGet, path: "/api/activity"},
		} {
			assert.Equal(t, http.StatusUnauthorized, e.do(rq).Code, rq.method+" "+rq.path)
		}
	})

	admin := e.login()
	p := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Starfall", "category": "games"})
	pid := p["id"]
	e.create(admin, idPath("/api/portfolio/projects/{id}/links", pid), map[string]any{"label": "Trailer", "url": "https://example.com/t"})
	e.create(admin, idPath("/api/portfolio/projects/{id}/gallery", pid), map[string]any{"src": "/uploads/a.png", "alt": "Shot"})
	public := e.get("/api/portfolio/projects", nil).Body.String()
	require.Contains(t, public, "Trailer")

	del := e.do(request{method: http.MethodDelete, path: idPath("/api/portfolio/projects/{id}", pid), cookie: admin})
	require.Less(t, del.Code, 300, del.Body.String())
	assert.Empty(t, decodeList(t, e.get("/api/portfolio/projects", nil)), "gone from the public list at once")
	assert.Equal(t, http.StatusNotFound, e.get(idPath("/api/portfolio/projects/{id}", pid), nil).Code)

	trash := decodeList(t, e.get("/api/trash", admin))
	require.Len(t, trash, 1)
	assert.Equal(t, "project", trash[0]["kind"])
	assert.Equal(t, pid, trash[0]["id"])
	assert.Equal(t, "Starfall", trash[0]["title"])
	assert.Equal(t, adminUser, trash[0]["deletedBy"])
	assert.NotEmpty(t, trash[0]["deletedAt"])

	t.Run("UnknownKindOrItem", func(t *testing.T) {
		w := e.do(request{method: http.MethodPost, path: "/api/trash/spaceship/1/restore", cookie: admin})
		assert.Equal(t, http.StatusNotFound, w.Code)
		assert.JSONEq(t, `{"message":"Item not found in the trash"}`, w.Body.String())
		w = e.do(request{method: http.MethodPost, path: "/api/trash/project/999/restore", cookie: admin})
		assert.Equal(t, http.StatusNotFound, w.Code)
	})

	w := e.do(request{method: http.MethodPost, path: idPath("/api/trash/projects/{id}/restore", pid), cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "Starfall", decodeMap(t, w)["title"])
	assert.Equal(t, public, e.get("/api/portfolio/projects", nil).Body.String(), "back exactly as it was")
	assert.Empty(t, decodeList(t, e.get("/api/trash", admin)))

	t.Run("LinkWaitsForItsProject", func(t *testing.T) {
		q := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Parent", "category": "games"})
		l := e.create(admin, idPath("/api/portfolio/projects/{id}/links", q["id"]), map[string]any{"label": "Site", "url": "https://example.com"})
		require.Equal(t, http.StatusNoContent, e.do(request{method: http.MethodDelete, path: idPath("/api/portfolio/links/{id}", l["id"]), cookie: admin}).Code)
		require.Less(t, e.do(request{method: http.MethodDelete, path: idPath("/api/portfolio/projects/{id}", q["id"]), cookie: admin}).Code, 300)
		w := e.do(request{method: http.MethodPost, path: idPath("/api/trash/link/{id}/restore", l["id"]), cookie: admin})
		assert.Equal(t, http.StatusConflict, w.Code)
		assert.Contains(t, decodeMap(t, w)["message"], "Restore its project first")
	})

	t.Run("PurgeAndEmpty", func(t *testing.T) {
		m := e.create(admin, "/api/media-press", map[string]any{"title": "Interview", "category": "podcasts"})
		require.Equal(t, http.StatusNoContent, e.do(request{method: http.MethodDelete, path: idPath("/api/media-press/{id}", m["id"]), cookie: admin}).Code)
		w := e.do(request{method: http.MethodDelete, path: idPath("/api/trash/media/{id}", m["id"]), cookie: admin})
		assert.Equal(t, http.StatusNoContent, w.Code)
		assert.Equal(t, http.StatusNotFound, e.do(request{method: http.MethodDelete, path: idPath("/api/trash/media/{id}", m["id"]), cookie: admin}).Code)
		require.NotEmpty(t, decodeList(t, e.get("/api/trash", admin)))
		assert.Equal(t, http.StatusNoContent, e.do(request{method: http.MethodDelete, path: "/api/trash", cookie: admin}).Code)
		assert.Empty(t, decodeList(t, e.get("/api/trash", admin)))
	})

	t.Run("CrossSiteRefused", func(t *testing.T) {
		w := e.do(request{method: http.MethodDelete, path: "/api/trash", cookie: admin, header: map[string]string{"Sec-Fetch-Site": "cross-site"}})
		assert.Equal(t, http.StatusForbidden, w.Code)
	})
}

func TestMessagesGoToTrash(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	msg := &domain.Message{Name: "Ann", Email: "ann@example.com", Subject: "Hello", Message: "Hi", Address: "192.0.2.1", CreatedAt: time.Now()}
	require.NoError(t, e.messages.Create(context.Background(), msg, time.Time{}, nil))
	m := msg.ID
	w := e.do(request{method: http.MethodPut, path: fmt.Sprintf("/api/messages/%d", m), cookie: admin, body: map[string]any{"read": true}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	read := decodeList(t, e.get("/api/activity?kind=message", admin))
	require.Len(t, read, 1)
	assert.Equal(t, []any{"read"}, read[0]["fields"])
	require.Equal(t, http.StatusNoContent, e.do(request{method: http.MethodDelete, path: fmt.Sprintf("/api/messages/%d", m), cookie: admin}).Code)
	assert.Empty(t, decodeList(t, e.get("/api/messages", admin)))
	trash := decodeList(t, e.get("/api/trash", admin))
	require.Len(t, trash, 1)
	assert.Equal(t, "message", trash[0]["kind"])
	w = e.do(request{method: http.MethodPost, path: fmt.Sprintf("/api/trash/message/%d/restore", m), cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Len(t, decodeList(t, e.get("/api/messages", admin)), 1)
}

func TestActivityAPI(t *testing.T) {
	e := newEnv(t)
	// A failed and a refused sign-in, then the owner's.
	bad := e.do(request{method: http.MethodPost, path: "/api/auth/login", body: map[string]string{"username": adminUser, "password": "wrong password here"}, remote: "198.51.100.4:5555"})
	require.Equal(t, http.StatusUnauthorized, bad.Code)
	admin := e.login()
	p := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Starfall", "category": "games"})
	w := e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}", p["id"]), cookie: admin, body: map[string]any{"title": "Starfall II", "role": "Producer"}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{"tagline": "Games and ventures"}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	require.Less(t, e.do(request{method: http.MethodDelete, path: idPath("/api/portfolio/projects/{id}", p["id"]), cookie: admin}).Code, 300)

	entries := decodeList(t, e.get("/api/activity", admin))
	var got []string
	for _, en := range entries {
		got = append(got, fmt.Sprint(en["action"], " ", en["kind"], " ", en["title"]))
	}
	assert.Equal(t, []string{
		"delete project Starfall II",
		"update site Site content",
		"update project Starfall II",
		"create project Starfall",
		"sign-in user Password",
		"sign-in-failed user Password",
	}, got)
	assert.Equal(t, []any{"role", "title"}, entries[2]["fields"])
	assert.Equal(t, []any{"tagline"}, entries[1]["fields"])
	assert.Equal(t, adminUser, entries[0]["actor"])
	assert.Equal(t, "198.51.100.4", entries[5]["address"])
	assert.Equal(t, adminUser, entries[5]["actor"], "a failed sign-in names the username tried")

	t.Run("Filters", func(t *testing.T) {
		got := decodeList(t, e.get("/api/activity?kind=project&action=update", admin))
		require.Len(t, got, 1)
		assert.Equal(t, "Starfall II", got[0]["title"])
		assert.Empty(t, decodeList(t, e.get("/api/activity?kind=spaceship", admin)))
	})
	t.Run("Paging", func(t *testing.T) {
		page := decodeList(t, e.get("/api/activity?limit=2", admin))
		require.Len(t, page, 2)
		next := decodeList(t, e.get("/api/activity?limit=2&before="+jsonNumber2String(page[1]["id"]), admin))
		require.Len(t, next, 2)
		assert.Equal(t, entries[2]["id"], next[0]["id"])
	})
	t.Run("BadQuery", func(t *testing.T) {
		for _, q := range []string{"before=abc", "before=-1", "limit=0", "kind=" + strings.Repeat("x", 65)} {
			w := e.get("/api/activity?"+q, admin)
			assert.Equal(t, http.StatusBadRequest, w.Code, q)
			assert.NotEmpty(t, decodeMap(t, w)["message"], q)
		}
	})
	t.Run("SignOutAndThrottle", func(t *testing.T) {
		w := e.do(request{method: http.MethodPost, path: "/api/auth/logout", cookie: admin})
		require.Equal(t, http.StatusOK, w.Code)
		for range 6 {
			e.do(request{method: http.MethodPost, path: "/api/auth/login", body: map[string]string{"username": "mallory", "password": "not the password"}, remote: "203.0.113.9:1"})
		}
		again := e.login()
		got := decodeList(t, e.get("/api/activity?action=sign-in-throttled", again))
		require.NotEmpty(t, got)
		assert.Equal(t, "mallory", got[0]["actor"])
		assert.Equal(t, "203.0.113.9", got[0]["address"])
		out := decodeList(t, e.get("/api/activity?action=sign-out", again))
		require.Len(t, out, 1)
		assert.Equal(t, adminUser, out[0]["actor"])
	})
}
