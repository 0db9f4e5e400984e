package pages

import (
	"strings"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// breadcrumbSections are the /portfolio/{section} paths the breadcrumb
// names (spec section 2), served besides every project category: a key
// that is not a category is a group's (categoryPageFor).
var breadcrumbSections = []string{"games", "cinematics", "music", "worldbuilding", "character-design", "esports"}

// siteRoutes are the routes served as pages, with their heads: the SEO
// routes, every page of the table (Pages), every category page (its own
// title and description); patterns are not pages.
func siteRoutes(cfg seoConfig, site app.SiteProfile) map[string]seoRoute {
	routes := map[string]seoRoute{}
	for _, rt := range cfg.Routes {
		if !strings.ContainsAny(rt.Path, "*:{") {
			routes[rt.Path] = rt
		}
	}
	for _, pg := range Pages() {
		if _, ok := routes[pg.Path]; !ok {
			routes[pg.Path] = seoRoute{Path: pg.Path, Title: site.Name}
		}
	}
	portfolio := routes["/portfolio"]
	for _, section := range portfolioSections() {
		p := "/portfolio/" + section.Key
		if _, ok := routes[p]; !ok {
			routes[p] = seoRoute{Path: p, Title: section.Label + " – " + portfolio.Title,
				Description: categoryDescription(section.Label, site.Name), OGType: portfolio.OGType, Image: portfolio.Image}
		}
	}
	for _, pg := range Pages() {
		if rt := routes[pg.Path]; pg.NoIndex && !rt.NoIndex {
			rt.NoIndex = true
			routes[pg.Path] = rt
		}
	}
	return routes
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

// categoryDescription is a category page's meta description.
func categoryDescription(label, name string) string {
	return label + " by " + name + ": every project, with its role, pictures and links."
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
