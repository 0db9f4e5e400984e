package redis

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"
	"time"

	goredis "github.com/redis/go-redis/v9"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.Cache = (*Cache)(nil)

// CacheConfig tunes the Redis cache. Zero fields take the defaults.
type CacheConfig struct {
	// KeyPrefix starts every key and channel name (default "portfolio:"),
	// so deployments and tests sharing a server stay apart.
	KeyPrefix string
	// TTL is how long an entry lives in Redis (default 10m); entries of old
	// generations are never read again and expire with it.
	TTL time.Duration
	// LocalMaxAge is how long this instance serves a region from memory
	// before asking Redis for its generation again (default 2s).
	LocalMaxAge time.Duration
	// Lease is how long an answered ping of the invalidation subscription
	// lets this instance serve from memory (default 1s; it pings every
	// Lease/4). It is also what a save waits, at most, for an instance
	// that did not confirm its invalidation: by then that instance has
	// applied it or stopped serving from memory (see Cache).
	Lease time.Duration
	// Timeout bounds each Redis round trip of Lookup and Store (default
	// 100ms): past it the caller reads the database instead.
	Timeout time.Duration
	// InvalidateTimeout bounds Invalidate, including waiting for every
	// instance to confirm it applied the invalidation (default 500ms).
	InvalidateTimeout time.Duration
	// Backoff is how long the cache fails fast, without trying Redis, after
	// a failure (default 1s).
	Backoff time.Duration
	// MaxLocalEntries caps the entries kept in memory per region (config
	// cache.max_entries, default 1000); past it the least recently used is
	// evicted from memory and is served from Redis again.
	MaxLocalEntries int
}

func (c CacheConfig) withDefaults() CacheConfig {
	or := func(d *time.Duration, def time.Duration) {
		if *d <= 0 {
			*d = def
		}
	}
	if c.KeyPrefix == "" {
		c.KeyPrefix = "portfolio:"
	}
	or(&c.TTL, 10*time.Minute)
	or(&c.LocalMaxAge, 2*time.Second)
	or(&c.Lease, time.Second)
	or(&c.Timeout, 100*time.Millisecond)
	or(&c.InvalidateTimeout, 500*time.Millisecond)
	or(&c.Backoff, time.Second)
	if c.MaxLocalEntries <= 0 {
		c.MaxLocalEntries = 1000
	}
	return c
}

