package domain_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/domain"
)

func TestSwapPlaces(t *testing.T) {
	p := func(id int64, sub string, prio int) domain.Project {
		return domain.Project{ID: id, Category: "music", Subcategory: sub, Priority: prio}
	}
	group := []domain.Project{p(1, "", 2), p(2, "", 2), p(3, "", 2), p(4, "albums", 2), p(5, "", 7)}

	t.Run("different priorities swap", func(t *testing.T) {
		a, b := p(1, "", 2), p(5, "", 7)
		got, err := domain.SwapPlaces(&a, &b, nil)
		assert.NoError(t, err)
		assert.Equal(t, map[int64]int{1: 7, 5: 2}, got)
	})
	t.Run("a tie renumbers the group from its lowest priority", func(t *testing.T) {
		a, b := p(2, "", 2), p(3, "", 2)
		got, err := domain.SwapPlaces(&a, &b, group)
		assert.NoError(t, err)
		assert.Equal(t, map[int64]int{1: 2, 3: 3, 2: 4, 5: 5}, got, "another subcategory is not part of the group")
	})
	t.Run("same priority in another subcategory is no tie", func(t *testing.T) {
		a, b := p(1, "", 2), p(4, "albums", 2)
		got, err := domain.SwapPlaces(&a, &b, group)
		assert.NoError(t, err)
		assert.Equal(t, map[int64]int{1: 2, 4: 2}, got)
	})
	t.Run("itself stays put", func(t *testing.T) {
		a := p(1, "", 2)
		got, err := domain.SwapPlaces(&a, &a, group)
		assert.NoError(t, err)
		assert.Empty(t, got)
	})
	t.Run("a tied pair missing from the group", func(t *testing.T) {
		a, b := p(8, "", 2), p(9, "", 2)
		_, err := domain.SwapPlaces(&a, &b, group)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
	})
}
