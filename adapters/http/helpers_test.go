package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/stretchr/testify/require"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"github.com/portfolio-site/portfolio/adapters/backuparchive"
	"github.com/portfolio-site/portfolio/adapters/imaging"
	"github.com/portfolio-site/portfolio/adapters/logging"
	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/adapters/pages"
	"github.com/portfolio-site/portfolio/adapters/secrets"
	"github.com/portfolio-site/portfolio/adapters/storage"
	totpadapter "github.com/portfolio-site/portfolio/adapters/totp"
	"github.com/portfolio-site/portfolio/adapters/webauthn"
	"github.com/portfolio-site/portfolio/adapters/ziparchive"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/app/insights"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

const (
	adminUser     = "admin"
	adminPassword = "correct-horse-battery"
	uploadLimit   = 64 << 10
)

// fakeHasher is an honest, fast stand-in for bcrypt.
type fakeHasher struct{}

func (fakeHasher) Hash(pw string) (string, error) { return "h:" + pw, nil }

func (fakeHasher) Compare(hash, pw string) error {
	if hash != "h:"+pw {
		return errors.New("password mismatch")
	}
	return nil
}

func (fakeHasher) NeedsRehash(string) bool { return false }

// testClock is the real time plus an offset a test moves forward.
type testClock struct {
	mu     sync.Mutex
	offset time.Duration
}

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().Add(c.offset)
}

// Advance moves the clock forward by d.
func (c *testClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.offset += d
}

// AlignTo moves the clock forward to one second past the next multiple of
// d (windows aligned to the clock start there).
func (c *testClock) AlignTo(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := time.Now().Add(c.offset)
	c.offset += now.Truncate(d).Add(d + time.Second).Sub(now)
}

// testAuthConfig is the production policy with a one-hour lifetime.
var testAuthConfig = auth.Config{
	IdleTimeout: 30 * time.Minute, Lifetime: time.Hour,
	Login: domain.LoginPolicy{MaxFailures: 5, Window: 15 * time.Minute, Lockout: 15 * time.Minute},
}

// syncBuffer collects log lines from concurrent requests.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

const testIndex = `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8">
<link rel="manifest" href="/manifest.json">
<title>Vite App</title>
<!--app-head-->
</head>
<body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body>
</html>`

const testSEO = `{
 "defaults": {"keywords": "games, film, venture", "image": "/images/og-image.png", "themeColor": "#123332"},
 "routes": [
  {"path": "/", "title": "{name} | Producer & Investor", "description": "The portfolio of {name} <b>&</b> friends", "ogType": "profile"},
  {"path": "/about", "title": "About {name}", "description": "Biography of {name}."},
  {"path": "/portfolio", "title": "Portfolio | {name}", "description": "Projects by {name}."},
  {"path": "/admin", "title": "Admin | {name}", "description": "Content management."}
 ]
}`

func testSite() app.SiteProfile {
	return app.SiteProfile{
		Name: "Jordan Avery", Email: "hello@example.com", Location: "Los Angeles, California",
		Tagline: "Producer, Investor & Creative Catalyst", PublicURL: "https://portfolio.example/",
		Socials: []app.SocialLink{
			{Platform: "linkedin", Label: "LinkedIn", URL: "#"},
			{Platform: "x", Label: "X", URL: "https://x.example/jordan"},
		},
	}
}

func testSPA() fstest.MapFS {
	return fstest.MapFS{
		"index.html":             {Data: []byte(testIndex)},
		"assets/index-abc123.js": {Data: []byte("console.log('app')")},
		"images/og-image.png":    {Data: pngBytes()},
		"manifest.json":          {Data: []byte(`{"name":"Portfolio"}`)},
		".vite/manifest.json":    {Data: []byte(`{}`)},
	}
}

