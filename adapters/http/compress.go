package httpapi

import (
	"bytes"
	"compress/gzip"
	"io/fs"
	"maps"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/andybalholm/brotli"

	"github.com/portfolio-site/portfolio/domain"
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
	hdrVaryEncoding       = []string{"Accept-Encoding"}
	hdrVaryCookieEncoding = []string{"Cookie", "Accept-Encoding"}
	contentEncoding       = [numEncodings][]string{encGzip: {"gzip"}, encBrotli: {"br"}}
	tagSuffix             = [numEncodings]string{encGzip: "-gz", encBrotli: "-br"}
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

// negotiate reads Accept-Encoding (RFC 9110 section 12.5.3): codings are
// case-insensitive, q=0 refuses one, "*" stands for the codings not named,
// x-gzip is gzip. It returns the preferred coding and the next acceptable
// one: brotli before gzip at equal q, identity when neither is acceptable
// or identity is named with a higher q. No header means identity.
func negotiate(lines []string) (first, second encoding) {
	if len(lines) == 1 {
		// The values browsers and common clients send, known without
		// parsing (TestNegotiate checks the parse agrees): 7 ns here
		// against 50–80 ns parsing "gzip, deflate, br" (BenchmarkNegotiate).
		switch lines[0] {
		case "gzip, deflate, br, zstd", "gzip, deflate, br", "br, gzip", "gzip, br", "deflate, gzip, br, zstd", "deflate, gzip, br":
			return encBrotli, encGzip
		case "gzip", "gzip, deflate", "deflate, gzip":
			return encGzip, encIdentity
		}
	}
	return parseAcceptEncoding(lines)
}

// parseAcceptEncoding is negotiate for any header.
func parseAcceptEncoding(lines []string) (first, second encoding) {
	qBr, qGzip, qIdentity, qAny := -1, -1, -1, -1 // thousandths; -1 not named
	for _, line := range lines {
		for line != "" {
			var member string
			member, line, _ = strings.Cut(line, ",")
			name, params, _ := strings.Cut(member, ";")
			var p *int
			switch name = trimOWS(name); {
			case equalLower(name, "br"):
				p = &qBr
			case equalLower(name, "gzip"), equalLower(name, "x-gzip"):
				p = &qGzip
			case equalLower(name, "identity"):
				p = &qIdentity
			case name == "*":
				p = &qAny
			default:
				continue
			}
			q := 1000
			if params != "" {
				if q = qValue(params); q < 0 {
					continue
				}
			}
			if *p < 0 { // the first mention counts
				*p = q
			}
		}
	}
	if qBr < 0 {
		qBr = qAny
	}
	if qGzip < 0 {
		qGzip = qAny
	}
	first, second = encBrotli, encGzip
	if qGzip > qBr {
		first, second = encGzip, encBrotli
		qBr, qGzip = qGzip, qBr // now: q of first, q of second
	}
	switch {
	case qBr <= 0 || qIdentity > qBr:
		return encIdentity, encIdentity
	case qGzip <= 0 || qIdentity > qGzip:
		return first, encIdentity
	}
	return first, second
}

// qValue returns the q parameter of a member's parameters in thousandths:
// 1000 when there is none, -1 when it is malformed.
func qValue(params string) int {
	for params != "" {
		var p string
		p, params, _ = strings.Cut(params, ";")
		p = trimOWS(p)
		if len(p) < 2 || p[0]|0x20 != 'q' || p[1] != '=' {
			continue
		}
		s := p[2:]
		if s == "" || s[0] != '0' && s[0] != '1' {
			return -1
		}
		q := int(s[0]-'0') * 1000
		if len(s) == 1 {
			return q
		}
		if s[1] != '.' || len(s) > 5 {
			return -1
		}
		for i, unit := 2, 100; i < len(s); i, unit = i+1, unit/10 {
			if s[i] < '0' || s[i] > '9' {
				return -1
			}
			q += int(s[i]-'0') * unit
		}
		if q > 1000 {
			return -1
		}
		return q
	}
	return 1000
}

// trimOWS trims RFC 9110's optional white space (spaces and tabs).
func trimOWS(s string) string {
	for len(s) > 0 && (s[0] == ' ' || s[0] == '\t') {
		s = s[1:]
	}
	for len(s) > 0 && (s[len(s)-1] == ' ' || s[len(s)-1] == '\t') {
		s = s[:len(s)-1]
	}
	return s
}

// equalLower reports whether s is lower, ignoring the case of ASCII
// letters; lower is lower case.
func equalLower(s, lower string) bool {
	if len(s) != len(lower) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c != lower[i] && (c < 'A' || c > 'Z' || c+'a'-'A' != lower[i]) {
			return false
		}
	}
	return true
}

