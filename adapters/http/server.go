// Package httpapi is the HTTP adapter of the portfolio service: the JSON API
// of spec section 7 on gorilla/mux, the session cookie, uploads, the
// security headers, and the route table that also mounts the public pages
// (package pages, behind the small interfaces of pages.go) and the contact
// form without script.
//
// Every route is declared in routes.go, but for the simple kinds of
// content, each of which declares its whole API (routes, request body,
// schema, editorial) in one value of its kind_*.go file (content_api.go);
// request bodies are decoded in decode.go from one field table per entity
// (fields.go, kind_*.go); responses are encoded in encode.go; errors.go is
// the one place where a domain error code becomes an HTTP status.
package httpapi

import (
	"context"
	"errors"
	"net/http"
	"net/netip"
	"strings"
	"time"

	"github.com/gorilla/mux"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/httpcache"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/app/insights"
)

// Config tunes the HTTP adapter. Zero values take the defaults below.
type Config struct {
	// MaxBodyBytes limits JSON request bodies (default 1 MiB).
	MaxBodyBytes int64
	// SecureCookies marks the session cookie Secure even when the request
	// did not arrive over TLS (behind a TLS-terminating proxy).
	SecureCookies bool
	// CookieName names the session cookie (default "portfolio_session").
	CookieName string
	// PublicURL is the site's canonical address (config public_url), e.g.
	// https://portfolio.example.com: its origin is the one cross-site
	// checks accept besides the request's own Host.
	PublicURL string
	// HTTPS says the site is served over HTTPS even when a request arrives
	// in plain HTTP from a TLS-terminating proxy (public URL is https,
	// env is production, or http.secure_cookies): the session cookie is then
	// Secure with the __Host- prefix and responses carry HSTS. A request
	// that arrives over TLS is treated the same way regardless.
	HTTPS bool
	// HSTSMaxAge is the Strict-Transport-Security max-age over HTTPS
	// (config tls.hsts_max_age); zero takes DefaultHSTSMaxAge.
	HSTSMaxAge time.Duration
	// TrustedProxies are the addresses (CIDR prefixes) whose
	// X-Forwarded-For header is believed when finding a client's address;
	// from any other peer the connection's address is the client's.
	TrustedProxies []netip.Prefix
	// ReadTimeout and WriteTimeout are the http.Server's (config
	// http.read_timeout and http.write_timeout, default 15 s and 30 s):
	// the upload route sets its own deadlines in their place, never
	// giving an upload less than ReadTimeout, and its answer WriteTimeout
	// from when the file has arrived.
	ReadTimeout  time.Duration
	WriteTimeout time.Duration
	// UploadIdleTimeout is how long an upload's body may bring no byte
	// before it is refused as stalled (config http.upload_idle_timeout,
	// default 10 s).
	UploadIdleTimeout time.Duration
	// UploadMinRate is the slowest average rate, in bytes a second, an
	// upload's body may arrive at (config http.upload_min_rate, default
	// 50 KiB/s): the body must be in within its size over this rate.
	UploadMinRate int64
	// MaxRestoreBytes bounds a backup archive restored from the admin
	// (config http.max_restore_bytes, default 1 GiB).
	MaxRestoreBytes int64
}

// Defaults of Config.
const (
	DefaultMaxBodyBytes      = 1 << 20
	DefaultCookieName        = "portfolio_session"
	DefaultReadTimeout       = 15 * time.Second
	DefaultWriteTimeout      = 30 * time.Second
	DefaultUploadIdleTimeout = 10 * time.Second
	DefaultUploadMinRate     = 50 << 10
	DefaultMaxRestoreBytes   = 1 << 30
)

