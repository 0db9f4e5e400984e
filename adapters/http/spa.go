package httpapi

import (
	"context"
	"errors"
	"io/fs"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/httpcache"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// clientRoutes are the pages of spec section 2; /admin is never indexed.
var clientRoutes = []string{"/", "/about", "/portfolio", "/games", "/investments", "/media-press", "/contact", "/admin"}

// breadcrumbSections are the /portfolio/{section} paths the breadcrumb
// names (spec section 2), served besides every project category.
var breadcrumbSections = []string{"games", "cinematics", "music", "worldbuilding", "character-design", "esports"}

const (
	ctPlainText = "text/plain; charset=utf-8"
	ctXML       = "application/xml; charset=utf-8"
	ctManifest  = "application/manifest+json"
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

// contactTokens issues the contact form's signed tokens
// (app.ContactService).
type contactTokens interface {
	Token(ctx context.Context) (app.ContactToken, error)
}

// pagesDeps are what the public pages are made from.
type pagesDeps struct {
	FS        fs.FS
	SEO       []byte // frontend/src/seo/routes.json; nil: one title per client route
	Site      app.SiteProfile
	Catalogue *app.CatalogueService // nil (tests): no page may show a list
	Sites     siteReader            // nil (tests): the pages of Site, for good
	Tokens    contactTokens         // nil (tests): no page may read form.*
	Log       *zap.Logger
}

// spaHandler serves the built frontend: its files as they are, every client
// route as its prerendered page (or index.html) with that route's
// search-engine head, anything else as the not-found page with status 404.
//
// The page templates are compiled once, at start, from the build's files.
// The pages, robots.txt, the sitemap and the manifest carry the owner's
// profile and the home content, so they are built per version of the site
// document: the first request after a save rebuilds them once (a few
// milliseconds), every other request is served from the current build.
type spaHandler struct {
	fsys  fs.FS
	files *httpcache.Files  // the build's files, compressed once, with entity tags
	html  *httpcache.Bodies // the compressed forms of the pages
	// csp is the Content-Security-Policy every response carries: it lives
	// here because it names the hashes of this build's inline scripts.
	csp csp

	seoJSON   []byte
	catalogue *app.CatalogueService
	views     *viewConfig // nil when the build has no pages/views.json
	sites     siteReader  // nil: the profile given at start, for good
	tokens    contactTokens
	log       *zap.Logger
	health    pageHealth

	templates map[string]*routeTemplate // by route
	notFound  *routeTemplate

	mu    sync.Mutex
	built atomic.Pointer[siteBuild]
}

// newSPAHandler compiles the build's pages and makes them once from the
// configured profile, which proves at start that every page can be filled.
func newSPAHandler(d pagesDeps) (*spaHandler, error) {
	if d.FS == nil || d.Log == nil {
		return nil, errors.New("httpapi: the pages need a build and a logger")
	}
	index, err := fs.ReadFile(d.FS, "index.html")
	if errors.Is(err, fs.ErrNotExist) {
		index = placeholderIndex()
	} else if err != nil {
		return nil, err
	}
	h := &spaHandler{fsys: d.FS, files: httpcache.NewFiles(d.FS), html: &httpcache.Bodies{}, seoJSON: d.SEO, catalogue: d.Catalogue, sites: d.Sites, tokens: d.Tokens, log: d.Log}
	if h.csp, err = newCSP(d.FS); err != nil {
		return nil, err
	}
	if raw, err := fs.ReadFile(d.FS, "pages/views.json"); err == nil {
		if h.views, err = parseViewConfig(raw); err != nil {
			return nil, err
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	site := d.Site
	if site.Socials == nil {
		site.Socials = []app.SocialLink{}
	}
	cfg, err := parseSEO(h.seoJSON, site)
	if err != nil {
		return nil, err
	}
	h.templates = map[string]*routeTemplate{}
	for p := range siteRoutes(cfg, site) {
		src, prerendered, err := prerenderedSource(d.FS, p, index)
		if err != nil {
			return nil, err
		}
		if h.templates[p], err = compileRoute(p, src, prerendered); err != nil {
			return nil, err
		}
	}
	src, prerendered, err := prerenderedSource(d.FS, "", index)
	if err != nil {
		return nil, err
	}
	if h.notFound, err = compileRoute("", src, prerendered); err != nil {
		return nil, err
	}
	// The first build is made from the configured profile, before the
	// database is ready; the first request then builds the pages of the
	// stored document.
	entry, err := app.NewEntry(site)
	if err != nil {
		return nil, err
	}
	entry.ETag = "" // matches no stored document
	b, err := h.newSiteBuild(entry)
	if err != nil {
		return nil, err
	}
	for _, p := range b.all() {
		if err := p.check(h.tokens != nil); err != nil {
			return nil, err
		}
		if p.err != nil {
			return nil, p.err
		}
	}
	h.built.Store(b)
	return h, nil
}

// siteRoutes are the routes served as pages, with their heads: the SEO
// routes, every client route, every portfolio section; patterns are not
// pages.
func siteRoutes(cfg seoConfig, site app.SiteProfile) map[string]seoRoute {
	routes := map[string]seoRoute{}
	for _, rt := range cfg.Routes {
		if !strings.ContainsAny(rt.Path, "*:{") {
			routes[rt.Path] = rt
		}
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
	if rt, ok := routes["/admin"]; ok {
		rt.NoIndex = true
		routes["/admin"] = rt
	}
	return routes
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
	route, known := h.templates[p]
	if !known {
		if p == "/index.html" {
			http.Redirect(w, r, "/", http.StatusMovedPermanently)
			return
		}
		if h.files.Serve(w, r) {
			return
		}
		if trimmed := strings.TrimRight(p, "/"); trimmed != p && h.templates[trimmed] != nil {
			http.Redirect(w, r, trimmed, http.StatusMovedPermanently)
			return
		}
	}
	b, err := h.current(r.Context())
	if err != nil {
		key := p
		if !known {
			key = notFoundRouteKey
		}
		h.pageFailed(w, r, key, err)
		return
	}
	if known {
		h.servePage(w, r, b.routes[route.route], http.StatusOK)
		return
	}
	h.servePage(w, r, b.notFound, http.StatusNotFound)
}

// servePage writes a page: those the same for every request of a version
// through html (compressed, revalidated), the others as they are.
func (h *spaHandler) servePage(w http.ResponseWriter, r *http.Request, p *routePage, status int) {
	var form map[string]any
	if p.t.readsForm {
		f, err := h.freshForm(r.Context())
		if err != nil {
			h.pageFailed(w, r, p.key, errPageData{err})
			return
		}
		form = f
	}
	body, etag, err := p.forRequest(r, form)
	if err != nil {
		h.pageFailed(w, r, p.key, err)
		return
	}
	h.health.ok(p.key)
	if status == http.StatusOK && etag != "" {
		h.html.ServeHTML(w, r, body, etag)
		return
	}
	hdr := w.Header()
	httpcache.SetHTML(hdr)
	httpcache.SetNoCache(hdr)
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}
