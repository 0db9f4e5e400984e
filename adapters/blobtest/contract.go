// Package blobtest is the contract suite of domain.BlobStore: the local
// disk, the S3 bucket and the in-memory fake all run it, so the upload
// service, /uploads and the backup (which lists, writes exact names and
// deletes) behave the same on any of them.
package blobtest

import (
	"bytes"
	"context"
	"io"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// RunBlobStoreContract checks a blob store; open must return an empty one
// for each call.
func RunBlobStoreContract(t *testing.T, open func(t *testing.T) domain.BlobStore) {
	ctx := context.Background()

	t.Run("PutListOpenDelete", func(t *testing.T) {
		s := open(t)
		names, err := s.List(ctx)
		require.NoError(t, err)
		assert.Empty(t, names)
		binary := []byte{0, 1, 2, 0xff, 0xfe, '\n', '\r', 0}
		for _, name := range []string{"b.webp", "a.png", "c-640w.webp"} {
			url, err := s.Put(ctx, name, typeOf(name), binary)
			require.NoError(t, err)
			assert.Equal(t, "/uploads/"+name, url, "stored under exactly the name given")
		}
		names, err = s.List(ctx)
		require.NoError(t, err)
		assert.Equal(t, []string{"a.png", "b.webp", "c-640w.webp"}, names, "sorted")
		assert.Equal(t, binary, readAll(t, s, "a.png"), "byte for byte")

		_, err = s.Put(ctx, "a.png", "image/png", []byte("new"))
		require.NoError(t, err)
		assert.Equal(t, []byte("new"), readAll(t, s, "a.png"), "Put replaces")

		require.NoError(t, s.Delete(ctx, "a.png"))
		require.NoError(t, s.Delete(ctx, "a.png"), "deleting a missing blob is fine")
		_, err = s.Open(ctx, "a.png")
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
		names, err = s.List(ctx)
		require.NoError(t, err)
		assert.Equal(t, []string{"b.webp", "c-640w.webp"}, names)
	})

	t.Run("OpenGivesSizeTypeAndTime", func(t *testing.T) {
		s := open(t)
		data := pattern(3000, 7)
		before := time.Now()
		for _, name := range []string{"photo.jpg", "photo-w480.webp", "icon.gif"} {
			_, err := s.Put(ctx, name, typeOf(name), data)
			require.NoError(t, err)
			b, err := s.Open(ctx, name)
			require.NoError(t, err, name)
			assert.Equal(t, int64(len(data)), b.Size, name)
			assert.Equal(t, typeOf(name), b.ContentType, "%s: the type given to Put", name)
			// Stores keep times in whole seconds (S3) and on another
			// clock: near the Put is all a client may rely on.
			assert.WithinDuration(t, before, b.ModTime, 10*time.Minute, name)
			require.NoError(t, b.Close())
		}
	})

	// The media library (app.MediaLibrary) lists an original with its
	// variants and share copy, reads each one's size, type and time from
	// Open, and deletes the whole group: every store must list the group
	// under the exact names, and forget every name deleted.
	t.Run("MediaLibraryGroupListedAndDeleted", func(t *testing.T) {
		s := open(t)
		original := "0123abcd.png"
		group := []string{original, domain.ImageVariantName(original, 480), domain.ImageVariantName(original, 960), domain.ShareImageName(original)}
		other := "ffff0000.jpg"
		for i, name := range append(group, other) {
			_, err := s.Put(ctx, name, typeOf(name), pattern(100+i, byte(i)))
			require.NoError(t, err)
		}
		names, err := s.List(ctx)
		require.NoError(t, err)
		assert.ElementsMatch(t, append(group, other), names)
		for i, name := range group {
			b, err := s.Open(ctx, name)
			require.NoError(t, err, name)
			assert.EqualValues(t, 100+i, b.Size, name)
			assert.Equal(t, typeOf(name), b.ContentType, name)
			assert.False(t, b.ModTime.IsZero(), name)
			require.NoError(t, b.Close())
		}
		for _, name := range group {
			require.NoError(t, s.Delete(ctx, name))
		}
		names, err = s.List(ctx)
		require.NoError(t, err)
		assert.Equal(t, []string{other}, names, "the group is gone, the other file stays")
	})

	t.Run("SeekAndReadARange", func(t *testing.T) {
		s := open(t)
		data := pattern(100_000, 13)
		_, err := s.Put(ctx, "big.png", "image/png", data)
		require.NoError(t, err)
		b, err := s.Open(ctx, "big.png")
		require.NoError(t, err)
		defer b.Close()
		// http.ServeContent finds the size from the end, then seeks to
		// each range it answers.
		end, err := b.Seek(0, io.SeekEnd)
		require.NoError(t, err)
		assert.Equal(t, int64(len(data)), end)
		for _, r := range [][2]int{{40_000, 40_100}, {0, 4}, {99_990, 100_000}, {10, 70_000}} {
			pos, err := b.Seek(int64(r[0]), io.SeekStart)
			require.NoError(t, err)
			require.Equal(t, int64(r[0]), pos)
			got := make([]byte, r[1]-r[0])
			_, err = io.ReadFull(b, got)
			require.NoError(t, err, "range %v", r)
			assert.True(t, bytes.Equal(data[r[0]:r[1]], got), "range %v: the exact bytes", r)
		}
		pos, err := b.Seek(-6, io.SeekEnd)
		require.NoError(t, err)
		assert.Equal(t, int64(len(data)-6), pos)
		tail, err := io.ReadAll(b)
		require.NoError(t, err)
		assert.Equal(t, data[len(data)-6:], tail, "the last bytes, then EOF")
	})

	t.Run("RefusesPaths", func(t *testing.T) {
		s := open(t)
		for _, name := range []string{"", "../x.png", "a/b.png", `a\b.png`, ".hidden", "..", "."} {
			_, err := s.Put(ctx, name, "image/png", []byte("x"))
			assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "%q", name)
			assert.Equal(t, domain.EINVALID, domain.ErrorCode(s.Delete(ctx, name)), "%q", name)
			_, err = s.Open(ctx, name)
			assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "%q", name)
		}
		names, err := s.List(ctx)
		require.NoError(t, err)
		assert.Empty(t, names)
	})

	t.Run("AReplacedBlobReadsWholeOrFails", func(t *testing.T) {
		s := open(t)
		old, replacement := pattern(50_000, 3), pattern(20_000, 5)
		_, err := s.Put(ctx, "a.png", "image/png", old)
		require.NoError(t, err)
		b, err := s.Open(ctx, "a.png")
		require.NoError(t, err)
		_, err = s.Put(ctx, "a.png", "image/png", replacement)
		require.NoError(t, err)
		got, err := io.ReadAll(b)
		require.NoError(t, b.Close())
		// The disk and memory keep serving what was opened; an object
		// store cannot, and refuses rather than mixing versions.
		if err == nil {
			assert.True(t, bytes.Equal(old, got), "what was opened, whole (%d bytes)", len(got))
			assert.Equal(t, int64(len(old)), b.Size)
		}
		assert.Equal(t, replacement, readAll(t, s, "a.png"), "the next Open sees the new blob")
	})

	t.Run("ConcurrentReadersSeeOneBlobWhole", func(t *testing.T) {
		s := open(t)
		versions := [][]byte{pattern(60_000, 1), pattern(90_000, 2)}
		_, err := s.Put(ctx, "a.png", "image/png", versions[0])
		require.NoError(t, err)
		var (
			wg      sync.WaitGroup
			done    = make(chan struct{})
			mu      sync.Mutex
			wholes  int
			readErr []error
		)
		for range 4 {
			wg.Go(func() {
				for {
					select {
					case <-done:
						return
					default:
					}
					b, err := s.Open(ctx, "a.png")
					if !assert.NoError(t, err, "the blob always exists") {
						return
					}
					got, err := io.ReadAll(b)
					b.Close()
					mu.Lock()
					if err != nil {
						readErr = append(readErr, err)
					} else {
						wholes++
						assert.Equal(t, b.Size, int64(len(got)), "the size opened is the size read")
						assert.True(t, bytes.Equal(got, versions[0]) || bytes.Equal(got, versions[1]),
							"one version whole, never part of one (%d bytes)", len(got))
					}
					mu.Unlock()
				}
			})
		}
		for i := range 40 {
			_, err := s.Put(ctx, "a.png", "image/png", versions[(i+1)%2])
			require.NoError(t, err)
		}
		close(done)
		wg.Wait()
		// An object store may refuse a read whose blob changed under it;
		// the rest must be whole, and after the writes stop every read is.
		t.Logf("%d whole reads, %d refused", wholes, len(readErr))
		assert.Equal(t, versions[0], readAll(t, s, "a.png"), "the last Put wins")
	})
}

// readAll opens name and reads it whole, checking the size it was opened
// with.
func readAll(t *testing.T, s domain.BlobStore, name string) []byte {
	t.Helper()
	b, err := s.Open(context.Background(), name)
	require.NoError(t, err)
	defer b.Close()
	data, err := io.ReadAll(b)
	require.NoError(t, err)
	assert.Equal(t, int64(len(data)), b.Size)
	return data
}

// typeOf is the type the UploadService gives a name of its extension, so
// that a store deriving the type from the name agrees with one keeping it.
func typeOf(name string) string {
	t, ok := domain.ImageTypeByName(name)
	if !ok {
		panic("blobtest: no image type for " + name)
	}
	return t.ContentType
}

// pattern is n bytes that differ from one offset to the next (a range
// read from the wrong place shows) and from one seed to another.
func pattern(n int, seed byte) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*31+i/251) ^ seed
	}
	return b
}
