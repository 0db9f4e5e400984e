//go:build e2e

package e2e

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
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
	checkInvitedEditor(t, startOnSQLite(t))
}

func TestInvitedEditorOnPostgresAndRedis(t *testing.T) {
	checkInvitedEditor(t, startOnPostgresAndRedis(t, "e2e_users_"))
}

func checkInvitedEditor(t *testing.T, owner *instance) {
	owner.login(t)
	decode := decoded(t)
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

	// The editor signs in with the password chosen, on another browser.
	status, body = ed.fresh().do(t, http.MethodPost, "/api/auth/login", accept)
	require.Equal(t, http.StatusOK, status, string(body))

	// A redirect to remove: the owner moves the project's page.
	decode(owner.do(t, http.MethodPut, fmt.Sprintf("/api/portfolio/projects/%d", id), map[string]any{"slug": "moved-by-the-owner"}))
	var redirects []map[string]any
	_, redirectsBefore := owner.do(t, http.MethodGet, "/api/redirects", nil)
	require.NoError(t, json.Unmarshal(redirectsBefore, &redirects))
	require.NotEmpty(t, redirects)
	redirect := fmt.Sprintf("/api/redirects/%d", int64(redirects[0]["id"].(float64)))
	// What the owner alone may do answers 403 and changes nothing: the
	// trash, the users, the invitations, the redirects, the content.
	status, body = ed.do(t, http.MethodDelete, fmt.Sprintf("/api/portfolio/projects/%d", id), nil)
	require.Equal(t, http.StatusNoContent, status, "an editor moves an item to the trash: %s", body)
	snapshot := func() []string {
		var out []string
		for _, path := range []string{"/api/trash", "/api/users", "/api/users/invitations", "/api/redirects", "/api/portfolio/projects"} {
			status, body := owner.do(t, http.MethodGet, path, nil)
			require.Equal(t, http.StatusOK, status, "%s: %s", path, body)
			out = append(out, string(body))
		}
		return out
	}
	before := snapshot()
	status, archive := owner.do(t, http.MethodGet, "/api/backup", nil)
	require.Equal(t, http.StatusOK, status)
	for _, rq := range []struct {
		method, path string
		body         any
	}{
		{http.MethodGet, "/api/backup", nil},
		{http.MethodPost, "/api/backup/restore", nil},
		{http.MethodDelete, "/api/trash", nil},
		{http.MethodGet, "/api/users", nil},
		{http.MethodPost, "/api/users/invitations", map[string]string{"email": "mallory@example.com", "name": "Mallory", "role": "owner"}},
		{http.MethodDelete, redirect, nil},
	} {
		status, body := ed.do(t, rq.method, rq.path, rq.body)
		assert.Equal(t, http.StatusForbidden, status, "%s %s: %s", rq.method, rq.path, body)
	}
	assert.Equal(t, before, snapshot(), "nothing changed")
	// The restore the editor may not run: the owner's, with the archive.
	status, body = ed.post(t, "/api/backup/restore", archive)
	assert.Equal(t, http.StatusForbidden, status, string(body))
	assert.Equal(t, before, snapshot(), "nothing changed")
	// What an editor may do beyond the goals: restore from the trash,
	// publish a draft and make a preview link.
	decode(ed.do(t, http.MethodPost, fmt.Sprintf("/api/trash/project/%d/restore", id), nil))
	decode(ed.do(t, http.MethodPut, fmt.Sprintf("/api/portfolio/projects/%d?draft=true", id), map[string]any{"title": "Ed's Second Draft"}))
	decode(ed.do(t, http.MethodPost, fmt.Sprintf("/api/portfolio/projects/%d/publish", id), nil))
	status, body = ed.do(t, http.MethodPost, "/api/previews", nil)
	assert.Equal(t, http.StatusCreated, status, string(body))

	// The backup carries the editor, and no secret that signs anyone in.
	text := gunzipped(t, archive)
	assert.Contains(t, text, "ed@example.com", "the accounts travel in the backup")
	assert.NotContains(t, text, "editor-password-1")
	assert.NotContains(t, text, token, "an invitation's token never")

	status, body = owner.do(t, http.MethodGet, "/api/users", nil)
	require.Equal(t, http.StatusOK, status, string(body))
	var users []map[string]any
	require.NoError(t, json.Unmarshal(body, &users))
	require.Len(t, users, 2)
	assert.NotContains(t, string(body), "password", "never a secret")
	status, body = owner.do(t, http.MethodDelete, fmt.Sprintf("/api/users/%d", int64(users[1]["id"].(float64))), nil)
	require.Equal(t, http.StatusNoContent, status, string(body))
	status, _ = ed.do(t, http.MethodGet, "/api/messages", nil)
	assert.Equal(t, http.StatusUnauthorized, status, "the removed editor's next request")
}

// gunzipped is a backup archive uncompressed: its tar, every entry in
// clear.
func gunzipped(t *testing.T, archive []byte) string {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(archive))
	require.NoError(t, err)
	all, err := io.ReadAll(zr)
	require.NoError(t, err)
	return string(all)
}
