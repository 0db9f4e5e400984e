package pages

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"

	"github.com/portfolio-site/portfolio/adapters/httpcache"
	"github.com/portfolio-site/portfolio/app"
)

// The small files made per version of the site document (robots.txt, the
// sitemap, the manifest).

// ServeRobots serves robots.txt of the current site document.
func (h *Site) ServeRobots(w http.ResponseWriter, r *http.Request) {
	if b, ok := h.currentOrFail(w, r); ok {
		httpcache.WriteStatic(w, r, ctPlainText, b.robots)
	}
}

// ServeSitemap serves sitemap.xml of the current site document and project
// list, revalidated every time so a new page shows at once.
func (h *Site) ServeSitemap(w http.ResponseWriter, r *http.Request) {
	if b, ok := h.currentOrFail(w, r); ok {
		h.sitemap(w, r, b)
	}
}

// ServeManifest serves the web app manifest of the build with the owner's
// profile in it.
func (h *Site) ServeManifest(w http.ResponseWriter, r *http.Request) {
	if b, ok := h.currentOrFail(w, r); ok {
		httpcache.SetNoCache(w.Header()) // renaming the owner shows at once
		httpcache.WriteStatic(w, r, ctManifest, b.manifest)
	}
}

// webManifest is the build's manifest.json with its name and description
// taken from the site profile and the home page's head, so neither is
// written into the frontend.
func webManifest(fsys fs.FS, site app.SiteProfile, cfg seoConfig) ([]byte, error) {
	m := map[string]any{}
	data, err := fs.ReadFile(fsys, "manifest.json")
	if err == nil {
		if err := json.Unmarshal(data, &m); err != nil {
			return nil, fmt.Errorf("pages: parse manifest.json: %w", err)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	m["name"] = site.Name
	for _, rt := range cfg.Routes {
		if rt.Path == "/" && rt.Description != "" {
			m["description"] = rt.Description
		}
	}
	return json.MarshalIndent(m, "", "  ")
}

// placeholderIndex stands in for index.html before the frontend is built,
// so the binary serves a page (with its head) either way.
func placeholderIndex() []byte {
	return []byte(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title></title>
` + headMarker + `
</head>
<body>
<main>
<h1>` + pageMarkOpen + `site.name` + pageMarkClose + `</h1>
<p>The frontend has not been built yet. Run <code>npm run build</code> in <code>frontend/</code> and restart the server; the API is already served under <code>/api/</code>.</p>
</main>
</body>
</html>
`)
}
