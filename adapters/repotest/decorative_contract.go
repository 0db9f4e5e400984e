package repotest

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// runDecorativeContract: every image's "decorative" flag and focal point
// (issue 44) are stored, read back and kept by an update that does not name
// them.
func runDecorativeContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	r := open(t)
	p := domain.NewProject()
	p.Title, p.Category, p.ImageURL, p.ImageDecorative = "Decor", "games", "/uploads/a.png", true
	assert.Equal(t, [2]float64{0.5, 0.5}, [2]float64{p.ImageFocalX, p.ImageFocalY}, "a new project's cover is centred")
	p.ImageFocalX, p.ImageFocalY = 0.8, 0.2
	require.NoError(t, r.Projects.Create(ctx, &p))
	got, err := r.Projects.Update(ctx, p.ID, func(p *domain.Project) error { p.Title = "Decor 2"; return nil })
	require.NoError(t, err)
	assert.True(t, got.ImageDecorative, "kept by an update")
	found, err := r.Projects.Find(ctx, p.ID)
	require.NoError(t, err)
	assert.True(t, found.ImageDecorative)
	assert.Equal(t, [2]float64{0.8, 0.2}, [2]float64{found.ImageFocalX, found.ImageFocalY}, "the cover's focal point, kept by an update")

	g := &domain.GalleryImage{ProjectID: p.ID, Src: "/uploads/b.png", Decorative: true, FocalX: 0.1, FocalY: 1}
	require.NoError(t, r.Gallery.Create(ctx, []*domain.GalleryImage{g}))
	gg, err := r.Gallery.Find(ctx, g.ID)
	require.NoError(t, err)
	assert.True(t, gg.Decorative)
	assert.Equal(t, [2]float64{0.1, 1}, [2]float64{gg.FocalX, gg.FocalY})

	c := domain.NewCollaboration()
	c.Title, c.ImageDecorative, c.ImageFocalY, c.LogoFocalX = "Studio", true, 0.25, 0
	require.NoError(t, r.Collaborations.Create(ctx, &c))
	cc, err := r.Collaborations.Find(ctx, c.ID)
	require.NoError(t, err)
	assert.True(t, cc.ImageDecorative)
	assert.Equal(t, [4]float64{0.5, 0.25, 0, 0.5}, [4]float64{cc.ImageFocalX, cc.ImageFocalY, cc.LogoFocalX, cc.LogoFocalY})

	m := domain.NewMediaItem()
	m.Title, m.Category, m.ThumbnailDecorative, m.ThumbnailFocalX = "Talk", "podcasts", true, 0.75
	require.NoError(t, r.Media.Create(ctx, &m))
	mm, err := r.Media.Find(ctx, m.ID)
	require.NoError(t, err)
	assert.True(t, mm.ThumbnailDecorative)
	assert.Equal(t, [2]float64{0.75, 0.5}, [2]float64{mm.ThumbnailFocalX, mm.ThumbnailFocalY})

	i := domain.NewInvestment()
	i.Title, i.Category, i.LogoDecorative = "Fund", "portfolio-companies", true
	require.NoError(t, r.Investments.Create(ctx, &i))
	ii, err := r.Investments.Find(ctx, i.ID)
	require.NoError(t, err)
	assert.True(t, ii.LogoDecorative)
	_, err = r.Investments.Update(ctx, i.ID, func(i *domain.Investment) error { i.LogoDecorative, i.LogoFocalY = false, 0.9; return nil })
	require.NoError(t, err)
	ii, err = r.Investments.Find(ctx, i.ID)
	require.NoError(t, err)
	assert.False(t, ii.LogoDecorative)
	assert.Equal(t, [2]float64{0.5, 0.9}, [2]float64{ii.LogoFocalX, ii.LogoFocalY})
}
