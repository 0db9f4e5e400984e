package main

import (
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"sync"
	"time"

	goredis "github.com/redis/go-redis/v9"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/pgcache"
	redisadapter "github.com/portfolio-site/portfolio/adapters/redis"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/config"
	"github.com/portfolio-site/portfolio/domain"
)

// The caches of the consistency test (consistency_test.go): the real
// adapters, built from the configuration as the production injectors build
// them, and the naive delete-on-write controls, each behind the same
// jitter. The Redis control is a cache adapter of its own, so it speaks
// go-redis as adapters/redis does.

// jitter sleeps a seeded random while in the few hundred microseconds to
// a few milliseconds: the time a slow reader spends between its database
// read and its Store, where the stale-set race lives.
type jitter struct {
	mu  sync.Mutex
	rng *rand.Rand
}

// reseed starts the sequence of pauses of one seed.
func (j *jitter) reseed(seed uint64) {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.rng = rand.New(rand.NewPCG(seed, 0x6a6974746572121))
}

func (j *jitter) pause() {
	j.mu.Lock()
	d := 200*time.Microsecond + time.Duration(j.rng.Int64N(int64(6*time.Millisecond)))
	j.mu.Unlock()
	time.Sleep(d)
}

// jitteryCache pauses before every Store of the cache it wraps, that is
// after the app read the database for a miss: the real adapters and the
// controls get the same widened window.
type jitteryCache struct {
	domain.Cache
	j *jitter
}

// Store pauses, then stores.
func (c jitteryCache) Store(ctx context.Context, tok domain.CacheToken, key string, e domain.CacheEntry) error {
	c.j.pause()
	return c.Cache.Store(ctx, tok, key, e)
}

// Check passes the wrapped cache's readiness on (pgcache serves from
// memory only once it listens; the test waits for that).
func (c jitteryCache) Check(ctx context.Context) error {
	if ch, ok := c.Cache.(cacheChecker); ok {
		return ch.Check(ctx)
	}
	return nil
}

// jittered builds a cache with build and wraps it in j.
func jittered(j *jitter, build cacheFactory) cacheFactory {
	return func(ctx context.Context, cfg *config.Config, db *sqldb.DB, log *zap.Logger) (domain.Cache, func(), error) {
		c, cleanup, err := build(ctx, cfg, db, log)
		if err != nil {
			return nil, nil, err
		}
		return jitteryCache{Cache: c, j: j}, cleanup, nil
	}
}

// realRedisCache is the cache initializeShared wires: adapters/redis on
// the configured URL and cache settings.
func realRedisCache(_ context.Context, cfg *config.Config, _ *sqldb.DB, log *zap.Logger) (domain.Cache, func(), error) {
	client, closeClient, err := redisadapter.OpenURL(provideRedisURL(cfg.Redis))
	if err != nil {
		return nil, nil, err
	}
	c, stop, err := redisadapter.NewCache(client, provideRedisCacheConfig(cfg.Cache), log)
	if err != nil {
		closeClient()
		return nil, nil, err
	}
	return c, func() { stop(); closeClient() }, nil
}

// realPGCache is the cache initializePostgres wires: adapters/pgcache on
// the instance's database.
func realPGCache(_ context.Context, cfg *config.Config, db *sqldb.DB, log *zap.Logger) (domain.Cache, func(), error) {
	c, stop, err := pgcache.NewCache(db, providePGCacheConfig(cfg.Cache), log)
	if err != nil {
		return nil, nil, err
	}
	return c, stop, nil
}

// naiveRedisCache is the textbook shared cache: one Redis hash per region,
// HGET on lookup, HSET on store, DEL on invalidate, no generations. A
// reader that loaded the rows before a save and stores after the save's
// DEL puts the old response back, and it is served until the next save.
type naiveRedisCache struct {
	rdb    *goredis.Client
	prefix string
}

// naiveRedis builds a naiveRedisCache on the configured Redis and prefix.
func naiveRedis(_ context.Context, cfg *config.Config, _ *sqldb.DB, _ *zap.Logger) (domain.Cache, func(), error) {
	client, closeClient, err := redisadapter.Open(cfg.Redis.URL)
	if err != nil {
		return nil, nil, err
	}
	return &naiveRedisCache{rdb: client, prefix: cfg.Cache.KeyPrefix + "naive:"}, closeClient, nil
}

// Lookup reads key's field of the region's hash.
func (c *naiveRedisCache) Lookup(ctx context.Context, region domain.CacheRegion, key string) (domain.CacheEntry, bool, domain.CacheToken, error) {
	tok := domain.CacheToken{Region: region, Generation: 1}
	raw, err := c.rdb.HGet(ctx, c.prefix+string(region), key).Bytes()
	if errors.Is(err, goredis.Nil) {
		return domain.CacheEntry{}, false, tok, nil
	} else if err != nil {
		return domain.CacheEntry{}, false, tok, err
	}
	var e domain.CacheEntry
	if err := json.Unmarshal(raw, &e); err != nil {
		return domain.CacheEntry{}, false, tok, err
	}
	return e, true, tok, nil
}

// Store writes key's field whatever happened since the lookup.
func (c *naiveRedisCache) Store(ctx context.Context, tok domain.CacheToken, key string, e domain.CacheEntry) error {
	raw, err := json.Marshal(e)
	if err != nil {
		return err
	}
	return c.rdb.HSet(ctx, c.prefix+string(tok.Region), key, raw).Err()
}

// Invalidate deletes the regions' hashes.
func (c *naiveRedisCache) Invalidate(ctx context.Context, regions ...domain.CacheRegion) error {
	for _, r := range regions {
		if err := c.rdb.Del(ctx, c.prefix+string(r)).Err(); err != nil {
			return err
		}
	}
	return nil
}

// naiveLocalCache is an in-process map per instance that drops a region
// on its own instance's saves only: what caching in memory on several
// instances without a bus between them gives.
type naiveLocalCache struct {
	mu      sync.Mutex
	regions map[domain.CacheRegion]map[string]domain.CacheEntry
}

// naiveLocal builds a naiveLocalCache.
func naiveLocal(context.Context, *config.Config, *sqldb.DB, *zap.Logger) (domain.Cache, func(), error) {
	return &naiveLocalCache{regions: make(map[domain.CacheRegion]map[string]domain.CacheEntry)}, nil, nil
}

// Lookup reads the map.
func (c *naiveLocalCache) Lookup(_ context.Context, region domain.CacheRegion, key string) (domain.CacheEntry, bool, domain.CacheToken, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.regions[region][key]
	return e, ok, domain.CacheToken{Region: region, Generation: 1}, nil
}

// Store writes the map.
func (c *naiveLocalCache) Store(_ context.Context, tok domain.CacheToken, key string, e domain.CacheEntry) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.regions[tok.Region] == nil {
		c.regions[tok.Region] = make(map[string]domain.CacheEntry)
	}
	c.regions[tok.Region][key] = e
	return nil
}

// Invalidate drops the regions here, and nowhere else.
func (c *naiveLocalCache) Invalidate(_ context.Context, regions ...domain.CacheRegion) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, r := range regions {
		delete(c.regions, r)
	}
	return nil
}

var (
	_ domain.Cache = jitteryCache{}
	_ domain.Cache = (*naiveRedisCache)(nil)
	_ domain.Cache = (*naiveLocalCache)(nil)
)
