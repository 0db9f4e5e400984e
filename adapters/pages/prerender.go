package pages

import (
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"maps"
	"reflect"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// The build prerenders every public route (frontend/scripts/prerender.mjs)
// into pages/: the page's HTML and the CSS it needs, with template markers
// (pagetemplate.go) where only the server knows the value: the site
// document (site.*), the views Go computes from it and from the catalogue
// (views.*), the request (request.*) and the contact form (form.*). The
// lists are also written as JSON-LD for crawlers. The page carries no app
// data: nothing on a public page boots an app.

// prerenderedFile is the build's file for a client route ("" is the
// not-found page).
func prerenderedFile(route string) string {
	switch route {
	case "":
		return "pages/404.html"
	case "/":
		return "pages/index.html"
	}
	return "pages" + route + ".html"
}

// prerenderedSource is the build's page for route, or index (the admin
// app's shell, with the route's head) when the build has none.
func prerenderedSource(fsys fs.FS, route string, index []byte) (src []byte, prerendered bool, err error) {
	src, err = fs.ReadFile(fsys, prerenderedFile(route))
	if errors.Is(err, fs.ErrNotExist) {
		return index, false, nil
	}
	return src, err == nil, err
}

// compileProjectTemplate compiles the build's project page, nil when the
// build has none.
func compileProjectTemplate(fsys fs.FS) (*routeTemplate, error) {
	src, err := fs.ReadFile(fsys, prerenderedFile(projectTemplateRoute))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return compileRoute(projectTemplateRoute, src, true)
}

// pageData is what the server fills pages from: one version of the site
// document, and the catalogue the lists are read from.
type pageData struct {
	site      map[string]any // the document as JSON values (site.* markers)
	publicURL string
	catalogue *app.CatalogueService
	views     *viewConfig
	siteViews map[string]any // views.home, .footer, .texts, .pressKit: the site's views
	// siteViewValues are siteViews as Go values, for the type check of
	// the templates (typeCheck).
	siteViewValues map[string]any
	ownerName      string // the site's name, for labels that carry it
	// viewer reads the lists: a visitor, or a preview (drafts applied).
	viewer app.Viewer
}

func newPageData(siteJSON []byte, publicURL string, catalogue *app.CatalogueService, views *viewConfig, doc domain.Site, viewer app.Viewer) (*pageData, error) {
	if doc.PublicURL == "" {
		doc.PublicURL = publicURL
	}
	views = views.withSite(doc)
	d := &pageData{publicURL: strings.TrimRight(publicURL, "/"), catalogue: catalogue, views: views, ownerName: doc.Name, viewer: viewer}
	if err := json.Unmarshal(siteJSON, &d.site); err != nil {
		return nil, err
	}
	d.siteViewValues = map[string]any{"home": views.homeView(doc), "footer": newFooterView(doc, time.Now()), "texts": newTextsView(doc),
		"pressKit": views.pressKitView(doc)}
	d.siteViews = jsonValue(d.siteViewValues).(map[string]any)
	return d, nil
}

// dataType is the type of the data a page is filled with (fill): the
// site document, the head's slots, the site's views and lists (Go values,
// lists nil for none), the request and, withForm, the contact form.
func (d *pageData) dataType(head, lists map[string]any, withForm bool) reflect.Type {
	data := map[string]any{}
	for k, v := range head {
		data[k] = v
	}
	if lists != nil || d.siteViews != nil {
		views := map[string]any{}
		maps.Copy(views, d.siteViewValues)
		maps.Copy(views, lists)
		data["views"] = views
	}
	data["request"] = map[string]any{"path": "", "search": ""}
	if withForm {
		data["form"] = contactFormData(ContactForm{})
	}
	root := dataType(data)
	fields := make([]reflect.StructField, 0, root.NumField()+1)
	for i := range root.NumField() {
		fields = append(fields, root.Field(i))
	}
	fields = append(fields, reflect.StructField{Name: "Site", Type: plainStruct(reflect.TypeFor[domain.Site]()), Tag: `json:"site"`})
	return reflect.StructOf(fields)
}

// viewsWith is the page's views.* values: the site view and the lists'.
func (d *pageData) viewsWith(lists map[string]any) map[string]any {
	out := make(map[string]any, len(d.siteViews)+len(lists))
	maps.Copy(out, d.siteViews)
	maps.Copy(out, jsonValue(lists).(map[string]any))
	return out
}

// listSource is a catalogue list a page shows: how the server reads it.
type listSource struct {
	load func(context.Context) (domain.CacheEntry, error)
}

// pageLists are the lists of a page and how they become its views (the
// template's views.* values, for the request's query) and its JSON-LD; a
// nil body is an empty list.
type pageLists struct {
	sources []listSource
	build   func(bodies [][]byte, q pageQuery) (views map[string]any, jsonLD []byte, err error)
}

// listsFor returns the lists route shows, nil for none: its page's (the
// table of Pages), or a category page's.
func (d *pageData) listsFor(route string) *pageLists {
	if d.catalogue == nil {
		return nil
	}
	if p, ok := pageAt(route); ok {
		if p.lists == nil {
			return nil
		}
		return p.lists(d, p)
	}
	if cp, ok := d.views.categoryPageFor(route); ok {
		return d.categoryLists(cp)
	}
	return nil
}

// portfolioLists are the whole portfolio's: every section's projects,
// then the section layouts.
func portfolioLists(d *pageData, _ Page) *pageLists {
	visitor := d.viewer
	sections := d.views.PortfolioSections
	l := &pageLists{}
	for _, s := range sections {
		l.sources = append(l.sources, listSource{
			load: func(ctx context.Context) (domain.CacheEntry, error) {
				return d.catalogue.Projects(ctx, visitor, s.Category, "")
			},
		})
	}
	// The section layouts are one more source, after the sections'
	// lists: a layout saved changes the list's entity tag, so the
	// page is rendered again.
	l.sources = append(l.sources, listSource{
		load: func(ctx context.Context) (domain.CacheEntry, error) {
			return d.catalogue.List(ctx, visitor, domain.KindLayout)
		},
	})
	l.build = func(bodies [][]byte, q pageQuery) (map[string]any, []byte, error) {
		lists := make(map[string][]domain.Project, len(sections))
		for i, s := range sections {
			var projects []domain.Project
			if err := unmarshalList(bodies[i], &projects); err != nil {
				return nil, nil, err
			}
			lists[s.Category] = projects
		}
		var layouts []domain.SectionLayout
		if err := unmarshalList(bodies[len(sections)], &layouts); err != nil {
			return nil, nil, err
		}
		views, search := d.views.portfolioViews(lists, layouts, q.Search)
		return map[string]any{"portfolio": views, "portfolioSearch": search}, d.portfolioItemList(sections, lists), nil
	}
	return l
}

// oneList is a page showing one catalogue list: the server's read of it,
// and what its items become: the view (views.<key>) and the JSON-LD (nil
// for none).
func oneList[T any](key string, load func(context.Context) (domain.CacheEntry, error), build func([]T, pageQuery) (view any, jsonLD []byte)) *pageLists {
	return &pageLists{
		sources: []listSource{{load: load}},
		build: func(bodies [][]byte, q pageQuery) (map[string]any, []byte, error) {
			var items []T
			if err := unmarshalList(bodies[0], &items); err != nil {
				return nil, nil, err
			}
			view, jsonLD := build(items, q)
			return map[string]any{key: view}, jsonLD, nil
		},
	}
}

// unmarshalList decodes a list body; nil is the empty list.
func unmarshalList(body []byte, into any) error {
	if body == nil {
		return nil
	}
	return json.Unmarshal(body, into)
}

// portfolioViews are the views of every portfolio section (nil lists: all
// empty, the default layouts), keyed by category, and of the search
// (search: trimmed, "" for none) over them all.
func (c *viewConfig) portfolioViews(lists map[string][]domain.Project, layouts []domain.SectionLayout, search string) (map[string]sectionView, searchView) {
	out := make(map[string]sectionView, len(c.PortfolioSections))
	count := 0
	for _, s := range c.PortfolioSections {
		matching := matchingProjects(lists[s.Category], search)
		count += len(matching)
		out[s.Category] = c.sectionView(s, matching, layouts, search != "")
	}
	markFirstCards(c.PortfolioSections, out)
	return out, newSearchView(c.texts(), search, count)
}

// jsonValue is v as the JSON values templates read (maps, slices, strings,
// float64, bool, nil).
func jsonValue(v any) any {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // the views are plain structs
	}
	var out any
	_ = json.Unmarshal(b, &out)
	return out
}

// lookupPath finds an absolute template path in data. A path that goes
// into a list (an #each) is found when the list exists.
func lookupPath(data map[string]any, path string) (any, bool) {
	path, _, _ = strings.Cut(path, "|")
	var cur any = data
	for _, k := range strings.Split(path, ".") {
		m, ok := cur.(map[string]any)
		if !ok {
			_, isList := cur.([]any)
			return cur, isList
		}
		if cur, ok = m[k]; !ok {
			return nil, false
		}
	}
	return cur, true
}
