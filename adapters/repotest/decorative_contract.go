package repotest

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// runDecorativeContract: every image's "decorative" flag is stored, read
// back and kept by an update that does not name it.
func runDecorativeContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	r := open(t)
	p := domain.NewProject()
	p.Title, p.Category, p.ImageURL, p.ImageDecorative = "Decor", "games", "/uploads/a.png", true
	require.NoError(t, r.Projects.Create(ctx, &p))
	got, err := r.Projects.Update(ctx, p.ID, func(p *domain.Project) error { p.Title = "Decor 2"; return nil })
	require.NoError(t, err)
	assert.True(t, got.ImageDecorative, "kept by an update")
	found, err := r.Projects.Find(ctx, p.ID)
	require.NoError(t, err)
	assert.True(t, found.ImageDecorative)

	g := &domain.GalleryImage{ProjectID: p.ID, Src: "/uploads/b.png", Decorative: true}
	require.NoError(t, r.Gallery.Create(ctx, []*domain.GalleryImage{g}))
	gg, err := r.Gallery.Find(ctx, g.ID)
	require.NoError(t, err)
	assert.True(t, gg.Decorative)

	c := domain.NewCollaboration()
	c.Title, c.ImageDecorative = "Studio", true
	require.NoError(t, r.Collaborations.Create(ctx, &c))
	cc, err := r.Collaborations.Find(ctx, c.ID)
	require.NoError(t, err)
	assert.True(t, cc.ImageDecorative)

	m := domain.NewMediaItem()
	m.Title, m.Category, m.ThumbnailDecorative = "Talk", "podcasts", true
	require.NoError(t, r.Media.Create(ctx, &m))
	mm, err := r.Media.Find(ctx, m.ID)
	require.NoError(t, err)
	assert.True(t, mm.ThumbnailDecorative)

	i := domain.NewInvestment()
	i.Title, i.Category, i.LogoDecorative = "Fund", "portfolio-companies", true
	require.NoError(t, r.Investments.Create(ctx, &i))
	ii, err := r.Investments.Find(ctx, i.ID)
	require.NoError(t, err)
	assert.True(t, ii.LogoDecorative)
	_, err = r.Investments.Update(ctx, i.ID, func(i *domain.Investment) error { i.LogoDecorative = false; return nil })
	require.NoError(t, err)
	ii, err = r.Investments.Find(ctx, i.ID)
	require.NoError(t, err)
	assert.False(t, ii.LogoDecorative)
}
