// Package pgcache is the public response cache of instances that share
// PostgreSQL without Redis: each instance keeps its entries in memory, and
// invalidations travel over PostgreSQL LISTEN/NOTIFY, acknowledged by every
// live instance before Invalidate returns.
//
// It is a package of its own rather than part of adapters/sqldb because
// it is another port (domain.Cache, not storage) with another life: a
// dedicated LISTEN connection and goroutines that outlive any request. Its
// two tables are created by sqldb's migrations, with the rest of the
// schema.
package pgcache

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
	"github.com/uptrace/bun/driver/pgdriver"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.Cache = (*Cache)(nil)

// Config tunes the cache. Zero fields take the defaults.
type Config struct {
	// KeyPrefix scopes the cache's rows and names its channels (default
	// "portfolio:"), so deployments sharing a database stay apart.
	KeyPrefix string
	// StaleAfter is how long an instance serves from memory on the
	// strength of one heartbeat, and how old a heartbeat may be before
	// invalidations stop waiting for that instance (default 2s, config
	// cache.local_max_age). It bounds what an instance whose LISTEN
	// connection hung without an error can serve stale; a connection that
	// fails with an error is noticed at once. Heartbeats go every quarter
	// of it.
	StaleAfter time.Duration
	// Timeout bounds each database round trip of the listener (default
	// 250ms); an invalidation's round trips share InvalidateTimeout.
	Timeout time.Duration
	// InvalidateTimeout bounds Invalidate, including the wait for every
	// live instance's acknowledgement (default 500ms).
	InvalidateTimeout time.Duration
	// Backoff is the pause after a failed attempt to (re)join (default 1s).
	Backoff time.Duration
	// MaxLocalEntries caps the entries kept per region (config
	// cache.max_entries, default 1000), least recently used out.
	MaxLocalEntries int
}

func (c Config) withDefaults() Config {
	or := func(d *time.Duration, def time.Duration) {
		if *d <= 0 {
			*d = def
		}
	}
	if c.KeyPrefix == "" {
		c.KeyPrefix = "portfolio:"
	}
	or(&c.StaleAfter, 2*time.Second)
	or(&c.Timeout, 250*time.Millisecond)
	or(&c.InvalidateTimeout, 500*time.Millisecond)
	or(&c.Backoff, time.Second)
	if c.MaxLocalEntries <= 0 {
		c.MaxLocalEntries = 1000
	}
	return c
}

// Cache is the domain.Cache of instances sharing PostgreSQL. The rule is
// the Redis adapter's: each region has a generation, in the table
// cache_generations; Invalidate moves it on and announces the new
// generations with the same commit (NOTIFY), so an entry stored with a
// token from before is never served. Invalidate then waits until every
// instance whose heartbeat is fresh acknowledged that it applied them;
// an instance that is gone (its heartbeat stale) is not waited for.
// Once Invalidate returned nil, the next Lookup on any instance cannot
// return the old entry.
//
// Entries are not shared: a hit costs no round trip, and a miss is loaded
// from the database by each instance (what Redis adds is a cache the
// instances share). An instance serves from memory only while it is
// trusted: it joined (listening, registered, generations read) and its
// heartbeat, which proves its LISTEN connection still delivers, was
// renewed within StaleAfter. When the connection is lost the instance
// drops every entry and misses (reads go to the database) until it has
// listened again and re-read the generations.
//
// Each instance holds one database connection of its own for LISTEN,
// besides its pool, and writes a heartbeat (a NOTIFY and an UPDATE) every
// StaleAfter/4.
//
// Bodies are shared, not copied, on Lookup: callers must not modify them.
// The instance's clock and PostgreSQL's must run at the same rate (the
// heartbeat's age is measured by one, the trust by the other).
type Cache struct {
	db    *bun.DB
	cfg   Config
	log   *zap.Logger
	scope string
	ch    channels
	id    string

	local   *local
	acks    acks
	pending pending       // regions whose invalidation failed, bumped again by the listener
	seq     atomic.Uint64 // numbers this instance's invalidations and pings

	kick    chan struct{} // wakes a listener waiting to rejoin
	settled chan struct{} // closed once the first join succeeded or failed
	once    sync.Once

	mu     sync.Mutex
	ln     *pgdriver.Listener // the current LISTEN connection, closed on stop
	closed bool
	health health
}

