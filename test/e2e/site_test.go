//go:build e2e

package e2e

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// A save of the site document shows at once everywhere the owner appears:
// the server-rendered home, About and Contact pages, every page head (title,
// Open Graph, JSON-LD Person), the sitemap and the manifest.
func TestSiteSaveShowsInPagesAtOnceOnSQLite(t *testing.T) {
	checkSiteSaveShowsInPages(t, startOnSQLite(t))
}

func TestSiteSaveShowsInPagesAtOnceOnPostgresAndRedis(t *testing.T) {
	checkSiteSaveShowsInPages(t, startOnPostgresAndRedis(t, "e2e_site_"))
}

func checkSiteSaveShowsInPages(t *testing.T, in *instance) {
	// First start: the seeded document with the configured profile.
	home := in.page(t, "/")
	contains(t, home, "Building worlds people want to live in.")
	contains(t, home, "Shipped Games")

	in.login(t)
	var site map[string]any
	status, body := in.do(t, http.MethodGet, "/api/site", nil)
	require.Equal(t, http.StatusOK, status, string(body))
	require.NoError(t, json.Unmarshal(body, &site))
	stats := site["impactStats"].([]any)
	stats[0].(map[string]any)["label"] = "Worlds Shipped"
	timeline := site["timeline"].([]any)
	era := timeline[0].(map[string]any)
	era["milestones"].([]any)[0].(map[string]any)["text"] = "Ships a **first** title, see [music](/portfolio#music)."
	bio := site["biography"].(map[string]any)
	bio["paragraphs"] = []string{"Renamed biography & <more>.", "Second paragraph."}

	status, body = in.do(t, http.MethodPut, "/api/site", map[string]any{
		"name": "Riley Quinn", "impactStats": stats, "timeline": timeline, "biography": bio,
	})
	require.Equal(t, http.StatusOK, status, string(body))

	home = in.page(t, "/")
	contains(t, home, "<title>Riley Quinn")
	contains(t, home, `property="og:site_name" content="Riley Quinn"`)
	contains(t, home, `"@type":"Person"`)
	contains(t, home, `"name":"Riley Quinn"`)
	contains(t, home, "Worlds Shipped")
	lacks(t, home, "Shipped Games")
	contains(t, home, "<strong>first</strong>")
	contains(t, home, `href="/portfolio#music"`)
	contains(t, home, "Renamed biography &amp; &lt;more&gt;.")
	lacks(t, home, "<more>")

	about := in.page(t, "/about")
	contains(t, about, "About Riley Quinn")
	contains(t, about, "Second paragraph.")
	contact := in.page(t, "/contact")
	contains(t, contact, "Renamed biography &amp; &lt;more&gt;.")
	contains(t, in.page(t, "/portfolio"), "<title>")
	contains(t, in.page(t, "/manifest.json"), `"name": "Riley Quinn"`)
	contains(t, in.page(t, "/api/site"), `"name":"Riley Quinn"`)

	// A bad save changes nothing.
	status, body = in.do(t, http.MethodPut, "/api/site", map[string]any{"name": "", "quote": "kept?"})
	require.Equal(t, http.StatusBadRequest, status, string(body))
	lacks(t, in.page(t, "/"), "kept?")
}

// page is a visitor's GET of path (no cookie): the body as text.
func (in *instance) page(t *testing.T, path string) string {
	t.Helper()
	resp, err := http.Get(in.base + path)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode, path)
	var buf bytes.Buffer
	_, _ = buf.ReadFrom(resp.Body)
	return strings.TrimSpace(buf.String())
}

// contains and lacks check a page for a piece of text, printing the piece,
// not the page, when they fail.
func contains(t *testing.T, page, want string) {
	t.Helper()
	if !strings.Contains(page, want) {
		t.Errorf("the page lacks %q", want)
	}
}

func lacks(t *testing.T, page, unwanted string) {
	t.Helper()
	if strings.Contains(page, unwanted) {
		t.Errorf("the page still has %q", unwanted)
	}
}
