package pages

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/portfolio-site/portfolio/domain"
)

// routeTemplate is a route's page compiled once, at start, from the
// build's own file and nothing else (the head is a slot, see seo_head.go).
type routeTemplate struct {
	route       string // "" is the not-found page
	file        pageSource
	tmpl        *pageTemplate
	prerendered bool // a page of the build, not the admin app's shell
	// perRequest: the template reads request.* or form.*, so it is
	// rendered for every request (no entity tag), except when that data
	// is the same for every request (sameWithoutQuery).
	perRequest bool
	readsForm  bool // the contact form's page: form.* from a fresh token
}

// sameWithoutQuery reports whether a request without a query always gets
// the same page: no form (a fresh token each time), and a known route,
// whose request.path is the route itself, or a not-found page that does
// not show the path asked for.
func (t *routeTemplate) sameWithoutQuery() bool {
	return !t.readsForm && (t.route != "" || !t.perRequest)
}

// baseRequest is request.* of a request without a query.
func (t *routeTemplate) baseRequest() map[string]any {
	return map[string]any{"path": t.route, "search": ""}
}

func compileRoute(route string, file []byte, prerendered bool) (*routeTemplate, error) {
	ps := withHeadSlots(file)
	tmpl, err := compilePage(ps.src)
	if err != nil {
		name := route
		if name == "" {
			name = notFoundRouteKey
		}
		return nil, fmt.Errorf("page %q: %w", name, err)
	}
	t := &routeTemplate{route: route, file: ps, tmpl: tmpl, prerendered: prerendered}
	for _, p := range tmpl.fields() {
		root, _, _ := strings.Cut(p, ".")
		switch root {
		case "form":
			t.readsForm = true
			t.perRequest = true
		case "request":
			t.perRequest = true
		}
	}
	return t, nil
}

// pageQuery is what of the request's query a page's views depend on.
type pageQuery struct {
	Search   string // querySearch: the trimmed ?search=
	Category string // queryCategory: ?category=, when it selects something
}

// queryOf is the query parameter route's page reads, "" for none.
func queryOf(route string) string {
	p, _ := pageAt(route)
	return p.Query
}

func queryFor(route string, r *http.Request) pageQuery {
	var q pageQuery
	if r == nil || r.URL.RawQuery == "" {
		return q
	}
	values := r.URL.Query()
	switch queryOf(route) {
	case querySearch:
		q.Search = strings.TrimSpace(values.Get(querySearch))
	case queryCategory:
		if c := values.Get(queryCategory); mediaCategorySelects(c) {
			q.Category = c
		}
	}
	return q
}

// badQuery returns the query parameter of the request that breaks the
// text rule (domain.IsText, one line), among those the route's page reads:
// the public pages answer it as the API does, a 400 naming the parameter,
// rather than search for or echo a control character.
func badQuery(route string, r *http.Request) (string, bool) {
	if r.URL.RawQuery == "" {
		return "", false
	}
	name := queryOf(route)
	if name == "" {
		return "", false
	}
	for _, v := range r.URL.Query()[name] {
		if !domain.IsText(v, false) {
			return name, true
		}
	}
	return "", false
}

// routePage is a route's page for one version of the site document.
type routePage struct {
	t     *routeTemplate
	key   string // the route, as logs and pageHealth name it
	data  *pageData
	head  map[string]any // the head's slots
	lists *pageLists     // nil: the page shows no catalogue list

	constant *page // no lists, not per request: rendered with the build
	err      error // the constant page's render error

	mu   sync.Mutex
	last atomic.Pointer[renderedPage] // pages with lists: the last version
}

type renderedPage struct {
	version string
	page    *page
}

// fill is the template's data: the site, the views, the head's slots, and
// for per-request pages the request and the form.
func (p *routePage) fill(views map[string]any, request, form map[string]any) map[string]any {
	data := map[string]any{"site": p.data.site}
	for k, v := range p.head {
		data[k] = v
	}
	if views != nil {
		data["views"] = p.data.viewsWith(views)
	} else if p.data.siteViews != nil {
		data["views"] = p.data.siteViews
	}
	if request != nil {
		data["request"] = request
	}
	if form != nil {
		data["form"] = form
	}
	return data
}

