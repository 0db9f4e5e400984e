// Package blobtest is the contract suite of domain.BlobStore: the local
// disk and the in-memory fake both run it, so the backup (which lists,
// writes exact names and deletes) behaves the same on either.
package blobtest

import (
	"context"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// RunBlobStoreContract checks a blob store; open must return an empty one
// for each call.
func RunBlobStoreContract(t *testing.T, open func(t *testing.T) domain.BlobStore) {
	ctx := context.Background()
	read := func(t *testing.T, s domain.BlobStore, name string) []byte {
		t.Helper()
		b, err := s.Open(ctx, name)
		require.NoError(t, err)
		defer b.Close()
		data, err := io.ReadAll(b)
		require.NoError(t, err)
		assert.Equal(t, int64(len(data)), b.Size)
		return data
	}

	t.Run("PutListOpenDelete", func(t *testing.T) {
		s := open(t)
		names, err := s.List(ctx)
		require.NoError(t, err)
		assert.Empty(t, names)
		binary := []byte{0, 1, 2, 0xff, 0xfe, '\n', '\r', 0}
		for _, name := range []string{"b.webp", "a.png", "c-640w.webp"} {
			url, err := s.Put(ctx, name, "image/png", binary)
			require.NoError(t, err)
			assert.Equal(t, "/uploads/"+name, url, "stored under exactly the name given")
		}
		names, err = s.List(ctx)
		require.NoError(t, err)
		assert.Equal(t, []string{"a.png", "b.webp", "c-640w.webp"}, names, "sorted")
		assert.Equal(t, binary, read(t, s, "a.png"), "byte for byte")

		_, err = s.Put(ctx, "a.png", "image/png", []byte("new"))
		require.NoError(t, err)
		assert.Equal(t, []byte("new"), read(t, s, "a.png"), "Put replaces")

		require.NoError(t, s.Delete(ctx, "a.png"))
		require.NoError(t, s.Delete(ctx, "a.png"), "deleting a missing blob is fine")
		_, err = s.Open(ctx, "a.png")
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
		names, err = s.List(ctx)
		require.NoError(t, err)
		assert.Equal(t, []string{"b.webp", "c-640w.webp"}, names)
	})

	t.Run("RefusesPaths", func(t *testing.T) {
		s := open(t)
		for _, name := range []string{"", "../x.png", "a/b.png", `a\b.png`, ".hidden"} {
			_, err := s.Put(ctx, name, "image/png", []byte("x"))
			assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "%q", name)
			assert.Equal(t, domain.EINVALID, domain.ErrorCode(s.Delete(ctx, name)), "%q", name)
		}
		names, err := s.List(ctx)
		require.NoError(t, err)
		assert.Empty(t, names)
	})
}
