package backuptarget_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/backuptarget"
	"github.com/portfolio-site/portfolio/adapters/blobtest"
)

// TestDirShowsOnlyCompleteArchives: the backup target contract on a
// folder not made yet, which an aborted archive leaves empty on disk.
func TestDirShowsOnlyCompleteArchives(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "backups")
	d, err := backuptarget.NewDir(path)
	require.NoError(t, err)
	assert.Equal(t, "dir://"+filepath.ToSlash(path), d.String())
	blobtest.RunBackupTargetContract(t, d)
	w, err := d.Create(ctx, "c.tar.gz")
	require.NoError(t, err)
	_, err = w.Write([]byte("half"))
	require.NoError(t, err)
	w.Abort()
	entries, err := os.ReadDir(path)
	require.NoError(t, err)
	assert.Empty(t, entries, "an aborted archive leaves no file")
}
