package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// The build prerenders every public route (frontend/scripts/prerender.mjs)
// into pages/: the app's HTML and the CSS it needs, so a visitor's first
// paint needs no JavaScript. What only the server knows is written there as
// template markers (frontend/src/lib/template.tsx, pagetemplate.go): the
// site profile, and the lists of the home page, the portfolio, games,
// investments and media pages, which are filled from the cached catalogue
// every time it changes. The page also carries the data the app
// needs to adopt that HTML without an API round trip, and the lists as
// JSON-LD for crawlers that run no JavaScript.

// embeddedDataID is the id of the JSON script holding the page's data
// (frontend/src/app/embedded.ts): API path with its query → response body.
const embeddedDataID = "portfolio-data"

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

// prerenderedSource is the build's page for route, or index (the app
// rendered in the browser) when the build has none.
func prerenderedSource(fsys fs.FS, route string, index []byte) ([]byte, error) {
	src, err := fs.ReadFile(fsys, prerenderedFile(route))
	if errors.Is(err, fs.ErrNotExist) {
		return index, nil
	}
	return src, err
}

// isPortfolioRoute says whether route shows the portfolio's lists.
func isPortfolioRoute(route string) bool {
	return route == "/portfolio" || strings.HasPrefix(route, "/portfolio/")
}

// pageData is what the server fills pages from: one version of the site
// document, and the catalogue the lists are read from.
type pageData struct {
	site      map[string]any // the document as JSON values (site.* markers)
	siteJSON  []byte         // GET /api/site's body
	publicURL string
	catalogue *app.CatalogueService
	views     *viewConfig    // nil when the build has no pages/views.json
	siteViews map[string]any // views.home: the site view, nil without a view config
}

func newPageData(siteJSON []byte, publicURL string, catalogue *app.CatalogueService, views *viewConfig, doc siteDoc) (*pageData, error) {
	d := &pageData{siteJSON: siteJSON, publicURL: strings.TrimRight(publicURL, "/"), catalogue: catalogue, views: views}
	if err := json.Unmarshal(siteJSON, &d.site); err != nil {
		return nil, err
	}
	if views != nil {
		d.siteViews = map[string]any{"home": jsonValue(views.homeView(doc))}
	}
	return d, nil
}

// viewsWith is the page's views.* values: the site view and the lists'.
func (d *pageData) viewsWith(lists map[string]any) map[string]any {
	out := make(map[string]any, len(d.siteViews)+len(lists))
	maps.Copy(out, d.siteViews)
	maps.Copy(out, jsonValue(lists).(map[string]any))
	return out
}

// fillablePage is a prerendered page: constant when only the site profile
// fills it, else rendered again whenever the catalogue lists it shows
// change (see dynamicPage).
type fillablePage struct {
	constant *page
	dynamic  *dynamicPage
}

// newFillablePage compiles src (the page with its head already in place).
// Every value the template reads must be one the server provides: a page
// built by another version of the app fails here, at start.
func newFillablePage(route string, src []byte, prerendered bool, d *pageData, fallback []byte) (*fillablePage, error) {
	tmpl, err := compilePage(src)
	if err != nil {
		return nil, fmt.Errorf("page %q: %w", route, err)
	}
	var lists *pageLists
	if prerendered {
		lists = d.listsFor(route)
	}
	probe := map[string]any{"site": d.site}
	if route == contactFormPath {
		// The page as GET serves it: the form empty (POST /contact fills
		// it per answer, contact_page.go).
		probe["form"] = contactFormData(contactFormState{})
	}
	if d.siteViews != nil {
		probe["views"] = d.siteViews
	}
	if lists != nil {
		views, _, err := lists.build(make([][]byte, len(lists.sources)))
		if err != nil {
			return nil, err
		}
		probe["views"] = d.viewsWith(views)
	}
	for _, p := range tmpl.fields() {
		if _, ok := lookupPath(probe, p); !ok {
			if lists == nil && strings.HasPrefix(p, "views.") {
				// Lists or views with nothing to fill them from (a handler
				// built without a catalogue or a view config): the app
				// renders them in the browser.
				return &fillablePage{constant: newPage(fallback)}, nil
			}
			return nil, fmt.Errorf("page %q reads %q, which the server does not provide", route, p)
		}
	}
	if lists == nil {
		body, err := tmpl.render(probe)
		if err != nil {
			return nil, fmt.Errorf("page %q: %w", route, err)
		}
		if prerendered {
			if body, err = embedData(body, map[string][]byte{"api/site": d.siteJSON}, nil); err != nil {
				return nil, err
			}
		}
		return &fillablePage{constant: newPage(body)}, nil
	}
	return &fillablePage{dynamic: &dynamicPage{tmpl: tmpl, data: d, lists: lists, fallback: newPage(fallback)}}, nil
}

