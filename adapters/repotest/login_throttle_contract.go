package repotest

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

func runLoginThrottleContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Second)

	t.Run("UpdateStoresWhatTheClosureLeft", func(t *testing.T) {
		th := open(t).Throttle
		var seen domain.LoginAttempts
		require.NoError(t, th.Update(ctx, "user:owner", func(a *domain.LoginAttempts) {
			seen = *a
			a.Failures, a.WindowStart, a.LockedUntil = 3, now, now.Add(time.Minute)
		}))
		assert.Equal(t, domain.LoginAttempts{Key: "user:owner"}, seen, "a new key starts from zero")
		require.NoError(t, th.Update(ctx, "user:owner", func(a *domain.LoginAttempts) { seen = *a }))
		assert.Equal(t, "user:owner", seen.Key)
		assert.Equal(t, 3, seen.Failures)
		assert.WithinDuration(t, now, seen.WindowStart, time.Millisecond)
		assert.WithinDuration(t, now.Add(time.Minute), seen.LockedUntil, time.Millisecond)

		require.NoError(t, th.Update(ctx, "user:owner", func(a *domain.LoginAttempts) { a.LockedUntil = time.Time{} }))
		require.NoError(t, th.Update(ctx, "user:owner", func(a *domain.LoginAttempts) { seen = *a }))
		assert.True(t, seen.LockedUntil.IsZero(), "a lock can be cleared")
	})

	t.Run("FindReadsWithoutCharging", func(t *testing.T) {
		th := open(t).Throttle
		a, err := th.Find(ctx, "user:nobody")
		require.NoError(t, err)
		assert.Equal(t, domain.LoginAttempts{Key: "user:nobody"}, a, "no counters read as zero")
		require.NoError(t, th.Update(ctx, "user:owner", func(a *domain.LoginAttempts) {
			a.Failures, a.WindowStart, a.LockedUntil = 5, now, now.Add(time.Minute)
		}))
		for range 2 {
			a, err = th.Find(ctx, "user:owner")
			require.NoError(t, err)
			assert.Equal(t, 5, a.Failures, "reading charges nothing")
			assert.WithinDuration(t, now.Add(time.Minute), a.LockedUntil, time.Millisecond)
		}
		n, err := th.DeleteStale(ctx, now.Add(time.Hour), now.Add(time.Hour))
		require.NoError(t, err)
		assert.Equal(t, 1, n, "Find of a missing key left no row behind")
	})

	t.Run("UpdatesOfOneKeyAreAtomic", func(t *testing.T) {
		th := open(t).Throttle
		var wg sync.WaitGroup
		for i := 0; i < 20; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				assert.NoError(t, th.Update(ctx, "addr:192.0.2.1", func(a *domain.LoginAttempts) { a.Failures++ }))
			}()
		}
		wg.Wait()
		var got int
		require.NoError(t, th.Update(ctx, "addr:192.0.2.1", func(a *domain.LoginAttempts) { got = a.Failures }))
		assert.Equal(t, 20, got, "no increment is lost")
	})

	t.Run("ResetAndDeleteStale", func(t *testing.T) {
		th := open(t).Throttle
		set := func(key string, start, locked time.Time) {
			require.NoError(t, th.Update(ctx, key, func(a *domain.LoginAttempts) {
				a.Failures, a.WindowStart, a.LockedUntil = 1, start, locked
			}))
		}
		failures := func(key string) int {
			var n int
			require.NoError(t, th.Update(ctx, key, func(a *domain.LoginAttempts) { n = a.Failures }))
			return n
		}
		set("user:a", now, time.Time{})
		set("user:b", now, time.Time{})
		require.NoError(t, th.Reset(ctx, "user:a", "user:missing"))
		assert.Zero(t, failures("user:a"))
		assert.Equal(t, 1, failures("user:b"), "reset touches only its keys")
		require.NoError(t, th.Reset(ctx), "resetting no key is fine")
		require.NoError(t, th.Reset(ctx, "user:a", "user:b"))

		for i, c := range []struct {
			start, locked time.Time
		}{
			{now.Add(-time.Hour), time.Time{}},           // stale
			{now.Add(-time.Hour), now.Add(-time.Minute)}, // stale: lock over
			{now.Add(-time.Hour), now.Add(time.Minute)},  // locked: kept
			{now.Add(-time.Minute), time.Time{}},         // live window: kept
		} {
			set(fmt.Sprintf("addr:old%d", i), c.start, c.locked)
		}
		n, err := th.DeleteStale(ctx, now.Add(-15*time.Minute), now)
		require.NoError(t, err)
		assert.Equal(t, 2, n)
		assert.Zero(t, failures("addr:old0"))
		assert.Zero(t, failures("addr:old1"))
		assert.Equal(t, 1, failures("addr:old2"))
		assert.Equal(t, 1, failures("addr:old3"))
	})
}
