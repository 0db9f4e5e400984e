package backuptarget_test

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/backuptarget"
	"github.com/portfolio-site/portfolio/domain"
)

// TestDirShowsOnlyCompleteArchives: an archive being written or aborted
// is never listed nor left under its name; a committed one is.
func TestDirShowsOnlyCompleteArchives(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "backups")
	d, err := backuptarget.NewDir(path)
	require.NoError(t, err)
	assert.Equal(t, "dir://"+filepath.ToSlash(path), d.String())
	list, err := d.List(ctx)
	require.NoError(t, err)
	assert.Empty(t, list, "a folder not made yet holds nothing")

	w, err := d.Create(ctx, "a.tar.gz")
	require.NoError(t, err)
	_, err = w.Write([]byte("half"))
	require.NoError(t, err)
	list, err = d.List(ctx)
	require.NoError(t, err)
	assert.Empty(t, list, "an archive being written is not listed")
	w.Abort()
	entries, err := os.ReadDir(path)
	require.NoError(t, err)
	assert.Empty(t, entries, "an aborted archive leaves nothing")

	w, err = d.Create(ctx, "b.tar.gz")
	require.NoError(t, err)
	_, err = w.Write([]byte("whole"))
	require.NoError(t, err)
	require.NoError(t, w.Commit())
	w.Abort() // after Commit: nothing
	list, err = d.List(ctx)
	require.NoError(t, err)
	require.Len(t, list, 1)
	assert.Equal(t, "b.tar.gz", list[0].Name)
	assert.Equal(t, int64(5), list[0].Size)
	r, err := d.Open(ctx, "b.tar.gz")
	require.NoError(t, err)
	data, err := io.ReadAll(r)
	require.NoError(t, err)
	r.Close()
	assert.Equal(t, "whole", string(data))
	require.NoError(t, d.Delete(ctx, "b.tar.gz"))
	_, err = d.Open(ctx, "b.tar.gz")
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
	_, err = d.Create(ctx, "../escape")
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
}
