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
// write in it passes through requireAdmin unless marked openWrite, as does
// every read marked adminRead, and every write, openWrite included,
// through the cross-site guard: the
// guards are applied by register, not by each handler, so a new write
// route cannot forget them.
func (s *server) apiRoutes() []route {
	const get, post, put, del, patch = http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete, http.MethodPatch
	const conflict, throttled, unavailable = http.StatusConflict, http.StatusTooManyRequests, http.StatusServiceUnavailable
	rows := []route{
		// The hot public reads come first: mux tries routes in order.
		{get, "/api/portfolio/projects", s.handleProjectList, byMethod, "The projects, in page order, of a category and subcategory if given", "?category&subcategory", ok[[]domain.Project]()},
		{get, "/api/portfolio/gallery-images", s.handleGalleryImageList, byMethod, "Every project's gallery images", "", ok[[]domain.GalleryImage]()},
	}
	// Then the public lists of the other kinds (kind_*.go). Their paths
	// overlap no other route's, so where they stand among the reads
	// changes nothing that matches.
	for _, k := range s.contents {
		rows = append(rows, k.listRoute(s))
	}
	rows = append(rows, []route{
		{get, "/api/portfolio/projects/{id:[0-9]+}", s.handleProjectGet, byMethod, "One project with its links and gallery", "", ok[domain.Project]()},
		{get, "/api/portfolio/projects/{projectId:[0-9]+}/links", s.handleLinkList, byMethod, "A project's links", "", ok[[]domain.ProjectLink]()},
		{get, "/api/portfolio/projects/{projectId:[0-9]+}/gallery", s.handleGalleryList, byMethod, "A project's gallery images", "", ok[[]domain.GalleryImage]()},
		{get, "/api/site", s.handleSite, byMethod, "The site document", "", ok[domain.Site]()},
		{get, "/api/openapi.json", s.handleOpenAPI, byMethod, "This description of the API (OpenAPI 3.1)", "", selfDescription},

		{post, "/api/portfolio/projects", s.handleProjectCreate, byMethod, "Create a project", "ProjectRequest", created[domain.Project]()},
		{post, "/api/portfolio/projects/reorder", s.handleProjectReorder, byMethod, "Swap the order of two projects", "ReorderRequest", ok[[]domain.Project]()},
		{put, "/api/portfolio/projects/{id:[0-9]+}", s.handleProjectUpdate, byMethod, "Update a project (members left out are kept)", "ProjectRequest", ok[domain.Project]()},
		{del, "/api/portfolio/projects/{id:[0-9]+}", s.handleProjectDelete, byMethod, "Move a project to the trash", "", noContent},

		{post, "/api/portfolio/projects/{projectId:[0-9]+}/links", s.handleLinkCreate, byMethod, "Add a link to a project", "LinkRequest", created[domain.ProjectLink]()},
		{put, "/api/portfolio/links/{id:[0-9]+}", s.handleLinkUpdate, byMethod, "Update a link", "LinkRequest", ok[domain.ProjectLink]()},
		{del, "/api/portfolio/links/{id:[0-9]+}", s.handleLinkDelete, byMethod, "Move a link to the trash", "", noContent},

		{post, "/api/portfolio/projects/{projectId:[0-9]+}/gallery", s.handleGalleryCreate, byMethod, "Add one gallery image, or a list of them (all or nothing)", "GalleryImageRequest|GalleryImageRequest[]", createdOneOf[domain.GalleryImage, []domain.GalleryImage]()},
		{post, "/api/portfolio/gallery/reorder", s.handleGalleryReorder, byMethod, "Swap the places of two images of one gallery", "ReorderRequest", ok[[]domain.GalleryImage]()},
		{put, "/api/portfolio/gallery/{id:[0-9]+}", s.handleGalleryUpdate, byMethod, "Update a gallery image", "GalleryImageRequest", ok[domain.GalleryImage]()},
		{del, "/api/portfolio/gallery/{id:[0-9]+}", s.handleGalleryDelete, byMethod, "Move a gallery image to the trash", "", noContent},
	}...)
	// The other kinds' create, update and delete (kind_*.go).
	for _, k := range s.contents {
		rows = append(rows, k.writeRoutes(s)...)
	}
	rows = append(rows, []route{
		{post, "/api/upload", s.handleUpload, byMethod, "Upload an image (PNG, JPEG, GIF or WebP by its content)", bodyUpload, created[app.Upload]().or(http.StatusRequestTimeout)},

		{put, "/api/site", s.handleSiteUpdate, byMethod, "Update the site document (members left out are kept); answers the whole document", bodySite, ok[domain.Site]()},

		{get, "/api/auth/status", s.handleAuthStatus, byMethod, "Whether the session cookie names a signed-in administrator", "", ok[authStatusWithTwoFactor]()},
		{post, "/api/auth/login", s.handleLogin, openWrite, "Sign in: sets the session cookie, or asks for the second step", "LoginRequest", okOneOf[authStatus, twoFactorRequired]().or(http.StatusUnauthorized, throttled)},
		{post, "/api/auth/logout", s.handleLogout, openWrite, "Sign out: ends the session and expires its cookie", "", ok[authStatus]()},
		{post, "/api/auth/login/2fa", s.handleLoginSecondStep, openWrite, "Sign in, second step: an authenticator or recovery code", "TwoFactorCodeRequest", ok[authStatus]().or(http.StatusUnauthorized, throttled)},
		{post, "/api/auth/2fa/setup", s.handleTwoFactorSetup, byMethod, "Start two-factor sign-in: a new secret to enrol", "", ok[twoFactorSetupAnswer]().or(conflict)},
		{post, "/api/auth/2fa/enable", s.handleTwoFactorEnable, byMethod, "Turn two-factor sign-in on with a first code; answers the recovery codes", "TwoFactorCodeRequest", ok[recoveryCodesAnswer]().or(conflict)},
		{post, "/api/auth/2fa/disable", s.handleTwoFactorDisable, byMethod, "Turn two-factor sign-in off", "TwoFactorDisableRequest", noContent.or(conflict, throttled)},
		{get, "/api/auth/passkey", s.handlePasskeyOffer, byMethod, "Whether the sign-in page offers passkeys (the site's address can carry them and one is registered)", "", ok[passkeyOfferAnswer]()},
		{post, "/api/auth/passkey/options", s.handlePasskeySignInOptions, openWrite, "Begin a passkey sign-in: the options for navigator.credentials.get (any passkey of the site may answer; the challenge lasts 5 minutes, once)", "", ok[any]().or(unavailable, throttled)},
		{post, "/api/auth/passkey", s.handlePasskeySignIn, openWrite, "Sign in with a passkey: the browser's assertion; sets the session cookie", bodyCredential, ok[authStatus]().or(http.StatusUnauthorized, unavailable, throttled)},
		{post, "/api/auth/confirm", s.handleConfirm, byMethod, "Confirm who you are with the password (and a code with two-factor sign-in): changes of the passkeys are allowed for 5 minutes", "ConfirmRequest", ok[confirmedAnswer]().or(throttled)},
		{post, "/api/auth/confirm/passkey/options", s.handlePasskeyConfirmOptions, byMethod, "Begin a confirmation with one of your passkeys", "", ok[any]().or(conflict, unavailable, throttled)},
		{post, "/api/auth/confirm/passkey", s.handlePasskeyConfirm, byMethod, "Confirm who you are with a passkey: the browser's assertion", bodyCredential, ok[confirmedAnswer]().or(unavailable, throttled)},
		{get, "/api/auth/passkeys", s.handlePasskeyList, adminRead, "Your passkeys, whether passkeys only is on, and until when changes need no confirmation", "", ok[passkeyListAnswer]().or(unavailable)},
		{post, "/api/auth/passkeys/options", s.handlePasskeyRegisterOptions, byMethod, "Begin adding a passkey (needs a confirmation in the last 5 minutes): the options for navigator.credentials.create", "PasskeyNameRequest", ok[any]().or(conflict, unavailable, throttled)},
		{post, "/api/auth/passkeys", s.handlePasskeyRegister, byMethod, "Add a passkey: the browser's new credential; your other sessions end", bodyCredential, created[passkeyBody]().or(unavailable)},
		{patch, "/api/auth/passkeys/{id:[0-9]+}", s.handlePasskeyRename, byMethod, "Rename a passkey", "PasskeyNameRequest", ok[passkeyBody]().or(unavailable)},
		{del, "/api/auth/passkeys/{id:[0-9]+}", s.handlePasskeyRemove, byMethod, "Remove a passkey (needs a confirmation); your other sessions end", "", noContent.or(conflict, unavailable)},
		{put, "/api/auth/passkeys-only", s.handlePasskeysOnly, byMethod, "Turn passkeys only on or off (needs a confirmation): with it on, password sign-in is refused but for a recovery code", "PasskeysOnlyRequest", ok[passkeysOnlyAnswer]().or(conflict, unavailable)},

		{get, "/api/contact/token", s.handleContactToken, byMethod, "A signed token for the contact form", "", ok[app.ContactToken]()},
		{post, "/api/contact", s.handleContactSubmit, openWrite, "Send a message through the contact form", "ContactRequest", created[sentBody]().or(throttled)},
		{get, "/api/messages", s.handleMessageList, adminRead, "The contact inbox, newest first", "", ok[[]domain.Message]()},
		{put, "/api/messages/{id:[0-9]+}", s.handleMessageUpdate, byMethod, "Mark a message read or unread", "MessageReadRequest", ok[domain.Message]()},
		{del, "/api/messages/{id:[0-9]+}", s.handleMessageDelete, byMethod, "Move a message to the trash", "", noContent},
		{get, "/api/auth/sign-in-protection", s.handleSignInProtection, adminRead, "Sign-in protection: whether your name is locked for browsers that never signed in and until when, the attempts refused in the last 24 hours and from how many addresses, and whether this browser is trusted (a device cookie, not affected by the lock)", "", ok[app.SignInProtection]()},
		{post, "/api/auth/password", s.handleChangePassword, byMethod, "Change the administrator's password", "PasswordChangeRequest", noContent.or(throttled)},

		{get, "/api/redirects", s.handleRedirectList, adminRead, "The old addresses of moved project pages and where they redirect (301) now, with their visits", "", ok[[]domain.Redirect]()},
		{del, "/api/redirects/{id:[0-9]+}", s.handleRedirectDelete, byMethod, "Remove a redirect: its old address answers 404 from then on", "", noContent},
		{get, "/api/insights", s.handleInsights, adminRead, "The site's own analytics of the days from..to (both inclusive, UTC; default the last 30 days): views, visitors and bot views a day, pages, referrers, outbound clicks, Web Vitals p75 a page", "?from&to", ok[app.InsightsReport]().or(http.StatusBadRequest)},
		{get, "/api/insights/export", s.handleInsightsExport, adminRead, "One table of the analytics as CSV (table: days, pages, referrers, outbound, vitals, bots, devices or projects)", "?table&from&to", download("text/csv").or(http.StatusBadRequest)},
		{post, "/api/vitals", s.handleVitals, openWrite, "A real visitor's Core Web Vitals of a page view (a beacon: JSON or text/plain, at most 1 KiB)", "VitalBeacon", noContent.or(http.StatusBadRequest, throttled)},
		{post, "/api/views", s.handleView, openWrite, "Count the view of a page that was prerendered or prefetched and then opened (the page's beacon on activation: JSON or text/plain, at most 1 KiB); counted under the page views' limits", "PageViewBeacon", noContent.or(http.StatusBadRequest)},
		{post, "/api/outbound", s.handleOutbound, openWrite, "Count a click on an outbound link (the link's ping attribute or a beacon)", "?kind&id:integer", noContent.or(http.StatusBadRequest, throttled)},
		{get, "/api/trash", s.handleTrashList, adminRead, "The trash, newest deletion first", "", ok[[]domain.TrashItem]()},
		{del, "/api/trash", s.handleTrashEmpty, byMethod, "Empty the trash for good", "", noContent},
		{post, "/api/trash/{kind}/{id:[0-9]+}/restore", s.handleTrashRestore, byMethod, "Put an item back as it was", "", ok[domain.TrashItem]().or(conflict)},
		{del, "/api/trash/{kind}/{id:[0-9]+}", s.handleTrashPurge, byMethod, "Delete an item of the trash for good", "", noContent},
		{get, "/api/activity", s.handleActivityList, adminRead, "A page of the activity log, newest first: kind and action filter, before (an entry id) pages, limit sizes", "?kind&action&before:integer&limit:integer", ok[[]domain.ActivityEntry]().or(http.StatusBadRequest)},
		{get, "/api/revisions", s.handleRevisionList, adminRead, "An item's history, newest first: the states its changes replaced (kind: a trash kind, layout or site; the site document's id is 1)", "?kind&id:integer", ok[[]domain.Revision]().or(http.StatusBadRequest)},
		{get, "/api/revisions/{kind}/{id:[0-9]+}/{rev:[0-9]+}", s.handleRevisionGet, adminRead, "One revision with the item's state then (data, as the API showed it)", "", ok[revisionDetail]()},
		{post, "/api/revisions/{kind}/{id:[0-9]+}/{rev:[0-9]+}/restore", s.handleRevisionRestore, byMethod, "Make the item that revision's state again (a change like any other: it keeps the state it replaces as a new revision); answers the item", "", ok[any]().or(conflict)},
		{get, "/api/backup", s.handleBackup, adminRead, "Download the backup archive of the whole content", "", download("application/gzip")},
		{post, "/api/backup/inspect", s.handleBackupInspect, byMethod, "Read a backup archive (raw body, or the part file of a multipart body) and say what it holds, changing nothing", bodyArchive, ok[app.BackupSummary]().or(http.StatusRequestEntityTooLarge)},
		{post, "/api/backup/restore", s.handleBackupRestore, byMethod, "Replace the whole content and the uploads with a backup archive (the checks of portfolio import --replace; the administrator's account and sessions are kept)", bodyArchive, ok[restoreAnswer]().or(http.StatusRequestEntityTooLarge)},
		{get, "/api/uploads", s.handleLibraryList, adminRead, "The media library: every uploaded original, newest first, with where it is used", "", ok[[]app.LibraryFile]()},
		{del, "/api/uploads/{name}", s.handleLibraryDelete, byMethod, "Delete an uploaded file with its variants; refused (409, usedBy) while anything uses it", "", noContent.or(conflict)},
	}...)
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
			return editorialOf(s.siteContent.Editorial(), func(d *domain.Site) any { doc := d.WithLists(); doc.PublicURL = s.siteContent.PublicURL(); return doc })
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
	return append(rows,
		route{http.MethodPost, "/api/previews", s.handlePreviewCreate, byMethod, "Make a preview link: the whole site with every draft applied, for 7 days or until expiresAt (RFC 3339)", "PreviewRequest", created[previewAnswer]()},
		route{http.MethodGet, "/api/previews", s.handlePreviewList, adminRead, "The live preview links, newest first", "", ok[[]previewAnswer]()},
		route{http.MethodDelete, "/api/previews/{id:[0-9]+}", s.handlePreviewDelete, byMethod, "Revoke a preview link (it answers 404 from then on)", "", noContent},
		route{http.MethodGet, "/api/drafts", s.handleDraftList, adminRead, "Every draft (kind, id, title, updatedAt, actor), oldest change first", "", ok[[]domain.Draft]()},
		route{http.MethodGet, "/api/schedules", s.handleScheduleList, adminRead, "Every scheduled publish and unpublish, soonest first", "", ok[[]domain.Schedule]()},
	)
}

