package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rewriteArchive writes entries back as a .tar.gz, the manifest first.
func rewriteArchive(t *testing.T, path string, entries map[string][]byte) {
	t.Helper()
	names := make([]string, 0, len(entries))
	for n := range entries {
		if n != "manifest.json" {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	names = append([]string{"manifest.json"}, names...)
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	for _, n := range names {
		require.NoError(t, tw.WriteHeader(&tar.Header{Name: n, Mode: 0o644, Size: int64(len(entries[n])), Typeflag: tar.TypeReg}))
		_, err := tw.Write(entries[n])
		require.NoError(t, err)
	}
	require.NoError(t, tw.Close())
	require.NoError(t, gz.Close())
	require.NoError(t, os.WriteFile(path, buf.Bytes(), 0o600))
}

// TestBackupVerifyNamesWhatWasTampered: portfolio backup run, list and
// verify; a good archive verifies ok, one with a table or a file altered
// fails naming it, and the result is recorded for GET /api/backups.
func TestBackupVerifyNamesWhatWasTampered(t *testing.T) {
	t.Parallel()
	env, dir := backupEnv(t, "PORTFOLIO_BACKUP_EVERY=0")
	ctx := context.Background()
	var out syncBuffer
	require.NoError(t, run(ctx, []string{"seed"}, env, nil, &out, &out))
	require.NoError(t, os.WriteFile(filepath.Join(uploadsDirOf(env), "upload.png"), pngImage(t), 0o644))
	var ran syncBuffer
	require.NoError(t, run(ctx, []string{"backup", "run"}, env, nil, &ran, &ran))
	names := archivesIn(t, dir)
	require.Len(t, names, 1)
	name := names[0]
	assert.Contains(t, ran.String(), name)
	var list syncBuffer
	require.NoError(t, run(ctx, []string{"backup", "list"}, env, nil, &list, &list))
	assert.Contains(t, list.String(), name)

	var ok syncBuffer
	require.NoError(t, run(ctx, []string{"backup", "verify"}, env, nil, &ok, &ok), ok.String())
	assert.Contains(t, ok.String(), "all matching the manifest")

	path := filepath.Join(dir, name)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	entries := archiveEntries(t, data)

	table := "tables/portfolio_projects.json"
	require.Contains(t, entries, table)
	tampered := map[string][]byte{}
	for k, v := range entries {
		tampered[k] = v
	}
	tampered[table] = bytes.Replace(entries[table], []byte(`"title":"`), []byte(`"title":"X`), 1)
	rewriteArchive(t, path, tampered)
	var bad syncBuffer
	err = run(ctx, []string{"backup", "verify", name}, env, nil, &bad, &bad)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "table portfolio_projects")

	var file string
	for k := range entries {
		if strings.HasPrefix(k, "files/") {
			file = k
			break
		}
	}
	require.NotEmpty(t, file)
	tampered = map[string][]byte{}
	for k, v := range entries {
		tampered[k] = v
	}
	altered := bytes.Clone(entries[file])
	altered[len(altered)-1] ^= 0xff
	tampered[file] = altered
	rewriteArchive(t, path, tampered)
	err = run(ctx, []string{"backup", "verify", name}, env, nil, &bad, &bad)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "file "+strings.TrimPrefix(file, "files/"))
}
