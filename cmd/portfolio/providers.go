package main

import (
	"context"
	"log/slog"
	"net/http"

	"github.com/google/wire"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/backuparchive"
	httpapi "github.com/portfolio-site/portfolio/adapters/http"
	"github.com/portfolio-site/portfolio/adapters/imaging"
	"github.com/portfolio-site/portfolio/adapters/logging"
	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/adapters/pages"
	"github.com/portfolio-site/portfolio/adapters/password"
	"github.com/portfolio-site/portfolio/adapters/pgcache"
	redisadapter "github.com/portfolio-site/portfolio/adapters/redis"
	"github.com/portfolio-site/portfolio/adapters/secrets"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/adapters/storage"
	"github.com/portfolio-site/portfolio/adapters/totp"
	"github.com/portfolio-site/portfolio/adapters/webauthn"
	"github.com/portfolio-site/portfolio/adapters/ziparchive"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/app/insights"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/config"
	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/frontend"
)

// wire_gen.go carries the one go:generate line (wire writes it there):
// `make generate` runs wire once.

// application is everything serve and seed use. It holds the invalidator
// so that wire builds it, which subscribes it to the event bus, before the
// first request is served.
type application struct {
	DB          *sqldb.DB
	Repos       app.Repositories
	Content     *app.ContentService
	Auth        *auth.Service
	Site        *app.SiteService
	Cache       domain.Cache
	Invalidator *app.CacheInvalidator
	// Outbox e-mails new contact messages; serve starts it after migrating.
	Outbox *app.NotificationOutbox
	// Scheduler applies scheduled publishes; serve starts it after
	// migrating.
	Scheduler *app.Scheduler
	// Insights flush the analytics counted in memory; serve starts them
	// after migrating and flushes them once more at shutdown.
	Insights *insights.Service
	// Backups are the scheduled backups; serve starts them after
	// migrating.
	Backups *backup.Schedule
	// Rebuilds make the copies a restore from the admin leaves out, in
	// the background; serve starts them.
	Rebuilds *app.ImageRebuilds
	// Certificate is the HTTPS certificate's state for /readyz; serve
	// sets its source when the binary serves HTTPS itself.
	Certificate *certificateStatus
	// Pages are the public pages, which serve warms up (http.warm_up).
	Pages   *pages.Site
	Handler http.Handler
}

// backupApp is what export and import use: the database and the uploads.
type backupApp struct {
	DB       *sqldb.DB
	Backup   *backup.Service
	Schedule *backup.Schedule
	// Uploads makes the copies a backup leaves out (images rebuild).
	Uploads *app.UploadService
}

// uploadsSet provides the upload service to the commands that are not
// the server (images rebuild, import): it records in the activity log.
var uploadsSet = wire.NewSet(journal.New, provideRevisionPolicy, wire.InterfaceValue(new(domain.Clock), domain.SystemClock{}), provideUploads)

// storeApp is what the database commands use.
type storeApp struct {
	DB   *sqldb.DB
	Auth *auth.Service
}

// configSet hands each provider the part of the configuration it uses.
var configSet = wire.NewSet(
	wire.FieldsOf(new(*config.Config), "Database", "Redis", "Cache", "Admin", "Auth", "Uploads", "Blob", "Site"),
)

// storeSet provides the database and every repository, and the sealer of
// the secrets kept in it (a backup's restore seals a two-factor secret
// again, as sign-in does).
var storeSet = wire.NewSet(
	configSet,
	provideDB,
	wire.Bind(new(domain.Transactor), new(*sqldb.DB)),
	sqldb.ProviderSet,
	provideSealer,
	wire.Bind(new(domain.SecretSealer), new(*secrets.Sealer)),
	wire.Struct(new(app.Repositories), "*"),
)

// memoryCacheSet is the cache of a single instance (the embedded default).
var memoryCacheSet = wire.NewSet(memory.CacheSet, memory.SaltSet, provideMemoryCacheConfig, provideMemoryCacheCheck)

