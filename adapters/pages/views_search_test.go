package pages

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// searchLists are projects in three sections, three of them answering
// "lantern" (by title, description and tag) in two sections.
func searchLists(t *testing.T, c *viewConfig) map[string][]domain.Project {
	t.Helper()
	require.GreaterOrEqual(t, len(c.PortfolioSections), 3)
	a, b, other := c.PortfolioSections[0].Category, c.PortfolioSections[1].Category, c.PortfolioSections[2].Category
	return map[string][]domain.Project{
		a:     {{ID: 1, Category: a, Title: "Lantern Run"}, {ID: 2, Category: a, Title: "Quiet", Description: "A paper lantern festival."}, {ID: 3, Category: a, Title: "Dark"}},
		b:     {{ID: 4, Category: b, Title: "Glow", Tags: []string{"Lanterns"}}},
		other: {{ID: 5, Category: other, Title: "Elsewhere"}},
	}
}

// Issue 39: a search shows only the sections with a match, says how many
// projects match in the owner's words, and no section says it has nothing.
func TestPortfolioSearchShowsOnlyTheSectionsWithAMatch(t *testing.T) {
	c := testViewConfig(t)
	lists := searchLists(t, c)
	views, search := c.portfolioViews(lists, nil, "lantern")
	assert.Equal(t, searchView{Searching: true, Count: 3, Result: "3 projects matching \u201clantern\u201d"}, search)
	var shown []string
	for _, s := range c.PortfolioSections {
		v := views[s.Category]
		if v.Shown {
			shown = append(shown, s.Category)
			assert.False(t, v.Empty, s.Category)
			continue
		}
		for key, g := range v.Groups {
			assert.False(t, g.Visible, "%s: no group of a hidden section shows its empty message (%s)", s.Category, key)
		}
	}
	assert.Equal(t, []string{c.PortfolioSections[0].Category, c.PortfolioSections[1].Category}, shown)

	_, one := c.portfolioViews(lists, nil, "glow")
	assert.Equal(t, "1 project matching \u201cglow\u201d", one.Result)

	views, none := c.portfolioViews(lists, nil, "nebula")
	assert.Equal(t, searchView{Searching: true, Count: 0, Result: "0 projects matching \u201cnebula\u201d", None: true}, none, "the page's one empty state")
	for _, s := range c.PortfolioSections {
		assert.False(t, views[s.Category].Shown, s.Category)
	}

	views, all := c.portfolioViews(lists, nil, "")
	assert.Equal(t, searchView{}, all, "no search: nothing to say")
	for _, s := range c.PortfolioSections {
		assert.True(t, views[s.Category].Shown, "%s: every section, empty ones with their empty message", s.Category)
	}
}

// The result line is the owner's: {count}, {search} and {name} filled in
// once, so words searched for are never read as a placeholder.
func TestPortfolioSearchResultIsTheOwnersLine(t *testing.T) {
	var doc domain.Site
	require.NoError(t, json.Unmarshal([]byte(`{"name":"Jo","pages":{"portfolioSearchResult":"{name} found {count} for {search}"}}`), &doc))
	c := newViewConfig().withSite(doc)
	_, search := c.portfolioViews(searchLists(t, c), nil, "{count} {name}")
	assert.Equal(t, "Jo found 0 projects for {count} {name}", search.Result)
	assert.True(t, search.None)
}
