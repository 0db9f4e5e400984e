package repotest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// RunSessionStoreContract checks that store behaves as domain.SessionStore
// documents. Its sessions belong to user 1: a store that enforces its users
// (the SQL one does, with a foreign key) must already hold that user. Session
// ids are random, so a store shared with other tests may be passed in.
func RunSessionStoreContract(t *testing.T, store domain.SessionStore) {
	t.Helper()
	runSessionContract(t, store, 1)
}

func runSessionContract(t *testing.T, store domain.SessionStore, userID int64) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Second)

	t.Run("CreateFind", func(t *testing.T) {
		s := domain.Session{ID: randomID(t), UserID: userID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}
		require.NoError(t, store.Create(ctx, s))

		got, err := store.Find(ctx, s.ID, now)
		require.NoError(t, err)
		assert.Equal(t, s.ID, got.ID)
		assert.Equal(t, userID, got.UserID)
		assert.WithinDuration(t, s.CreatedAt, got.CreatedAt, time.Millisecond)
		assert.WithinDuration(t, s.LastSeenAt, got.LastSeenAt, time.Millisecond)
		assert.WithinDuration(t, s.ExpiresAt, got.ExpiresAt, time.Millisecond)
	})

	t.Run("Touch", func(t *testing.T) {
		s := domain.Session{ID: randomID(t), UserID: userID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}
		require.NoError(t, store.Create(ctx, s))
		require.NoError(t, store.Touch(ctx, s.ID, now.Add(10*time.Minute)))
		got, err := store.Find(ctx, s.ID, now)
		require.NoError(t, err)
		assert.WithinDuration(t, now.Add(10*time.Minute), got.LastSeenAt, time.Millisecond)
		assert.WithinDuration(t, now, got.CreatedAt, time.Millisecond, "only the last use moves")
		assert.NoError(t, store.Touch(ctx, randomID(t), now), "touching a missing session is not an error")
	})

	t.Run("Confirm", func(t *testing.T) {
		s := domain.Session{ID: randomID(t), UserID: userID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour), ConfirmedAt: now}
		require.NoError(t, store.Create(ctx, s))
		got, err := store.Find(ctx, s.ID, now)
		require.NoError(t, err)
		assert.WithinDuration(t, now, got.ConfirmedAt, time.Millisecond)
		require.NoError(t, store.Confirm(ctx, s.ID, now.Add(20*time.Minute)))
		got, err = store.Find(ctx, s.ID, now)
		require.NoError(t, err)
		assert.WithinDuration(t, now.Add(20*time.Minute), got.ConfirmedAt, time.Millisecond)
		assert.NoError(t, store.Confirm(ctx, randomID(t), now), "confirming a missing session is not an error")
		bare := domain.Session{ID: randomID(t), UserID: userID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}
		require.NoError(t, store.Create(ctx, bare))
		got, err = store.Find(ctx, bare.ID, now)
		require.NoError(t, err)
		assert.True(t, got.ConfirmedAt.IsZero(), "never confirmed")
	})

	t.Run("DeleteExpired", func(t *testing.T) {
		live := domain.Session{ID: randomID(t), UserID: userID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}
		expired := domain.Session{ID: randomID(t), UserID: userID, CreatedAt: now.Add(-2 * time.Hour), LastSeenAt: now, ExpiresAt: now.Add(-time.Minute)}
		idle := domain.Session{ID: randomID(t), UserID: userID, CreatedAt: now.Add(-time.Hour), LastSeenAt: now.Add(-time.Hour), ExpiresAt: now.Add(time.Hour)}
		for _, s := range []domain.Session{live, expired, idle} {
			require.NoError(t, store.Create(ctx, s))
		}
		n, err := store.DeleteExpired(ctx, now, now.Add(-30*time.Minute))
		require.NoError(t, err)
		assert.GreaterOrEqual(t, n, 2)
		_, err = store.Find(ctx, live.ID, now)
		assert.NoError(t, err, "a live session stays")
		_, err = store.Find(ctx, idle.ID, now)
		assertNotFound(t, err, domain.MsgSessionNotFound)
	})

	t.Run("Expired", func(t *testing.T) {
		s := domain.Session{ID: randomID(t), UserID: userID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}
		require.NoError(t, store.Create(ctx, s))

		_, err := store.Find(ctx, s.ID, now.Add(2*time.Hour))
		assertNotFound(t, err, domain.MsgSessionNotFound)
		_, err = store.Find(ctx, s.ID, s.ExpiresAt)
		assertNotFound(t, err, domain.MsgSessionNotFound)
	})

	t.Run("Missing", func(t *testing.T) {
		_, err := store.Find(ctx, randomID(t), now)
		assertNotFound(t, err, domain.MsgSessionNotFound)
	})

	t.Run("Delete", func(t *testing.T) {
		keep := domain.Session{ID: randomID(t), UserID: userID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}
		drop := domain.Session{ID: randomID(t), UserID: userID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}
		require.NoError(t, store.Create(ctx, keep))
		require.NoError(t, store.Create(ctx, drop))

		require.NoError(t, store.Delete(ctx, drop.ID))
		_, err := store.Find(ctx, drop.ID, now)
		assertNotFound(t, err, domain.MsgSessionNotFound)
		_, err = store.Find(ctx, keep.ID, now)
		assert.NoError(t, err, "deleting one session must leave the user's others")
	})

	t.Run("DeleteMissing", func(t *testing.T) {
		assert.NoError(t, store.Delete(ctx, randomID(t)))
	})

	// It ends the sessions of the subtests above too, but keep.
	t.Run("DeleteByUserExcept", func(t *testing.T) {
		keep := domain.Session{ID: randomID(t), UserID: userID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}
		others := []string{randomID(t), randomID(t)}
		require.NoError(t, store.Create(ctx, keep))
		for _, id := range others {
			require.NoError(t, store.Create(ctx, domain.Session{ID: id, UserID: userID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}))
		}
		n, err := store.DeleteByUserExcept(ctx, userID, keep.ID)
		require.NoError(t, err)
		assert.GreaterOrEqual(t, n, len(others))
		for _, id := range others {
			_, err := store.Find(ctx, id, now)
			assertNotFound(t, err, domain.MsgSessionNotFound)
		}
		_, err = store.Find(ctx, keep.ID, now)
		assert.NoError(t, err, "the kept session stays")
		n, err = store.DeleteByUserExcept(ctx, userID, keep.ID)
		require.NoError(t, err)
		assert.Zero(t, n, "only the kept session is left")
		n, err = store.DeleteByUserExcept(ctx, userID, randomID(t))
		require.NoError(t, err)
		assert.Equal(t, 1, n, "a keep that is not a session of the user keeps nothing")
	})

	// Last: it ends every session of the user, those of the subtests above
	// included.
	t.Run("DeleteByUser", func(t *testing.T) {
		ids := []string{randomID(t), randomID(t)}
		for _, id := range ids {
			require.NoError(t, store.Create(ctx, domain.Session{ID: id, UserID: userID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}))
		}
		n, err := store.DeleteByUser(ctx, userID)
		require.NoError(t, err)
		assert.GreaterOrEqual(t, n, len(ids))
		for _, id := range ids {
			_, err := store.Find(ctx, id, now)
			assertNotFound(t, err, domain.MsgSessionNotFound)
		}
		n, err = store.DeleteByUser(ctx, userID)
		require.NoError(t, err)
		assert.Zero(t, n)
	})
}

// randomID returns a fresh session id, like the ones the auth service makes.
func randomID(t *testing.T) string {
	t.Helper()
	b := make([]byte, 16)
	_, err := rand.Read(b)
	require.NoError(t, err)
	return hex.EncodeToString(b)
}

// assertNotFound checks that err is an ENOTFOUND domain error with msg.
func assertNotFound(t *testing.T, err error, msg string) {
	t.Helper()
	if assert.Error(t, err) {
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "error: %v", err)
		assert.Equal(t, msg, domain.ErrorMessage(err))
	}
}