// redisCacheSet is the cache every instance shares through Redis.
var redisCacheSet = wire.NewSet(redisadapter.ProviderSet, provideRedisURL, provideRedisCacheConfig, provideRedisCacheCheck)

// pgCacheSet is the in-process cache of instances sharing PostgreSQL
// without Redis, its invalidations coordinated through the database.
var pgCacheSet = wire.NewSet(pgcache.ProviderSet, memory.SaltSet, providePGCacheConfig, providePGCacheCheck)

// authSet provides authentication. Sessions are the database's whatever
// the cache, so that sign-in and admin writes never depend on Redis.
var authSet = wire.NewSet(
	sqldb.SessionSet,
	password.ProviderSet,
	wire.InterfaceValue(new(domain.Clock), domain.SystemClock{}),
	journal.New,
	provideRevisionPolicy,
	totp.ProviderSet,
	logging.ProviderSet,
	providePasskeys,
	provideAuth,
	provideInvitationMailer,
	provideTeam,
)

// appSet provides the use cases and the event bus that links them to the
// cache invalidator.
var appSet = wire.NewSet(
	authSet,
	memory.EventBusSet,
	domain.ContentKinds,
	app.NewContentService,
	app.NewCatalogueService,
	app.NewCacheInvalidator,
	app.NewSiteService,
	app.NewHistory,
	provideScheduler,
	provideInsights,
	app.NewPreviewService,
	provideTrashConfig,
	backupSet,
	contactSet,
	provideUploads,
	provideImageRebuilds,
)

// backupSet provides the backup of the database and the uploads: the
// archive format, and the image processor that checks an archive's files
// (and makes the uploads').
var backupSet = wire.NewSet(blobSet, backuparchive.ProviderSet, imaging.ProviderSet, provideBackupLimits, backup.NewService,
	provideBackupTarget, provideBackupCiphers, provideBackupAlerter, provideBackupSchedule)

// provideBackupLimits bounds an import's files by the upload limit: every
// file it restores must be one the upload route would have taken.
func provideBackupLimits(cfg config.UploadsConfig) backup.Limits {
	return backup.Limits{MaxFileBytes: cfg.MaxBytes}
}

// blobSet provides the store uploads are kept in (blob.url) and its
// readiness check.
var blobSet = wire.NewSet(provideBlobBackend, wire.FieldsOf(new(*blobBackend), "Store", "Check"))

// httpSet provides the HTTP handler, and the public pages with the drawer
// of their default share image.
var httpSet = wire.NewSet(provideSite, provideHTTPConfig, newCertificateStatus, provideReadiness, providePages, imaging.ShareCardSet, providePressKit,
	wire.Bind(new(httpapi.Pages), new(*pages.Site)), provideHandler)

func provideDB(ctx context.Context, cfg config.DatabaseConfig) (*sqldb.DB, func(), error) {
	return sqldb.Open(ctx, cfg.URL)
}

// cacheCheck reports whether the cache's backend answers, for /readyz: nil,
// or why the cache is degraded (reads then go to the database).
type cacheCheck func(ctx context.Context) error

func provideMemoryCacheConfig(cfg config.CacheConfig) memory.CacheConfig {
	return memory.CacheConfig{MaxEntriesPerRegion: cfg.MaxEntries}
}

// provideRedisURL names the Redis to open. Only a malformed URL stops the
// start: an unreachable Redis gives a cache that starts degraded, serves
// reads from the database and recovers by itself.
func provideRedisURL(cfg config.RedisConfig) redisadapter.URL { return redisadapter.URL(cfg.URL) }

func provideRedisCacheConfig(cfg config.CacheConfig) redisadapter.CacheConfig {
	return redisadapter.CacheConfig{
		KeyPrefix: cfg.KeyPrefix, TTL: cfg.TTL, LocalMaxAge: cfg.LocalMaxAge,
		Timeout: cfg.RedisTimeout, MaxLocalEntries: cfg.MaxEntries,
	}
}

