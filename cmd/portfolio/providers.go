package main

import (
	"context"
	"net/http"

	"github.com/google/wire"
	"go.uber.org/zap"

	httpapi "github.com/portfolio-site/portfolio/adapters/http"
	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/adapters/password"
	redisadapter "github.com/portfolio-site/portfolio/adapters/redis"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/adapters/storage"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/config"
	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/frontend"
)

// wire_gen.go carries the one go:generate line (wire writes it there):
// `make generate` runs wire once.

// application is everything serve and seed use.
type application struct {
	DB          *sqldb.DB
	Repos       app.Repositories
	Content     *app.ContentService
	Auth        *app.AuthService
	Cache       domain.Cache
	Invalidator *app.CacheInvalidator
	Handler     http.Handler
}

// storeApp is what the database commands use.
type storeApp struct {
	DB   *sqldb.DB
	Auth *app.AuthService
}

// storeSet provides the database and every repository.
var storeSet = wire.NewSet(
	provideDB,
	sqldb.ProviderSet,
	wire.Struct(new(app.Repositories), "*"),
)

// backendSet provides the cache (Redis when configured, else in-process)
// and the session store, which is the database's either way.
var backendSet = wire.NewSet(provideBackends, wire.FieldsOf(new(backends), "Cache", "CacheCheck"), sqldb.SessionSet)

// dbSessionSet keeps sessions in the database, for the commands that need
// no cache.
var dbSessionSet = sqldb.SessionSet

// authSet provides authentication.
var authSet = wire.NewSet(
	password.NewHasher,
	wire.Bind(new(domain.PasswordHasher), new(*password.Hasher)),
	wire.InterfaceValue(new(domain.Clock), domain.SystemClock{}),
	provideAuth,
)

// appSet provides the use cases and the event bus that links them to the
// cache invalidator.
var appSet = wire.NewSet(
	authSet,
	memory.NewEventBus,
	wire.Bind(new(domain.EventPublisher), new(*memory.EventBus)),
	wire.Bind(new(domain.EventSubscriber), new(*memory.EventBus)),
	app.NewContentService,
	app.NewCatalogueService,
	app.NewCacheInvalidator,
	provideBlobStore,
	wire.Bind(new(domain.BlobStore), new(*storage.LocalDisk)),
	provideUploads,
)

// httpSet provides the HTTP handler.
var httpSet = wire.NewSet(provideSite, provideHandler)

func provideDB(ctx context.Context, cfg *config.Config) (*sqldb.DB, func(), error) {
	return sqldb.Open(ctx, cfg.Database.URL)
}

// cacheCheck reports whether the cache's backend answers, for /readyz: nil,
// or why the cache is degraded (reads then go to the database).
type cacheCheck func(ctx context.Context) error

// backends are the adapters chosen by configuration: the cache is Redis
// when configured, else in-process. Sessions are not among them: they live
// in the database either way, so that sign-in and admin writes do not
// depend on Redis, which only speeds public reads up.
type backends struct {
	Cache      domain.Cache
	CacheCheck cacheCheck
}

// provideBackends opens the Redis cache when one is configured. Only a
// malformed URL stops the start: an unreachable Redis gives a cache that
// starts degraded, serves reads from the database and recovers by itself.
func provideBackends(cfg *config.Config, log *zap.Logger) (backends, func(), error) {
	if cfg.Redis.URL == "" {
		return backends{
			Cache:      memory.NewCache(memory.CacheConfig{MaxEntriesPerRegion: cfg.Cache.MaxEntries}),
			CacheCheck: func(context.Context) error { return nil },
		}, func() {}, nil
	}
	client, closeClient, err := redisadapter.Open(cfg.Redis.URL)
	if err != nil {
		return backends{}, nil, err
	}
	cache, stopCache, err := redisadapter.NewCache(client, redisadapter.CacheConfig{
		KeyPrefix: cfg.Cache.KeyPrefix, TTL: cfg.Cache.TTL, LocalMaxAge: cfg.Cache.LocalMaxAge,
		Timeout: cfg.Cache.RedisTimeout, MaxLocalEntries: cfg.Cache.MaxEntries,
	}, log)
	if err != nil {
		closeClient()
		return backends{}, nil, err
	}
	return backends{Cache: cache, CacheCheck: cache.Check}, func() { stopCache(); closeClient() }, nil
}

func provideAuth(users domain.UserRepository, sessions domain.SessionStore, throttle domain.LoginThrottle, hasher domain.PasswordHasher, clock domain.Clock, cfg *config.Config, log *zap.Logger) (*app.AuthService, error) {
	return app.NewAuthService(users, sessions, throttle, hasher, clock, app.AuthConfig{
		IdleTimeout: cfg.Admin.SessionIdleTimeout,
		Lifetime:    cfg.Admin.SessionLifetime,
		Login: domain.LoginPolicy{
			MaxFailures: cfg.Admin.LoginMaxFailures, Window: cfg.Admin.LoginWindow, Lockout: cfg.Admin.LoginLockout,
		},
	}, log)
}

func provideBlobStore(cfg *config.Config) (*storage.LocalDisk, error) {
	return storage.NewLocalDisk(cfg.Uploads.Dir)
}

func provideUploads(blobs domain.BlobStore, cfg *config.Config) (*app.UploadService, error) {
	return app.NewUploadService(blobs, cfg.Uploads.MaxBytes)
}

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

// provideHandler builds the HTTP handler. The invalidator is a parameter so
// that it is constructed (and subscribed) before the first request.
func provideHandler(cfg *config.Config, log *zap.Logger, content *app.ContentService, catalogue *app.CatalogueService,
	auth *app.AuthService, uploads *app.UploadService, site app.SiteProfile, db *sqldb.DB, checkCache cacheCheck, _ *app.CacheInvalidator) (http.Handler, error) {
	proxies, err := cfg.HTTP.TrustedProxyPrefixes()
	if err != nil {
		return nil, err
	}
	// The cache is checked first: its check is bounded by the cache's
	// own timeout (and instant while it is known down), the database's only
	// by the probe's.
	ready := func(ctx context.Context) httpapi.Readiness {
		var r httpapi.Readiness
		r.Cache = checkCache(ctx)
		r.Database = db.Ping(ctx)
		return r
	}
	return httpapi.NewServer(httpapi.Deps{
		Content: content, Catalogue: catalogue, Auth: auth, Uploads: uploads, Site: site,
		SPA: frontend.Dist(), SEORoutes: frontend.SEORoutes(),
		Ready: ready, Log: log,
		Config: httpapi.Config{
			MaxBodyBytes: cfg.HTTP.MaxBodyBytes, SecureCookies: cfg.HTTP.SecureCookies,
			PublicURL: cfg.PublicURL, HTTPS: cfg.HTTPS(), TrustedProxies: proxies,
		},
	})
}
