package httpapi

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/fstest"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/app"
)

func TestNegotiate(t *testing.T) {
	for _, c := range []struct {
		header        string
		first, second encoding
	}{
		{"", encIdentity, encIdentity},
		{"identity", encIdentity, encIdentity},
		{"gzip", encGzip, encIdentity},
		{"GZIP", encGzip, encIdentity},
		{"x-gzip", encGzip, encIdentity},
		{"br", encBrotli, encIdentity},
		{"gzip, deflate, br", encBrotli, encGzip},
		{"br, gzip", encBrotli, encGzip},
		{"gzip, br", encBrotli, encGzip},
		{"br;q=0.5, gzip", encGzip, encBrotli},
		{"br;q=0.8,gzip;q=0.8", encBrotli, encGzip},
		{"br ; q=0.9 , gzip ; Q=1.0", encGzip, encBrotli},
		{"br;q=0, gzip;q=0", encIdentity, encIdentity},
		{"br;q=0.000, gzip", encGzip, encIdentity},
		{"br;q=0.001", encBrotli, encIdentity},
		{"*", encBrotli, encGzip},
		{"*;q=0", encIdentity, encIdentity},
		{"gzip;q=0, *", encBrotli, encIdentity},
		{"gzip, identity;q=0.5", encGzip, encIdentity},
		{"gzip;q=0.4, identity;q=0.5", encIdentity, encIdentity},
		{"br;q=0.6, gzip;q=0.4, identity;q=0.5", encBrotli, encIdentity},
		{"deflate, compress", encIdentity, encIdentity},
		{"br;q=2, gzip;q=abc, identity", encIdentity, encIdentity}, // malformed members are ignored
		{"br;level=5;q=0.7, gzip;q=0.3", encBrotli, encGzip},
		{",, br ,", encBrotli, encIdentity},
	} {
		var lines []string
		if c.header != "" {
			lines = []string{c.header}
		}
		first, second := negotiate(lines)
		assert.Equal(t, c.first, first, "%q first", c.header)
		assert.Equal(t, c.second, second, "%q second", c.header)
	}
	first, _ := negotiate([]string{"gzip;q=0.5", "br"})
	assert.Equal(t, encBrotli, first, "several header lines are one list")

	// The values negotiate knows without parsing are parsed the same.
	for _, v := range []string{
		"gzip, deflate, br, zstd", "gzip, deflate, br", "br, gzip", "gzip, br", "deflate, gzip, br, zstd",
		"deflate, gzip, br", "gzip", "gzip, deflate", "deflate, gzip",
	} {
		f1, s1 := negotiate([]string{v})
		f2, s2 := parseAcceptEncoding([]string{v})
		assert.Equal(t, [2]encoding{f2, s2}, [2]encoding{f1, s1}, v)
	}
}

func TestEncodedTags(t *testing.T) {
	assert.Equal(t, `"abc-gz"`, encodedTag(`"abc"`, encGzip))
	assert.Equal(t, `"abc-br"`, encodedTag(`"abc"`, encBrotli))
	assert.Equal(t, `W/"abc-br"`, encodedTag(`W/"abc"`, encBrotli))
	assert.Equal(t, `"abc"`, encodedTag(`"abc"`, encIdentity))
}

// decode returns the identity bytes of a response body.
func decode(t *testing.T, w *httptest.ResponseRecorder) []byte {
	t.Helper()
	var r io.Reader
	switch enc := w.Header().Get("Content-Encoding"); enc {
	case "":
		return w.Body.Bytes()
	case "gzip":
		zr, err := gzip.NewReader(bytes.NewReader(w.Body.Bytes()))
		require.NoError(t, err)
		r = zr
	case "br":
		r = brotli.NewReader(bytes.NewReader(w.Body.Bytes()))
	default:
		t.Fatalf("unexpected Content-Encoding %q", enc)
	}
	plain, err := io.ReadAll(r)
	require.NoError(t, err)
	return plain
}

