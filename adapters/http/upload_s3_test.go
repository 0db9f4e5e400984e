package httpapi

import (
	"bytes"
	"context"
	"image"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	xwebp "golang.org/x/image/webp"

	"github.com/portfolio-site/portfolio/adapters/backuparchive"
	"github.com/portfolio-site/portfolio/adapters/s3blob"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// withBlobStore keeps the uploads (and the backup's files) in blobs
// instead of the temporary directory.
func withBlobStore(t testing.TB, blobs domain.BlobStore) envOption {
	return func(d *envDeps) {
		uploads, err := app.NewUploadService(blobs, d.Images, d.Journal, uploadLimit)
		require.NoError(t, err)
		backup, err := backup.NewService(&fakeBackupStore{}, blobs, backuparchive.New(), d.Images, backup.Limits{MaxFileBytes: uploadLimit})
		require.NoError(t, err)
		d.Uploads, d.Backup = uploads, backup
	}
}

// s3Bucket is a fresh bucket on a Versity Gateway of the test's own.
func s3Bucket(t *testing.T) *s3blob.Store {
	t.Helper()
	srv := testenv.StartS3(t)
	cfg, err := s3blob.ParseURL(srv.BlobURL(testenv.Bucket(t), "http-test"))
	require.NoError(t, err)
	cfg.AccessKeyID, cfg.SecretAccessKey = srv.AccessKey, srv.SecretKey
	s, err := s3blob.New(cfg)
	require.NoError(t, err)
	require.NoError(t, s.EnsureBucket(context.Background()))
	return s
}

// TestUploadsServedFromS3 uploads through the API into a bucket and reads
// the file back as a browser and a CDN do: its type, a strong ETag, a year
// of immutable caching, 304 to a revalidation and 206 with the exact bytes
// to a range.
func TestUploadsServedFromS3(t *testing.T) {
	bucket := s3Bucket(t)
	e := newEnv(t, withBlobStore(t, bucket))
	original := jpegOf(t, 300, 200)
	w := e.upload(e.login(), "file", "photo.jpg", "image/jpeg", original)
	require.Equal(t, http.StatusCreated, w.Code, w.Body.String())
	up := decodeMap(t, w)
	name := up["filename"].(string)

	stored, err := bucket.Open(context.Background(), name)
	require.NoError(t, err)
	kept, err := io.ReadAll(stored)
	require.NoError(t, err)
	require.NoError(t, stored.Close())
	assert.Equal(t, "image/jpeg", stored.ContentType, "the type is kept with the object")

	got := e.get("/uploads/"+name, nil)
	require.Equal(t, http.StatusOK, got.Code, got.Body.String())
	assert.Equal(t, kept, got.Body.Bytes(), "the stored bytes")
	assert.Equal(t, "image/jpeg", got.Header().Get("Content-Type"))
	assert.Equal(t, "public, max-age=31536000, immutable", got.Header().Get("Cache-Control"))
	etag := got.Header().Get("ETag")
	require.True(t, strings.HasPrefix(etag, `"`) && strings.HasSuffix(etag, `"`), "a strong ETag: %q", etag)
	assert.Equal(t, etag, e.get("/uploads/"+name, nil).Header().Get("ETag"), "stable")

	again := e.do(request{method: http.MethodGet, path: "/uploads/" + name, header: map[string]string{"If-None-Match": etag}})
	assert.Equal(t, http.StatusNotModified, again.Code)
	assert.Empty(t, again.Body.Bytes())

	n := len(kept)
	for rng, want := range map[string][]byte{
		"bytes=0-9":                        kept[:10],
		"bytes=100-199":                    kept[100:200],
		"bytes=-7":                         kept[n-7:],
		"bytes=" + strconv.Itoa(n-3) + "-": kept[n-3:],
	} {
		part := e.do(request{method: http.MethodGet, path: "/uploads/" + name, header: map[string]string{"Range": rng, "If-Range": etag}})
		require.Equal(t, http.StatusPartialContent, part.Code, rng)
		assert.Equal(t, want, part.Body.Bytes(), "%s: the exact bytes", rng)
		assert.Equal(t, "image/jpeg", part.Header().Get("Content-Type"), rng)
	}
	stale := e.do(request{method: http.MethodGet, path: "/uploads/" + name, header: map[string]string{"Range": "bytes=0-9", "If-Range": `"other"`}})
	assert.Equal(t, http.StatusOK, stale.Code, "a range of another version gets the whole file")
	assert.Equal(t, kept, stale.Body.Bytes())

	missing := e.get("/uploads/"+strings.Repeat("e", 32)+".jpg", nil)
	assert.Equal(t, http.StatusNotFound, missing.Code)
	assert.NotContains(t, missing.Header().Get("Cache-Control"), "immutable")
}

// TestVariantsOnS3AreMadeOnFirstUseAndStored: an original in the bucket
// without its resized copies (stored before they existed) gets them on
// the first request, written back into the bucket, served the same way
// afterwards.
func TestVariantsOnS3AreMadeOnFirstUseAndStored(t *testing.T) {
	bucket := s3Bucket(t)
	e := newEnv(t, withBlobStore(t, bucket))
	ctx := context.Background()
	const base = "0123456789abcdef0123456789abcdef"
	_, err := bucket.Put(ctx, base+".jpg", "image/jpeg", jpegOf(t, 1200, 800))
	require.NoError(t, err)

	path := "/uploads/" + base + "-w480.webp"
	got := e.get(path, nil)
	require.Equal(t, http.StatusOK, got.Code, got.Body.String())
	assert.Equal(t, "image/webp", got.Header().Get("Content-Type"))
	assert.Equal(t, "public, max-age=31536000, immutable", got.Header().Get("Cache-Control"))
	m, err := xwebp.Decode(bytes.NewReader(got.Body.Bytes()))
	require.NoError(t, err)
	assert.Equal(t, image.Pt(480, 320), m.Bounds().Size())

	names, err := bucket.List(ctx)
	require.NoError(t, err)
	want := []string{base + "-w1600.webp", base + "-w480.webp", base + "-w960.webp", base + ".jpg"}
	assert.Equal(t, want, names, "every missing variant made once and stored in the bucket")
	stored, err := bucket.Open(ctx, base+"-w480.webp")
	require.NoError(t, err)
	kept, err := io.ReadAll(stored)
	require.NoError(t, err)
	require.NoError(t, stored.Close())
	assert.Equal(t, "image/webp", stored.ContentType)
	assert.Equal(t, kept, got.Body.Bytes(), "what was served is what was stored")

	again := e.get(path, nil)
	require.Equal(t, http.StatusOK, again.Code)
	assert.Equal(t, got.Header().Get("ETag"), again.Header().Get("ETag"), "served from the bucket, not made again")
	part := e.do(request{method: http.MethodGet, path: path, header: map[string]string{"Range": "bytes=4-11"}})
	require.Equal(t, http.StatusPartialContent, part.Code)
	assert.Equal(t, kept[4:12], part.Body.Bytes())
}
