package httpcache

import (
	"context"
	"maps"
	"net/http"
	"sync"
	"sync/atomic"
)

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
	// refine remakes an HTML page's brotli form smaller in the background
	// once the first one is sent (see refiner); nil: pageRefiner, unless
	// encode is a test's.
	refine *refiner
}

func (c *variantCache) refiner() *refiner {
	if c.refine != nil || c.encode != nil {
		return c.refine
	}
	return pageRefiner
}

const (
	maxVariantEntries = 1024
	maxVariantBytes   = 32 << 20
)

// write answers r with body, whose identity entity tag is tag (never
// empty): see variants.write.
func (c *variantCache) write(w http.ResponseWriter, r *http.Request, body []byte, tag string, vary []string, page bool) {
	v := c.of(body, tag)
	v.write(w, r, body, vary)
	if page {
		if rf := c.refiner(); rf != nil {
			rf.start(v, body)
		}
	}
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

// Bodies answers requests with bodies that can be cached and revalidated:
// each body, keyed by its entity tag, is compressed once per encoding and
// kept with its header values (see variantCache), so a hit allocates
// nothing. Every answer varies on Accept-Encoding and on the request
// headers given to NewBodies. Its zero value is ready and varies on
// Accept-Encoding only.
type Bodies struct {
	vary  []string // nil: Accept-Encoding
	forms variantCache
}

// pageRefiner recompresses the pages of every table of bodies: one page at
// a time for the whole process.
var pageRefiner = &refiner{encode: compressBest}

// NewBodies returns a table of bodies whose answers also depend on the
// request headers named by vary (e.g. "Cookie" for an answer that differs
// for a signed-in administrator).
func NewBodies(vary ...string) *Bodies {
	return &Bodies{vary: append(append([]string(nil), vary...), "Accept-Encoding")}
}

// Write answers r with body, whose identity entity tag is etag (strong or
// weak, never empty): the negotiated form with its tag, Vary and length,
// or 304 when If-None-Match names a form of it. The caller has set
// Content-Type and Cache-Control.
func (b *Bodies) Write(w http.ResponseWriter, r *http.Request, body []byte, etag string) {
	vary := b.vary
	if vary == nil {
		vary = hdrVaryEncoding
	}
	b.forms.write(w, r, body, etag, vary, false)
}

// ServeHTML writes an HTML page that can be cached and revalidated: body,
// whose identity entity tag is etag (never empty), goes out in the
// negotiated encoding, each body compressed once whatever produced it;
// no-cache, so a change shows at once; 304 when If-None-Match names a form
// of it.
func (b *Bodies) ServeHTML(w http.ResponseWriter, r *http.Request, body []byte, etag string) {
	h := w.Header()
	h["Content-Type"] = hdrHTML
	h["Cache-Control"] = hdrNoCache
	vary := b.vary
	if vary == nil {
		vary = hdrVaryEncoding
	}
	b.forms.write(w, r, body, etag, vary, true)
}

// Refined returns once no page served through ServeHTML waits for its
// brotli 11 form (see refiner), or with ctx's error when it ends first.
// The refiner is the process's: this waits for other tables' pages too.
func (b *Bodies) Refined(ctx context.Context) error {
	if rf := b.forms.refiner(); rf != nil {
		return rf.wait(ctx)
	}
	return nil
}
