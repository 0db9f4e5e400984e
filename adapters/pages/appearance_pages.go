package pages

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/portfolio-site/portfolio/adapters/httpcache"
	"github.com/portfolio-site/portfolio/domain"
)

// Every active appearance has a page at /speaking/{slug}, rendered from
// one template of the build (appearanceTemplateRoute, every value a
// marker) with the appearance's view, head and Event JSON-LD, and a
// calendar file at /speaking/{slug}.ics; /speaking.ics is the calendar of
// them all. They are made from the visitors' list as the cache has it, each
// page rendered once per version of that list, so a save shows on the next
// load.

// appearanceTemplateRoute is the path the build prerenders the appearance
// page at (frontend/src/lib/routes.ts APPEARANCE_TEMPLATE_PATH).
const appearanceTemplateRoute = "/speaking/__appearance__"

// appearanceRouteKey names the appearance pages in logs and readiness.
const appearanceRouteKey = "(appearance page)"

// ctCalendar is an iCalendar file's content type.
const ctCalendar = "text/calendar; charset=utf-8"

// compileAppearanceTemplate compiles the build's appearance page, nil when
// the build has none.
func compileAppearanceTemplate(fsys fs.FS) (*routeTemplate, error) {
	src, err := fs.ReadFile(fsys, prerenderedFile(appearanceTemplateRoute))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return compileRoute(appearanceTemplateRoute, src, true)
}

// speakingPathSlug is the slug of /speaking/{slug} (ics: of
// /speaking/{slug}.ics); ok is false for any other path.
func speakingPathSlug(p string) (slug string, ics, ok bool) {
	rest, found := strings.CutPrefix(p, domain.SpeakingPath+"/")
	if !found {
		return "", false, false
	}
	slug, ics = strings.CutSuffix(rest, ".ics")
	return slug, ics, domain.IsSlug(slug) && rest != "__appearance__"
}

// appearancePages are the appearance pages of one build.
type appearancePages struct {
	t       *routeTemplate // nil: no page (the .ics files still answer)
	data    *pageData
	g       *seoRenderer
	noIndex bool

	mu   sync.Mutex
	last atomic.Pointer[appearanceSet]
}

// appearanceSet is one version of the list: the appearances by slug and
// the pages rendered so far.
type appearanceSet struct {
	version string
	items   []domain.Appearance
	bySlug  map[string]domain.Appearance

	mu    sync.Mutex
	pages map[string]*page
}

// current is the set of the list as the cache has it now.
func (ap *appearancePages) current(ctx context.Context) (*appearanceSet, error) {
	d := ap.data
	e, err := d.catalogue.List(ctx, d.viewer, domain.KindAppearance)
	if err != nil {
		return nil, errPageData{err}
	}
	if last := ap.last.Load(); last != nil && last.version == e.ETag {
		return last, nil
	}
	ap.mu.Lock()
	defer ap.mu.Unlock()
	var items []domain.Appearance
	if err := unmarshalList(e.Body, &items); err != nil {
		return nil, fmt.Errorf("%s: %w", appearanceRouteKey, err)
	}
	set := &appearanceSet{version: e.ETag, items: items, bySlug: map[string]domain.Appearance{}, pages: map[string]*page{}}
	for _, a := range items {
		if a.Slug != "" {
			set.bySlug[a.Slug] = a
		}
	}
	ap.last.Store(set)
	return set, nil
}

// sitemapEntries are the appearances' pages, by start, each changed when
// it was made (appearances keep no later time).
func (s *appearanceSet) sitemapEntries() []sitemapEntry {
	out := make([]sitemapEntry, 0, len(s.items))
	for _, a := range s.items {
		if a.Path != "" {
			out = append(out, sitemapEntry{path: a.Path, lastmod: a.CreatedAt})
		}
	}
	return out
}

// page is the page of the appearance a, rendered once per set (and per
// side of now: upcoming or past).
func (ap *appearancePages) page(set *appearanceSet, a domain.Appearance, now time.Time) (*page, error) {
	key := a.Slug
	if !a.Upcoming(now) {
		key += "/past"
	}
	set.mu.Lock()
	defer set.mu.Unlock()
	if pg := set.pages[key]; pg != nil {
		return pg, nil
	}
	body, err := ap.t.tmpl.render(ap.fill(a, now))
	if err != nil {
		return nil, fmt.Errorf("%s %q: %w", appearanceRouteKey, a.Slug, err)
	}
	pg := newPage(body)
	set.pages[key] = pg
	return pg, nil
}

