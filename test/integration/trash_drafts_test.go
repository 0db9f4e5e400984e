package integration_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// TestATrashedProjectsDraftWaitsInTheTrash (issue 39) on SQLite and
// PostgreSQL: a project with a draft and a scheduled publish, and a link
// with a draft, go to the trash; neither draft is listed and the schedule
// is cancelled, so nothing fires once its time has passed; the restore
// brings both drafts back as they were; a purge deletes them.
func TestATrashedProjectsDraftWaitsInTheTrash(t *testing.T) {
	for name, url := range map[string]func(t *testing.T) string{
		"SQLite":     func(t *testing.T) string { return "file:" + filepath.Join(t.TempDir(), "trash.db") },
		"PostgreSQL": func(t *testing.T) string { return testenv.PostgresDatabase(t, "portfolio_trash_drafts_") },
	} {
		t.Run(name, func(t *testing.T) {
			clock := &fixedClock{now: time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)}
			in := newInstance(t, url(t), clock)
			ctx := journal.WithActor(context.Background(), journal.Actor{Name: "owner"})
			id := scheduledProject(t, in, clock.now.Add(time.Minute))
			link, err := in.content.CreateLink(ctx, id, domain.LinkPatch{Label: ptr("Trailer"), URL: ptr("https://example.com/t")})
			require.NoError(t, err)
			_, err = in.content.LinkEditorial().SaveDraft(ctx, link.ID, func(l *domain.ProjectLink) { l.Label = "Teaser" })
			require.NoError(t, err)
			count := func() (drafts, schedules int) {
				t.Helper()
				d, err := in.scheduler.Drafts(ctx)
				require.NoError(t, err)
				s, err := in.scheduler.Schedules(ctx)
				require.NoError(t, err)
				return len(d), len(s)
			}
			d, s := count()
			require.Equal(t, [2]int{2, 1}, [2]int{d, s})

			require.NoError(t, in.content.DeleteProject(ctx, id))
			d, s = count()
			assert.Equal(t, [2]int{0, 0}, [2]int{d, s}, "nothing of the trashed project is listed")
			clock.now = clock.now.Add(time.Hour)
			n, err := in.scheduler.RunOnce(ctx)
			require.NoError(t, err)
			assert.Zero(t, n, "the cancelled schedule does not fire")

			_, err = in.content.Trash().Restore(ctx, domain.KindProject, id)
			require.NoError(t, err)
			draft, _, err := in.content.ProjectEditorial().Draft(ctx, id)
			require.NoError(t, err)
			assert.Equal(t, "Launched", draft.Title, "the project's draft is back")
			linkDraft, _, err := in.content.LinkEditorial().Draft(ctx, link.ID)
			require.NoError(t, err)
			assert.Equal(t, "Teaser", linkDraft.Label, "and its link's")
			p, err := sqldb.NewProjectRepository(in.db).Find(ctx, id)
			require.NoError(t, err)
			assert.Equal(t, "Before", p.Title, "nothing was published while it was away")

			require.NoError(t, in.content.DeleteProject(ctx, id))
			require.NoError(t, in.content.Trash().Purge(ctx, domain.KindProject, id))
			left, err := sqldb.NewDraftStore(in.db).Drafts(ctx)
			require.NoError(t, err)
			assert.Empty(t, left, "purged: the drafts go with it")
		})
	}
}
