package s3blob_test

import (
	"context"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/s3blob"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// TestBackupTargetShowsOnlyCompleteArchives: on a real S3 server an
// aborted archive leaves no object, a committed one is listed, read back
// and deleted; the description names the bucket and prefix only.
func TestBackupTargetShowsOnlyCompleteArchives(t *testing.T) {
	srv := testenv.StartS3(t)
	ctx := context.Background()
	bucket := testenv.Bucket(t)
	cfg := configFor(t, srv, bucket, "")
	target, err := s3blob.NewBackupTarget(cfg, bucket, "site/backups")
	require.NoError(t, err)
	require.NoError(t, target.EnsureBucket(ctx))
	assert.Equal(t, "s3://"+bucket+"/site/backups", target.String())
	assert.NotContains(t, target.String(), srv.SecretKey)

	w, err := target.Create(ctx, "a.tar.gz")
	require.NoError(t, err)
	_, err = w.Write([]byte("half"))
	require.NoError(t, err)
	w.Abort()
	list, err := target.List(ctx)
	require.NoError(t, err)
	assert.Empty(t, list, "an aborted archive leaves no object")

	w, err = target.Create(ctx, "b.tar.gz")
	require.NoError(t, err)
	_, err = w.Write([]byte(strings.Repeat("x", 1000)))
	require.NoError(t, err)
	require.NoError(t, w.Commit())
	list, err = target.List(ctx)
	require.NoError(t, err)
	require.Len(t, list, 1)
	assert.Equal(t, "b.tar.gz", list[0].Name)
	assert.Equal(t, int64(1000), list[0].Size)
	r, err := target.Open(ctx, "b.tar.gz")
	require.NoError(t, err)
	data, err := io.ReadAll(r)
	require.NoError(t, err)
	r.Close()
	assert.Len(t, data, 1000)
	require.NoError(t, target.Delete(ctx, "b.tar.gz"))
	list, err = target.List(ctx)
	require.NoError(t, err)
	assert.Empty(t, list)
}
