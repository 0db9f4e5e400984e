package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// clientRoutes are the pages of spec section 2; /admin is never indexed.
var clientRoutes = []string{"/", "/about", "/portfolio", "/games", "/investments", "/media-press", "/contact", "/admin"}

// breadcrumbSections are the /portfolio/{section} paths the breadcrumb
// names (spec section 2), served besides every project category.
var breadcrumbSections = []string{"games", "cinematics", "music", "worldbuilding", "character-design", "esports"}

// extraTypes are content types Go's table may lack on a bare system.
var extraTypes = map[string]string{
	".ico": "image/x-icon", ".woff": "font/woff", ".woff2": "font/woff2", ".txt": "text/plain; charset=utf-8",
	".webmanifest": "application/manifest+json", ".map": "application/json",
}

var (
	hdrHTML      = []string{"text/html; charset=utf-8"}
	hdrPlainText = []string{"text/plain; charset=utf-8"}
	hdrXML       = []string{"application/xml; charset=utf-8"}
)

// page is an HTML page rendered once per version of what fills it.
type page struct {
	body []byte
	etag []string
}

// siteReader is where the site document comes from (app.SiteService): the
// body of GET /api/site for visitors, cached, with the ETag that changes
// with every save.
type siteReader interface {
	Document(ctx context.Context, v app.Viewer) (domain.CacheEntry, error)
}

// spaHandler serves the built frontend: its files as they are, every client
// route as its prerendered page (or index.html) with that route's
// search-engine head, anything else as the not-found page with status 404.
//
// The pages, robots.txt, the sitemap and the manifest carry the owner's
// profile and the home content, so they are built per version of the site
// document: the first request after a save rebuilds them once (a few
// milliseconds), every other request is served from the current build.
type spaHandler struct {
	fsys  fs.FS
	files staticFiles // entity tags and compressed forms of the build's files
	// csp is the Content-Security-Policy every response carries: it lives
	// here because it names the hashes of this build's inline scripts.
	csp csp

	index     []byte
	seoJSON   []byte
	catalogue *app.CatalogueService
	views     *viewConfig // nil when the build has no pages/views.json
	sites     siteReader  // nil: the profile given at start, for good
	mu        sync.Mutex
	built     atomic.Pointer[siteBuild]
}

// siteBuild is everything made from one version of the site document.
type siteBuild struct {
	version  string // the document's ETag
	pages    map[string]*page
	dynamic  map[string]*dynamicPage // pages showing catalogue lists
	notFound *page
	contact  *contactTemplate // /contact, for the answers of POST /contact
	robots   []byte
	sitemap  []byte
	manifest []byte // manifest.json with the owner's name and description
}

