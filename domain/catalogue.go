package domain

// The catalogues below are the one source: the frontend's
// src/lib/catalogue.gen.ts is generated from them (go generate, checked by
// `make check` and a test in cmd/gen-ts), as are the frontend's other
// *.gen.ts modules (entity types, limits, messages, link kinds).
//
//go:generate go run ../cmd/gen-ts ../frontend/src/lib

// Option is one entry of a catalogue: a stored key and the label people read.
type Option struct {
	Key   string `json:"key"`
	Label string `json:"label"`
}

// CategoryOption is a category with its admin subcategory options.
type CategoryOption struct {
	Option
	Subcategories []Option `json:"subcategories"`
}

// ProjectCategories lists the project categories in the fixed order the admin
// and the public portfolio use, each with the subcategories the admin form
// offers (spec section 3).
var projectCategories = []CategoryOption{
	{Option{"games", "Games"}, []Option{{"riot-games", "Riot Games"}, {"maxis-ea", "Maxis EA"}, {"bandai-namco", "Bandai Namco"}}},
	{Option{"film-animation", "Film, Animation & Documentaries"}, []Option{{"animated-series", "Animated Series"}, {"documentaries", "Documentaries"}, {"television-series", "Television Series"}}},
	{Option{"cinematics", "Cinematics"}, []Option{{"story", "Story"}, {"promotional", "Promotional"}}},
	{Option{"music", "Music"}, []Option{{"music-videos", "Music Videos"}, {"soundtracks", "Soundtracks"}, {"live-performances", "Live Performances"}}},
	{Option{"esports", "eSports"}, []Option{{"world-championship", "World Championship"}, {"ceremonies", "Ceremonies"}}},
	{Option{"worldbuilding", "Worldbuilding & Characters"}, []Option{{"character-design", "Character Design"}, {"interactive-sites", "Interactive Sites"}, {"lore", "Lore"}}},
	{Option{"extended-media", "Extended Media"}, []Option{{"board-games", "Board Games"}, {"comics", "Comics"}, {"mini-games", "Mini Games"}, {"physical-statues", "Physical Statues"}}},
}

// ProjectCategories returns a copy of the project category catalogue in its
// fixed order.
func ProjectCategories() []CategoryOption {
	out := make([]CategoryOption, len(projectCategories))
	for i, c := range projectCategories {
		out[i] = CategoryOption{c.Option, append([]Option(nil), c.Subcategories...)}
	}
	return out
}

// SubcategoryOrder is one row of the admin order table: a subcategory key,
// its friendly label and its sort number.
type SubcategoryOrder struct {
	Key   string  `json:"key"`
	Label string  `json:"label"`
	Sort  float64 `json:"sort"`
}

// UnknownSubcategorySort is the sort number of a subcategory that is not in
// the admin order table; it sorts last and shows its raw key.
const UnknownSubcategorySort = 999

var subcategoryOrder = []SubcategoryOrder{
	{"riot-games", "Riot Games", 1.1},
	{"maxis-ea", "Maxis EA", 1.2},
	{"bandai-namco", "Bandai Namco", 1.3},
	{"animated-series", "Animated Series", 2.1},
	{"television-series", "Television Series", 2.2},
	{"documentaries-behind-scenes", "Documentaries and Behind the Scenes", 2.3},
	{"story-champion-lore", "Story, Champion and Lore", 3.1},
	{"promotional-animation-tests", "Promotional, Animation Tests and Demos", 3.2},
	{"music-videos", "Music Videos", 4.1},
	{"albums-soundtracks", "Albums and Soundtracks", 4.2},
	{"championships", "Championships", 5.1},
	{"interactive-site", "Interactive Sites and Experiences", 6.1},
	{"worldbuilding", "World Regions", 6.2},
	{"character-design", "Character Design", 6.3},
	{"lore", "Lore & Universe", 6.4},
	{"board-games", "Board Games", 7.1},
	{"mini-games", "Mini Games", 7.2},
	{"comics", "Comics", 7.3},
	{"physical-statues", "Physical Statues", 7.4},
}

// SubcategoryOrderTable returns a copy of the admin subcategory order table.
func SubcategoryOrderTable() []SubcategoryOrder {
	return append([]SubcategoryOrder(nil), subcategoryOrder...)
}

// publicOnlySubcategories are subcategory keys a public section reads
// that no admin option offers.
var publicOnlySubcategories = []Option{{"albums", "Albums"}}

