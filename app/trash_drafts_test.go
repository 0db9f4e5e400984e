package app_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// schedulerOf is the scheduler (the lists of drafts and schedules) of w.
func schedulerOf(t *testing.T, w *world) *app.Scheduler {
	t.Helper()
	bus, err := memory.NewEventBus(zap.NewNop())
	require.NoError(t, err)
	site, err := app.NewSiteService(memory.NewSiteRepository(), w.store.Drafts(), memory.NewCache(memory.CacheConfig{}), bus, w.journal, app.SiteProfile{}, quietLog())
	require.NoError(t, err)
	s, err := app.NewScheduler(w.content, site, app.SchedulerConfig{}, quietLog())
	require.NoError(t, err)
	return s
}

// listed says whether the scheduler's lists of drafts and schedules name
// the item.
func listed(t *testing.T, s *app.Scheduler, kind domain.Kind, id int64) (draft, schedule bool) {
	t.Helper()
	drafts, err := s.Drafts(context.Background())
	require.NoError(t, err)
	for _, d := range drafts {
		draft = draft || d.Kind == string(kind) && d.ItemID == id
	}
	schedules, err := s.Schedules(context.Background())
	require.NoError(t, err)
	for _, sc := range schedules {
		schedule = schedule || sc.Kind == string(kind) && sc.ItemID == id
	}
	return draft, schedule
}

// Issue 39: for every kind with a trash and drafts, an item's draft waits
// in the trash with it (not listed, kept in the store), comes back when
// the item is restored, and goes for good with a purge; its schedule is
// cancelled on the way to the trash, with an activity entry that says so.
func TestATrashedItemsDraftWaitsWithItAndItsScheduleIsCancelled(t *testing.T) {
	for _, spec := range domain.ContentKinds().All() {
		if !spec.Trash || !spec.Drafts {
			continue
		}
		t.Run(string(spec.ID), func(t *testing.T) {
			w := newWorld(t, nil)
			s := schedulerOf(t, w)
			ctx := asOwner()
			kind := string(spec.ID)
			id := trashFixture(t, w, spec.ID)
			require.NoError(t, w.repos.Drafts.PutDraft(ctx, domain.Draft{Kind: kind, ItemID: id, Title: "Prepared", UpdatedAt: time.Now(), Data: []byte(`{}`)}))
			require.NoError(t, w.repos.Drafts.PutSchedule(ctx, domain.Schedule{Kind: kind, ItemID: id, Action: domain.SchedulePublish,
				At: time.Now().Add(time.Hour), Title: "Prepared"}))
			draft, schedule := listed(t, s, spec.ID, id)
			require.True(t, draft && schedule, "listed while the item is on the site")

			_, err := w.content.Trash().Discard(ctx, spec.ID, id)
			require.NoError(t, err)
			draft, schedule = listed(t, s, spec.ID, id)
			assert.False(t, draft, "a trashed item's draft is not listed")
			assert.False(t, schedule, "nor its schedule")
			_, err = w.repos.Drafts.Draft(ctx, kind, id)
			require.NoError(t, err, "the draft waits in the store")
			left, err := w.repos.Drafts.Schedules(ctx)
			require.NoError(t, err)
			assert.Empty(t, left, "the schedule is cancelled, not only hidden")
			log, err := w.journal.List(ctx, domain.ActivityFilter{Action: domain.ActionUnschedule})
			require.NoError(t, err)
			require.Len(t, log, 1)
			assert.Equal(t, kind, log[0].Kind)
			assert.Equal(t, id, log[0].ItemID)
			assert.Contains(t, log[0].Title, domain.MsgScheduleTrashed)

			_, err = w.content.Trash().Restore(ctx, spec.ID, id)
			require.NoError(t, err)
			draft, _ = listed(t, s, spec.ID, id)
			assert.True(t, draft, "the draft comes back with the item")

			_, err = w.content.Trash().Discard(ctx, spec.ID, id)
			require.NoError(t, err)
			require.NoError(t, w.content.Trash().Purge(ctx, spec.ID, id))
			_, err = w.repos.Drafts.Draft(ctx, kind, id)
			assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "purged: the draft goes for good")
		})
	}
}

