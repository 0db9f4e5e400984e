package httpcache

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/fstest"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/httpcache/httpcachetest"
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

// TestServeHTMLTakesAnyBody is the contract dynamic pages rely on: whatever
// bytes and tag, each body is compressed once, the tag follows the body.
func TestServeHTMLTakesAnyBody(t *testing.T) {
	for i := range 2 {
		body := []byte(strings.Repeat(fmt.Sprintf("<p>generation %d</p>\n", i), 100))
		tag := fmt.Sprintf(`W/"page-%d-%d"`, time.Now().UnixNano(), i)
		h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { (&Bodies{}).ServeHTML(w, r, body, tag) })
		tags := httpcachetest.CheckCompressed(t, h, "/", []string{"Accept-Encoding"})
		assert.Equal(t, map[string]string{"": tag, "gzip": strings.TrimSuffix(tag, `"`) + `-gz"`, "br": strings.TrimSuffix(tag, `"`) + `-br"`}, tags)
	}
}

// testBuild is a build with a compressible script, a page of text, a tiny
// script and an image.
func testBuild() fstest.MapFS {
	return fstest.MapFS{
		"index.html":             {Data: []byte("<!doctype html><title>t</title>")},
		"assets/index-abc123.js": {Data: []byte("console.log('app')")},
		"assets/app-abc.js":      {Data: []byte(strings.Repeat("console.log('portfolio');\n", 200))},
		"robots-extra.txt":       {Data: []byte(strings.Repeat("User-agent: *\n", 100))},
		"images/b.png":           {Data: []byte("\x89PNG\r\n\x1a\n" + strings.Repeat("x", 4000))},
		".vite/manifest.json":    {Data: []byte(`{}`)},
	}
}

// filesHandler serves the files of fsys, 404 for anything else.
func filesHandler(f *Files) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !f.Serve(w, r) {
			http.NotFound(w, r)
		}
	})
}

func TestBuildFilesAreCompressed(t *testing.T) {
	h := filesHandler(NewFiles(testBuild()))
	tags := httpcachetest.CheckCompressed(t, h, "/assets/app-abc.js", []string{"Accept-Encoding"})
	w := httpcachetest.Serve(h, http.MethodGet, "/assets/app-abc.js", "Accept-Encoding", "br")
	assert.Contains(t, w.Header().Get("Content-Type"), "javascript")
	assert.Contains(t, w.Header().Get("Cache-Control"), "immutable")
	w = httpcachetest.Serve(h, http.MethodGet, "/robots-extra.txt", "Accept-Encoding", "gzip")
	assert.Equal(t, "gzip", w.Header().Get("Content-Encoding"))
	assert.Equal(t, "no-cache", w.Header().Get("Cache-Control"))
	assert.Equal(t, "text/plain; charset=utf-8", w.Header().Get("Content-Type"))

	// A Range request gets the identity bytes (206), tagged as such.
	js := testBuild()["assets/app-abc.js"].Data
	w = httpcachetest.Serve(h, http.MethodGet, "/assets/app-abc.js", "Accept-Encoding", "br, gzip", "Range", "bytes=10-19")
	assert.Equal(t, http.StatusPartialContent, w.Code)
	assert.Empty(t, w.Header().Get("Content-Encoding"))
	assert.Equal(t, js[10:20], w.Body.Bytes())
	assert.Equal(t, tags[""], w.Header().Get("Etag"))
	assert.Equal(t, []string{"Accept-Encoding"}, w.Header().Values("Vary"))
	w = httpcachetest.Serve(h, http.MethodGet, "/assets/app-abc.js", "Range", "bytes=10-19", "If-Range", tags[""])
	assert.Equal(t, http.StatusPartialContent, w.Code, "If-Range with the identity tag")
	w = httpcachetest.Serve(h, http.MethodGet, "/assets/app-abc.js", "Range", "bytes=10-19", "If-Range", tags["br"])
	assert.Equal(t, http.StatusOK, w.Code, "If-Range with another form's tag: the whole identity file")
	assert.Equal(t, js, w.Body.Bytes())

	// Images are compressed already, but have a tag to revalidate.
	w = httpcachetest.Serve(h, http.MethodGet, "/images/b.png", "Accept-Encoding", "br, gzip")
	assert.Empty(t, w.Header().Get("Content-Encoding"))
	assert.Empty(t, w.Header().Values("Vary"))
	tag := w.Header().Get("Etag")
	require.NotEmpty(t, tag)
	w = httpcachetest.Serve(h, http.MethodGet, "/images/b.png", "If-None-Match", tag)
	assert.Equal(t, http.StatusNotModified, w.Code)

	// A tiny script is sent as it is.
	w = httpcachetest.Serve(h, http.MethodGet, "/assets/index-abc123.js", "Accept-Encoding", "br, gzip")
	assert.Equal(t, http.StatusOK, w.Code)
	assert.Empty(t, w.Header().Get("Content-Encoding"))
	assert.Equal(t, "console.log('app')", w.Body.String())

	// Dot files and directories are never served.
	for _, p := range []string{"/.vite/manifest.json", "/assets", "/assets/", "/nothing.js"} {
		assert.Equal(t, http.StatusNotFound, httpcachetest.Serve(h, http.MethodGet, p).Code, p)
	}
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
				w := httpcachetest.Serve(h, http.MethodGet, path, "Accept-Encoding", accept)
				assert.Equal(t, http.StatusOK, w.Code)
				if accept != "" {
					assert.NotEmpty(t, w.Header().Get("Content-Encoding"))
				}
			})
		}
		wg.Wait()
	}
}

