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
