package repotest

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// runSlugContract: a slug is unique across projects (Create, Update and
// Restore refuse another's with domain.SlugTaken); no slug is no slug, not
// a shared one; Slugs maps each slug to its project.
func runSlugContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	r := open(t)
	a := domain.Project{Title: "A", Slug: "arcane", Category: "games", IsActive: true}
	b := domain.Project{Title: "B", Slug: "bravo", Category: "games", IsActive: true}
	none1 := domain.Project{Title: "No slug", Category: "games"}
	none2 := domain.Project{Title: "No slug either", Category: "games"}
	for _, p := range []*domain.Project{&a, &b, &none1, &none2} {
		require.NoError(t, r.Projects.Create(ctx, p))
	}
	slugs, err := r.Projects.Slugs(ctx)
	require.NoError(t, err)
	assert.Equal(t, map[string]int64{"arcane": a.ID, "bravo": b.ID}, slugs)

	dup := domain.Project{Title: "Dup", Slug: "arcane", Category: "music"}
	err = r.Projects.Create(ctx, &dup)
	assert.Equal(t, domain.ECONFLICT, domain.ErrorCode(err))
	assert.Equal(t, domain.MsgSlugTaken, domain.ErrorMessage(err))

	_, err = r.Projects.Update(ctx, b.ID, func(p *domain.Project) error { p.Slug = "arcane"; return nil })
	assert.Equal(t, domain.ECONFLICT, domain.ErrorCode(err))
	got, err := r.Projects.Find(ctx, b.ID)
	require.NoError(t, err)
	assert.Equal(t, "bravo", got.Slug, "nothing half-saved")

	got, err = r.Projects.Update(ctx, b.ID, func(p *domain.Project) error { p.Slug = "bravo-2"; return nil })
	require.NoError(t, err)
	assert.Equal(t, "bravo-2", got.Slug)
	assert.Equal(t, "/portfolio/games/bravo-2", got.PagePath())

	full, err := r.Projects.Find(ctx, a.ID)
	require.NoError(t, err)
	require.NoError(t, r.Projects.Delete(ctx, a.ID))
	c := domain.Project{Title: "C", Slug: "arcane", Category: "games"}
	require.NoError(t, r.Projects.Create(ctx, &c), "a deleted project's slug is free")
	err = r.Projects.Restore(ctx, full)
	assert.Equal(t, domain.ECONFLICT, domain.ErrorCode(err), "restored with a slug taken meanwhile")
}

// runRedirectContract: moves never chain or loop, gone pages stay gone
// until a page lives there again, entries are counted and removed.
func runRedirectContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	r := open(t)
	rd := r.Redirects
	targets := func() map[string]string {
		list, err := rd.List(ctx)
		require.NoError(t, err)
		out := map[string]string{}
		for _, e := range list {
			out[e.From] = e.To
		}
		return out
	}
	require.NoError(t, rd.Moved(ctx, "/portfolio/games/a", "/portfolio/games/b"))
	require.NoError(t, rd.Moved(ctx, "/portfolio/games/b", "/portfolio/music/b"))
	assert.Equal(t, map[string]string{"/portfolio/games/a": "/portfolio/music/b", "/portfolio/games/b": "/portfolio/music/b"}, targets(), "no chain")

	require.NoError(t, rd.Moved(ctx, "/portfolio/music/b", "/portfolio/games/a"))
	assert.Equal(t, map[string]string{"/portfolio/games/b": "/portfolio/games/a", "/portfolio/music/b": "/portfolio/games/a"}, targets(), "no loop")
	require.NoError(t, rd.Moved(ctx, "/portfolio/games/a", "/portfolio/games/a"))
	assert.Len(t, targets(), 2, "a move to the same address changes nothing")

	require.NoError(t, rd.Gone(ctx, "/portfolio/games/a"))
	assert.Equal(t, map[string]string{"/portfolio/games/a": "", "/portfolio/games/b": "", "/portfolio/music/b": ""}, targets(), "gone, every way in")
	require.NoError(t, rd.Live(ctx, "/portfolio/games/a"))
	assert.Equal(t, map[string]string{"/portfolio/games/b": "", "/portfolio/music/b": ""}, targets())

	require.NoError(t, rd.Moved(ctx, "/portfolio/games/x", "/portfolio/games/y"))
	list, err := rd.List(ctx)
	require.NoError(t, err)
	var x domain.Redirect
	for _, e := range list {
		assert.NotZero(t, e.ID)
		if e.From == "/portfolio/games/x" {
			x = e
		}
	}
	require.NotZero(t, x.ID)
	require.NoError(t, rd.Hit(ctx, x.ID))
	require.NoError(t, rd.Hit(ctx, x.ID))
	require.NoError(t, rd.Hit(ctx, x.ID+1000), "an unknown entry is ignored")
	list, err = rd.List(ctx)
	require.NoError(t, err)
	for _, e := range list {
		if e.ID == x.ID {
			assert.EqualValues(t, 2, e.Hits)
		}
	}
	require.NoError(t, rd.Delete(ctx, x.ID))
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(rd.Delete(ctx, x.ID)))
	assert.NotContains(t, targets(), "/portfolio/games/x")

	// A move rolled back leaves nothing behind.
	before := targets()
	err = r.Tx.InTx(ctx, func(ctx context.Context) error {
		require.NoError(t, rd.Moved(ctx, "/portfolio/games/p", "/portfolio/games/q"))
		return domain.Errorf(domain.EINVALID, "no")
	})
	require.Error(t, err)
	assert.Equal(t, before, targets())
}
