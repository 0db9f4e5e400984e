package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// Response header values, shared and never mutated.
var (
	hdrJSON       = []string{"application/json"}
	hdrNoCache    = []string{"no-cache"}
	hdrNoStore    = []string{"no-store"}
	hdrVaryCookie = []string{"Cookie"}
)

// writeJSON encodes v as the body of a status answer. Such answers are
// personal (writes, auth, errors) and never stored by a cache.
func writeJSON(w http.ResponseWriter, status int, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		status, body = http.StatusInternalServerError, []byte(`{"message":"`+msgInternal+`"}`)
	}
	h := w.Header()
	h["Content-Type"] = hdrJSON
	h["Cache-Control"] = hdrNoStore
	h["Content-Length"] = []string{strconv.Itoa(len(body))}
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

// writeEntry writes a catalogue answer: bytes encoded once by the cache,
// written as they are, with their entity tag. Visitors' answers may be kept
// by browsers but are revalidated every time (no-cache), so a save shows at
// once; an administrator's are never stored.
func (s *server) writeEntry(w http.ResponseWriter, r *http.Request, e domain.CacheEntry, v app.Viewer) {
	h := w.Header()
	h["Content-Type"] = hdrJSON
	h["Vary"] = hdrVaryCookie
	if v.Admin {
		h["Cache-Control"] = hdrNoStore
	} else {
		h["Cache-Control"] = hdrNoCache
	}
	eh := s.entryHeaders.of(e)
	if e.ETag != "" {
		h["Etag"] = eh.etag
		if inm := r.Header["If-None-Match"]; len(inm) > 0 && etagMatches(inm, e.ETag) {
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	h["Content-Length"] = eh.length
	if r.Method == http.MethodHead {
		w.WriteHeader(http.StatusOK)
		return
	}
	_, _ = w.Write(e.Body)
}

// entryHeaders are the ETag and Content-Length values of one cache entry.
type entryHeaders struct {
	tag    string
	size   int
	etag   []string
	length []string
}

// headerCache remembers the header values of recent entries, indexed by
// their entity tag, so a cache hit writes its headers without allocating.
// A slot holds one entry; a collision only means new values are made.
// Measured (BenchmarkCachedProjectsHit/inproc, same run, 2 shared cores):
// 600–820 ns a hit with it, 820–1,080 ns making the values each time.
type headerCache [256]atomic.Pointer[entryHeaders]

func (c *headerCache) of(e domain.CacheEntry) *entryHeaders {
	var slot *atomic.Pointer[entryHeaders]
	if len(e.ETag) > 3 {
		slot = &c[e.ETag[1]^e.ETag[2]<<3]
		if eh := slot.Load(); eh != nil && eh.tag == e.ETag && eh.size == len(e.Body) {
			return eh
		}
	}
	eh := &entryHeaders{tag: e.ETag, size: len(e.Body), etag: []string{e.ETag}, length: []string{strconv.Itoa(len(e.Body))}}
	if slot != nil {
		slot.Store(eh)
	}
	return eh
}

// etagMatches reports whether an If-None-Match header names etag, comparing
// weakly (W/ ignored) as RFC 9110 asks for If-None-Match; "*" matches all.
func etagMatches(header []string, etag string) bool {
	etag = stripWeak(etag)
	for _, line := range header {
		for len(line) > 0 {
			i := 0
			for i < len(line) && line[i] != ',' {
				i++
			}
			tag := strings.Trim(line[:i], " \t") // RFC 9110 OWS
			if tag == "*" || stripWeak(tag) == etag {
				return true
			}
			if i == len(line) {
				break
			}
			line = line[i+1:]
		}
	}
	return false
}

func stripWeak(tag string) string {
	if len(tag) > 2 && tag[0] == 'W' && tag[1] == '/' {
		return tag[2:]
	}
	return tag
}

// cachedBody is a JSON answer encoded once at start (GET /api/site).
type cachedBody struct {
	entry domain.CacheEntry
}

func newCachedBody(v any) (cachedBody, error) {
	e, err := app.NewEntry(v)
	return cachedBody{entry: e}, err
}