// newSPAHandler serves the build in fsys. catalogue fills the lists of the
// prerendered pages; without it (tests) they are served as the app without
// server HTML. sites is the stored site document; without it (tests) the
// pages are made once from site.
func newSPAHandler(fsys fs.FS, seoJSON []byte, site app.SiteProfile, catalogue *app.CatalogueService, sites siteReader) (*spaHandler, error) {
	index, err := fs.ReadFile(fsys, "index.html")
	if errors.Is(err, fs.ErrNotExist) {
		index = nil
	} else if err != nil {
		return nil, err
	}
	h := &spaHandler{fsys: fsys, index: index, seoJSON: seoJSON, catalogue: catalogue, sites: sites, csp: newCSP(index)}
	if raw, err := fs.ReadFile(fsys, "pages/views.json"); err == nil {
		if h.views, err = parseViewConfig(raw); err != nil {
			return nil, err
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	// The first build is made from the configured profile, before the
	// database is ready: it proves at start that every page can be filled;
	// the first request then builds the pages of the stored document.
	if site.Socials == nil {
		site.Socials = []app.SocialLink{}
	}
	entry, err := app.NewEntry(site)
	if err != nil {
		return nil, err
	}
	entry.ETag = "" // matches no stored document
	b, err := h.newSiteBuild(entry)
	if err != nil {
		return nil, err
	}
	h.built.Store(b)
	return h, nil
}

// current is the build of the site document as the cache has it now; when
// the document cannot be read (the database is down and the cache has
// lost it), the last build.
func (h *spaHandler) current(ctx context.Context) *siteBuild {
	last := h.built.Load()
	if h.sites == nil {
		return last
	}
	entry, err := h.sites.Document(ctx, app.Viewer{})
	if err != nil || entry.ETag == last.version {
		return last
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if last = h.built.Load(); entry.ETag == last.version {
		return last
	}
	b, err := h.newSiteBuild(entry)
	if err != nil {
		return last // the same templates built before: only a corrupt document fails, and it cannot be saved
	}
	h.built.Store(b)
	return b
}

// newSiteBuild makes the pages and files of one site document.
func (h *spaHandler) newSiteBuild(entry domain.CacheEntry) (*siteBuild, error) {
	var doc siteDoc
	if err := json.Unmarshal(entry.Body, &doc); err != nil {
		return nil, fmt.Errorf("httpapi: decode the site document: %w", err)
	}
	site := doc.profile()
	cfg, err := parseSEO(h.seoJSON, site)
	if err != nil {
		return nil, err
	}
	cfg.applySiteDefaults(doc)
	index := h.index
	if index == nil {
		index = placeholderIndex(site)
	}
	g := newSEORenderer(site, cfg)
	g.description = firstOf(doc.Biography.Paragraphs)
	manifest, err := webManifest(h.fsys, site, cfg)
	if err != nil {
		return nil, err
	}
	b := &siteBuild{version: entry.ETag, pages: map[string]*page{}, dynamic: map[string]*dynamicPage{},
		robots: g.robotsTxt(), sitemap: g.sitemapXML(), manifest: manifest}
	routes := map[string]seoRoute{}
	for _, rt := range cfg.Routes {
		routes[rt.Path] = rt
	}
	for _, p := range clientRoutes {
		if _, ok := routes[p]; !ok {
			routes[p] = seoRoute{Path: p, Title: site.Name}
		}
	}
	portfolio := routes["/portfolio"]
	for _, section := range portfolioSections() {
		p := "/portfolio/" + section.Key
		if _, ok := routes[p]; !ok {
			routes[p] = seoRoute{Path: p, Title: section.Label + " – " + portfolio.Title,
				Description: portfolio.Description, OGType: portfolio.OGType, Image: portfolio.Image}
		}
	}
	data, err := newPageData(entry.Body, site.PublicURL, h.catalogue, h.views, doc)
	if err != nil {
		return nil, err
	}
	for p, rt := range routes {
		if strings.ContainsAny(p, "*:{") {
			continue
		}
		if p == "/admin" {
			rt.NoIndex = true
		}
		if err := b.addPage(h.fsys, p, rt, g, index, data); err != nil {
			return nil, err
		}
	}
	notFound := routes["*"]
	if notFound.Title == "" {
		notFound.Title = "404 Page Not Found"
	}
	notFound.Path = ""
	src, err := prerenderedSource(h.fsys, "", index)
	if err != nil {
		return nil, err
	}
	nf, err := newFillablePage("", g.render(src, notFound), !bytes.Equal(src, index), data, g.render(index, notFound))
	if err != nil {
		return nil, err
	}
	b.notFound = nf.constant
	return b, nil
}

func firstOf(s []string) string {
	if len(s) == 0 {
		return ""
	}
	return s[0]
}

// addPage adds a client route: its prerendered page (the app's HTML for it)
// when the build has one, else the app, each with the route's head.
func (b *siteBuild) addPage(fsys fs.FS, route string, rt seoRoute, g *seoRenderer, index []byte, data *pageData) error {
	src, err := prerenderedSource(fsys, route, index)
	if err != nil {
		return err
	}
	fp, err := newFillablePage(route, g.render(src, rt), !bytes.Equal(src, index), data, g.render(index, rt))
	if err != nil {
		return err
	}
	if route == contactFormPath {
		if b.contact, err = newContactTemplate(g.render(src, rt), !bytes.Equal(src, index), data); err != nil {
			return err
		}
	}
	if fp.dynamic != nil {
		b.dynamic[route] = fp.dynamic
	} else {
		b.pages[route] = fp.constant
	}
	return nil
}

func newPage(body []byte) *page {
	return &page{body: body, etag: []string{domain.ETagOf(body)}}
}

// portfolioSections are the project categories and breadcrumb sections,
// labelled as the breadcrumb does: known labels, else title-case words.
func portfolioSections() []domain.Option {
	var out []domain.Option
	seen := map[string]bool{}
	for _, c := range domain.ProjectCategories() {
		out = append(out, c.Option)
		seen[c.Key] = true
	}
	for _, key := range breadcrumbSections {
		if !seen[key] {
			out = append(out, domain.Option{Key: key, Label: titleCase(key)})
		}
	}
	return out
}

func titleCase(key string) string {
	words := strings.Split(key, "-")
	for i, w := range words {
		if w != "" {
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return strings.Join(words, " ")
}

// ServeHTTP serves a page, a file of the build, or the not-found page.
func (h *spaHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	b := h.current(r.Context())
	if pg := b.pages[p]; pg != nil {
		servePage(w, r, pg, http.StatusOK)
		return
	}
	if dp := b.dynamic[p]; dp != nil {
		dp.serve(w, r)
		return
	}
	if p == "/index.html" {
		http.Redirect(w, r, "/", http.StatusMovedPermanently)
		return
	}
	if name, ok := staticName(p); ok && h.serveFile(w, r, name) {
		return
	}
	if trimmed := strings.TrimRight(p, "/"); trimmed != p && (b.pages[trimmed] != nil || b.dynamic[trimmed] != nil) {
		http.Redirect(w, r, trimmed, http.StatusMovedPermanently)
		return
	}
	servePage(w, r, b.notFound, http.StatusNotFound)
}

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

// servePage writes a rendered page; pages that exist go through serveHTML
// (compressed, revalidated), the not-found page as it is.
func servePage(w http.ResponseWriter, r *http.Request, pg *page, status int) {
	if status == http.StatusOK && pg.etag != nil {
		serveHTML(w, r, pg.body, pg.etag[0])
		return
	}
	hdr := w.Header()
	hdr["Content-Type"] = hdrHTML
	hdr["Cache-Control"] = hdrNoCache
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(pg.body)
	}
}

func (h *spaHandler) handleRobots(w http.ResponseWriter, r *http.Request) {
	writeStatic(w, r, hdrPlainText, h.current(r.Context()).robots)
}

func (h *spaHandler) handleSitemap(w http.ResponseWriter, r *http.Request) {
	w.Header()["Cache-Control"] = hdrNoCache
	writeStatic(w, r, hdrXML, h.current(r.Context()).sitemap)
}

// handleManifest serves the web app manifest of the build with the owner's
// profile in it.
func (h *spaHandler) handleManifest(w http.ResponseWriter, r *http.Request) {
	w.Header()["Cache-Control"] = hdrNoCache // renaming the owner shows at once
	writeStatic(w, r, hdrManifest, h.current(r.Context()).manifest)
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
func placeholderIndex(site app.SiteProfile) []byte {
	name := html.EscapeString(site.Name)
	return []byte(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>` + name + `</title>
` + headMarker + `
</head>
<body>
<main>
<h1>` + name + `</h1>
<p>The frontend has not been built yet. Run <code>npm run build</code> in <code>frontend/</code> and restart the server; the API is already served under <code>/api/</code>.</p>
</main>
</body>
</html>
`)
}
