package pages

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// The views of the public pages against their golden files: for each
// testdata/views/<name>.input.json (the API's bodies, as cases), the views
// the Go code computes are <name>.golden.json, every field included. Go is
// the one authority for the views, so a golden file is written by the code
// it checks: after a deliberate change of a view, run
//
//	go test ./adapters/pages -run Views -update
//
// and read the diff of testdata/views/*.golden.json before committing it.
var update = flag.Bool("update", false, "rewrite testdata/views/*.golden.json from the Go views")

// viewsDir holds the inputs and golden files of the views.
const viewsDir = "testdata/views"

// readInput decodes testdata/views/<name>.input.json into v.
func readInput(t *testing.T, name string, v any) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(viewsDir, name+".input.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, v))
}

// checkGolden compares views (case → view) with <name>.golden.json, or
// rewrites that file under -update.
func checkGolden(t *testing.T, name string, views map[string]any) {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false) // "<2>" reads as it is shown
	enc.SetIndent("", " ")
	require.NoError(t, enc.Encode(jsonValue(views)))
	got := buf.Bytes()
	file := filepath.Join(viewsDir, name+".golden.json")
	if *update {
		require.NoError(t, os.WriteFile(file, got, 0o644))
		return
	}
	want, err := os.ReadFile(file)
	require.NoError(t, err, "no golden file: run go test ./adapters/pages -run Views -update")
	var wantCases map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(want, &wantCases))
	require.Len(t, wantCases, len(views), "%s: one view per case", file)
	for c, v := range views {
		gotCase, err := json.Marshal(jsonValue(v))
		require.NoError(t, err)
		assert.JSONEq(t, string(wantCases[c]), string(gotCase), "%s: case %q", file, c)
	}
	assert.True(t, bytes.Equal(want, got), "%s is not as -update writes it", file)
}

// testViewConfig is the view configuration of domain's portfolio sections
// and default project image, with a site document of the default texts.
func testViewConfig(t *testing.T) *viewConfig {
	t.Helper()
	c := newViewConfig()
	require.NotEmpty(t, c.DefaultProjectImage)
	require.NotEmpty(t, c.PortfolioSections)
	var doc domain.Site // a document without studios: the spec's three
	require.NoError(t, json.Unmarshal([]byte(`{}`), &doc))
	return c.withSite(doc)
}

// listCases computes view for each list of <name>.input.json.
func listCases[T any](t *testing.T, name string, view func([]T) any) map[string]any {
	t.Helper()
	var input struct {
		Lists map[string][]T `json:"lists"`
	}
	readInput(t, name, &input)
	require.NotEmpty(t, input.Lists)
	out := map[string]any{}
	for list, items := range input.Lists {
		out[list] = view(items)
	}
	return out
}

func TestPortfolioViews(t *testing.T) {
	var input struct {
		Projects []domain.Project       `json:"projects"`
		Layouts  []domain.SectionLayout `json:"layouts"`
	}
	readInput(t, "portfolio", &input)
	c := testViewConfig(t)
	views := map[string]any{}
	for _, s := range c.PortfolioSections {
		var projects []domain.Project
		for _, p := range input.Projects {
			if p.Category == s.Category {
				projects = append(projects, p)
			}
		}
		views[s.Category] = c.sectionView(s, projects, input.Layouts, false)
	}
	checkGolden(t, "portfolio", views)
}

func TestCollaborationViews(t *testing.T) {
	checkGolden(t, "collaborations", listCases(t, "collaborations", func(items []domain.Collaboration) any { return carouselView(items) }))
}

func TestGamesViews(t *testing.T) {
	c := testViewConfig(t)
	checkGolden(t, "games", listCases(t, "games", func(games []domain.Project) any { return c.gamesView(games) }))
}

func TestInvestmentsViews(t *testing.T) {
	c := testViewConfig(t)
	checkGolden(t, "investments", listCases(t, "investments", func(items []domain.Investment) any {
		return c.investmentsView(items, "Jordan Avery")
	}))
}

func TestMediaViews(t *testing.T) {
	c := testViewConfig(t)
	checkGolden(t, "media", listCases(t, "media", func(items []domain.MediaItem) any { return c.mediaView(items, "") }))
}

func TestHomeViews(t *testing.T) {
	var input struct {
		Sites map[string]domain.Site `json:"sites"`
	}
	readInput(t, "home", &input)
	require.NotEmpty(t, input.Sites)
	c := testViewConfig(t)
	views := map[string]any{}
	for name, site := range input.Sites {
		views[name] = c.homeView(site)
	}
	checkGolden(t, "home", views)
}

// A game's studio badge is the owner's name for its studio (the site
// document's gameStudios), else the subcategory's label.
func TestGameStudioBadgeIsTheOwners(t *testing.T) {
	c := testViewConfig(t)
	riot := domain.Project{ID: 1, Title: "League", Category: "games", Subcategory: "riot-games"}
	other := domain.Project{ID: 2, Title: "Gem", Category: "games", Subcategory: "character-design"}
	assert.Equal(t, "Riot Games", c.gamesView([]domain.Project{riot}).Items[0].Studio, "the demo studio's name")

	doc := *c.texts()
	doc.GameStudios = []domain.SiteGameStudio{{Key: "riot-games", Name: "Riot <Studio>"}}
	c = c.withSite(doc)
	v := c.gamesView([]domain.Project{riot, other})
	assert.Equal(t, "Riot <Studio>", v.Items[0].Studio)
	assert.Equal(t, subcategoryLabel("character-design"), v.Items[1].Studio, "no studio of that key: the subcategory's label")
}

