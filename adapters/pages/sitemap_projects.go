package pages

import (
	"net/http"
	"slices"
	"time"

	"github.com/portfolio-site/portfolio/adapters/httpcache"
	"github.com/portfolio-site/portfolio/domain"
)

// The sitemap of a build with project pages: the routes of the SEO
// configuration, every category's page (changed when its latest project
// did) and every active project's page (when it was saved), made once per
// version of the project list, so a save, a hidden or a deleted project
// shows in it at once.

// sitemapFor is the sitemap of a version of the project list.
func (pp *projectPages) sitemapFor(set *projectSet) []byte {
	set.sitemapOnce.Do(func() {
		entries := slices.Clone(pp.sitemapRoutes)
		listed := map[string]int{}
		for i, e := range entries {
			listed[e.path] = i
		}
		add := func(path string, lastmod time.Time) {
			if i, ok := listed[path]; ok {
				entries[i].lastmod = lastmod
				return
			}
			listed[path] = len(entries)
			entries = append(entries, sitemapEntry{path: path, lastmod: lastmod})
		}
		for _, c := range domain.ProjectCategories() {
			var latest time.Time
			for _, p := range set.byCat[c.Key] {
				if p.UpdatedAt.After(latest) {
					latest = p.UpdatedAt
				}
			}
			add(categoryPath(c.Key), latest)
		}
		for _, c := range domain.ProjectCategories() {
			for _, p := range byPriorityAsc(set.byCat[c.Key], func(p domain.Project) int { return p.Priority }, func(p domain.Project) int64 { return p.ID }) {
				add(p.PagePath(), p.UpdatedAt)
			}
		}
		set.entries = entries
		set.sitemap = pp.g.writeSitemap(entries)
	})
	return set.sitemap
}

// sitemap is the build's sitemap as the lists are now: with the project
// pages when the build has them, else its routes'.
func (h *Site) sitemap(w http.ResponseWriter, r *http.Request, b *siteBuild) {
	body := b.sitemap
	if pp := b.projects; pp != nil {
		set, err := pp.current(r.Context())
		if err != nil {
			h.pageFailed(w, r, siteRouteKey, err)
			return
		}
		body = pp.sitemapFor(set)
		if ap := b.appearances; ap != nil {
			as, err := ap.current(r.Context())
			if err != nil {
				h.pageFailed(w, r, siteRouteKey, err)
				return
			}
			if extra := as.sitemapEntries(); len(extra) > 0 {
				body = pp.g.writeSitemap(append(slices.Clone(set.entries), extra...))
			}
		}
	}
	httpcache.SetNoCache(w.Header())
	httpcache.WriteStatic(w, r, ctXML, body)
}
