// Package httpcachetest holds the checks of HTTP caching that the tests of
// every handler built on httpcache run: content negotiation, one entity
// tag per form, 304 answers and HEAD.
package httpcachetest

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Decode returns the identity bytes of a response body.
func Decode(t *testing.T, w *httptest.ResponseRecorder) []byte {
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

// Serve is one request to h with the given headers.
func Serve(h http.Handler, method, path string, header ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

// CheckCompressed runs the negotiation, validator and HEAD cases on one
// URL of h and returns the tags per encoding. vary is the Vary list
// expected.
func CheckCompressed(t *testing.T, h http.Handler, path string, vary []string) map[string]string {
	t.Helper()
	plain := Serve(h, http.MethodGet, path)
	require.Equal(t, http.StatusOK, plain.Code)
	identity := plain.Body.Bytes()
	require.GreaterOrEqual(t, len(identity), 512, "a body worth compressing")

	tags := map[string]string{}
	for _, c := range []struct{ accept, want string }{
		{"", ""}, {"identity", ""}, {"br;q=0, gzip;q=0", ""}, {"deflate", ""},
		{"gzip", "gzip"}, {"gzip, deflate", "gzip"}, {"br, gzip;q=0.5", "br"},
		{"br, gzip", "br"}, {"gzip, deflate, br", "br"}, {"br;q=0.5, gzip", "gzip"},
	} {
		w := Serve(h, http.MethodGet, path, "Accept-Encoding", c.accept)
		require.Equal(t, http.StatusOK, w.Code, c.accept)
		assert.Equal(t, c.want, w.Header().Get("Content-Encoding"), c.accept)
		assert.Equal(t, vary, w.Header().Values("Vary"), c.accept)
		assert.Equal(t, fmt.Sprint(w.Body.Len()), w.Header().Get("Content-Length"), c.accept)
		assert.Equal(t, identity, Decode(t, w), "%q: the decoded body is the identity body", c.accept)
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
				w := Serve(h, http.MethodGet, path, "Accept-Encoding", accept, "If-None-Match", inm)
				assert.Equal(t, http.StatusNotModified, w.Code, "%q %q", accept, inm)
				assert.Empty(t, w.Body.Bytes())
				assert.Equal(t, vary, w.Header().Values("Vary"), "a 304 carries Vary")
				assert.Equal(t, tag, w.Header().Get("Etag"), "%q %q (%s)", accept, inm, enc)
			}
		}
		w := Serve(h, http.MethodGet, path, "Accept-Encoding", accept, "If-None-Match", "*")
		assert.Equal(t, http.StatusNotModified, w.Code)
		assert.Equal(t, tags[want], w.Header().Get("Etag"), "* gets the tag of the form it would get")
		w = Serve(h, http.MethodGet, path, "Accept-Encoding", accept, "If-None-Match", `"stale", "stale-gz"`)
		assert.Equal(t, http.StatusOK, w.Code)
		assert.Equal(t, tags[want], w.Header().Get("Etag"))
	}

	// HEAD: the headers of the form, no body.
	for _, accept := range []string{"", "gzip", "br"} {
		get := Serve(h, http.MethodGet, path, "Accept-Encoding", accept)
		head := Serve(h, http.MethodHead, path, "Accept-Encoding", accept)
		assert.Equal(t, http.StatusOK, head.Code)
		assert.Empty(t, head.Body.Bytes())
		for _, k := range []string{"Content-Encoding", "Content-Length", "Etag", "Content-Type", "Vary"} {
			assert.Equal(t, get.Header().Values(k), head.Header().Values(k), "HEAD %s %q", k, accept)
		}
	}
	return tags
}
