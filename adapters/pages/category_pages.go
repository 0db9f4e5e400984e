package pages

import (
	"context"
	"slices"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// A category page, /portfolio/{key}, shows one section of the portfolio:
// a project category (/portfolio/music), or one group of a category
// (/portfolio/character-design, the breadcrumb's subcategory of
// worldbuilding), with the same groups, layouts and studios as the
// section has on /portfolio. Its template reads views.portfolio.<category>
// only, so the server builds that section alone.

// portfolioRoute is the whole portfolio's page.
const portfolioRoute = "/portfolio"

// categoryPage is what a category page shows: its section, narrowed to
// one group on a group's page (no studios then, and only the projects the
// group accepts).
type categoryPage struct {
	section portfolioSection
	// accepts are the subcategories a group's page shows; nil: the whole
	// category.
	accepts []string
}

// categoryPageFor returns the category page of route: a section's
// category key, else a group's key (the first section holding it).
func (c *viewConfig) categoryPageFor(route string) (categoryPage, bool) {
	key, ok := strings.CutPrefix(route, portfolioRoute+"/")
	if !ok || key == "" || strings.Contains(key, "/") {
		return categoryPage{}, false
	}
	for _, s := range c.PortfolioSections {
		if s.Category == key {
			return categoryPage{section: s}, true
		}
	}
	for _, s := range c.PortfolioSections {
		for _, g := range s.Groups {
			if g.Key == key {
				s.Groups = []portfolioGroup{g}
				s.Studios = false
				return categoryPage{section: s, accepts: g.Accepts}, true
			}
		}
	}
	return categoryPage{}, false
}

// shows reports whether the page shows project p of its category.
func (cp categoryPage) shows(p domain.Project) bool {
	return cp.accepts == nil || slices.Contains(cp.accepts, p.Subcategory)
}

// categoryView is the page's section view of the projects it shows (the
// page's first cards load eagerly), keyed by category as on /portfolio.
func (c *viewConfig) categoryView(cp categoryPage, shown []domain.Project, layouts []domain.SectionLayout) map[string]sectionView {
	out := map[string]sectionView{cp.section.Category: c.sectionView(cp.section, shown, layouts, false)}
	markFirstCards([]portfolioSection{cp.section}, out)
	return out
}

// categoryLists are a category page's lists: its category's projects,
// then the section layouts (a saved layout renders the page again).
func (d *pageData) categoryLists(cp categoryPage) *pageLists {
	visitor := d.viewer
	return &pageLists{
		sources: []listSource{
			{load: func(ctx context.Context) (domain.CacheEntry, error) {
				return d.catalogue.Projects(ctx, visitor, cp.section.Category, "")
			}},
			{load: func(ctx context.Context) (domain.CacheEntry, error) {
				return d.catalogue.List(ctx, visitor, domain.KindLayout)
			}},
		},
		build: func(bodies [][]byte, _ pageQuery) (map[string]any, []byte, error) {
			var projects []domain.Project
			if err := unmarshalList(bodies[0], &projects); err != nil {
				return nil, nil, err
			}
			var layouts []domain.SectionLayout
			if err := unmarshalList(bodies[1], &layouts); err != nil {
				return nil, nil, err
			}
			shown := []domain.Project{}
			for _, p := range projects {
				if cp.shows(p) {
					shown = append(shown, p)
				}
			}
			lists := map[string][]domain.Project{cp.section.Category: shown}
			return map[string]any{"portfolio": d.views.categoryView(cp, shown, layouts)},
				d.portfolioItemList([]portfolioSection{cp.section}, lists), nil
		},
	}
}