// serve is one request to h with the given headers.
func serve(h http.Handler, method, path string, header ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

// checkCompressed runs the negotiation, validator and HEAD cases on one
// URL of h and returns the tags per encoding. vary is the Vary list
// expected.
func checkCompressed(t *testing.T, h http.Handler, path string, vary []string) map[string]string {
	t.Helper()
	plain := serve(h, http.MethodGet, path)
	require.Equal(t, http.StatusOK, plain.Code)
	identity := plain.Body.Bytes()
	require.GreaterOrEqual(t, len(identity), minCompressSize, "a body worth compressing")

	tags := map[string]string{}
	for _, c := range []struct{ accept, want string }{
		{"", ""}, {"identity", ""}, {"br;q=0, gzip;q=0", ""}, {"deflate", ""},
		{"gzip", "gzip"}, {"gzip, deflate", "gzip"}, {"br, gzip;q=0.5", "br"},
		{"br, gzip", "br"}, {"gzip, deflate, br", "br"}, {"br;q=0.5, gzip", "gzip"},
	} {
		w := serve(h, http.MethodGet, path, "Accept-Encoding", c.accept)
		require.Equal(t, http.StatusOK, w.Code, c.accept)
		assert.Equal(t, c.want, w.Header().Get("Content-Encoding"), c.accept)
		assert.Equal(t, vary, w.Header().Values("Vary"), c.accept)
		assert.Equal(t, fmt.Sprint(w.Body.Len()), w.Header().Get("Content-Length"), c.accept)
		assert.Equal(t, identity, decode(t, w), "%q: the decoded body is the identity body", c.accept)
		if c.want != "" {
			assert.Less(t, w.Body.Len(), len(identity), c.accept)
		}
		tag := w.Header().Get("Etag")
		require.NotEmpty(t, tag, c.accept)
		if prev, ok := tags[c.want]; ok {
			assert.Equal(t, prev, tag, "%q: one tag per encoding", c.accept)
		}
		tags[c.want] = tag
	}
	require.Len(t, tags, 3)
	assert.Equal(t, plain.Header().Get("Etag"), tags[""])
	assert.NotEqual(t, tags[""], tags["gzip"])
	assert.NotEqual(t, tags[""], tags["br"])
	assert.NotEqual(t, tags["gzip"], tags["br"])

	// 304 for any tag of the body, with whichever encoding is asked for:
	// the tag sent back is the one of the form the client would get when
	// it named that one, else the one it named.
	for _, accept := range []string{"", "gzip", "br, gzip"} {
		want := map[string]string{"": "", "gzip": "gzip", "br, gzip": "br"}[accept]
		for enc, tag := range tags {
			for _, inm := range []string{tag, "W/" + strings.TrimPrefix(tag, "W/"), `"other", ` + tag} {
				w := serve(h, http.MethodGet, path, "Accept-Encoding", accept, "If-None-Match", inm)
				assert.Equal(t, http.StatusNotModified, w.Code, "%q %q", accept, inm)
				assert.Empty(t, w.Body.Bytes())
				assert.Equal(t, vary, w.Header().Values("Vary"), "a 304 carries Vary")
				assert.Equal(t, tag, w.Header().Get("Etag"), "%q %q (%s)", accept, inm, enc)
			}
		}
		w := serve(h, http.MethodGet, path, "Accept-Encoding", accept, "If-None-Match", "*")
		assert.Equal(t, http.StatusNotModified, w.Code)
		assert.Equal(t, tags[want], w.Header().Get("Etag"), "* gets the tag of the form it would get")
		w = serve(h, http.MethodGet, path, "Accept-Encoding", accept, "If-None-Match", `"stale", "stale-gz"`)
		assert.Equal(t, http.StatusOK, w.Code)
		assert.Equal(t, tags[want], w.Header().Get("Etag"))
	}

	// HEAD: the headers of the form, no body.
	for _, accept := range []string{"", "gzip", "br"} {
		get := serve(h, http.MethodGet, path, "Accept-Encoding", accept)
		head := serve(h, http.MethodHead, path, "Accept-Encoding", accept)
		assert.Equal(t, http.StatusOK, head.Code)
		assert.Empty(t, head.Body.Bytes())
		for _, k := range []string{"Content-Encoding", "Content-Length", "Etag", "Content-Type", "Vary"} {
			assert.Equal(t, get.Header().Values(k), head.Header().Values(k), "HEAD %s %q", k, accept)
		}
	}
	return tags
}

// seedProjects gives the project list enough bytes to be worth compressing.
func seedProjects(e *env) {
	admin := e.login()
	for i := range 6 {
		e.create(admin, "/api/portfolio/projects", map[string]any{
			"title": fmt.Sprintf("Project %d", i), "category": "games",
			"description": "A project description of a reasonable length for a portfolio card.",
		})
	}
}

func TestCatalogueJSONIsCompressed(t *testing.T) {
	e := newEnv(t)
	seedProjects(e)
	checkCompressed(t, e.handler, "/api/portfolio/projects", []string{"Cookie", "Accept-Encoding"})

	// The administrator's answer goes through the same path.
	w := e.do(request{method: http.MethodGet, path: "/api/portfolio/projects", cookie: e.login(), header: map[string]string{"Accept-Encoding": "br"}})
	require.Equal(t, http.StatusOK, w.Code)
	assert.Equal(t, "br", w.Header().Get("Content-Encoding"))
	assert.Equal(t, "no-store", w.Header().Get("Cache-Control"))
	assert.Len(t, decodeList(t, &httptest.ResponseRecorder{Body: bytes.NewBuffer(decode(t, w))}), 6)

	// A tiny answer is never compressed, but still says it could be.
	w = e.do(request{method: http.MethodGet, path: "/api/investments", header: map[string]string{"Accept-Encoding": "br, gzip"}})
	require.Equal(t, http.StatusOK, w.Code)
	assert.Empty(t, w.Header().Get("Content-Encoding"))
	assert.Equal(t, []string{"Cookie", "Accept-Encoding"}, w.Header().Values("Vary"))

	// A Range request gets the identity bytes.
	w = e.do(request{method: http.MethodGet, path: "/api/portfolio/projects", header: map[string]string{"Accept-Encoding": "br", "Range": "bytes=0-9"}})
	assert.Empty(t, w.Header().Get("Content-Encoding"))
}

func TestSiteProfileJSONIsCompressed(t *testing.T) {
	// The site document carries the home and About content: well over the
	// size worth compressing.
	checkCompressed(t, newEnv(t).handler, "/api/site", []string{"Cookie", "Accept-Encoding"})
}

func TestHTMLPagesAreCompressed(t *testing.T) {
	e := newEnv(t)
	tags := checkCompressed(t, e.handler, "/about", []string{"Accept-Encoding"})
	w := e.get("/about", nil)
	assert.Equal(t, "no-cache", w.Header().Get("Cache-Control"))
	assert.Equal(t, "text/html; charset=utf-8", w.Header().Get("Content-Type"))

	// Another page has other tags.
	w = serve(e.handler, http.MethodGet, "/", "Accept-Encoding", "br")
	assert.NotEqual(t, tags["br"], w.Header().Get("Etag"))

	// Not-found answers are not revalidated.
	w = serve(e.handler, http.MethodGet, "/no-such-page", "Accept-Encoding", "br", "If-None-Match", "*")
	assert.Equal(t, http.StatusNotFound, w.Code)
}

// TestServeHTMLTakesAnyBody is the contract dynamic pages rely on: whatever
// bytes and tag, each body is compressed once, the tag follows the body.
func TestServeHTMLTakesAnyBody(t *testing.T) {
	for i := range 2 {
		body := []byte(strings.Repeat(fmt.Sprintf("<p>generation %d</p>\n", i), 100))
		tag := fmt.Sprintf(`W/"page-%d-%d"`, time.Now().UnixNano(), i)
		h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { serveHTML(w, r, body, tag) })
		tags := checkCompressed(t, h, "/", []string{"Accept-Encoding"})
		assert.Equal(t, map[string]string{"": tag, "gzip": strings.TrimSuffix(tag, `"`) + `-gz"`, "br": strings.TrimSuffix(tag, `"`) + `-br"`}, tags)
	}
}

