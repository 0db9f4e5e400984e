package httpapi

import (
	"crypto/rand"
	"encoding/hex"
	"io"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"go.uber.org/zap"
)

// Header values shared by every response (the policies are in
// security.go). They are never mutated, so one slice serves all requests
// without an allocation.
var (
	hdrNosniff  = []string{"nosniff"}
	hdrReferrer = []string{"strict-origin-when-cross-origin"}
)

// serveWithMiddleware is the outer middleware of every request: security
// headers, a request id, recovery from panics and exactly one log line.
// It is one function rather than a chain so the hot path pays for one
// pooled response recorder and nothing else. The security headers are map
// assignments of slices built at start, no allocation: with the policies
// (CSP, Permissions-Policy, COOP) BenchmarkCachedProjectsHit measured
// 0.47 µs and 3 allocs in process, 29 µs over loopback against 27 µs for
// the bare handler (2 shared cores, -benchtime 200ms).
func (s *server) serveWithMiddleware(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	h := w.Header()
	h["X-Content-Type-Options"] = hdrNosniff
	h["Referrer-Policy"] = hdrReferrer
	h["X-Frame-Options"] = hdrDeny
	h["Permissions-Policy"] = hdrPermissions
	h["Cross-Origin-Opener-Policy"] = hdrOpenerPolicy
	if s.overHTTPS(r) {
		h["Content-Security-Policy"] = s.csp.https
		h["Strict-Transport-Security"] = s.hsts
	} else {
		h["Content-Security-Policy"] = s.csp.plain
	}
	id := s.requestIDs.from(r.Header["X-Request-Id"])
	h["X-Request-Id"] = []string{id}

	rec := recorderPool.Get().(*recorder)
	*rec = recorder{ResponseWriter: w, requestID: id}
	defer func() {
		if p := recover(); p != nil {
			if p == http.ErrAbortHandler {
				panic(p)
			}
			s.log.Error("panic serving request", zap.Any("panic", p), zap.String("route", rec.route),
				zap.String("request_id", id), zap.Stack("stack"))
			if rec.status == 0 {
				writeMessage(rec, http.StatusInternalServerError, msgInternal)
			}
		}
		s.logRequest(r.Method, rec, time.Since(start))
		*rec = recorder{}
		recorderPool.Put(rec)
	}()
	s.route(rec, r)
}

// logRequest writes the one line of a request. It names the route template,
// never the raw path, and never logs headers, cookies or bodies.
func (s *server) logRequest(method string, rec *recorder, latency time.Duration) {
	status := rec.status
	if status == 0 {
		status = http.StatusOK
	}
	level := zap.InfoLevel
	if status >= 500 {
		level = zap.WarnLevel
	}
	if ce := s.log.Check(level, "http request"); ce != nil {
		ce.Write(zap.String("method", method), zap.String("route", rec.route), zap.Int("status", status),
			zap.Duration("latency", latency), zap.String("request_id", rec.requestID), zap.Int64("bytes", rec.bytes))
	}
}

// named labels h with its route template for the request log.
func (s *server) named(template string, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if rec, ok := w.(*recorder); ok {
			rec.route = template
		}
		h(w, r)
	}
}

// recorder remembers the status, size and route of a response for the log.
type recorder struct {
	http.ResponseWriter
	status    int
	bytes     int64
	route     string
	requestID string
}

var recorderPool = sync.Pool{New: func() any { return new(recorder) }}

// WriteHeader records the final status.
func (w *recorder) WriteHeader(code int) {
	if w.status == 0 && code >= 200 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

// Write counts the bytes of the body.
func (w *recorder) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += int64(n)
	return n, err
}

// ReadFrom keeps the underlying writer's sendfile path for served files.
func (w *recorder) ReadFrom(src io.Reader) (int64, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	var n int64
	var err error
	if rf, ok := w.ResponseWriter.(io.ReaderFrom); ok {
		n, err = rf.ReadFrom(src)
	} else {
		n, err = io.Copy(struct{ io.Writer }{w.ResponseWriter}, src)
	}
	w.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (w *recorder) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// requestIDs makes request ids: a random per-process prefix and a counter,
// unique across instances without a random read per request.
type requestIDs struct {
	prefix string
	n      atomic.Uint64
}

func newRequestIDs() *requestIDs {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return &requestIDs{prefix: hex.EncodeToString(b) + "-"}
}

// from accepts a client's X-Request-ID when it is short and plain, so ids
// can be followed through a proxy, and otherwise makes a new one.
func (g *requestIDs) from(header []string) string {
	if len(header) == 1 && saneRequestID(header[0]) {
		return header[0]
	}
	var buf [48]byte
	b := append(buf[:0], g.prefix...)
	b = strconv.AppendUint(b, g.n.Add(1), 36)
	return string(b)
}

func saneRequestID(s string) bool {
	if len(s) == 0 || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == ':') {
			return false
		}
	}
	return true
}
