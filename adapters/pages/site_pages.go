package pages

import (
	"context"
	"encoding/json"

	"github.com/portfolio-site/portfolio/domain"
)

// Page is a page of the site (spec section 2), declared once, here: its
// path, its place in the menus, its head, whether the build prerenders it,
// the query its views read and the catalogue lists it shows. The server
// serves, heads and lists it in the sitemap from this table; cmd/gen-ts
// writes frontend/src/lib/pages.gen.ts from it, which the frontend's route
// table, navigation, breadcrumbs, prerender list and speculation rules
// read. Adding a public page is one row here plus its component (docs/
// OPERATIONS.md, "Adding a public page").
type Page struct {
	// Key names the page in the frontend (ROUTES.<key>, the route table's
	// component for it).
	Key  string
	Path string
	// Title and Description are the head's; they may name the owner as
	// {name} and their tagline as {tagline}. A page without a title gets
	// the site's name.
	Title, Description string
	OGType             string
	// NoIndex keeps the page out of search engines and the sitemap.
	NoIndex bool
	// Nav is the key of the page's label among the site document's nav
	// texts (domain.SiteNavTexts), "" for none; Menus are where it shows.
	Nav   string
	Menus Menus
	// Prerender: the build renders the page into pages/ (the admin is the
	// app's shell instead).
	Prerender bool
	// NoSpeculation: the speculation rules never prerender a link to the
	// page (the admin, a page that answers a form).
	NoSpeculation bool
	// Query is the query parameter the page's views read ("" for none).
	Query string
	// lists are the catalogue lists the page shows, nil for none.
	lists func(d *pageData, p Page) *pageLists
}

// Menus are the menus a page's nav label shows in.
type Menus struct {
	// Header: the header's navigation, in table order.
	Header bool
	// Footer: the footer's Quick Links.
	Footer bool
	// Breadcrumb: the breadcrumb names the page with its nav label (else
	// with its path's words).
	Breadcrumb bool
}

// The query parameters a page's views may read.
const (
	querySearch   = "search"   // /portfolio: the words searched for
	queryCategory = "category" // Media & Press: the category shown
)

// Pages is the table of the site's pages, in the header's order.
func Pages() []Page {
	return []Page{
		{Key: "home", Path: "/", Title: "{name} | {tagline}",
			Description: "{name}: producer, investor and creative catalyst across games, film and animation, cinematics, music, esports and worldbuilding.",
			OGType:      "profile", Nav: "home", Menus: Menus{Header: true, Breadcrumb: true}, Prerender: true, lists: homeLists},
		{Key: "about", Path: "/about", Title: "About {name}",
			Description: "The story of {name}: a career spanning games, entertainment and venture investment.",
			OGType:      "profile", Nav: "about", Menus: Menus{Header: true}, Prerender: true},
		{Key: "portfolio", Path: portfolioRoute, Title: "Portfolio | {name}",
			Description: "Games, film and animation, cinematics, music, esports, worldbuilding and extended media produced by {name}.",
			OGType:      "website", Nav: "portfolio", Menus: Menus{Header: true, Footer: true, Breadcrumb: true}, Prerender: true,
			Query: querySearch, lists: portfolioLists},
		{Key: "games", Path: "/games", Title: "Games Portfolio | {name}",
			Description: "The games {name} has produced, with roles, studios and galleries.",
			OGType:      "website", Prerender: true, lists: gamesLists},
		{Key: "investments", Path: "/investments", Title: "Investments | {name}",
			Description: "Funds managed, portfolio companies and board and advisory roles of {name}.",
			OGType:      "website", Nav: "investments", Menus: Menus{Header: true, Footer: true, Breadcrumb: true}, Prerender: true,
			lists: investmentsLists},
		{Key: "mediaPress", Path: "/media-press", Title: "Media & Press | {name}",
			Description: "Podcast appearances, talks and panels, interviews and featured articles with {name}.",
			OGType:      "website", Nav: "mediaPress", Menus: Menus{Header: true, Footer: true, Breadcrumb: true}, Prerender: true,
			Query: queryCategory, lists: mediaLists},
		{Key: "speaking", Path: domain.SpeakingPath, Title: "Speaking | {name}",
			Description: "Keynotes, talks, panels and fireside chats with {name}: upcoming and past appearances, and how to invite {name} to speak.",
			OGType:      "website", Nav: "speaking", Menus: Menus{Header: true, Footer: true, Breadcrumb: true}, Prerender: true,
			lists: speakingLists},
		{Key: "contact", Path: ContactPath, Title: "Contact | {name}",
			Description: "Get in touch with {name} about collaborations, investments and speaking.",
			OGType:      "website", Nav: "contact", Menus: Menus{Header: true, Footer: true, Breadcrumb: true}, Prerender: true},
		{Key: "pressKit", Path: pressKitRoute, Title: "Press Kit | {name}",
			Description: "The press kit of {name}: bios to copy, headshots and logos to download with their credits, facts, a one-sheet and press contact.",
			OGType:      "website", Nav: "pressKit", Menus: Menus{Footer: true, Breadcrumb: true}, Prerender: true},
		{Key: "contactSent", Path: ContactSentPath, Title: "Message sent | {name}",
			Description: "Your message to {name} was sent.",
			OGType:      "website", NoIndex: true, Prerender: true, NoSpeculation: true},
		{Key: "admin", Path: AdminPath, NoIndex: true, NoSpeculation: true},
	}
}