// testBuild is a build with a compressible script, a page of text and an
// image.
func testBuild() fstest.MapFS {
	fsys := testSPA()
	fsys["assets/app-abc.js"] = &fstest.MapFile{Data: []byte(strings.Repeat("console.log('portfolio');\n", 200))}
	fsys["robots-extra.txt"] = &fstest.MapFile{Data: []byte(strings.Repeat("User-agent: *\n", 100))}
	fsys["images/b.png"] = &fstest.MapFile{Data: []byte("\x89PNG\r\n\x1a\n" + strings.Repeat("x", 4000))}
	return fsys
}

func TestBuildFilesAreCompressed(t *testing.T) {
	e := newEnv(t, func(d *Deps) { d.SPA = testBuild() })
	tags := checkCompressed(t, e.handler, "/assets/app-abc.js", []string{"Accept-Encoding"})
	w := serve(e.handler, http.MethodGet, "/assets/app-abc.js", "Accept-Encoding", "br")
	assert.Contains(t, w.Header().Get("Content-Type"), "javascript")
	assert.Contains(t, w.Header().Get("Cache-Control"), "immutable")
	w = serve(e.handler, http.MethodGet, "/robots-extra.txt", "Accept-Encoding", "gzip")
	assert.Equal(t, "gzip", w.Header().Get("Content-Encoding"))
	assert.Equal(t, "no-cache", w.Header().Get("Cache-Control"))
	assert.Equal(t, "text/plain; charset=utf-8", w.Header().Get("Content-Type"))

	// A Range request gets the identity bytes (206), tagged as such.
	js := testBuild()["assets/app-abc.js"].Data
	w = serve(e.handler, http.MethodGet, "/assets/app-abc.js", "Accept-Encoding", "br, gzip", "Range", "bytes=10-19")
	assert.Equal(t, http.StatusPartialContent, w.Code)
	assert.Empty(t, w.Header().Get("Content-Encoding"))
	assert.Equal(t, js[10:20], w.Body.Bytes())
	assert.Equal(t, tags[""], w.Header().Get("Etag"))
	assert.Equal(t, []string{"Accept-Encoding"}, w.Header().Values("Vary"))
	w = serve(e.handler, http.MethodGet, "/assets/app-abc.js", "Range", "bytes=10-19", "If-Range", tags[""])
	assert.Equal(t, http.StatusPartialContent, w.Code, "If-Range with the identity tag")
	w = serve(e.handler, http.MethodGet, "/assets/app-abc.js", "Range", "bytes=10-19", "If-Range", tags["br"])
	assert.Equal(t, http.StatusOK, w.Code, "If-Range with another form's tag: the whole identity file")
	assert.Equal(t, js, w.Body.Bytes())

	// Images are compressed already, but have a tag to revalidate.
	w = serve(e.handler, http.MethodGet, "/images/b.png", "Accept-Encoding", "br, gzip")
	assert.Empty(t, w.Header().Get("Content-Encoding"))
	assert.Empty(t, w.Header().Values("Vary"))
	tag := w.Header().Get("Etag")
	require.NotEmpty(t, tag)
	w = serve(e.handler, http.MethodGet, "/images/b.png", "If-None-Match", tag)
	assert.Equal(t, http.StatusNotModified, w.Code)

	// A tiny script is sent as it is.
	w = serve(e.handler, http.MethodGet, "/assets/index-abc123.js", "Accept-Encoding", "br, gzip")
	assert.Equal(t, http.StatusOK, w.Code)
	assert.Empty(t, w.Header().Get("Content-Encoding"))
	assert.Equal(t, "console.log('app')", w.Body.String())
}