// ExtraSubcategoryLabels returns the labels of the subcategories that are
// not in the order table: the admin options of each category, then the
// keys only public sections read.
func ExtraSubcategoryLabels() []Option {
	inTable := map[string]bool{}
	for _, s := range subcategoryOrder {
		inTable[s.Key] = true
	}
	var out []Option
	for _, c := range projectCategories {
		for _, o := range c.Subcategories {
			if !inTable[o.Key] {
				out = append(out, o)
			}
		}
	}
	return append(out, publicOnlySubcategories...)
}

// SubcategoryLabel is a subcategory's label: the order table's, else the
// other known ones'; an unknown key shows as itself.
func SubcategoryLabel(key string) string {
	for _, s := range subcategoryOrder {
		if s.Key == key {
			return s.Label
		}
	}
	for _, o := range ExtraSubcategoryLabels() {
		if o.Key == key {
			return o.Label
		}
	}
	return key
}

// linkTypes are the project link types (spec section 3).
var linkTypes = []Option{
	{"youtube", "YouTube"}, {"imdb", "IMDB"}, {"website", "Website"},
	{"article", "Article"}, {"download", "Download"}, {"other", "Other"},
}

// LinkTypes returns the project link types.
func LinkTypes() []Option { return append([]Option(nil), linkTypes...) }

// MediaCategories are the media and press categories with their labels.
var mediaCategories = []Option{
	{"podcast-appearances", "Podcast Appearances"},
	{"talks-panels", "Talks & Panels"},
	{"interviews", "Interviews"},
	{"featured-articles", "Featured Articles"},
}

// MediaCategories returns the media and press categories in display order.
func MediaCategories() []Option { return append([]Option(nil), mediaCategories...) }

// MediaLinkTypes are the media link types the admin offers. Public screens
// also read "other", which is treated like "external" (spec section 3: use
// both readings).
var mediaLinkTypes = []Option{
	{"youtube", "YouTube Video"},
	{"audio", "Audio/Podcast"},
	{"article", "Article/Blog"},
	{"external", "External Link"},
}

// MediaLinkTypes returns the admin media link types.
func MediaLinkTypes() []Option { return append([]Option(nil), mediaLinkTypes...) }

// InvestmentCategories returns the investment categories with their
// subcategories. Labels may contain {name}, the owner's name, filled in by
// the caller that knows it.
func InvestmentCategories() []CategoryOption {
	return []CategoryOption{
		{Option{"funds-managed", "Funds Managed by {name}"}, nil},
		{Option{"portfolio-companies", "{name}' Investments"}, []Option{
			{"game", "Game Investments"},
			{"technology", "Technology Investments"},
			{"consumer", "Consumer Investments"},
			{"venture-funds", "Venture / Fund Investments"},
		}},
		{Option{"board-advisory", "Board & Advisory Roles"}, []Option{
			{"board-roles", "Board Roles"},
			{"advisory-roles", "Advisory Roles"},
		}},
	}
}

// InvestmentCategoryHasSubcategories reports whether investments of category
// take a subcategory; funds-managed does not.
func InvestmentCategoryHasSubcategories(category string) bool {
	return category != "funds-managed"
}

// DefaultProjectImage is the picture of a project, studio, fund or media
// item without one of its own (a file of the frontend's public images).
const DefaultProjectImage = "/images/default-project.svg"

// MsgEmptyInSubcategory is the empty message of a subcategory's list on the
// public pages (spec section 8): the Games section's studios, the
// Investments page's subcategories.
const MsgEmptyInSubcategory = "No items found in this subcategory."

// The load failure messages and empty messages the portfolio's sections
// share; a section's own are in its row.
const (
	msgProjectsLoadError = "Error loading projects. Please try again later."
	msgNoItemsYet        = "No items available in this category yet."
)

// PortfolioGroup is a group of a portfolio section.
type PortfolioGroup struct {
	// Key is the group's public key; also its anchor, <section
	// anchor>-<key> (the Games section's studio blocks have their own).
	Key   string
	Label string
	// Accepts are the stored subcategory keys the group shows.
	Accepts []string
}