// variantCache keeps the variants of recent bodies by identity entity tag
// (with the length checked), so a hit finds its header values and
// compressed forms without allocating. Reads are one atomic load and a map
// lookup; a new body copies the map under a lock (rare: once per body, and
// nothing next to compressing it). It is bounded: at most
// maxVariantEntries bodies and maxVariantBytes of compressed forms; beyond
// either, entries unused since the last sweep go first, then any. Its zero
// value is ready.
type variantCache struct {
	m      atomic.Pointer[map[string]*variants]
	mu     sync.Mutex
	used   int     // bytes of the forms of the entries in m; under mu
	encode encoder // nil: compressDynamic
}

const (
	maxVariantEntries = 1024
	maxVariantBytes   = 32 << 20
)

// write answers r with body, whose identity entity tag is tag (never
// empty): see variants.write.
func (c *variantCache) write(w http.ResponseWriter, r *http.Request, body []byte, tag string, vary []string) {
	c.of(body, tag).write(w, r, body, vary)
}

// of returns the variants of body, tagged tag.
func (c *variantCache) of(body []byte, tag string) *variants {
	if m := c.m.Load(); m != nil {
		if v := (*m)[tag]; v != nil && v.size == len(body) {
			if !v.hit.Load() {
				v.hit.Store(true)
			}
			return v
		}
	}
	return c.insert(body, tag)
}

func (c *variantCache) insert(body []byte, tag string) *variants {
	c.mu.Lock()
	defer c.mu.Unlock()
	var old map[string]*variants
	if m := c.m.Load(); m != nil {
		old = *m
	}
	if v := old[tag]; v != nil && v.size == len(body) {
		return v
	}
	encode := c.encode
	if encode == nil {
		encode = compressDynamic
	}
	v := newVariants(tag, len(body), encode, c)
	v.hit.Store(true)
	next := make(map[string]*variants, min(len(old)+1, maxVariantEntries))
	for k, o := range old {
		if k == tag { // the same tag with another length: replaced
			c.used -= o.cost
			continue
		}
		next[k] = o
	}
	next[tag] = v
	c.shrink(next, v)
	c.m.Store(&next)
	return v
}

// account counts n more bytes of v's forms, evicting others when the table
// is over its budget. A v already evicted is not counted: it is garbage once
// the requests holding it end.
func (c *variantCache) account(v *variants, n int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	m := c.m.Load()
	if m == nil || (*m)[v.tag] != v {
		return
	}
	v.cost += n
	c.used += n
	if c.used > maxVariantBytes {
		next := maps.Clone(*m)
		c.shrink(next, v)
		c.m.Store(&next)
	}
}

// shrink evicts from m (not yet published) when it is over a bound, down to
// three quarters of it, keeping keep: first entries not used since the last
// sweep (clearing the mark of the others), then any.
func (c *variantCache) shrink(m map[string]*variants, keep *variants) {
	over := func(entries, bytes int) bool { return len(m) > entries || c.used > bytes }
	if !over(maxVariantEntries, maxVariantBytes) {
		return
	}
	for pass := range 2 {
		for k, v := range m {
			if !over(maxVariantEntries*3/4, maxVariantBytes*3/4) {
				return
			}
			if v == keep || pass == 0 && v.hit.Swap(false) {
				continue
			}
			delete(m, k)
			c.used -= v.cost
		}
	}
}

// htmlPages holds the forms of the HTML pages. Pages are served by a
// function of the package rather than of a handler, so the table is the
// package's; it is keyed by content, so servers sharing it is harmless.
var htmlPages variantCache

// serveHTML writes an HTML page that can be cached and revalidated: body,
// whose identity entity tag is etag (strong or weak, never empty), goes out
// in the negotiated encoding, each body compressed once, whatever produced
// it; no-cache, so a change shows at once; 304 when If-None-Match names a
// form of it.
func serveHTML(w http.ResponseWriter, r *http.Request, body []byte, etag string) {
	h := w.Header()
	h["Content-Type"] = hdrHTML
	h["Cache-Control"] = hdrNoCache
	htmlPages.write(w, r, body, etag, hdrVaryEncoding)
}

