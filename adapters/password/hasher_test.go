package password

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/bcrypt"
)

func TestHasherArgon2id(t *testing.T) {
	h := NewHasher()
	hash, err := h.Hash("correct horse battery")
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(hash, "$argon2id$v=19$m=19456,t=2,p=1$"), hash)
	assert.NotContains(t, hash, "correct horse")
	assert.NoError(t, h.Compare(hash, "correct horse battery"))
	assert.Error(t, h.Compare(hash, "correct horse batterz"))
	assert.False(t, h.NeedsRehash(hash), "a hash of the current parameters stays")

	other, err := h.Hash("correct horse battery")
	require.NoError(t, err)
	assert.NotEqual(t, hash, other, "every hash has its own salt")

	long := strings.Repeat("x", 1000)
	lh, err := h.Hash(long)
	require.NoError(t, err, "argon2id has no 72-byte limit")
	assert.NoError(t, h.Compare(lh, long))
	assert.Error(t, h.Compare(lh, long[:999]))
}

func TestHasherUpgradesOlderHashes(t *testing.T) {
	h := NewHasher()
	legacy, err := bcrypt.GenerateFromPassword([]byte("an old password"), bcrypt.MinCost)
	require.NoError(t, err)
	assert.NoError(t, h.Compare(string(legacy), "an old password"), "bcrypt hashes of earlier versions still sign in")
	assert.Error(t, h.Compare(string(legacy), "an old passworD"))
	assert.True(t, h.NeedsRehash(string(legacy)), "and are replaced then")

	weak, err := NewHasherWith(Params{Memory: 1024, Time: 1, Threads: 1}).Hash("pw pw pw pw pw")
	require.NoError(t, err)
	assert.NoError(t, h.Compare(weak, "pw pw pw pw pw"), "older parameters still verify")
	assert.True(t, h.NeedsRehash(weak))
}

func TestHasherRefusesMalformedHashes(t *testing.T) {
	h := NewHasher()
	for _, hash := range []string{
		"", "plain", "$argon2id$", "$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5",
		"$argon2id$v=19$m=99999999,t=2,p=1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5",
		"$argon2id$v=19$m=19456,t=0,p=1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5",
		"$argon2id$v=19$m=19456,t=2,p=1$!!$a2V5",
	} {
		assert.Error(t, h.Compare(hash, "anything at all"), "hash %q", hash)
		assert.True(t, h.NeedsRehash(hash), "hash %q", hash)
	}
}
