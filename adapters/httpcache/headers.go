package httpcache

import (
	"net/http"
	"strings"
)

// Header values, shared by every response and never mutated, so setting
// one is a map assignment without an allocation.
var (
	hdrHTML      = []string{"text/html; charset=utf-8"}
	hdrNoCache   = []string{"no-cache"}
	hdrNoStore   = []string{"no-store"}
	hdrImmutable = []string{"public, max-age=31536000, immutable"}
	hdrOneHour   = []string{"public, max-age=3600"}
)

// SetNoCache lets browsers keep a response but revalidate it every time:
// the answers to visitors, so a save shows at once.
func SetNoCache(h http.Header) { h["Cache-Control"] = hdrNoCache }

// SetNoStore keeps a response out of every cache: personal answers
// (writes, sign-in, an administrator's reads, a form holding what a
// visitor typed).
func SetNoStore(h http.Header) { h["Cache-Control"] = hdrNoStore }

// SetImmutable lets a response be kept for a year without revalidation:
// content whose address changes with its bytes (hashed assets, uploads).
func SetImmutable(h http.Header) { h["Cache-Control"] = hdrImmutable }

// SetHTML marks a response as an HTML page.
func SetHTML(h http.Header) { h["Content-Type"] = hdrHTML }

// WriteStatic writes a small generated file (robots.txt, the sitemap),
// cached for an hour unless the caller set Cache-Control.
func WriteStatic(w http.ResponseWriter, r *http.Request, contentType string, body []byte) {
	h := w.Header()
	h["Content-Type"] = []string{contentType}
	if h["Cache-Control"] == nil {
		h["Cache-Control"] = hdrOneHour
	}
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
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
