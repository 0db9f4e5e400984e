package pages

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/portfolio-site/portfolio/domain"
)

// Every active project has a page at /portfolio/{category}/{slug}
// (domain.ProjectPath), rendered from one template of the build (the
// reserved route projectTemplateRoute, every value a marker) with the
// project's view, head and JSON-LD. The pages are made from the visitors'
// list of projects as the cache has it, each rendered once per version of
// that list (and of the section layouts, which order the neighbours), so a
// save shows on the next load.

// projectTemplateRoute is the path the build prerenders the project page
// at (frontend/src/lib/routes.ts PROJECT_TEMPLATE_PATH); it is not a page.
const projectTemplateRoute = "/portfolio/__project__"

// projectRouteKey names the project pages in logs and readiness.
const projectRouteKey = "(project page)"

// projectPathParts splits /portfolio/{category}/{slug}: exactly three
// segments, none empty.
func projectPathParts(p string) (category, slug string, ok bool) {
	rest, found := strings.CutPrefix(p, "/portfolio/")
	if !found {
		return "", "", false
	}
	category, slug, found = strings.Cut(rest, "/")
	if !found || category == "" || slug == "" || strings.Contains(slug, "/") {
		return "", "", false
	}
	return category, slug, true
}

// isProjectPath says whether p has the shape of a project page's address
// with a valid slug.
func isProjectPath(p string) bool {
	_, slug, ok := projectPathParts(p)
	return ok && domain.IsSlug(slug)
}

// projectPages are the project pages of one build (one version of the
// site document, as one viewer sees the lists).
type projectPages struct {
	t    *routeTemplate
	data *pageData
	g    *seoRenderer
	// noIndex: a preview's pages, never indexed.
	noIndex bool
	// sitemapRoutes are the build's sitemap entries besides the projects'.
	sitemapRoutes []sitemapEntry

	mu   sync.Mutex
	last atomic.Pointer[projectSet]
}

// projectItem is an active project with its neighbours in its section's
// order (nil for none).
type projectItem struct {
	project    domain.Project
	prev, next *domain.Project
}

// projectSet is one version of the project list: the projects by slug,
// the live page addresses, the pages rendered so far and the sitemap.
type projectSet struct {
	version string
	bySlug  map[string]*projectItem
	live    map[string]bool // the pages' paths
	byCat   map[string][]domain.Project

	mu    sync.Mutex
	pages map[string]*page // by slug

	sitemapOnce sync.Once
	sitemap     []byte
	entries     []sitemapEntry // the sitemap's, for the appearances' to join

	pathsOnce sync.Once
	paths     map[string]string // pathsBySlug, read only once made
}

// current is the project set of the lists as the cache has them now.
func (pp *projectPages) current(ctx context.Context) (*projectSet, error) {
	d := pp.data
	all, err := d.catalogue.Projects(ctx, d.viewer, "", "")
	if err != nil {
		return nil, errPageData{err}
	}
	layouts, err := d.catalogue.List(ctx, d.viewer, domain.KindLayout)
	if err != nil {
		return nil, errPageData{err}
	}
	version := all.ETag + layouts.ETag
	if last := pp.last.Load(); last != nil && last.version == version {
		return last, nil
	}
	pp.mu.Lock()
	defer pp.mu.Unlock()
	if last := pp.last.Load(); last != nil && last.version == version {
		return last, nil
	}
	set, err := pp.newSet(version, all.Body, layouts.Body)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", projectRouteKey, err)
	}
	pp.last.Store(set)
	return set, nil
}

// newSet indexes a version of the list: each project's neighbours are
// those of the cards of its section's view, so the page's order is the
// portfolio's (sectionView is its one authority).
func (pp *projectPages) newSet(version string, projectsBody, layoutsBody []byte) (*projectSet, error) {
	var projects []domain.Project
	if err := unmarshalList(projectsBody, &projects); err != nil {
		return nil, err
	}
	var layouts []domain.SectionLayout
	if err := unmarshalList(layoutsBody, &layouts); err != nil {
		return nil, err
	}
	set := &projectSet{version: version, bySlug: map[string]*projectItem{}, live: map[string]bool{},
		byCat: map[string][]domain.Project{}, pages: map[string]*page{}}
	byID := map[int64]*domain.Project{}
	for i := range projects {
		p := &projects[i]
		if !domain.IsSlug(p.Slug) {
			continue // no page until it has a slug
		}
		byID[p.ID] = p
		set.bySlug[p.Slug] = &projectItem{project: *p}
		set.live[p.PagePath()] = true
		set.byCat[p.Category] = append(set.byCat[p.Category], *p)
	}
	c := pp.data.views
	for _, s := range c.PortfolioSections {
		order := sectionOrder(s, c.sectionView(s, set.byCat[s.Category], layouts, false))
		for i, id := range order {
			p := byID[id]
			if p == nil {
				continue
			}
			item := set.bySlug[p.Slug]
			if i > 0 {
				item.prev = byID[order[i-1]]
			}
			if i < len(order)-1 {
				item.next = byID[order[i+1]]
			}
		}
	}
	return set, nil
}

// page is the page of the project named slug, rendered once per set.
func (pp *projectPages) page(set *projectSet, slug string) (*page, error) {
	set.mu.Lock()
	defer set.mu.Unlock()
	if pg := set.pages[slug]; pg != nil {
		return pg, nil
	}
	item := set.bySlug[slug]
	body, err := pp.render(item)
	if err != nil {
		return nil, err
	}
	pg := newPage(body)
	set.pages[slug] = pg
	return pg, nil
}

// render fills the template with a project's view and head.
func (pp *projectPages) render(item *projectItem) ([]byte, error) {
	body, err := pp.t.tmpl.render(pp.fill(item))
	if err != nil {
		return nil, fmt.Errorf("%s %q: %w", projectRouteKey, item.project.Slug, err)
	}
	return body, nil
}

// fill is the template's data for a project: the site, the views with
// views.project, the head's slots and the request (its page's path).
func (pp *projectPages) fill(item *projectItem) map[string]any {
	view := pp.data.views.projectPageView(item.project, item.prev, item.next)
	rp := &routePage{t: pp.t, key: projectRouteKey, data: pp.data, head: pp.g.headSlots(pp.t.file, pp.seoRoute(view, item.project))}
	return rp.fill(map[string]any{"project": view}, map[string]any{"path": view.Path, "search": ""}, nil)
}

// check fails when the template reads a path a project's page does not
// provide (as routePage.check does for the other pages).
func (pp *projectPages) check() error {
	data := pp.fill(&projectItem{project: domain.Project{Slug: "probe", Category: "games", Title: "Probe"}})
	for _, path := range pp.t.tmpl.fields() {
		if strings.HasPrefix(path, "site.") {
			continue
		}
		if _, ok := lookupPath(data, path); !ok {
			return fmt.Errorf("page %q reads %q, which the server does not provide", projectRouteKey, path)
		}
	}
	head := pp.g.headSlots(pp.t.file, seoRoute{})
	return pp.t.tmpl.typeCheck(projectRouteKey, pp.data.dataType(head, map[string]any{"project": projectPageView{}}, false))
}
