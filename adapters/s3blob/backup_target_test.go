package s3blob_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/blobtest"
	"github.com/portfolio-site/portfolio/adapters/s3blob"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// TestBackupTargetShowsOnlyCompleteArchives: the backup target contract
// on a real S3 server; the description names the bucket and prefix only.
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

	blobtest.RunBackupTargetContract(t, target)
}