// Cache is the domain.Cache shared by every instance through Redis, with an
// in-process layer in front so that a hit costs no round trip.
//
// Entries live in Redis under (region, generation, key); Invalidate moves a
// region to a new generation, so a Store made with an older token writes a
// key nobody reads (the stale-set race). Invalidate then publishes the
// regions and waits until every subscribed instance confirms it dropped
// them from memory, which is what makes a Lookup on any instance after
// Invalidate returned see the new generation.
//
// Memory is served under a lease: an instance serves from it only within
// Lease of sending a ping that its subscription answered. Redis answers a
// ping after every message published before it, and the subscriber applies
// messages in order, so an instance serving from memory at time t has
// applied every invalidation published before t-Lease, or its subscription
// broke and, resubscribing, it cleared its memory. A save that some
// instance did not confirm in time therefore waits until Lease after its
// publish before it returns: the promise "a save that answered is read
// back on every instance" holds without the confirmation. A save whose
// invalidation failed waits until 1.5 Lease after this instance first saw
// Redis fail (see outlasted): if Redis is down for everyone, no instance
// serves from memory by then. An instance whose
// lease ran out while its subscription seemed up starts an outage episode
// (so does one whose subscription broke, below): until the probe has
// bumped every region it serves neither memory nor Redis, so none reads
// what Redis kept either. What waiting cannot cover is a Redis that fails
// this instance alone: the others are corrected when its probe gets
// through (a save that fails fast tries once more, so a connection reset
// by a restart is not such a failure).
//
// When Redis fails (refused or hung), calls return an EUNAVAILABLE error
// within Timeout and then fail fast, without touching Redis, until a
// background probe (one per Backoff, or at once when the subscriber gets
// through again) recovers; nothing is served from memory meanwhile. The
// probe moves every region to a new generation and clears memory before
// calls go to Redis again, so no entry from before the outage is served,
// including one whose invalidation failed during it. A cache that cannot
// reach Redis when it is created starts in that state.
//
// Invalidate is the exception to failing fast: an outage is this
// instance's view, and one round trip slower than Timeout (a pause of this
// process, a loaded machine) is enough to start one while the other
// instances go on serving from Redis and memory. A save whose invalidation
// was refused then would leave them serving the old entries until the
// probe recovers, after the save answered. So Invalidate always tries
// Redis: within InvalidateTimeout until a write or a probe of the episode
// has failed too, then within one Timeout (and the probe bumps their
// regions with all others when Redis answers). A write that gets through
// ends the episode at once, without waiting for the backoff.
//
// What one public read can pay to Redis is therefore bounded: a Lookup
// makes one round trip (the script, or the GET of an entry) within
// Timeout, a Store after a successful Lookup one more, and a probe none
// (it runs in the background); with the default 100ms that is 200ms at
// worst, and once the outage is noticed, nothing. A write pays at most
// InvalidateTimeout (500ms), and one Timeout once a write failed; when an
// instance does not confirm, or Redis fails, it also waits out the
// leases: up to Lease (1s) after its publish, or 1.5 Lease after Redis
// was first seen failing (the first writes of an outage only).
//
// Losing the subscription starts an episode too: invalidations published
// meanwhile were missed, and a restarted Redis may hold generations and
// entries from a snapshot older than saves that answered. Until the probe
// has bumped every region and every instance has cleared its memory, the
// instance serves neither (see listen).
//
// Bodies are shared, not copied, on Lookup: callers must not modify them.
// It needs standalone Redis 5 or later (its scripts read the Redis clock
// and build keys, which Redis Cluster would refuse).
type Cache struct {
	rdb     *goredis.Client
	cfg     CacheConfig
	log     *zap.Logger
	keys    cacheKeys
	scripts cacheScripts
	id      string // names this instance on the ack channel

	local  *cacheLocal
	health cacheHealth
	acks   cacheAcks
	bus    cacheBus

	// stopping is cancelled by cleanup; probes, which run in the
	// background, stop with it and cleanup waits for them.
	stopping context.Context
	probes   sync.WaitGroup

	mu    sync.Mutex
	known map[domain.CacheRegion]struct{} // regions to bump on recovery
}

// NewCache starts the invalidation subscriber and waits briefly for it, so
// the first requests can already be served from memory. If Redis does not
// answer a ping within Timeout, the cache starts degraded instead (logged
// as a warning): calls go to the database at once, and the cache recovers
// by itself when Redis answers. The client must be opened with
// ContextTimeoutEnabled (Open does so): the cache's short timeouts are
// context deadlines. cleanup stops the subscriber and any probe.
func NewCache(client *goredis.Client, cfg CacheConfig, log *zap.Logger) (*Cache, func(), error) {
	switch {
	case client == nil:
		return nil, nil, errors.New("redis cache: a client is required")
	case log == nil:
		return nil, nil, errors.New("redis cache: a logger is required")
	case !client.Options().ContextTimeoutEnabled:
		return nil, nil, errors.New("redis cache: the client must have ContextTimeoutEnabled; open it with redis.Open")
	}
	id := make([]byte, 8)
	if _, err := rand.Read(id); err != nil {
		return nil, nil, fmt.Errorf("redis cache: instance id: %w", err)
	}
	cfg = cfg.withDefaults()
	routeDriverLog(log)
	c := &Cache{
		rdb:     client,
		cfg:     cfg,
		log:     log,
		keys:    cacheKeys{prefix: cfg.KeyPrefix},
		scripts: newCacheScripts(),
		id:      hex.EncodeToString(id),
		local:   newCacheLocal(cfg.LocalMaxAge, cfg.Lease, cfg.MaxLocalEntries),
		acks:    cacheAcks{waiting: make(map[string]*ackWait)},
		known:   make(map[domain.CacheRegion]struct{}),
	}
	c.noteRegions(domain.AllCacheRegions()...)
	stopping, cancel := context.WithCancel(context.Background())
	c.stopping = stopping
	// Down before the subscriber starts: it kicks a probe once subscribed.
	pctx, cancelPing := context.WithTimeout(stopping, cfg.Timeout)
	err := client.Ping(pctx).Err()
	cancelPing()
	if err != nil {
		c.markDown(err, "redis cache unavailable at start; serving from the database until it answers")
	}
	stopBus := c.startBus()
	stop := func() {
		cancel()
		stopBus()
		c.probes.Wait()
	}
	if err != nil {
		return c, stop, nil
	}
	select {
	case <-c.bus.ready:
	case <-time.After(cfg.InvalidateTimeout):
		log.Info("redis cache: invalidation subscription not up yet; serving through Redis until it is")
	}
	return c, stop, nil
}