// render renders the page for lists bodies (nil: none read) and a query.
func (p *routePage) render(bodies [][]byte, q pageQuery, request, form map[string]any) ([]byte, error) {
	var views map[string]any
	var jsonLD []byte
	if p.lists != nil {
		var err error
		if views, jsonLD, err = p.lists.build(bodies, q); err != nil {
			return nil, fmt.Errorf("page %q: build its views: %w", p.key, err)
		}
	}
	body, err := p.t.tmpl.render(p.fill(views, request, form))
	if err != nil {
		return nil, fmt.Errorf("page %q: %w", p.key, err)
	}
	return withJSONLD(body, jsonLD), nil
}

// readLists reads the page's lists as the cache has them now, with their
// version (their entity tags).
func (p *routePage) readLists(ctx context.Context) ([][]byte, string, error) {
	if p.lists == nil {
		return nil, "", nil
	}
	bodies := make([][]byte, len(p.lists.sources))
	var version strings.Builder
	for i, src := range p.lists.sources {
		e, err := src.load(ctx)
		if err != nil {
			return nil, "", errPageData{err}
		}
		bodies[i] = e.Body
		version.WriteString(e.ETag)
	}
	return bodies, version.String(), nil
}

// forRequest returns the page for r: the body, and its entity tag when the
// page is the same for every request of this version ("" otherwise).
func (p *routePage) forRequest(r *http.Request, form map[string]any) ([]byte, string, error) {
	q := queryFor(p.t.route, r)
	if q == (pageQuery{}) && form == nil && p.t.sameWithoutQuery() {
		if p.lists == nil {
			if p.err != nil {
				return nil, "", p.err
			}
			return p.constant.body, p.constant.etag[0], nil
		}
		pg, err := p.current(r.Context())
		if err != nil {
			return nil, "", err
		}
		return pg.body, pg.etag[0], nil
	}
	bodies, _, err := p.readLists(r.Context())
	if err != nil {
		return nil, "", err
	}
	request := map[string]any{"path": r.URL.Path, "search": q.Search}
	body, err := p.render(bodies, q, request, form)
	return body, "", err
}

// current returns the page with lists for the lists as the cache has them
// now: rendered once per version of those lists, so a save shows on the
// next page load and a visitor's read costs what a cached API read costs.
func (p *routePage) current(ctx context.Context) (*page, error) {
	bodies, v, err := p.readLists(ctx)
	if err != nil {
		return nil, err
	}
	if last := p.last.Load(); last != nil && last.version == v {
		return last.page, nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if last := p.last.Load(); last != nil && last.version == v {
		return last.page, nil
	}
	body, err := p.render(bodies, pageQuery{}, p.t.baseRequest(), nil)
	if err != nil {
		return nil, err
	}
	pg := newPage(body)
	p.last.Store(&renderedPage{version: v, page: pg})
	return pg, nil
}

// probe is the data a render of this page can read (empty lists, an empty
// request and form), to check at start that the template reads nothing
// the server does not provide.
func (p *routePage) probe(withForm bool) (map[string]any, error) {
	var views map[string]any
	if p.lists != nil {
		var err error
		if views, _, err = p.lists.build(make([][]byte, len(p.lists.sources)), pageQuery{}); err != nil {
			return nil, err
		}
	}
	var form map[string]any
	if withForm {
		form = contactFormData(ContactForm{})
	}
	return p.fill(views, map[string]any{"path": "", "search": ""}, form), nil
}

// check fails when the template reads a path the server does not provide:
// a page built by another version of the app fails at start. Every marker
// is then checked against the types of the data (typeCheck): the site
// document's fields (its optional members are absent when empty, so no
// probe can find them), and the fields of each #each's elements.
func (p *routePage) check(withForm bool) error {
	data, err := p.probe(withForm)
	if err != nil {
		return err
	}
	for _, path := range p.t.tmpl.fields() {
		if strings.HasPrefix(path, "site.") {
			continue
		}
		if _, ok := lookupPath(data, path); !ok {
			return fmt.Errorf("page %q reads %q, which the server does not provide", p.key, path)
		}
	}
	var lists map[string]any
	if p.lists != nil {
		if lists, _, err = p.lists.build(make([][]byte, len(p.lists.sources)), pageQuery{}); err != nil {
			return err
		}
	}
	return p.t.tmpl.typeCheck(p.key, p.data.dataType(p.head, lists, withForm))
}
