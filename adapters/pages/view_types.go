package pages

import "reflect"

// ViewType is a view the public pages render (or, for the view
// configuration, read), as the frontend names it: cmd/gen-ts writes its
// TypeScript interface into frontend/src/lib/views.gen.ts by reflection, so
// the structs below stay unexported and are the views' one definition.
//
// The generated members follow the JSON tags. A string member whose values
// are a closed list carries its TypeScript type in a `ts` tag (a union of
// literals, or a type of another generated module). A list or map member
// is never null: the views always make them (TestViewsHaveNoNullLists).
type ViewType struct {
	// Name is the TypeScript interface's name.
	Name string
	Type reflect.Type
	// Doc is the interface's doc comment.
	Doc string
}

func viewType[T any](name, doc string) ViewType {
	return ViewType{Name: name, Type: reflect.TypeFor[T](), Doc: doc}
}

// ViewTypes lists the views the frontend's templates and components are
// typed against, in the order they are written. Every struct a member
// refers to is listed.
func ViewTypes() []ViewType {
	return []ViewType{
		// views_portfolio.go
		viewType[linkView]("LinkView", "A project's link: kind picks its icon; popup opens the in-page video popup (embed is its player address, '' unless popup) rather than a new tab; ping counts a click on it (the project's outbound click, the ping attribute)."),
		viewType[galleryImageView]("GalleryImageView", "An image of a project's gallery (the project image first), as the gallery dialog's JSON text lists them."),
		viewType[cardView]("CardView", "A portfolio card: href is the project's page ('' for a project without a slug), its title and image one link to it; anchor is the card's id (project-{slug}); imageCount the images of its gallery (0 for none) and imageCountLabel the badge's words ('5 images', '' for none)."),
		viewType[groupLayoutView]("GroupLayoutView", "How a group (a subcategory of a section) is laid out: its heading, description, columns and display come from an active layout naming its subcategory, else the heading is the group's label and the rest is the section's."),
		viewType[groupView]("GroupView", "One of a section's own groups: visible on the page, empty (its empty message), and its cards."),
		viewType[studioView]("StudioView", "A studio block of the portfolio's Games section (the site document's gameStudios): heading, wordmark, career period, the ids it answers to (anchor, then aliases) and the logo strip's link (href); visible and empty as a group's."),
		viewType[extraGroupView]("ExtraGroupView", "A group for subcategories none of the section's groups accepts."),
		viewType[sectionView]("SectionView", "A portfolio section: the heading (the active layout's title, else the section's own), the layout's description ('' for none), the grid's columns on wide screens and its display; empty shows only its empty message; groups are the section's own groups by key."),
		viewType[viewConfig]("ViewConfig", "The tables the Go server builds the views from, written to pages/views.json by the build: the portfolio's sections and groups, and the picture of a project without one."),
		viewType[portfolioSection]("PortfolioSectionConfig", "A portfolio section of the view configuration."),
		viewType[portfolioGroup]("PortfolioGroupConfig", "A group of a portfolio section: the subcategories it accepts."),
		// views_project.go
		viewType[projectImageView]("ProjectImageView", "A figure of a project's page: the image with its srcset, alt text and caption, and how it loads (the first at once with a high fetch priority, the rest lazily)."),
		viewType[projectNavView]("ProjectNavView", "A neighbour of a project in its section's order on the portfolio page: path is '' when there is none."),
		viewType[projectPageView]("ProjectPageView", "A project's page (/portfolio/{category}/{slug}): categoryPath is its category's page; paragraphs its description; images the cover then the gallery (gallery is the same list as JSON text, for the gallery dialog); video is the project's video as a link (none or one); prev and next its neighbours in its section's order; back its card on /portfolio."),
		// views_home.go
		viewType[homeCardView]("HomeCardView", "A card of the home page: a category, a fund or a media highlight."),
		viewType[homeStatView]("HomeStatView", "A figure of the About page."),
		viewType[markupRun]("MarkupRun", "A flat piece of markup text with its style and link: the tree of parseMarkup with the nesting folded into each piece, so a server template can render any markup with one fixed shape (frontend/src/lib/markup.ts makes the same runs)."),
		viewType[homeMilestoneView]("HomeMilestoneView", "A step of an era; palette is the era's again: a server template reads a list item's own fields only."),
		viewType[homeEraView]("HomeEraView", "An era of the career timeline; gradient is the icon disc's background, a gradient of the era's two colours."),
		viewType[homeHeroView]("HomeHeroView", "The top of the home page. The hero image has no srcset: React preloads it (fetchPriority high), and a preload needs its src."),
		viewType[homeBiographyView]("HomeBiographyView", "The biography and portrait; intro is the first two paragraphs, which the Contact page shows."),
		viewType[footerView]("FooterView", "What the footer shows that the server works out: the copyright line with {year} (the year of the build) and {name} filled in; emailPing the address that counts a click on a link to the owner's e-mail (the ping attribute)."),
		viewType[textsView]("TextsView", "The fixed texts the server works out: those that name the owner with {name} filled in (the About link and title, the Portfolio page's About button), and the texts that hold a value of the request split around it: the not-found hint around the path asked for, the portfolio's search result around the words searched for (has…: the text holds it)."),
		viewType[siteView]("HomeView", "What the public pages show of the site document: the home page, and the biography on About and Contact."),
		// views_collaborations.go
		viewType[collaborationView]("CollaborationView", "A collaboration's logo in the carousel."),
		viewType[rowView]("RowView", "A row of the carousel: right-to-left or left-to-right, alternating from the first row; count is its items, which the carousel shows twice for a seamless loop."),
		viewType[collaborationCarouselView]("CarouselView", "The Notable Collaborations carousel: the rows that have items."),
		// views_games.go
		viewType[gameCardView]("GameCardView", "A game's card: studio is the studio badge (the subcategory's label, '' for none); href is the game's page ('' for a project without a slug), the card's one link."),
		viewType[gameListView]("GamesView", "The Games page: its cards in priority order; empty shows its empty message."),
		// views_investments.go
		viewType[investmentCardView]("InvestmentCardView", "An investment's card: url is the website, '' for none (then the card has no button); linkLabel is the button's text (funds link to more about the fund, companies and boards to their website); ping counts a click on it (the ping attribute)."),
		viewType[investmentListView]("InvestmentListView", "The cards of a category or subcategory; empty shows its empty message."),
		viewType[investmentCatalogueView]("InvestmentsView", "The Investments page: categories without subcategories by key; categories with subcategories by category key, then subcategory key; each category's heading by key, the owner's name in place (\"Funds Managed by …\", \"…'s Investments\")."),
		// views_media.go
		viewType[mediaCardView]("MediaCardView", "A media item's card: url is its link, '' for none (then the card has no button); label is the button's text; opens is how the button opens it (the page's dialog for video or audio, else a new tab); embed is the player's address when opens is video, else ''; ping counts a click that leaves for url (the ping attribute)."),
		viewType[mediaSectionView]("MediaSectionView", "The cards of a media category; empty shows its empty message; shown: no category is selected, or this one is; current is \"true\" when the address selects this category, else \"false\" (aria-current)."),
		viewType[mediaPageView]("MediaView", "The Media & Press page: every category's section by key; allCurrent is \"true\" when no known category is selected, else \"false\"; documentaries is ?category=documentaries, the note pointing to the portfolio's documentaries."),
	}
}
