package redis_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/redis"
	"github.com/portfolio-site/portfolio/adapters/repotest"
	"github.com/portfolio-site/portfolio/domain"
)

func newSessionStore(t *testing.T) (*redis.SessionStore, string) {
	t.Helper()
	client := openClient(t)
	prefix := testPrefix(t, client)
	store, err := redis.NewSessionStore(client, prefix)
	require.NoError(t, err)
	return store, prefix
}

func TestSessionStoreContract(t *testing.T) {
	store, _ := newSessionStore(t)
	repotest.RunSessionStoreContract(t, store)
}

func TestNewSessionStoreRejectsNilClient(t *testing.T) {
	_, err := redis.NewSessionStore(nil, "p:")
	assert.Error(t, err)
}

// The key expires with the session, so Redis does the cleaning up.
func TestSessionStoreKeyExpiresWithSession(t *testing.T) {
	store, prefix := newSessionStore(t)
	client := openClient(t)
	ctx := context.Background()
	s := domain.Session{ID: "ttl", UserID: 1, ExpiresAt: time.Now().Add(90 * time.Second)}
	require.NoError(t, store.Create(ctx, s))
	ttl, err := client.PTTL(ctx, prefix+"session:ttl").Result()
	require.NoError(t, err)
	assert.InDelta(t, 90*time.Second, ttl, float64(5*time.Second))
}

// A session created already expired is not stored, and replaces any
// session that had its id.
func TestSessionStoreCreateExpired(t *testing.T) {
	store, _ := newSessionStore(t)
	ctx := context.Background()
	now := time.Now()
	require.NoError(t, store.Create(ctx, domain.Session{ID: "x", UserID: 1, ExpiresAt: now.Add(time.Hour)}))
	require.NoError(t, store.Create(ctx, domain.Session{ID: "x", UserID: 1, ExpiresAt: now.Add(-time.Second)}))
	_, err := store.Find(ctx, "x", now.Add(-time.Hour))
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
}
