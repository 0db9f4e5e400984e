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

// RunPasskeyContract checks that keys, challenges and the users'
// "passkeys only" switch behave as their ports document. users must be
// empty of the names it creates; the stores may be fresh or shared.
func RunPasskeyContract(t *testing.T, users domain.UserRepository, keys domain.PasskeyRepository, challenges domain.PasskeyChallengeStore) {
	t.Helper()
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Second)
	owner := &domain.User{Username: "passkey-owner", PasswordHash: "hash"}
	other := &domain.User{Username: "passkey-other", PasswordHash: "hash"}
	require.NoError(t, users.Create(ctx, owner))
	require.NoError(t, users.Create(ctx, other))

	t.Run("PasskeysOnly", func(t *testing.T) {
		require.NoError(t, users.SetPasskeysOnly(ctx, owner.ID, true))
		u, err := users.Find(ctx, owner.ID)
		require.NoError(t, err)
		assert.True(t, u.PasskeysOnly)
		u, err = users.FindByUsername(ctx, other.Username)
		require.NoError(t, err)
		assert.False(t, u.PasskeysOnly, "only that user's")
		require.NoError(t, users.SetPasskeysOnly(ctx, owner.ID, false))
		u, err = users.Find(ctx, owner.ID)
		require.NoError(t, err)
		assert.False(t, u.PasskeysOnly)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(users.SetPasskeysOnly(ctx, 1<<40, true)))
	})

	t.Run("Keys", func(t *testing.T) {
		a := &domain.Passkey{UserID: owner.ID, CredentialID: []byte{1, 2, 3}, Handle: []byte("handle"), Name: "Phone", Record: []byte(`{"k":1}`), CreatedAt: now}
		b := &domain.Passkey{UserID: owner.ID, CredentialID: []byte{4, 5, 6}, Handle: []byte("handle"), Name: "Laptop", Record: []byte(`{"k":2}`), CreatedAt: now.Add(time.Minute)}
		c := &domain.Passkey{UserID: other.ID, CredentialID: []byte{7}, Handle: []byte("other"), Name: "Key", Record: []byte(`{}`), CreatedAt: now}
		for _, p := range []*domain.Passkey{a, b, c} {
			require.NoError(t, keys.Create(ctx, p))
			assert.NotZero(t, p.ID)
		}
		dup := &domain.Passkey{UserID: other.ID, CredentialID: []byte{1, 2, 3}, Handle: []byte("x"), Name: "Dup", Record: []byte(`{}`), CreatedAt: now}
		assert.Equal(t, domain.ECONFLICT, domain.ErrorCode(keys.Create(ctx, dup)), "a credential id is registered once")

		n, err := keys.Count(ctx)
		require.NoError(t, err)
		assert.Equal(t, 3, n, "every user's")
		list, err := keys.ListByUser(ctx, owner.ID)
		require.NoError(t, err)
		require.Len(t, list, 2)
		assert.Equal(t, []string{"Phone", "Laptop"}, []string{list[0].Name, list[1].Name}, "oldest first")
		assert.Equal(t, []byte("handle"), list[0].Handle)
		assert.Equal(t, []byte(`{"k":1}`), list[0].Record)
		assert.True(t, list[0].LastUsedAt.IsZero(), "never used")
		assert.WithinDuration(t, now, list[0].CreatedAt, time.Millisecond)

		got, err := keys.FindByCredentialID(ctx, []byte{4, 5, 6})
		require.NoError(t, err)
		assert.Equal(t, b.ID, got.ID)
		_, err = keys.FindByCredentialID(ctx, []byte{9, 9})
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))

		require.NoError(t, keys.Used(ctx, a.ID, []byte(`{"k":3}`), now.Add(time.Hour)))
		got, err = keys.FindByCredentialID(ctx, a.CredentialID)
		require.NoError(t, err)
		assert.Equal(t, []byte(`{"k":3}`), got.Record)
		assert.WithinDuration(t, now.Add(time.Hour), got.LastUsedAt, time.Millisecond)

		require.NoError(t, keys.Rename(ctx, owner.ID, a.ID, "Work phone"))
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(keys.Rename(ctx, other.ID, a.ID, "Stolen")), "only the owner's")
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(keys.Delete(ctx, other.ID, a.ID)), "only the owner's")
		require.NoError(t, keys.Delete(ctx, owner.ID, a.ID))
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(keys.Delete(ctx, owner.ID, a.ID)))
		list, err = keys.ListByUser(ctx, owner.ID)
		require.NoError(t, err)
		require.Len(t, list, 1)
		assert.Equal(t, "Laptop", list[0].Name)
	})

	t.Run("ChallengesAreTakenOnce", func(t *testing.T) {
		c := domain.PasskeyChallenge{Challenge: "ch-once", Kind: domain.CeremonyRegister, UserID: owner.ID, Session: "s", Name: "Phone", State: []byte(`{"s":1}`), ExpiresAt: now.Add(5 * time.Minute)}
		require.NoError(t, challenges.Put(ctx, c))
		got, err := challenges.Take(ctx, "ch-once", now)
		require.NoError(t, err)
		assert.Equal(t, c.Kind, got.Kind)
		assert.Equal(t, c.UserID, got.UserID)
		assert.Equal(t, c.Session, got.Session)
		assert.Equal(t, c.Name, got.Name)
		assert.Equal(t, c.State, got.State)
		_, err = challenges.Take(ctx, "ch-once", now)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "a challenge answers once")
	})

	t.Run("ChallengesExpire", func(t *testing.T) {
		require.NoError(t, challenges.Put(ctx, domain.PasskeyChallenge{Challenge: "ch-old", Kind: domain.CeremonySignIn, State: []byte(`{}`), ExpiresAt: now.Add(time.Minute)}))
		require.NoError(t, challenges.Put(ctx, domain.PasskeyChallenge{Challenge: "ch-new", Kind: domain.CeremonySignIn, State: []byte(`{}`), ExpiresAt: now.Add(time.Hour)}))
		_, err := challenges.Take(ctx, "ch-old", now.Add(time.Minute))
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "expired at its expiry")
		require.NoError(t, challenges.Put(ctx, domain.PasskeyChallenge{Challenge: "ch-old2", Kind: domain.CeremonySignIn, State: []byte(`{}`), ExpiresAt: now.Add(time.Minute)}))
		n, err := challenges.DeleteExpired(ctx, now.Add(2*time.Minute))
		require.NoError(t, err)
		assert.GreaterOrEqual(t, n, 1)
		_, err = challenges.Take(ctx, "ch-old2", now)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "swept")
		_, err = challenges.Take(ctx, "ch-new", now)
		assert.NoError(t, err, "a live one stays")
	})

	t.Run("ConcurrentTakesGiveOneWinner", func(t *testing.T) {
		require.NoError(t, challenges.Put(ctx, domain.PasskeyChallenge{Challenge: "ch-race", Kind: domain.CeremonySignIn, State: []byte(`{}`), ExpiresAt: now.Add(time.Hour)}))
		var wg sync.WaitGroup
		var mu sync.Mutex
		won := 0
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := challenges.Take(ctx, "ch-race", now); err == nil {
					mu.Lock()
					won++
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		assert.Equal(t, 1, won, "of instances answering one challenge at once, one wins")
	})
}