// providePGCacheConfig shares the cache keys with the Redis cache: the key
// prefix scopes the deployment, local_max_age bounds what an instance whose
// LISTEN connection hung can serve, max_entries caps each region.
func providePGCacheConfig(cfg config.CacheConfig) pgcache.Config {
	return pgcache.Config{KeyPrefix: cfg.KeyPrefix, StaleAfter: cfg.LocalMaxAge, MaxLocalEntries: cfg.MaxEntries}
}

func providePGCacheCheck(cache *pgcache.Cache) cacheCheck { return cache.Check }

func provideRedisCacheCheck(cache *redisadapter.Cache) cacheCheck { return cache.Check }

// provideMemoryCacheCheck: the in-process cache is never unavailable.
func provideMemoryCacheCheck() cacheCheck { return func(context.Context) error { return nil } }

func provideAuth(tx domain.Transactor, users domain.UserRepository, sessions domain.SessionStore, throttle domain.LoginThrottle, hasher domain.PasswordHasher, clock domain.Clock,
	cfg config.AdminConfig, site config.SiteConfig, twoFactor domain.TwoFactorRepository, sealer domain.SecretSealer,
	codes domain.OneTimeCodes, journal *journal.Journal, log *slog.Logger, passkeys auth.PasskeyConfig) (*auth.Service, error) {
	return auth.NewService(tx, users, sessions, throttle, hasher, clock, auth.Config{
		IdleTimeout: cfg.SessionIdleTimeout,
		Lifetime:    cfg.SessionLifetime,
		Login: domain.LoginPolicy{
			MaxFailures: cfg.LoginMaxFailures, Window: cfg.LoginWindow, Lockout: cfg.LoginLockout,
		},
	}, log, journal, auth.TwoFactorConfig{Repo: twoFactor, Sealer: sealer, Codes: codes, Issuer: site.Name, Passkeys: passkeys})
}

// providePasskeys is passkey sign-in: the relying party derived from
// public_url (config.PasskeyParty; a setting that cannot work stops the
// start with the reason), its ceremonies, and the stores beside the
// sessions. On an address that cannot carry passkeys (an IP address other
// than loopback) they are unavailable, logged once, and passwords work as
// before.
func providePasskeys(cfg *config.Config, keys domain.PasskeyRepository, challenges domain.PasskeyChallengeStore, log *slog.Logger) (auth.PasskeyConfig, error) {
	party, err := cfg.PasskeyParty()
	if err != nil {
		return auth.PasskeyConfig{}, err
	}
	if party.Unavailable != "" {
		log.Warn("passkeys are unavailable", slog.String("reason", party.Unavailable))
		return auth.PasskeyConfig{}, nil
	}
	ceremonies, err := webauthn.New(webauthn.Config{RPID: party.RPID, RPName: cfg.Site.Name, Origins: party.Origins})
	if err != nil {
		return auth.PasskeyConfig{}, err
	}
	return auth.PasskeyConfig{Repo: keys, Challenges: challenges, Ceremonies: ceremonies}, nil
}

// provideSealer seals the two-factor secrets with auth.totp_key, or with a
// key generated once and kept in the database when none is configured.
func provideSealer(authCfg config.AuthConfig, store domain.SecretStore) (*secrets.Sealer, error) {
	key, err := secrets.ParseKey(authCfg.TOTPKey)
	if err != nil {
		return nil, err
	}
	return secrets.NewSealer(key, store)
}

// provideTrashConfig is how long the trash and the activity log keep
// things.
// provideScheduler is the scheduler of publishes and unpublishes; the
// cleanup stops it.
func provideScheduler(content *app.ContentService, site *app.SiteService, log *slog.Logger) (*app.Scheduler, func(), error) {
	s, err := app.NewScheduler(content, site, app.SchedulerConfig{}, log)
	if err != nil {
		return nil, nil, err
	}
	return s, s.Stop, nil
}

