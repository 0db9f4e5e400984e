package httpapi

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color/palette"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app"
)

// validWebP is a 1 × 1 lossless WebP, as no WebP encoder is at hand.
var validWebP = []byte("RIFF\x1a\x00\x00\x00WEBPVP8L\r\x00\x00\x00/\x00\x00\x00\x10\a\x10\x11\x11\x88\x88\xfe\a\x00")

// validPNG, validJPEG and validGIF are small images that decode.
func validPNG() []byte {
	return encodeWith(func(w io.Writer, m image.Image) error { return png.Encode(w, m) })
}
func validJPEG() []byte {
	return encodeWith(func(w io.Writer, m image.Image) error { return jpeg.Encode(w, m, nil) })
}
func validGIF() []byte {
	return encodeWith(func(w io.Writer, m image.Image) error { return gif.Encode(w, m, nil) })
}

func encodeWith(encode func(io.Writer, image.Image) error) []byte {
	m := image.NewPaletted(image.Rect(0, 0, 12, 8), palette.Plan9)
	for i := range m.Pix {
		m.Pix[i] = uint8(i)
	}
	var buf bytes.Buffer
	if err := encode(&buf, m); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

// pixelFloodPNG is a valid PNG whose header claims w × h RGBA pixels and
// whose IDAT is 10 MB of zeros deflated to about 10 KB.
func pixelFloodPNG(t testing.TB, w, h uint32) []byte {
	t.Helper()
	var idat bytes.Buffer
	zw := zlib.NewWriter(&idat)
	zero := make([]byte, 64<<10)
	for range 160 {
		_, err := zw.Write(zero)
		require.NoError(t, err)
	}
	require.NoError(t, zw.Close())
	out := bytes.NewBufferString("\x89PNG\r\n\x1a\n")
	ihdr := binary.BigEndian.AppendUint32(binary.BigEndian.AppendUint32(nil, w), h)
	ihdr = append(ihdr, 8, 6, 0, 0, 0) // 8-bit RGBA, deflate, no interlace
	for _, c := range []struct {
		kind string
		data []byte
	}{{"IHDR", ihdr}, {"IDAT", idat.Bytes()}, {"IEND", nil}} {
		chunk := append(binary.BigEndian.AppendUint32(nil, uint32(len(c.data))), c.kind...)
		chunk = append(chunk, c.data...)
		out.Write(binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(chunk[4:])))
	}
	return out.Bytes()
}

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
		{"png", ".png", "image/png", validPNG()},
		{"jpeg", ".jpg", "image/jpeg", validJPEG()},
		{"gif", ".gif", "image/gif", validGIF()},
		{"webp", ".webp", "image/webp", validWebP},
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

func TestUploadRefusesPixelFloodWithBoundedMemory(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	flood := pixelFloodPNG(t, 65535, 65535)
	require.Less(t, len(flood), 16<<10, "a small file…")
	ct, body := multipartFile(t, "file", "flood.png", "image/png", flood)

	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	w := e.do(request{method: http.MethodPost, path: "/api/upload", body: body, contentType: ct, cookie: admin})
	runtime.ReadMemStats(&after)

	assert.Equal(t, http.StatusRequestEntityTooLarge, w.Code)
	assert.JSONEq(t, `{"message":"`+app.MsgImageTooLarge+`"}`, w.Body.String())
	// …claiming 16 GiB of pixels: refused from its header alone.
	assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(32<<20), "bytes allocated while refusing")
}

func TestUploadRefusesWhatDoesNotDecode(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	png := validPNG()
	garbage := append(png[:33:33], bytes.Repeat([]byte("garbage!"), 64)...)
	w := e.upload(admin, "file", "a.png", "image/png", garbage)
	assert.Equal(t, http.StatusBadRequest, w.Code)
	assert.Equal(t, "The file is not a valid PNG image", decodeMap(t, w)["message"])

	w = e.upload(admin, "file", "a.png", "image/png", png[:len(png)-20])
	assert.Equal(t, http.StatusBadRequest, w.Code, "truncated")

	entries, err := os.ReadDir(e.uploadsDir)
	require.NoError(t, err)
	assert.Empty(t, entries)
}

func TestUploadBoundsTheMultipartEnvelope(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	post := func(build func(mw *multipart.Writer)) *httptest.ResponseRecorder {
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		build(mw)
		fw, err := mw.CreateFormFile("file", "a.png")
		require.NoError(t, err)
		_, err = fw.Write(validPNG())
		require.NoError(t, err)
		require.NoError(t, mw.Close())
		return e.do(request{method: http.MethodPost, path: "/api/upload", body: buf.Bytes(), contentType: mw.FormDataContentType(), cookie: admin})
	}

	w := post(func(mw *multipart.Writer) {
		for i := range maxUploadParts - 1 {
			require.NoError(t, mw.WriteField("note", strings.Repeat("x", i)))
		}
	})
	assert.Equal(t, http.StatusCreated, w.Code, "a few small fields beside the file: %s", w.Body.String())

	w = post(func(mw *multipart.Writer) {
		for range maxUploadParts {
			require.NoError(t, mw.WriteField("note", "x"))
		}
	})
	assert.Equal(t, http.StatusBadRequest, w.Code)
	assert.Equal(t, "Invalid multipart body: at most 8 parts", decodeMap(t, w)["message"])

	w = post(func(mw *multipart.Writer) {
		require.NoError(t, mw.WriteField("note", strings.Repeat("x", maxFieldBytes+1)))
	})
	assert.Equal(t, http.StatusBadRequest, w.Code)
	assert.Equal(t, "Invalid multipart body: a form field is over 4096 bytes", decodeMap(t, w)["message"])
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
