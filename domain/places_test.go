package domain_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// placesFile is the table of cases the admin's Vitest suite also runs
// (frontend/src/lib/sort.test.ts), so the admin's order and moves cannot
// drift from the server's unnoticed.
const placesFile = "../test/fixtures/places.json"

// placeCases is test/fixtures/places.json.
type placeCases struct {
	Order []struct {
		Why   string         `json:"why"`
		Items []domain.Place `json:"items"`
		Want  []int64        `json:"want"`
	} `json:"order"`
	Moves []struct {
		Why   string         `json:"why"`
		Group []domain.Place `json:"group"`
		A     int64          `json:"a"`
		B     int64          `json:"b"`
		Want  []domain.Place `json:"want"`
	} `json:"moves"`
}

func loadPlaceCases(t *testing.T) placeCases {
	t.Helper()
	data, err := os.ReadFile(placesFile)
	require.NoError(t, err)
	var c placeCases
	require.NoError(t, json.Unmarshal(data, &c))
	require.NotEmpty(t, c.Order)
	require.NotEmpty(t, c.Moves)
	return c
}

func TestComparePlacesFollowsTheTable(t *testing.T) {
	for _, c := range loadPlaceCases(t).Order {
		sorted := domain.SortedByPlace(c.Items, func(p domain.Place) domain.Place { return p })
		var got []int64
		for _, p := range sorted {
			got = append(got, p.ID)
		}
		assert.Equal(t, c.Want, got, c.Why)
	}
}

func TestMovePlacesFollowsTheTable(t *testing.T) {
	for _, c := range loadPlaceCases(t).Moves {
		got, err := domain.MovePlaces(c.Group, c.A, c.B, "missing")
		if c.Want == nil {
			assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), c.Why)
			continue
		}
		require.NoError(t, err, c.Why)
		want := map[int64]int{}
		for _, p := range c.Want {
			want[p.ID] = p.Priority
		}
		assert.Equal(t, want, got, c.Why)
		assertUniqueAfter(t, c.Group, got, c.Why)
	}
}

// assertUniqueAfter checks that no two items of group share a priority
// once moved is applied, unless a and b were the same item.
func assertUniqueAfter(t *testing.T, group []domain.Place, moved map[int64]int, why string) {
	t.Helper()
	if len(moved) == 0 {
		return
	}
	seen := map[int]int64{}
	for _, p := range group {
		prio := p.Priority
		if m, ok := moved[p.ID]; ok {
			prio = m
		}
		_, taken := seen[prio]
		assert.False(t, taken, "%s: priority %d taken twice", why, prio)
		seen[prio] = p.ID
	}
}

func TestSwapPlaces(t *testing.T) {
	p := func(id int64, sub string, prio int) domain.Project {
		return domain.Project{ID: id, Category: "music", Subcategory: sub, Priority: prio}
	}
	group := []domain.Project{p(1, "", 2), p(2, "", 2), p(3, "", 2), p(4, "albums", 2), p(5, "", 7)}

	t.Run("unique priorities swap", func(t *testing.T) {
		a, b := p(1, "", 2), p(5, "", 7)
		got, err := domain.SwapPlaces(&a, &b, []domain.Project{a, b, p(4, "albums", 2)})
		assert.NoError(t, err)
		assert.Equal(t, map[int64]int{1: 7, 5: 2}, got)
	})
	t.Run("a group with ties is renumbered from its lowest priority", func(t *testing.T) {
		a, b := p(1, "", 2), p(5, "", 7)
		got, err := domain.SwapPlaces(&a, &b, group)
		assert.NoError(t, err)
		assert.Equal(t, map[int64]int{5: 2, 2: 3, 3: 4, 1: 5}, got, "another subcategory is not part of the group; 1 and 5 exchange places")
	})
	t.Run("two groups are refused", func(t *testing.T) {
		a, b := p(1, "", 2), p(4, "albums", 2)
		_, err := domain.SwapPlaces(&a, &b, group)
		assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
		var e *domain.Error
		if assert.ErrorAs(t, err, &e) {
			assert.Equal(t, map[string]string{"ids": domain.MsgProjectReorderPair}, e.Fields)
		}
	})
	t.Run("itself stays put", func(t *testing.T) {
		a := p(1, "", 2)
		got, err := domain.SwapPlaces(&a, &a, group)
		assert.NoError(t, err)
		assert.Empty(t, got)
	})
	t.Run("a pair missing from the group", func(t *testing.T) {
		a, b := p(8, "", 2), p(9, "", 2)
		_, err := domain.SwapPlaces(&a, &b, group)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
	})
}

func TestSwapGalleryPlaces(t *testing.T) {
	g := func(id, project int64, prio int) domain.GalleryImage {
		return domain.GalleryImage{ID: id, ProjectID: project, Priority: prio}
	}
	// Project 1's gallery; image 9 is another project's.
	gallery := []domain.GalleryImage{g(1, 1, 0), g(2, 1, 0), g(3, 1, 0), g(4, 1, 5), g(9, 2, 0)}

	t.Run("unique priorities swap", func(t *testing.T) {
		unique := []domain.GalleryImage{g(3, 1, 0), g(4, 1, 5), g(9, 2, 5)}
		got, err := domain.SwapGalleryPlaces(&unique[0], &unique[1], unique)
		assert.NoError(t, err)
		assert.Equal(t, map[int64]int{3: 5, 4: 0}, got)
	})
	t.Run("a gallery with ties is renumbered from its lowest priority, never below it", func(t *testing.T) {
		got, err := domain.SwapGalleryPlaces(&gallery[1], &gallery[0], gallery)
		assert.NoError(t, err)
		assert.Equal(t, map[int64]int{1: 1, 3: 2, 4: 3}, got, "image 2 moves up to the first place; another project's image is not touched")
	})
	t.Run("a tie elsewhere renumbers the gallery too", func(t *testing.T) {
		got, err := domain.SwapGalleryPlaces(&gallery[2], &gallery[3], gallery)
		assert.NoError(t, err)
		assert.Equal(t, map[int64]int{2: 1, 4: 2, 3: 3}, got)
	})
	t.Run("itself stays put", func(t *testing.T) {
		got, err := domain.SwapGalleryPlaces(&gallery[0], &gallery[0], gallery)
		assert.NoError(t, err)
		assert.Empty(t, got)
	})
	t.Run("two projects' images are refused", func(t *testing.T) {
		_, err := domain.SwapGalleryPlaces(&gallery[0], &gallery[4], gallery)
		assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
		var e *domain.Error
		if assert.ErrorAs(t, err, &e) {
			assert.Equal(t, map[string]string{"ids": domain.MsgGalleryReorderPair}, e.Fields)
		}
	})
	t.Run("a pair missing from the gallery", func(t *testing.T) {
		a, b := g(7, 1, 0), g(8, 1, 0)
		_, err := domain.SwapGalleryPlaces(&a, &b, gallery)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
	})
}
