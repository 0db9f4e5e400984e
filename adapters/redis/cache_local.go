package redis

import (
	"sync"
	"time"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/domain"
)

// cacheLocal is the in-process layer in front of Redis. It remembers, per
// region, the generation Redis last confirmed and the entries of that
// generation. A region's generation is trusted without a round trip only
// while the invalidation subscription is up and for maxAge after Redis
// confirmed it; past that the next Lookup asks Redis again, which bounds
// how long a lost invalidation message can leave an old entry in service.
type cacheLocal struct {
	maxAge     time.Duration
	maxEntries int

	mu sync.RWMutex
	// trusted is true while the subscription is confirmed: only then does
	// a dropped region mean an invalidation was applied here.
	trusted bool
	// epoch changes with every invalidation or clear. A Lookup that read
	// a generation from Redis installs it only if the epoch did not move
	// meanwhile, so a read that raced an invalidation cannot resurrect the
	// old generation.
	epoch   uint64
	regions map[domain.CacheRegion]*localRegion
}

// localRegion is what this instance knows of one region.
type localRegion struct {
	gen     uint64
	checked time.Time // when Redis last confirmed gen (start of that read)
	// entries is bounded (maxEntries, least recently used out): keys come
	// from request URLs, and an evicted entry is still in Redis.
	entries *memory.LRU[domain.CacheEntry]
}

// localView is what a Lookup saw of a region in the local layer.
type localView struct {
	entry domain.CacheEntry
	hit   bool
	gen   uint64
	fresh bool // gen may be used without asking Redis
	epoch uint64
}

func newCacheLocal(maxAge time.Duration, maxEntries int) *cacheLocal {
	return &cacheLocal{maxAge: maxAge, maxEntries: maxEntries, regions: make(map[domain.CacheRegion]*localRegion)}
}

// get reads key of region as of now. A hit records its use in the LRU with
// atomic stamps, under the read lock. BenchmarkLookupHit, -cpu 1, 5 runs
// each on a shared machine: median 96 ns/op with the plain map before the
// LRU, 99 ns/op with it.
func (l *cacheLocal) get(region domain.CacheRegion, key string, now time.Time) localView {
	l.mu.RLock()
	defer l.mu.RUnlock()
	v := localView{epoch: l.epoch}
	r := l.regions[region]
	if r == nil || !l.trusted || now.Sub(r.checked) >= l.maxAge {
		return v
	}
	v.gen, v.fresh = r.gen, true
	v.entry, v.hit = r.entries.Get(key)
	return v
}

// confirm records that Redis reported gen for region in a read that
// started at checked, unless the layer changed since epoch.
func (l *cacheLocal) confirm(epoch uint64, region domain.CacheRegion, gen uint64, checked time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.epoch != epoch {
		return
	}
	r := l.regions[region]
	if r == nil || r.gen != gen {
		r = &localRegion{gen: gen, entries: memory.NewLRU[domain.CacheEntry](l.maxEntries)}
		l.regions[region] = r
	}
	if checked.After(r.checked) {
		r.checked = checked
	}
}

// put keeps an entry of generation gen, if that is still the generation
// this instance believes current; otherwise it belongs to an invalidated
// generation and is dropped.
func (l *cacheLocal) put(region domain.CacheRegion, gen uint64, key string, e domain.CacheEntry) {
	l.mu.Lock()
	defer l.mu.Unlock()
	r := l.regions[region]
	if r == nil || r.gen != gen {
		return
	}
	r.entries.Put(key, e)
}

// invalidate forgets regions: their next Lookup asks Redis.
func (l *cacheLocal) invalidate(regions []domain.CacheRegion) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.epoch++
	for _, r := range regions {
		delete(l.regions, r)
	}
}

// clear forgets everything.
func (l *cacheLocal) clear() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.resetLocked()
}

// setTrusted records whether the subscription is up. Both subscribing and
// losing the subscription clear the layer: invalidations sent while this
// instance was not subscribed were missed.
func (l *cacheLocal) setTrusted(trusted bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.trusted = trusted
	l.resetLocked()
}

func (l *cacheLocal) resetLocked() {
	l.epoch++
	l.regions = make(map[domain.CacheRegion]*localRegion)
}
