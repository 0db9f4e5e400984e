// Package httpcache is HTTP caching for the service's handlers: bodies
// compressed once (gzip and brotli) with an entity tag per form, Vary,
// 304 answers to If-None-Match, Range requests on identity bytes, the
// files of the frontend build, and the Cache-Control values every
// response chooses from. It knows nothing of the API or the pages; both
// use it.
package httpcache

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/andybalholm/brotli"
)

// Compressed responses. Every cacheable body (a catalogue entry, an HTML
// page, a file of the build) is compressed once, never per request: the
// gzip and brotli forms of a body are made on the first request that asks
// for that encoding and kept beside the body's entity tag, with their
// header values, so a hit writes them as it writes identity bytes.
//
// Entity tags: each form has its own strong tag, the identity tag with a
// suffix inside the quotes: "abc" (identity), "abc-gz" (gzip), "abc-br"
// (brotli); a weak identity tag keeps its W/. The tag sent is the one of the
// form sent; If-None-Match naming any form of the same body is answered 304
// (the client holds a form of this very content), carrying the tag it
// named, or the tag of the form it would get when it named that one or "*".

// encoding is a content coding the server sends.
type encoding uint8

const (
	encIdentity encoding = iota
	encGzip
	encBrotli
	numEncodings
)

// Header values of compressed answers, shared and never mutated.
var (
	hdrVaryEncoding = []string{"Accept-Encoding"}
	contentEncoding = [numEncodings][]string{encGzip: {"gzip"}, encBrotli: {"br"}}
	tagSuffix       = [numEncodings]string{encGzip: "-gz", encBrotli: "-br"}
)

// Compression levels. Catalogue entries and pages are compressed once per
// body on its first request, and again after every change of content, so
// their levels are the knees of the curves; the build never changes, so its
// files get the best compression there is.
//
// Measured (this machine, 2 shared cores; size as a share of the identity
// bytes, time to compress once):
//
//	              20-project list 9.7 kB   200-project list 98 kB   index.html 1.6 kB
//	gzip 6        8.1 %   0.2 ms           5.1 %   0.8 ms           46.6 %  0.1 ms
//	gzip 9        8.0 %   0.2 ms           5.0 %   1.7 ms           46.6 %  0.1 ms
//	brotli 4      6.7 %   0.4 ms           3.7 %   2.1 ms           41.9 %  0.2 ms
//	brotli 5      6.1 %   0.5 ms           3.4 %   2.8 ms           37.7 %  0.4 ms
//	brotli 6      6.1 %   1.0 ms           3.4 %   2.8 ms           37.7 %  0.9 ms
//	brotli 7      6.2 %   0.8 ms           3.4 %   3.5 ms           37.9 %  0.8 ms
//
// gzip 7–9 save under 1 % more than 6 at up to twice the time, brotli 6–7
// nothing more than 5. For the build's largest bundle (ui-*.js, 436 kB):
// gzip 9 27.4 % in 13 ms; brotli 5 25.7 % in 16 ms, 9 25.0 % in 65 ms,
// 10 23.8 % in 0.4 s, 11 23.3 % in 1 s (hence brotli in the background for
// large build files, see staticFiles).
const (
	dynamicGzipLevel     = 6
	dynamicBrotliQuality = 5
	staticGzipLevel      = gzip.BestCompression   // 9
	staticBrotliQuality  = brotli.BestCompression // 11
)

// Bodies worth compressing: below minCompressSize the saving is a few
// hundred bytes inside a packet that goes out anyway; a form saving less than
// a tenth of the bytes is not worth a second representation; bodies above
// maxCompressSize go out as they are (no catalogue answer comes near it; it
// bounds the memory and time one body may take).
const (
	minCompressSize = 512
	maxCompressSize = 4 << 20
)

// encoder compresses body into enc; nil when it fails. Tests substitute
// their own to count calls.
type encoder func(enc encoding, body []byte) []byte

func compressor(gzipLevel, brotliQuality int) encoder {
	return func(enc encoding, body []byte) []byte {
		var buf bytes.Buffer
		buf.Grow(len(body)/4 + 64)
		switch enc {
		case encGzip:
			zw, err := gzip.NewWriterLevel(&buf, gzipLevel)
			if err != nil {
				return nil
			}
			if _, err := zw.Write(body); err != nil || zw.Close() != nil {
				return nil
			}
		case encBrotli:
			bw := brotli.NewWriterLevel(&buf, brotliQuality)
			if _, err := bw.Write(body); err != nil || bw.Close() != nil {
				return nil
			}
		default:
			return nil
		}
		return bytes.Clone(buf.Bytes()) // no spare capacity kept for years
	}
}

