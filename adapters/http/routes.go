package httpapi

import (
	"net/http"
	"strings"

	"github.com/gorilla/mux"

	"github.com/portfolio-site/portfolio/adapters/pages"
)

// access says who may call a route.
type access int

const (
	// byMethod: reads are public, writes need a signed-in administrator.
	byMethod access = iota
	// openWrite: a write anyone may call (signing in and out, the contact
	// form); the cross-site guard still applies.
	openWrite
	// adminRead: a read only a signed-in administrator may make (the
	// inbox, the backup): reads are public by default, so these must say so.
	adminRead
)

// route is one row of the API table.
type route struct {
	method  string // GET also answers HEAD
	path    string
	handler http.HandlerFunc
	access  access
}

// apiRoutes is the whole JSON API (spec section 7 plus the extras). Every
// write in it passes through requireAdmin unless marked openWrite, as does
// every read marked adminRead, and every write, openWrite included,
// through the cross-site guard: the
// guards are applied by register, not by each handler, so a new write
// route cannot forget them.
func (s *server) apiRoutes() []route {
	const get, post, put, del = http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete
	return []route{
		// The hot public reads come first: mux tries routes in order.
		{get, "/api/portfolio/projects", s.handleProjectList, byMethod},
		{get, "/api/portfolio/gallery-images", s.handleGalleryImageList, byMethod},
		{get, "/api/notable-collaborations", s.handleCollaborationList, byMethod},
		{get, "/api/media-press", s.handleMediaList, byMethod},
		{get, "/api/investments", s.handleInvestmentList, byMethod},
		{get, "/api/portfolio/projects/{id:[0-9]+}", s.handleProjectGet, byMethod},
		{get, "/api/portfolio/projects/{projectId:[0-9]+}/links", s.handleLinkList, byMethod},
		{get, "/api/portfolio/projects/{projectId:[0-9]+}/gallery", s.handleGalleryList, byMethod},
		{get, "/api/portfolio/section-layouts", s.handleSectionLayoutList, byMethod},
		{get, "/api/site", s.handleSite, byMethod},

		{post, "/api/portfolio/projects", s.handleProjectCreate, byMethod},
		{post, "/api/portfolio/projects/reorder", s.handleProjectReorder, byMethod},
		{put, "/api/portfolio/projects/{id:[0-9]+}", s.handleProjectUpdate, byMethod},
		{del, "/api/portfolio/projects/{id:[0-9]+}", s.handleProjectDelete, byMethod},

		{post, "/api/portfolio/projects/{projectId:[0-9]+}/links", s.handleLinkCreate, byMethod},
		{put, "/api/portfolio/links/{id:[0-9]+}", s.handleLinkUpdate, byMethod},
		{del, "/api/portfolio/links/{id:[0-9]+}", s.handleLinkDelete, byMethod},

		{post, "/api/portfolio/projects/{projectId:[0-9]+}/gallery", s.handleGalleryCreate, byMethod},
		{put, "/api/portfolio/gallery/{id:[0-9]+}", s.handleGalleryUpdate, byMethod},
		{del, "/api/portfolio/gallery/{id:[0-9]+}", s.handleGalleryDelete, byMethod},

		{post, "/api/notable-collaborations", s.handleCollaborationCreate, byMethod},
		{put, "/api/notable-collaborations/{id:[0-9]+}", s.handleCollaborationUpdate, byMethod},
		{del, "/api/notable-collaborations/{id:[0-9]+}", s.handleCollaborationDelete, byMethod},

		{post, "/api/media-press", s.handleMediaCreate, byMethod},
		{put, "/api/media-press/{id:[0-9]+}", s.handleMediaUpdate, byMethod},
		{del, "/api/media-press/{id:[0-9]+}", s.handleMediaDelete, byMethod},

		{post, "/api/investments", s.handleInvestmentCreate, byMethod},
		{put, "/api/investments/{id:[0-9]+}", s.handleInvestmentUpdate, byMethod},
		{del, "/api/investments/{id:[0-9]+}", s.handleInvestmentDelete, byMethod},

		{post, "/api/portfolio/section-layouts", s.handleSectionLayoutCreate, byMethod},
		{put, "/api/portfolio/section-layouts/{id:[0-9]+}", s.handleSectionLayoutUpdate, byMethod},
		{del, "/api/portfolio/section-layouts/{id:[0-9]+}", s.handleSectionLayoutDelete, byMethod},

		{post, "/api/upload", s.handleUpload, byMethod},

		{put, "/api/site", s.handleSiteUpdate, byMethod},

		{get, "/api/auth/status", s.handleAuthStatus, byMethod},
		{post, "/api/auth/login", s.handleLogin, openWrite},
		{post, "/api/auth/logout", s.handleLogout, openWrite},
		{post, "/api/auth/login/2fa", s.handleLoginSecondStep, openWrite},
		{post, "/api/auth/2fa/setup", s.handleTwoFactorSetup, byMethod},
		{post, "/api/auth/2fa/enable", s.handleTwoFactorEnable, byMethod},
		{post, "/api/auth/2fa/disable", s.handleTwoFactorDisable, byMethod},

		{get, "/api/contact/token", s.handleContactToken, byMethod},
		{post, "/api/contact", s.handleContactSubmit, openWrite},
		{get, "/api/messages", s.handleMessageList, adminRead},
		{put, "/api/messages/{id:[0-9]+}", s.handleMessageUpdate, byMethod},
		{del, "/api/messages/{id:[0-9]+}", s.handleMessageDelete, byMethod},
		{post, "/api/auth/password", s.handleChangePassword, byMethod},

		{get, "/api/trash", s.handleTrashList, adminRead},
		{del, "/api/trash", s.handleTrashEmpty, byMethod},
		{post, "/api/trash/{kind}/{id:[0-9]+}/restore", s.handleTrashRestore, byMethod},
		{del, "/api/trash/{kind}/{id:[0-9]+}", s.handleTrashPurge, byMethod},
		{get, "/api/activity", s.handleActivityList, adminRead},
		{get, "/api/backup", s.handleBackup, adminRead},
	}
}

