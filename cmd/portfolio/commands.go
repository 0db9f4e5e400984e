package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/pages"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/config"
	"github.com/portfolio-site/portfolio/domain"
)

// setup loads the configuration and builds the logger every command uses.
func setup(configPath string, env []string, stdout io.Writer) (*config.Config, *zap.Logger, error) {
	cfg, err := config.Load(configPath, env)
	if err != nil {
		return nil, nil, err
	}
	log, err := newLogger(cfg.Log, stdout)
	if err != nil {
		return nil, nil, err
	}
	return cfg, log, nil
}

// serve migrates, makes sure an administrator exists, loads demo content
// into an empty database, and serves HTTP until ctx is cancelled, then shuts
// down gracefully.
func serve(ctx context.Context, configPath string, env []string, stdout io.Writer) error {
	cfg, log, err := setup(configPath, env, stdout)
	if err != nil {
		return err
	}
	defer log.Sync() //nolint:errcheck // nothing useful to do on a failed flush
	// Listening first gives the port actually bound, which an unset
	// public_url follows (http.addr with port 0, or a changed port), and
	// refuses to start, saying why, when a port cannot be bound.
	ln, plainLn, err := listen(cfg, env)
	if err != nil {
		return err
	}
	defer ln.Close() //nolint:errcheck // Serve closes it; this covers a failed start
	if plainLn != nil {
		defer plainLn.Close() //nolint:errcheck // as ln
	}
	if cfg.PublicURLFromAddr {
		cfg.PublicURL = config.ListenURL(ln.Addr().String())
	}
	a, cleanup, err := initializeApp(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer cleanup()
	if err := a.prepare(ctx, cfg, log); err != nil {
		return err
	}

	srv := &http.Server{
		Addr:    cfg.HTTP.Addr,
		Handler: a.Handler,
		// A client must send its headers promptly (slowloris) and within
		// a bound; bodies have their own limits per route. ReadTimeout
		// bounds a whole request but an upload's body, whose deadline
		// the upload route moves with its progress
		// (http.upload_idle_timeout, http.upload_min_rate).
		ReadHeaderTimeout: cfg.HTTP.ReadHeaderTimeout,
		MaxHeaderBytes:    cfg.HTTP.MaxHeaderBytes,
		ReadTimeout:       cfg.HTTP.ReadTimeout,
		WriteTimeout:      cfg.HTTP.WriteTimeout,
		IdleTimeout:       2 * cfg.HTTP.ReadTimeout,
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	defer startHousekeeping(ctx, a.Auth, a.Content.Trash(), log)()
	// The outbox starts only now: its first round reads the migrated
	// table, and it sends what an earlier run left pending.
	defer a.Outbox.Start(ctx)()
	defer a.Scheduler.Start(ctx)()
	// The scheduled backups stop (a run under way abandoned, leaving no
	// archive that looks complete) once the requests have finished.
	defer a.Backups.Start(ctx)()
	// The copies a restore from the admin leaves out are made in the
	// background, one rebuild at a time, stopped at shutdown.
	defer a.Rebuilds.Start(ctx)()
	// The insights flush their counts every few seconds and once more
	// after the server has shut down (defers run last to first).
	defer a.Insights.Start(ctx)()
	// What the first visitors would wait for (the build's files and the
	// public pages compressed) is made in the background, stopped at
	// shutdown.
	if cfg.HTTP.WarmUp {
		defer warmUp(ctx, a.Pages, log)()
	}
	if !cfg.TLS.Enabled() {
		log.Info("serving", zap.String("url", "http://"+ln.Addr().String()), zap.String("public_url", cfg.PublicURL), zap.String("database", dialectOf(cfg.Database.URL)), zap.Bool("redis", cfg.Redis.URL != ""), zap.String("uploads", uploadsWhere(cfg)))
		return serveUntilDone(ctx, cfg, log, srv, func() error { return srv.Serve(ln) })
	}
	certs, err := newCertificates(cfg, a.DB, log)
	if err != nil {
		return err
	}
	defer certs.Stop()
	a.Certificate.Set(certs)
	srv.TLSConfig = certs.TLSConfig()
	// Plain HTTP only answers the challenges and redirects: small bounds.
	plain := &http.Server{Handler: certs.PlainHandler(), ReadHeaderTimeout: cfg.HTTP.ReadHeaderTimeout, MaxHeaderBytes: cfg.HTTP.MaxHeaderBytes,
		ReadTimeout: cfg.HTTP.ReadTimeout, WriteTimeout: cfg.HTTP.WriteTimeout, IdleTimeout: cfg.HTTP.ReadTimeout}
	plainDone := make(chan error, 1)
	go func() { plainDone <- plain.Serve(plainLn) }()
	defer func() {
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), cfg.HTTP.ShutdownTimeout)
		defer cancel()
		_ = plain.Shutdown(sctx)
		<-plainDone
	}()
	if err := certs.Start(ctx); err != nil {
		return err
	}
	log.Info("serving", zap.String("url", "https://"+ln.Addr().String()), zap.String("plain_http", "http://"+plainLn.Addr().String()), zap.String("public_url", cfg.PublicURL),
		zap.Bool("acme", cfg.TLS.ACME), zap.Strings("hosts", cfg.TLSHosts()), zap.String("database", dialectOf(cfg.Database.URL)), zap.Bool("redis", cfg.Redis.URL != ""), zap.String("uploads", uploadsWhere(cfg)))
	return serveUntilDone(ctx, cfg, log, srv, func() error { return srv.ServeTLS(ln, "", "") })
}

