package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// archiveEntries reads a .tar.gz into its entries by name.
func archiveEntries(t *testing.T, data []byte) map[string][]byte {
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

// withoutManifest drops the manifest, whose creation time differs from one
// export to the next.
func withoutManifest(entries map[string][]byte) map[string][]byte {
	delete(entries, "manifest.json")
	return entries
}

func uploadsDirOf(env []string) string {
	for _, kv := range env {
		if dir, ok := strings.CutPrefix(kv, "PORTFOLIO_UPLOADS_DIR="); ok {
			return dir
		}
	}
	return ""
}

func TestExportAndImportCommands(t *testing.T) {
	ctx := context.Background()
	var out syncBuffer
	source := testEnv(t)
	require.NoError(t, run(ctx, []string{"seed"}, source, nil, &out, &out))
	require.NoError(t, os.MkdirAll(uploadsDirOf(source), 0o755))
	var photo bytes.Buffer
	require.NoError(t, png.Encode(&photo, image.NewGray(image.Rect(0, 0, 8, 6))))
	require.NoError(t, os.WriteFile(filepath.Join(uploadsDirOf(source), "photo.png"), photo.Bytes(), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(uploadsDirOf(source), "photo-w480.webp"), []byte("a copy"), 0o644))

	file := filepath.Join(t.TempDir(), "backup.tar.gz")
	require.NoError(t, run(ctx, []string{"export", file}, source, nil, &out, &out))
	assert.Contains(t, out.String(), "backup written")
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	want := withoutManifest(archiveEntries(t, data))
	assert.Contains(t, want, "files/photo.png")
	assert.NotContains(t, want, "files/photo-w480.webp", "a backup carries what cannot be made again, not the copies")
	assert.Contains(t, want, "tables/portfolio_projects.json")

	target := testEnv(t)
	require.NoError(t, run(ctx, []string{"import", file}, target, nil, &out, &out))
	assert.Contains(t, out.String(), "restart the server")
	// The import made the copies the backup left out.
	assert.Contains(t, out.String(), "[1/1] photo.png: made photo-w480.avif, photo-w480.webp, photo-w960.avif")
	copies := []string{"photo-og.jpg", "photo.png"}
	for _, w := range domain.ImageVariantWidths() {
		for _, ty := range domain.ImageVariantTypes() {
			copies = append(copies, domain.ImageVariantNameAs("photo.png", w, ty))
		}
	}
	wantCopies := func(msg string) {
		t.Helper()
		entries, err := os.ReadDir(uploadsDirOf(target))
		require.NoError(t, err)
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		assert.ElementsMatch(t, copies, names, msg)
	}
	wantCopies("the original and every copy")

	// images rebuild makes what is missing, and nothing when nothing is.
	require.NoError(t, os.Remove(filepath.Join(uploadsDirOf(target), "photo-w960.avif")))
	var first, second syncBuffer
	require.NoError(t, run(ctx, []string{"images", "rebuild"}, target, nil, &first, &first))
	assert.Contains(t, first.String(), "[1/1] photo.png: made photo-w960.avif\n")
	assert.Contains(t, first.String(), "images rebuild: 1 uploads, 1 copies made, 0 could not be made")
	wantCopies("rebuilt")
	require.NoError(t, run(ctx, []string{"images", "rebuild"}, target, nil, &second, &second))
	assert.Contains(t, second.String(), "[1/1] photo.png: complete")
	assert.Contains(t, second.String(), "0 copies made")
	assert.ErrorContains(t, run(ctx, []string{"images"}, target, nil, &out, &out), "usage: portfolio images rebuild")
	var again bytes.Buffer
	require.NoError(t, run(ctx, []string{"export", "-"}, target, nil, &again, &out), "- writes the archive to stdout, logs to stderr")
	assert.Equal(t, want, withoutManifest(archiveEntries(t, again.Bytes())), "the import restored every row and file")

	err = run(ctx, []string{"import", file}, target, nil, &out, &out)
	require.Error(t, err, "the target is no longer empty")
	assert.Contains(t, err.Error(), "nothing was changed")
	assert.Contains(t, err.Error(), "--replace")
	require.NoError(t, run(ctx, []string{"import", "--replace", "-"}, target, bytes.NewReader(data), &out, &out))

	garbage := filepath.Join(t.TempDir(), "notes.txt")
	require.NoError(t, os.WriteFile(garbage, []byte("not a backup"), 0o644))
	err = run(ctx, []string{"import", "--replace", garbage}, target, nil, &out, &out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not a gzip file")
	assert.ErrorContains(t, run(ctx, []string{"import", filepath.Join(t.TempDir(), "missing.tar.gz")}, target, nil, &out, &out), "missing.tar.gz")
	assert.ErrorContains(t, run(ctx, []string{"export"}, target, nil, &out, &out), "usage: portfolio export")
	assert.ErrorContains(t, run(ctx, []string{"import", "--force", file}, target, nil, &out, &out), "usage: portfolio import")
}

func TestExportLeavesNoFileWhenItFails(t *testing.T) {
	env := testEnv(t)
	file := filepath.Join(t.TempDir(), "backup.tar.gz")
	var out syncBuffer
	// An unsupported database URL fails before anything is written.
	bad := append(env, "PORTFOLIO_DATABASE_URL=mysql://nowhere/db")
	require.Error(t, run(context.Background(), []string{"export", file}, bad, nil, &out, &out))
	assert.NoFileExists(t, file)
	entries, err := os.ReadDir(filepath.Dir(file))
	require.NoError(t, err)
	assert.Empty(t, entries, "no temporary file left behind")
}
