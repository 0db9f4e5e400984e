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
		s := domain.Session{ID: randomID(t), UserID: userID, ExpiresAt: now.Add(time.Hour)}
		require.NoError(t, store.Create(ctx, s))

		got, err := store.Find(ctx, s.ID, now)
		require.NoError(t, err)
		assert.Equal(t, s.ID, got.ID)
		assert.Equal(t, userID, got.UserID)
		assert.WithinDuration(t, s.ExpiresAt, got.ExpiresAt, time.Second)
	})

	t.Run("Expired", func(t *testing.T) {
		s := domain.Session{ID: randomID(t), UserID: userID, ExpiresAt: now.Add(time.Hour)}
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
		keep := domain.Session{ID: randomID(t), UserID: userID, ExpiresAt: now.Add(time.Hour)}
		drop := domain.Session{ID: randomID(t), UserID: userID, ExpiresAt: now.Add(time.Hour)}
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