// fill is the template's data for an appearance.
func (ap *appearancePages) fill(a domain.Appearance, now time.Time) map[string]any {
	view := appearancePage(a, now)
	rp := &routePage{t: ap.t, key: appearanceRouteKey, data: ap.data, head: ap.g.headSlots(ap.t.file, ap.seoRoute(view, a))}
	return rp.fill(map[string]any{"appearance": view}, map[string]any{"path": a.Path, "search": ""}, nil)
}

// check fails when the template reads a path an appearance's page does
// not provide.
func (ap *appearancePages) check() error {
	probe := domain.Appearance{Title: "Probe", Slug: "probe", Role: "talk", StartsAt: "2027-05-14T09:30:00+02:00", TimeZone: "Europe/Berlin"}
	probe.SetPath()
	data := ap.fill(probe, time.Now())
	for _, path := range ap.t.tmpl.fields() {
		if strings.HasPrefix(path, "site.") {
			continue
		}
		if _, ok := lookupPath(data, path); !ok {
			return fmt.Errorf("page %q reads %q, which the server does not provide", appearanceRouteKey, path)
		}
	}
	head := ap.g.headSlots(ap.t.file, seoRoute{})
	return ap.t.tmpl.typeCheck(appearanceRouteKey, ap.data.dataType(head, map[string]any{"appearance": appearancePageView{}}, false))
}

// seoRoute is an appearance page's head: its title, description, share
// card (the image's share copy when it is an upload) and Event JSON-LD.
func (ap *appearancePages) seoRoute(v appearancePageView, a domain.Appearance) seoRoute {
	desc := metaDescription(a.Description)
	if desc == "" {
		desc = metaDescription(strings.Join(nonEmpty(v.Card.Role, v.Card.EventName, v.Card.When, v.Card.Place), " · "))
	}
	rt := seoRoute{Path: a.Path, Title: a.Title + " | Speaking | " + ap.g.site.Name, Description: desc, OGType: "article", NoIndex: ap.noIndex}
	if share, ok := shareImageOf(present(a.ImageURL), a.ImageFocalX, a.ImageFocalY); ok {
		rt.Image = share
		rt.imageSize = imageSize{domain.ShareImageWidth, domain.ShareImageHeight, domain.ShareImageType().ContentType}
	}
	rt.jsonLD = ap.g.appearanceJSONLD(a, desc)
	return rt
}

func nonEmpty(parts ...string) []string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

type ldPlace struct {
	Type    string           `json:"@type"`
	Name    string           `json:"name,omitempty"`
	URL     string           `json:"url,omitempty"`
	Address *ldPostalAddress `json:"address,omitempty"`
}

type ldPostalAddress struct {
	Type     string `json:"@type"`
	Locality string `json:"addressLocality,omitempty"`
	Country  string `json:"addressCountry,omitempty"`
}

type ldEvent struct {
	Type           string      `json:"@type"`
	ID             string      `json:"@id"`
	Name           string      `json:"name"`
	Description    string      `json:"description,omitempty"`
	URL            string      `json:"url"`
	Image          string      `json:"image,omitempty"`
	StartDate      string      `json:"startDate"`
	EndDate        string      `json:"endDate,omitempty"`
	EventStatus    string      `json:"eventStatus"`
	AttendanceMode string      `json:"eventAttendanceMode"`
	Location       []ldPlace   `json:"location"`
	Performer      ldPersonRef `json:"performer"`
	SuperEvent     *ldPlace    `json:"superEvent,omitempty"`
}

