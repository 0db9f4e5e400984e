package auth_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/memory"
	totpadapter "github.com/portfolio-site/portfolio/adapters/totp"
	"github.com/portfolio-site/portfolio/adapters/webauthn"
	"github.com/portfolio-site/portfolio/adapters/webauthn/webauthntest"
	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// The passkey use cases on the in-memory stores with the real ceremonies
// (go-webauthn) and a software authenticator standing in for the browser.

const origin = "http://localhost:8080"

type passkeyFixture struct {
	authFixture
	keys       *memory.PasskeyRepository
	challenges *memory.PasskeyChallenges
	device     *webauthntest.Authenticator
	session    string
}

func newPasskeyAuth(t *testing.T) passkeyFixture {
	t.Helper()
	f := passkeyFixture{authFixture: authFixture{
		store: memory.NewStore(), sessions: memory.NewSessionStore(), twoFactor: memory.NewTwoFactorRepository(),
		clock: &fixedClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)},
	}, keys: memory.NewPasskeyRepository(), challenges: memory.NewPasskeyChallenges(), device: webauthntest.New()}
	f.tx = memory.NewTransactor(f.store, f.sessions, f.twoFactor, f.keys)
	j, err := journal.New(f.tx, f.store.Activity(), f.store.Revisions(), domain.RevisionPolicy{}, f.clock)
	require.NoError(t, err)
	ceremonies, err := webauthn.New(webauthn.Config{RPID: "localhost", RPName: "Portfolio", Origins: []string{origin}})
	require.NoError(t, err)
	f.auth, err = auth.NewService(f.tx, f.store.Users(), f.sessions, memory.NewLoginThrottle(), plainHasher{}, f.clock, testAuthConfig, slog.New(slog.DiscardHandler),
		j, auth.TwoFactorConfig{Repo: f.twoFactor, Sealer: newSealer(t, nil, memory.NewSecretStore()), Codes: totpadapter.NewCodes(),
			Passkeys: auth.PasskeyConfig{Repo: f.keys, Challenges: f.challenges, Ceremonies: ceremonies}})
	require.NoError(t, err)
	require.NoError(t, f.auth.SetPassword(context.Background(), "owner", ownerPassword))
	s, err := f.login("owner", ownerPassword, testAddr)
	require.NoError(t, err)
	f.session = s.ID
	return f
}

// register adds a passkey named name from f.device in session.
func (f passkeyFixture) register(t *testing.T, session, name string) *domain.Passkey {
	t.Helper()
	ctx := context.Background()
	begun, err := f.auth.BeginPasskeyRegistration(ctx, session, name, testAddr)
	require.NoError(t, err)
	answer, err := f.device.Register(begun.Options, origin)
	require.NoError(t, err)
	p, err := f.auth.RegisterPasskey(ctx, session, answer)
	require.NoError(t, err)
	return p
}

// signInAnswer begins a sign-in and has the device answer it for from.
func (f passkeyFixture) signInAnswer(t *testing.T, from string) []byte {
	t.Helper()
	begun, err := f.auth.BeginPasskeySignIn(context.Background(), testAddr)
	require.NoError(t, err)
	answer, err := f.device.SignIn(begun.Options, from)
	require.NoError(t, err)
	return answer
}

func TestPasskeyRegisterThenSignInWithNoPassword(t *testing.T) {
	ctx := context.Background()
	f := newPasskeyAuth(t)
	other, err := f.login("owner", ownerPassword, "192.0.2.99")
	require.NoError(t, err)

	p := f.register(t, f.session, "  Laptop ")
	assert.Equal(t, "Laptop", p.Name)
	_, err = f.auth.Authenticate(ctx, other.ID)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "a new passkey ends the other sessions, like a password change")
	_, err = f.auth.Authenticate(ctx, f.session)
	assert.NoError(t, err, "the session that added it stays")

	sess, u, err := f.auth.PasskeySignIn(ctx, f.signInAnswer(t, origin), testAddr)
	require.NoError(t, err)
	assert.Equal(t, "owner", u.Username)
	_, err = f.auth.Authenticate(ctx, sess.ID)
	assert.NoError(t, err)

	list, err := f.auth.ListPasskeys(ctx, sess.ID)
	require.NoError(t, err)
	require.Len(t, list.Passkeys, 1)
	assert.Equal(t, f.clock.now, list.Passkeys[0].LastUsedAt, "the use is recorded")
	assert.Equal(t, f.clock.now.Add(domain.ConfirmWindow), list.ConfirmedUntil, "a sign-in is a confirmation")

	// A second device (an authenticator keeps one passkey per site and user).
	f.device = webauthntest.New()
	second := f.register(t, sess.ID, "")
	assert.Equal(t, "Passkey 2", second.Name, "an unnamed passkey gets a name")

	entries, err := f.store.Activity().List(ctx, domain.ActivityFilter{Limit: 50})
	require.NoError(t, err)
	var actions []string
	for _, e := range entries {
		actions = append(actions, e.Action+" "+e.Title)
	}
	assert.Contains(t, actions, "passkey-add Passkey “Laptop”")
	assert.Contains(t, actions, "sign-in Passkey")
}