// pageAt is the page at path.
func pageAt(path string) (Page, bool) {
	for _, p := range Pages() {
		if p.Path == path {
			return p, true
		}
	}
	return Page{}, false
}

// seoDefaults are every page's head defaults: the site document's SEO
// settings replace the keywords and the image (applySiteDefaults).
func seoDefaults() seoConfig {
	var c seoConfig
	c.Defaults.Keywords = "games producer, film and animation, cinematics, music production, esports, worldbuilding, venture capital, investor, creative leadership"
	c.Defaults.Image = "/images/og-image.png"
	c.Defaults.ImageWidth, c.Defaults.ImageHeight, c.Defaults.ImageType = 1200, 630, "image/png"
	c.Defaults.ThemeColor = "#123332"
	return c
}

// SEORoutes is the heads of the pages (Deps.SEORoutes): the defaults and
// one route per page with a title.
func SEORoutes() []byte {
	c := seoDefaults()
	for _, p := range Pages() {
		if p.Title != "" {
			c.Routes = append(c.Routes, seoRoute{Path: p.Path, Title: p.Title, Description: p.Description, OGType: p.OGType, NoIndex: p.NoIndex})
		}
	}
	b, err := json.Marshal(c)
	if err != nil {
		panic(err) // plain strings and numbers
	}
	return b
}

func homeLists(d *pageData, _ Page) *pageLists {
	return oneList("collaborations",
		func(ctx context.Context) (domain.CacheEntry, error) {
			return d.catalogue.List(ctx, d.viewer, domain.KindCollaboration)
		},
		func(items []domain.Collaboration, _ pageQuery) (any, []byte) { return carouselView(items), nil })
}

func gamesLists(d *pageData, _ Page) *pageLists {
	return oneList("games",
		func(ctx context.Context) (domain.CacheEntry, error) {
			return d.catalogue.Projects(ctx, d.viewer, "games", "")
		},
		func(games []domain.Project, _ pageQuery) (any, []byte) {
			v := d.views.gamesView(games)
			return v, d.gamesItemList(v, games)
		})
}

func investmentsLists(d *pageData, _ Page) *pageLists {
	return oneList("investments",
		func(ctx context.Context) (domain.CacheEntry, error) {
			return d.catalogue.List(ctx, d.viewer, domain.KindInvestment)
		},
		func(items []domain.Investment, _ pageQuery) (any, []byte) {
			v := d.views.investmentsView(items, d.ownerName)
			return v, d.investmentsItemList(v, items)
		})
}

func mediaLists(d *pageData, p Page) *pageLists {
	return oneList("media",
		func(ctx context.Context) (domain.CacheEntry, error) {
			return d.catalogue.List(ctx, d.viewer, domain.KindMedia)
		},
		func(items []domain.MediaItem, q pageQuery) (any, []byte) {
			v := d.views.mediaView(items, q.Category)
			return v, d.mediaItemList(v, items, p.Path)
		})
}