// env is one server over fresh in-memory stores.
type env struct {
	t           testing.TB
	handler     http.Handler
	store       *memory.Store
	logs        *syncBuffer
	uploadsDir  string
	readyErr    error
	cacheErr    error
	uploadsErr  error
	clock       *testClock
	sessions    *memory.SessionStore
	messages    *memory.MessageRepository // the contact inbox
	siteRepo    *memory.SiteRepository
	twoFactor   *memory.TwoFactorRepository
	insights    *insights.Service // its counts in insightRepo
	insightRepo *memory.InsightsRepository
	passkeys    *memory.PasskeyRepository // ceremonies for passkeyOrigin
	mails       *fakeMailer               // the invitations e-mailed
}

// fakeMailer keeps the invitations it was asked to send.
type fakeMailer struct {
	mu    sync.Mutex
	links map[string]string // e-mail address → link
}

func (m *fakeMailer) SendInvitation(_ context.Context, inv domain.Invitation, link string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.links[inv.Email] = link
	return nil
}

// linkTo returns the link last e-mailed to address.
func (m *fakeMailer) linkTo(address string) string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.links[address]
}

type envOption func(*envDeps)

func newEnv(t testing.TB, opts ...envOption) *env {
	t.Helper()
	e := &env{t: t, store: memory.NewStore(), logs: &syncBuffer{}, uploadsDir: t.TempDir(), clock: &testClock{}, sessions: memory.NewSessionStore(), siteRepo: memory.NewSiteRepository()}
	log := zap.New(zapcore.NewCore(zapcore.NewJSONEncoder(zap.NewProductionEncoderConfig()), zapcore.AddSync(e.logs), zap.DebugLevel))
	deps := e.deps(t, log)
	for _, o := range opts {
		o(&deps)
	}
	h, err := deps.newServer()
	require.NoError(t, err)
	e.handler = h
	return e
}

// envDeps are the server's dependencies and what its public pages are
// made from (the build, its SEO routes, the configured profile): a test
// changes either before newServer builds both.
type envDeps struct {
	Deps
	SPA       fs.FS
	SEORoutes []byte
	Site      app.SiteProfile
	// Journal is the activity log the services record in, for options
	// that build one of them again.
	Journal *journal.Journal
	// Images is the image processor of the uploads and the backup.
	Images domain.ImageProcessor
	// Redirects are the project pages' old addresses; nil: the catalogue's.
	Redirects pages.ProjectRedirects
	// ShareCards draws the default share image; nil: the build's image.
	ShareCards domain.ShareCardDrawer
}

// newServer builds the pages of d and the server mounting them.
func (d envDeps) newServer() (http.Handler, error) {
	pd := pages.Deps{FS: d.SPA, SEORoutes: d.SEORoutes, Site: d.Site, Catalogue: d.Catalogue, Redirects: d.Redirects, Log: d.Log, ShareCards: d.ShareCards}
	if d.SiteContent != nil {
		pd.Sites = d.SiteContent
	}
	if d.Contact != nil {
		pd.Tokens = d.Contact
	}
	site, err := pages.NewSite(pd)
	if err != nil {
		return nil, err
	}
	d.Pages = site
	return NewServer(d.Deps)
}