// warmUp runs the pages' WarmUp in the background and returns what stops
// it and waits for it.
func warmUp(ctx context.Context, p *pages.Site, log *zap.Logger) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		start := time.Now()
		if err := p.WarmUp(ctx); err == nil {
			log.Info("warmed up: build files and public pages compressed", zap.Duration("took", time.Since(start)))
		}
	}()
	return func() {
		cancel()
		<-done
	}
}

// serveUntilDone runs start (the server's Serve) until ctx is cancelled,
// then shuts srv down gracefully.
func serveUntilDone(ctx context.Context, cfg *config.Config, log *zap.Logger, srv *http.Server, start func() error) error {
	errc := make(chan error, 1)
	go func() { errc <- start() }()
	select {
	case err := <-errc:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), cfg.HTTP.ShutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// prepare runs the start-up steps of serve.
func (a *application) prepare(ctx context.Context, cfg *config.Config, log *zap.Logger) error {
	if err := migrateSafely(ctx, a.DB, a.Backups, log); err != nil {
		return err
	}
	// Replicas started together (docker compose --scale) take turns: each
	// step below checks for emptiness, then writes.
	if err := a.DB.Exclusive(ctx, func(ctx context.Context) error { return a.seedOnce(ctx, cfg, log) }); err != nil {
		return err
	}
	// A shared cache may hold entries built from another database (or before
	// this instance's migrations): start every region afresh.
	if err := a.Cache.Invalidate(ctx, domain.AllCacheRegions()...); err != nil {
		log.Warn("could not reset the cache at start", zap.Error(err))
	}
	return nil
}

// seedOnce creates the configured admin, the first site document and the
// demo content where they are missing.
func (a *application) seedOnce(ctx context.Context, cfg *config.Config, log *zap.Logger) error {
	if err := a.Auth.EnsureAdmin(ctx, cfg.Admin.Username, cfg.Admin.Password); err != nil {
		return fmt.Errorf("ensure admin: %w", err)
	}
	// The configured profile (site.*) is the first start's only: once the
	// site document exists, the database wins.
	if seeded, err := a.Site.EnsureSeeded(ctx); err != nil {
		return fmt.Errorf("site content: %w", err)
	} else if seeded {
		log.Info("stored the first site content from the defaults and the configured profile")
	}
	if cfg.DemoContent {
		loaded, err := app.LoadDemoContent(ctx, a.Content)
		if err != nil {
			return fmt.Errorf("demo content: %w", err)
		}
		if loaded {
			log.Info("loaded demo content into the empty database")
		}
	}
	return nil
}

// openStore loads the configuration, opens the database and migrates it:
// the start of every command that works on the database alone.
func openStore(ctx context.Context, configPath string, env []string, stdout io.Writer) (*storeApp, *config.Config, *zap.Logger, func(), error) {
	cfg, log, err := setup(configPath, env, stdout)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	s, cleanup, err := initializeStore(ctx, cfg, log)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	if err := s.DB.Migrate(ctx); err != nil {
		cleanup()
		return nil, nil, nil, nil, fmt.Errorf("migrate: %w", err)
	}
	return s, cfg, log, cleanup, nil
}

// migrate applies the database migrations, after a backup of a database
// with content; with dryRun it lists what it would apply and changes
// nothing.
func migrate(ctx context.Context, configPath string, env []string, dryRun bool, stdout io.Writer) error {
	cfg, log, err := setup(configPath, env, stdout)
	if err != nil {
		return err
	}
	b, cleanup, err := initializeBackup(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer cleanup()
	if dryRun {
		plan, err := b.DB.Plan(ctx)
		if err != nil {
			return err
		}
		if err := plan.ErrNewerSchema(); err != nil {
			return err
		}
		if len(plan.Pending) == 0 {
			fmt.Fprintln(stdout, "nothing to migrate: the database is up to date")
			return nil
		}
		fmt.Fprintf(stdout, "would apply %d migrations (nothing was changed):\n", len(plan.Pending))
		for _, n := range plan.Pending {
			fmt.Fprintln(stdout, "  "+n)
		}
		return nil
	}
	if err := migrateSafely(ctx, b.DB, b.Schedule, log); err != nil {
		return err
	}
	log.Info("database is up to date", zap.String("database", dialectOf(cfg.Database.URL)))
	return nil
}

// migrateSafely refuses a database a newer version migrated, writes a
// backup of a database with content to backup.target before applying
// its pending migrations (named in the log), then migrates. A backup that
// fails stops the upgrade with nothing migrated.
func migrateSafely(ctx context.Context, db *sqldb.DB, backups *backup.Schedule, log *zap.Logger) error {
	plan, err := db.Plan(ctx)
	if err != nil {
		return err
	}
	if err := plan.ErrNewerSchema(); err != nil {
		return err
	}
	if len(plan.Pending) > 0 && plan.Applied > 0 {
		name, n, err := backups.Snapshot(ctx)
		if err != nil {
			return fmt.Errorf("migrate: the backup before the migrations failed, nothing was migrated: %w", err)
		}
		log.Info("backed up before migrating", zap.String("backup", name), zap.String("target", backups.Target().String()),
			zap.Int64("bytes", n), zap.Strings("migrations", plan.Pending))
	}
	if err := db.Migrate(ctx); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	return nil
}

// seed loads the demo content into an empty database, through the full
// application so a shared cache is invalidated too.
func seed(ctx context.Context, configPath string, env []string, stdout io.Writer) error {
	cfg, log, err := setup(configPath, env, stdout)
	if err != nil {
		return err
	}
	a, cleanup, err := initializeApp(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer cleanup()
	if err := a.DB.Migrate(ctx); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	loaded, err := app.LoadDemoContent(ctx, a.Content)
	if err != nil {
		return err
	}
	if loaded {
		log.Info("loaded demo content")
	} else {
		log.Info("the database already has content; demo content not loaded")
	}
	return nil
}

// setPassword reads a password from the first line of stdin and sets it for
// username, creating that administrator if needed.
func setPassword(ctx context.Context, configPath string, env []string, username string, stdin io.Reader, stdout io.Writer) error {
	s, _, log, cleanup, err := openStore(ctx, configPath, env, stdout)
	if err != nil {
		return err
	}
	defer cleanup()
	line, err := bufio.NewReader(stdin).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return fmt.Errorf("read password: %w", err)
	}
	password := strings.TrimRight(line, "\r\n")
	if err := s.Auth.SetPassword(ctx, username, password); err != nil {
		// A rule the password broke is told as the user reads it; anything
		// else (the database, hashing) keeps its cause for the operator.
		if code := domain.ErrorCode(err); code == domain.EINVALID || code == domain.EBADREQUEST {
			return fmt.Errorf("set password: %s", domain.ErrorMessage(err))
		}
		return fmt.Errorf("set password: %w", err)
	}
	log.Info("password set", zap.String("username", username))
	return nil
}

// resetTwoFactor turns off the two-factor sign-in of username and ends
// their sessions: the way back in for an owner who lost the authenticator
// and the recovery codes. The password stays as it is.
func resetTwoFactor(ctx context.Context, configPath string, env []string, username string, stdout io.Writer) error {
	s, _, log, cleanup, err := openStore(ctx, configPath, env, stdout)
	if err != nil {
		return err
	}
	defer cleanup()
	if err := s.Auth.ResetTwoFactor(ctx, username); err != nil {
		if domain.ErrorCode(err) == domain.ENOTFOUND {
			return fmt.Errorf("reset two-factor sign-in: no administrator %q", username)
		}
		return fmt.Errorf("reset two-factor sign-in: %w", err)
	}
	log.Info("two-factor sign-in reset", zap.String("username", username))
	return nil
}

// uploadsWhere says where uploads are kept, for the start's log line: the
// blob URL (it holds no credentials: ParseURL refuses them) or the
// directory.
func uploadsWhere(cfg *config.Config) string {
	if cfg.Blob.S3() {
		return cfg.Blob.URL
	}
	return cfg.Uploads.Dir
}

func dialectOf(url string) string {
	if strings.HasPrefix(url, "file:") {
		return "sqlite"
	}
	return "postgres"
}

// startHousekeeping runs the periodic clean-ups: it deletes expired and
// idle sessions and stale sign-in counters, and purges the trash and the
// activity log past their retention, a minute after start and every hour
// after, until the returned func is called.
func startHousekeeping(ctx context.Context, auth *auth.Service, trash *app.TrashService, log *zap.Logger) func() {
	ctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
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
			if sessions, counters, err := auth.Sweep(ctx); err != nil && ctx.Err() == nil {
				log.Warn("could not sweep sessions and sign-in counters", zap.Error(err))
			} else if sessions+counters > 0 {
				log.Info("swept sessions and sign-in counters", zap.Int("sessions", sessions), zap.Int("counters", counters))
			}
			if trashed, logged, err := trash.Sweep(ctx); err != nil && ctx.Err() == nil {
				log.Warn("could not purge the trash and the activity log", zap.Error(err))
			} else if trashed+logged > 0 {
				log.Info("purged the trash and the activity log past their retention", zap.Int("trash", trashed), zap.Int("activity", logged))
			}
			timer.Reset(time.Hour)
		}
	}()
	return func() { cancel(); <-done }
}

// initializeApp picks the injector the configuration asks for: with a
// Redis URL the shared cache; without one on PostgreSQL, which several
// instances may share, in-process caches kept coherent through it; on
// SQLite, which is single-instance, the plain in-process cache.
func initializeApp(ctx context.Context, cfg *config.Config, log *zap.Logger) (*application, func(), error) {
	switch {
	case cfg.Redis.URL != "":
		return initializeShared(ctx, cfg, log)
	case strings.HasPrefix(cfg.Database.URL, "postgres://"), strings.HasPrefix(cfg.Database.URL, "postgresql://"):
		return initializePostgres(ctx, cfg, log)
	default:
		return initializeSingle(ctx, cfg, log)
	}
}
