package main

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/s3blob"
	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/tcpproxy"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// s3Env is serve's environment on SQLite with its uploads in bucket of
// srv, and the owner's credentials.
func s3Env(t *testing.T, srv *testenv.S3Server, bucket string) []string {
	dir := t.TempDir()
	return append([]string{
		"PORTFOLIO_DATABASE_URL=file:" + filepath.Join(dir, "p.db"),
		"PORTFOLIO_UPLOADS_DIR=" + filepath.Join(dir, "uploads-never-used"),
		"PORTFOLIO_HTTP_ADDR=127.0.0.1:0",
		"PORTFOLIO_HTTP_WARM_UP=false", // every server a test starts would spend seconds of a core on it
		"PORTFOLIO_ADMIN_USERNAME=owner",
		"PORTFOLIO_ADMIN_PASSWORD=blob-test-password",
	}, srv.Env(bucket, "site-a")...)
}

// bucketStore reads the bucket the way the product does, to see what it
// holds.
func bucketStore(t *testing.T, srv *testenv.S3Server, bucket string) *s3blob.Store {
	t.Helper()
	cfg, err := s3blob.ParseURL(srv.BlobURL(bucket, "site-a"))
	require.NoError(t, err)
	cfg.AccessKeyID, cfg.SecretAccessKey = srv.AccessKey, srv.SecretKey
	s, err := s3blob.New(cfg)
	require.NoError(t, err)
	return s
}

// pngImage is a small PNG with something in it.
func pngImage(t *testing.T) []byte {
	t.Helper()
	m := image.NewNRGBA(image.Rect(0, 0, 40, 30))
	for i := range 40 * 30 {
		m.Set(i%40, i/40, color.NRGBA{uint8(i), uint8(i / 3), 200, 255})
	}
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, m))
	return buf.Bytes()
}

// uploadImage posts data as the multipart field "file", as the admin does,
// and returns the answer's status and body.
func uploadImage(t *testing.T, c *http.Client, base string, data []byte) (int, map[string]any) {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	part, err := mw.CreateFormFile("file", "photo.png")
	require.NoError(t, err)
	_, err = part.Write(data)
	require.NoError(t, err)
	require.NoError(t, mw.Close())
	resp, err := c.Post(base+"/api/upload", mw.FormDataContentType(), &body)
	require.NoError(t, err)
	defer resp.Body.Close()
	var out map[string]any
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&out))
	return resp.StatusCode, out
}

// TestFaultBlobStoreStoppedAndBack serves with the uploads in a bucket
// behind a proxy and stops the bucket: /uploads answers 503 with the
// store's message, the public pages and the API are served as before,
// /readyz stays 200 and reports the uploads unavailable; when the bucket
// is back the same process serves the file again.
func TestFaultBlobStoreStoppedAndBack(t *testing.T) {
	srv := testenv.StartS3(t)
	proxy := tcpproxy.Start(t, srv.Endpoint)
	via := *srv
	via.Endpoint = proxy.Addr()
	bucket := testenv.Bucket(t)
	base, logs := startServe(t, s3Env(t, &via, bucket))
	assert.Contains(t, logs.String(), "s3://"+bucket, "the start says where uploads are kept")

	status, report := readiness(t, base)
	assert.Equal(t, http.StatusOK, status)
	assert.Equal(t, map[string]string{"status": "ok", "database": "ok", "cache": "ok", "uploads": "ok", "pages": "ok", "backup": "ok"}, report)

	admin, status := signedInClient(t, base, "owner", "blob-test-password")
	require.Equal(t, http.StatusOK, status)
	image := pngImage(t)
	status, up := uploadImage(t, admin, base, image)
	require.Equal(t, http.StatusCreated, status, "%v", up)
	url := up["url"].(string)
	visitor := &http.Client{Timeout: 20 * time.Second}
	status, got := call(t, visitor, http.MethodGet, base+url, "")
	require.Equal(t, http.StatusOK, status)
	assert.Equal(t, image, got, "served from the bucket byte for byte")
	names, err := bucketStore(t, srv, bucket).List(context.Background())
	require.NoError(t, err)
	assert.Contains(t, names, up["filename"], "kept in the bucket, under the prefix")

	proxy.Refuse()
	status, body := call(t, visitor, http.MethodGet, base+url, "")
	assert.Equal(t, http.StatusServiceUnavailable, status)
	assert.Equal(t, map[string]any{"message": domain.MsgBlobStoreUnavailable}, decodeJSON(t, body))
	for _, path := range []string{"/", "/portfolio", "/api/portfolio/projects", "/api/site"} {
		status, _ := call(t, visitor, http.MethodGet, base+path, "")
		assert.Equal(t, http.StatusOK, status, "%s does not read the uploads", path)
	}
	status, up = uploadImage(t, admin, base, image)
	assert.Equal(t, http.StatusServiceUnavailable, status, "an upload cannot be kept")
	assert.Equal(t, domain.MsgBlobStoreUnavailable, up["message"])
	status, report = readiness(t, base)
	assert.Equal(t, http.StatusOK, status, "a bucket every instance shares takes none out of the load balancer")
	assert.Equal(t, "unavailable", report["uploads"])
	assert.Equal(t, "ok", report["database"])

	require.NoError(t, proxy.Restore())
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		status, got := call(t, visitor, http.MethodGet, base+url, "")
		assert.Equal(c, http.StatusOK, status)
		assert.Equal(c, image, got)
	}, 15*time.Second, 100*time.Millisecond, "the same process serves the file again")
	_, report = readiness(t, base)
	assert.Equal(t, "ok", report["uploads"])
	assert.Contains(t, logs.String(), "dependency unavailable", "the outage is logged as a warning with its cause")
	assert.NotContains(t, logs.String(), "internal error", "no outage answer went out as a 500")
}