func (e *env) deps(t testing.TB, log *zap.Logger) envDeps {
	if e.messages == nil {
		e.messages = memory.NewMessageRepository()
	}
	repos := e.repos()
	bus, err := memory.NewEventBus(log)
	require.NoError(t, err)
	appLog := logging.New(log) // the use cases log through slog, into the same core
	cache := memory.NewCache(memory.CacheConfig{MaxEntriesPerRegion: 1000})
	_, err = app.NewCacheInvalidator(cache, bus, domain.ContentKinds(), appLog)
	require.NoError(t, err)
	if e.twoFactor == nil {
		e.twoFactor = memory.NewTwoFactorRepository()
	}
	e.passkeys = memory.NewPasskeyRepository()
	tx := memory.NewTransactor(e.store, e.messages, e.siteRepo, e.sessions, e.twoFactor, e.passkeys)
	j, err := journal.New(tx, e.store.Activity(), e.store.Revisions(), domain.RevisionPolicy{}, e.clock)
	require.NoError(t, err)
	content, err := app.NewContentService(repos, j, bus, app.TrashConfig{}, domain.ContentKinds())
	require.NoError(t, err)
	catalogue, err := app.NewCatalogueService(repos, cache, domain.ContentKinds(), appLog)
	require.NoError(t, err)
	sealer, err := secrets.NewSealer(nil, memory.NewSecretStore())
	require.NoError(t, err)
	ceremonies, err := webauthn.New(webauthn.Config{RPID: "localhost", RPName: "Portfolio", Origins: []string{passkeyOrigin}})
	require.NoError(t, err)
	authService, err := auth.NewService(tx, e.store.Users(), e.sessions, memory.NewLoginThrottle(), fakeHasher{}, e.clock, testAuthConfig, appLog,
		j, auth.TwoFactorConfig{Repo: e.twoFactor, Sealer: sealer, Codes: totpadapter.NewCodes(),
			Passkeys: auth.PasskeyConfig{Repo: e.passkeys, Challenges: memory.NewPasskeyChallenges(), Ceremonies: ceremonies}})
	require.NoError(t, err)
	require.NoError(t, authService.SetPassword(context.Background(), adminUser, adminPassword))
	e.mails = &fakeMailer{links: map[string]string{}}
	team, err := auth.NewTeam(authService, memory.NewInvitationStore(), e.mails, testSite().PublicURL)
	require.NoError(t, err)
	blobs, err := storage.NewLocalDisk(e.uploadsDir)
	require.NoError(t, err)
	images := imaging.New()
	uploads, err := app.NewUploadService(blobs, images, j, uploadLimit)
	require.NoError(t, err)
	uploads.LimitSharePoints(app.SharePointsInUse(e.siteRepo, repos.Projects, repos.Appearances))
	backup, err := backup.NewService(&fakeBackupStore{}, blobs, backuparchive.New(), images, backup.Limits{MaxFileBytes: uploadLimit})
	require.NoError(t, err)
	outbox, err := app.NewNotificationOutbox(e.messages, domain.NotificationsOff{}, e.clock, app.OutboxConfig{}, appLog)
	require.NoError(t, err)
	contact, err := app.NewContactService(e.messages, memory.NewSecretStore(), memory.NewContactTokens(), outbox, j, e.clock, app.ContactConfig{}, appLog)
	require.NoError(t, err)
	siteContent, err := app.NewSiteService(e.siteRepo, e.store.Drafts(), cache, bus, j, testSite(), appLog)
	require.NoError(t, err)
	history, err := app.NewHistory(content, siteContent)
	require.NoError(t, err)
	scheduler, err := app.NewScheduler(content, siteContent, app.SchedulerConfig{}, appLog)
	require.NoError(t, err)
	previews, err := app.NewPreviewService(memory.NewPreviewStore(), e.clock, sealer)
	require.NoError(t, err)
	assets, err := storage.NewPressAssets(blobs, testSPA())
	require.NoError(t, err)
	sheets, err := imaging.NewOneSheets()
	require.NoError(t, err)
	press, err := app.NewPressKitService(siteContent, catalogue, assets, images, images, sheets, ziparchive.Maker{}, appLog)
	require.NoError(t, err)
	e.insightRepo = memory.NewInsightsRepository()
	e.insights, err = insights.NewService(e.insightRepo, memory.NewDailySalts(), insights.Items{Projects: repos.Projects, Investments: repos.Investments, Media: repos.Media}, e.clock, insights.Config{BeaconsPerMinute: 20}, testSite().PublicURL, appLog)
	require.NoError(t, err)
	return envDeps{Deps: Deps{
		Content: content, Catalogue: catalogue, Auth: authService, Team: team, Uploads: uploads, SiteContent: siteContent,
		Contact: contact, Backup: backup, History: history, Scheduler: scheduler, Previews: previews, Insights: e.insights, PressKit: press,
		Ready: func(context.Context) Readiness {
			return Readiness{Database: e.readyErr, Cache: e.cacheErr, Uploads: e.uploadsErr}
		},
		Log: log,
	}, Site: testSite(), SPA: testSPA(), SEORoutes: []byte(testSEO), Journal: j, Images: images}
}

