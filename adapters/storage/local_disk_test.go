package storage

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
