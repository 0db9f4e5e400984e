package httpapi

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"encoding/json"
	"fmt"
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
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	xwebp "golang.org/x/image/webp"

	"github.com/portfolio-site/portfolio/domain"
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
	assert.Equal(t, domain.MsgFileTooLarge(uploadLimit), decodeMap(t, w)["message"], "the limit said in the owner's unit")
	assert.Contains(t, domain.MsgFileTooLarge(10<<20), "at most 10 MB")

	w = e.upload(admin, "file", "huge.png", "image/png", make([]byte, 2*uploadLimit))
	assert.Equal(t, http.StatusRequestEntityTooLarge, w.Code, "over the envelope limit")
	assert.Equal(t, domain.MsgFileTooLarge(uploadLimit), decodeMap(t, w)["message"], "the same words before reading the body")

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
	assert.JSONEq(t, `{"message":"`+domain.MsgImageTooLarge+`"}`, w.Body.String())
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

func TestUploadAnswersWithTheVariants(t *testing.T) {
	e := newEnv(t)
	w := e.upload(e.login(), "file", "photo.jpg", "image/jpeg", validJPEG())
	require.Equal(t, http.StatusCreated, w.Code, w.Body.String())
	var up struct {
		URL, Filename  string
		Width, Height  int
		Variants, AVIF []struct {
			URL, Format   string
			Width, Height int
			Bytes         int
		}
	}
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &up))
	require.Len(t, up.AVIF, len(domain.ImageVariantWidths()))
	for i, v := range up.AVIF {
		assert.Equal(t, fmt.Sprintf("/uploads/%s-w%d.avif", strings.TrimSuffix(up.Filename, ".jpg"), domain.ImageVariantWidths()[i]), v.URL)
		assert.Equal(t, "AVIF", v.Format)
		got := e.get(v.URL, nil)
		require.Equal(t, http.StatusOK, got.Code)
		assert.Equal(t, "image/avif", got.Header().Get("Content-Type"))
		assert.Equal(t, "public, max-age=31536000, immutable", got.Header().Get("Cache-Control"))
		assert.Equal(t, v.Bytes, got.Body.Len())
		assert.Equal(t, "ftypavif", got.Body.String()[4:12])
	}
	assert.Equal(t, "/uploads/"+up.Filename, up.URL)
	assert.Equal(t, [2]int{12, 8}, [2]int{up.Width, up.Height})
	widths := domain.ImageVariantWidths()
	require.Len(t, up.Variants, len(widths))
	base := strings.TrimSuffix(up.Filename, ".jpg")
	for i, v := range up.Variants {
		assert.Equal(t, fmt.Sprintf("/uploads/%s-w%d.webp", base, widths[i]), v.URL, "derivable from the original's URL")
		assert.Equal(t, [2]int{12, 8}, [2]int{v.Width, v.Height}, "never upscaled")

		got := e.get(v.URL, nil)
		require.Equal(t, http.StatusOK, got.Code)
		assert.Equal(t, "image/webp", got.Header().Get("Content-Type"))
		assert.Equal(t, "public, max-age=31536000, immutable", got.Header().Get("Cache-Control"))
		m, err := xwebp.Decode(bytes.NewReader(got.Body.Bytes()))
		require.NoError(t, err)
		assert.Equal(t, image.Pt(12, 8), m.Bounds().Size())
	}
}

func TestUploadedFilesRevalidateAndServeRanges(t *testing.T) {
	e := newEnv(t)
	w := e.upload(e.login(), "file", "a.png", "image/png", validPNG())
	require.Equal(t, http.StatusCreated, w.Code, w.Body.String())
	body := decodeMap(t, w)
	variant := body["variants"].([]any)[1].(map[string]any)["url"].(string)
	for _, path := range []string{body["url"].(string), variant} {
		got := e.get(path, nil)
		require.Equal(t, http.StatusOK, got.Code, path)
		etag := got.Header().Get("ETag")
		require.True(t, strings.HasPrefix(etag, `"`), "a strong ETag: %q", etag)
		assert.Equal(t, etag, e.get(path, nil).Header().Get("ETag"), "stable")

		again := e.do(request{method: http.MethodGet, path: path, header: map[string]string{"If-None-Match": etag}})
		assert.Equal(t, http.StatusNotModified, again.Code, path)
		assert.Empty(t, again.Body.Bytes())

		part := e.do(request{method: http.MethodGet, path: path, header: map[string]string{"Range": "bytes=0-3", "If-Range": etag}})
		assert.Equal(t, http.StatusPartialContent, part.Code, path)
		assert.Equal(t, got.Body.Bytes()[:4], part.Body.Bytes())
	}
}

