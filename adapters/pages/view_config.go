package pages

import (
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// viewConfig is what the views are built from besides the content: the
// portfolio's sections and groups and the picture of an item without one
// (domain's, the same tables the frontend's catalogue.gen.ts is generated
// from), and the site document of the pages being built.
type viewConfig struct {
	DefaultProjectImage string             `json:"defaultProjectImage"`
	PortfolioSections   []portfolioSection `json:"portfolioSections"`
	// studios are the Games section's studio blocks: the site document's
	// (withSite).
	studios []domain.SiteGameStudio
	// site is the document the views take the owner's words from (its
	// section headings and buttons); nil reads the defaults.
	site *domain.Site
}

// newViewConfig is the view configuration of domain's portfolio sections
// and default project image, without a site document.
func newViewConfig() *viewConfig {
	sections := domain.PortfolioSections()
	c := &viewConfig{DefaultProjectImage: domain.DefaultProjectImage, PortfolioSections: make([]portfolioSection, len(sections))}
	for i, s := range sections {
		groups := make([]portfolioGroup, len(s.Groups))
		for j, g := range s.Groups {
			groups[j] = portfolioGroup{Key: g.Key, Label: g.Label, Accepts: g.Accepts}
		}
		c.PortfolioSections[i] = portfolioSection{Category: s.Category, Anchor: s.Anchor, Title: s.Title,
			EmptyPerGroup: s.EmptyPerGroup, Groups: groups, Studios: s.Studios}
	}
	return c
}

// withSite is the configuration with the studio blocks and the words of a
// site document.
func (c *viewConfig) withSite(doc domain.Site) *viewConfig {
	out := *c
	out.studios = doc.GameStudios
	out.site = &doc
	return &out
}

// base is the site's public address (no trailing slash): the absolute
// URLs of the views (the outbound pings) start with it; "" without a site
// document (tests of the views alone).
func (c *viewConfig) base() string {
	if c.site == nil {
		return ""
	}
	return strings.TrimRight(c.site.PublicURL, "/")
}

// texts is the document the views take the owner's words from: withSite's,
// else one with the default texts.
func (c *viewConfig) texts() *domain.Site {
	if c.site != nil {
		return c.site
	}
	var doc domain.Site
	doc.SetDefaultTexts()
	return &doc
}

// portfolioSection is a section of domain.PortfolioSections as the views
// read it (the pages need none of its texts).
type portfolioSection struct {
	Category      string           `json:"category"`
	Anchor        string           `json:"anchor"`
	Title         string           `json:"title"`
	EmptyPerGroup bool             `json:"emptyPerGroup"`
	Groups        []portfolioGroup `json:"groups"`
	// Studios: the section's groups are also the owner's game studios
	// (the site document's gameStudios), in their order, before Groups.
	Studios bool `json:"studios"`
}

// portfolioGroup is a group of a portfolio section: the subcategories it
// accepts.
type portfolioGroup struct {
	Key     string   `json:"key"`
	Label   string   `json:"label"`
	Accepts []string `json:"accepts"`
}