// pageRoutes are the public pages' own writes, answered with HTML: the
// forms that work without script. Like the API's writes they pass the
// cross-site guard (a browser sends Origin with a form post, so a
// same-origin form passes and another site's is refused).
func (s *server) pageRoutes() []route {
	return []route{
		{http.MethodPost, pages.ContactPath, s.handleContactForm, openWrite},
	}
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
	formGuard.SetDenyHandler(http.HandlerFunc(s.handleContactFormCrossSite))
	for _, rt := range s.pageRoutes() {
		s.register(root, rt, formGuard)
	}
	for _, rt := range []route{
		{http.MethodGet, "/healthz", s.handleHealthz, byMethod},
		{http.MethodGet, "/readyz", s.handleReadyz, byMethod},
		{http.MethodGet, "/uploads/{name}", s.handleUploadedFile, byMethod},
		{http.MethodGet, "/robots.txt", s.pages.ServeRobots, byMethod},
		{http.MethodGet, "/sitemap.xml", s.pages.ServeSitemap, byMethod},
		{http.MethodGet, "/manifest.json", s.pages.ServeManifest, byMethod},
	} {
		s.register(root, rt, guard)
	}
	root.MatcherFunc(func(r *http.Request, _ *mux.RouteMatch) bool { return !isAPIPath(r.URL.Path) }).
		Methods(http.MethodGet, http.MethodHead).Handler(s.named("(frontend)", s.pages.ServeHTTP))
	root.NotFoundHandler = s.named("(not found)", guard.Handler(http.HandlerFunc(s.handleNotFound)).ServeHTTP)
	root.MethodNotAllowedHandler = s.named("(method not allowed)", guard.Handler(s.handleMethodNotAllowed(root)).ServeHTTP)
	return root
}

func isAPIPath(p string) bool { return strings.HasPrefix(p, "/api/") || p == "/api" }

// register adds one route, guarding every write that is not openWrite, and
// every adminRead, with requireAdmin, every write with the cross-site guard (first, so a forged
// request learns nothing of the session), and labelling the handler with
// its path template for the log.
func (s *server) register(r *mux.Router, rt route, guard *http.CrossOriginProtection) {
	h := rt.handler
	if rt.method != http.MethodGet {
		if rt.access != openWrite {
			h = s.requireAdmin(h)
		}
		h = guard.Handler(h).ServeHTTP
	} else if rt.access == adminRead {
		h = s.requireAdmin(h)
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
		for _, m := range []string{http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodDelete} {
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