// NewCache starts listening and waits briefly for the instance's first
// attempt to join. If it fails (the database is down, or not migrated yet:
// serve migrates after wiring, and its first Invalidate, once migrated,
// wakes the listener), the cache
// starts without serving from memory and joins by itself later. db must
// be PostgreSQL. cleanup stops listening and unregisters the instance.
func NewCache(db *sqldb.DB, cfg Config, log *zap.Logger) (*Cache, func(), error) {
	switch {
	case db == nil:
		return nil, nil, errors.New("pg cache: a database is required")
	case log == nil:
		return nil, nil, errors.New("pg cache: a logger is required")
	case db.Bun().Dialect().Name() != dialect.PG:
		return nil, nil, errors.New("pg cache: the database must be PostgreSQL; SQLite is single-instance")
	}
	id := make([]byte, instanceIDLen/2)
	if _, err := rand.Read(id); err != nil {
		return nil, nil, fmt.Errorf("pg cache: instance id: %w", err)
	}
	cfg = cfg.withDefaults()
	c := &Cache{
		db:      db.Bun(),
		cfg:     cfg,
		log:     log,
		scope:   cfg.KeyPrefix,
		ch:      newChannels(cfg.KeyPrefix),
		id:      hex.EncodeToString(id),
		local:   newLocal(cfg.MaxLocalEntries),
		kick:    make(chan struct{}, 1),
		settled: make(chan struct{}),
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		c.run(ctx)
	}()
	var once sync.Once
	stop := func() {
		once.Do(func() {
			cancel()
			c.closeListener()
			<-done
			lctx, cancel := context.WithTimeout(context.Background(), cfg.Timeout)
			defer cancel()
			if err := leave(lctx, c.db, c.scope, c.id); err != nil {
				log.Debug("pg cache: unregister failed", zap.Error(err))
			}
		})
	}
	select {
	case <-c.settled:
	case <-time.After(cfg.InvalidateTimeout):
	}
	return c, stop, nil
}

// Lookup serves from memory; it never touches the database. While the
// instance is not trusted every key misses, with a token that stores
// nothing.
func (c *Cache) Lookup(_ context.Context, region domain.CacheRegion, key string) (domain.CacheEntry, bool, domain.CacheToken, error) {
	e, hit, gen := c.local.get(region, key, time.Now())
	return e, hit, domain.CacheToken{Region: region, Generation: gen}, nil
}

// Store keeps e in memory if tok's generation is still the region's here;
// a token from before an invalidation names an old one and is dropped.
func (c *Cache) Store(_ context.Context, tok domain.CacheToken, key string, e domain.CacheEntry) error {
	if tok.Generation == 0 {
		return nil // taken while untrusted, or not a token of this cache
	}
	e.Body = append([]byte(nil), e.Body...)
	c.local.put(tok.Region, tok.Generation, key, e, time.Now())
	return nil
}

// Invalidate moves the regions to new generations and announces them in
// one statement, applies them here, and returns once every other instance
// whose heartbeat is fresh acknowledged them. An error means that could
// not be ensured: the database failed (EUNAVAILABLE), or some instance did
// not acknowledge in time (it serves old entries for at most StaleAfter).
// Acknowledgements arrive on this instance's LISTEN connection, so while
// it is down they are not heard and the call reports them missing.
//
// Its round trips share InvalidateTimeout rather than each getting the
// shorter Timeout: the save has committed, and until its generations move
// every instance may serve what it cached before. If the bump fails all
// the same, this instance stops serving the regions from memory and the
// listener bumps them again at each heartbeat until that works (see
// pending), so the others' old entries go once the database answers.
func (c *Cache) Invalidate(ctx context.Context, regions ...domain.CacheRegion) error {
	if len(regions) == 0 {
		return nil
	}
	ictx, cancel := context.WithTimeout(ctx, c.cfg.InvalidateTimeout)
	defer cancel()
	nonce := c.id + "-" + strconv.FormatUint(c.seq.Add(1), 10)
	c.acks.register(nonce)
	defer c.acks.forget(nonce)

	n, err := bump(ictx, c.db, c.scope, c.ch, c.id, nonce, regions)
	if err != nil {
		c.local.forget(regions)
		c.pending.add(regions)
		return unavailable("invalidate", err)
	}
	c.local.apply(n.Gens)
	// Read after the bump committed: an instance registered later reads
	// the new generations when it joins (see join). The converse has a
	// narrow window: an instance that started listening just after the
	// bump committed but registered before this read is waited for, never
	// hears the bump and does not acknowledge it. It serves nothing stale
	// (it reads the new generations), but this call reports it unconfirmed.
	ids, err := liveOthers(ictx, c.db, c.scope, c.id, c.cfg.StaleAfter)
	if err != nil {
		return unavailable("invalidate", err)
	}
	if !c.local.trusted(time.Now()) {
		c.wake() // the database answers: a listener waiting to rejoin may try now
	}
	select {
	case <-c.acks.expect(nonce, ids):
		return nil
	case <-ictx.Done():
		missing, of := c.acks.forget(nonce)
		return &unconfirmedError{missing: missing, of: of, staleAfter: c.cfg.StaleAfter}
	}
}

// Check reports whether the instance serves from memory, for the
// readiness report: an error (EUNAVAILABLE) while it is not listening, when
// every read goes to the database.
func (c *Cache) Check(context.Context) error {
	if c.local.trusted(time.Now()) {
		return nil
	}
	return unavailable("check", c.downCause())
}

// unavailable wraps a failure as EUNAVAILABLE, keeping the cause for the
// log.
func unavailable(op string, cause error) error {
	return fmt.Errorf("pg cache %s: %w: %w", op, domain.Errorf(domain.EUNAVAILABLE, "Cache unavailable"), cause)
}

// unconfirmedError says that the new generations are committed but some
// instances did not acknowledge them in time.
type unconfirmedError struct {
	missing, of int
	staleAfter  time.Duration
}

func (e *unconfirmedError) Error() string {
	return fmt.Sprintf("pg cache invalidate: %d of %d instances did not confirm in time; they may serve old entries for up to %s",
		e.missing, e.of, e.staleAfter)
}
