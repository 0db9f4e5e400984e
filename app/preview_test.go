package app_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
