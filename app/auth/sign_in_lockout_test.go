package auth_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/domain"
)

// Issue 37, findings 1 and 2: a stranger's password guesses cannot lock
// the owner out of a passkey or of a browser that signed in before, and
// with passkeys only the password's answer says nothing.

// lockOut sends n wrong passwords for "owner" spread over 100 addresses.
func lockOut(t *testing.T, f authFixture, n int) {
	t.Helper()
	for i := range n {
		_, err := f.login("owner", "wrong password", fmt.Sprintf("203.0.113.%d", i%100))
		require.Contains(t, []string{domain.EUNAUTHORIZED, domain.ETHROTTLED}, domain.ErrorCode(err))
	}
	_, err := f.login("owner", ownerPassword, "198.51.100.200")
	require.Equal(t, domain.ETHROTTLED, domain.ErrorCode(err), "a new browser's right password is refused during the lock")
}

// deviceLogin is a password sign-in that carries the device token device.
func (f authFixture) deviceLogin(password, addr, device string) (*domain.Session, error) {
	s, _, err := f.auth.Login(context.Background(), auth.LoginAttempt{
		Credentials: domain.Credentials{Username: "owner", Password: password}, ClientAddr: addr, Device: device})
	return s, err
}

func TestPasskeySignsInThroughTenThousandWrongPasswords(t *testing.T) {
	ctx := context.Background()
	f := newPasskeyAuth(t)
	f.register(t, f.session, "Phone")
	lockOut(t, f.authFixture, 10_000)

	sess, u, err := f.auth.PasskeySignIn(ctx, f.signInAnswer(t, origin), "198.51.100.200")
	require.NoError(t, err, "a passkey is never refused for password failures")
	assert.Equal(t, "owner", u.Username)
	_, err = f.auth.Authenticate(ctx, sess.ID)
	assert.NoError(t, err)
	_, _, err = f.auth.PasskeySignIn(ctx, f.signInAnswer(t, origin), "203.0.113.7")
	assert.NoError(t, err, "not even from an address that guessed")
}

func TestDeviceTokenKeepsItsOwnPasswordBudget(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	require.NoError(t, f.auth.SetPassword(ctx, "owner", ownerPassword))
	require.NoError(t, f.auth.SetPassword(ctx, "other", ownerPassword))
	_, err := f.login("owner", ownerPassword, testAddr)
	require.NoError(t, err)
	device, err := f.auth.NewDeviceToken(ctx, "owner")
	require.NoError(t, err)
	otherDevice, err := f.auth.NewDeviceToken(ctx, "other")
	require.NoError(t, err)
	lockOut(t, f, 10_000)

	_, err = f.deviceLogin(ownerPassword, "203.0.113.7", device)
	require.NoError(t, err, "the browser that signed in before is not locked, even from a locked address")
	_, err = f.login("owner", ownerPassword, "198.51.100.201")
	assert.Equal(t, domain.ETHROTTLED, domain.ErrorCode(err), "the device's success does not unlock new browsers")

	parts := strings.Split(device, ".")
	require.Len(t, parts, 4)
	join := func(p ...string) string { return strings.Join(p, ".") }
	for name, forged := range map[string]string{
		"another user's token":  otherDevice,
		"a forged signature":    join(parts[0], parts[1], parts[2], strings.Repeat("A", len(parts[3]))),
		"another nonce":         join(parts[0], "bm9uY2U", parts[2], parts[3]),
		"a later expiry":        join(parts[0], parts[1], "99999999999", parts[3]),
		"garbage":               "not a token",
		"the old three parts":   join(parts[0], parts[1], parts[3]),
		"the name changed only": join(strings.Split(otherDevice, ".")[0], parts[1], parts[2], parts[3]),
	} {
		_, err = f.deviceLogin(ownerPassword, "198.51.100.202", forged)
		assert.Equal(t, domain.ETHROTTLED, domain.ErrorCode(err), name)
	}

	// A stolen token buys MaxFailures guesses and locks itself only.
	for range testAuthConfig.Login.MaxFailures {
		_, err = f.deviceLogin("wrong password", "198.51.100.203", device)
		require.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
	}
	_, err = f.deviceLogin(ownerPassword, "198.51.100.203", device)
	assert.Equal(t, domain.ETHROTTLED, domain.ErrorCode(err), "too many failures lock the device token")
	fresh, err := f.auth.NewDeviceToken(ctx, "owner")
	require.NoError(t, err)
	_, err = f.deviceLogin(ownerPassword, "198.51.100.203", fresh)
	assert.NoError(t, err, "another device token is not locked")

	// A token ends with the cookie's lifetime, even in a copy kept longer.
	f.clock.now = f.clock.now.Add(auth.DeviceTokenTTL)
	lockOut(t, f, 20)
	_, err = f.deviceLogin(ownerPassword, "198.51.100.204", fresh)
	assert.Equal(t, domain.ETHROTTLED, domain.ErrorCode(err), "an expired device token buys nothing")
}

