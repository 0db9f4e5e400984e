package httpapi

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// The server's views equal the app's on the shared fixture
// (test/fixtures/views; the app's side is view.test.ts).
func TestPortfolioViewsMatchTheApp(t *testing.T) {
	var input struct {
		Projects []domain.Project `json:"projects"`
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
			got, err := json.Marshal(want.Config.sectionView(s, projects))
			require.NoError(t, err)
			assert.JSONEq(t, string(want.Views[s.Category]), string(got))
		})
	}
}

func TestCollaborationViewsMatchTheApp(t *testing.T) {
	var input struct {
		Lists map[string][]domain.Collaboration `json:"lists"`
	}
	raw, err := os.ReadFile("../../test/fixtures/views/collaborations.input.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, &input))
	var want map[string]json.RawMessage
	raw, err = os.ReadFile("../../test/fixtures/views/collaborations.expected.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, &want))
	require.Len(t, want, len(input.Lists))
	for name, list := range input.Lists {
		t.Run(name, func(t *testing.T) {
			got, err := json.Marshal(carouselView(list))
			require.NoError(t, err)
			assert.JSONEq(t, string(want[name]), string(got))
		})
	}
}
