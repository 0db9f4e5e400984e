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

// TestNewChecksTheRelyingParty: what could never complete a ceremony is
// refused at start, with an error that says what is wrong.
func TestNewChecksTheRelyingParty(t *testing.T) {
	refused := map[string]struct {
		cfg  webauthn.Config
		want string
	}{
		"IPv4 RP ID":      {webauthn.Config{RPID: "127.0.0.1", Origins: []string{"http://127.0.0.1:8080"}}, `relying-party ID "127.0.0.1" is not a domain name`},
		"IPv6 RP ID":      {webauthn.Config{RPID: "::1", Origins: []string{"http://[::1]:8080"}}, "is not a domain name"},
		"empty RP ID":     {webauthn.Config{Origins: []string{"https://example.com"}}, "is not a domain name"},
		"no origin":       {webauthn.Config{RPID: "example.com"}, "no origin"},
		"origin off RPID": {webauthn.Config{RPID: "example.com", Origins: []string{"https://example.com", "https://evil.example"}}, "origin https://evil.example is not on the relying-party ID example.com"},
		"suffix only":     {webauthn.Config{RPID: "example.com", Origins: []string{"https://notexample.com"}}, "is not on the relying-party ID"},
		"not an origin":   {webauthn.Config{RPID: "example.com", Origins: []string{"example.com"}}, "is not an http(s) origin"},
		"origin has path": {webauthn.Config{RPID: "example.com", Origins: []string{"https://example.com/admin"}}, "more than a scheme, host and port"},
		"plain http":      {webauthn.Config{RPID: "example.com", Origins: []string{"http://example.com"}}, "must be https"},
	}
	for name, tc := range refused {
		t.Run(name, func(t *testing.T) {
			c, err := webauthn.New(tc.cfg)
			assert.Nil(t, c)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	for _, cfg := range []webauthn.Config{
		{RPID: "example.com", Origins: []string{"https://example.com", "https://www.example.com:8443"}},
		{RPID: "localhost", Origins: []string{"http://localhost:8080", "https://localhost"}},
	} {
		_, err := webauthn.New(cfg)
		assert.NoError(t, err, "%+v", cfg)
	}
}

// TestRegistrationExcludesTheAccountsPasskeys: the options list the
// account's passkeys, so the authenticator that holds one refuses to make
// another, while a second authenticator may.
func TestRegistrationExcludesTheAccountsPasskeys(t *testing.T) {
	c, phone := newCeremonies(t), webauthntest.New()
	acct := register(t, c, phone, newAccount("handle-0123456789abcdef"))

	begun, err := c.BeginRegistration(acct)
	require.NoError(t, err)
	var opts struct {
		PublicKey struct {
			Exclude []struct{ Type, ID string } `json:"excludeCredentials"`
		} `json:"publicKey"`
	}
	require.NoError(t, json.Unmarshal(begun.Options, &opts))
	require.Len(t, opts.PublicKey.Exclude, 1)
	assert.Equal(t, "public-key", opts.PublicKey.Exclude[0].Type)
	assert.Equal(t, base64.RawURLEncoding.EncodeToString(acct.Passkeys[0].CredentialID), opts.PublicKey.Exclude[0].ID)

	_, err = phone.Register(begun.Options, origin)
	assert.ErrorIs(t, err, webauthntest.ErrExcluded)

	acct = register(t, c, webauthntest.New(), acct)
	assert.Len(t, acct.Passkeys, 2)
}

// tamper returns resp with its clientDataJSON changed by edit.
func tamper(t *testing.T, resp []byte, edit func(cd map[string]any)) []byte {
	t.Helper()
	var body map[string]any
	require.NoError(t, json.Unmarshal(resp, &body))
	r := body["response"].(map[string]any)
	raw, err := base64.RawURLEncoding.DecodeString(r["clientDataJSON"].(string))
	require.NoError(t, err)
	var cd map[string]any
	require.NoError(t, json.Unmarshal(raw, &cd))
	edit(cd)
	raw, err = json.Marshal(cd)
	require.NoError(t, err)
	r["clientDataJSON"] = base64.RawURLEncoding.EncodeToString(raw)
	out, err := json.Marshal(body)
	require.NoError(t, err)
	return out
}

// TestRegistrationWithTamperedClientDataIsInvalid: a registration answer
// whose client data is not what the browser made for this ceremony is
// EINVALID, the cause kept for the log.
func TestRegistrationWithTamperedClientDataIsInvalid(t *testing.T) {
	edits := map[string]func(cd map[string]any){
		"challenge": func(cd map[string]any) {
			cd["challenge"] = base64.RawURLEncoding.EncodeToString([]byte("another challenge, 32 bytes long"))
		},
		"origin": func(cd map[string]any) { cd["origin"] = "http://evil.localhost:8080" },
		"type":   func(cd map[string]any) { cd["type"] = "webauthn.get" },
	}
	for name, edit := range edits {
		t.Run(name, func(t *testing.T) {
			c := newCeremonies(t)
			acct := newAccount("handle-0123456789abcdef")
			begun, err := c.BeginRegistration(acct)
			require.NoError(t, err)
			resp, err := webauthntest.New().Register(begun.Options, origin)
			require.NoError(t, err)
			_, _, err = c.FinishRegistration(acct, begun.State, tamper(t, resp, edit))
			t.Log(err)
			require.Error(t, err)
			assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
			assert.Equal(t, domain.MsgPasskeyInvalid, domain.ErrorMessage(err))
			assert.Contains(t, err.Error(), "passkey registration: ")
		})
	}
}

// TestRegistrationForAnotherAccountIsInvalid: an answer to one account's
// registration does not register a passkey of another.
func TestRegistrationForAnotherAccountIsInvalid(t *testing.T) {
	c := newCeremonies(t)
	acct := newAccount("handle-0123456789abcdef")
	begun, err := c.BeginRegistration(acct)
	require.NoError(t, err)
	resp, err := webauthntest.New().Register(begun.Options, origin)
	require.NoError(t, err)
	_, _, err = c.FinishRegistration(newAccount("handle-other-0123456789"), begun.State, resp)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
}

// TestUserVerificationIsRequired: an authenticator that did not verify the
// user neither registers a passkey nor signs in, even under a state that
// asked for less.
func TestUserVerificationIsRequired(t *testing.T) {
	c, auth := newCeremonies(t), webauthntest.New()
	acct := newAccount("handle-0123456789abcdef")
	begun, err := c.BeginRegistration(acct)
	require.NoError(t, err)
	auth.SetUserVerified(false)
	resp, err := auth.Register(begun.Options, origin)
	require.NoError(t, err)
	_, _, err = c.FinishRegistration(acct, begun.State, resp)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	// The adapter checks the flag itself, not only through the state.
	_, _, err = c.FinishRegistration(acct, relaxUV(t, begun.State), resp)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	assert.Contains(t, err.Error(), "did not verify the user")

	auth.SetUserVerified(true)
	acct = register(t, c, auth, acct)
	auth.SetUserVerified(false)
	signIn, err := c.BeginSignIn(nil)
	require.NoError(t, err)
	resp, err = auth.SignIn(signIn.Options, origin)
	require.NoError(t, err)
	_, err = c.FinishSignIn(acct, signIn.State, resp)
	assertFailed(t, err)
	_, err = c.FinishSignIn(acct, relaxUV(t, signIn.State), resp)
	assertFailed(t, err)
	assert.Contains(t, err.Error(), "did not verify the user")
}

// relaxUV is a ceremony state that asks only for user verification
// "preferred".
func relaxUV(t *testing.T, state []byte) []byte {
	t.Helper()
	var s map[string]any
	require.NoError(t, json.Unmarshal(state, &s))
	s["userVerification"] = "preferred"
	out, err := json.Marshal(s)
	require.NoError(t, err)
	return out
}

// TestBrokenRecordFails: a passkey whose record does not decode fails the
// ceremonies that need it, rather than being skipped.
func TestBrokenRecordFails(t *testing.T) {
	c, auth := newCeremonies(t), webauthntest.New()
	acct := register(t, c, auth, newAccount("handle-0123456789abcdef"))
	begun, err := c.BeginSignIn(nil)
	require.NoError(t, err)
	resp, err := auth.SignIn(begun.Options, origin)
	require.NoError(t, err)
	acct.Passkeys[0].Record = []byte(`{"id":`)
	_, err = c.FinishSignIn(acct, begun.State, resp)
	assertFailed(t, err)
	_, err = c.BeginSignIn(&acct)
	assert.Error(t, err)
	_, err = c.BeginRegistration(acct)
	assert.Error(t, err)
}

// TestRegistrationAcceptsCredProps: the credProps output a browser adds is
// requested, so it is accepted (go-webauthn refuses unsolicited outputs)
// and kept in the record.
func TestRegistrationAcceptsCredProps(t *testing.T) {
	c := newCeremonies(t)
	acct := newAccount("handle-0123456789abcdef")
	begun, err := c.BeginRegistration(acct)
	require.NoError(t, err)
	assert.Contains(t, string(begun.Options), `"credProps":true`)
	resp, err := webauthntest.New().Register(begun.Options, origin)
	require.NoError(t, err)
	var body map[string]any
	require.NoError(t, json.Unmarshal(resp, &body))
	body["clientExtensionResults"] = map[string]any{"credProps": map[string]any{"rk": true}}
	resp, err = json.Marshal(body)
	require.NoError(t, err)
	_, record, err := c.FinishRegistration(acct, begun.State, resp)
	require.NoError(t, err)
	var cred gowebauthn.Credential
	require.NoError(t, json.Unmarshal(record, &cred))
	require.NotNil(t, cred.Extensions.RK)
	assert.True(t, *cred.Extensions.RK)
}
