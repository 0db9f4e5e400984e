//go:build e2e

package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/s3blob"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// TestUploadsSharedThroughS3: two instances on one PostgreSQL, one Redis
// and one bucket, each with an uploads directory of its own (left empty):
// an image the owner uploads through one is served by the other byte for
// byte, with its type and the same ETag, and so are its resized copies;
// a copy missing from the bucket is made by whichever instance is asked
// first and then served by the other.
func TestUploadsSharedThroughS3(t *testing.T) {
	db := freshPostgres(t)
	redisURL := requireRedis(t)
	srv := testenv.StartS3(t)
	bucket := testenv.Bucket(t)
	shared := append([]string{"PORTFOLIO_DATABASE_URL=" + db, "PORTFOLIO_REDIS_URL=" + redisURL,
		"PORTFOLIO_CACHE_KEY_PREFIX=" + randomName("e2e") + ":"}, srv.Env(bucket, "e2e")...)
	a := start(t, shared...)
	b := start(t, append(shared, "PORTFOLIO_DEMO_CONTENT=false")...)

	a.login(t)
	up := a.upload(t, pngOf(t, 800, 600))
	require.Len(t, up.Variants, 3)
	paths := []string{up.URL}
	for _, v := range up.Variants {
		paths = append(paths, v.URL)
	}
	for _, path := range paths {
		fromA, typeA, etagA := get(t, a, path)
		fromB, typeB, etagB := get(t, b, path)
		assert.Equal(t, fromA, fromB, "%s: the same bytes from either instance", path)
		assert.NotEmpty(t, fromB, path)
		assert.Equal(t, typeA, typeB, path)
		assert.Equal(t, etagA, etagB, "%s: one ETag, whichever instance a CDN asks", path)
	}
	_, ct, _ := get(t, b, up.URL)
	assert.Equal(t, "image/png", ct)
	_, ct, _ = get(t, b, up.Variants[0].URL)
	assert.Equal(t, "image/webp", ct)

	// A copy lost from the bucket: B makes it, A then serves B's.
	store := bucketOf(t, srv, bucket)
	variant := up.Variants[1]
	name := variant.URL[len("/uploads/"):]
	require.NoError(t, store.Delete(context.Background(), name))
	made, _, etag := get(t, b, variant.URL)
	names, err := store.List(context.Background())
	require.NoError(t, err)
	assert.Contains(t, names, name, "made on first use and stored in the bucket")
	fromA, _, etagA := get(t, a, variant.URL)
	assert.Equal(t, made, fromA, "the other instance serves the copy made")
	assert.Equal(t, etag, etagA)
}

// uploaded is the answer to an upload.
type uploaded struct {
	URL      string `json:"url"`
	Variants []struct {
		URL string `json:"url"`
	} `json:"variants"`
}

// upload posts data as the admin's form does (multipart field "file").
func (in *instance) upload(t *testing.T, data []byte) uploaded {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	part, err := mw.CreateFormFile("file", "photo.png")
	require.NoError(t, err)
	_, err = part.Write(data)
	require.NoError(t, err)
	require.NoError(t, mw.Close())
	// The server encodes the copies before it answers (AVIF: seconds on a
	// busy machine, beside the browser lanes): the client's 10 s, a hang
	// guard for the other calls, refused an upload there once.
	client := *in.client
	client.Timeout = 2 * time.Minute
	resp, err := client.Post(in.base+"/api/upload", mw.FormDataContentType(), &body)
	require.NoError(t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	require.Equal(t, http.StatusCreated, resp.StatusCode, "%s", raw)
	var up uploaded
	require.NoError(t, json.Unmarshal(raw, &up))
	return up
}

// get reads path as a visitor and returns the body, its type and ETag.
func get(t *testing.T, in *instance, path string) ([]byte, string, string) {
	t.Helper()
	resp, err := http.Get(in.base + path)
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, resp.StatusCode, "%s: %s", path, body)
	assert.Equal(t, "public, max-age=31536000, immutable", resp.Header.Get("Cache-Control"), path)
	return body, resp.Header.Get("Content-Type"), resp.Header.Get("ETag")
}

// bucketOf opens bucket as the instances do.
func bucketOf(t *testing.T, srv *testenv.S3Server, bucket string) *s3blob.Store {
	t.Helper()
	cfg, err := s3blob.ParseURL(srv.BlobURL(bucket, "e2e"))
	require.NoError(t, err)
	cfg.AccessKeyID, cfg.SecretAccessKey = srv.AccessKey, srv.SecretKey
	s, err := s3blob.New(cfg)
	require.NoError(t, err)
	return s
}

// pngOf is a w × h PNG with something in it.
func pngOf(t *testing.T, w, h int) []byte {
	t.Helper()
	m := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			m.Set(x, y, color.NRGBA{uint8(x), uint8(y), uint8(x ^ y), 255})
		}
	}
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, m))
	return buf.Bytes()
}
