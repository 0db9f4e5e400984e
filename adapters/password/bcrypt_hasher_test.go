package password

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBcryptHasher(t *testing.T) {
	h := NewBcryptHasher()
	hash, err := h.Hash("correct horse")
	require.NoError(t, err)
	assert.NotContains(t, hash, "correct horse")
	assert.NoError(t, h.Compare(hash, "correct horse"))
	assert.Error(t, h.Compare(hash, "wrong"))
	_, err = h.Hash(strings.Repeat("x", 73))
	assert.Error(t, err)
}
