package secrets

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/memory"
)

// goldenKey is the auth.totp_key the golden values were made with.
const goldenKey = "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY="

// goldenSecret was sealed for user 7 under goldenKey by the sealing code
// as it stood in app/two_factor_crypto.go before it became this adapter:
// databases written then hold values like it, and they must still open.
const (
	goldenPlain  = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"
	goldenSealed = "v1:n2x0r3As9yC46jRyPCx9Z9mKW3BrfFImG88E7AbXSjmOSk/8/BpFk4F2XGdtxUmveU7gplfKpacj/DNT"
	// goldenMAC is the pending sign-in signature of that code for the
	// message "pending-sign-in|7.1700000000|3".
	goldenMAC = "bzQk0wjWK7601NOZ6dK9GB1f6bh_PZKzH4tz0ruxFDs"
)

func goldenSealer(t *testing.T) *Sealer {
	t.Helper()
	key, err := ParseKey(goldenKey)
	require.NoError(t, err)
	s, err := NewSealer(key, memory.NewSecretStore())
	require.NoError(t, err)
	return s
}

func TestSealerOpensValuesOfEarlierVersions(t *testing.T) {
	ctx := context.Background()
	s := goldenSealer(t)
	plain, err := s.Open(ctx, 7, goldenSealed)
	require.NoError(t, err)
	assert.Equal(t, goldenPlain, plain)

	mac, err := s.Sign(ctx, "pending-sign-in|7.1700000000|3")
	require.NoError(t, err)
	assert.Equal(t, goldenMAC, mac, "the signing key and format are unchanged")
}

func TestSealerRoundTripBindsTheUser(t *testing.T) {
	ctx := context.Background()
	s := goldenSealer(t)
	sealed, err := s.Seal(ctx, 42, "secret")
	require.NoError(t, err)
	assert.Contains(t, sealed, "v1:")
	assert.NotContains(t, sealed, "secret")

	plain, err := s.Open(ctx, 42, sealed)
	require.NoError(t, err)
	assert.Equal(t, "secret", plain)

	again, err := s.Seal(ctx, 42, "secret")
	require.NoError(t, err)
	assert.NotEqual(t, sealed, again, "every seal has a fresh nonce")

	_, err = s.Open(ctx, 43, sealed)
	assert.Error(t, err, "a value copied to another user does not open")
	_, err = s.Open(ctx, 42, "v1:not base64!")
	assert.Error(t, err)
	_, err = s.Open(ctx, 42, "v1:AAAA")
	assert.Error(t, err, "shorter than a nonce")
}

func TestSealerOfAnotherKeyDoesNotOpen(t *testing.T) {
	ctx := context.Background()
	other, err := NewSealer(nil, memory.NewSecretStore())
	require.NoError(t, err)
	_, err = other.Open(ctx, 7, goldenSealed)
	assert.Error(t, err)
	mac, err := other.Sign(ctx, "pending-sign-in|7.1700000000|3")
	require.NoError(t, err)
	assert.NotEqual(t, goldenMAC, mac)
}

func TestSealerGeneratesOneKeySharedThroughTheStore(t *testing.T) {
	ctx := context.Background()
	store := memory.NewSecretStore()
	a, err := NewSealer(nil, store)
	require.NoError(t, err)
	b, err := NewSealer(nil, store)
	require.NoError(t, err)
	require.NoError(t, a.Ready(ctx))

	sealed, err := a.Seal(ctx, 1, "shared")
	require.NoError(t, err)
	plain, err := b.Open(ctx, 1, sealed)
	require.NoError(t, err, "a second instance on the same store reads the same key")
	assert.Equal(t, "shared", plain)

	ma, err := a.Sign(ctx, "m")
	require.NoError(t, err)
	mb, err := b.Sign(ctx, "m")
	require.NoError(t, err)
	assert.Equal(t, ma, mb)
}

func TestNewSealerRefuses(t *testing.T) {
	_, err := NewSealer(nil, nil)
	assert.Error(t, err, "the store is required")
	_, err = NewSealer(make([]byte, 16), memory.NewSecretStore())
	assert.Error(t, err, "a key of the wrong length")
}

func TestParseKey(t *testing.T) {
	k, err := ParseKey("")
	require.NoError(t, err)
	assert.Nil(t, k)
	for _, s := range []string{goldenKey, "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY", "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY="} {
		k, err := ParseKey(s)
		require.NoError(t, err, s)
		assert.Equal(t, "0123456789abcdef0123456789abcdef", string(k))
	}
	_, err = ParseKey("c2hvcnQ=")
	assert.ErrorContains(t, err, "32 bytes")
	_, err = ParseKey("*not base64*")
	assert.ErrorContains(t, err, "not base64")
}
