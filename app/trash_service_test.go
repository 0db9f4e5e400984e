package app_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// owner is the actor of the admin's requests in these tests.
func asOwner() context.Context {
	return journal.WithActor(context.Background(), journal.Actor{Name: "owner", Address: "192.0.2.7"})
}

func TestDeletedProjectGoesToTrashAndComesBackWhole(t *testing.T) {
	w := newWorld(t, nil)
	ctx := asOwner()
	p, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Starfall"), Category: ptr("games"), Tags: &[]string{"rpg"}})
	require.NoError(t, err)
	_, err = w.content.CreateLink(ctx, p.ID, domain.LinkPatch{Label: ptr("Trailer"), URL: ptr("https://example.com/t")})
	require.NoError(t, err)
	_, err = w.content.CreateGalleryImages(ctx, p.ID, []domain.GalleryPatch{{Src: ptr("/uploads/a.png"), Alt: ptr("Shot")}})
	require.NoError(t, err)
	before := decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "", ""))
	require.Len(t, before, 1)

	require.NoError(t, w.content.DeleteProject(ctx, p.ID))
	assert.Empty(t, decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "", "")), "gone from public reads at once")
	trash, err := w.content.Trash().List(ctx)
	require.NoError(t, err)
	require.Len(t, trash, 1)
	assert.Equal(t, domain.TrashProject, trash[0].Kind)
	assert.Equal(t, p.ID, trash[0].ItemID)
	assert.Equal(t, "Starfall", trash[0].Title)
	assert.Equal(t, "owner", trash[0].DeletedBy)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(w.content.DeleteProject(ctx, p.ID)), "a second delete finds nothing")

	got, err := w.content.Trash().Restore(ctx, domain.TrashProject, p.ID)
	require.NoError(t, err)
	assert.Equal(t, "Starfall", got.Title)
	after := decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "", ""))
	assert.Equal(t, before, after, "back exactly as it was, links and gallery included")
	trash, err = w.content.Trash().List(ctx)
	require.NoError(t, err)
	assert.Empty(t, trash)
	_, err = w.content.Trash().Restore(ctx, domain.TrashProject, p.ID)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
	assert.Contains(t, w.publishedEvents(), "ProjectDeleted")
	assert.Equal(t, "ProjectSaved", w.publishedEvents()[len(w.publishedEvents())-1], "the restore invalidates the cache")
}

func TestChildOfATrashedProjectWaitsForIt(t *testing.T) {
	w := newWorld(t, nil)
	ctx := asOwner()
	p, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Parent"), Category: ptr("games")})
	require.NoError(t, err)
	l, err := w.content.CreateLink(ctx, p.ID, domain.LinkPatch{Label: ptr("Site"), URL: ptr("https://example.com")})
	require.NoError(t, err)
	require.NoError(t, w.content.DeleteLink(ctx, l.ID))
	require.NoError(t, w.content.DeleteProject(ctx, p.ID))

	_, err = w.content.Trash().Restore(ctx, domain.TrashLink, l.ID)
	assert.Equal(t, domain.ECONFLICT, domain.ErrorCode(err))
	assert.Equal(t, domain.MsgTrashParentMissing, domain.ErrorMessage(err))
	trash, err := w.content.Trash().List(ctx)
	require.NoError(t, err)
	assert.Len(t, trash, 2, "a refused restore leaves the entry in the trash")

	_, err = w.content.Trash().Restore(ctx, domain.TrashProject, p.ID)
	require.NoError(t, err)
	_, err = w.content.Trash().Restore(ctx, domain.TrashLink, l.ID)
	require.NoError(t, err)
	got := decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "", ""))
	require.Len(t, got, 1)
	require.Len(t, got[0].Links, 1)
	assert.Equal(t, l.ID, got[0].Links[0].ID)
}

func TestPurgeEmptyAndSweep(t *testing.T) {
	w := newWorld(t, nil)
	ctx := asOwner()
	var ids []int64
	for _, title := range []string{"One", "Two", "Three"} {
		c, err := w.content.Collaborations().Create(ctx, domain.CollaborationPatch{Title: ptr(title)})
		require.NoError(t, err)
		require.NoError(t, w.content.Collaborations().Delete(ctx, c.ID))
		ids = append(ids, c.ID)
	}
	require.NoError(t, w.content.Trash().Purge(ctx, domain.TrashCollaboration, ids[0]))
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(w.content.Trash().Purge(ctx, domain.TrashCollaboration, ids[0])))
	_, err := w.content.Trash().Restore(ctx, domain.TrashCollaboration, ids[0])
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "purged is gone for good")

	// Within the retention the sweep keeps everything.
	trashed, _, err := w.content.Trash().Sweep(ctx)
	require.NoError(t, err)
	assert.Zero(t, trashed)
	n, err := w.content.Trash().Empty(ctx)
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	trash, err := w.content.Trash().List(ctx)
	require.NoError(t, err)
	assert.Empty(t, trash)
	purges, err := w.journal.List(ctx, domain.ActivityFilter{Action: domain.ActionPurge})
	require.NoError(t, err)
	assert.Len(t, purges, 3)
}