// readiness returns /readyz's status and report.
func readiness(t *testing.T, base string) (int, map[string]string) {
	t.Helper()
	status, body := call(t, &http.Client{Timeout: 10 * time.Second}, http.MethodGet, base+"/readyz", "")
	var report map[string]string
	require.NoError(t, json.Unmarshal(body, &report), "%s", body)
	return status, report
}

// TestServeNeedsItsBucket: like the database, a bucket that cannot be
// reached at start stops serve with a message naming the key; a bad URL
// or missing credentials are named before anything is tried.
func TestServeNeedsItsBucket(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	closed := l.Addr().String()
	require.NoError(t, l.Close())
	ctx := context.Background()
	for url, want := range map[string]string{
		"s3://portfolio?endpoint=" + closed + "&secure=false&path_style=true": "blob.url: the uploads' bucket at " + closed + " cannot be used",
		"s3://portfolio?endpoint=" + closed + "&colour=blue":                  "blob.url: unknown parameter \"colour\"",
		"file:///var/uploads": "blob.url \"file:///var/uploads\": want s3://",
	} {
		env := append(testEnv(t), "PORTFOLIO_BLOB_URL="+url, "AWS_ACCESS_KEY_ID=k", "AWS_SECRET_ACCESS_KEY=s")
		var out syncBuffer
		err := run(ctx, []string{"serve"}, env, nil, &out, &out)
		assert.ErrorContains(t, err, want, url)
		assert.NotContains(t, out.String(), "serving", url)
	}
	env := append(testEnv(t), "PORTFOLIO_BLOB_URL=s3://portfolio")
	var out syncBuffer
	assert.ErrorContains(t, run(ctx, []string{"serve"}, env, nil, &out, &out), "AWS_ACCESS_KEY_ID")
}

// TestExportAndImportCommandsOnS3 backs up a site whose uploads are in a
// bucket and restores it into another site on another bucket: the files
// come back byte for byte with their types, and a second export of the
// target is the first one.
func TestExportAndImportCommandsOnS3(t *testing.T) {
	srv := testenv.StartS3(t)
	ctx := context.Background()
	var out syncBuffer
	sourceBucket, targetBucket := testenv.Bucket(t), testenv.Bucket(t)
	source := s3Env(t, srv, sourceBucket)
	require.NoError(t, run(ctx, []string{"seed"}, source, nil, &out, &out), "seed creates the bucket")
	// Real images: an import takes only what the upload route would.
	webp1x1 := []byte("RIFF\x1a\x00\x00\x00WEBPVP8L\r\x00\x00\x00/\x00\x00\x00\x10\a\x10\x11\x11\x88\x88\xfe\a\x00")
	files := map[string][]byte{"0123abcd.png": pngImage(t), "0123abcd-w480.webp": webp1x1}
	types := map[string]string{"0123abcd.png": "image/png", "0123abcd-w480.webp": "image/webp"}
	for name, data := range files {
		_, err := bucketStore(t, srv, sourceBucket).Put(ctx, name, types[name], data)
		require.NoError(t, err)
	}

	file := filepath.Join(t.TempDir(), "backup.tar.gz")
	require.NoError(t, run(ctx, []string{"export", file}, source, nil, &out, &out))
	target := s3Env(t, srv, targetBucket)
	require.NoError(t, run(ctx, []string{"import", file}, target, nil, &out, &out), "import creates the bucket")
	assert.Contains(t, out.String(), "restart the server")

	restored := bucketStore(t, srv, targetBucket)
	names, err := restored.List(ctx)
	require.NoError(t, err)
	// The backup left the copy out; the import made every copy again.
	want := []string{"0123abcd-og.jpg", "0123abcd.png"}
	for _, w := range domain.ImageVariantWidths() {
		for _, ty := range domain.ImageVariantTypes() {
			want = append(want, domain.ImageVariantNameAs("0123abcd.png", w, ty))
		}
	}
	assert.ElementsMatch(t, want, names)
	delete(files, "0123abcd-w480.webp")
	for name, data := range files {
		b, err := restored.Open(ctx, name)
		require.NoError(t, err)
		got, err := io.ReadAll(b)
		require.NoError(t, err)
		require.NoError(t, b.Close())
		assert.Equal(t, data, got, name)
		assert.Equal(t, types[name], b.ContentType, name)
	}

	var first, again bytes.Buffer
	require.NoError(t, run(ctx, []string{"export", "-"}, source, nil, &first, &out))
	require.NoError(t, run(ctx, []string{"export", "-"}, target, nil, &again, &out))
	assert.Equal(t, withoutManifest(archiveEntries(t, first.Bytes())), withoutManifest(archiveEntries(t, again.Bytes())),
		"the import restored every row and file")

	err = run(ctx, []string{"import", file}, target, nil, &out, &out)
	assert.ErrorContains(t, err, "nothing was changed", "a bucket with uploads is not empty")
	require.NoError(t, run(ctx, []string{"import", "--replace", file}, target, nil, &out, &out))
}
