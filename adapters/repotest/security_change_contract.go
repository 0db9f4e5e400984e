package repotest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// securityWorld is a user with a password, two-factor sign-in, two
// sessions and a sign-in counter: what a security change touches.
type securityWorld struct {
	user           *domain.User
	kept, other    string
	now            time.Time
	throttleKey    string
	throttleFailed int
}

func newSecurityWorld(t *testing.T, r Repos) securityWorld {
	t.Helper()
	ctx := context.Background()
	w := securityWorld{user: &domain.User{Username: "owner", PasswordHash: "old"}, kept: randomID(t), other: randomID(t),
		now: time.Now().UTC().Truncate(time.Second), throttleKey: "user:owner", throttleFailed: 3}
	require.NoError(t, r.Users.Create(ctx, w.user))
	for _, id := range []string{w.kept, w.other} {
		require.NoError(t, r.Sessions.Create(ctx, domain.Session{ID: id, UserID: w.user.ID, CreatedAt: w.now, LastSeenAt: w.now, ExpiresAt: w.now.Add(time.Hour)}))
	}
	require.NoError(t, r.TwoFactor.Update(ctx, w.user.ID, func(tf *domain.TwoFactor) error {
		tf.Enabled, tf.Secret = true, "sealed"
		return nil
	}))
	require.NoError(t, r.Throttle.Update(ctx, w.throttleKey, func(a *domain.LoginAttempts) { a.Failures = w.throttleFailed }))
	return w
}

// change is what a security change writes, in the order the app layer
// writes it, with ctx of the transaction.
func (w securityWorld) change(ctx context.Context, r Repos) error {
	if err := r.Users.AdvanceSecurityGeneration(ctx, w.user.ID); err != nil {
		return err
	}
	if err := r.Users.SetPasswordHash(ctx, w.user.ID, "new"); err != nil {
		return err
	}
	if err := r.TwoFactor.Delete(ctx, w.user.ID); err != nil {
		return err
	}
	if err := r.Throttle.Reset(ctx, w.throttleKey); err != nil {
		return err
	}
	if _, err := r.Sessions.DeleteByUserExcept(ctx, w.user.ID, w.kept); err != nil {
		return err
	}
	return r.Activity.Record(ctx, &domain.ActivityEntry{At: w.now, Actor: "owner", Action: domain.ActionPasswordChange, Kind: domain.ActivityUser, Title: "Password"})
}

// runSecurityChangeContract: the stores a security change writes (users,
// sessions, two-factor state, sign-in counters, activity) all join the
// transaction of the context, so the change commits whole or not at all;
// and FindForUpdate waits for a change of the user in flight.
func runSecurityChangeContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()

	t.Run("FailureRollsBackEveryStore", func(t *testing.T) {
		r := open(t)
		w := newSecurityWorld(t, r)
		err := r.Tx.InTx(ctx, func(ctx context.Context) error {
			require.NoError(t, w.change(ctx, r))
			return errAbort
		})
		require.ErrorIs(t, err, errAbort)

		u, err := r.Users.Find(ctx, w.user.ID)
		require.NoError(t, err)
		assert.Equal(t, "old", u.PasswordHash)
		assert.Zero(t, u.SecurityGeneration)
		for _, id := range []string{w.kept, w.other} {
			_, err := r.Sessions.Find(ctx, id, w.now)
			assert.NoError(t, err, "the sessions are alive")
		}
		tf, err := r.TwoFactor.Find(ctx, w.user.ID)
		require.NoError(t, err)
		assert.True(t, tf.Enabled)
		var failures int
		require.NoError(t, r.Throttle.Update(ctx, w.throttleKey, func(a *domain.LoginAttempts) { failures = a.Failures }))
		assert.Equal(t, w.throttleFailed, failures)
		entries, err := r.Activity.List(ctx, domain.ActivityFilter{})
		require.NoError(t, err)
		assert.Empty(t, entries)
	})

	t.Run("SuccessCommitsEveryStore", func(t *testing.T) {
		r := open(t)
		w := newSecurityWorld(t, r)
		require.NoError(t, r.Tx.InTx(ctx, func(ctx context.Context) error { return w.change(ctx, r) }))

		u, err := r.Users.Find(ctx, w.user.ID)
		require.NoError(t, err)
		assert.Equal(t, "new", u.PasswordHash)
		assert.Equal(t, int64(1), u.SecurityGeneration)
		_, err = r.Sessions.Find(ctx, w.kept, w.now)
		assert.NoError(t, err)
		_, err = r.Sessions.Find(ctx, w.other, w.now)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
		_, err = r.TwoFactor.Find(ctx, w.user.ID)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
		var failures int
		require.NoError(t, r.Throttle.Update(ctx, w.throttleKey, func(a *domain.LoginAttempts) { failures = a.Failures }))
		assert.Zero(t, failures)
		entries, err := r.Activity.List(ctx, domain.ActivityFilter{})
		require.NoError(t, err)
		assert.Len(t, entries, 1)
	})

	t.Run("FindForUpdateWaitsForAChangeInFlight", func(t *testing.T) {
		r := open(t)
		u := &domain.User{Username: "owner", PasswordHash: "old"}
		require.NoError(t, r.Users.Create(ctx, u))
		advanced, read := make(chan struct{}), make(chan int64, 1)
		go func() {
			<-advanced
			_ = r.Tx.InTx(ctx, func(ctx context.Context) error {
				got, err := r.Users.FindForUpdate(ctx, u.ID)
				if err != nil {
					read <- -1
					return err
				}
				read <- got.SecurityGeneration
				return nil
			})
		}()
		require.NoError(t, r.Tx.InTx(ctx, func(ctx context.Context) error {
			if err := r.Users.AdvanceSecurityGeneration(ctx, u.ID); err != nil {
				return err
			}
			close(advanced)
			// Long enough for the reader to get there if it did not wait.
			time.Sleep(200 * time.Millisecond)
			return nil
		}))
		select {
		case g := <-read:
			assert.Equal(t, int64(1), g, "the reader waited for the change and saw its generation")
		case <-time.After(10 * time.Second):
			t.Fatal("FindForUpdate did not return after the change committed")
		}
	})
}
