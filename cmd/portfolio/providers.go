package main

import (
	"context"
	"fmt"
	"net/http"
	"time"

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

//go:generate go tool wire

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

// backendSet provides the cache and the session store: Redis when
// configured, else the in-process cache and database sessions.
var backendSet = wire.NewSet(provideBackends, wire.FieldsOf(new(backends), "Cache", "Sessions", "Ping"))

// dbSessionSet keeps sessions in the database (the commands that never need
// Redis).
var dbSessionSet = sqldb.SessionSet

// authSet provides authentication.
var authSet = wire.NewSet(
	password.NewBcryptHasher,
	wire.Bind(new(domain.PasswordHasher), new(*password.BcryptHasher)),
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

// pinger reports whether the cache backend is reachable (for /readyz).
type pinger func(ctx context.Context) error

// backends are the adapters chosen by configuration.
type backends struct {
	Cache    domain.Cache
	Sessions domain.SessionStore
	Ping     pinger
}

func provideBackends(ctx context.Context, cfg *config.Config, db *sqldb.DB, log *zap.Logger) (backends, func(), error) {
	if cfg.Redis.URL == "" {
		sessions := sqldb.NewSessionStore(db)
		stop := sweepExpiredSessions(sessions, log)
		return backends{
			Cache:    memory.NewCache(memory.CacheConfig{MaxEntriesPerRegion: 10000}),
			Sessions: sessions,
			Ping:     func(context.Context) error { return nil },
		}, stop, nil
	}
	client, closeClient, err := redisadapter.Open(ctx, cfg.Redis.URL)
	if err != nil {
		return backends{}, nil, err
	}
	cache, stopCache, err := redisadapter.NewCache(client, redisadapter.CacheConfig{
		KeyPrefix: cfg.Cache.KeyPrefix, TTL: cfg.Cache.TTL, LocalMaxAge: cfg.Cache.LocalMaxAge, Timeout: cfg.Cache.RedisTimeout,
	}, log)
	if err != nil {
		closeClient()
		return backends{}, nil, err
	}
	sessions, err := redisadapter.NewSessionStore(client, cfg.Cache.KeyPrefix)
	if err != nil {
		stopCache()
		closeClient()
		return backends{}, nil, err
	}
	ping := func(ctx context.Context) error { return client.Ping(ctx).Err() }
	return backends{Cache: cache, Sessions: sessions, Ping: ping}, func() { stopCache(); closeClient() }, nil
}

func provideAuth(users domain.UserRepository, sessions domain.SessionStore, hasher domain.PasswordHasher, clock domain.Clock, cfg *config.Config, log *zap.Logger) (*app.AuthService, error) {
	return app.NewAuthService(users, sessions, hasher, clock, cfg.Admin.SessionLifetime, log)
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
	auth *app.AuthService, uploads *app.UploadService, site app.SiteProfile, db *sqldb.DB, ping pinger, _ *app.CacheInvalidator) (http.Handler, error) {
	proxies, err := cfg.HTTP.TrustedProxyPrefixes()
	if err != nil {
		return nil, err
	}
	ready := func(ctx context.Context) error {
		if err := db.Ping(ctx); err != nil {
			return fmt.Errorf("database: %w", err)
		}
		if err := ping(ctx); err != nil {
			return fmt.Errorf("cache: %w", err)
		}
		return nil
	}
	return httpapi.NewServer(httpapi.Deps{
		Content: content, Catalogue: catalogue, Auth: auth, Uploads: uploads, Site: site,
		SPA: frontend.Dist(), SEORoutes: frontend.SEORoutes(), UploadsDir: cfg.Uploads.Dir,
		Ready: ready, Log: log,
		Config: httpapi.Config{
			MaxBodyBytes: cfg.HTTP.MaxBodyBytes, SecureCookies: cfg.HTTP.SecureCookies,
			PublicURL: cfg.PublicURL, HTTPS: cfg.HTTPS(), TrustedProxies: proxies,
		},
	})
}

// sweepExpiredSessions deletes expired database sessions a minute after
// start (the schema is migrated by then) and every hour after, until the
// returned func is called; Redis sessions expire by themselves.
func sweepExpiredSessions(sessions *sqldb.SessionStore, log *zap.Logger) func() {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		timer := time.NewTimer(time.Minute)
		defer timer.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-timer.C:
			}
			if n, err := sessions.DeleteExpired(ctx, time.Now()); err != nil && ctx.Err() == nil {
				log.Warn("could not delete expired sessions", zap.Error(err))
			} else if n > 0 {
				log.Info("deleted expired sessions", zap.Int("count", n))
			}
			timer.Reset(time.Hour)
		}
	}()
	return func() { cancel(); <-done }
}
