package webauthn_test

import (
	"encoding/base64"
	"encoding/json"
	"testing"

	gowebauthn "github.com/go-webauthn/webauthn/webauthn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/webauthn"
	"github.com/portfolio-site/portfolio/adapters/webauthn/webauthntest"
	"github.com/portfolio-site/portfolio/domain"
)

const origin = "http://localhost:8080"

// newCeremonies is the relying party of the tests: localhost, as in
// development.
func newCeremonies(t *testing.T) *webauthn.Ceremonies {
	t.Helper()
	c, err := webauthn.New(webauthn.Config{RPID: "localhost", RPName: "Portfolio", Origins: []string{origin}})
	require.NoError(t, err)
	return c
}

// newAccount is an administrator with a random-looking handle and no
// passkey yet.
func newAccount(handle string) domain.PasskeyAccount {
	return domain.PasskeyAccount{Handle: []byte(handle), Name: "admin", DisplayName: "Admin"}
}

// register runs a whole registration of a passkey of acct with auth and
// returns acct with the passkey added, as the use case would store it.
func register(t *testing.T, c *webauthn.Ceremonies, auth *webauthntest.Authenticator, acct domain.PasskeyAccount) domain.PasskeyAccount {
	t.Helper()
	begun, err := c.BeginRegistration(acct)
	require.NoError(t, err)
	resp, err := auth.Register(begun.Options, origin)
	require.NoError(t, err)
	answer, err := c.ReadRegistration(resp)
	require.NoError(t, err)
	require.Equal(t, begun.Challenge, answer.Challenge)
	id, record, err := c.FinishRegistration(acct, begun.State, resp)
	require.NoError(t, err)
	require.Equal(t, answer.CredentialID, id)
	acct.Passkeys = append(acct.Passkeys, domain.Passkey{ID: int64(len(acct.Passkeys) + 1), CredentialID: id, Handle: acct.Handle, Name: "Phone", Record: record})
	return acct
}

// signCount is the signature counter a record holds.
func signCount(t *testing.T, record []byte) uint32 {
	t.Helper()
	var cred gowebauthn.Credential
	require.NoError(t, json.Unmarshal(record, &cred))
	return cred.Authenticator.SignCount
}

// assertFailed: err is the one answer of a failed sign-in, with a cause
// for the log.
func assertFailed(t *testing.T, err error) {
	t.Helper()
	require.Error(t, err)
	t.Log(err)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
	assert.Equal(t, domain.MsgPasskeyFailed, domain.ErrorMessage(err))
	assert.Greater(t, len(err.Error()), len("passkey sign-in: : ")+len(domain.Errorf(domain.EUNAUTHORIZED, domain.MsgPasskeyFailed).Error()), "the cause is in the message")
}

// TestRegistrationOptions: the options ask for a discoverable, verified
// passkey without attestation, for five minutes, for the account's handle.
func TestRegistrationOptions(t *testing.T) {
	c := newCeremonies(t)
	acct := newAccount("handle-0123456789abcdef")
	begun, err := c.BeginRegistration(acct)
	require.NoError(t, err)
	var opts struct {
		PublicKey struct {
			RP        struct{ ID, Name string }
			User      struct{ ID, Name, DisplayName string }
			Challenge string
			Timeout   int
			Selection struct {
				ResidentKey      string `json:"residentKey"`
				UserVerification string `json:"userVerification"`
			} `json:"authenticatorSelection"`
			Attestation string
			Exclude     []any `json:"excludeCredentials"`
		} `json:"publicKey"`
	}
	require.NoError(t, json.Unmarshal(begun.Options, &opts))
	o := opts.PublicKey
	assert.Equal(t, "localhost", o.RP.ID)
	assert.Equal(t, "Portfolio", o.RP.Name)
	assert.Equal(t, base64.RawURLEncoding.EncodeToString(acct.Handle), o.User.ID)
	assert.Equal(t, "admin", o.User.Name)
	assert.Equal(t, "Admin", o.User.DisplayName)
	assert.Equal(t, begun.Challenge, o.Challenge)
	assert.Equal(t, int(domain.PasskeyChallengeTTL.Milliseconds()), o.Timeout)
	assert.Equal(t, "required", o.Selection.ResidentKey)
	assert.Equal(t, "required", o.Selection.UserVerification)
	assert.Equal(t, "none", o.Attestation)
	assert.Empty(t, o.Exclude)
	assert.NotEmpty(t, begun.State)
}

// TestRegisterThenSignIn: a passkey registered is one a discoverable
// sign-in accepts, and each sign-in moves its counter on in the record.
func TestRegisterThenSignIn(t *testing.T) {
	c, auth := newCeremonies(t), webauthntest.New()
	acct := register(t, c, auth, newAccount("handle-0123456789abcdef"))
	assert.Equal(t, uint32(0), signCount(t, acct.Passkeys[0].Record))

	for want := uint32(1); want <= 2; want++ {
		begun, err := c.BeginSignIn(nil)
		require.NoError(t, err)
		assert.NotContains(t, string(begun.Options), "allowCredentials")
		assert.Contains(t, string(begun.Options), `"userVerification":"required"`)
		resp, err := auth.SignIn(begun.Options, origin)
		require.NoError(t, err)
		answer, err := c.ReadSignIn(resp)
		require.NoError(t, err)
		assert.Equal(t, begun.Challenge, answer.Challenge)
		assert.Equal(t, acct.Passkeys[0].CredentialID, answer.CredentialID)
		assert.Equal(t, acct.Handle, answer.UserHandle)
		record, err := c.FinishSignIn(acct, begun.State, resp)
		require.NoError(t, err)
		assert.Equal(t, want, signCount(t, record))
		acct.Passkeys[0].Record = record
	}
}