// Lookup serves from memory when the region's generation is trusted, and
// otherwise asks Redis for the generation and the entry in one round trip.
func (c *Cache) Lookup(ctx context.Context, region domain.CacheRegion, key string) (domain.CacheEntry, bool, domain.CacheToken, error) {
	tok := domain.CacheToken{Region: region}
	if err := c.admit("lookup"); err != nil {
		return domain.CacheEntry{}, false, tok, err
	}
	now := time.Now()
	v := c.local.get(region, key, now)
	if v.fresh {
		tok.Generation = v.gen
		if v.hit {
			return v.entry, true, tok, nil
		}
		e, hit, err := c.fetch(ctx, region, v.gen, key)
		if err != nil {
			return domain.CacheEntry{}, false, tok, err
		}
		return e, hit, tok, nil
	}

	if v.lapsed {
		// The subscription seems up but its ping went unanswered: Redis
		// may be hung or back from a restart the subscriber has not
		// noticed yet, and may hold what invalidations it missed made
		// stale. Not Redis either, then, until a probe has bumped.
		c.markDown(errSilent, msgUnavailable)
		return domain.CacheEntry{}, false, tok, unavailable("lookup", errSilent)
	}
	c.noteRegions(region)
	rctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	reply, err := c.scripts.lookup.Run(rctx, c.rdb, []string{c.keys.gen(region)},
		c.keys.entryHead(region), c.keys.entryTail(key)).Result()
	if err != nil {
		return domain.CacheEntry{}, false, tok, c.failed(ctx, "lookup", err)
	}
	gen, e, hit, err := parseLookup(reply)
	if err != nil {
		return domain.CacheEntry{}, false, tok, fmt.Errorf("redis cache lookup %s: %w", region, err)
	}
	c.local.confirm(v.epoch, region, gen, now)
	if hit {
		c.local.put(region, gen, key, e)
	}
	tok.Generation = gen
	return e, hit, tok, nil
}

// fetch reads one entry of a generation this instance already trusts.
func (c *Cache) fetch(ctx context.Context, region domain.CacheRegion, gen uint64, key string) (domain.CacheEntry, bool, error) {
	rctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	raw, err := c.rdb.Get(rctx, c.keys.entry(region, gen, key)).Bytes()
	if errors.Is(err, goredis.Nil) {
		return domain.CacheEntry{}, false, nil
	} else if err != nil {
		return domain.CacheEntry{}, false, c.failed(ctx, "lookup", err)
	}
	e, hit := decodeEntry(raw)
	if hit {
		c.local.put(region, gen, key, e)
	}
	return e, hit, nil
}

// Store writes e under the token's generation, in Redis and in memory.
// A token from before an invalidation names a generation nobody reads, so
// its entry is never served; it expires with the TTL.
func (c *Cache) Store(ctx context.Context, tok domain.CacheToken, key string, e domain.CacheEntry) error {
	if tok.Generation == 0 {
		return nil // not a token of this cache: there is nothing it could be served as
	}
	if err := c.admit("store"); err != nil {
		return err
	}
	e.Body = append([]byte(nil), e.Body...)
	rctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	if err := c.rdb.Set(rctx, c.keys.entry(tok.Region, tok.Generation, key), encodeEntry(e), c.cfg.TTL).Err(); err != nil {
		return c.failed(ctx, "store", err)
	}
	c.local.put(tok.Region, tok.Generation, key, e)
	return nil
}

