package pages

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"sort"
	"sync"
	"sync/atomic"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/httpcache"
	"github.com/portfolio-site/portfolio/domain"
)

// A public page that cannot be rendered is never replaced by an older one
// or by a page without its content: the visitor gets a short error page,
// the log an ERROR line naming the route, and /readyz fails until that
// route renders again (pageHealth). A page whose content cannot be read
// (the database is down and the cache has lost it) is another matter: the
// page is fine, its data is not there yet, so it is a 503 logged at WARN.

// siteRouteKey names the site document's build in pageHealth and the log:
// when it fails, every page does.
const siteRouteKey = "(site)"

// notFoundRouteKey names the not-found page in pageHealth and the log.
const notFoundRouteKey = "(not found)"

// errPageData marks an error reading what fills a page: 503, not a render
// error.
type errPageData struct{ err error }

// Error says the page's content could not be read, and why.
func (e errPageData) Error() string { return "read the page's content: " + e.err.Error() }

// Unwrap is the cause, so the domain's error code shows through.
func (e errPageData) Unwrap() error { return e.err }

// pageHealth is the set of routes whose last render failed.
type pageHealth struct {
	// n is len(failed): ok, called by every page served, locks nothing
	// while every page renders.
	n      atomic.Int32
	mu     sync.Mutex
	failed map[string]error
}

func (p *pageHealth) fail(route string, err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.failed == nil {
		p.failed = map[string]error{}
	}
	p.failed[route] = err
	p.n.Store(int32(len(p.failed)))
}

func (p *pageHealth) ok(route string) {
	if p.n.Load() == 0 {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	delete(p.failed, route)
	p.n.Store(int32(len(p.failed)))
}

// failing lists the routes whose last render failed, sorted; none when
// every page renders.
func (p *pageHealth) failing() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make([]string, 0, len(p.failed))
	for r := range p.failed {
		out = append(out, r)
	}
	sort.Strings(out)
	return out
}

// FailingPages lists the routes whose last render failed, sorted; none
// when every page renders. /readyz fails while any does.
func (h *Site) FailingPages() []string { return h.health.failing() }

// ScriptHashes are the CSP sources ("sha256-…") of the inline scripts of
// every page the build serves, each once: the script-src of the
// Content-Security-Policy names them.
func (h *Site) ScriptHashes() []string { return slices.Clone(h.scripts) }

// Short error pages: plain HTML, no template, so they always render.
var (
	pageError500 = []byte(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Something went wrong</title></head>` +
		`<body><main><h1>Something went wrong</h1><p>This page could not be shown. Please try again later.</p><p><a href="/">Home</a></p></main></body></html>`)
	pageError503 = []byte(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Temporarily unavailable</title></head>` +
		`<body><main><h1>Temporarily unavailable</h1><p>This page cannot be shown right now. Please try again in a moment.</p><p><a href="/">Home</a></p></main></body></html>`)
)

// pageFailed answers a page that could not be served: 503 (WARN) when its
// content could not be read, else 500 (ERROR, and the route fails
// readiness).
func (h *Site) pageFailed(w http.ResponseWriter, r *http.Request, route string, err error) {
	status, body := http.StatusInternalServerError, pageError500
	var read errPageData
	switch {
	case errors.As(err, &read) || domain.ErrorCode(err) == domain.EUNAVAILABLE:
		status, body = http.StatusServiceUnavailable, pageError503
		h.log.Warn("page content unavailable", zap.String("route", route), zap.String("path", r.URL.Path), zap.Error(err))
	case errors.Is(err, context.Canceled) && r.Context().Err() != nil:
		status, body = http.StatusServiceUnavailable, pageError503
	default:
		h.health.fail(route, err)
		h.log.Error("page render failed", zap.String("route", route), zap.String("path", r.URL.Path), zap.Error(err))
	}
	hdr := w.Header()
	httpcache.SetHTML(hdr)
	httpcache.SetNoStore(hdr)
	if status == http.StatusServiceUnavailable {
		hdr.Set("Retry-After", "5")
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

// badRequest answers a page request whose query parameter name breaks the
// text rule: 400 with a page that names it (name is one of the fixed
// parameter names, never the request's text), logged at no level.
func badRequest(w http.ResponseWriter, r *http.Request, name string) {
	hdr := w.Header()
	httpcache.SetHTML(hdr)
	httpcache.SetNoStore(hdr)
	w.WriteHeader(http.StatusBadRequest)
	if r.Method != http.MethodHead {
		_, _ = w.Write([]byte(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Bad request</title></head>` +
			`<body><main><h1>Bad request</h1><p>` + name + `: ` + domain.MsgNotText + `.</p><p><a href="/">Home</a></p></main></body></html>`))
	}
}