// Deps are what the server needs; NewServer rejects missing ones.
type Deps struct {
	// Content administers the content (every write).
	Content *app.ContentService
	// Catalogue answers the public reads, cache-aside.
	Catalogue *app.CatalogueService
	// Auth signs the administrator in and out.
	Auth *auth.Service
	// Team is the users and invitations (issue 43).
	Team *auth.Team
	// Uploads stores uploaded images.
	Uploads *app.UploadService
	// SiteContent owns the site document: GET and PUT /api/site.
	SiteContent *app.SiteService
	// Contact takes contact-form messages and serves the admin inbox.
	Contact *app.ContactService
	// Backup makes the archive of GET /api/backup.
	Backup *backup.Service
	// Backups are the scheduled backups (GET /api/backups); nil answers
	// 404.
	Backups *backup.Schedule
	// Rebuilds make the copies of the uploads a restore from the admin
	// leaves out, in the background (started by serve); nil: a restore
	// leaves them to portfolio images rebuild.
	Rebuilds *app.ImageRebuilds
	// History reads and restores the revisions of every item.
	History *app.History
	// Scheduler lists the drafts and scheduled changes (and applies them,
	// started by serve).
	Scheduler *app.Scheduler
	// Previews hands out the preview links and checks them.
	Previews *app.PreviewService
	// Insights count the page views and beacons and answer the admin's
	// report; nil counts nothing (and the report answers 404).
	Insights *insights.Service
	// PressKit makes the press kit's files (the one-sheet, the ZIP, the
	// headshots and logos /press-kit links to).
	PressKit *app.PressKitService
	// Pages are the public pages (pages.Site): every GET outside /api/,
	// the contact page of the form without script, their health for
	// /readyz and the hashes of their inline scripts for the CSP.
	Pages Pages
	// Ready checks the dependencies (database, cache) for /readyz.
	Ready func(ctx context.Context) Readiness
	// Certificate is the HTTPS certificate the binary serves, for the
	// Dashboard (nil, or answering nil: it serves none).
	Certificate func() *CertificateReadiness
	// Log receives one line per request and the causes of internal errors.
	Log *zap.Logger
	// Config tunes the adapter; zero values take the defaults.
	Config Config
}

// server holds the dependencies and everything precomputed at start.
type server struct {
	content   *app.ContentService
	catalogue *app.CatalogueService
	auth      *auth.Service
	uploads   *app.UploadService
	ready     func(ctx context.Context) Readiness
	// certificate is Deps.Certificate.
	certificate func() *CertificateReadiness
	// reader is the logger and the Config every handler answers with
	// (responder) and the catalogue's cached reads.
	reader

	// contents are the simple kinds' APIs (kind_*.go) on the services.
	contents []contentKind

	// The groups of handlers, each with only what it uses and its own rows
	// of the route table (apiRoutes).
	projectsAPI  *projectHandlers   // the projects, their links and gallery images
	siteAPI      *siteHandlers      // GET and PUT /api/site
	signIn       *signInHandlers    // signing in, two-factor, passkeys, password
	teamAPI      *teamHandlers      // users and invitations (issue 43)
	contactAPI   *contactHandlers   // the contact form and the inbox
	insightsAPI  *insightsHandlers  // the analytics and the pages' beacons
	historyAPI   *historyHandlers   // the trash, the activity log, the revisions
	backupAPI    *backupHandlers    // the backup and the media library
	editorialAPI *editorialHandlers // the preview links, the drafts' and schedules' lists
	pressKitAPI  *pressKitHandlers  // the press kit's files

	pages      PageServer // every GET outside /api/, robots, sitemap, manifest
	pageHealth PageHealth // fails /readyz while a page fails to render
	csp        csp        // names the pages' inline scripts
	hsts       []string   // the Strict-Transport-Security header over HTTPS
	router     *mux.Router
	// staticGETs are the GET routes without path variables, by exact
	// path: they skip mux's matching and request copies (see ServeHTTP).
	staticGETs map[string]http.HandlerFunc
	requestIDs *requestIDs
	// openAPIDoc is GET /api/openapi.json, made on first use (openapi.go).
	openAPIDoc openAPICache
}

