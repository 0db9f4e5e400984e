package pages

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// newViewFields are the view fields of the public pages' contract
// (frontend/src/public/README.md) that the shared fixtures, written when
// the app computed the views too, do not have: left out of the comparison,
// and tested on their own (views_fields_test.go).
var newViewFields = map[string]bool{"gallery": true, "galleryHref": true, "embed": true, "badges": true,
	"shown": true, "current": true, "allCurrent": true, "documentaries": true, "labels": true}

// fixtureJSON is v as JSON without the newViewFields.
func fixtureJSON(t *testing.T, v any) string {
	t.Helper()
	var strip func(any) any
	strip = func(x any) any {
		switch x := x.(type) {
		case map[string]any:
			for k, v := range x {
				// "documentaries" is also a portfolio group's key.
				if _, isGroup := v.(map[string]any); newViewFields[k] && !(k == "documentaries" && isGroup) {
					delete(x, k)
				} else {
					x[k] = strip(v)
				}
			}
		case []any:
			for i := range x {
				x[i] = strip(x[i])
			}
		}
		return x
	}
	got, err := json.Marshal(strip(jsonValue(v)))
	require.NoError(t, err)
	return string(got)
}

// The server's views equal the app's on the shared fixture
// (test/fixtures/views; the app's side is view.test.ts).
func TestPortfolioViewsMatchTheApp(t *testing.T) {
	var input struct {
		Projects []domain.Project       `json:"projects"`
		Layouts  []domain.SectionLayout `json:"layouts"`
	}
	raw, err := os.ReadFile("../../test/fixtures/views/portfolio.input.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, &input))
	var want struct {
		Config viewConfig                 `json:"config"`
		Views  map[string]json.RawMessage `json:"views"`
	}
	raw, err = os.ReadFile("../../test/fixtures/views/portfolio.expected.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, &want))
	require.NotEmpty(t, want.Config.PortfolioSections)

	for _, s := range want.Config.PortfolioSections {
		t.Run(s.Category, func(t *testing.T) {
			var projects []domain.Project
			for _, p := range input.Projects {
				if p.Category == s.Category {
					projects = append(projects, p)
				}
			}
			assert.JSONEq(t, string(want.Views[s.Category]), fixtureJSON(t, want.Config.sectionView(s, projects, input.Layouts, false)))
		})
	}
}

func TestCollaborationViewsMatchTheApp(t *testing.T) {
	checkListViews(t, "collaborations", func(items []domain.Collaboration) any { return carouselView(items) })
}

// appViewConfig is the view configuration the app writes at build
// (pages/views.json), as the portfolio fixture records it.
func appViewConfig(t *testing.T) *viewConfig {
	t.Helper()
	var want struct {
		Config viewConfig `json:"config"`
	}
	raw, err := os.ReadFile("../../test/fixtures/views/portfolio.expected.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, &want))
	require.NotEmpty(t, want.Config.DefaultProjectImage)
	return &want.Config
}

// checkListViews checks view against <name>.expected.json for each list of
// <name>.input.json.
func checkListViews[T any](t *testing.T, name string, view func([]T) any) {
	t.Helper()
	var input struct {
		Lists map[string][]T `json:"lists"`
	}
	raw, err := os.ReadFile("../../test/fixtures/views/" + name + ".input.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, &input))
	var want map[string]json.RawMessage
	raw, err = os.ReadFile("../../test/fixtures/views/" + name + ".expected.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, &want))
	require.Len(t, want, len(input.Lists))
	for list, items := range input.Lists {
		t.Run(list, func(t *testing.T) {
			assert.JSONEq(t, string(want[list]), fixtureJSON(t, view(items)))
		})
	}
}

func TestGamesViewsMatchTheApp(t *testing.T) {
	c := appViewConfig(t)
	checkListViews(t, "games", func(games []domain.Project) any { return c.gamesView(games) })
}

func TestInvestmentsViewsMatchTheApp(t *testing.T) {
	c := appViewConfig(t)
	checkListViews(t, "investments", func(items []domain.Investment) any { return c.investmentsView(items, "Jordan Avery") })
}

func TestMediaViewsMatchTheApp(t *testing.T) {
	c := appViewConfig(t)
	checkListViews(t, "media", func(items []domain.MediaItem) any { return c.mediaView(items, "") })
}

func TestHomeViewsMatchTheApp(t *testing.T) {
	var input struct {
		Sites map[string]siteDoc `json:"sites"`
	}
	raw, err := os.ReadFile("../../test/fixtures/views/home.input.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, &input))
	var want map[string]json.RawMessage
	raw, err = os.ReadFile("../../test/fixtures/views/home.expected.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, &want))
	require.Len(t, want, len(input.Sites))
	c := appViewConfig(t)
	for name, site := range input.Sites {
		t.Run(name, func(t *testing.T) {
			got, err := json.Marshal(c.homeView(site))
			require.NoError(t, err)
			assert.JSONEq(t, string(want[name]), string(got))
		})
	}
}