// The Investments and Media & Press pages' headings and card buttons are
// the owner's words, {name} and {name}' filled in.
func TestSectionTextsAreTheOwners(t *testing.T) {
	c := testViewConfig(t)
	doc := *c.texts()
	doc.Sections.PortfolioCompanies = "Backed by {name}' fund"
	doc.Sections.BoardRoles = "Boards"
	doc.Sections.WebsiteButton = "Go"
	doc.Sections.Interviews = "Talks <live>"
	doc.Sections.WatchButton = "Play"
	c = c.withSite(doc)
	inv := c.investmentsView([]domain.Investment{{ID: 1, Title: "A", Category: "portfolio-companies", Subcategory: "game"}}, "James")
	assert.Equal(t, "Backed by James' fund", inv.Labels["portfolio-companies"])
	assert.Equal(t, "Boards", inv.Labels["board-roles"])
	assert.Equal(t, "Funds Managed by James", inv.Labels["funds-managed"])
	assert.Equal(t, "Go", inv.Subcategories["portfolio-companies"]["game"].Items[0].LinkLabel)
	media := c.mediaView([]domain.MediaItem{{ID: 1, Title: "M", Category: "interviews", LinkType: "youtube", URL: "https://youtu.be/x"}}, "")
	assert.Equal(t, "Talks <live>", media.Sections["interviews"].Heading)
	assert.Equal(t, "Podcast Appearances", media.Sections["podcast-appearances"].Heading)
	assert.Equal(t, "Play", media.Sections["interviews"].Items[0].Label)
}

// The texts that name the owner are filled in; the not-found hint is
// split around the path.
func TestTextsView(t *testing.T) {
	var doc domain.Site
	require.NoError(t, json.Unmarshal([]byte(`{"name":"Jo","nav":{"about":"Meet {name}"}}`), &doc))
	assert.Equal(t, textsView{NavAbout: "Meet Jo", AboutTitle: "About Jo", PortfolioCtaAboutButton: "About Jo",
		NotFoundBefore: "Nothing lives at ", NotFoundAfter: ". Did you forget to add the page to the router?", NotFoundHasPath: true}, newTextsView(doc))
}

// The first cards of the page (the first section that has any, in the
// page's order) load at once, the very first with a high fetch priority;
// every other card loads lazily.
func TestPortfolioViewsLoadTheFirstCardsAtOnce(t *testing.T) {
	c := testViewConfig(t)
	first, second := c.PortfolioSections[0], c.PortfolioSections[1]
	lists := map[string][]domain.Project{}
	for i := range 5 {
		for _, s := range []portfolioSection{first, second} {
			sub := ""
			if len(s.Groups) > 0 {
				sub = s.Groups[0].Accepts[0]
			}
			lists[s.Category] = append(lists[s.Category], domain.Project{ID: int64(len(lists[first.Category]) + len(lists[second.Category]) + 1), Title: fmt.Sprintf("%s %d", s.Category, i), Category: s.Category, Subcategory: sub, Priority: i})
		}
	}
	views, _ := c.portfolioViews(lists, nil, "")
	var got []string
	for _, s := range c.PortfolioSections {
		v := views[s.Category]
		var cards []cardView
		for _, st := range v.Studios {
			cards = append(cards, st.Items...)
		}
		for _, g := range s.Groups {
			cards = append(cards, v.Groups[g.Key].Items...)
		}
		for _, e := range v.Extra {
			cards = append(cards, e.Items...)
		}
		for _, card := range cards {
			got = append(got, card.Loading+"/"+card.FetchPriority)
		}
	}
	require.Len(t, got, 10)
	assert.Equal(t, []string{"eager/high", "eager/auto", "eager/auto", "lazy/auto", "lazy/auto", "lazy/auto", "lazy/auto", "lazy/auto", "lazy/auto", "lazy/auto"}, got)

	// Nothing in the first section: the next one's first cards are the page's first.
	delete(lists, first.Category)
	views, _ = c.portfolioViews(lists, nil, "")
	assert.Equal(t, "eager", firstCard(t, views[second.Category], second).Loading)
	assert.Equal(t, "high", firstCard(t, views[second.Category], second).FetchPriority)
}

func firstCard(t *testing.T, v sectionView, s portfolioSection) cardView {
	t.Helper()
	for _, st := range v.Studios {
		if len(st.Items) > 0 {
			return st.Items[0]
		}
	}
	for _, g := range s.Groups {
		if items := v.Groups[g.Key].Items; len(items) > 0 {
			return items[0]
		}
	}
	require.NotEmpty(t, v.Extra)
	return v.Extra[0].Items[0]
}
