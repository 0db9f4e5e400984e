package pages

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

// SiteDocuments is where the site document comes from (app.SiteService):
// the body of GET /api/site for visitors, cached, with the ETag that
// changes with every save.
type SiteDocuments interface {
	Document(ctx context.Context, v app.Viewer) (domain.CacheEntry, error)
}

// ContactTokens issues the contact form's signed tokens
// (app.ContactService).
type ContactTokens interface {
	Token(ctx context.Context) (app.ContactToken, error)
}

// Deps are what the public pages are made from; NewSite rejects a missing
// build or logger.
type Deps struct {
	// FS is the built frontend (frontend/dist); it may lack index.html
	// when the frontend has not been built, and a placeholder page is
	// served instead.
	FS fs.FS
	// SEORoutes is the pages' heads as JSON: SEORoutes() (the table of
	// Pages), or a test's; nil titles every page with the site's name.
	SEORoutes []byte
	// Site is the owner's profile the pages show until the site document
	// is read (and for good when Sites is nil).
	Site app.SiteProfile
	// Catalogue answers the public lists; nil (tests): no page may show a
	// list.
	Catalogue *app.CatalogueService
	// Sites reads the site document; nil (tests): the pages of Site, for
	// good.
	Sites SiteDocuments
	// Tokens issues the contact form's tokens; nil (tests): no page may
	// read form.*.
	Tokens ContactTokens
	// Redirects are the old addresses of project pages; nil reads
	// Catalogue's.
	Redirects ProjectRedirects
	// ShareCards draws the default share image from the owner's name and
	// role (share_card.go); nil keeps the SEO routes' image, the build's.
	ShareCards domain.ShareCardDrawer
	// Log receives the pages' render errors.
	Log *zap.Logger
}

// Site serves the built frontend: its files as they are, every client
// route as its prerendered page (or index.html) with that route's
// search-engine head, anything else as the not-found page with status 404.
//
// The page templates are compiled once, at start, from the build's files.
// The pages, robots.txt, the sitemap and the manifest carry the owner's
// profile and the home content, so they are built per version of the site
// document: the first request after a save rebuilds them once (a few
// milliseconds), every other request is served from the current build.
type Site struct {
	fsys  fs.FS
	files *httpcache.Files  // the build's files, compressed once, with entity tags
	html  *httpcache.Bodies // the compressed forms of the pages
	// scripts are the hashes of the build's inline scripts, for the
	// Content-Security-Policy of every response.
	scripts []string

	seoJSON   []byte
	catalogue *app.CatalogueService
	views     *viewConfig
	sites     SiteDocuments // nil: the profile given at start, for good
	tokens    ContactTokens
	log       *zap.Logger
	health    pageHealth

	templates map[string]*routeTemplate // by route
	notFound  *routeTemplate
	// project is the project pages' template, nil when the build has
	// none (then every project address is not found).
	project *routeTemplate
	// appearance is the appearance pages' template, nil when the build
	// has none.
	appearance *routeTemplate
	// redirects answer the old addresses of project pages (nil: none).
	redirects     ProjectRedirects
	redirectTable redirectTableCache
	// cards are the drawn share images (nil: none, the build's image is
	// every page's default); buildImage is that image's path, served
	// when a card cannot be drawn.
	cards      *shareCards
	buildImage string

	mu    sync.Mutex
	built atomic.Pointer[siteBuild]
}

// NewSite compiles the build's pages and makes them once from the
// configured profile, which proves at start that every page can be filled.
func NewSite(d Deps) (*Site, error) {
	if d.FS == nil || d.Log == nil {
		return nil, errors.New("pages: the pages need a build and a logger")
	}
	index, err := fs.ReadFile(d.FS, "index.html")
	if errors.Is(err, fs.ErrNotExist) {
		index = placeholderIndex()
	} else if err != nil {
		return nil, err
	}
	h := &Site{fsys: d.FS, files: httpcache.NewFiles(d.FS), html: &httpcache.Bodies{}, seoJSON: d.SEORoutes, catalogue: d.Catalogue, views: newViewConfig(), sites: d.Sites, tokens: d.Tokens, log: d.Log}
	if h.scripts, err = buildScriptHashes(d.FS); err != nil {
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
	if d.ShareCards != nil {
		h.cards = &shareCards{drawer: d.ShareCards}
	}
	if strings.HasPrefix(cfg.Defaults.Image, "/") {
		h.buildImage = cfg.Defaults.Image
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
	if h.project, err = compileProjectTemplate(d.FS); err != nil {
		return nil, err
	}
	if h.appearance, err = compileAppearanceTemplate(d.FS); err != nil {
		return nil, err
	}
	h.redirects = d.Redirects
	if h.redirects == nil && d.Catalogue != nil {
		h.redirects = d.Catalogue
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
	if b.projects != nil {
		if err := b.projects.check(); err != nil {
			return nil, err
		}
	}
	if b.appearances != nil && b.appearances.t != nil {
		if err := b.appearances.check(); err != nil {
			return nil, err
		}
	}
	h.built.Store(b)
	return h, nil
}

func newPage(body []byte) *page {
	return &page{body: body, etag: []string{domain.ETagOf(body)}}
}

// AdminPath is the admin app's page; every path under it is that page too.
const AdminPath = "/admin"

// ServeHTTP serves a page, a file of the build, or the not-found page.
func (h *Site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
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
		if h.serveSpeaking(w, r, p) {
			return
		}
		if _, slug, ok := projectPathParts(p); ok {
			if b, err := h.current(r.Context()); err != nil {
				h.pageFailed(w, r, projectRouteKey, err)
			} else {
				h.serveProject(w, r, b, slug)
			}
			return
		}
		if trimmed := strings.TrimRight(p, "/"); trimmed != p && (h.templates[trimmed] != nil || isProjectPath(trimmed)) {
			http.Redirect(w, r, trimmed, http.StatusMovedPermanently)
			return
		}
		// Every tab of the admin has its own address (/admin/site, ...):
		// each is the admin app's page, whose router picks the tab.
		if admin := h.templates[AdminPath]; admin != nil && strings.HasPrefix(p, AdminPath+"/") {
			route, known = admin, true
		}
	}
	if known {
		if name, bad := badQuery(route.route, r); bad {
			badRequest(w, r, name)
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
func (h *Site) servePage(w http.ResponseWriter, r *http.Request, p *routePage, status int) {
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
	httpcache.WriteOnce(w, r, status, body)
}