// pageSource is a catalogue list a page shows: the API request the app
// makes for it (the key of its embedded body) and how the server reads it.
type pageSource struct {
	apiKey string
	load   func(context.Context) (domain.CacheEntry, error)
}

// pageLists are the lists of a page and how they become its views (the
// template's views.* values) and its JSON-LD; a nil body is an empty list.
type pageLists struct {
	sources []pageSource
	build   func(bodies [][]byte) (views map[string]any, jsonLD []byte, err error)
}

// listsFor returns the lists route shows, nil for none.
func (d *pageData) listsFor(route string) *pageLists {
	if d.catalogue == nil || d.views == nil {
		return nil
	}
	visitor := app.Viewer{}
	switch {
	case isPortfolioRoute(route):
		sections := d.views.PortfolioSections
		l := &pageLists{}
		for _, s := range sections {
			l.sources = append(l.sources, pageSource{
				apiKey: "api/portfolio/projects?category=" + url.QueryEscape(s.Category),
				load: func(ctx context.Context) (domain.CacheEntry, error) {
					return d.catalogue.Projects(ctx, visitor, s.Category, "")
				},
			})
		}
		// The section layouts are one more source, after the sections'
		// lists: a layout saved changes the list's entity tag, so the
		// page is rendered again.
		l.sources = append(l.sources, pageSource{
			apiKey: "api/portfolio/section-layouts",
			load: func(ctx context.Context) (domain.CacheEntry, error) {
				return d.catalogue.SectionLayouts(ctx, visitor)
			},
		})
		l.build = func(bodies [][]byte) (map[string]any, []byte, error) {
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
			return map[string]any{"portfolio": d.views.portfolioViews(lists, layouts)}, d.portfolioItemList(sections, lists), nil
		}
		return l
	case route == "/":
		return oneList("api/notable-collaborations", "collaborations",
			func(ctx context.Context) (domain.CacheEntry, error) { return d.catalogue.Collaborations(ctx, visitor) },
			func(items []domain.Collaboration) (any, []byte) { return carouselView(items), nil })
	case route == "/games":
		return oneList("api/portfolio/projects?category=games", "games",
			func(ctx context.Context) (domain.CacheEntry, error) {
				return d.catalogue.Projects(ctx, visitor, "games", "")
			},
			func(games []domain.Project) (any, []byte) {
				v := d.views.gamesView(games)
				return v, d.gamesItemList(v, games)
			})
	case route == "/investments":
		return oneList("api/investments", "investments",
			func(ctx context.Context) (domain.CacheEntry, error) { return d.catalogue.Investments(ctx, visitor) },
			func(items []domain.Investment) (any, []byte) {
				v := d.views.investmentsView(items)
				return v, d.investmentsItemList(v, items)
			})
	case route == "/media-press":
		return oneList("api/media-press", "media",
			func(ctx context.Context) (domain.CacheEntry, error) { return d.catalogue.Media(ctx, visitor) },
			func(items []domain.MediaItem) (any, []byte) {
				v := d.views.mediaView(items)
				return v, d.mediaItemList(v, items)
			})
	}
	return nil
}