// NewServer returns the HTTP handler of the whole service.
func NewServer(d Deps) (http.Handler, error) {
	if d.Content == nil || d.Catalogue == nil || d.Auth == nil || d.Uploads == nil ||
		d.SiteContent == nil || d.Pages == nil || d.Ready == nil || d.Log == nil || d.Team == nil {
		return nil, errors.New("httpapi: content, catalogue, auth, team, uploads, site content, pages, ready and logger are required")
	}
	if d.Contact == nil || d.Backup == nil || d.History == nil || d.Scheduler == nil || d.Previews == nil || d.PressKit == nil {
		return nil, errors.New("httpapi: contact, backup, history, scheduler, previews and the press kit are required")
	}
	cfg := d.Config
	if cfg.MaxBodyBytes <= 0 {
		cfg.MaxBodyBytes = DefaultMaxBodyBytes
	}
	if cfg.CookieName == "" {
		cfg.CookieName = DefaultCookieName
	}
	orDefault(&cfg.ReadTimeout, DefaultReadTimeout)
	orDefault(&cfg.WriteTimeout, DefaultWriteTimeout)
	orDefault(&cfg.UploadIdleTimeout, DefaultUploadIdleTimeout)
	orDefault(&cfg.UploadMinRate, DefaultUploadMinRate)
	orDefault(&cfg.MaxRestoreBytes, DefaultMaxRestoreBytes)
	orDefault(&cfg.HSTSMaxAge, DefaultHSTSMaxAge)
	s := &server{
		content: d.Content, catalogue: d.Catalogue, auth: d.Auth, uploads: d.Uploads,
		ready: d.Ready, certificate: d.Certificate, reader: reader{responder: responder{log: d.Log, cfg: cfg}, entries: httpcache.NewBodies("Cookie")},
		pages: d.Pages, pageHealth: d.Pages, csp: newCSP(d.Pages.ScriptHashes()), hsts: hstsHeader(cfg.HSTSMaxAge),
		requestIDs: newRequestIDs(),
	}
	s.viewerOf = s.viewer
	s.projectsAPI = &projectHandlers{reader: s.reader, content: d.Content, catalogue: d.Catalogue}
	s.siteAPI = &siteHandlers{reader: s.reader, site: d.SiteContent}
	s.contactAPI = &contactHandlers{responder: s.responder, contact: d.Contact, trash: d.Content.Trash(), insights: d.Insights, contactPage: d.Pages}
	s.historyAPI = &historyHandlers{responder: s.responder, trash: d.Content.Trash(), journal: d.Content.Journal(), history: d.History}
	s.editorialAPI = &editorialHandlers{responder: s.responder, previews: d.Previews, scheduler: d.Scheduler, previewPages: d.Pages, notFoundPage: s.servePageNotFound}
	s.signIn = &signInHandlers{responder: s.responder, auth: d.Auth}
	s.teamAPI = &teamHandlers{responder: s.responder, team: d.Team, signIn: s.signIn}
	s.insightsAPI = &insightsHandlers{responder: s.responder, insights: d.Insights, isPage: d.Pages.IsPage}
	s.pressKitAPI = &pressKitHandlers{responder: s.responder, press: d.PressKit, insights: s.insightsAPI}
	for _, k := range contentKinds() {
		s.contents = append(s.contents, k.bind(d.Content, d.Catalogue))
	}
	library, err := d.Uploads.Library(d.Content, d.SiteContent)
	if err != nil {
		return nil, err
	}
	s.backupAPI = &backupHandlers{responder: s.responder, backup: d.Backup, backups: d.Backups, library: library, contentReplaced: d.Content.ContentReplaced, rebuilds: d.Rebuilds}
	s.router = s.routes()
	return s, nil
}

// ServeHTTP runs every request through the outer middleware (request id,
// security headers, recover, one log line) and then the router.
func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.serveWithMiddleware(w, r)
}

// route dispatches a request. A GET of a route without path variables (the
// public lists, the hot path) goes straight to the handler routes.go
// registered for it, skipping mux's regexp matching and its two request
// copies, which cost more than the whole cache hit; the handlers of these
// routes read no mux variables. Everything else goes through mux.
// Measured (BenchmarkCachedProjectsHit/inproc, same run, 2 shared cores):
// 600–820 ns a hit with this map, 1,700–2,100 ns through mux alone.
func (s *server) route(w http.ResponseWriter, r *http.Request) {
	if p := r.URL.Path; needsNormalising(p) {
		// /API/Auth/Login/ is the login route too: a guard keyed on the
		// path (the sign-in throttle) must not be stepped around by
		// spelling it differently.
		r.URL.Path, r.URL.RawPath = normaliseAPIPath(p), ""
	}
	if r.Method == http.MethodGet {
		if h := s.staticGETs[r.URL.Path]; h != nil {
			h(w, r)
			return
		}
	}
	s.router.ServeHTTP(w, r)
}

// needsNormalising reports whether p is an API path (in any case) with an
// upper-case letter or a trailing slash. Every API route is lower case, so
// these only ever meant the lower-case route.
func needsNormalising(p string) bool {
	if len(p) < 4 || !strings.EqualFold(p[:4], "/api") || (len(p) > 4 && p[4] != '/') {
		return false
	}
	if len(p) > 1 && p[len(p)-1] == '/' {
		return true
	}
	for i := 0; i < len(p); i++ {
		if c := p[i]; c >= 'A' && c <= 'Z' {
			return true
		}
	}
	return false
}

// normaliseAPIPath lower-cases p and drops its trailing slashes.
func normaliseAPIPath(p string) string {
	p = strings.ToLower(p)
	for len(p) > 1 && p[len(p)-1] == '/' {
		p = p[:len(p)-1]
	}
	return p
}

// orDefault sets *v to def when it is not positive.
func orDefault[T time.Duration | int64](v *T, def T) {
	if *v <= 0 {
		*v = def
	}
}
