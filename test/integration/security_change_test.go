package integration_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/domain"
)

// The tests of this file make the purge of the old sessions fail, after
// the change itself was written in the same transaction: neither may stay.

// assertPasswordUnchanged: the old password signs in, the new one does not.
func assertPasswordUnchanged(t *testing.T, f *securityFixture, newPassword string) {
	t.Helper()
	_, err := f.signIn(ownerPassword)
	assert.NoError(t, err, "the old password still signs in")
	_, err = f.signIn(newPassword)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "the new password does not")
}

func TestPasswordChangeFailingMidwayAppliesNothing(t *testing.T) {
	forEachBackend(t, func(t *testing.T, f *securityFixture) {
		mine, other := f.session(t), f.session(t)
		f.sessions.fail = true
		err := f.auth.ChangePassword(context.Background(), auth.PasswordChangeRequest{
			PasswordChange: domain.PasswordChange{Current: ownerPassword, New: newOwnerPassword}, SessionID: mine, ClientAddr: testAddr,
		})
		require.ErrorIs(t, err, errPurge)
		f.sessions.fail = false

		assertPasswordUnchanged(t, f, newOwnerPassword)
		assert.True(t, f.alive(mine))
		assert.True(t, f.alive(other), "the other session is still signed in")
		assert.Empty(t, f.entries(t, domain.ActionPasswordChange), "no entry for a change that rolled back")
	})
}

func TestSetPasswordFailingMidwayAppliesNothing(t *testing.T) {
	forEachBackend(t, func(t *testing.T, f *securityFixture) {
		one, two := f.session(t), f.session(t)
		f.sessions.fail = true
		require.ErrorIs(t, f.auth.SetPassword(context.Background(), "owner", newOwnerPassword), errPurge)
		f.sessions.fail = false

		assertPasswordUnchanged(t, f, newOwnerPassword)
		assert.True(t, f.alive(one), "the sessions are still signed in")
		assert.True(t, f.alive(two))
		assert.Empty(t, f.entries(t, domain.ActionPasswordChange))
	})
}

func TestEnableTwoFactorFailingMidwayAppliesNothing(t *testing.T) {
	forEachBackend(t, func(t *testing.T, f *securityFixture) {
		ctx := context.Background()
		mine, other := f.session(t), f.session(t)
		setup, err := f.auth.SetupTwoFactor(ctx, mine)
		require.NoError(t, err)
		f.sessions.fail = true
		_, err = f.auth.EnableTwoFactor(ctx, mine, f.code(t, setup.Secret))
		require.ErrorIs(t, err, errPurge)
		f.sessions.fail = false

		assert.False(t, f.twoFactorOn(t), "two-factor sign-in is still off")
		assert.True(t, f.alive(other), "the other session is still signed in")
		assert.NotEmpty(t, f.session(t), "the password alone still signs in")
		assert.Empty(t, f.entries(t, domain.ActionTwoFactorEnable))

		_, err = f.auth.EnableTwoFactor(ctx, mine, f.code(t, setup.Secret))
		require.NoError(t, err, "the enrolment is still pending and can be confirmed")
		assert.False(t, f.alive(other))
	})
}

func TestDisableTwoFactorFailingMidwayAppliesNothing(t *testing.T) {
	forEachBackend(t, func(t *testing.T, f *securityFixture) {
		mine := f.session(t)
		secret := f.enrol(t, mine)
		other := f.twoStepSession(t, secret)
		pending := f.pending(t)
		code := f.code(t, secret)
		f.sessions.fail = true
		err := f.auth.DisableTwoFactor(context.Background(), auth.TwoFactorDisable{SessionID: mine, Password: ownerPassword, Code: code, ClientAddr: testAddr})
		require.ErrorIs(t, err, errPurge)
		f.sessions.fail = false

		assert.True(t, f.twoFactorOn(t), "two-factor sign-in is still on")
		assert.True(t, f.alive(other), "the other session is still signed in")
		assert.Empty(t, f.entries(t, domain.ActionTwoFactorOff))
		sess, err := f.complete(pending, code)
		require.NoError(t, err, "the pending sign-in is not voided, and the code the failed change checked is not used up")
		assert.True(t, f.alive(sess.ID))
	})
}

func TestResetTwoFactorFailingMidwayAppliesNothing(t *testing.T) {
	forEachBackend(t, func(t *testing.T, f *securityFixture) {
		mine := f.session(t)
		secret := f.enrol(t, mine)
		pending := f.pending(t)
		f.sessions.fail = true
		require.ErrorIs(t, f.auth.ResetTwoFactor(context.Background(), "owner"), errPurge)
		f.sessions.fail = false

		assert.True(t, f.twoFactorOn(t), "two-factor sign-in is still on")
		assert.True(t, f.alive(mine), "the session is still signed in")
		assert.Empty(t, f.entries(t, domain.ActionTwoFactorOff))
		_, err := f.complete(pending, f.code(t, secret))
		assert.NoError(t, err, "the pending sign-in is not voided")
	})
}