func TestSweepPurgesPastRetention(t *testing.T) {
	w := newWorld(t, nil)
	ctx := asOwner()
	old := domain.TrashItem{Kind: domain.TrashMedia, ItemID: 41, Title: "Old", DeletedAt: time.Now().Add(-31 * 24 * time.Hour), Payload: []byte(`{"id":41}`)}
	fresh := domain.TrashItem{Kind: domain.TrashMedia, ItemID: 42, Title: "Fresh", DeletedAt: time.Now().Add(-29 * 24 * time.Hour), Payload: []byte(`{"id":42}`)}
	require.NoError(t, w.store.Trash().Put(ctx, old))
	require.NoError(t, w.store.Trash().Put(ctx, fresh))
	require.NoError(t, w.store.Activity().Record(ctx, &domain.ActivityEntry{At: time.Now().Add(-181 * 24 * time.Hour), Action: domain.ActionSignIn, Kind: "user"}))
	require.NoError(t, w.store.Activity().Record(ctx, &domain.ActivityEntry{At: time.Now().Add(-179 * 24 * time.Hour), Action: domain.ActionSignIn, Kind: "user"}))

	trashed, logged, err := w.content.Trash().Sweep(ctx)
	require.NoError(t, err)
	assert.Equal(t, 1, trashed)
	assert.Equal(t, 1, logged)
	trash, err := w.content.Trash().List(ctx)
	require.NoError(t, err)
	require.Len(t, trash, 1)
	assert.Equal(t, int64(42), trash[0].ItemID)
	purges, err := w.journal.List(ctx, domain.ActivityFilter{Action: domain.ActionPurge})
	require.NoError(t, err)
	require.Len(t, purges, 1)
	assert.Equal(t, domain.ActorSystem, purges[0].Actor)
}

func TestEveryChangeIsRecordedWithItsFields(t *testing.T) {
	w := newWorld(t, nil)
	ctx := asOwner()
	p, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Starfall"), Category: ptr("games")})
	require.NoError(t, err)
	_, err = w.content.UpdateProject(ctx, p.ID, domain.ProjectPatch{Title: ptr("Starfall II"), Description: ptr("New"), Category: ptr("games")})
	require.NoError(t, err)
	m, err := w.content.Media().Create(ctx, domain.MediaPatch{Title: ptr("Interview"), Category: ptr("podcasts")})
	require.NoError(t, err)
	require.NoError(t, w.content.Media().Delete(ctx, m.ID))
	_, err = w.content.Trash().Restore(ctx, domain.TrashMedia, m.ID)
	require.NoError(t, err)
	l, err := w.content.SectionLayouts().Create(ctx, domain.SectionLayoutPatch{Category: ptr("games")})
	require.NoError(t, err)
	require.NoError(t, w.content.SectionLayouts().Delete(ctx, l.ID))

	entries, err := w.journal.List(ctx, domain.ActivityFilter{})
	require.NoError(t, err)
	var got [][3]string
	for _, e := range entries {
		got = append(got, [3]string{e.Action, e.Kind, e.Title})
		assert.Equal(t, "owner", e.Actor)
		assert.Equal(t, "192.0.2.7", e.Address)
	}
	assert.Equal(t, [][3]string{
		{"delete", "layout", "games"},
		{"create", "layout", "games"},
		{"restore", "media", "Interview"},
		{"delete", "media", "Interview"},
		{"create", "media", "Interview"},
		{"update", "project", "Starfall II"},
		{"create", "project", "Starfall"},
	}, got)
	assert.Equal(t, []string{"description", "title"}, entries[5].Fields, "an update names the fields it changed")

	// A refused change records nothing.
	_, err = w.content.UpdateProject(ctx, p.ID, domain.ProjectPatch{Title: ptr("")})
	require.Error(t, err)
	after, err := w.journal.List(ctx, domain.ActivityFilter{})
	require.NoError(t, err)
	assert.Len(t, after, len(entries))
}
