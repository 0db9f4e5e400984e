package app_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/adapters/secrets"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// TestPreviewReadsApplyEveryDraft: a preview read is the list as it will
// be once every draft is published (a draft's members, a child's draft
// inside its project, an item created as a draft shown, one its draft
// hides left out), while the visitor's read, through the cache, is
// unchanged.
func TestPreviewReadsApplyEveryDraft(t *testing.T) {
	ctx := context.Background()
	w := newWorld(t, nil)
	visitor, preview := app.Viewer{}, app.Viewer{Preview: true}
	live, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Live"), Category: ptr("games")})
	require.NoError(t, err)
	link, err := w.content.CreateLink(ctx, live.ID, domain.LinkPatch{Label: ptr("Trailer"), URL: ptr("https://example.com/t")})
	require.NoError(t, err)
	hidden, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Going away"), Category: ptr("games")})
	require.NoError(t, err)
	before := decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "games", ""))

	ed := w.content.ProjectEditorial()
	_, err = ed.SaveDraft(ctx, live.ID, func(p *domain.Project) { p.Title = "Live, drafted" })
	require.NoError(t, err)
	_, err = w.content.LinkEditorial().SaveDraft(ctx, link.ID, func(l *domain.ProjectLink) { l.Label = "Teaser" })
	require.NoError(t, err)
	fresh := domain.NewProject()
	fresh.Title, fresh.Category = "Coming soon", "games"
	_, err = ed.CreateDraft(ctx, &fresh)
	require.NoError(t, err)
	_, err = ed.SaveDraft(ctx, hidden.ID, func(p *domain.Project) { p.IsActive = false })
	require.NoError(t, err)

	got := decode[[]domain.Project](t)(w.catalogue.Projects(ctx, preview, "games", ""))
	var titles []string
	for _, p := range got {
		titles = append(titles, p.Title)
		if p.ID == live.ID {
			require.Len(t, p.Links, 1)
			assert.Equal(t, "Teaser", p.Links[0].Label, "a link's draft inside its project")
		}
	}
	assert.ElementsMatch(t, []string{"Live, drafted", "Coming soon"}, titles)
	assert.Equal(t, before, decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "games", "")), "visitors see no draft")
}

// Issue 39: an item created as a draft is the item the store made of the
// request: a project asked without a slug gets the one made from its
// title, and its draft (what the preview shows and a publish applies)
// holds that slug and its page's path, shown as asked.
func TestACreatedDraftHoldsWhatTheStoreMadeOfIt(t *testing.T) {
	ctx := asOwner()
	w := newWorld(t, nil)
	ed := w.content.ProjectEditorial()
	fresh := domain.NewProject()
	fresh.Title, fresh.Category = "Nebula Drift", "games"
	created, err := ed.CreateDraft(ctx, &fresh)
	require.NoError(t, err)
	assert.Equal(t, "nebula-drift", created.Slug)
	assert.Equal(t, "/portfolio/games/nebula-drift", created.PagePath())
	assert.True(t, created.IsActive, "shown once published, as asked")
	stored, err := w.repos.Projects.Find(ctx, created.ID)
	require.NoError(t, err)
	assert.False(t, stored.IsActive, "hidden until published")
	draft, _, err := ed.Draft(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, "nebula-drift", draft.Slug, "the draft keeps the store's slug")

	got := decode[[]domain.Project](t)(w.catalogue.Projects(ctx, app.Viewer{Preview: true}, "", ""))
	require.Len(t, got, 1)
	assert.Equal(t, "/portfolio/games/nebula-drift", got[0].PagePath(), "the preview has its page")
	assert.Empty(t, decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "", "")), "visitors do not")

	hidden := domain.NewProject()
	hidden.Title, hidden.Category, hidden.IsActive = "Kept Back", "games", false
	created, err = ed.CreateDraft(ctx, &hidden)
	require.NoError(t, err)
	assert.False(t, created.IsActive, "a draft asked hidden stays hidden")
}

// Issue 37, finding 8: a preview's token is stored only as its SHA-256 and
// sealed with the server's key; the link opens by the hash, the owner's
// list opens the seal, and a copy of the store alone opens nothing.
func TestPreviewTokensAreStoredHashed(t *testing.T) {
	ctx := context.Background()
	store := memory.NewPreviewStore()
	previews, err := app.NewPreviewService(store, domain.SystemClock{}, newSealer(t))
	require.NoError(t, err)
	p, err := previews.Create(ctx, time.Time{})
	require.NoError(t, err)
	require.Len(t, p.Token, 32, "the caller gets the token once")

	kept, err := store.List(ctx)
	require.NoError(t, err)
	require.Len(t, kept, 1)
	assert.Empty(t, kept[0].Token, "no plain token is stored")
	assert.Equal(t, domain.PreviewTokenHash(p.Token), kept[0].TokenHash)
	assert.NotContains(t, kept[0].SealedToken, p.Token, "the copy for the owner's list is sealed")

	opened, err := previews.Open(ctx, p.Token)
	require.NoError(t, err)
	assert.Equal(t, p.ID, opened.ID)
	_, err = previews.Open(ctx, kept[0].TokenHash)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "the stored hash is not a token")
	_, err = previews.Open(ctx, "a\x00b")
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))

	list, err := previews.List(ctx)
	require.NoError(t, err)
	require.Len(t, list, 1)
	assert.Equal(t, p.Token, list[0].Token, "the owner's list shows the link again")

	other, err := app.NewPreviewService(store, domain.SystemClock{}, newSealer(t))
	require.NoError(t, err)
	list, err = other.List(ctx)
	require.NoError(t, err)
	assert.Empty(t, list[0].Token, "a seal that does not open with the key shows no link")
}

// newSealer is the secrets adapter with a key generated into a store in
// memory.
func newSealer(t *testing.T) domain.SecretSealer {
	t.Helper()
	s, err := secrets.NewSealer(nil, memory.NewSecretStore())
	require.NoError(t, err)
	return s
}