// TestConfirmWithAllowCredentials: a re-confirmation lists the account's
// passkeys only, and one of them answers it.
func TestConfirmWithAllowCredentials(t *testing.T) {
	c := newCeremonies(t)
	phone, laptop := webauthntest.New(), webauthntest.New()
	acct := newAccount("handle-0123456789abcdef")
	acct = register(t, c, phone, acct)
	acct = register(t, c, laptop, acct)
	other := register(t, c, webauthntest.New(), newAccount("handle-other-0123456789"))

	begun, err := c.BeginSignIn(&acct)
	require.NoError(t, err)
	var opts struct {
		PublicKey struct {
			Allow []struct{ ID string } `json:"allowCredentials"`
		} `json:"publicKey"`
	}
	require.NoError(t, json.Unmarshal(begun.Options, &opts))
	var ids []string
	for _, d := range opts.PublicKey.Allow {
		ids = append(ids, d.ID)
	}
	assert.ElementsMatch(t, []string{
		base64.RawURLEncoding.EncodeToString(acct.Passkeys[0].CredentialID),
		base64.RawURLEncoding.EncodeToString(acct.Passkeys[1].CredentialID),
	}, ids)

	resp, err := laptop.SignIn(begun.Options, origin)
	require.NoError(t, err)
	record, err := c.FinishSignIn(acct, begun.State, resp)
	require.NoError(t, err)
	assert.Equal(t, uint32(1), signCount(t, record))

	// The confirmation of acct is not another account's.
	begun, err = c.BeginSignIn(&acct)
	require.NoError(t, err)
	resp, err = laptop.SignIn(begun.Options, origin)
	require.NoError(t, err)
	_, err = c.FinishSignIn(other, begun.State, resp)
	assertFailed(t, err)
}

// TestSignInFromAnotherOriginFails: an answer made at an origin that is
// not the site's (a subdomain a browser lets use the RP ID) is refused.
func TestSignInFromAnotherOriginFails(t *testing.T) {
	c, auth := newCeremonies(t), webauthntest.New()
	acct := register(t, c, auth, newAccount("handle-0123456789abcdef"))
	begun, err := c.BeginSignIn(nil)
	require.NoError(t, err)
	resp, err := auth.SignIn(begun.Options, "http://evil.localhost:8080")
	require.NoError(t, err)
	_, err = c.FinishSignIn(acct, begun.State, resp)
	assertFailed(t, err)
	assert.Contains(t, err.Error(), "origin")
}

// TestSignInAgainstAnotherChallengeFails: an answer checked against the
// state of another ceremony is refused.
func TestSignInAgainstAnotherChallengeFails(t *testing.T) {
	c, auth := newCeremonies(t), webauthntest.New()
	acct := register(t, c, auth, newAccount("handle-0123456789abcdef"))
	first, err := c.BeginSignIn(nil)
	require.NoError(t, err)
	second, err := c.BeginSignIn(nil)
	require.NoError(t, err)
	require.NotEqual(t, first.Challenge, second.Challenge)
	resp, err := auth.SignIn(first.Options, origin)
	require.NoError(t, err)
	_, err = c.FinishSignIn(acct, second.State, resp)
	assertFailed(t, err)
}

// TestSignInWithCounterNotIncreasingFails: an answer whose counter is not
// past the stored one (a cloned key, a replay) is refused.
func TestSignInWithCounterNotIncreasingFails(t *testing.T) {
	c, auth := newCeremonies(t), webauthntest.New()
	acct := register(t, c, auth, newAccount("handle-0123456789abcdef"))
	begun, err := c.BeginSignIn(nil)
	require.NoError(t, err)
	resp, err := auth.SignIn(begun.Options, origin)
	require.NoError(t, err)
	record, err := c.FinishSignIn(acct, begun.State, resp)
	require.NoError(t, err)
	acct.Passkeys[0].Record = record
	require.Equal(t, uint32(1), signCount(t, record))

	require.True(t, auth.SetCounter(acct.Passkeys[0].CredentialID, 0))
	begun, err = c.BeginSignIn(nil)
	require.NoError(t, err)
	resp, err = auth.SignIn(begun.Options, origin)
	require.NoError(t, err)
	_, err = c.FinishSignIn(acct, begun.State, resp)
	assertFailed(t, err)
	assert.Contains(t, err.Error(), "counter")
}

// TestSignInWithAnotherUserHandleFails: a discoverable answer whose user
// handle is not the account's is refused, even with the account's key.
func TestSignInWithAnotherUserHandleFails(t *testing.T) {
	c, auth := newCeremonies(t), webauthntest.New()
	acct := register(t, c, auth, newAccount("handle-0123456789abcdef"))
	begun, err := c.BeginSignIn(nil)
	require.NoError(t, err)
	resp, err := auth.SignIn(begun.Options, origin)
	require.NoError(t, err)
	impostor := acct
	impostor.Handle = []byte("handle-other-0123456789")
	_, err = c.FinishSignIn(impostor, begun.State, resp)
	assertFailed(t, err)
	assert.Contains(t, err.Error(), "user handle")
}

// TestReadRefusesGarbage: an answer that does not parse is the domain's
// error of its ceremony.
func TestReadRefusesGarbage(t *testing.T) {
	c := newCeremonies(t)
	_, err := c.ReadRegistration([]byte(`{"id":"nope"}`))
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	assert.Equal(t, domain.MsgPasskeyInvalid, domain.ErrorMessage(err))
	_, err = c.ReadSignIn([]byte(`not json`))
	assertFailed(t, err)
}