var (
	compressDynamic = compressor(dynamicGzipLevel, dynamicBrotliQuality)
	compressStatic  = compressor(staticGzipLevel, staticBrotliQuality)
)

// encodedTag is the entity tag of the enc form of the body tagged tag.
func encodedTag(tag string, enc encoding) string {
	if enc == encIdentity {
		return tag
	}
	if n := len(tag); n >= 2 && tag[n-1] == '"' {
		return tag[:n-1] + tagSuffix[enc] + `"`
	}
	return tag + tagSuffix[enc]
}

// coded is one compressed form of a body with its Content-Length.
type coded struct {
	body   []byte
	length []string
}

// notWorthIt marks a form that was not kept (too small a saving).
var notWorthIt = &coded{}

// variants are the representations of one body: its identity size, the
// header values of each form, and the compressed forms, each made once.
type variants struct {
	tag    string // identity entity tag
	size   int    // identity length
	etags  [numEncodings][]string
	length []string // identity Content-Length
	forms  [numEncodings]atomic.Pointer[coded]
	once   [numEncodings]sync.Once
	// started marks a form being made in the background (build files).
	started [numEncodings]atomic.Bool
	encode  encoder
	owner   *variantCache // nil for build files (nothing to account)
	hit     atomic.Bool   // used since the last eviction sweep
	refined atomic.Bool   // its brotli form has been (or is being) refined: see refiner
	cost    int           // bytes of the forms, counted in owner.used; under owner.mu
}

func newVariants(tag string, size int, encode encoder, owner *variantCache) *variants {
	v := &variants{tag: tag, size: size, length: []string{strconv.Itoa(size)}, encode: encode, owner: owner}
	for e := range numEncodings {
		v.etags[e] = []string{encodedTag(tag, e)}
	}
	if size < minCompressSize || size > maxCompressSize {
		for e := encGzip; e < numEncodings; e++ {
			v.forms[e].Store(notWorthIt)
		}
	}
	return v
}

// ready returns enc's form when it has been made (nil: not worth it).
func (v *variants) ready(enc encoding) (c *coded, done bool) {
	c = v.forms[enc].Load()
	if c == notWorthIt {
		return nil, true
	}
	return c, c != nil
}

// form returns enc's form of body (the identity bytes of this tag), making
// it on the first call; concurrent first calls wait for that one. It is nil
// when the form does not pay.
func (v *variants) form(enc encoding, body []byte) *coded {
	if c, done := v.ready(enc); done {
		return c
	}
	v.once[enc].Do(func() { v.make(enc, body) })
	c, _ := v.ready(enc)
	return c
}

func (v *variants) make(enc encoding, body []byte) {
	out := v.encode(enc, body)
	if out == nil || len(out) > len(body)*9/10 {
		v.forms[enc].Store(notWorthIt)
		return
	}
	v.forms[enc].Store(&coded{body: out, length: []string{strconv.Itoa(len(out))}})
	if v.owner != nil {
		v.owner.account(v, len(out))
	}
}

// choose returns the form to send: the best acceptable one that pays, or
// identity (nil).
func (v *variants) choose(r *http.Request, body []byte) (encoding, *coded) {
	first, second := negotiate(r.Header["Accept-Encoding"])
	if first == encIdentity || len(r.Header["Range"]) > 0 {
		return encIdentity, nil // ranges are of the identity bytes
	}
	for _, enc := range [2]encoding{first, second} {
		if enc == encIdentity {
			break
		}
		if c := v.form(enc, body); c != nil {
			return enc, c
		}
	}
	return encIdentity, nil
}

// write answers r with body, whose identity entity tag is v.tag: the
// negotiated form with its tag, Vary and length, or 304 when If-None-Match
// names a form of it. The caller has set Content-Type and Cache-Control.
func (v *variants) write(w http.ResponseWriter, r *http.Request, body []byte, vary []string) {
	h := w.Header()
	h["Vary"] = vary
	enc, c := v.choose(r, body)
	if inm := r.Header["If-None-Match"]; len(inm) > 0 {
		if m, ok := v.match(inm, enc); ok {
			h["Etag"] = v.etags[m]
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	h["Etag"] = v.etags[enc]
	if c != nil {
		h["Content-Encoding"] = contentEncoding[enc]
		h["Content-Length"] = c.length
		body = c.body
	} else {
		h["Content-Length"] = v.length
	}
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

// match reports which form of this body an If-None-Match header names
// (weakly, see etagMatches): selected (the form that would be sent) when it
// names that one or "*", else another form it names.
func (v *variants) match(header []string, selected encoding) (encoding, bool) {
	if etagMatches(header, v.etags[selected][0]) {
		return selected, true
	}
	for e := range numEncodings {
		if e != selected && etagMatches(header, v.etags[e][0]) {
			return e, true
		}
	}
	return selected, false
}