// counting wraps an encoder, counting its calls per encoding.
type counting struct {
	calls [numEncodings]atomic.Int32
	next  encoder
}

func (c *counting) encode(enc encoding, body []byte) []byte {
	c.calls[enc].Add(1)
	time.Sleep(5 * time.Millisecond) // a window for concurrent first hits
	return c.next(enc, body)
}

// hammer sends n concurrent requests for path to h with each
// Accept-Encoding, twice.
func hammer(t *testing.T, h http.Handler, path string, n int) {
	t.Helper()
	var wg sync.WaitGroup
	for range 2 {
		for i := range n {
			accept := []string{"br", "gzip", "", "br, gzip"}[i%4]
			wg.Go(func() {
				w := serve(h, http.MethodGet, path, "Accept-Encoding", accept)
				assert.Equal(t, http.StatusOK, w.Code)
				if accept != "" {
					assert.NotEmpty(t, w.Header().Get("Content-Encoding"))
				}
			})
		}
		wg.Wait()
	}
}

func TestEntriesAreCompressedOnce(t *testing.T) {
	e := newEnv(t)
	count := &counting{next: compressDynamic}
	srv := e.handler.(*server)
	srv.entryHeaders.encode = count.encode // before any request
	seedProjects(e)
	hammer(t, e.handler, "/api/portfolio/projects", 32)
	assert.EqualValues(t, 1, count.calls[encGzip].Load(), "gzip made once")
	assert.EqualValues(t, 1, count.calls[encBrotli].Load(), "brotli made once")

	// The same bytes are written again, not made again.
	w := e.get("/api/portfolio/projects", nil)
	v := srv.entryHeaders.of(w.Body.Bytes(), w.Header().Get("Etag"))
	br := v.forms[encBrotli].Load()
	require.NotNil(t, br)
	serve(e.handler, http.MethodGet, "/api/portfolio/projects", "Accept-Encoding", "br")
	assert.Same(t, br, srv.entryHeaders.of(w.Body.Bytes(), w.Header().Get("Etag")).forms[encBrotli].Load())

	// A change of content is a new body, compressed once more.
	admin := e.login()
	e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Another", "category": "games"})
	hammer(t, e.handler, "/api/portfolio/projects", 8)
	assert.EqualValues(t, 2, count.calls[encBrotli].Load())
}

