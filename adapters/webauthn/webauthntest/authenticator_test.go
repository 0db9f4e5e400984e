package webauthntest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/adapters/webauthn/webauthntest"
)

// TestAuthenticatorRefusesWhatABrowserWould: an RP ID the origin is not on,
// a sign-in with no credential of the RP, options that are not JSON.
func TestAuthenticatorRefusesWhatABrowserWould(t *testing.T) {
	a := webauthntest.New()
	create := []byte(`{"publicKey":{"rp":{"id":"example.com"},"user":{"id":"aGFuZGxl"},"challenge":"Y2hhbGxlbmdlLWNoYWxsZW5nZQ","pubKeyCredParams":[{"type":"public-key","alg":-7}]}}`)
	_, err := a.Register(create, "https://phish.example")
	assert.ErrorContains(t, err, "may not use the relying-party ID")
	_, err = a.SignIn([]byte(`{"publicKey":{"rpId":"example.com","challenge":"Y2hhbGxlbmdlLWNoYWxsZW5nZQ"}}`), "https://example.com")
	assert.ErrorIs(t, err, webauthntest.ErrNoCredential)
	_, err = a.Register([]byte(`nope`), "https://example.com")
	assert.Error(t, err)
	_, err = a.Register([]byte(`{"publicKey":{"rp":{"id":"example.com"},"user":{"id":"aGFuZGxl"},"challenge":"Y2hhbGxlbmdl","pubKeyCredParams":[{"type":"public-key","alg":-257}]}}`), "https://example.com")
	assert.ErrorContains(t, err, "ES256")
	assert.False(t, a.SetCounter([]byte("unknown"), 3))
}