// compressible are the build's file types worth compressing; images other
// than SVG are compressed already.
var compressible = map[string]bool{
	".js": true, ".css": true, ".svg": true, ".json": true, ".html": true,
	".txt": true, ".xml": true, ".webmanifest": true, ".map": true,
}

// staticFiles holds, per file of the build, its entity tags and compressed
// forms (gzip 9, brotli 11), made on the first request for the file and
// encoding: the build is embedded and never changes while serving. Brotli
// 11 takes about a second for the largest bundles, so files above
// syncBrotliSize are compressed in the background and served in the next
// acceptable encoding meanwhile. Its zero value is ready.
type staticFiles struct {
	files  sync.Map // name → *staticFile
	encode encoder  // nil: compressStatic
}

// syncBrotliSize is the largest file compressed while its request waits
// (about 90 ms at brotli 11 for 48 kB here).
const syncBrotliSize = 64 << 10

type staticFile struct {
	once         sync.Once
	v            *variants // nil when the file cannot be read
	compressible bool
	contentType  []string
}

func (s *staticFiles) file(fsys fs.FS, name string) *staticFile {
	x, ok := s.files.Load(name)
	if !ok {
		x, _ = s.files.LoadOrStore(name, &staticFile{})
	}
	f := x.(*staticFile)
	f.once.Do(func() {
		raw, err := fs.ReadFile(fsys, name)
		if err != nil {
			return
		}
		encode := s.encode
		if encode == nil {
			encode = compressStatic
		}
		f.compressible = compressible[strings.ToLower(path.Ext(name))]
		f.contentType = []string{contentTypeByExt(name)}
		f.v = newVariants(domain.ETagOf(raw), len(raw), encode, nil)
	})
	return f
}

// serve answers a request for a build file with its entity tag: 304 when
// If-None-Match names a form of it, the compressed form when the client
// accepts one that pays (Range requests excepted), reporting true; or,
// when identity is to be sent, it sets the identity tag (and Vary) and
// reports false so the caller serves the file (ranges included). The
// caller has set Cache-Control.
func (s *staticFiles) serve(w http.ResponseWriter, r *http.Request, fsys fs.FS, name string) bool {
	f := s.file(fsys, name)
	v := f.v
	if v == nil {
		return false
	}
	h := w.Header()
	enc, c := encIdentity, (*coded)(nil)
	if f.compressible {
		h["Vary"] = hdrVaryEncoding
		if len(r.Header["Range"]) == 0 {
			enc, c = s.choose(r, v, fsys, name)
		}
	}
	if inm := r.Header["If-None-Match"]; len(inm) > 0 {
		if m, ok := v.match(inm, enc); ok {
			h["Etag"] = v.etags[m]
			w.WriteHeader(http.StatusNotModified)
			return true
		}
	}
	h["Etag"] = v.etags[enc]
	if c == nil {
		return false
	}
	h["Content-Encoding"] = contentEncoding[enc]
	h["Content-Type"] = f.contentType
	h["Content-Length"] = c.length
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		_, _ = w.Write(c.body)
	}
	return true
}

// choose returns the form of a build file to send. A form not made yet is
// made now, reading the file (once per form, concurrent requests waiting),
// except brotli for a large file: that one is started in the background and
// the next acceptable encoding sent meanwhile.
func (s *staticFiles) choose(r *http.Request, v *variants, fsys fs.FS, name string) (encoding, *coded) {
	first, second := negotiate(r.Header["Accept-Encoding"])
	for _, enc := range [2]encoding{first, second} {
		if enc == encIdentity {
			break
		}
		c, done := v.ready(enc)
		if !done {
			background := enc == encBrotli && v.size > syncBrotliSize
			if background && !v.started[enc].CompareAndSwap(false, true) {
				continue // being made
			}
			raw, err := fs.ReadFile(fsys, name)
			if err != nil || len(raw) != v.size {
				v.started[enc].Store(false)
				continue
			}
			if background {
				go v.form(enc, raw)
				continue
			}
			c = v.form(enc, raw)
		}
		if c != nil {
			return enc, c
		}
	}
	return encIdentity, nil
}

func contentTypeByExt(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if ct, ok := extraTypes[ext]; ok {
		return ct
	}
	if ct := mime.TypeByExtension(ext); ct != "" {
		return ct
	}
	return "application/octet-stream"
}
