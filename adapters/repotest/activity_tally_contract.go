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

// runActivityTallyContract: a key's first Tally appends an entry, later
// ones count in it, even when they race; other keys and Record get their
// own entries; a purged tally entry is appended anew; a tally rolls back
// with its transaction.
func runActivityTallyContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	at := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	refused := func(addr string) domain.ActivityEntry {
		return domain.ActivityEntry{At: at, Action: domain.ActionSignInThrottled, Kind: domain.ActivityUser, Title: "Password", Address: addr}
	}

	t.Run("CountsInOneEntry", func(t *testing.T) {
		r := open(t)
		first := refused("192.0.2.1")
		require.NoError(t, r.Activity.Tally(ctx, "k1", &first))
		assert.Equal(t, 1, first.Count)
		for i := 0; i < 4; i++ {
			e := refused("192.0.2.1")
			e.At = at.Add(time.Minute)
			require.NoError(t, r.Activity.Tally(ctx, "k1", &e))
			assert.Equal(t, first.ID, e.ID)
			assert.Equal(t, i+2, e.Count)
		}
		other := refused("192.0.2.2")
		require.NoError(t, r.Activity.Tally(ctx, "k2", &other))
		plain := refused("192.0.2.1")
		require.NoError(t, r.Activity.Record(ctx, &plain))

		all, err := r.Activity.List(ctx, domain.ActivityFilter{})
		require.NoError(t, err)
		require.Len(t, all, 3)
		assert.Equal(t, []int{1, 1, 5}, []int{all[0].Count, all[1].Count, all[2].Count})
		assert.True(t, at.Equal(all[2].At), "the entry keeps its first event's time")
		assert.Equal(t, "192.0.2.2", all[1].Address)
	})

	t.Run("ConcurrentTalliesLeaveOneEntry", func(t *testing.T) {
		r := open(t)
		const n = 40
		var wg sync.WaitGroup
		errs := make(chan error, n)
		for i := 0; i < n; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				e := refused("192.0.2.9")
				errs <- r.Activity.Tally(ctx, "race", &e)
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			require.NoError(t, err)
		}
		all, err := r.Activity.List(ctx, domain.ActivityFilter{})
		require.NoError(t, err)
		require.Len(t, all, 1)
		assert.Equal(t, n, all[0].Count)
	})

	t.Run("PurgedEntryStartsAgain", func(t *testing.T) {
		r := open(t)
		e := refused("192.0.2.3")
		require.NoError(t, r.Activity.Tally(ctx, "k", &e))
		n, err := r.Activity.PurgeBefore(ctx, at.Add(time.Second))
		require.NoError(t, err)
		require.Equal(t, 1, n)
		again := refused("192.0.2.3")
		again.At = at.Add(time.Hour)
		require.NoError(t, r.Activity.Tally(ctx, "k", &again))
		all, err := r.Activity.List(ctx, domain.ActivityFilter{})
		require.NoError(t, err)
		require.Len(t, all, 1)
		assert.Equal(t, 1, all[0].Count)
	})

	t.Run("RollsBackWithItsTransaction", func(t *testing.T) {
		r := open(t)
		e := refused("192.0.2.4")
		require.NoError(t, r.Activity.Tally(ctx, "k", &e))
		err := r.Tx.InTx(ctx, func(ctx context.Context) error {
			e := refused("192.0.2.4")
			require.NoError(t, r.Activity.Tally(ctx, "k", &e))
			return errAbort
		})
		require.ErrorIs(t, err, errAbort)
		all, err := r.Activity.List(ctx, domain.ActivityFilter{})
		require.NoError(t, err)
		require.Len(t, all, 1)
		assert.Equal(t, 1, all[0].Count)
	})
}