// provideImageRebuilds is the background rebuild of the copies a restore
// from the admin leaves out; the cleanup stops it (a rebuild under way is
// cancelled and logged).
func provideImageRebuilds(uploads *app.UploadService, log *slog.Logger) (*app.ImageRebuilds, func(), error) {
	r, err := app.NewImageRebuilds(uploads, log)
	if err != nil {
		return nil, nil, err
	}
	return r, r.Stop, nil
}

// provideInsights is the built-in analytics (insights.*), its counts in
// the database, its visitor salts those of the cache set (Redis's when
// instances share it, the process's otherwise).
func provideInsights(repo domain.InsightsRepository, salts domain.DailySalts, repos app.Repositories, cfg *config.Config, log *slog.Logger) (*insights.Service, error) {
	return insights.NewService(repo, salts, insights.Items{Projects: repos.Projects, Investments: repos.Investments, Media: repos.Media}, domain.SystemClock{}, insights.Config{
		Disabled: !cfg.Insights.Enabled, FlushInterval: cfg.Insights.FlushInterval,
		RetentionMonths: cfg.Insights.RetentionMonths, BeaconsPerMinute: cfg.Insights.BeaconsPerMinute,
		ViewsPerMinute: cfg.Insights.ViewsPerMinute, ViewsPerMinuteTotal: cfg.Insights.ViewsPerMinuteTotal,
		ReferrersPerDay: cfg.Insights.ReferrersPerDay, PagesPerDay: cfg.Insights.PagesPerDay, VisitorsPerDay: cfg.Insights.VisitorsPerDay,
	}, cfg.PublicURL, log)
}

// provideRevisionPolicy is how long the history lasts (revisions.*).
func provideRevisionPolicy(cfg *config.Config) domain.RevisionPolicy {
	return domain.RevisionPolicy{Keep: cfg.Revisions.Keep, MaxAge: cfg.Revisions.MaxAge}
}

func provideTrashConfig(cfg *config.Config) app.TrashConfig {
	return app.TrashConfig{Retention: cfg.Trash.Retention, ActivityRetention: cfg.Activity.Retention}
}

// provideUploads is the upload service, every upload checked and rendered
// by the image processor and recorded in the activity log.
func provideUploads(blobs domain.BlobStore, images domain.ImageProcessor, cfg config.UploadsConfig, journal *journal.Journal,
	site domain.SiteRepository, repos app.Repositories) (*app.UploadService, error) {
	s, err := app.NewUploadService(blobs, images, journal, cfg.MaxBytes)
	if err != nil {
		return nil, err
	}
	s.LimitSharePoints(app.SharePointsInUse(site, repos.Projects, repos.Appearances))
	return s, nil
}

// provideSite is the owner's public profile; the public URL lives at the
// top of the configuration, beside the profile.
func provideSite(cfg *config.Config) app.SiteProfile {
	socials := make([]app.SocialLink, 0, len(cfg.Site.Socials))
	for _, s := range cfg.Site.Socials {
		socials = append(socials, app.SocialLink{Platform: s.Platform, Label: s.Label, URL: s.URL})
	}
	return app.SiteProfile{
		Name: cfg.Site.Name, Email: cfg.Site.Email, Location: cfg.Site.Location,
		Tagline: cfg.Site.Tagline, PublicURL: cfg.PublicURL, Socials: socials,
	}
}

// provideHTTPConfig turns the configuration into the HTTP adapter's own.
func provideHTTPConfig(cfg *config.Config) (httpapi.Config, error) {
	proxies, err := cfg.HTTP.TrustedProxyPrefixes()
	if err != nil {
		return httpapi.Config{}, err
	}
	return httpapi.Config{
		MaxBodyBytes: cfg.HTTP.MaxBodyBytes, SecureCookies: cfg.HTTP.SecureCookies,
		PublicURL: cfg.PublicURL, HTTPS: cfg.HTTPS(), TrustedProxies: proxies,
		ReadTimeout: cfg.HTTP.ReadTimeout, WriteTimeout: cfg.HTTP.WriteTimeout,
		UploadIdleTimeout: cfg.HTTP.UploadIdleTimeout, UploadMinRate: cfg.HTTP.UploadMinRate,
		MaxRestoreBytes: cfg.HTTP.MaxRestoreBytes, HSTSMaxAge: cfg.TLS.HSTSMaxAge,
	}, nil
}

