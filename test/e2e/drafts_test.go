//go:build e2e

package e2e

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDraftsAndSchedulesOnPostgresAndRedis (issue 23) runs two instances
// of the binary on one PostgreSQL database and one Redis: a draft saved on
// one changes nothing public (API, pages, sitemap) on either; publishing
// shows it on the next read of both; a publish scheduled 3 s ahead is
// public on both within 5 s after its time, applied once (one revision,
// one activity entry) though both instances run the scheduler.
func TestDraftsAndSchedulesOnPostgresAndRedis(t *testing.T) {
	db := freshPostgres(t)
	redisURL := requireRedis(t)
	prefix := "PORTFOLIO_CACHE_KEY_PREFIX=" + randomName("e2e_drafts") + ":"
	a := start(t, "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_REDIS_URL="+redisURL, prefix)
	b := start(t, "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_REDIS_URL="+redisURL, prefix, "PORTFOLIO_DEMO_CONTENT=false")
	a.login(t)

	status, body := a.do(t, http.MethodPost, "/api/portfolio/projects", map[string]any{"title": "Published Quest", "category": "games", "subcategory": "riot-games"})
	require.Equal(t, http.StatusCreated, status, string(body))
	var created map[string]any
	require.NoError(t, json.Unmarshal(body, &created))
	id := int64(created["id"].(float64))
	both := func(path string) [2][]string {
		return [2][]string{titles(a.public(t, path)), titles(b.public(t, path))}
	}
	for _, ts := range both("/api/portfolio/projects?category=games") {
		require.Contains(t, ts, "Published Quest")
	}

	status, body = a.do(t, http.MethodPut, fmt.Sprintf("/api/portfolio/projects/%d?draft=true", id), map[string]any{"title": "Drafted Quest"})
	require.Equal(t, http.StatusOK, status, string(body))
	for _, ts := range both("/api/portfolio/projects?category=games") {
		assert.Contains(t, ts, "Published Quest", "a draft changes nothing public")
		assert.NotContains(t, ts, "Drafted Quest")
	}
	for _, in := range []*instance{a, b} {
		lacks(t, in.page(t, "/games"), "Drafted Quest")
		lacks(t, in.page(t, "/portfolio"), "Drafted Quest")
		lacks(t, in.page(t, "/sitemap.xml"), "Drafted")
	}

	// A preview link shows the site with the draft, to anyone who has it,
	// on either instance; never cached, never indexed.
	status, body = a.do(t, http.MethodPost, "/api/previews", nil)
	require.Equal(t, http.StatusCreated, status, string(body))
	var preview struct {
		ID        int64  `json:"id"`
		URL       string `json:"url"`
		ExpiresAt string `json:"expiresAt"`
	}
	require.NoError(t, json.Unmarshal(body, &preview))
	u, err := url.Parse(preview.URL)
	require.NoError(t, err)
	expires, err := time.Parse(time.RFC3339, preview.ExpiresAt)
	require.NoError(t, err)
	assert.WithinDuration(t, time.Now().Add(7*24*time.Hour), expires, time.Hour, "7 days by default")
	for _, in := range []*instance{a, b} {
		resp, err := http.Get(in.base + u.Path + "games")
		require.NoError(t, err)
		page, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		require.Equal(t, http.StatusOK, resp.StatusCode, string(page))
		contains(t, string(page), "Drafted Quest")
		contains(t, string(page), `name="robots" content="noindex`)
		contains(t, string(page), "data-preview-banner")
		contains(t, string(page), `href="`+u.Path+`about"`)
		assert.Contains(t, resp.Header.Get("Cache-Control"), "no-store")
		assert.Contains(t, resp.Header.Get("X-Robots-Tag"), "noindex")
		lacks(t, in.page(t, "/games"), "Drafted Quest")
		lacks(t, in.page(t, "/sitemap.xml"), "/preview/")
	}
	status, body = a.do(t, http.MethodDelete, fmt.Sprintf("/api/previews/%d", preview.ID), nil)
	require.Equal(t, http.StatusNoContent, status, string(body))
	resp, err := http.Get(b.base + u.Path)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusNotFound, resp.StatusCode, "a revoked link answers 404")

	status, body = a.do(t, http.MethodPost, fmt.Sprintf("/api/portfolio/projects/%d/publish", id), nil)
	require.Equal(t, http.StatusOK, status, string(body))
	for _, ts := range both("/api/portfolio/projects?category=games") {
		assert.Contains(t, ts, "Drafted Quest", "published: on the next read of either instance")
	}
	contains(t, b.page(t, "/games"), "Drafted Quest")

	// A publish scheduled 3 s ahead: both instances poll; one applies it.
	status, body = a.do(t, http.MethodPut, fmt.Sprintf("/api/portfolio/projects/%d?draft=true", id), map[string]any{"title": "Scheduled Quest"})
	require.Equal(t, http.StatusOK, status, string(body))
	at := time.Now().Add(3 * time.Second).UTC().Truncate(time.Second).Add(time.Second)
	status, body = a.do(t, http.MethodPost, fmt.Sprintf("/api/portfolio/projects/%d/publish", id), map[string]any{"at": at.Format(time.RFC3339)})
	require.Equal(t, http.StatusAccepted, status, string(body))
	for _, ts := range both("/api/portfolio/projects?category=games") {
		assert.NotContains(t, ts, "Scheduled Quest", "not before its time")
	}
	require.Eventually(t, func() bool {
		for _, ts := range both("/api/portfolio/projects?category=games") {
			if !slices.Contains(ts, "Scheduled Quest") {
				return false
			}
		}
		return true
	}, time.Until(at.Add(5*time.Second)), 100*time.Millisecond, "public on both instances within 5 s of its time")

	status, body = a.do(t, http.MethodGet, fmt.Sprintf("/api/revisions?kind=project&id=%d", id), nil)
	require.Equal(t, http.StatusOK, status, string(body))
	var revs []map[string]any
	require.NoError(t, json.Unmarshal(body, &revs))
	assert.Len(t, revs, 2, "two publishes, two revisions")
	status, body = a.do(t, http.MethodGet, "/api/activity?action=publish&kind=project", nil)
	require.Equal(t, http.StatusOK, status, string(body))
	var entries []map[string]any
	require.NoError(t, json.Unmarshal(body, &entries))
	require.Len(t, entries, 2, "one entry each: the scheduled one applied once")
	assert.Equal(t, "system", entries[0]["actor"])
}
