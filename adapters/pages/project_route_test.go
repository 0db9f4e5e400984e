package pages

import (
	"net/http"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/domain"
)

func TestProjectPathPartsTakeExactlyThreeSegments(t *testing.T) {
	for path, want := range map[string][2]string{
		"/portfolio/games/star-saga": {"games", "star-saga"},
		"/portfolio/a%20b/x":         {"a%20b", "x"},
	} {
		c, s, ok := projectPathParts(path)
		assert.True(t, ok, path)
		assert.Equal(t, want, [2]string{c, s}, path)
	}
	for _, path := range []string{"/portfolio", "/portfolio/games", "/portfolio/games/", "/portfolio//x", "/portfolio/games/x/y", "/games/a/b", "/portfolio/games/x/"} {
		_, _, ok := projectPathParts(path)
		assert.False(t, ok, path)
	}
}

func TestResolveProjectPath(t *testing.T) {
	pathOf := map[string]string{"star-saga": "/portfolio/games/star-saga", "tune": "/portfolio/music/tune"}
	live := map[string]bool{"/portfolio/games/star-saga": true, "/portfolio/music/tune": true}
	redirects := []domain.Redirect{
		{ID: 7, From: "/portfolio/games/old-saga", To: "/portfolio/games/star-saga"},
		{ID: 8, From: "/portfolio/games/purged", To: ""},
		{ID: 9, From: "/portfolio/games/was-hidden", To: "/portfolio/games/hidden-now"},
		// A slug that is live again wins over an old entry for it.
		{ID: 10, From: "/portfolio/games/tune", To: "/portfolio/games/star-saga"},
	}
	for name, tc := range map[string]struct {
		path, slug string
		want       projectResolution
	}{
		"its own page":        {"/portfolio/games/star-saga", "star-saga", projectResolution{Status: http.StatusOK}},
		"another category":    {"/portfolio/film-animation/star-saga", "star-saga", projectResolution{Status: http.StatusMovedPermanently, Location: "/portfolio/games/star-saga"}},
		"a live slug first":   {"/portfolio/games/tune", "tune", projectResolution{Status: http.StatusMovedPermanently, Location: "/portfolio/music/tune"}},
		"an old address":      {"/portfolio/games/old-saga", "old-saga", projectResolution{Status: http.StatusMovedPermanently, Location: "/portfolio/games/star-saga", Hit: 7}},
		"gone for good":       {"/portfolio/games/purged", "purged", projectResolution{Status: http.StatusGone}},
		"a target not live":   {"/portfolio/games/was-hidden", "was-hidden", projectResolution{Status: http.StatusNotFound}},
		"unknown":             {"/portfolio/games/nothing", "nothing", projectResolution{Status: http.StatusNotFound}},
		"an entry elsewhere":  {"/portfolio/music/old-saga", "old-saga", projectResolution{Status: http.StatusNotFound}},
		"no table, own page":  {"/portfolio/music/tune", "tune", projectResolution{Status: http.StatusOK}},
		"no table, not found": {"/portfolio/music/x", "x", projectResolution{Status: http.StatusNotFound}},
	} {
		table := redirects
		if strings.HasPrefix(name, "no table") {
			table = nil
		}
		assert.Equal(t, tc.want, resolveProjectPath(tc.path, tc.slug, pathOf, live, table), name)
	}
}

func TestMetaDescriptionIsOneLineCutAtAWord(t *testing.T) {
	assert.Equal(t, "A live game. Second line.", metaDescription("  A live game.\n\nSecond   line. "))
	long := strings.Repeat("word ", 60)
	got := metaDescription(long)
	assert.LessOrEqual(t, utf8.RuneCountInString(got), metaDescriptionLength)
	assert.True(t, strings.HasSuffix(got, "word…"), got)
	assert.Equal(t, "", metaDescription(" \n "))
	accents := strings.Repeat("é", 200)
	assert.True(t, utf8.ValidString(metaDescription(accents)), "cut at a rune")
}

func TestProjectDescriptionFallsBackToRoleAndCategory(t *testing.T) {
	v := projectPageView{Role: "Producer", CategoryLabel: "Games"}
	assert.Equal(t, "Producer – Games", projectDescription(domain.Project{}, v))
	assert.Equal(t, "Games", projectDescription(domain.Project{}, projectPageView{CategoryLabel: "Games"}))
	assert.Equal(t, "Own words.", projectDescription(domain.Project{Description: "Own words."}, v))
}

func TestSchemaTypeOfAProject(t *testing.T) {
	for _, tc := range []struct{ category, subcategory, want string }{
		{"games", "riot-games", "VideoGame"},
		{"film-animation", "television-series", "TVSeries"},
		{"film-animation", "animated-series", "TVSeries"},
		{"film-animation", "feature-films", "Movie"},
		{"cinematics", "", "Movie"},
		{"music", "soundtracks", "MusicAlbum"},
		{"music", "albums", "MusicAlbum"},
		{"music", "singles", "CreativeWork"},
		{"esports", "ceremonies", "CreativeWork"},
	} {
		got, _ := schemaType(domain.Project{Category: tc.category, Subcategory: tc.subcategory})
		assert.Equal(t, tc.want, got, tc.category+"/"+tc.subcategory)
	}
}

func TestParagraphsSplitAtBlankLines(t *testing.T) {
	assert.Equal(t, []string{"One line and its continuation.", "Two."}, paragraphs("One line\nand its continuation.\r\n\r\n  \n Two. "))
	assert.Equal(t, []string{}, paragraphs("  "))
}

// TestSectionOrderIsThePortfolioOrder: the neighbours of a project page are
// the cards of its section as the portfolio shows them: the studios, the
// groups in their order, then the other subcategories, by priority within.
func TestSectionOrderIsThePortfolioOrder(t *testing.T) {
	c := &viewConfig{DefaultProjectImage: "/d.svg", studios: []domain.SiteGameStudio{{Key: "riot-games", Name: "Riot"}}}
	s := portfolioSection{Category: "games", Anchor: "games", Title: "Games", Studios: true,
		Groups: []portfolioGroup{{Key: "indie", Label: "Indie", Accepts: []string{"indie"}}}}
	projects := []domain.Project{
		{ID: 1, Title: "Other", Subcategory: "zzz", Priority: 0},
		{ID: 2, Title: "Indie B", Subcategory: "indie", Priority: 2},
		{ID: 3, Title: "Riot", Subcategory: "riot-games", Priority: 9},
		{ID: 4, Title: "Indie A", Subcategory: "indie", Priority: 1},
	}
	assert.Equal(t, []int64{3, 4, 2, 1}, sectionOrder(s, c.sectionView(s, projects, nil, false)))
}
