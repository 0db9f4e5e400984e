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

func TestSwapGalleryPlaces(t *testing.T) {
	g := func(id, project int64, prio int) domain.GalleryImage {
		return domain.GalleryImage{ID: id, ProjectID: project, Priority: prio}
	}
	// Project 1's gallery as listed, lowest priority first then by id;
	// image 9 is another project's.
	gallery := []domain.GalleryImage{g(1, 1, 0), g(2, 1, 0), g(3, 1, 0), g(4, 1, 5), g(9, 2, 0)}

	t.Run("different priorities swap", func(t *testing.T) {
		got, err := domain.SwapGalleryPlaces(&gallery[2], &gallery[3], gallery)
		assert.NoError(t, err)
		assert.Equal(t, map[int64]int{3: 5, 4: 0}, got)
	})
	t.Run("a tie renumbers the gallery from its lowest priority, never below it", func(t *testing.T) {
		got, err := domain.SwapGalleryPlaces(&gallery[1], &gallery[0], gallery)
		assert.NoError(t, err)
		assert.Equal(t, map[int64]int{2: 0, 1: 1, 3: 2, 4: 3}, got, "image 2 moves up to the first place; another project's image is not touched")
	})
	t.Run("a tie at the end moves the last tied image", func(t *testing.T) {
		got, err := domain.SwapGalleryPlaces(&gallery[2], &gallery[1], gallery)
		assert.NoError(t, err)
		assert.Equal(t, map[int64]int{1: 0, 3: 1, 2: 2, 4: 3}, got)
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
	t.Run("a tied pair missing from the gallery", func(t *testing.T) {
		a, b := g(7, 1, 0), g(8, 1, 0)
		_, err := domain.SwapGalleryPlaces(&a, &b, gallery)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
	})
}
