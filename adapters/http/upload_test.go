package httpapi

import (
	"bytes"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// multipartFile builds a multipart body with one file field.
func multipartFile(t testing.TB, field, filename, declaredType string, data []byte) (string, []byte) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	require.NoError(t, mw.WriteField("purpose", "gallery"))
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", `form-data; name="`+field+`"; filename="`+filename+`"`)
	h.Set("Content-Type", declaredType)
	part, err := mw.CreatePart(h)
	require.NoError(t, err)
	_, err = part.Write(data)
	require.NoError(t, err)
	require.NoError(t, mw.Close())
	return mw.FormDataContentType(), buf.Bytes()
}

func (e *env) upload(cookie *http.Cookie, field, filename, declaredType string, data []byte) *httptest.ResponseRecorder {
	e.t.Helper()
	ct, body := multipartFile(e.t, field, filename, declaredType, data)
	return e.do(request{method: http.MethodPost, path: "/api/upload", body: body, contentType: ct, cookie: cookie})
}

func TestUploadAcceptsImagesAndServesThem(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	for _, c := range []struct {
		name, ext, contentType string
		data                   []byte
	}{
		{"png", ".png", "image/png", pngBytes()},
		{"jpeg", ".jpg", "image/jpeg", jpegBytes()},
		{"gif", ".gif", "image/gif", gifBytes()},
		{"webp", ".webp", "image/webp", webpBytes()},
	} {
		t.Run(c.name, func(t *testing.T) {
			// The name and declared type are ignored: the content decides.
			w := e.upload(admin, "file", "photo.bin", "application/octet-stream", c.data)
			require.Equal(t, http.StatusCreated, w.Code, w.Body.String())
			body := decodeMap(t, w)
			filename, _ := body["filename"].(string)
			assert.True(t, strings.HasSuffix(filename, c.ext), filename)
			assert.Equal(t, "/uploads/"+filename, body["url"])

			got := e.get(body["url"].(string), nil)
			require.Equal(t, http.StatusOK, got.Code)
			assert.Equal(t, c.data, got.Body.Bytes())
			assert.Equal(t, c.contentType, got.Header().Get("Content-Type"))
			assert.Equal(t, "nosniff", got.Header().Get("X-Content-Type-Options"))
			assert.Equal(t, "public, max-age=31536000, immutable", got.Header().Get("Cache-Control"))
		})
	}
}

func TestUploadRefusals(t *testing.T) {
	e := newEnv(t)
	admin := e.login()

	w := e.upload(admin, "file", "evil.png", "image/png", []byte("<script>alert(1)</script> not an image"))
	assert.Equal(t, http.StatusUnsupportedMediaType, w.Code)
	assert.JSONEq(t, `{"message":"Only image files are allowed (PNG, JPEG, GIF or WebP)"}`, w.Body.String())

	tooBig := append(pngBytes(), make([]byte, uploadLimit)...)
	w = e.upload(admin, "file", "big.png", "image/png", tooBig)
	assert.Equal(t, http.StatusRequestEntityTooLarge, w.Code)
	assert.NotEmpty(t, decodeMap(t, w)["message"])

	w = e.upload(admin, "file", "huge.png", "image/png", make([]byte, 2*uploadLimit))
	assert.Equal(t, http.StatusRequestEntityTooLarge, w.Code, "over the envelope limit")

	w = e.upload(admin, "picture", "a.png", "image/png", pngBytes())
	assert.Equal(t, http.StatusBadRequest, w.Code)
	assert.Equal(t, map[string]any{"file": "Required"}, decodeMap(t, w)["fields"])

	w = e.upload(admin, "file", "empty.png", "image/png", nil)
	assert.Equal(t, http.StatusBadRequest, w.Code)

	w = e.do(request{method: http.MethodPost, path: "/api/upload", body: `{"file":"x"}`, cookie: admin})
	assert.Equal(t, http.StatusUnsupportedMediaType, w.Code)

	entries, err := os.ReadDir(e.uploadsDir)
	require.NoError(t, err)
	assert.Empty(t, entries, "nothing refused was stored")
}

func TestUploadedFilesStayInsideTheirDirectory(t *testing.T) {
	e := newEnv(t)
	require.NoError(t, os.WriteFile(filepath.Join(e.uploadsDir, "notes.txt"), []byte("secret"), 0o644))
	require.NoError(t, os.Mkdir(filepath.Join(e.uploadsDir, "dir.png"), 0o755))
	outside := filepath.Join(filepath.Dir(e.uploadsDir), "outside.png")
	require.NoError(t, os.WriteFile(outside, pngBytes(), 0o644))
	require.NoError(t, os.Symlink(outside, filepath.Join(e.uploadsDir, "link.png")))

	for _, path := range []string{
		"/uploads/notes.txt", "/uploads/dir.png", "/uploads/link.png", "/uploads/", "/uploads/..%2Foutside.png",
		"/uploads/.hidden.png", "/uploads/missing.png",
	} {
		w := e.get(path, nil)
		assert.Contains(t, []int{http.StatusNotFound, http.StatusMovedPermanently}, w.Code, path)
		assert.NotContains(t, w.Body.String(), "secret", path)
		assert.NotContains(t, w.Body.String(), "PNG", path)
	}
}
