package httpcache

import (
	"context"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"sync"

	"github.com/portfolio-site/portfolio/domain"
)

// Files serves the files of a frontend build as they are: hashed assets
// (under assets/) cached for a year, the rest revalidated; every file with
// an entity tag; text files compressed once (gzip 9, brotli 11) when the
// client accepts it, with a tag per form; Range requests answered from the
// identity bytes. The build never changes while serving.
type Files struct {
	fsys  fs.FS
	files staticFiles
}

// NewFiles returns the server of the files of fsys.
func NewFiles(fsys fs.FS) *Files {
	return &Files{fsys: fsys}
}

// extraTypes are content types Go's table may lack on a bare system.
var extraTypes = map[string]string{
	".ico": "image/x-icon", ".woff": "font/woff", ".woff2": "font/woff2", ".txt": "text/plain; charset=utf-8",
	".webmanifest": "application/manifest+json", ".map": "application/json",
}

// Serve answers r with the regular file of the build its path names and
// reports true, or reports false (writing nothing) when there is no such
// file. Dot files and directories are never served.
func (f *Files) Serve(w http.ResponseWriter, r *http.Request) bool {
	name, ok := staticName(r.URL.Path)
	if !ok {
		return false
	}
	fi, err := fs.Stat(f.fsys, name)
	if err != nil || !fi.Mode().IsRegular() {
		return false
	}
	hdr := w.Header()
	if strings.HasPrefix(name, "assets/") {
		hdr["Cache-Control"] = hdrImmutable
	} else {
		hdr["Cache-Control"] = hdrNoCache
	}
	if ct, ok := extraTypes[strings.ToLower(path.Ext(name))]; ok {
		hdr.Set("Content-Type", ct)
	}
	if f.files.serve(w, r, f.fsys, name) {
		return true
	}
	http.ServeFileFS(w, r, f.fsys, name)
	return true
}

// Precompress makes the gzip and brotli forms of every text file of the
// build a request would wait for (those up to syncBrotliSize; larger ones
// are made in the background on their first request anyway), one file at a
// time, so the first visitors after a start do not wait for brotli 11: the
// public script, the SVG images and the manifest of the first page view
// took 5–90 ms each. About a second of one core for today's build; a
// request for a file being compressed waits for that one (each form is
// made once). It stops between two files once ctx ends.
func (f *Files) Precompress(ctx context.Context) {
	_ = fs.WalkDir(f.fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if ctx.Err() != nil {
			return fs.SkipAll
		}
		if err != nil || d.IsDir() {
			if err == nil && name != "." && strings.HasPrefix(d.Name(), ".") {
				return fs.SkipDir
			}
			return nil
		}
		if _, ok := staticName(name); !ok || !compressible[strings.ToLower(path.Ext(name))] {
			return nil
		}
		sf := f.files.file(f.fsys, name)
		if sf.v == nil || sf.v.size > syncBrotliSize {
			return nil
		}
		raw, err := fs.ReadFile(f.fsys, name)
		if err != nil || len(raw) != sf.v.size {
			return nil
		}
		sf.v.form(encGzip, raw)
		sf.v.form(encBrotli, raw)
		return nil
	})
}

// staticName turns a request path into a file name of the build; dot files
// and directories are never served.
func staticName(p string) (string, bool) {
	name := strings.TrimPrefix(path.Clean(p), "/")
	if name == "" || name == "." || !fs.ValidPath(name) {
		return "", false
	}
	for _, seg := range strings.Split(name, "/") {
		if strings.HasPrefix(seg, ".") {
			return "", false
		}
	}
	return name, true
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