// PortfolioSection is a section of the public portfolio: a project
// category, its hash anchor and heading, and its groups.
type PortfolioSection struct {
	Category string
	Anchor   string
	Title    string
	Groups   []PortfolioGroup
	// EmptyPerGroup: each group says when it is empty, not only the whole
	// section.
	EmptyPerGroup bool
	// Studios: the section's groups are the owner's game studios (the site
	// document's gameStudios), before Groups.
	Studios bool
	// ErrorText is the message when the section's list fails to load;
	// {message} stands for the error's message.
	ErrorText string
	EmptyText string
}

// PortfolioSections returns the public portfolio's sections in page order,
// with the stored subcategory keys each group shows (spec section 2).
//
// The spec gives two key sets: the admin option lists and order table
// (section 3: story-champion-lore, albums-soundtracks, championships,
// interactive-sites, documentaries-behind-scenes, soundtracks, ...) and the
// public groups (section 2: story, albums, world-championship,
// interactive-site, documentaries, ...). Where they differ, a group accepts
// both readings, so a project shows up whichever key the admin stored. A
// project whose key no group accepts is not lost: the pages give it a group
// of its own after the listed ones.
func PortfolioSections() []PortfolioSection {
	// group shows the stored keys accepts (key alone when none) under the
	// subcategory label of key.
	group := func(key string, accepts ...string) PortfolioGroup {
		if accepts == nil {
			accepts = []string{key}
		}
		return PortfolioGroup{Key: key, Label: SubcategoryLabel(key), Accepts: accepts}
	}
	// labelled is a group under the label of the subcategory labelFrom.
	labelled := func(labelFrom string, g PortfolioGroup) PortfolioGroup {
		g.Label = SubcategoryLabel(labelFrom)
		return g
	}
	return []PortfolioSection{
		// The studio blocks are the owner's (Site tab, Game Studios; the
		// spec's three are the demo content).
		{Category: "games", Anchor: "games", Title: categoryLabel("games"), Groups: []PortfolioGroup{}, Studios: true,
			ErrorText: msgProjectsLoadError, EmptyText: MsgEmptyInSubcategory, EmptyPerGroup: true},
		{Category: "film-animation", Anchor: "film-animation", Title: categoryLabel("film-animation"),
			Groups:    []PortfolioGroup{group("animated-series"), group("television-series"), group("documentaries", "documentaries", "documentaries-behind-scenes")},
			ErrorText: "Error loading film and animation projects: {message}", EmptyText: "No film and animation projects found."},
		{Category: "cinematics", Anchor: "cinematics", Title: categoryLabel("cinematics"),
			Groups: []PortfolioGroup{
				labelled("story-champion-lore", group("story", "story", "story-champion-lore")),
				labelled("promotional-animation-tests", group("promotional", "promotional", "promotional-animation-tests")),
			},
			ErrorText: "Error loading cinematics. Please try again later.", EmptyText: "No cinematics available in this category yet.", EmptyPerGroup: true},
		{Category: "music", Anchor: "music", Title: categoryLabel("music"),
			Groups:    []PortfolioGroup{group("music-videos"), labelled("albums-soundtracks", group("albums", "albums", "albums-soundtracks", "soundtracks"))},
			ErrorText: "Error loading music projects. Please try again later.", EmptyText: msgNoItemsYet, EmptyPerGroup: true},
		{Category: "esports", Anchor: "esports", Title: categoryLabel("esports"),
			Groups:    []PortfolioGroup{group("world-championship", "world-championship", "championships"), group("ceremonies")},
			ErrorText: msgProjectsLoadError, EmptyText: msgNoItemsYet, EmptyPerGroup: true},
		{Category: "worldbuilding", Anchor: "worldbuilding-characters", Title: categoryLabel("worldbuilding"),
			Groups: []PortfolioGroup{
				labelled("interactive-sites", group("interactive-site", "interactive-site", "interactive-sites")),
				group("worldbuilding"), group("character-design"), group("lore"),
			},
			ErrorText: "Error loading worldbuilding projects: {message}", EmptyText: "No worldbuilding projects found."},
		{Category: "extended-media", Anchor: "extended-media", Title: categoryLabel("extended-media"),
			Groups:    []PortfolioGroup{group("board-games"), group("comics"), group("mini-games"), group("physical-statues")},
			ErrorText: "Error loading extended media projects: {message}", EmptyText: "No extended media projects found."},
	}
}

// categoryLabel is a project category's label, else its key.
func categoryLabel(key string) string {
	for _, c := range projectCategories {
		if c.Key == key {
			return c.Label
		}
	}
	return key
}
