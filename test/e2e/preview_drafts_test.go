//go:build e2e

package e2e

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAPreviewShowsEveryNewItemSavedAsADraft (issue 39) runs the binary on
// the embedded SQLite database and on PostgreSQL + Redis: a new item of
// every kind with a public page or list, saved only as a draft, is shown
// by a preview link to a visitor without a session, on the page that
// lists it (a new project on a page of its own, at the address its create
// answered), while the public pages do not show it.
func TestAPreviewShowsEveryNewItemSavedAsADraft(t *testing.T) {
	for name, env := range map[string]func(t *testing.T) []string{
		"SQLite": func(t *testing.T) []string {
			return []string{"PORTFOLIO_DATABASE_URL=file:" + filepath.Join(t.TempDir(), "portfolio.db"), "PORTFOLIO_REDIS_URL="}
		},
		"PostgreSQLAndRedis": func(t *testing.T) []string {
			return []string{"PORTFOLIO_DATABASE_URL=" + freshPostgres(t), "PORTFOLIO_REDIS_URL=" + requireRedis(t),
				"PORTFOLIO_CACHE_KEY_PREFIX=" + randomName("e2e_preview") + ":"}
		},
	} {
		t.Run(name, func(t *testing.T) {
			in := start(t, env(t)...)
			in.login(t)
			status, body := in.do(t, http.MethodPost, "/api/portfolio/projects?draft=true", map[string]any{"title": "Nebula Drift", "category": "games"})
			require.Equal(t, http.StatusCreated, status, string(body))
			var project struct{ Slug, Path string }
			require.NoError(t, json.Unmarshal(body, &project))
			assert.Equal(t, "nebula-drift", project.Slug)
			assert.Equal(t, "/portfolio/games/nebula-drift", project.Path)

			// Every other kind with a public list (the pages that show them
			// are checked below).
			for _, c := range []struct {
				path string
				body map[string]any
			}{
				{"/api/notable-collaborations", map[string]any{"title": "Drafted Studio"}},
				{"/api/media-press", map[string]any{"title": "Drafted Talk", "category": "talks-panels", "linkType": "youtube",
					"url": "https://www.youtube.com/watch?v=M7lc1UVf-VE"}},
				{"/api/investments", map[string]any{"title": "Drafted Fund", "category": "funds-managed"}},
			} {
				status, body := in.do(t, http.MethodPost, c.path+"?draft=true", c.body)
				require.Equal(t, http.StatusCreated, status, string(body))
			}
			status, body = in.do(t, http.MethodPost, "/api/previews", nil)
			require.Equal(t, http.StatusCreated, status, string(body))
			var preview struct{ URL string }
			require.NoError(t, json.Unmarshal(body, &preview))
			u, err := url.Parse(preview.URL)
			require.NoError(t, err)
			prefix := u.Path[:len(u.Path)-1]

			visitor := func(path string) (int, string) {
				resp, err := http.Get(in.base + path) // no session
				require.NoError(t, err)
				defer resp.Body.Close()
				b, _ := io.ReadAll(resp.Body)
				return resp.StatusCode, string(b)
			}
			for path, title := range map[string]string{
				project.Path:   "Nebula Drift",
				"/games":       "Nebula Drift",
				"/":            "Drafted Studio",
				"/media-press": "Drafted Talk",
				"/investments": "Drafted Fund",
			} {
				status, page := visitor(prefix + path)
				require.Equal(t, http.StatusOK, status, "%s: %s", path, in.logs.String())
				assert.Contains(t, page, title, "the preview of %s shows the draft", path)
				assert.Contains(t, page, "data-preview-banner")
				status, page = visitor(path)
				if path == project.Path {
					assert.Equal(t, http.StatusNotFound, status, "not public until published")
					continue
				}
				require.Equal(t, http.StatusOK, status, path)
				assert.NotContains(t, page, title, "the public %s does not", path)
			}
		})
	}
}