// provideReadiness is /readyz's check. The cache is checked first: its
// check is bounded by the cache's own timeout (and instant while it is
// known down), the database's only by the probe's. The uploads' store is
// checked meanwhile within blobCheckTimeout, so that a hung bucket cannot
// spend the probe's time and have the database reported down.
func provideReadiness(db *sqldb.DB, checkCache cacheCheck, checkBlobs blobCheck, backups *backup.Schedule, cert *certificateStatus) func(context.Context) httpapi.Readiness {
	return func(ctx context.Context) httpapi.Readiness {
		var r httpapi.Readiness
		r.Certificate = cert.Readiness()
		blobs := make(chan error, 1)
		go func() {
			bctx, cancel := context.WithTimeout(ctx, blobCheckTimeout)
			defer cancel()
			blobs <- checkBlobs(bctx)
		}()
		r.Cache = checkCache(ctx)
		r.Database = db.Ping(ctx)
		r.Uploads = <-blobs
		if r.Database == nil {
			r.BackupStale, _ = backups.Stale(ctx)
		}
		return r
	}
}

// providePages builds the public pages from the embedded frontend build:
// every page is compiled and rendered once from the configured profile,
// so a page that cannot be filled stops the start. Their default share
// image is drawn from the owner's name and role.
func providePages(log *zap.Logger, catalogue *app.CatalogueService, site app.SiteProfile, siteContent *app.SiteService,
	contact *app.ContactService, cards domain.ShareCardDrawer) (*pages.Site, error) {
	return pages.NewSite(pages.Deps{
		FS: frontend.Dist(), SEORoutes: pages.SEORoutes(), Site: site,
		Catalogue: catalogue, Sites: siteContent, Tokens: contact, Log: log, ShareCards: cards,
	})
}

// providePressKit builds the press kit's files: the one-sheet drawn with
// the share card's faces, its portrait made by the image processor, the
// files read from the uploads and the embedded build, the ZIP written by
// archive/zip.
func providePressKit(site *app.SiteService, catalogue *app.CatalogueService, blobs domain.BlobStore, images *imaging.Processor, log *slog.Logger) (*app.PressKitService, error) {
	assets, err := storage.NewPressAssets(blobs, frontend.Dist())
	if err != nil {
		return nil, err
	}
	sheets, err := imaging.NewOneSheets()
	if err != nil {
		return nil, err
	}
	return app.NewPressKitService(site, catalogue, assets, images, images, sheets, ziparchive.Maker{}, log)
}

// provideHandler builds the HTTP handler.
func provideHandler(cfg httpapi.Config, log *zap.Logger, content *app.ContentService, catalogue *app.CatalogueService,
	auth *auth.Service, team *auth.Team, uploads *app.UploadService, siteContent *app.SiteService, site httpapi.Pages,
	contact *app.ContactService, backup *backup.Service, backups *backup.Schedule, history *app.History, scheduler *app.Scheduler, previews *app.PreviewService,
	insights *insights.Service, press *app.PressKitService, ready func(context.Context) httpapi.Readiness, cert *certificateStatus, rebuilds *app.ImageRebuilds) (http.Handler, error) {
	return httpapi.NewServer(httpapi.Deps{
		Content: content, Catalogue: catalogue, Auth: auth, Team: team, Uploads: uploads, SiteContent: siteContent,
		Contact: contact, Backup: backup, Backups: backups, History: history, Scheduler: scheduler, Previews: previews, Insights: insights, PressKit: press, Pages: site, Ready: ready, Certificate: cert.Readiness, Log: log, Config: cfg,
		Rebuilds: rebuilds,
	})
}
