//go:build e2e

package e2e

import (
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDownloadedBackupImportsIntoPostgres: the admin's Download backup of
// a server on SQLite, imported with the binary into a fresh PostgreSQL,
// serves the same public content from a second server.
func TestDownloadedBackupImportsIntoPostgres(t *testing.T) {
	dir := t.TempDir()
	source := start(t, "PORTFOLIO_DATABASE_URL=file:"+filepath.Join(dir, "source.db"), "PORTFOLIO_REDIS_URL=")
	source.login(t)
	status, body := source.do(t, "POST", "/api/notable-collaborations", map[string]any{"title": "Backed-up Studio ✓"})
	require.Equal(t, http.StatusCreated, status, string(body))
	status, archive := source.do(t, "GET", "/api/backup", nil)
	require.Equal(t, http.StatusOK, status, string(archive))
	file := filepath.Join(dir, "backup.tar.gz")
	require.NoError(t, os.WriteFile(file, archive, 0o600))

	pg := freshPostgres(t)
	uploads := filepath.Join(dir, "target-uploads")
	cmd := exec.Command(binary(t), "import", file)
	cmd.Env = append(os.Environ(), "PORTFOLIO_DATABASE_URL="+pg, "PORTFOLIO_UPLOADS_DIR="+uploads)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, string(out))
	assert.Contains(t, string(out), "backup restored")

	target := start(t, "PORTFOLIO_DATABASE_URL="+pg, "PORTFOLIO_UPLOADS_DIR="+uploads, "PORTFOLIO_REDIS_URL=")
	for _, path := range []string{"/api/portfolio/projects", "/api/notable-collaborations", "/api/media-press", "/api/investments"} {
		assert.Equal(t, source.public(t, path), target.public(t, path), path)
	}
	assert.Contains(t, titles(target.public(t, "/api/notable-collaborations")), "Backed-up Studio ✓")

	cmd = exec.Command(binary(t), "import", file)
	cmd.Env = append(os.Environ(), "PORTFOLIO_DATABASE_URL="+pg, "PORTFOLIO_UPLOADS_DIR="+uploads)
	out, err = cmd.CombinedOutput()
	require.Error(t, err, "a second import into the same database is refused")
	assert.Contains(t, string(out), "nothing was changed")
}