func TestPasskeyChallengesAreSingleUseAndExpire(t *testing.T) {
	ctx := context.Background()
	f := newPasskeyAuth(t)
	f.register(t, f.session, "Phone")

	// Each try from an address of its own: the throttle is another test's.
	n := 0
	addr := func() string { n++; return fmt.Sprintf("198.51.100.%d", n) }
	answer := f.signInAnswer(t, origin)
	_, _, err := f.auth.PasskeySignIn(ctx, answer, addr())
	require.NoError(t, err)
	_, _, err = f.auth.PasskeySignIn(ctx, answer, addr())
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "a replayed answer is refused")
	assert.Equal(t, domain.MsgPasskeyFailed, domain.ErrorMessage(err))

	late := f.signInAnswer(t, origin)
	f.clock.now = f.clock.now.Add(domain.PasskeyChallengeTTL)
	_, _, err = f.auth.PasskeySignIn(ctx, late, addr())
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "a challenge expires after five minutes")

	// A browser lets another site on the relying-party ID's domain (a
	// sub-domain someone else controls) ask for the passkey; the server
	// accepts only its own origins.
	wrong := f.signInAnswer(t, "http://evil.localhost:8080")
	_, _, err = f.auth.PasskeySignIn(ctx, wrong, addr())
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "an answer made for another origin is refused")
	otherPort := f.signInAnswer(t, "http://localhost:9999")
	_, _, err = f.auth.PasskeySignIn(ctx, otherPort, addr())
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "the port is part of the origin")

	// A confirmation's challenge does not open a sign-in.
	begun, err := f.auth.BeginPasskeyConfirm(ctx, f.session, testAddr)
	require.NoError(t, err)
	confirmAnswer, err := f.device.SignIn(begun.Options, origin)
	require.NoError(t, err)
	_, _, err = f.auth.PasskeySignIn(ctx, confirmAnswer, addr())
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
	_, err = f.auth.ConfirmWithPasskey(ctx, f.session, confirmAnswer, addr())
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "and is used up by the try")
}

func TestFailedPasskeySignInsAreThrottled(t *testing.T) {
	ctx := context.Background()
	f := newPasskeyAuth(t)
	f.register(t, f.session, "Phone")
	for range testAuthConfig.Login.MaxFailures {
		_, _, err := f.auth.PasskeySignIn(ctx, []byte(`{"id":"x"}`), testAddr)
		require.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
	}
	_, _, err := f.auth.PasskeySignIn(ctx, f.signInAnswer(t, origin), testAddr)
	assert.Equal(t, domain.ETHROTTLED, domain.ErrorCode(err), "failed assertions from one address are throttled")
	_, _, err = f.auth.PasskeySignIn(ctx, f.signInAnswer(t, origin), "198.51.100.1")
	assert.NoError(t, err, "per address: the owner's passkey from elsewhere signs in")
	_, err = f.login("owner", ownerPassword, testAddr)
	assert.NoError(t, err, "issue 37: the passkey's counter is not the password's")
}

