//go:build e2e

package e2e

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 43's goals on the real binary with each backend: the owner
// invites, the link works once, the editor edits the content but gets 403
// for the owner's routes (changing nothing), their save and revision name
// them, and removing them answers their next request 401.
func TestInvitedEditorOnSQLite(t *testing.T) {
	checkInvitedEditor(t, start(t, "PORTFOLIO_DATABASE_URL=file:"+filepath.Join(t.TempDir(), "portfolio.db"), "PORTFOLIO_REDIS_URL="))
}

func TestInvitedEditorOnPostgresAndRedis(t *testing.T) {
	db := freshPostgres(t)
	redisURL := requireRedis(t)
	checkInvitedEditor(t, start(t, "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_REDIS_URL="+redisURL,
		"PORTFOLIO_CACHE_KEY_PREFIX="+randomName("e2e_users_")+":"))
}

func checkInvitedEditor(t *testing.T, owner *instance) {
	owner.login(t)
	decode := func(status int, body []byte) map[string]any {
		t.Helper()
		require.Less(t, status, 300, string(body))
		var m map[string]any
		require.NoError(t, json.Unmarshal(body, &m), string(body))
		return m
	}
	status, body := owner.do(t, http.MethodPost, "/api/users/invitations", map[string]string{"email": "ed@example.com", "name": "Ed Itor", "role": "editor"})
	require.Equal(t, http.StatusCreated, status, string(body))
	inv := decode(status, body)
	link := inv["link"].(string)
	token := link[strings.LastIndex(link, "/")+1:]

	jar, _ := cookiejar.New(nil)
	ed := &instance{base: owner.base, client: &http.Client{Jar: jar, Timeout: 10 * time.Second}, logs: owner.logs}
	accept := map[string]string{"username": "ed", "password": "editor-password-1"}
	status, body = ed.do(t, http.MethodPost, "/api/invitations/"+token+"/accept", accept)
	require.Equal(t, http.StatusCreated, status, string(body))
	status, _ = (&instance{base: owner.base, client: &http.Client{Timeout: 10 * time.Second}}).do(t, http.MethodPost, "/api/invitations/"+token+"/accept", map[string]string{"username": "ed2", "password": "editor-password-1"})
	assert.Contains(t, []int{http.StatusNotFound, http.StatusGone}, status, "the link works once")

	p := decode(ed.do(t, http.MethodPost, "/api/portfolio/projects", map[string]any{"title": "Edited By Ed", "category": "games"}))
	id := int64(p["id"].(float64))
	decode(ed.do(t, http.MethodPut, fmt.Sprintf("/api/portfolio/projects/%d", id), map[string]any{"title": "Edited By Ed Again"}))
	decode(ed.do(t, http.MethodPut, fmt.Sprintf("/api/portfolio/projects/%d?draft=true", id), map[string]any{"title": "Ed's Draft"}))
	decode(ed.do(t, http.MethodPut, "/api/site", map[string]any{"tagline": "Words by Ed"}))
	for _, path := range []string{"/api/messages", "/api/insights"} {
		status, body := ed.do(t, http.MethodGet, path, nil)
		assert.Equal(t, http.StatusOK, status, "%s: %s", path, body)
	}

	_, trashBefore := owner.do(t, http.MethodGet, "/api/trash", nil)
	for _, rq := range []struct{ method, path string }{
		{http.MethodGet, "/api/backup"},
		{http.MethodPost, "/api/backup/restore"},
		{http.MethodDelete, "/api/trash"},
		{http.MethodGet, "/api/users"},
		{http.MethodPost, "/api/users/invitations"},
		{http.MethodDelete, "/api/redirects/1"},
	} {
		status, body := ed.do(t, rq.method, rq.path, nil)
		assert.Equal(t, http.StatusForbidden, status, "%s %s: %s", rq.method, rq.path, body)
	}
	_, trashAfter := owner.do(t, http.MethodGet, "/api/trash", nil)
	assert.JSONEq(t, string(trashBefore), string(trashAfter), "nothing changed")

	status, body = owner.do(t, http.MethodGet, "/api/activity?kind=project&action=create", nil)
	require.Equal(t, http.StatusOK, status, string(body))
	var entries []map[string]any
	require.NoError(t, json.Unmarshal(body, &entries))
	require.NotEmpty(t, entries)
	assert.Equal(t, "ed", entries[0]["actor"], "the activity entry names the editor")
	status, body = owner.do(t, http.MethodGet, fmt.Sprintf("/api/revisions?kind=project&id=%d", id), nil)
	require.Equal(t, http.StatusOK, status, string(body))
	var revisions []map[string]any
	require.NoError(t, json.Unmarshal(body, &revisions))
	require.NotEmpty(t, revisions)
	assert.Equal(t, "ed", revisions[0]["actor"], "the revision names the editor")

	status, body = owner.do(t, http.MethodGet, "/api/users", nil)
	require.Equal(t, http.StatusOK, status, string(body))
	var users []map[string]any
	require.NoError(t, json.Unmarshal(body, &users))
	require.Len(t, users, 2)
	status, body = owner.do(t, http.MethodDelete, fmt.Sprintf("/api/users/%d", int64(users[1]["id"].(float64))), nil)
	require.Equal(t, http.StatusNoContent, status, string(body))
	status, _ = ed.do(t, http.MethodGet, "/api/messages", nil)
	assert.Equal(t, http.StatusUnauthorized, status, "the removed editor's next request")
}
