package auth_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/domain"
)

const newOwnerPassword = "a brand new password"

func (f authFixture) change(session, current, next, addr string) error {
	return f.auth.ChangePassword(context.Background(), auth.PasswordChangeRequest{
		PasswordChange: domain.PasswordChange{Current: current, New: next}, SessionID: session, ClientAddr: addr,
	})
}

// assertField checks an EINVALID answer with msg for field.
func assertField(t *testing.T, err error, field, msg string) {
	t.Helper()
	require.Error(t, err)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	var de *domain.Error
	require.ErrorAs(t, err, &de)
	assert.Equal(t, msg, de.Fields[field], "fields: %v", de.Fields)
}

func TestChangePasswordEndsTheOtherSessions(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	require.NoError(t, f.auth.SetPassword(ctx, "owner", ownerPassword))
	require.NoError(t, f.auth.SetPassword(ctx, "editor", "editor password"))
	mine, err := f.login("owner", ownerPassword, testAddr)
	require.NoError(t, err)
	elsewhere, err := f.login("owner", ownerPassword, "192.0.2.11")
	require.NoError(t, err)
	editor, err := f.login("editor", "editor password", testAddr)
	require.NoError(t, err)

	require.NoError(t, f.change(mine.ID, ownerPassword, newOwnerPassword, testAddr))

	who, err := f.auth.Authenticate(ctx, mine.ID)
	require.NoError(t, err, "the session that changed the password stays")
	assert.Equal(t, "owner", who.Username)
	_, err = f.auth.Authenticate(ctx, elsewhere.ID)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "every other session of the user ends")
	_, err = f.auth.Authenticate(ctx, editor.ID)
	assert.NoError(t, err, "another user's session stays")
	_, err = f.login("owner", ownerPassword, testAddr)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "the old password no longer signs in")
	_, err = f.login("owner", newOwnerPassword, testAddr)
	assert.NoError(t, err, "the new one does")
}

func TestChangePasswordRefusals(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	require.NoError(t, f.auth.SetPassword(ctx, "owner", ownerPassword))
	s, err := f.login("owner", ownerPassword, testAddr)
	require.NoError(t, err)

	err = f.change(s.ID, "not my password", newOwnerPassword, testAddr)
	assertField(t, err, "currentPassword", auth.MsgWrongCurrentPassword)
	assert.Equal(t, auth.MsgWrongCurrentPassword, domain.ErrorMessage(err), "the message says it plainly")

	assertField(t, f.change(s.ID, ownerPassword, "short", testAddr), "newPassword", domain.MsgPasswordTooShort)
	assertField(t, f.change(s.ID, ownerPassword, strings.Repeat("é", 11), testAddr), "newPassword", domain.MsgPasswordTooShort)
	assertField(t, f.change(s.ID, "", newOwnerPassword, testAddr), "currentPassword", domain.MsgRequired)
	assertField(t, f.change(s.ID, strings.Repeat("x", 2000), newOwnerPassword, testAddr), "currentPassword",
		"String must contain at most 1024 character(s)")

	err = f.change("", ownerPassword, newOwnerPassword, testAddr)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "no session, no change")
	err = f.change("not-a-session", ownerPassword, newOwnerPassword, testAddr)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))

	_, err = f.login("owner", ownerPassword, testAddr)
	assert.NoError(t, err, "nothing changed")
	require.NoError(t, f.change(s.ID, ownerPassword, strings.Repeat("é", 12), testAddr), "characters, not bytes")
}

func TestChangePasswordIsThrottledLikeTheLogin(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	require.NoError(t, f.auth.SetPassword(ctx, "owner", ownerPassword))
	s, err := f.login("owner", ownerPassword, testAddr)
	require.NoError(t, err)

	// A too-short new password is refused before the current one is
	// checked, and costs no attempt.
	for i := 0; i < 10; i++ {
		assertField(t, f.change(s.ID, "wrong guess", "short", testAddr), "newPassword", domain.MsgPasswordTooShort)
	}
	for i := 0; i < 4; i++ {
		assertField(t, f.change(s.ID, "wrong guess", newOwnerPassword, testAddr), "currentPassword", auth.MsgWrongCurrentPassword)
	}
	_, err = f.login("owner", "wrong guess", "198.51.100.1")
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "the fifth failure, a login, shares the username's counter")

	assertThrottled(t, f.change(s.ID, ownerPassword, newOwnerPassword, testAddr), "locked: even the right password is refused")
	_, err = f.login("owner", ownerPassword, "203.0.113.7")
	assertThrottled(t, err, "the login is locked too")
	_, err = f.auth.Authenticate(ctx, s.ID)
	assert.NoError(t, err, "being throttled does not end the session")

	f.clock.now = f.clock.now.Add(16 * time.Minute)
	require.NoError(t, f.change(s.ID, ownerPassword, newOwnerPassword, testAddr), "after the lockout")
	for i := 0; i < 4; i++ {
		assertField(t, f.change(s.ID, "wrong guess", newOwnerPassword+"!", testAddr), "currentPassword", auth.MsgWrongCurrentPassword)
	}
	require.NoError(t, f.change(s.ID, newOwnerPassword, newOwnerPassword+"!", testAddr))
	for i := 0; i < 4; i++ {
		assertField(t, f.change(s.ID, "wrong guess", ownerPassword, testAddr), "currentPassword", auth.MsgWrongCurrentPassword)
	}
	assert.NoError(t, f.change(s.ID, newOwnerPassword+"!", ownerPassword, testAddr), "a success resets the counters, as a login does")
}

// TestFirstPasswordOfAPasskeyAccount: an account that joined with a
// passkey has no password (none signs it in); it sets its first one with
// no current one, once the session is confirmed (a passkey), and from then
// on a change asks for the current one again.
func TestFirstPasswordOfAPasskeyAccount(t *testing.T) {
	ctx := context.Background()
	f := newPasskeyAuth(t)
	f.register(t, f.session, "Phone")
	owner, err := f.store.Users().FindByUsername(ctx, "owner")
	require.NoError(t, err)
	require.NoError(t, f.store.Users().SetPasswordHash(ctx, owner.ID, ""))
	_, err = f.login("owner", ownerPassword, testAddr)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "no password signs in an account without one")

	f.clock.now = f.clock.now.Add(domain.ConfirmWindow + time.Second)
	err = f.change(f.session, "", newOwnerPassword, testAddr)
	assert.Equal(t, domain.EFORBIDDEN, domain.ErrorCode(err))
	assert.Equal(t, domain.MsgConfirmIdentity, domain.ErrorMessage(err), "a first password needs a fresh confirmation")

	begun, err := f.auth.BeginPasskeyConfirm(ctx, f.session, testAddr)
	require.NoError(t, err)
	answer, err := f.device.SignIn(begun.Options, origin)
	require.NoError(t, err)
	_, err = f.auth.ConfirmWithPasskey(ctx, f.session, answer, testAddr)
	require.NoError(t, err)
	assertField(t, f.change(f.session, "", "short", testAddr), "newPassword", domain.MsgPasswordTooShort)
	require.NoError(t, f.change(f.session, "", newOwnerPassword, testAddr), "no current password to give")
	_, err = f.login("owner", newOwnerPassword, testAddr)
	require.NoError(t, err, "the first password signs in")
	assertField(t, f.change(f.session, "", ownerPassword, testAddr), "currentPassword", domain.MsgRequired)
}
