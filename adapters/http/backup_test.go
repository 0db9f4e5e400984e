package httpapi

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/backuparchive"
	"github.com/portfolio-site/portfolio/adapters/storage"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/domain"
)

// fakeBackupStore is a backup store of one table whose rows are given; the
// backup's own behaviour is tested in app and sqldb, on real databases.
type fakeBackupStore struct {
	rows    []json.RawMessage
	dumpErr error
}

func (f *fakeBackupStore) Tables() []string { return []string{"things"} }

func (f *fakeBackupStore) Dump(context.Context) ([]domain.BackupTable, error) {
	if f.dumpErr != nil {
		return nil, f.dumpErr
	}
	return []domain.BackupTable{{Name: "things", Rows: f.rows}}, nil
}

func (f *fakeBackupStore) Count(context.Context) (int, error) { return len(f.rows), nil }

func (f *fakeBackupStore) Check([]domain.BackupTable) error { return nil }

// Upgrade has nothing to rewrite: the fake's one table has no older format.
func (f *fakeBackupStore) Upgrade([]domain.BackupTable, int) error { return nil }

func (f *fakeBackupStore) Restore(_ context.Context, tables []domain.BackupTable, _ bool) error {
	f.rows = tables[0].Rows
	return nil
}

// newEnvWith is an env whose backup dumps store and the uploads the
// env's uploads are stored in.
func newEnvWith(t *testing.T, store domain.BackupStore) *env {
	return newEnv(t, func(d *envDeps) {
		blobs, err := storage.NewLocalDisk(t.TempDir())
		require.NoError(t, err)
		d.Uploads, err = app.NewUploadService(blobs, d.Images, d.Journal, uploadLimit)
		require.NoError(t, err)
		d.Backup, err = backup.NewService(store, blobs, backuparchive.New(), d.Images, backup.Limits{MaxFileBytes: uploadLimit})
		require.NoError(t, err)
	})
}

// untar returns the entries of a .tar.gz by name.
func untar(t *testing.T, data []byte) map[string][]byte {
	t.Helper()
	gz, err := gzip.NewReader(bytes.NewReader(data))
	require.NoError(t, err)
	tr := tar.NewReader(gz)
	out := map[string][]byte{}
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return out
		}
		require.NoError(t, err)
		out[hdr.Name], err = io.ReadAll(tr)
		require.NoError(t, err)
	}
}

func TestBackupDownload(t *testing.T) {
	store := &fakeBackupStore{rows: []json.RawMessage{json.RawMessage(`{"id":1,"title":"Café ☕"}`)}}
	e := newEnvWith(t, store)

	assert.Equal(t, http.StatusUnauthorized, e.get("/api/backup", nil).Code, "admin only")

	admin := e.login()
	w := e.upload(admin, "file", "a.png", "image/png", pngBytes())
	require.Equal(t, http.StatusCreated, w.Code, w.Body.String())

	w = e.get("/api/backup", admin)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "application/gzip", w.Header().Get("Content-Type"))
	assert.Equal(t, "no-store", w.Header().Get("Cache-Control"))
	assert.Regexp(t, regexp.MustCompile(`^attachment; filename="portfolio-backup-\d{8}-\d{6}\.tar\.gz"$`), w.Header().Get("Content-Disposition"))
	entries := untar(t, w.Body.Bytes())

	head := e.do(request{method: http.MethodHead, path: "/api/backup", cookie: admin})
	assert.Equal(t, http.StatusOK, head.Code)
	assert.Equal(t, "application/gzip", head.Header().Get("Content-Type"))
	assert.Zero(t, head.Body.Len())
	var manifest struct {
		Format int `json:"format"`
		Tables []struct {
			Name string `json:"name"`
			Rows int    `json:"rows"`
		} `json:"tables"`
		Files []struct {
			Name string `json:"name"`
		} `json:"files"`
	}
	require.NoError(t, json.Unmarshal(entries["manifest.json"], &manifest))
	assert.Equal(t, domain.BackupFormat, manifest.Format)
	require.Len(t, manifest.Tables, 1)
	assert.Equal(t, 1, manifest.Tables[0].Rows)
	assert.JSONEq(t, `[{"id":1,"title":"Café ☕"}]`, string(entries["tables/things.json"]))
	assert.Len(t, manifest.Files, 1, "the upload alone: its copies (WebP, AVIF) are made again, not backed up")
	for _, f := range manifest.Files {
		assert.Contains(t, entries, "files/"+f.Name)
	}
}

func TestBackupDownloadFailureIsAnError(t *testing.T) {
	e := newEnvWith(t, &fakeBackupStore{dumpErr: errors.New("read things: disk I/O error")})
	w := e.get("/api/backup", e.login())
	assert.Equal(t, http.StatusInternalServerError, w.Code)
	assert.JSONEq(t, `{"message":"Internal error"}`, w.Body.String())
	assert.Empty(t, w.Header().Get("Content-Disposition"), "no download of a broken archive")
	assert.Contains(t, e.logs.String(), "disk I/O error")
}
