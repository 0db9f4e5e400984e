package pages

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// siteBuild is everything made from one version of the site document.
type siteBuild struct {
	version  string // the document's ETag
	routes   map[string]*routePage
	notFound *routePage
	robots   []byte
	sitemap  []byte
	manifest []byte // manifest.json with the owner's name and description
	// projects are the project pages, nil when the build has no project
	// template or the server no catalogue.
	projects *projectPages
	// appearances are the appearance pages and calendar files, nil when
	// the server has no catalogue.
	appearances *appearancePages
	// card is the drawn share image the pages name, nil when they name
	// another (the owner's, or the build's without a drawer).
	card *shareCard
}

// all lists the build's pages, the not-found page last.
func (b *siteBuild) all() []*routePage {
	out := make([]*routePage, 0, len(b.routes)+1)
	for _, p := range b.routes {
		out = append(out, p)
	}
	return append(out, b.notFound)
}

// current is the build of the site document as the cache has it now. Its
// errors: the document cannot be read (errPageData: the database is down
// and the cache has lost it), or its pages cannot be made (a render error,
// which fails readiness until a later build succeeds). Neither is ever
// answered with an older build.
func (h *Site) current(ctx context.Context) (*siteBuild, error) {
	last := h.built.Load()
	if h.sites == nil {
		return last, nil
	}
	entry, err := h.sites.Document(ctx, app.Viewer{})
	if err != nil {
		return nil, errPageData{err}
	}
	if entry.ETag == last.version {
		return last, nil
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if last = h.built.Load(); entry.ETag == last.version {
		return last, nil
	}
	b, err := h.newSiteBuild(entry)
	if err != nil {
		h.health.fail(siteRouteKey, err)
		return nil, fmt.Errorf("%s: %w", siteRouteKey, err)
	}
	h.health.ok(siteRouteKey)
	h.built.Store(b)
	return b, nil
}

// currentOrFail is current for the files made per build (robots.txt, the
// sitemap, the manifest): false when it failed and was answered.
func (h *Site) currentOrFail(w http.ResponseWriter, r *http.Request) (*siteBuild, bool) {
	b, err := h.current(r.Context())
	if err != nil {
		h.pageFailed(w, r, siteRouteKey, err)
		return nil, false
	}
	return b, true
}

// newSiteBuild makes the pages and files of one site document. A page
// that cannot be rendered does not stop the others: it is kept with its
// error, answered 500 and reported by readiness.
func (h *Site) newSiteBuild(entry domain.CacheEntry) (*siteBuild, error) {
	return h.buildFor(entry, app.Viewer{}, &h.health)
}

// buildFor makes the pages and files of one site document as viewer sees
// its lists, reporting render errors to health: the public build (a
// visitor, the server's health), or a preview's (drafts applied, every
// page noindex, a health of its own that readiness never reads).
func (h *Site) buildFor(entry domain.CacheEntry, viewer app.Viewer, health *pageHealth) (*siteBuild, error) {
	var doc domain.Site
	if err := json.Unmarshal(entry.Body, &doc); err != nil {
		return nil, fmt.Errorf("pages: decode the site document: %w", err)
	}
	site := siteProfile(doc)
	cfg, err := parseSEO(h.seoJSON, site)
	if err != nil {
		return nil, err
	}
	card := h.applyShareDefaults(&cfg, doc)
	g := newSEORenderer(site, cfg)
	g.description = firstOf(doc.Biography.Paragraphs)
	if portrait := ownerPortrait(doc); portrait != "" {
		g.portrait = g.absolute(portrait)
	}
	manifest, err := webManifest(h.fsys, site, cfg)
	if err != nil {
		return nil, err
	}
	data, err := newPageData(entry.Body, site.PublicURL, h.catalogue, h.views, doc, viewer)
	if err != nil {
		return nil, err
	}
	b := &siteBuild{version: entry.ETag, routes: map[string]*routePage{},
		robots: g.robotsTxt(), sitemap: g.sitemapXML(), manifest: manifest, card: card}
	routes := siteRoutes(cfg, site)
	for p, t := range h.templates {
		rt, ok := routes[p]
		if !ok {
			return nil, fmt.Errorf("pages: route %q has no head", p)
		}
		rt.NoIndex = rt.NoIndex || viewer.Preview
		b.routes[p] = h.newRoutePage(t, p, g.headSlots(t.file, rt), data, health)
	}
	notFound := seoRoute{Title: "404 Page Not Found"}
	for _, rt := range cfg.Routes {
		if rt.Path == "*" && rt.Title != "" {
			notFound = rt
		}
	}
	notFound.Path = ""
	if h.project != nil && data.catalogue != nil {
		b.projects = &projectPages{t: h.project, data: data, g: g, noIndex: viewer.Preview, sitemapRoutes: g.sitemapRoutes()}
	}
	if data.catalogue != nil {
		b.appearances = &appearancePages{t: h.appearance, data: data, g: g, noIndex: viewer.Preview}
	}
	b.notFound = h.newRoutePage(h.notFound, notFoundRouteKey, g.headSlots(h.notFound.file, notFound), data, health)
	return b, nil
}

// newRoutePage makes a route's page of one build; a page the same for
// every request is rendered now, and its render error noted for
// readiness.
func (h *Site) newRoutePage(t *routeTemplate, key string, head map[string]any, data *pageData, health *pageHealth) *routePage {
	p := &routePage{t: t, key: key, data: data, head: head}
	if t.prerendered {
		p.lists = data.listsFor(t.route)
	}
	if p.lists != nil || !t.sameWithoutQuery() {
		return p
	}
	body, err := p.render(nil, pageQuery{}, t.baseRequest(), nil)
	if err != nil {
		p.err = err
		health.fail(key, err)
		return p
	}
	health.ok(key)
	p.constant = newPage(body)
	return p
}

func firstOf(s []string) string {
	if len(s) == 0 {
		return ""
	}
	return s[0]
}
