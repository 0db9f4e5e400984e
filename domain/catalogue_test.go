package domain_test

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/domain"
)

func TestProjectCategoryOrder(t *testing.T) {
	var keys []string
	for _, c := range domain.ProjectCategories() {
		keys = append(keys, c.Key)
	}
	assert.Equal(t, []string{"games", "film-animation", "cinematics", "music", "esports", "worldbuilding", "extended-media"}, keys)
	assert.Equal(t, 0, domain.ProjectCategoryRank("games"))
	assert.Equal(t, 6, domain.ProjectCategoryRank("extended-media"))
	assert.Equal(t, 7, domain.ProjectCategoryRank("unknown"))

	cats := domain.ProjectCategories()
	assert.Equal(t, "Film, Animation & Documentaries", cats[1].Label)
	assert.Equal(t, []domain.Option{{Key: "riot-games", Label: "Riot Games"}, {Key: "maxis-ea", Label: "Maxis EA"}, {Key: "bandai-namco", Label: "Bandai Namco"}}, cats[0].Subcategories)
	cats[0].Subcategories[0].Key = "changed"
	assert.Equal(t, "riot-games", domain.ProjectCategories()[0].Subcategories[0].Key, "callers get a copy")
}

func TestSubcategoryOrderTable(t *testing.T) {
	table := domain.SubcategoryOrderTable()
	assert.Len(t, table, 19)
	assert.True(t, sort.SliceIsSorted(table, func(i, j int) bool { return table[i].Sort < table[j].Sort }), "the table is in sort order")
	n, label := domain.SubcategorySort("documentaries-behind-scenes")
	assert.Equal(t, 2.3, n)
	assert.Equal(t, "Documentaries and Behind the Scenes", label)
	n, label = domain.SubcategorySort("worldbuilding")
	assert.Equal(t, 6.2, n)
	assert.Equal(t, "World Regions", label)
	n, label = domain.SubcategorySort("something-else")
	assert.Equal(t, float64(999), n)
	assert.Equal(t, "something-else", label, "unknown keys show their raw key")
}

func TestOtherCatalogues(t *testing.T) {
	assert.Equal(t, []string{"youtube", "imdb", "website", "article", "download", "other"}, domain.LinkTypes())
	var media []string
	for _, m := range domain.MediaCategories() {
		media = append(media, m.Key)
	}
	assert.Equal(t, []string{"podcast-appearances", "talks-panels", "interviews", "featured-articles"}, media)
	assert.Equal(t, "Audio/Podcast", domain.MediaLinkTypes()[1].Label)
	inv := domain.InvestmentCategories()
	assert.Equal(t, "funds-managed", inv[0].Key)
	assert.Empty(t, inv[0].Subcategories)
	assert.False(t, domain.InvestmentCategoryHasSubcategories("funds-managed"))
	assert.Len(t, inv[1].Subcategories, 4)
	assert.Equal(t, "Venture / Fund Investments", inv[1].Subcategories[3].Label)
	assert.Equal(t, []domain.Option{{Key: "board-roles", Label: "Board Roles"}, {Key: "advisory-roles", Label: "Advisory Roles"}}, inv[2].Subcategories)
	assert.Equal(t, "film animation", domain.CategoryDisplayName("film-animation"))
}