// oneList is a page showing one catalogue list: the app's request for it
// (apiKey) and the server's read of it, and what its items become: the
// view (views.<key>) and the JSON-LD (nil for none).
func oneList[T any](apiKey, key string, load func(context.Context) (domain.CacheEntry, error), build func([]T) (view any, jsonLD []byte)) *pageLists {
	return &pageLists{
		sources: []pageSource{{apiKey: apiKey, load: load}},
		build: func(bodies [][]byte) (map[string]any, []byte, error) {
			var items []T
			if err := unmarshalList(bodies[0], &items); err != nil {
				return nil, nil, err
			}
			view, jsonLD := build(items)
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

// dynamicPage is a page showing catalogue lists: rendered once per version
// of those lists (the cache's entity tags say which), so a save shows on
// the next page load and a visitor's read costs what a cached API read
// costs.
type dynamicPage struct {
	tmpl     *pageTemplate
	data     *pageData
	lists    *pageLists
	fallback *page // the app without server HTML, for when the lists cannot be read
	mu       sync.Mutex
	last     atomic.Pointer[renderedPage]
}

type renderedPage struct {
	version string
	page    *page
}

// current returns the page for the lists as the cache has them now.
func (p *dynamicPage) current(ctx context.Context) (*page, error) {
	entries := make([]domain.CacheEntry, len(p.lists.sources))
	var version strings.Builder
	for i, src := range p.lists.sources {
		e, err := src.load(ctx)
		if err != nil {
			return nil, err
		}
		entries[i] = e
		version.WriteString(e.ETag)
	}
	v := version.String()
	if last := p.last.Load(); last != nil && last.version == v {
		return last.page, nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if last := p.last.Load(); last != nil && last.version == v {
		return last.page, nil
	}
	pg, err := p.render(entries)
	if err != nil {
		return nil, err
	}
	p.last.Store(&renderedPage{version: v, page: pg})
	return pg, nil
}

func (p *dynamicPage) render(entries []domain.CacheEntry) (*page, error) {
	bodies := make([][]byte, len(entries))
	embedded := map[string][]byte{"api/site": p.data.siteJSON}
	for i, e := range entries {
		bodies[i] = e.Body
		embedded[p.lists.sources[i].apiKey] = e.Body
	}
	views, jsonLD, err := p.lists.build(bodies)
	if err != nil {
		return nil, err
	}
	body, err := p.tmpl.render(map[string]any{"site": p.data.site, "views": p.data.viewsWith(views)})
	if err != nil {
		return nil, err
	}
	if body, err = embedData(body, embedded, jsonLD); err != nil {
		return nil, err
	}
	return newPage(body), nil
}

// portfolioViews are the views of every portfolio section (nil lists: all
// empty, the default layouts), keyed by category.
func (c *viewConfig) portfolioViews(lists map[string][]domain.Project, layouts []domain.SectionLayout) map[string]sectionView {
	out := make(map[string]sectionView, len(c.PortfolioSections))
	for _, s := range c.PortfolioSections {
		out[s.Category] = c.sectionView(s, lists[s.Category], layouts)
	}
	return out
}

// portfolioItemList is the JSON-LD ItemList of the portfolio's projects, in
// the page's order, each a CreativeWork.
func (d *pageData) portfolioItemList(sections []portfolioSection, lists map[string][]domain.Project) []byte {
	type creativeWork struct {
		Type        string `json:"@type"`
		Name        string `json:"name"`
		Description string `json:"description,omitempty"`
		Image       string `json:"image,omitempty"`
		Genre       string `json:"genre,omitempty"`
		URL         string `json:"url"`
	}
	type listItem struct {
		Type     string       `json:"@type"`
		Position int          `json:"position"`
		Item     creativeWork `json:"item"`
	}
	items := []listItem{}
	for _, s := range sections {
		for _, p := range byPriorityAsc(lists[s.Category], func(p domain.Project) int { return p.Priority }, func(p domain.Project) int64 { return p.ID }) {
			items = append(items, listItem{Type: "ListItem", Position: len(items) + 1, Item: creativeWork{
				Type: "CreativeWork", Name: p.Title, Description: present(p.Description), Image: d.absolute(present(p.ImageURL)),
				Genre: s.Title, URL: d.publicURL + "/portfolio#" + s.Anchor,
			}})
		}
	}
	b, _ := json.Marshal(map[string]any{
		"@context": "https://schema.org", "@type": "ItemList", "name": "Portfolio",
		"numberOfItems": len(items), "itemListElement": items,
	})
	return b
}

// itemList is a JSON-LD ItemList of items (schema.org things), in order.
func itemList(name string, items []any) []byte {
	type listItem struct {
		Type     string `json:"@type"`
		Position int    `json:"position"`
		Item     any    `json:"item"`
	}
	list := make([]listItem, len(items))
	for i, it := range items {
		list[i] = listItem{Type: "ListItem", Position: i + 1, Item: it}
	}
	b, _ := json.Marshal(map[string]any{
		"@context": "https://schema.org", "@type": "ItemList", "name": name,
		"numberOfItems": len(list), "itemListElement": list,
	})
	return b
}

// gamesItemList is the JSON-LD ItemList of the Games page: each game a
// VideoGame, in the page's order.
func (d *pageData) gamesItemList(v gamesViewT, all []domain.Project) []byte {
	type videoGame struct {
		Type        string `json:"@type"`
		Name        string `json:"name"`
		Description string `json:"description,omitempty"`
		Image       string `json:"image,omitempty"`
		Genre       string `json:"genre,omitempty"`
		URL         string `json:"url"`
	}
	images := make(map[int64]string, len(all))
	for _, p := range all {
		images[p.ID] = present(p.ImageURL)
	}
	items := make([]any, len(v.Items))
	for i, g := range v.Items {
		items[i] = videoGame{Type: "VideoGame", Name: g.Title, Description: g.Description, Image: d.absolute(images[g.ID]), Genre: g.Studio, URL: d.publicURL + "/games"}
	}
	return itemList("Games Portfolio", items)
}

// investmentsItemList is the JSON-LD ItemList of the Investments page:
// each investment it shows an Organization, in the page's order.
func (d *pageData) investmentsItemList(v investmentsViewT, all []domain.Investment) []byte {
	type organization struct {
		Type        string `json:"@type"`
		Name        string `json:"name"`
		Description string `json:"description,omitempty"`
		URL         string `json:"url,omitempty"`
		Logo        string `json:"logo,omitempty"`
	}
	logos := make(map[int64]string, len(all))
	for _, i := range all {
		logos[i.ID] = present(i.LogoURL)
	}
	shown := v.shown()
	items := make([]any, len(shown))
	for n, c := range shown {
		items[n] = organization{Type: "Organization", Name: c.Title, Description: c.Description, URL: c.URL, Logo: d.absolute(logos[c.ID])}
	}
	return itemList("Investments", items)
}

// mediaItemList is the JSON-LD ItemList of the Media & Press page: each
// item a CreativeWork, in the page's order; one without a link points at
// its section of the page.
func (d *pageData) mediaItemList(v mediaViewT, all []domain.MediaItem) []byte {
	type creativeWork struct {
		Type        string `json:"@type"`
		Name        string `json:"name"`
		Description string `json:"description,omitempty"`
		URL         string `json:"url"`
		Image       string `json:"image,omitempty"`
		Genre       string `json:"genre,omitempty"`
	}
	images := make(map[int64]string, len(all))
	for _, m := range all {
		images[m.ID] = present(m.ThumbnailURL)
	}
	items := []any{}
	for _, cat := range domain.MediaCategories() {
		for _, c := range v.Sections[cat.Key].Items {
			u := c.URL
			if u == "" {
				u = d.publicURL + "/media-press#" + cat.Key
			}
			items = append(items, creativeWork{Type: "CreativeWork", Name: c.Title, Description: c.Description, URL: u, Image: d.absolute(images[c.ID]), Genre: cat.Label})
		}
	}
	return itemList("Media & Press", items)
}

// absolute makes a site path absolute with the public URL; other URLs stay.
func (d *pageData) absolute(u string) string {
	if strings.HasPrefix(u, "/") && !strings.HasPrefix(u, "//") {
		return d.publicURL + u
	}
	return u
}

// serve writes the page, or the app without server HTML when the lists
// cannot be read (it then shows each list's own error).
func (p *dynamicPage) serve(w http.ResponseWriter, r *http.Request) {
	pg, err := p.current(r.Context())
	if err != nil {
		pg = p.fallback
	}
	serveHTML(w, r, pg.body, pg.etag[0])
}

// embedData puts the page's data (API key → JSON body) in a JSON script,
// and the JSON-LD when given, before </body>. JSON from encoding/json
// escapes <, > and &, so neither can close its script.
func embedData(page []byte, data map[string][]byte, jsonLD []byte) ([]byte, error) {
	i := bytes.LastIndex(page, []byte("</body>"))
	if i < 0 {
		return nil, errors.New("prerendered page has no </body>")
	}
	var b bytes.Buffer
	b.Grow(len(page) + len(jsonLD) + 1024)
	b.Write(page[:i])
	if jsonLD != nil {
		b.WriteString(`<script type="application/ld+json">`)
		b.Write(jsonLD)
		b.WriteString("</script>")
	}
	b.WriteString(`<script id="` + embeddedDataID + `" type="application/json">{`)
	for n, k := range slices.Sorted(maps.Keys(data)) {
		if n > 0 {
			b.WriteByte(',')
		}
		key, _ := json.Marshal(k)
		b.Write(key)
		b.WriteByte(':')
		b.Write(data[k])
	}
	b.WriteString("}</script>")
	b.Write(page[i:])
	return b.Bytes(), nil
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
