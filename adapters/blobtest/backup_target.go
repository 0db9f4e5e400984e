package blobtest

import (
	"context"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// RunBackupTargetContract checks a scheduled backups' target (a folder, a
// bucket's prefix): an archive being written or aborted is never listed,
// a committed one is listed with its size, read back and deleted; a name
// with a path in it is refused. target must be empty.
func RunBackupTargetContract(t *testing.T, target domain.BackupTarget) {
	ctx := context.Background()
	list, err := target.List(ctx)
	require.NoError(t, err)
	assert.Empty(t, list, "a new target holds nothing")

	w, err := target.Create(ctx, "a.tar.gz")
	require.NoError(t, err)
	_, err = w.Write([]byte("half"))
	require.NoError(t, err)
	list, err = target.List(ctx)
	require.NoError(t, err)
	assert.Empty(t, list, "an archive being written is not listed")
	w.Abort()
	list, err = target.List(ctx)
	require.NoError(t, err)
	assert.Empty(t, list, "an aborted archive leaves nothing")

	whole := strings.Repeat("x", 1000)
	w, err = target.Create(ctx, "b.tar.gz")
	require.NoError(t, err)
	_, err = w.Write([]byte(whole))
	require.NoError(t, err)
	require.NoError(t, w.Commit())
	w.Abort() // after Commit: nothing
	list, err = target.List(ctx)
	require.NoError(t, err)
	require.Len(t, list, 1)
	assert.Equal(t, "b.tar.gz", list[0].Name)
	assert.Equal(t, int64(len(whole)), list[0].Size)
	r, err := target.Open(ctx, "b.tar.gz")
	require.NoError(t, err)
	data, err := io.ReadAll(r)
	require.NoError(t, err)
	r.Close()
	assert.Equal(t, whole, string(data))

	require.NoError(t, target.Delete(ctx, "b.tar.gz"))
	list, err = target.List(ctx)
	require.NoError(t, err)
	assert.Empty(t, list)
	_, err = target.Open(ctx, "b.tar.gz")
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "a deleted archive is not found")
	_, err = target.Create(ctx, "../escape")
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "a name with a path is refused")
}
