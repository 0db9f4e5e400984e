package repotest

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// runDraftContract: a draft per item, replaced by the next; schedules per
// item and action, listed soonest first; a due schedule is taken once,
// and comes back when the unit of work that took it fails.
func runDraftContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	at := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	t.Run("Drafts", func(t *testing.T) {
		r := open(t)
		_, err := r.Drafts.Draft(ctx, "project", 1)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
		require.NoError(t, r.Drafts.PutDraft(ctx, domain.Draft{Kind: "project", ItemID: 1, Title: "A", UpdatedAt: at, Actor: "owner", Data: []byte(`{"title":"A"}`)}))
		require.NoError(t, r.Drafts.PutDraft(ctx, domain.Draft{Kind: "site", ItemID: 1, Title: "Site", UpdatedAt: at.Add(time.Minute), Data: []byte(`{"name":"N"}`)}))
		require.NoError(t, r.Drafts.PutDraft(ctx, domain.Draft{Kind: "project", ItemID: 1, Title: "B", UpdatedAt: at.Add(2 * time.Minute), Actor: "owner", Data: []byte(`{"title":"B"}`)}))
		d, err := r.Drafts.Draft(ctx, "project", 1)
		require.NoError(t, err)
		assert.Equal(t, "B", d.Title)
		assert.JSONEq(t, `{"title":"B"}`, string(d.Data))
		assert.True(t, d.UpdatedAt.Equal(at.Add(2*time.Minute)))
		all, err := r.Drafts.Drafts(ctx)
		require.NoError(t, err)
		require.Len(t, all, 2)
		assert.Equal(t, "site", all[0].Kind, "oldest change first")
		found, err := r.Drafts.DeleteDraft(ctx, "project", 1)
		require.NoError(t, err)
		assert.True(t, found)
		found, err = r.Drafts.DeleteDraft(ctx, "project", 1)
		require.NoError(t, err)
		assert.False(t, found)
	})
	t.Run("Schedules", func(t *testing.T) {
		r := open(t)
		put := func(kind string, id int64, action string, when time.Time) {
			require.NoError(t, r.Drafts.PutSchedule(ctx, domain.Schedule{Kind: kind, ItemID: id, Action: action, At: when, Title: kind, Actor: "owner"}))
		}
		put("project", 1, domain.SchedulePublish, at.Add(time.Hour))
		put("project", 1, domain.ScheduleUnpublish, at.Add(3*time.Hour))
		put("media", 2, domain.SchedulePublish, at.Add(2*time.Hour))
		put("project", 1, domain.SchedulePublish, at.Add(30*time.Minute)) // replaces
		list, err := r.Drafts.Schedules(ctx)
		require.NoError(t, err)
		require.Len(t, list, 3)
		assert.True(t, list[0].At.Equal(at.Add(30*time.Minute)), "soonest first, the replaced time")
		assert.Equal(t, "media", list[1].Kind)

		got, err := r.Drafts.TakeDue(ctx, at)
		require.NoError(t, err)
		assert.Nil(t, got, "nothing due yet")
		err = r.Tx.InTx(ctx, func(ctx context.Context) error {
			got, err := r.Drafts.TakeDue(ctx, at.Add(time.Hour))
			require.NoError(t, err)
			require.NotNil(t, got)
			assert.Equal(t, domain.SchedulePublish, got.Action)
			return errAbort
		})
		require.ErrorIs(t, err, errAbort)
		got, err = r.Drafts.TakeDue(ctx, at.Add(4*time.Hour))
		require.NoError(t, err)
		require.NotNil(t, got, "a failed unit of work gives its schedule back")
		assert.Equal(t, "project", got.Kind)
		assert.Equal(t, domain.SchedulePublish, got.Action)
		n, err := r.Drafts.DeleteSchedules(ctx, "project", 1)
		require.NoError(t, err)
		assert.Equal(t, 1, n, "the unpublish was left")
		list, err = r.Drafts.Schedules(ctx)
		require.NoError(t, err)
		require.Len(t, list, 1)
		assert.Equal(t, "media", list[0].Kind)
	})
	t.Run("TakenOnceByConcurrentTakers", func(t *testing.T) {
		r := open(t)
		for i := int64(1); i <= 6; i++ {
			require.NoError(t, r.Drafts.PutSchedule(ctx, domain.Schedule{Kind: "project", ItemID: i, Action: domain.SchedulePublish, At: at}))
		}
		var mu sync.Mutex
		taken := map[int64]int{}
		var wg sync.WaitGroup
		for range 3 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					var got *domain.Schedule
					err := r.Tx.InTx(ctx, func(ctx context.Context) error {
						var err error
						got, err = r.Drafts.TakeDue(ctx, at.Add(time.Second))
						return err
					})
					if !assert.NoError(t, err) || got == nil {
						return
					}
					mu.Lock()
					taken[got.ItemID]++
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		assert.Len(t, taken, 6)
		for id, n := range taken {
			assert.Equal(t, 1, n, "schedule of item %d", id)
		}
	})
}
