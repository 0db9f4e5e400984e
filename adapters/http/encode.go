package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/portfolio-site/portfolio/adapters/httpcache"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// Response header values, shared and never mutated.
var (
	hdrJSON       = []string{"application/json"}
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
	httpcache.SetNoStore(h)
	h["Content-Length"] = []string{strconv.Itoa(len(body))}
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

// writeEntry writes a catalogue answer: bytes encoded once by the cache,
// written as they are or in the negotiated compression (made once per entry,
// see httpcache.Bodies), with the entity tag of the form sent. Visitors' answers may
// be kept by browsers but are revalidated every time (no-cache), so a save
// shows at once; an administrator's are never stored.
func (s *reader) writeEntry(w http.ResponseWriter, r *http.Request, e domain.CacheEntry, v app.Viewer) {
	h := w.Header()
	h["Content-Type"] = hdrJSON
	if v.Admin {
		httpcache.SetNoStore(h)
	} else {
		httpcache.SetNoCache(h)
	}
	if e.ETag == "" { // not made by app.NewEntry: nothing to key its forms by
		h["Vary"] = hdrVaryCookie
		h["Content-Length"] = []string{strconv.Itoa(len(e.Body))}
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			_, _ = w.Write(e.Body)
		}
		return
	}
	s.entries.Write(w, r, e.Body, e.ETag)
}
