package pages

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

func TestCategoryPagesAreTheCategoriesAndTheBreadcrumbsGroups(t *testing.T) {
	c := testViewConfig(t)
	for _, s := range c.PortfolioSections {
		cp, ok := c.categoryPageFor("/portfolio/" + s.Category)
		require.True(t, ok, s.Category)
		assert.Equal(t, s.Category, cp.section.Category)
		assert.Nil(t, cp.accepts, "the whole category")
		assert.Equal(t, len(s.Groups), len(cp.section.Groups), "every group of the section")
	}
	cp, ok := c.categoryPageFor("/portfolio/character-design")
	require.True(t, ok)
	assert.Equal(t, "worldbuilding", cp.section.Category)
	require.Len(t, cp.section.Groups, 1)
	assert.Equal(t, "character-design", cp.section.Groups[0].Key)
	assert.False(t, cp.section.Studios)
	for _, route := range []string{"/portfolio", "/portfolio/", "/portfolio/nope", "/portfolio/music/x", "/games", "/portfolio/music/"} {
		_, ok := c.categoryPageFor(route)
		assert.False(t, ok, route)
	}
	// The sections of the configuration are not changed by a group's page.
	for _, s := range c.PortfolioSections {
		if s.Category == "worldbuilding" {
			assert.Greater(t, len(s.Groups), 1)
		}
	}
}

// categoryBodies are a category page's list bodies: its projects, then no
// layouts.
func categoryBodies(t *testing.T, projects []domain.Project) [][]byte {
	t.Helper()
	b, err := json.Marshal(projects)
	require.NoError(t, err)
	return [][]byte{b, nil}
}

func TestACategoryPageShowsItsSectionOnlyWithItsFirstCardsEager(t *testing.T) {
	c := testViewConfig(t)
	d := &pageData{views: c, publicURL: "https://x.example"}
	cp, ok := c.categoryPageFor("/portfolio/music")
	require.True(t, ok)
	music := []domain.Project{
		{ID: 1, Title: "Video", Slug: "video", Category: "music", Subcategory: "music-videos", Priority: 2},
		{ID: 2, Title: "Album", Slug: "album", Category: "music", Subcategory: "albums-soundtracks", Priority: 1},
	}
	views, jsonLD, err := d.categoryLists(cp).build(categoryBodies(t, music), pageQuery{})
	require.NoError(t, err)
	sections := views["portfolio"].(map[string]sectionView)
	require.Len(t, sections, 1, "one section: the page's template reads no other")
	v := sections["music"]
	require.Len(t, v.Groups["albums"].Items, 1)
	assert.Equal(t, "/portfolio/music/album", v.Groups["albums"].Items[0].Href)
	assert.Equal(t, "eager", v.Groups["music-videos"].Items[0].Loading, "the page's first cards load at once")
	assert.Equal(t, "high", v.Groups["music-videos"].Items[0].FetchPriority)
	assert.Contains(t, string(jsonLD), `"numberOfItems":2`)
	assert.Contains(t, string(jsonLD), `"url":"https://x.example/portfolio/music/album"`, "each item at its page's address")
}

func TestTheCharacterDesignPageShowsThatGroupOnly(t *testing.T) {
	c := testViewConfig(t)
	d := &pageData{views: c, publicURL: "https://x.example"}
	cp, ok := c.categoryPageFor("/portfolio/character-design")
	require.True(t, ok)
	world := []domain.Project{
		{ID: 1, Title: "Hero", Slug: "hero", Category: "worldbuilding", Subcategory: "character-design"},
		{ID: 2, Title: "Map", Slug: "map", Category: "worldbuilding", Subcategory: "lore"},
		{ID: 3, Title: "Odd", Slug: "odd", Category: "worldbuilding", Subcategory: "unknown-key"},
	}
	views, jsonLD, err := d.categoryLists(cp).build(categoryBodies(t, world), pageQuery{})
	require.NoError(t, err)
	v := views["portfolio"].(map[string]sectionView)["worldbuilding"]
	require.Len(t, v.Groups, 1)
	require.Len(t, v.Groups["character-design"].Items, 1)
	assert.Equal(t, "Hero", v.Groups["character-design"].Items[0].Title)
	assert.Empty(t, v.Extra, "the other subcategories are not on the page")
	assert.Contains(t, string(jsonLD), `"numberOfItems":1`)

	views, _, err = d.categoryLists(cp).build(categoryBodies(t, world[1:]), pageQuery{})
	require.NoError(t, err)
	assert.True(t, views["portfolio"].(map[string]sectionView)["worldbuilding"].Empty, "no character design: the empty state")
}

func TestOnlyThePortfolioPageReadsTheSearch(t *testing.T) {
	for route, want := range map[string]string{"/portfolio": "rift", "/portfolio/music": "", "/portfolio/character-design": ""} {
		r := httptest.NewRequest(http.MethodGet, route+"?search=+rift+", nil)
		assert.Equal(t, want, queryFor(route, r).Search, route)
		_, bad := badQuery(route, httptest.NewRequest(http.MethodGet, route+"?search=%01", nil))
		assert.Equal(t, want != "", bad, "a page that reads no search refuses none: %s", route)
	}
}

func TestEachCategoryPageHasItsOwnHead(t *testing.T) {
	cfg := seoConfig{Routes: []seoRoute{{Path: "/portfolio", Title: "Portfolio | Ana", Description: "All of it."}}}
	routes := siteRoutes(cfg, app.SiteProfile{Name: "Ana"})
	music, film := routes["/portfolio/music"], routes["/portfolio/film-animation"]
	assert.Equal(t, "Music – Portfolio | Ana", music.Title)
	assert.Contains(t, music.Description, "Music by Ana")
	assert.NotEqual(t, music.Description, film.Description, "each category says what it shows")
	assert.Contains(t, routes["/portfolio/character-design"].Description, "Character Design by Ana")
}

func TestTheGamesListNamesEachGamesPage(t *testing.T) {
	c := testViewConfig(t)
	d := &pageData{views: c, publicURL: "https://x.example"}
	games := []domain.Project{{ID: 1, Title: "Rift", Slug: "rift", Category: "games"}, {ID: 2, Title: "No page", Category: "games"}}
	jsonLD := string(d.gamesItemList(c.gamesView(games), games))
	assert.Contains(t, jsonLD, `"url":"https://x.example/portfolio/games/rift"`)
	assert.Contains(t, jsonLD, `"url":"https://x.example/games"`, "a game without a page is on the Games page")
}
