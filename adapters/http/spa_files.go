package httpapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"path"
	"strings"

	"github.com/portfolio-site/portfolio/app"
)

// The build's files as they are, and the small files made per version of
// the site document (robots.txt, the sitemap, the manifest).

// staticName turns a request path into a file name of the build; dot files
// and directories are never served.
func staticName(p string) (string, bool) {
	name := strings.TrimPrefix(path.Clean(p), "/")
	if name == "" || name == "." || !fs.ValidPath(name) {
		return "", false
	}
	for _, seg := range strings.Split(name, "/") {
		if strings.HasPrefix(seg, ".") {
			return "", false
		}
	}
	return name, true
}

// serveFile serves a regular file of the build; hashed assets are cached
// for a year, the rest revalidated. Every file has an entity tag; text files
// go out compressed (gzip or brotli, made once) when the client accepts it,
// with a tag per form; Range requests get the identity bytes.
func (h *spaHandler) serveFile(w http.ResponseWriter, r *http.Request, name string) bool {
	fi, err := fs.Stat(h.fsys, name)
	if err != nil || !fi.Mode().IsRegular() {
		return false
	}
	hdr := w.Header()
	if strings.HasPrefix(name, "assets/") {
		hdr["Cache-Control"] = hdrImmutable
	} else {
		hdr["Cache-Control"] = hdrNoCache
	}
	if ct, ok := extraTypes[strings.ToLower(path.Ext(name))]; ok {
		hdr.Set("Content-Type", ct)
	}
	if h.files.serve(w, r, h.fsys, name) {
		return true
	}
	http.ServeFileFS(w, r, h.fsys, name)
	return true
}

func (h *spaHandler) handleRobots(w http.ResponseWriter, r *http.Request) {
	if b, ok := h.currentOrFail(w, r); ok {
		writeStatic(w, r, hdrPlainText, b.robots)
	}
}

func (h *spaHandler) handleSitemap(w http.ResponseWriter, r *http.Request) {
	if b, ok := h.currentOrFail(w, r); ok {
		w.Header()["Cache-Control"] = hdrNoCache
		writeStatic(w, r, hdrXML, b.sitemap)
	}
}

// handleManifest serves the web app manifest of the build with the owner's
// profile in it.
func (h *spaHandler) handleManifest(w http.ResponseWriter, r *http.Request) {
	if b, ok := h.currentOrFail(w, r); ok {
		w.Header()["Cache-Control"] = hdrNoCache // renaming the owner shows at once
		writeStatic(w, r, hdrManifest, b.manifest)
	}
}

var hdrManifest = []string{"application/manifest+json"}

// webManifest is the build's manifest.json with its name and description
// taken from the site profile and the home page's head, so neither is
// written into the frontend.
func webManifest(fsys fs.FS, site app.SiteProfile, cfg seoConfig) ([]byte, error) {
	m := map[string]any{}
	data, err := fs.ReadFile(fsys, "manifest.json")
	if err == nil {
		if err := json.Unmarshal(data, &m); err != nil {
			return nil, fmt.Errorf("httpapi: parse manifest.json: %w", err)
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

// writeStatic writes a small generated file, cached for an hour unless the
// handler chose otherwise.
func writeStatic(w http.ResponseWriter, r *http.Request, contentType []string, body []byte) {
	w.Header()["Content-Type"] = contentType
	if w.Header()["Cache-Control"] == nil {
		w.Header()["Cache-Control"] = []string{"public, max-age=3600"}
	}
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
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