func TestBuildFilesAreCompressedOnce(t *testing.T) {
	h, err := newSPAHandler(pagesDeps{FS: testBuild(), Site: app.SiteProfile{Name: "N", PublicURL: "http://x"}, Log: zap.NewNop()})
	require.NoError(t, err)
	count := &counting{next: compressStatic}
	h.files.encode = count.encode
	hammer(t, h, "/assets/app-abc.js", 32)
	assert.EqualValues(t, 1, count.calls[encGzip].Load())
	assert.EqualValues(t, 1, count.calls[encBrotli].Load())
}

func TestPagesAreCompressedOnce(t *testing.T) {
	count := &counting{next: compressDynamic}
	pages := &variantCache{encode: count.encode}
	body := []byte(strings.Repeat("<p>a page</p>\n", 100))
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		pages.write(w, r, body, `"page"`, hdrVaryEncoding)
	})
	hammer(t, h, "/", 32)
	assert.EqualValues(t, 1, count.calls[encGzip].Load())
	assert.EqualValues(t, 1, count.calls[encBrotli].Load())
}

// TestLargeBuildFilesGetBrotliInTheBackground: brotli 11 of a large bundle
// takes a second; its first requests get gzip meanwhile.
func TestLargeBuildFilesGetBrotliInTheBackground(t *testing.T) {
	fsys := testSPA()
	var js strings.Builder
	for i := 0; js.Len() <= syncBrotliSize; i++ {
		fmt.Fprintf(&js, "export const value%d = %d * Math.random();\n", i, i)
	}
	fsys["assets/big.js"] = &fstest.MapFile{Data: []byte(js.String())}
	h, err := newSPAHandler(pagesDeps{FS: fsys, Site: app.SiteProfile{Name: "N", PublicURL: "http://x"}, Log: zap.NewNop()})
	require.NoError(t, err)
	release := make(chan struct{})
	var brCalls atomic.Int32
	h.files.encode = func(enc encoding, body []byte) []byte {
		if enc == encBrotli {
			brCalls.Add(1)
			<-release
		}
		return compressDynamic(enc, body) // the path under test, not brotli 11's second
	}
	for range 3 {
		w := serve(h, http.MethodGet, "/assets/big.js", "Accept-Encoding", "br, gzip")
		assert.Equal(t, "gzip", w.Header().Get("Content-Encoding"), "gzip while brotli is being made")
	}
	w := serve(h, http.MethodGet, "/assets/big.js", "Accept-Encoding", "br")
	assert.Empty(t, w.Header().Get("Content-Encoding"), "identity when gzip is not accepted")
	close(release)
	assert.Eventually(t, func() bool {
		w := serve(h, http.MethodGet, "/assets/big.js", "Accept-Encoding", "br, gzip")
		return w.Header().Get("Content-Encoding") == "br"
	}, 10*time.Second, 10*time.Millisecond)
	w = serve(h, http.MethodGet, "/assets/big.js", "Accept-Encoding", "br")
	assert.Equal(t, js.String(), string(decode(t, w)))
	assert.EqualValues(t, 1, brCalls.Load())
}

