package app_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// TestProjectAddressesThroughTheTrash: a trashed project's slug is free
// for others; restored, it gets a fresh slug when its own was taken;
// purged, its page is gone (410) for the public pages, the old addresses
// that led to it too, and the redirect list the cache serves follows at
// once.
func TestProjectAddressesThroughTheTrash(t *testing.T) {
	ctx := context.Background()
	w := newWorld(t, nil)
	redirects := func() map[string]string {
		out := map[string]string{}
		for _, r := range decode[[]domain.Redirect](t)(w.catalogue.Redirects(ctx, app.Viewer{})) {
			out[r.From] = r.To
		}
		return out
	}
	p, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Arcane"), Category: ptr("games")})
	require.NoError(t, err)
	assert.Equal(t, "arcane", p.Slug)
	assert.Empty(t, redirects())
	_, err = w.content.UpdateProject(ctx, p.ID, domain.ProjectPatch{Slug: ptr("arcane-series")})
	require.NoError(t, err)
	assert.Equal(t, map[string]string{"/portfolio/games/arcane": "/portfolio/games/arcane-series"}, redirects(), "the cached list follows the save")

	require.NoError(t, w.content.DeleteProject(ctx, p.ID))
	other, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Arcane Series"), Category: ptr("music")})
	require.NoError(t, err)
	assert.Equal(t, "arcane-series", other.Slug, "a trashed project's slug is free")

	_, err = w.content.Trash().Restore(ctx, domain.TrashProject, p.ID)
	require.NoError(t, err)
	back, err := w.store.Projects().Find(ctx, p.ID)
	require.NoError(t, err)
	assert.Equal(t, "arcane-2", back.Slug, "restored with a fresh slug, avoiding an old address that still redirects")

	require.NoError(t, w.content.DeleteProject(ctx, back.ID))
	require.NoError(t, w.content.Trash().Purge(ctx, domain.TrashProject, back.ID))
	got := redirects()
	assert.Equal(t, "", got["/portfolio/games/arcane-2"], "purged: gone")
	assert.Contains(t, got, "/portfolio/games/arcane-2")
	list, err := w.content.Redirects(ctx)
	require.NoError(t, err)
	for _, r := range list {
		assert.NotEmpty(t, r.To, "the admin's list holds redirects only")
	}

	// A slug taken on a save is refused and changes nothing.
	_, err = w.content.UpdateProject(ctx, other.ID, domain.ProjectPatch{Slug: ptr("arcane-series"), Title: ptr("Same")})
	require.NoError(t, err, "its own slug is not taken")
	q, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Q"), Category: ptr("games")})
	require.NoError(t, err)
	_, err = w.content.UpdateProject(ctx, q.ID, domain.ProjectPatch{Slug: ptr("arcane-series")})
	assert.Equal(t, domain.ECONFLICT, domain.ErrorCode(err))
}