func TestPasskeyChangesNeedAFreshConfirmation(t *testing.T) {
	ctx := context.Background()
	f := newPasskeyAuth(t)
	p := f.register(t, f.session, "Phone")

	f.clock.now = f.clock.now.Add(domain.ConfirmWindow + time.Second)
	_, err := f.auth.BeginPasskeyRegistration(ctx, f.session, "Tablet", testAddr)
	assert.Equal(t, domain.EFORBIDDEN, domain.ErrorCode(err))
	assert.Equal(t, domain.MsgConfirmIdentity, domain.ErrorMessage(err))
	assert.Equal(t, domain.EFORBIDDEN, domain.ErrorCode(f.auth.RemovePasskey(ctx, f.session, p.ID)))
	assert.Equal(t, domain.EFORBIDDEN, domain.ErrorCode(f.auth.SetPasskeysOnly(ctx, f.session, true)))
	_, err = f.auth.RenamePasskey(ctx, f.session, p.ID, "Work phone")
	assert.NoError(t, err, "a name is no security change")

	_, err = f.auth.ConfirmWithPassword(ctx, auth.Confirmation{SessionID: f.session, Password: "wrong", ClientAddr: testAddr})
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
	until, err := f.auth.ConfirmWithPassword(ctx, auth.Confirmation{SessionID: f.session, Password: ownerPassword, ClientAddr: testAddr})
	require.NoError(t, err)
	assert.Equal(t, f.clock.now.Add(domain.ConfirmWindow), until)
	require.NoError(t, f.auth.SetPasskeysOnly(ctx, f.session, true))

	f.clock.now = f.clock.now.Add(domain.ConfirmWindow)
	begun, err := f.auth.BeginPasskeyConfirm(ctx, f.session, testAddr)
	require.NoError(t, err)
	answer, err := f.device.SignIn(begun.Options, origin)
	require.NoError(t, err)
	_, err = f.auth.ConfirmWithPassword(ctx, auth.Confirmation{SessionID: f.session, Password: ownerPassword, ClientAddr: testAddr})
	assert.Equal(t, domain.MsgPasskeysOnly, domain.ErrorMessage(err), "with passkeys only, the password confirms nothing")
	_, err = f.auth.ConfirmWithPasskey(ctx, f.session, answer, testAddr)
	require.NoError(t, err)
	assert.Equal(t, domain.ECONFLICT, domain.ErrorCode(f.auth.RemovePasskey(ctx, f.session, p.ID)), "not the last passkey while passkeys only is on")
	require.NoError(t, f.auth.SetPasskeysOnly(ctx, f.session, false))
	require.NoError(t, f.auth.RemovePasskey(ctx, f.session, p.ID))
	assert.Equal(t, domain.ECONFLICT, domain.ErrorCode(f.auth.SetPasskeysOnly(ctx, f.session, true)), "passkeys only needs a passkey")
}

func TestRegistrationIsBoundToTheSessionThatBeganIt(t *testing.T) {
	ctx := context.Background()
	f := newPasskeyAuth(t)
	begun, err := f.auth.BeginPasskeyRegistration(ctx, f.session, "Phone", testAddr)
	require.NoError(t, err)
	answer, err := f.device.Register(begun.Options, origin)
	require.NoError(t, err)
	other, err := f.login("owner", ownerPassword, testAddr)
	require.NoError(t, err)
	_, err = f.auth.RegisterPasskey(ctx, other.ID, answer)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "another session cannot finish it")
	_, err = f.auth.RegisterPasskey(ctx, f.session, answer)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "and the try used the challenge up")

	var opts struct {
		PublicKey struct {
			AuthenticatorSelection struct{ ResidentKey, UserVerification string }
		}
	}
	require.NoError(t, json.Unmarshal(begun.Options, &opts))
	assert.Equal(t, "required", opts.PublicKey.AuthenticatorSelection.ResidentKey)
	assert.Equal(t, "required", opts.PublicKey.AuthenticatorSelection.UserVerification)
}

func TestPasskeysOnlyRefusesThePassword(t *testing.T) {
	ctx := context.Background()
	f := newPasskeyAuth(t)
	f.register(t, f.session, "Phone")
	require.NoError(t, f.auth.SetPasskeysOnly(ctx, f.session, true))

	_, err := f.login("owner", ownerPassword, testAddr)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
	assert.Equal(t, auth.MsgInvalidCredentials, domain.ErrorMessage(err), "the right password is refused")
	_, err = f.login("owner", "wrong password", testAddr)
	assert.Equal(t, auth.MsgInvalidCredentials, domain.ErrorMessage(err), "issue 37: as a wrong one is")
	_, _, err = f.auth.PasskeySignIn(ctx, f.signInAnswer(t, origin), testAddr)
	assert.NoError(t, err, "the passkey still signs in")

	require.NoError(t, f.auth.ResetTwoFactor(ctx, "owner"))
	_, err = f.login("owner", ownerPassword, "192.0.2.77")
	assert.NoError(t, err, "set-password --reset-2fa turns passkeys only off")
}

func TestPasskeysUnavailableWithoutCeremonies(t *testing.T) {
	f := newAuth(t)
	_, err := f.auth.BeginPasskeySignIn(context.Background(), testAddr)
	assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(err))
	assert.Equal(t, domain.MsgPasskeysUnavailable, domain.ErrorMessage(err))
	assert.False(t, f.auth.PasskeysAvailable())
}
