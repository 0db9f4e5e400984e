package integration_test

import (
	"context"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// instance is one server's use cases over a shared database.
type instance struct {
	db        *sqldb.DB
	content   *app.ContentService
	scheduler *app.Scheduler
}

func newInstance(t *testing.T, url string, clock domain.Clock) instance {
	t.Helper()
	ctx := context.Background()
	db, cleanup, err := sqldb.Open(ctx, url)
	require.NoError(t, err)
	t.Cleanup(cleanup)
	require.NoError(t, db.Migrate(ctx))
	j, err := journal.New(db, sqldb.NewActivityLog(db), sqldb.NewRevisionStore(db), domain.RevisionPolicy{}, clock)
	require.NoError(t, err)
	bus, err := memory.NewEventBus(zap.NewNop())
	require.NoError(t, err)
	repos := app.Repositories{
		Projects: sqldb.NewProjectRepository(db), Links: sqldb.NewLinkRepository(db), Gallery: sqldb.NewGalleryRepository(db),
		Collaborations: sqldb.NewCollaborationRepository(db), Media: sqldb.NewMediaRepository(db), Investments: sqldb.NewInvestmentRepository(db), Appearances: sqldb.NewAppearanceRepository(db),
		Layouts: sqldb.NewSectionLayoutRepository(db), Messages: sqldb.NewMessageRepository(db), Trash: sqldb.NewTrashRepository(db),
		Drafts: sqldb.NewDraftStore(db), Redirects: sqldb.NewRedirectRepository(db),
	}
	content, err := app.NewContentService(repos, j, bus, app.TrashConfig{}, domain.ContentKinds())
	require.NoError(t, err)
	log := slog.New(slog.DiscardHandler)
	site, err := app.NewSiteService(sqldb.NewSiteRepository(db), repos.Drafts, memory.NewCache(memory.CacheConfig{}), bus, j, app.SiteProfile{}, log)
	require.NoError(t, err)
	scheduler, err := app.NewScheduler(content, site, app.SchedulerConfig{Poll: 20 * time.Millisecond}, log)
	require.NoError(t, err)
	return instance{db: db, content: content, scheduler: scheduler}
}

// scheduledProject creates a project, drafts a new title and schedules
// its publish at at.
func scheduledProject(t *testing.T, in instance, at time.Time) int64 {
	t.Helper()
	ctx := journal.WithActor(context.Background(), journal.Actor{Name: "owner"})
	p, err := in.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Before"), Category: ptr("games")})
	require.NoError(t, err)
	ed := in.content.ProjectEditorial()
	_, err = ed.SaveDraft(ctx, p.ID, func(p *domain.Project) { p.Title = "Launched" })
	require.NoError(t, err)
	_, err = ed.Publish(ctx, p.ID, &at)
	require.NoError(t, err)
	return p.ID
}

func ptr[T any](v T) *T { return &v }

// publishEntries are the activity entries of publishes of project id.
func publishEntries(t *testing.T, in instance, id int64) []domain.ActivityEntry {
	t.Helper()
	entries, err := sqldb.NewActivityLog(in.db).List(context.Background(), domain.ActivityFilter{Action: domain.ActionPublish, Kind: "project", Limit: 100})
	require.NoError(t, err)
	var out []domain.ActivityEntry
	for _, e := range entries {
		if e.ItemID == id {
			out = append(out, e)
		}
	}
	return out
}

// TestScheduledPublishIsAppliedOnceByTwoInstances: two instances on one
// PostgreSQL database poll at once; the due publish is applied by one of
// them, once: one revision, one activity entry.
func TestScheduledPublishIsAppliedOnceByTwoInstances(t *testing.T) {
	url := testenv.PostgresDatabase(t, "portfolio_sched_")
	clock := &fixedClock{now: time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)}
	a, b := newInstance(t, url, clock), newInstance(t, url, clock)
	id := scheduledProject(t, a, clock.now.Add(3*time.Second))
	clock.now = clock.now.Add(4 * time.Second)

	var wg sync.WaitGroup
	applied := make([]int, 2)
	for i, in := range []instance{a, b} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 5 {
				n, err := in.scheduler.RunOnce(context.Background())
				assert.NoError(t, err)
				applied[i] += n
			}
		}()
	}
	wg.Wait()
	assert.Equal(t, 1, applied[0]+applied[1], "applied once between them")
	p, err := sqldb.NewProjectRepository(b.db).Find(context.Background(), id)
	require.NoError(t, err)
	assert.Equal(t, "Launched", p.Title)
	revs, err := sqldb.NewRevisionStore(b.db).List(context.Background(), "project", id)
	require.NoError(t, err)
	assert.Len(t, revs, 1, "one revision")
	entries := publishEntries(t, b, id)
	require.Len(t, entries, 1, "one activity entry")
	assert.Equal(t, domain.ActorSystem, entries[0].Actor)
	assert.NotContains(t, entries[0].Title, "late")
}

// TestScheduledPublishMissedWhileStoppedIsAppliedAtStart: a publish due
// while no instance ran is applied when one starts, and recorded as late.
func TestScheduledPublishMissedWhileStoppedIsAppliedAtStart(t *testing.T) {
	for name, url := range map[string]func(t *testing.T) string{
		"SQLite":     func(t *testing.T) string { return "file:" + filepath.Join(t.TempDir(), "sched.db") },
		"PostgreSQL": func(t *testing.T) string { return testenv.PostgresDatabase(t, "portfolio_sched_") },
	} {
		t.Run(name, func(t *testing.T) {
			u := url(t)
			clock := &fixedClock{now: time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)}
			before := newInstance(t, u, clock)
			id := scheduledProject(t, before, clock.now.Add(10*time.Second))
			// The server is stopped; it starts again an hour later.
			clock.now = clock.now.Add(time.Hour)
			after := newInstance(t, u, clock)
			stop := after.scheduler.Start(context.Background())
			defer stop()
			projects := sqldb.NewProjectRepository(after.db)
			require.Eventually(t, func() bool {
				p, err := projects.Find(context.Background(), id)
				return err == nil && p.Title == "Launched"
			}, 10*time.Second, 10*time.Millisecond, "applied at start")
			stop()
			entries := publishEntries(t, after, id)
			require.Len(t, entries, 1)
			assert.True(t, strings.Contains(entries[0].Title, "applied late"), entries[0].Title)
			list, err := sqldb.NewDraftStore(after.db).Schedules(context.Background())
			require.NoError(t, err)
			assert.Empty(t, list)
		})
	}
}
