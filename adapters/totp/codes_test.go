package totp_test

import (
	"net/url"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	totpadapter "github.com/portfolio-site/portfolio/adapters/totp"
)

// rfcSecret is the RFC 6238 SHA1 test seed "12345678901234567890" in base32.
const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"

// TestCodeMatchesRFC6238 checks the six last digits of the RFC 6238
// appendix B SHA1 vectors, so the codes are those of every authenticator
// app and of the codes made before the port existed.
func TestCodeMatchesRFC6238(t *testing.T) {
	vectors := map[int64]string{
		59: "287082", 1111111109: "081804", 1111111111: "050471",
		1234567890: "005924", 2000000000: "279037", 20000000000: "353130",
	}
	codes := totpadapter.NewCodes()
	for unix, want := range vectors {
		got, err := codes.Code(rfcSecret, time.Unix(unix, 0))
		require.NoError(t, err)
		assert.Equal(t, want, got, "time %d", unix)
	}
}

// TestCodeMatchesLibraryDefaults: a fresh key's codes equal what
// pquerna/otp validates with its defaults (SHA1, six digits, 30 s).
func TestCodeMatchesLibraryDefaults(t *testing.T) {
	codes := totpadapter.NewCodes()
	secret, raw, err := codes.NewKey("Portfolio", "admin")
	require.NoError(t, err)
	u, err := url.Parse(raw)
	require.NoError(t, err)
	assert.Equal(t, "otpauth", u.Scheme)
	assert.Equal(t, secret, u.Query().Get("secret"))
	assert.Equal(t, "Portfolio", u.Query().Get("issuer"))
	at := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	got, err := codes.Code(secret, at)
	require.NoError(t, err)
	want, err := totp.GenerateCode(secret, at)
	require.NoError(t, err)
	assert.Equal(t, want, got)
}

// TestCodeRefusesBadSecret: a secret that is not base32 is an error, not
// a code.
func TestCodeRefusesBadSecret(t *testing.T) {
	_, err := totpadapter.NewCodes().Code("not base32!", time.Now())
	assert.Error(t, err)
}