// TestBodiesAreCompressedOnce: concurrent first hits make each form once,
// later hits write the same bytes, and a change of content (a new tag) is
// compressed once more.
func TestBodiesAreCompressedOnce(t *testing.T) {
	count := &counting{next: compressDynamic}
	b := NewBodies("Cookie")
	b.forms.encode = count.encode // before any request
	body := []byte(strings.Repeat(`{"title":"a project"},`, 100))
	tag := `"v1"`
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { b.Write(w, r, body, tag) })
	hammer(t, h, "/api/portfolio/projects", 32)
	assert.EqualValues(t, 1, count.calls[encGzip].Load(), "gzip made once")
	assert.EqualValues(t, 1, count.calls[encBrotli].Load(), "brotli made once")
	w := httpcachetest.Serve(h, http.MethodGet, "/", "Accept-Encoding", "br")
	assert.Equal(t, []string{"Cookie", "Accept-Encoding"}, w.Header().Values("Vary"))

	// The same bytes are written again, not made again.
	br := b.forms.of(body, tag).forms[encBrotli].Load()
	require.NotNil(t, br)
	httpcachetest.Serve(h, http.MethodGet, "/", "Accept-Encoding", "br")
	assert.Same(t, br, b.forms.of(body, tag).forms[encBrotli].Load())

	// A change of content is a new body, compressed once more.
	body, tag = []byte(strings.Repeat(`{"title":"another project"},`, 100)), `"v2"`
	hammer(t, h, "/", 8)
	assert.EqualValues(t, 2, count.calls[encBrotli].Load())
}

func TestBuildFilesAreCompressedOnce(t *testing.T) {
	f := NewFiles(testBuild())
	count := &counting{next: compressStatic}
	f.files.encode = count.encode
	h := filesHandler(f)
	hammer(t, h, "/assets/app-abc.js", 32)
	assert.EqualValues(t, 1, count.calls[encGzip].Load())
	assert.EqualValues(t, 1, count.calls[encBrotli].Load())
}

// TestPrecompressMakesTheFormsBeforeTheFirstRequest: after Precompress,
// no request for a build file compresses anything; dot files and images
// are left alone.
func TestPrecompressMakesTheFormsBeforeTheFirstRequest(t *testing.T) {
	f := NewFiles(testBuild())
	count := &counting{next: compressStatic}
	f.files.encode = count.encode
	f.Precompress(context.Background())
	made := count.calls[encGzip].Load() + count.calls[encBrotli].Load()
	assert.EqualValues(t, 4, made, "gzip and brotli of the two files worth it (index.html and the small script are below the size)")
	h := filesHandler(f)
	for _, p := range []string{"/assets/app-abc.js", "/robots-extra.txt", "/index.html", "/images/b.png"} {
		for _, enc := range []string{"br", "gzip"} {
			httpcachetest.Serve(h, http.MethodGet, p, "Accept-Encoding", enc)
		}
	}
	assert.EqualValues(t, made, count.calls[encGzip].Load()+count.calls[encBrotli].Load(), "no request compressed anything")
	w := httpcachetest.Serve(h, http.MethodGet, "/assets/app-abc.js", "Accept-Encoding", "br")
	assert.Equal(t, "br", w.Header().Get("Content-Encoding"))
	assert.Equal(t, strings.Repeat("console.log('portfolio');\n", 200), string(httpcachetest.Decode(t, w)))
	_, seen := f.files.files.Load(".vite/manifest.json")
	assert.False(t, seen, "dot files are not read")

	// Started as the server starts it: beside requests, each form made once.
	g := NewFiles(testBuild())
	again := &counting{next: compressStatic}
	g.files.encode = again.encode
	done := make(chan struct{})
	go func() { g.Precompress(context.Background()); close(done) }()
	hammer(t, filesHandler(g), "/assets/app-abc.js", 16)
	<-done
	assert.EqualValues(t, 2, again.calls[encBrotli].Load(), "brotli of the two files, once each")

	// Stopped (the server shutting down): nothing more is made.
	h2 := NewFiles(testBuild())
	none := &counting{next: compressStatic}
	h2.files.encode = none.encode
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	h2.Precompress(ctx)
	assert.Zero(t, none.calls[encGzip].Load()+none.calls[encBrotli].Load())
}