// pageRoutes are the public pages' own writes, answered with HTML: the
// forms that work without script. Like the API's writes they pass the
// cross-site guard (a browser sends Origin with a form post, so a
// same-origin form passes and another site's is refused).
func (s *server) pageRoutes() []route {
	return []route{
		{method: http.MethodPost, path: pages.ContactPath, handler: s.handleContactForm, access: openWrite},
	}
}

// plainRoutes are the GETs outside the API's table: the probes, uploaded
// files, robots.txt, sitemap.xml, the manifest and the preview pages.
func (s *server) plainRoutes() []route {
	return []route{
		{method: http.MethodGet, path: "/healthz", handler: s.handleHealthz},
		{method: http.MethodGet, path: "/readyz", handler: s.handleReadyz},
		{method: http.MethodGet, path: "/uploads/{name}", handler: s.handleUploadedFile},
		{method: http.MethodGet, path: "/robots.txt", handler: s.pages.ServeRobots},
		{method: http.MethodGet, path: "/sitemap.xml", handler: s.pages.ServeSitemap},
		{method: http.MethodGet, path: "/manifest.json", handler: s.pages.ServeManifest},
		{method: http.MethodGet, path: "/preview/{token}", handler: s.handlePreviewPage},
		{method: http.MethodGet, path: "/preview/{token}/{rest:.*}", handler: s.handlePreviewPage},
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
	for _, rt := range s.plainRoutes() {
		s.register(root, rt, guard)
	}
	root.MatcherFunc(func(r *http.Request, _ *mux.RouteMatch) bool { return !isAPIPath(r.URL.Path) }).
		Methods(http.MethodGet, http.MethodHead).Handler(s.named("(frontend)", s.checkingPagePath(s.countingViews(s.pages.ServeHTTP))))
	root.NotFoundHandler = s.named("(not found)", guard.Handler(http.HandlerFunc(s.handleNotFound)).ServeHTTP)
	root.MethodNotAllowedHandler = s.named("(method not allowed)", guard.Handler(s.handleMethodNotAllowed(root)).ServeHTTP)
	return root
}

func isAPIPath(p string) bool { return strings.HasPrefix(p, "/api/") || p == "/api" }

// register adds one route, guarding every write that is not openWrite, and
// every adminRead, with requireAdmin, every write with the cross-site guard (first, so a forged
// request learns nothing of the session), every route with the path
// parameters' text rule (checkingPathParams), and labelling the handler with
// its path template for the log.
func (s *server) register(r *mux.Router, rt route, guard *http.CrossOriginProtection) {
	h := rt.handler
	if rt.method != http.MethodGet {
		if rt.access != openWrite {
			h = s.requireAdmin(h)
		}
	} else if rt.access == adminRead {
		h = s.requireAdmin(h)
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