func TestPasskeysOnlyAnswersAlikeWithTwoFactor(t *testing.T) {
	ctx := context.Background()
	f := newPasskeyAuth(t)
	f.register(t, f.session, "Phone")
	setup, err := f.auth.SetupTwoFactor(ctx, f.session)
	require.NoError(t, err)
	code, _ := totp.GenerateCode(setup.Secret, f.clock.now)
	recovery, err := f.auth.EnableTwoFactor(ctx, f.session, code)
	require.NoError(t, err)
	require.NoError(t, f.auth.SetPasskeysOnly(ctx, f.session, true))

	attempt := func(password string) auth.LoginResult {
		res, err := f.auth.SignIn(ctx, auth.LoginAttempt{Credentials: domain.Credentials{Username: "owner", Password: password}, ClientAddr: testAddr})
		require.NoError(t, err, "any password leads to the second step")
		require.NotNil(t, res.Pending)
		return res
	}
	right, wrong := attempt(ownerPassword), attempt("wrong password")
	assert.Equal(t, right.RecoveryCodeOnly, wrong.RecoveryCodeOnly)
	assert.True(t, wrong.RecoveryCodeOnly)
	assert.Equal(t, len(right.Pending.Token), len(wrong.Pending.Token), "the tokens look alike")

	_, _, err = f.auth.CompleteSignIn(ctx, auth.SecondStep{Token: wrong.Pending.Token, Code: recovery[0], ClientAddr: testAddr})
	assert.Equal(t, domain.MsgInvalidCode, domain.ErrorMessage(err), "a valid recovery code after a wrong password")
	_, _, err = f.auth.CompleteSignIn(ctx, auth.SecondStep{Token: right.Pending.Token, Code: "wrong-code", ClientAddr: testAddr})
	assert.Equal(t, domain.MsgInvalidCode, domain.ErrorMessage(err), "a wrong code after the right password: the same answer")
	_, _, err = f.auth.CompleteSignIn(ctx, auth.SecondStep{Token: right.Pending.Token, Code: recovery[0], ClientAddr: testAddr})
	assert.NoError(t, err, "the right password and a recovery code (not used up by the wrong password's try)")
}

func TestSignedInChecksDuringALockUseTheDeviceAndPasskeyCounters(t *testing.T) {
	ctx := context.Background()
	f := newPasskeyAuth(t)
	f.register(t, f.session, "Phone")
	device, err := f.auth.NewDeviceToken(ctx, "owner")
	require.NoError(t, err)
	lockOut(t, f.authFixture, 100)

	_, err = f.auth.ConfirmWithPassword(ctx, auth.Confirmation{SessionID: f.session, Password: ownerPassword, ClientAddr: "203.0.113.7"})
	assert.Equal(t, domain.ETHROTTLED, domain.ErrorCode(err), "without the device token the lock holds")
	_, err = f.auth.ConfirmWithPassword(ctx, auth.Confirmation{SessionID: f.session, Password: ownerPassword, ClientAddr: "203.0.113.7", Device: device})
	assert.NoError(t, err, "the owner's browser confirms with its password")

	begun, err := f.auth.BeginPasskeyConfirm(ctx, f.session, "203.0.113.7")
	require.NoError(t, err)
	answer, err := f.device.SignIn(begun.Options, origin)
	require.NoError(t, err)
	_, err = f.auth.ConfirmWithPasskey(ctx, f.session, answer, "203.0.113.7")
	assert.NoError(t, err, "a passkey confirmation is not refused for password failures")

	err = f.auth.ChangePassword(ctx, auth.PasswordChangeRequest{
		PasswordChange: domain.PasswordChange{Current: ownerPassword, New: "a new password 2"}, SessionID: f.session, ClientAddr: "203.0.113.7", Device: device})
	assert.NoError(t, err, "nor is a password change from the owner's browser")
}

func TestDeviceTokenCarriesThroughTheSecondStep(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	require.NoError(t, f.auth.SetPassword(ctx, "owner", ownerPassword))
	sess, err := f.login("owner", ownerPassword, testAddr)
	require.NoError(t, err)
	setup, err := f.auth.SetupTwoFactor(ctx, sess.ID)
	require.NoError(t, err)
	code, _ := totp.GenerateCode(setup.Secret, f.clock.now)
	_, err = f.auth.EnableTwoFactor(ctx, sess.ID, code)
	require.NoError(t, err)
	device, err := f.auth.NewDeviceToken(ctx, "owner")
	require.NoError(t, err)
	lockOut(t, f, 1_000)

	attempt := auth.LoginAttempt{Credentials: domain.Credentials{Username: "owner", Password: ownerPassword}, ClientAddr: "203.0.113.7", Device: device}
	res, err := f.auth.SignIn(ctx, attempt)
	require.NoError(t, err, "the password step from the trusted browser")
	require.NotNil(t, res.Pending)
	f.clock.now = f.clock.now.Add(30 * time.Second)
	next, _ := totp.GenerateCode(setup.Secret, f.clock.now)
	_, _, err = f.auth.CompleteSignIn(ctx, auth.SecondStep{Token: res.Pending.Token, Code: next, ClientAddr: "203.0.113.7"})
	assert.Equal(t, domain.ETHROTTLED, domain.ErrorCode(err), "the code step without the device token meets the lock")
	_, _, err = f.auth.CompleteSignIn(ctx, auth.SecondStep{Token: res.Pending.Token, Code: next, ClientAddr: "203.0.113.7", Device: device})
	assert.NoError(t, err, "with it, the code step passes too")
}
