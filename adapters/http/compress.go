package httpapi

import (
	"bytes"
	"compress/gzip"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"
)

// compressible are the build's file types worth gzipping; images other than
// SVG are compressed already.
var compressible = map[string]bool{
	".js": true, ".css": true, ".svg": true, ".json": true, ".html": true,
	".txt": true, ".xml": true, ".webmanifest": true, ".map": true,
}

// gzipCache holds the gzipped bytes of the build's files, compressed once on
// first request: the build is embedded and never changes while serving.
type gzipCache struct {
	fsys  fs.FS
	files sync.Map // name → []byte (nil when not worth it)
}

// serve writes the gzipped file when the client accepts gzip and the file is
// compressible; it reports false to let the caller serve it plainly.
func (g *gzipCache) serve(w http.ResponseWriter, r *http.Request, name string) bool {
	if !compressible[strings.ToLower(path.Ext(name))] || !acceptsGzip(r) || r.Header.Get("Range") != "" {
		return false
	}
	v, ok := g.files.Load(name)
	if !ok {
		v, _ = g.files.LoadOrStore(name, g.compress(name))
	}
	gz := v.([]byte)
	if gz == nil {
		return false
	}
	hdr := w.Header()
	hdr.Set("Content-Encoding", "gzip")
	hdr.Add("Vary", "Accept-Encoding")
	if hdr.Get("Content-Type") == "" {
		hdr.Set("Content-Type", contentTypeByExt(name))
	}
	hdr.Set("Content-Length", strconv.Itoa(len(gz)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		_, _ = w.Write(gz)
	}
	return true
}

// compress returns the gzipped file, or nil when it cannot be read or
// compression saves too little to be worth a second encoding.
func (g *gzipCache) compress(name string) []byte {
	raw, err := fs.ReadFile(g.fsys, name)
	if err != nil || len(raw) < 1024 {
		return nil
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if _, err := zw.Write(raw); err != nil {
		return nil
	}
	if err := zw.Close(); err != nil || buf.Len() > len(raw)*9/10 {
		return nil
	}
	return buf.Bytes()
}

func acceptsGzip(r *http.Request) bool {
	for _, v := range r.Header.Values("Accept-Encoding") {
		for _, part := range strings.Split(v, ",") {
			enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
			if strings.EqualFold(strings.TrimSpace(enc), "gzip") && strings.TrimSpace(q) != "q=0" {
				return true
			}
		}
	}
	return false
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