// repos are the memory store's repositories.
func (e *env) repos() app.Repositories {
	return app.Repositories{
		Projects: e.store.Projects(), Links: e.store.Links(), Gallery: e.store.Gallery(),
		Collaborations: e.store.Collaborations(), Media: e.store.Media(), Investments: e.store.Investments(), Appearances: e.store.Appearances(),
		Layouts: e.store.Layouts(), Messages: e.messages, Trash: e.store.Trash(), Drafts: e.store.Drafts(), Redirects: e.store.Redirects(),
	}
}

// request is one call to the server.
type request struct {
	method, path string
	body         any // string, []byte or io.Reader sent as is; anything else JSON-encoded
	contentType  string
	cookie       *http.Cookie
	cookies      []*http.Cookie // more cookies
	header       map[string]string
	remote       string // RemoteAddr; httptest's 192.0.2.1:1234 when empty
}

func (e *env) do(rq request) *httptest.ResponseRecorder {
	e.t.Helper()
	var body io.Reader
	switch b := rq.body.(type) {
	case nil:
	case string:
		body = strings.NewReader(b)
	case []byte:
		body = bytes.NewReader(b)
	case io.Reader:
		body = struct{ io.Reader }{b} // no Content-Length: streamed
	default:
		data, err := json.Marshal(b)
		require.NoError(e.t, err)
		body = bytes.NewReader(data)
	}
	r := httptest.NewRequest(rq.method, rq.path, body)
	if rq.body != nil {
		ct := rq.contentType
		if ct == "" {
			ct = "application/json"
		}
		r.Header.Set("Content-Type", ct)
	}
	if rq.cookie != nil {
		r.AddCookie(rq.cookie)
	}
	for _, c := range rq.cookies {
		r.AddCookie(c)
	}
	for k, v := range rq.header {
		r.Header.Set(k, v)
	}
	if rq.remote != "" {
		r.RemoteAddr = rq.remote
	}
	w := httptest.NewRecorder()
	e.handler.ServeHTTP(w, r)
	return w
}

func (e *env) get(path string, cookie *http.Cookie) *httptest.ResponseRecorder {
	e.t.Helper()
	return e.do(request{method: http.MethodGet, path: path, cookie: cookie})
}

// login signs the administrator in and returns the session cookie.
func (e *env) login() *http.Cookie {
	e.t.Helper()
	w := e.do(request{method: http.MethodPost, path: "/api/auth/login", body: map[string]string{"username": adminUser, "password": adminPassword}})
	require.Equal(e.t, http.StatusOK, w.Code, w.Body.String())
	for _, c := range w.Result().Cookies() {
		if c.Name == DefaultCookieName {
			return c
		}
	}
	e.t.Fatal("login set no session cookie")
	return nil
}

// create POSTs body as the administrator and decodes the 201 answer.
func (e *env) create(cookie *http.Cookie, path string, body any) map[string]any {
	e.t.Helper()
	w := e.do(request{method: http.MethodPost, path: path, body: body, cookie: cookie})
	require.Equal(e.t, http.StatusCreated, w.Code, w.Body.String())
	return decodeMap(e.t, w)
}

func decodeMap(t testing.TB, w *httptest.ResponseRecorder) map[string]any {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &m), w.Body.String())
	return m
}

func decodeList(t testing.TB, w *httptest.ResponseRecorder) []map[string]any {
	t.Helper()
	var l []map[string]any
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &l), w.Body.String())
	return l
}

// idPath formats a path with an entity's id, as JSON numbers decode.
func idPath(format string, id any) string {
	return strings.Replace(format, "{id}", jsonNumber2String(id), 1)
}

func jsonNumber2String(v any) string {
	data, _ := json.Marshal(v)
	return string(data)
}

// pngBytes is a small PNG that decodes, as uploads are decoded before they
// are stored.
func pngBytes() []byte { return validPNG() }