func TestPagesAreCompressedOnce(t *testing.T) {
	count := &counting{next: compressDynamic}
	pages := &Bodies{}
	pages.forms.encode = count.encode
	body := []byte(strings.Repeat("<p>a page</p>\n", 100))
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { pages.ServeHTML(w, r, body, `"page"`) })
	hammer(t, h, "/", 32)
	assert.EqualValues(t, 1, count.calls[encGzip].Load())
	assert.EqualValues(t, 1, count.calls[encBrotli].Load())
}

// TestLargeBuildFilesGetBrotliInTheBackground: brotli 11 of a large bundle
// takes a second; its first requests get gzip meanwhile.
func TestLargeBuildFilesGetBrotliInTheBackground(t *testing.T) {
	fsys := testBuild()
	var js strings.Builder
	for i := 0; js.Len() <= syncBrotliSize; i++ {
		fmt.Fprintf(&js, "export const value%d = %d * Math.random();\n", i, i)
	}
	fsys["assets/big.js"] = &fstest.MapFile{Data: []byte(js.String())}
	f := NewFiles(fsys)
	h := filesHandler(f)
	release := make(chan struct{})
	var brCalls atomic.Int32
	f.files.encode = func(enc encoding, body []byte) []byte {
		if enc == encBrotli {
			brCalls.Add(1)
			<-release
		}
		return compressDynamic(enc, body) // the path under test, not brotli 11's second
	}
	for range 3 {
		w := httpcachetest.Serve(h, http.MethodGet, "/assets/big.js", "Accept-Encoding", "br, gzip")
		assert.Equal(t, "gzip", w.Header().Get("Content-Encoding"), "gzip while brotli is being made")
	}
	w := httpcachetest.Serve(h, http.MethodGet, "/assets/big.js", "Accept-Encoding", "br")
	assert.Empty(t, w.Header().Get("Content-Encoding"), "identity when gzip is not accepted")
	close(release)
	assert.Eventually(t, func() bool {
		w := httpcachetest.Serve(h, http.MethodGet, "/assets/big.js", "Accept-Encoding", "br, gzip")
		return w.Header().Get("Content-Encoding") == "br"
	}, 10*time.Second, 10*time.Millisecond)
	w = httpcachetest.Serve(h, http.MethodGet, "/assets/big.js", "Accept-Encoding", "br")
	assert.Equal(t, js.String(), string(httpcachetest.Decode(t, w)))
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

// BenchmarkNegotiate is the Accept-Encoding parse every compressible hit
// pays, for a browser's header.
func BenchmarkNegotiate(b *testing.B) {
	for _, accept := range []string{"gzip, deflate, br", "gzip, deflate, br, zstd", "br;q=1.0, gzip;q=0.8, *;q=0.1"} {
		lines := []string{accept}
		b.Run(accept, func(b *testing.B) {
			for b.Loop() {
				if first, _ := negotiate(lines); first != encBrotli {
					b.Fatal(first)
				}
			}
		})
	}
}

func TestETagMatches(t *testing.T) {
	assert.True(t, etagMatches([]string{`"a"`}, `"a"`))
	assert.True(t, etagMatches([]string{`W/"a"`}, `"a"`))
	assert.True(t, etagMatches([]string{`"x" , "a"`}, `"a"`))
	assert.True(t, etagMatches([]string{`"x"`, `"a"`}, `"a"`))
	assert.True(t, etagMatches([]string{`*`}, `"a"`))
	assert.False(t, etagMatches([]string{`"ab"`}, `"a"`))
	assert.False(t, etagMatches([]string{``, `,`}, `"a"`))
}

func TestWriteOnceCompressesForThisResponseOnly(t *testing.T) {
	body := []byte(strings.Repeat("<p>a page rendered for one request</p>", 100))
	for _, c := range []struct{ accept, coding string }{{"gzip, deflate, br", "br"}, {"gzip", "gzip"}, {"", ""}} {
		r := httptest.NewRequest(http.MethodGet, "/contact", nil)
		if c.accept != "" {
			r.Header.Set("Accept-Encoding", c.accept)
		}
		w := httptest.NewRecorder()
		WriteOnce(w, r, http.StatusBadRequest, body)
		assert.Equal(t, http.StatusBadRequest, w.Code)
		assert.Equal(t, c.coding, w.Header().Get("Content-Encoding"), c.accept)
		assert.Contains(t, w.Header().Values("Vary"), "Accept-Encoding")
		assert.Empty(t, w.Header().Get("ETag"), "nothing to revalidate")
		assert.Equal(t, strconv.Itoa(w.Body.Len()), w.Header().Get("Content-Length"))
		if c.coding == "" {
			assert.Equal(t, body, w.Body.Bytes())
		} else {
			assert.Less(t, w.Body.Len(), len(body)/4)
		}
	}
	small := httptest.NewRecorder()
	WriteOnce(small, httptest.NewRequest(http.MethodHead, "/", nil), http.StatusOK, []byte("tiny"))
	assert.Empty(t, small.Header().Get("Content-Encoding"))
	assert.Zero(t, small.Body.Len(), "HEAD has no body")
}
