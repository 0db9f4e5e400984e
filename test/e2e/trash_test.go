//go:build e2e

package e2e

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// Deleting a project with its links and gallery moves it to the trash: it
// leaves the public API and the server-rendered portfolio at once, comes
// back whole on restore, and every step is in the activity log, on the
// real binary with each backend.
func TestTrashAndActivityOnSQLite(t *testing.T) {
	checkTrashAndActivity(t, startOnSQLite(t))
}

func TestTrashAndActivityOnPostgresAndRedis(t *testing.T) {
	checkTrashAndActivity(t, startOnPostgresAndRedis(t, "e2e_trash_"))
}

func checkTrashAndActivity(t *testing.T, in *instance) {
	in.login(t)
	decode := decoded(t)
	p := decode(in.do(t, http.MethodPost, "/api/portfolio/projects", map[string]any{"title": "Trash Candidate Zeta", "category": "games", "description": "Kept whole"}))
	id := int64(p["id"].(float64))
	decode(in.do(t, http.MethodPost, fmt.Sprintf("/api/portfolio/projects/%d/links", id), map[string]any{"label": "Zeta Trailer", "url": "https://example.com/zeta"}))
	decode(in.do(t, http.MethodPost, fmt.Sprintf("/api/portfolio/projects/%d/gallery", id), map[string]any{"src": "/images/demo/portrait.svg", "alt": "Zeta shot"}))
	before := in.page(t, "/api/portfolio/projects")
	contains(t, before, "Zeta Trailer")
	contains(t, in.page(t, "/portfolio"), "Trash Candidate Zeta")

	status, body := in.do(t, http.MethodDelete, fmt.Sprintf("/api/portfolio/projects/%d", id), nil)
	require.Less(t, status, 300, string(body))
	lacks(t, in.page(t, "/api/portfolio/projects"), "Trash Candidate Zeta")
	lacks(t, in.page(t, "/portfolio"), "Trash Candidate Zeta")

	status, body = in.do(t, http.MethodGet, "/api/trash", nil)
	require.Equal(t, http.StatusOK, status)
	var trash []map[string]any
	require.NoError(t, json.Unmarshal(body, &trash))
	require.Len(t, trash, 1)
	require.Equal(t, "project", trash[0]["kind"])

	decode(in.do(t, http.MethodPost, fmt.Sprintf("/api/trash/project/%d/restore", id), nil))
	require.Equal(t, before, in.page(t, "/api/portfolio/projects"), "back exactly as it was")
	contains(t, in.page(t, "/portfolio"), "Trash Candidate Zeta")

	status, body = in.do(t, http.MethodGet, "/api/activity?kind=project&limit=3", nil)
	require.Equal(t, http.StatusOK, status)
	var entries []map[string]any
	require.NoError(t, json.Unmarshal(body, &entries))
	var actions []string
	for _, e := range entries {
		actions = append(actions, e["action"].(string))
	}
	require.Equal(t, []string{"restore", "delete", "create"}, actions)
	status, body = in.do(t, http.MethodGet, "/api/activity?action=sign-in", nil)
	require.Equal(t, http.StatusOK, status)
	contains(t, string(body), `"action":"sign-in"`)
}
