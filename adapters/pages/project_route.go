package pages

import (
	"context"
	"encoding/json"
	"net/http"
	"sync/atomic"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// How the address of a project page is answered: the project's page, a
// move to its current address (another category, or an old address in the
// redirect table), gone for good (410), or not found.

// ProjectRedirects are the old addresses of project pages
// (app.CatalogueService): the table, cached, and the count of its visits.
type ProjectRedirects interface {
	Redirects(ctx context.Context, v app.Viewer) (domain.CacheEntry, error)
	RedirectHit(ctx context.Context, id int64)
}

// projectResolution is the answer to a project page's address: Status is
// 200, 301, 404 or 410; Location the 301's address; Hit the id of the
// redirect entry answered (0: none).
type projectResolution struct {
	Status   int
	Location string
	Hit      int64
}

// resolveProjectPath answers path, whose last segment is slug (a valid
// slug): an active project with that slug is served at its own path and
// moved there from any other; else an entry of the redirect table from
// path moves to its live target (404 when the target is not live any
// more) or says the page is gone (410); anything else is not found.
// pathOf is the page path of each active project by slug; live holds those
// paths.
func resolveProjectPath(path, slug string, pathOf map[string]string, live map[string]bool, redirects []domain.Redirect) projectResolution {
	if own, ok := pathOf[slug]; ok {
		if own == path {
			return projectResolution{Status: http.StatusOK}
		}
		return projectResolution{Status: http.StatusMovedPermanently, Location: own}
	}
	for _, rd := range redirects {
		if rd.From != path {
			continue
		}
		switch {
		case rd.To == "":
			return projectResolution{Status: http.StatusGone}
		case live[rd.To]:
			return projectResolution{Status: http.StatusMovedPermanently, Location: rd.To, Hit: rd.ID}
		}
		return projectResolution{Status: http.StatusNotFound}
	}
	return projectResolution{Status: http.StatusNotFound}
}

// pathsBySlug are the page paths of a set's projects by slug, made once a
// set (a set is one version of the lists: every request of that version
// reads the same map).
func (s *projectSet) pathsBySlug() map[string]string {
	s.pathsOnce.Do(func() {
		s.paths = make(map[string]string, len(s.bySlug))
		for slug, it := range s.bySlug {
			s.paths[slug] = it.project.PagePath()
		}
	})
	return s.paths
}

// redirectTable is one version of the redirect table, decoded.
type redirectTable struct {
	etag  string
	items []domain.Redirect
}

// redirectTableCache keeps the last table decoded.
type redirectTableCache struct{ last atomic.Pointer[redirectTable] }

func (c *redirectTableCache) read(ctx context.Context, src ProjectRedirects, viewer app.Viewer) ([]domain.Redirect, error) {
	entry, err := src.Redirects(ctx, viewer)
	if err != nil {
		return nil, errPageData{err}
	}
	if last := c.last.Load(); last != nil && last.etag == entry.ETag && entry.ETag != "" {
		return last.items, nil
	}
	var items []domain.Redirect
	if len(entry.Body) > 0 {
		if err := json.Unmarshal(entry.Body, &items); err != nil {
			return nil, err
		}
	}
	c.last.Store(&redirectTable{etag: entry.ETag, items: items})
	return items, nil
}

// projectAnswer resolves a project page's address (path, escaped, whose
// last segment is slug) in build b, with the page's body and entity tag
// when it is served. A malformed slug is not found without any lookup.
func (h *Site) projectAnswer(ctx context.Context, b *siteBuild, path, slug string) (projectResolution, *page, error) {
	pp := b.projects
	if pp == nil || !domain.IsSlug(slug) {
		return projectResolution{Status: http.StatusNotFound}, nil, nil
	}
	set, err := pp.current(ctx)
	if err != nil {
		return projectResolution{}, nil, err
	}
	var redirects []domain.Redirect
	if _, ok := set.bySlug[slug]; !ok && h.redirects != nil {
		if redirects, err = h.redirectTable.read(ctx, h.redirects, pp.data.viewer); err != nil {
			return projectResolution{}, nil, err
		}
	}
	res := resolveProjectPath(path, slug, set.pathsBySlug(), set.live, redirects)
	if res.Status != http.StatusOK {
		return res, nil, nil
	}
	pg, err := pp.page(set, slug)
	return res, pg, err
}

// serveProject answers a project page's address from build b: the page
// (revalidated with its entity tag), a 301 (counted when it comes from the
// redirect table), or the not-found page with 404 or 410.
func (h *Site) serveProject(w http.ResponseWriter, r *http.Request, b *siteBuild, slug string) {
	res, pg, err := h.projectAnswer(r.Context(), b, r.URL.EscapedPath(), slug)
	if err != nil {
		h.pageFailed(w, r, projectRouteKey, err)
		return
	}
	switch res.Status {
	case http.StatusOK:
		h.health.ok(projectRouteKey)
		h.html.ServeHTML(w, r, pg.body, pg.etag[0])
	case http.StatusMovedPermanently:
		if res.Hit != 0 {
			h.redirects.RedirectHit(r.Context(), res.Hit)
		}
		http.Redirect(w, r, res.Location, http.StatusMovedPermanently)
	default:
		h.servePage(w, r, b.notFound, res.Status)
	}
}

// IsPage reports whether path is a public page as visitors get it (200):
// a route of the site other than the admin's, a live project's page or an
// active appearance's page.
func (h *Site) IsPage(ctx context.Context, path string) bool {
	if _, ok := h.templates[path]; ok {
		return path != AdminPath
	}
	if slug, ics, ok := speakingPathSlug(path); ok {
		return !ics && h.isAppearancePage(ctx, slug)
	}
	_, slug, ok := projectPathParts(path)
	if !ok {
		return false
	}
	b, err := h.current(ctx)
	if err != nil {
		return false
	}
	res, _, err := h.projectAnswer(ctx, b, path, slug)
	return err == nil && res.Status == http.StatusOK
}