// Invalidate moves the regions to new generations, drops them from memory
// here, and returns once every instance subscribed to the invalidation
// channel confirmed it did the same, or, for an instance that did not in
// time, once its lease on memory has run out (see Cache): either way no
// instance serves the old entries after it returned nil. An error means
// Redis is unavailable (the regions are then bumped, with all others,
// when it recovers); the call returns it once the other instances'
// leases ran out (see outlasted). The round trips are
// bounded by InvalidateTimeout: a write gets more than a read's Timeout,
// because a write that cannot invalidate leaves every other instance
// serving the old entries. During an outage episode it still tries
// Redis, for one Timeout once a write or a probe of the episode failed
// (see Cache), and a success kicks the recovery. The waits for leases
// end early only when ctx does.
func (c *Cache) Invalidate(ctx context.Context, regions ...domain.CacheRegion) error {
	if len(regions) == 0 {
		return nil
	}
	c.noteRegions(regions...)
	err := c.tryBroadcast(ctx, regions)
	var unconfirmed *unconfirmedError
	switch {
	case err == nil:
		c.kick() // Redis answered: if this instance thought it down, recover now
		return nil
	case errors.As(err, &unconfirmed):
		c.kick()
		if werr := waitUntil(ctx, unconfirmed.published.Add(c.cfg.Lease)); werr != nil {
			return fmt.Errorf("%w; gave up waiting for their lease: %w", err, werr)
		}
		c.log.Info("redis cache: an invalidation was not confirmed in time; waited out the lease of the instances that missed it",
			zap.Int("missing", unconfirmed.missing), zap.Int("of", unconfirmed.of))
		return nil
	case ctx.Err() == nil:
		c.invalidateFailed()
		_ = waitUntil(ctx, c.outlasted())
	}
	return err
}

// retryPause is how long Invalidate waits before it tries a failed
// broadcast again.
const retryPause = 20 * time.Millisecond

// tryBroadcast broadcasts the invalidation of regions within the
// invalidation budget. When Redis failed fast with the whole budget
// given, it tries once more: a connection that a restart reset fails at
// once and the next one may well get through, whereas giving up would
// leave an instance that does reach Redis serving the old entries
// (waiting cannot help there: its lease goes on). Once writes of the
// episode fail (a budget of one Timeout), it does not: Redis is gone, and
// a save should not pay for it again.
func (c *Cache) tryBroadcast(ctx context.Context, regions []domain.CacheRegion) error {
	budget := c.invalidateBudget()
	ictx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	err := c.broadcast(ictx, ctx, regions, false)
	var unconfirmed *unconfirmedError
	if err == nil || errors.As(err, &unconfirmed) || ctx.Err() != nil || budget < c.cfg.InvalidateTimeout {
		return err
	}
	if dl, _ := ictx.Deadline(); time.Until(dl) < retryPause+c.cfg.Timeout/2 {
		return err
	}
	if waitUntil(ictx, time.Now().Add(retryPause)) != nil {
		return err
	}
	return c.broadcast(ictx, ctx, regions, false)
}

// waitUntil waits until t (at once when t is past or zero), or until ctx
// ends.
func waitUntil(ctx context.Context, t time.Time) error {
	d := time.Until(t)
	if t.IsZero() || d <= 0 {
		return nil
	}
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-timer.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// noteRegions remembers regions so that recovery bumps them too.
func (c *Cache) noteRegions(regions ...domain.CacheRegion) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, r := range regions {
		c.known[r] = struct{}{}
	}
}

// knownRegions lists every region this instance has used.
func (c *Cache) knownRegions() []domain.CacheRegion {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make([]domain.CacheRegion, 0, len(c.known))
	for r := range c.known {
		out = append(out, r)
	}
	return out
}
