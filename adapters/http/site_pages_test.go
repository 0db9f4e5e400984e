package httpapi

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A save of the site document changes every page head, the sitemap's
// owner-facing files and the embedded document at the next request.
func TestSiteSaveChangesThePageHeadsAtOnce(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	before := e.get("/about", nil)
	require.Equal(t, http.StatusOK, before.Code)
	assert.Contains(t, before.Body.String(), `content="Jordan Avery"`)

	w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{
		"name":      "Riley <b>&</b> Quinn",
		"seo":       map[string]any{"description": "New description", "keywords": []string{"alpha", "beta"}, "shareImage": "/images/share.png"},
		"biography": map[string]any{"paragraphs": []string{"First paragraph of the owner."}},
	}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())

	home := e.get("/", nil).Body.String()
	for _, want := range []string{
		`<title>Riley &lt;b&gt;&amp;&lt;/b&gt; Quinn | Producer &amp; Investor</title>`,
		`<meta name="description" content="New description">`,
		`<meta name="keywords" content="alpha, beta">`,
		`<meta name="author" content="Riley &lt;b&gt;&amp;&lt;/b&gt; Quinn">`,
		`<meta property="og:site_name" content="Riley &lt;b&gt;&amp;&lt;/b&gt; Quinn">`,
		`<meta property="og:image" content="https://portfolio.example/images/share.png">`,
		`<meta name="twitter:image" content="https://portfolio.example/images/share.png">`,
	} {
		assert.Contains(t, home, want)
	}
	assert.NotContains(t, home, "<b>")

	m := ldJSON.FindStringSubmatch(home)
	require.Len(t, m, 2)
	var ld struct {
		Graph []map[string]any `json:"@graph"`
	}
	require.NoError(t, json.Unmarshal([]byte(m[1]), &ld))
	assert.Equal(t, "Riley <b>&</b> Quinn", ld.Graph[0]["name"])
	assert.Equal(t, "First paragraph of the owner.", ld.Graph[0]["description"])

	var manifest map[string]any
	require.NoError(t, json.Unmarshal(e.get("/manifest.json", nil).Body.Bytes(), &manifest))
	assert.Equal(t, "Riley <b>&</b> Quinn", manifest["name"])
	assert.Equal(t, "New description", manifest["description"])
	assert.Equal(t, "no-cache", e.get("/manifest.json", nil).Header().Get("Cache-Control"))

	// Unchanged document: the same page, so revalidation still answers 304.
	first := e.get("/about", nil)
	again := e.do(request{method: http.MethodGet, path: "/about", header: map[string]string{"If-None-Match": first.Header().Get("ETag")}})
	assert.Equal(t, http.StatusNotModified, again.Code)
}
