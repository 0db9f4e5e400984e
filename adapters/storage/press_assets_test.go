package storage_test

import (
	"context"
	"io"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/storage"
	"github.com/portfolio-site/portfolio/domain"
)

func TestPressAssetsOpenUploadsAndTheBuildsPictures(t *testing.T) {
	ctx := context.Background()
	disk, err := storage.NewLocalDisk(t.TempDir())
	require.NoError(t, err)
	_, err = disk.Put(ctx, "a.png", "image/png", []byte("upload"))
	require.NoError(t, err)
	build := fstest.MapFS{
		"images/press/h.jpg": {Data: []byte("jpeg")},
		"logos/x.svg":        {Data: []byte("<svg/>")},
		"pages/index.html":   {Data: []byte("<html>")},
		"index.html":         {Data: []byte("<html>")},
	}
	assets, err := storage.NewPressAssets(disk, build)
	require.NoError(t, err)

	for src, want := range map[string]string{"/uploads/a.png": "upload", "/images/press/h.jpg": "jpeg", "/logos/x.svg": "<svg/>"} {
		b, err := assets.Open(ctx, src)
		require.NoError(t, err, src)
		data, _ := io.ReadAll(b)
		b.Close()
		assert.Equal(t, want, string(data), src)
	}
	b, err := assets.Open(ctx, "/images/press/h.jpg")
	require.NoError(t, err)
	assert.Equal(t, "image/jpeg", b.ContentType)
	assert.EqualValues(t, 4, b.Size)
	b.Close()

	for _, src := range []string{"https://cdn.example.com/a.png", "/pages/index.html", "/index.html", "/images/../pages/index.html",
		"//evil.example/a.png", "/images/press", "/uploads/missing.png", "/images/press/h.jpg?x=1", ""} {
		_, err := assets.Open(ctx, src)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), src)
	}
}
