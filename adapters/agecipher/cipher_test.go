package agecipher_test

import (
	"bytes"
	"io"
	"testing"

	"filippo.io/age"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/agecipher"
	"github.com/portfolio-site/portfolio/domain"
)

// TestSealsForRecipientsAndOpensWithTheIdentity: real age, both ways; the
// output starts with the age header; another identity, or none, is
// refused (EINVALID); a key that is not one is refused at start.
func TestSealsForRecipientsAndOpensWithTheIdentity(t *testing.T) {
	id, err := age.GenerateX25519Identity()
	require.NoError(t, err)
	other, err := age.GenerateX25519Identity()
	require.NoError(t, err)
	seal, err := agecipher.New([]string{id.Recipient().String()}, nil)
	require.NoError(t, err)
	assert.True(t, seal.Encrypts())
	var out bytes.Buffer
	w, err := seal.Encrypt(&out)
	require.NoError(t, err)
	_, err = w.Write([]byte("the archive"))
	require.NoError(t, err)
	require.NoError(t, w.Close())
	assert.True(t, bytes.HasPrefix(out.Bytes(), []byte(agecipher.Header)))
	assert.NotContains(t, out.String(), "the archive")
	enc, r := agecipher.Encrypted(bytes.NewReader(out.Bytes()))
	assert.True(t, enc)

	open, err := agecipher.New(nil, []byte("# key\n"+id.String()+"\n"))
	require.NoError(t, err)
	plain, err := open.Decrypt(r)
	require.NoError(t, err)
	data, err := io.ReadAll(plain)
	require.NoError(t, err)
	assert.Equal(t, "the archive", string(data))

	wrong, err := agecipher.New(nil, []byte(other.String()))
	require.NoError(t, err)
	_, err = wrong.Decrypt(bytes.NewReader(out.Bytes()))
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	_, err = seal.Decrypt(bytes.NewReader(out.Bytes()))
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))

	enc, _ = agecipher.Encrypted(bytes.NewReader([]byte("\x1f\x8b gzip")))
	assert.False(t, enc)
	_, err = agecipher.New([]string{"not-a-key"}, nil)
	assert.ErrorContains(t, err, "backup.age_recipients")
}