// appearanceJSONLD is the page's graph: the owner, the site and the event
// (the owner its performer), with the breadcrumb Home › Speaking › Title.
func (g *seoRenderer) appearanceJSONLD(a domain.Appearance, description string) []byte {
	person := g.ldOwner()
	ev := ldEvent{Type: "Event", ID: g.absolute(a.Path) + "#event", Name: a.Title, Description: description, URL: g.absolute(a.Path),
		StartDate: a.StartsAt, EndDate: a.EndsAt, EventStatus: "https://schema.org/EventScheduled",
		Performer: ldPersonRef{Type: "Person", ID: person.ID, Name: person.Name}}
	if img := present(a.ImageURL); img != "" {
		ev.Image = g.absolute(img)
	}
	physical := present(a.Venue) != "" || present(a.City) != "" || present(a.Country) != ""
	if physical {
		p := ldPlace{Type: "Place", Name: present(a.Venue)}
		if present(a.City) != "" || present(a.Country) != "" {
			p.Address = &ldPostalAddress{Type: "PostalAddress", Locality: present(a.City), Country: present(a.Country)}
		}
		if p.Name == "" {
			p.Name = strings.Join(nonEmpty(present(a.City), present(a.Country)), ", ")
		}
		ev.Location = append(ev.Location, p)
	}
	switch {
	case a.Online && physical:
		ev.AttendanceMode = "https://schema.org/MixedEventAttendanceMode"
	case a.Online:
		ev.AttendanceMode = "https://schema.org/OnlineEventAttendanceMode"
	default:
		ev.AttendanceMode = "https://schema.org/OfflineEventAttendanceMode"
	}
	if a.Online {
		url := present(a.URL)
		if url == "" {
			url = g.absolute(a.Path)
		}
		ev.Location = append(ev.Location, ldPlace{Type: "VirtualLocation", URL: url})
	}
	if len(ev.Location) == 0 {
		ev.Location = []ldPlace{{Type: "Place", Name: "To be announced"}}
	}
	if e := present(a.EventName); e != "" {
		ev.SuperEvent = &ldPlace{Type: "Event", Name: e, URL: present(a.URL)}
	}
	crumbs := ldBreadcrumbList{Type: "BreadcrumbList"}
	for i, c := range [][2]string{{"Home", "/"}, {"Speaking", domain.SpeakingPath}, {a.Title, a.Path}} {
		crumbs.Items = append(crumbs.Items, ldBreadcrumbItem{Type: "ListItem", Position: i + 1, Name: c[0], Item: g.absolute(c[1])})
	}
	out, err := json.Marshal(ldGraph{Context: "https://schema.org", Graph: []any{person, g.ldSite(), ev, crumbs}})
	if err != nil {
		return []byte("{}")
	}
	return out
}

// isAppearancePage reports whether /speaking/{slug} is a page visitors get.
func (h *Site) isAppearancePage(ctx context.Context, slug string) bool {
	b, err := h.current(ctx)
	if err != nil || b.appearances == nil || b.appearances.t == nil {
		return false
	}
	set, err := b.appearances.current(ctx)
	if err != nil {
		return false
	}
	_, found := set.bySlug[slug]
	return found
}

// serveSpeaking answers /speaking.ics, /speaking/{slug}.ics and
// /speaking/{slug}; it reports false for any other path.
func (h *Site) serveSpeaking(w http.ResponseWriter, r *http.Request, p string) bool {
	slug, ics, ok := speakingPathSlug(p)
	all := p == domain.SpeakingPath+".ics"
	if !ok && !all {
		return false
	}
	b, err := h.current(r.Context())
	if err != nil {
		h.pageFailed(w, r, appearanceRouteKey, err)
		return true
	}
	ap := b.appearances
	if ap == nil {
		h.servePage(w, r, b.notFound, http.StatusNotFound)
		return true
	}
	set, err := ap.current(r.Context())
	if err != nil {
		h.pageFailed(w, r, appearanceRouteKey, err)
		return true
	}
	now := time.Now()
	base, name := ap.g.absolute(""), ap.g.site.Name
	if all {
		httpcache.SetNoCache(w.Header())
		httpcache.WriteStatic(w, r, ctCalendar, icsCalendar(icsRecent(set.items, now), base, name+" – Speaking"))
		return true
	}
	a, found := set.bySlug[slug]
	switch {
	case !found:
		h.servePage(w, r, b.notFound, http.StatusNotFound)
	case ics:
		httpcache.SetNoCache(w.Header())
		w.Header().Set("Content-Disposition", `attachment; filename="`+slug+`.ics"`)
		httpcache.WriteStatic(w, r, ctCalendar, icsCalendar([]domain.Appearance{a}, base, name+" – "+a.Title))
	case ap.t == nil:
		h.servePage(w, r, b.notFound, http.StatusNotFound)
	default:
		pg, err := ap.page(set, a, now)
		if err != nil {
			h.pageFailed(w, r, appearanceRouteKey, err)
			return true
		}
		h.health.ok(appearanceRouteKey)
		h.html.ServeHTML(w, r, pg.body, pg.etag[0])
	}
	return true
}