// jpegOf is a w × h JPEG with something in it.
func jpegOf(t testing.TB, w, h int) []byte {
	t.Helper()
	m := image.NewGray(image.Rect(0, 0, w, h))
	for i := range m.Pix {
		m.Pix[i] = uint8(i / 7)
	}
	var buf bytes.Buffer
	require.NoError(t, jpeg.Encode(&buf, m, nil))
	return buf.Bytes()
}

func TestVariantsOfOlderUploadsAreMadeOnFirstUse(t *testing.T) {
	e := newEnv(t)
	// An upload from before variants existed: the original alone.
	const base = "0123456789abcdef0123456789abcdef"
	require.NoError(t, os.WriteFile(filepath.Join(e.uploadsDir, base+".jpg"), jpegOf(t, 1200, 800), 0o644))

	paths := []string{"/uploads/" + base + "-w960.webp", "/uploads/" + base + "-w480.webp", "/uploads/" + base + "-w1600.webp"}
	answers := make([]*httptest.ResponseRecorder, 4*len(paths))
	var wg sync.WaitGroup
	for i := range answers {
		wg.Go(func() { answers[i] = e.get(paths[i%len(paths)], nil) })
	}
	wg.Wait()
	etags := map[string]string{}
	for i, got := range answers {
		path := paths[i%len(paths)]
		require.Equal(t, http.StatusOK, got.Code, path)
		assert.Equal(t, "image/webp", got.Header().Get("Content-Type"))
		assert.Equal(t, "public, max-age=31536000, immutable", got.Header().Get("Cache-Control"))
		m, err := xwebp.Decode(bytes.NewReader(got.Body.Bytes()))
		require.NoError(t, err)
		width := map[int]int{0: 960, 1: 480, 2: 1200}[i%len(paths)] // never upscaled
		assert.Equal(t, image.Pt(width, width*2/3), m.Bounds().Size(), path)
		if prev, ok := etags[path]; ok {
			assert.Equal(t, prev, got.Header().Get("ETag"), "%s was written once", path)
		}
		etags[path] = got.Header().Get("ETag")
	}
	entries, err := os.ReadDir(e.uploadsDir)
	require.NoError(t, err)
	assert.Len(t, entries, 1+len(paths), "the original, its variants and no temporary file")

	// No AVIF is encoded on a request: its WebP copy stands in, asked
	// again each time, until images rebuild makes it.
	got := e.get("/uploads/"+base+"-w960.avif", nil)
	require.Equal(t, http.StatusOK, got.Code)
	assert.Equal(t, "image/webp", got.Header().Get("Content-Type"))
	assert.Equal(t, "no-cache", got.Header().Get("Cache-Control"))
	assert.Equal(t, answers[0].Body.Bytes(), got.Body.Bytes())
	entries, err = os.ReadDir(e.uploadsDir)
	require.NoError(t, err)
	assert.Len(t, entries, 1+len(paths), "no AVIF made on a request")
}

func TestVariantsThatCannotExistAre404(t *testing.T) {
	e := newEnv(t)
	const base = "0123456789abcdef0123456789abcdef"
	require.NoError(t, os.WriteFile(filepath.Join(e.uploadsDir, base+".png"), validPNG(), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(e.uploadsDir, "ffff.png"), pixelFloodPNG(t, 65535, 65535), 0o644))
	for _, path := range []string{
		"/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-w480.webp", // no original
		"/uploads/" + base + "-w500.webp",                     // not one of the widths
		"/uploads/" + base + "-w480-w480.webp",                // a variant of a variant
		"/uploads/" + base + "-w480.jpg",                      // variants are WebP
		"/uploads/ffff-w480.webp",                             // a pixel flood
	} {
		w := e.get(path, nil)
		assert.Equal(t, http.StatusNotFound, w.Code, path)
		assert.NotContains(t, w.Header().Get("Cache-Control"), "immutable", "a miss is not cached for a year: %s", path)
	}
	entries, err := os.ReadDir(e.uploadsDir)
	require.NoError(t, err)
	assert.Len(t, entries, 2, "nothing was made")
}