// A trashed project takes its links' and gallery images' drafts with it,
// and a trashed item's draft can be neither published, discarded, saved
// nor scheduled until the item is back; a schedule left on a trashed item
// (one made before issue 39) never fires.
func TestATrashedProjectsDraftsAreOutOfReach(t *testing.T) {
	w := newWorld(t, nil)
	s := schedulerOf(t, w)
	ctx := asOwner()
	p, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Nebula"), Category: ptr("games")})
	require.NoError(t, err)
	link, err := w.content.CreateLink(ctx, p.ID, domain.LinkPatch{Label: ptr("Trailer"), URL: ptr("https://example.com/t")})
	require.NoError(t, err)
	ed := w.content.ProjectEditorial()
	_, err = ed.SaveDraft(ctx, p.ID, func(p *domain.Project) { p.Title = "Nebula Drift" })
	require.NoError(t, err)
	_, err = w.content.LinkEditorial().SaveDraft(ctx, link.ID, func(l *domain.ProjectLink) { l.Label = "Teaser" })
	require.NoError(t, err)
	at := time.Now().Add(time.Hour)
	_, err = w.content.LinkEditorial().Schedule(ctx, link.ID, domain.SchedulePublish, at)
	require.NoError(t, err)

	require.NoError(t, w.content.DeleteProject(ctx, p.ID))
	for _, ref := range []struct {
		kind domain.Kind
		id   int64
	}{{domain.KindProject, p.ID}, {domain.KindLink, link.ID}} {
		draft, schedule := listed(t, s, ref.kind, ref.id)
		assert.False(t, draft || schedule, "%s %d: not listed while in the trash", ref.kind, ref.id)
	}
	for name, err := range map[string]error{
		"publish": func() error { _, err := ed.Publish(ctx, p.ID, nil); return err }(),
		"discard": ed.DiscardDraft(ctx, p.ID),
		"save":    func() error { _, err := ed.SaveDraft(ctx, p.ID, func(*domain.Project) {}); return err }(),
		"draft":   func() error { _, _, err := ed.Draft(ctx, p.ID); return err }(),
		"schedule": func() error {
			_, err := ed.Schedule(ctx, p.ID, domain.SchedulePublish, at)
			return err
		}(),
	} {
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), name)
	}
	got := decode[[]domain.Project](t)(w.catalogue.Projects(ctx, app.Viewer{Preview: true}, "", ""))
	assert.Empty(t, got, "not previewed")

	// A schedule that was left on the trashed project is due: it is
	// dropped, and the draft stays for the restore.
	require.NoError(t, w.repos.Drafts.PutSchedule(ctx, domain.Schedule{Kind: string(domain.KindProject), ItemID: p.ID,
		Action: domain.SchedulePublish, At: time.Now().Add(-time.Minute), Title: "Nebula Drift"}))
	n, err := s.RunOnce(ctx)
	require.NoError(t, err)
	assert.Zero(t, n, "nothing fires for a trashed item")

	_, err = w.content.Trash().Restore(ctx, domain.KindProject, p.ID)
	require.NoError(t, err)
	draft, _, err := ed.Draft(ctx, p.ID)
	require.NoError(t, err)
	assert.Equal(t, "Nebula Drift", draft.Title, "the draft is back as it was")
	linkDraft, _, err := w.content.LinkEditorial().Draft(ctx, link.ID)
	require.NoError(t, err)
	assert.Equal(t, "Teaser", linkDraft.Label, "and its link's")
	published, err := ed.Publish(ctx, p.ID, nil)
	require.NoError(t, err)
	assert.Equal(t, "Nebula Drift", published.Title)
}