func TestVariantCacheIsBounded(t *testing.T) {
	var c variantCache
	for i := range maxVariantEntries + 100 {
		c.of([]byte("tiny"), fmt.Sprintf(`"t%d"`, i))
	}
	assert.LessOrEqual(t, len(*c.m.Load()), maxVariantEntries)
	assert.NotNil(t, (*c.m.Load())[fmt.Sprintf(`"t%d"`, maxVariantEntries+99)], "the newest entry stays")

	// The compressed bytes are bounded too: entries count their forms.
	var b variantCache
	var vs []*variants
	for i := range 8 {
		v := b.of(make([]byte, 1000), fmt.Sprintf(`"b%d"`, i))
		b.account(v, maxVariantBytes/4)
		vs = append(vs, v)
		assert.LessOrEqual(t, b.used, maxVariantBytes)
	}
	m := *b.m.Load()
	assert.Same(t, vs[7], m[`"b7"`], "the entry just counted stays")
	held := 0
	for _, v := range m {
		held += v.cost
	}
	assert.Equal(t, b.used, held)
	assert.Less(t, len(m), 8)
}

// TestCompressedHitsDoNotAllocate: a compressed hit allocates no more than
// an identity one.
func TestCompressedHitsDoNotAllocate(t *testing.T) {
	e := newEnv(t)
	seedProjects(e)
	allocs := map[string]float64{}
	for _, accept := range []string{"", "gzip, deflate, br", "gzip"} {
		r := httptest.NewRequest(http.MethodGet, "/api/portfolio/projects", nil)
		if accept != "" {
			r.Header.Set("Accept-Encoding", accept)
		}
		w := &discardWriter{h: http.Header{}}
		e.handler.ServeHTTP(w, r) // made once here
		allocs[accept] = testing.AllocsPerRun(200, func() {
			clear(w.h)
			e.handler.ServeHTTP(w, r)
		})
	}
	assert.LessOrEqual(t, allocs["gzip, deflate, br"], allocs[""], "%v", allocs)
	assert.LessOrEqual(t, allocs["gzip"], allocs[""], "%v", allocs)
}
