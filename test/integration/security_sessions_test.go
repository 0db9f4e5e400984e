package integration_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/domain"
)

// The tests of this file check what a security change that commits does:
// the other sessions of the user end (all of them from the command line),
// a pending sign-in issued before it is refused after it, and one entry
// records it.

// assertVoided: the pending sign-in is refused, even with a right code.
func assertVoided(t *testing.T, f *securityFixture, pending, code string) {
	t.Helper()
	sess, err := f.complete(pending, code)
	assert.Nil(t, sess)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
	assert.Equal(t, domain.MsgTwoFactorExpired, domain.ErrorMessage(err), "the pending sign-in was voided")
}

// assertOneEntry: one entry of action records the change.
func assertOneEntry(t *testing.T, f *securityFixture, action, title, addr string) {
	t.Helper()
	entries := f.entries(t, action)
	require.Len(t, entries, 1)
	assert.Equal(t, "owner", entries[0].Actor)
	assert.Equal(t, domain.ActivityUser, entries[0].Kind)
	assert.Equal(t, title, entries[0].Title)
	assert.Equal(t, addr, entries[0].Address)
}

func TestPasswordChangeEndsOtherSessionsAndVoidsPendingSignIns(t *testing.T) {
	forEachBackend(t, func(t *testing.T, f *securityFixture) {
		mine := f.session(t)
		secret := f.enrol(t, mine)
		other := f.twoStepSession(t, secret)
		pending := f.pending(t)

		require.NoError(t, f.auth.ChangePassword(context.Background(), auth.PasswordChangeRequest{
			PasswordChange: domain.PasswordChange{Current: ownerPassword, New: newOwnerPassword}, SessionID: mine, ClientAddr: testAddr,
		}))
		assert.True(t, f.alive(mine), "the session that made the change stays")
		assert.False(t, f.alive(other), "the other session ends")
		assertVoided(t, f, pending, f.code(t, secret))
		assertOneEntry(t, f, domain.ActionPasswordChange, "Password", testAddr)
		res, err := f.signIn(newOwnerPassword)
		require.NoError(t, err)
		assert.NotNil(t, res.Pending, "the new password signs in, with a code")
	})
}

func TestSetPasswordEndsAllSessionsAndVoidsPendingSignIns(t *testing.T) {
	forEachBackend(t, func(t *testing.T, f *securityFixture) {
		first := f.session(t)
		secret := f.enrol(t, first)
		second := f.twoStepSession(t, secret)
		pending := f.pending(t)

		require.NoError(t, f.auth.SetPassword(context.Background(), "owner", newOwnerPassword))
		assert.False(t, f.alive(first), "every session ends")
		assert.False(t, f.alive(second))
		assertVoided(t, f, pending, f.code(t, secret))
		assertOneEntry(t, f, domain.ActionPasswordChange, "Password (command line)", "")
	})
}

func TestEnableTwoFactorEndsOtherSessions(t *testing.T) {
	forEachBackend(t, func(t *testing.T, f *securityFixture) {
		mine, other := f.session(t), f.session(t)
		f.enrol(t, mine)
		assert.True(t, f.alive(mine), "the session that made the change stays")
		assert.False(t, f.alive(other), "the other session ends")
		assertOneEntry(t, f, domain.ActionTwoFactorEnable, "Two-factor sign-in", "")
	})
}

func TestDisableTwoFactorEndsOtherSessionsAndVoidsPendingSignIns(t *testing.T) {
	forEachBackend(t, func(t *testing.T, f *securityFixture) {
		ctx := context.Background()
		mine := f.session(t)
		secret := f.enrol(t, mine)
		other := f.twoStepSession(t, secret)
		pending := f.pending(t)

		require.NoError(t, f.auth.DisableTwoFactor(ctx, auth.TwoFactorDisable{SessionID: mine, Password: ownerPassword, Code: f.code(t, secret), ClientAddr: testAddr}))
		assert.True(t, f.alive(mine), "the session that made the change stays")
		assert.False(t, f.alive(other), "the other session ends")
		assertOneEntry(t, f, domain.ActionTwoFactorOff, "Two-factor sign-in", testAddr)

		// Turned on again with a new secret, the code is right again: only
		// the voiding refuses the sign-in that waited since before.
		again := f.enrol(t, mine)
		assertVoided(t, f, pending, f.code(t, again))
	})
}

func TestResetTwoFactorEndsAllSessionsAndVoidsPendingSignIns(t *testing.T) {
	forEachBackend(t, func(t *testing.T, f *securityFixture) {
		first := f.session(t)
		secret := f.enrol(t, first)
		second := f.twoStepSession(t, secret)
		pending := f.pending(t)

		require.NoError(t, f.auth.ResetTwoFactor(context.Background(), "owner"))
		assert.False(t, f.alive(first), "every session ends")
		assert.False(t, f.alive(second))
		assert.False(t, f.twoFactorOn(t))
		assertOneEntry(t, f, domain.ActionTwoFactorOff, "Two-factor sign-in (reset from the command line)", "")

		again := f.enrol(t, f.session(t))
		assertVoided(t, f, pending, f.code(t, again))
	})
}
