package storage

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/blobtest"
	"github.com/portfolio-site/portfolio/domain"
)

func TestLocalDiskPut(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "nested", "uploads")
	d, err := NewLocalDisk(dir)
	require.NoError(t, err)
	url, err := d.Put(context.Background(), "abc.png", "image/png", []byte("data"))
	require.NoError(t, err)
	assert.Equal(t, "/uploads/abc.png", url)
	got, err := os.ReadFile(filepath.Join(dir, "abc.png"))
	require.NoError(t, err)
	assert.Equal(t, "data", string(got))
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 1, "no temporary file is left behind")
}

func TestLocalDiskRejectsPaths(t *testing.T) {
	d, err := NewLocalDisk(t.TempDir())
	require.NoError(t, err)
	for _, name := range []string{"", "../x.png", "a/b.png", ".hidden"} {
		_, err := d.Put(context.Background(), name, "image/png", []byte("x"))
		assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), name)
	}
	_, err = NewLocalDisk("")
	assert.Error(t, err)
}

func TestLocalDiskOpen(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "uploads")
	d, err := NewLocalDisk(dir)
	require.NoError(t, err)
	_, err = d.Put(ctx, "abc.png", "image/png", []byte("png bytes"))
	require.NoError(t, err)

	b, err := d.Open(ctx, "abc.png")
	require.NoError(t, err)
	defer b.Close()
	assert.Equal(t, "image/png", b.ContentType)
	assert.Equal(t, int64(9), b.Size)
	assert.False(t, b.ModTime.IsZero())
	data, err := io.ReadAll(b)
	require.NoError(t, err)
	assert.Equal(t, "png bytes", string(data))

	require.NoError(t, os.Mkdir(filepath.Join(dir, "dir.png"), 0o755))
	outside := filepath.Join(filepath.Dir(dir), "outside.png")
	require.NoError(t, os.WriteFile(outside, []byte("secret"), 0o644))
	require.NoError(t, os.Symlink(outside, filepath.Join(dir, "link.png")))
	for _, name := range []string{"missing.png", "dir.png", "link.png", "../outside.png", "", ".hidden.png", `a\b.png`} {
		_, err := d.Open(ctx, name)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "%q", name)
	}
}

func TestLocalDiskContract(t *testing.T) {
	blobtest.RunBlobStoreContract(t, func(t *testing.T) domain.BlobStore {
		d, err := NewLocalDisk(t.TempDir())
		require.NoError(t, err)
		return d
	})
}

func TestLocalDiskListSkipsTemporaryFilesAndDirectories(t *testing.T) {
	dir := t.TempDir()
	d, err := NewLocalDisk(dir)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, ".upload-123"), []byte("half"), 0o600))
	require.NoError(t, os.Mkdir(filepath.Join(dir, "sub"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "a.png"), []byte("x"), 0o644))
	names, err := d.List(context.Background())
	require.NoError(t, err)
	assert.Equal(t, []string{"a.png"}, names)
}

func TestLocalDiskCheck(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "uploads")
	d, err := NewLocalDisk(dir)
	require.NoError(t, err)
	require.NoError(t, d.Check(context.Background()))
	require.NoError(t, os.Remove(dir))
	err = d.Check(context.Background())
	assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(err), "a directory that went away: %v", err)
	assert.Equal(t, domain.MsgBlobStoreUnavailable, domain.ErrorMessage(err))
}
