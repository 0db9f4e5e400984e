package httpapi

import (
	"net/http"
	"slices"
	"strings"

	"github.com/gorilla/mux"

	"github.com/portfolio-site/portfolio/adapters/pages"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// access says who may call a route: the role it needs (issue 43). A
// route that says nothing (byMethod) is public to read and the owner's
// alone to write, so a new admin route is the owner's until it says an
// editor may use it.
type access int

const (
	// byMethod: reads are public, writes need the signed-in owner.
	byMethod access = iota
	// openWrite: a write anyone may call (signing in and out, the contact
	// form); the cross-site guard still applies.
	openWrite
	// ownerRead: a read only the signed-in owner may make (the backup,
	// the users): reads are public by default, so these must say so.
	ownerRead
	// editorRead: a read a signed-in editor (or the owner) may make: the
	// inbox, the trash, the history, the drafts, Insights.
	editorRead
	// editorWrite: a write a signed-in editor (or the owner) may make:
	// the content, the site's words, drafts, publishing, the media
	// library, their own password, two-factor sign-in and passkeys.
	editorWrite
)

// role is the role a route needs, "" for anyone.
func (rt route) role() domain.Role {
	switch {
	case rt.access == editorRead || rt.access == editorWrite:
		return domain.RoleEditor
	case rt.access == ownerRead:
		return domain.RoleOwner
	case rt.method == http.MethodGet || rt.access == openWrite:
		return ""
	default:
		return domain.RoleOwner
	}
}

// route is one row of the API table. The last three columns are what the
// OpenAPI description (openapi.go, GET /api/openapi.json) says of the
// route beyond what the first four already tell it: read from the same
// row, the description cannot drift from the routes.
type route struct {
	method  string // GET also answers HEAD
	path    string
	handler http.HandlerFunc
	access  access
	// summary is the route's one line in the description.
	summary string
	// request is the request's body and query: the body is "" for none,
	// the Name of one of RequestBodies, bodySite, bodyUpload, or
	// alternatives "A|B" where "A[]" is a list of A; after a "?" come the
	// query parameters, "&" between them, ":integer" after a positive
	// whole number's name.
	request string
	// answer is what a success answers, and the errors the route can
	// answer besides those its other columns imply.
	answer answer
}

// apiRoutes is the whole JSON API (spec section 7 plus the extras). Every
// route passes through requireRole with the role its access column names
// (route.role), and every write, openWrite included,
// through the cross-site guard: the
// guards are applied by register, not by each handler, so a new write
// route cannot forget them.
func (s *server) apiRoutes() []route {
	const get, post, put, del, patch = http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete, http.MethodPatch
	const conflict, throttled, unavailable = http.StatusConflict, http.StatusTooManyRequests, http.StatusServiceUnavailable
	// The hot public reads come first: mux tries routes in order.
	rows := s.projectsAPI.hotRoutes()
	// Then the public lists of the other kinds (kind_*.go). Their paths
	// overlap no other route's, so where they stand among the reads
	// changes nothing that matches.
	for _, k := range s.contents {
		rows = append(rows, k.listRoute(s))
	}
	rows = append(rows, s.projectsAPI.readRoutes()...)
	rows = append(rows, s.siteAPI.readRoutes()...)
	rows = append(rows, route{get, "/api/openapi.json", s.handleOpenAPI, byMethod, "This description of the API (OpenAPI 3.1)", "", selfDescription})
	rows = append(rows, s.projectsAPI.writeRoutes()...)
	// The other kinds' create, update and delete (kind_*.go).
	for _, k := range s.contents {
		rows = append(rows, k.writeRoutes(s)...)
	}
	rows = append(rows, []route{
		{post, "/api/upload", s.handleUpload, editorWrite, "Upload an image (PNG, JPEG, GIF or WebP by its content)", bodyUpload, created[app.Upload]().or(http.StatusRequestTimeout)},
	}...)
	rows = append(rows, s.siteAPI.writeRoutes()...)
	rows = append(rows, s.signIn.routes()...)
	rows = append(rows, s.contactAPI.routes()...)
	rows = append(rows, s.signIn.accountRoutes()...)
	rows = append(rows, s.teamAPI.routes()...)
	rows = append(rows, []route{
		{get, "/api/redirects", s.handleRedirectList, editorRead, "The old addresses of moved project pages and where they redirect (301) now, with their visits", "", ok[[]domain.Redirect]()},
		{del, "/api/redirects/{id:[0-9]+}", s.handleRedirectDelete, byMethod, "Remove a redirect: its old address answers 404 from then on", "", noContent},
	}...)
	rows = append(rows, route{get, "/api/certificate", s.handleCertificate, ownerRead, "The HTTPS certificate the binary serves (absent behind a proxy): its expiry and whether the Dashboard warns (14 days before)", "", ok[certificateAnswer]()})
	rows = append(rows, s.insightsAPI.routes()...)
	rows = append(rows, s.historyAPI.routes()...)
	rows = append(rows, s.backupAPI.routes()...)
	return append(rows, s.editorialRoutes()...)
}

// editorialKind is a kind of content with drafts, publishing and
// schedules: its collection's path, its id (as GET /api/drafts names it),
// what the routes' summaries call it, and its editorial.
type editorialKind struct {
	base, kind, name string
	ed               func() editorial
}

// editorialKinds are the kinds with drafts, publishing and schedules. The
// editorials are made on use, so the table can be read without a running
// server (the description's DraftKind enum).
func (s *server) editorialKinds() []editorialKind {
	kinds := []editorialKind{
		{"/api/portfolio/projects", string(domain.TrashProject), "project", func() editorial {
			return editorialOf(s.content.ProjectEditorial(), func(p *domain.Project) any { p, _ = presentProject(p, nil); return p })
		}},
		{"/api/portfolio/links", string(domain.TrashLink), "link", func() editorial { return editorialOf(s.content.LinkEditorial(), nil) }},
		{"/api/portfolio/gallery", string(domain.TrashGallery), "gallery image", func() editorial { return editorialOf(s.content.GalleryEditorial(), nil) }},
		{"/api/site", domain.RevisionSite, "site document", func() editorial {
			return editorialOf(s.siteAPI.site.Editorial(), func(d *domain.Site) any { doc := d.WithLists(); doc.PublicURL = s.siteAPI.site.PublicURL(); return doc })
		}},
	}
	// The other kinds (kind_*.go) come between the gallery and the site.
	others := make([]editorialKind, 0, len(s.contents))
	for _, k := range s.contents {
		others = append(others, k.editorialKind())
	}
	return slices.Insert(kinds, len(kinds)-1, others...)
}

// editorialRoutes are the drafts, publishing and schedules of every kind
// (handlers_drafts.go), the same five routes under each kind's path, and
// the admin's lists of drafts and schedules.
func (s *server) editorialRoutes() []route {
	var rows []route
	for _, k := range s.editorialKinds() {
		rows = append(rows, s.draftRoutes(k.base, k.name, k.ed)...)
	}
	return append(rows, s.editorialAPI.routes()...)
}

// pageRoutes are the public pages' own writes, answered with HTML: the
// forms that work without script. Like the API's writes they pass the
// cross-site guard (a browser sends Origin with a form post, so a
// same-origin form passes and another site's is refused).
func (s *server) pageRoutes() []route {
	return []route{
		{method: http.MethodPost, path: pages.ContactPath, handler: s.contactAPI.handleContactForm, access: openWrite},
	}
}

// plainRoutes are the GETs outside the API's table: the press kit's files,
// the probes, uploaded files, robots.txt, sitemap.xml, the manifest, the
// drawn share images and the preview pages.
func (s *server) plainRoutes() []route {
	return append(s.pressKitAPI.routes(), []route{
		{method: http.MethodGet, path: "/healthz", handler: s.handleHealthz},
		{method: http.MethodGet, path: "/readyz", handler: s.handleReadyz},
		{method: http.MethodGet, path: "/uploads/{name}", handler: s.handleUploadedFile},
		{method: http.MethodGet, path: "/robots.txt", handler: s.pages.ServeRobots},
		{method: http.MethodGet, path: "/sitemap.xml", handler: s.pages.ServeSitemap},
		{method: http.MethodGet, path: "/manifest.json", handler: s.pages.ServeManifest},
		{method: http.MethodGet, path: pages.ShareCardPrefix + "{name}", handler: s.pages.ServeShareImage},
		{method: http.MethodGet, path: "/preview/{token}", handler: s.editorialAPI.handlePreviewPage},
		{method: http.MethodGet, path: "/preview/{token}/{rest:.*}", handler: s.editorialAPI.handlePreviewPage},
	}...)
}

// routes builds the router: the API, the pages' forms, the probes, uploads,
// robots.txt, sitemap.xml and, last, the frontend for every other GET
// outside /api/.
// The router is flat on purpose: mux loses a 405 inside subrouters.
//
// A write that is cross-site is refused whether or not its route exists:
// the guard wraps every write route and the not-found and 405 answers, so
// no request with a state-changing method escapes it, while GETs (and the
// static fast path) never meet it.
func (s *server) routes() *mux.Router {
	root := mux.NewRouter()
	s.staticGETs = map[string]http.HandlerFunc{}
	guard := newCrossSiteGuard(s.cfg.PublicURL, s.log)
	for _, rt := range s.apiRoutes() {
		s.register(root, rt, guard)
	}
	// The contact form without script: the same cross-site rule as the
	// API's, refused with the form page rather than JSON.
	formGuard := newCrossSiteGuard(s.cfg.PublicURL, s.log)
	formGuard.SetDenyHandler(http.HandlerFunc(s.contactAPI.handleContactFormCrossSite))
	for _, rt := range s.pageRoutes() {
		s.register(root, rt, formGuard)
	}
	for _, rt := range s.plainRoutes() {
		s.register(root, rt, guard)
	}
	root.MatcherFunc(func(r *http.Request, _ *mux.RouteMatch) bool { return !isAPIPath(r.URL.Path) }).
		Methods(http.MethodGet, http.MethodHead).Handler(s.named("(frontend)", s.checkingPagePath(s.insightsAPI.countingViews(s.pages.ServeHTTP))))
	root.NotFoundHandler = s.named("(not found)", guard.Handler(http.HandlerFunc(s.handleNotFound)).ServeHTTP)
	root.MethodNotAllowedHandler = s.named("(method not allowed)", guard.Handler(s.handleMethodNotAllowed(root)).ServeHTTP)
	return root
}

func isAPIPath(p string) bool { return strings.HasPrefix(p, "/api/") || p == "/api" }

// register adds one route, guarding it with requireRole when it needs
// one (route.role: every write but openWrite ones, every ownerRead and
// editorRead), every write with the cross-site guard (first, so a forged
// request learns nothing of the session), every route with the path
// parameters' text rule (checkingPathParams), and labelling the handler with
// its path template for the log.
func (s *server) register(r *mux.Router, rt route, guard *http.CrossOriginProtection) {
	h := rt.handler
	if role := rt.role(); role != "" {
		h = s.requireRole(role, h)
	}
	// Inside the cross-site guard, so a forged write learns nothing; before
	// requireAdmin, so a malformed path is a 400 for anyone.
	h = s.checkingPathParams(h)
	if rt.method != http.MethodGet {
		h = guard.Handler(h).ServeHTTP
	}
	methods := []string{rt.method}
	if rt.method == http.MethodGet {
		methods = append(methods, http.MethodHead)
	}
	// Path before Methods: mux forgets a method mismatch seen on an earlier
	// route as soon as any matcher of a later route matches, so a later
	// route must fail on its path first, or a 405 turns into a 404.
	mr := r.NewRoute().Path(rt.path).Methods(methods...)
	tpl, err := mr.GetPathTemplate()
	if err != nil {
		tpl = rt.path
	}
	named := s.named(tpl, h)
	mr.Handler(named)
	if rt.method == http.MethodGet && !strings.Contains(rt.path, "{") {
		s.staticGETs[rt.path] = named
	}
}

// handleMethodNotAllowed answers 405 with the methods the path allows.
func (s *server) handleMethodNotAllowed(root *mux.Router) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var allowed []string
		for _, m := range []string{http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
			probe := *r
			probe.Method = m
			var match mux.RouteMatch
			if root.Match(&probe, &match) && match.MatchErr == nil {
				allowed = append(allowed, m)
			}
		}
		w.Header().Set("Allow", strings.Join(allowed, ", "))
		if !isAPIPath(r.URL.Path) {
			http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
			return
		}
		writeMessage(w, http.StatusMethodNotAllowed, msgMethodNotAllowed)
	}
}

// handleNotFound answers a path no route knows: JSON under /api/, text
// elsewhere (the frontend answers every other GET itself).
func (s *server) handleNotFound(w http.ResponseWriter, r *http.Request) {
	if !isAPIPath(r.URL.Path) {
		http.NotFound(w, r)
		return
	}
	writeMessage(w, http.StatusNotFound, msgNotFound)
}
