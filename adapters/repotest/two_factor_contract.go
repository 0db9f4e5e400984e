package repotest

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// runTwoFactorContract checks the two-factor store: missing is ENOTFOUND,
// Update creates and keeps, an aborted Update stores nothing, Delete is
// idempotent.
func runTwoFactorContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	r := open(t)
	if r.TwoFactor == nil {
		t.Fatal("the adapter gives no two-factor store: every adapter must pass this contract")
	}
	u := &domain.User{Username: "owner", PasswordHash: "hash"}
	require.NoError(t, r.Users.Create(ctx, u))

	_, err := r.TwoFactor.Find(ctx, u.ID)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))

	require.NoError(t, r.TwoFactor.Update(ctx, u.ID, func(tf *domain.TwoFactor) error {
		assert.Equal(t, u.ID, tf.UserID)
		assert.False(t, tf.Enabled)
		tf.Enabled, tf.Secret, tf.LastStep = true, "sealed", 42
		tf.RecoveryHashes = []string{"aa", "bb"}
		return nil
	}))
	got, err := r.TwoFactor.Find(ctx, u.ID)
	require.NoError(t, err)
	assert.Equal(t, domain.TwoFactor{UserID: u.ID, Enabled: true, Secret: "sealed", LastStep: 42, RecoveryHashes: []string{"aa", "bb"}}, *got)

	err = r.TwoFactor.Update(ctx, u.ID, func(tf *domain.TwoFactor) error {
		tf.RecoveryHashes = tf.RecoveryHashes[:1]
		tf.LastStep = 99
		return errAbort
	})
	assert.ErrorIs(t, err, errAbort)
	got, err = r.TwoFactor.Find(ctx, u.ID)
	require.NoError(t, err)
	assert.Equal(t, int64(42), got.LastStep)
	assert.Equal(t, []string{"aa", "bb"}, got.RecoveryHashes)

	require.NoError(t, r.TwoFactor.Update(ctx, u.ID, func(tf *domain.TwoFactor) error {
		tf.RecoveryHashes = nil
		return nil
	}))
	got, err = r.TwoFactor.Find(ctx, u.ID)
	require.NoError(t, err)
	assert.Empty(t, got.RecoveryHashes)

	require.NoError(t, r.TwoFactor.Delete(ctx, u.ID))
	require.NoError(t, r.TwoFactor.Delete(ctx, u.ID))
	_, err = r.TwoFactor.Find(ctx, u.ID)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
}
