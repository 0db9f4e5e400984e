package pgcache

import (
	"sync"
	"time"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/domain"
)

// local is an instance's in-process layer: per region, the generation
// PostgreSQL last told this instance about and the entries stored under
// it. It is served only until the trust deadline, which the listener moves
// on with every heartbeat that proved the LISTEN connection delivers; past
// it, or once the listener is lost, nothing is served and nothing kept
// until the instance has rejoined (install).
type local struct {
	maxEntries int

	mu      sync.RWMutex
	until   time.Time // zero: not trusted
	regions map[domain.CacheRegion]*localRegion
}

// localRegion is one region's generation and its entries, bounded like
// the in-process cache's (keys come from request URLs).
type localRegion struct {
	gen     uint64
	entries *memory.LRU[domain.CacheEntry]
}

func newLocal(maxEntries int) *local {
	return &local{maxEntries: maxEntries, regions: make(map[domain.CacheRegion]*localRegion)}
}

// get reads key of region as of now. gen is 0 when the layer is not
// trusted or the region unknown: such a token stores nothing.
func (l *local) get(region domain.CacheRegion, key string, now time.Time) (e domain.CacheEntry, hit bool, gen uint64) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	if !now.Before(l.until) {
		return e, false, 0
	}
	r := l.regions[region]
	if r == nil {
		return e, false, 0
	}
	e, hit = r.entries.Get(key)
	return e, hit, r.gen
}

// put keeps e if gen is still the region's generation here and the layer
// is trusted; an entry of an invalidated generation is dropped.
func (l *local) put(region domain.CacheRegion, gen uint64, key string, e domain.CacheEntry, now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !now.Before(l.until) {
		return
	}
	if r := l.regions[region]; r != nil && r.gen == gen {
		r.entries.Put(key, e)
	}
}

// apply moves regions to the generations of an invalidation and drops
// their entries. A generation not above the one known is an invalidation
// already reflected here (read when the instance joined): PostgreSQL
// delivers notifications in commit order and a region's generation only
// grows in that order, so the newer one must not be moved back.
func (l *local) apply(gens map[domain.CacheRegion]uint64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for region, g := range gens {
		if r := l.regions[region]; r == nil || g > r.gen {
			l.regions[region] = &localRegion{gen: g, entries: memory.NewLRU[domain.CacheEntry](l.maxEntries)}
		}
	}
}

// forget stops serving regions from memory until a generation of theirs
// is heard again (apply, install): their invalidation failed, so the
// generation known here is one a store from before the save may use.
func (l *local) forget(regions []domain.CacheRegion) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, r := range regions {
		delete(l.regions, r)
	}
}

// install starts serving afresh from the generations read when the
// instance (re)joined, trusted until until.
func (l *local) install(gens map[domain.CacheRegion]uint64, until time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.regions = make(map[domain.CacheRegion]*localRegion, len(gens))
	for region, g := range gens {
		l.regions[region] = &localRegion{gen: g, entries: memory.NewLRU[domain.CacheEntry](l.maxEntries)}
	}
	l.until = until
}

// renew moves the trust deadline on, unless it already passed at now: an
// instance whose heartbeat lapsed may have been skipped by an invalidation
// and must rejoin instead (false).
func (l *local) renew(now, until time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !now.Before(l.until) {
		return false
	}
	if until.After(l.until) {
		l.until = until
	}
	return true
}

// drop stops serving and forgets every entry.
func (l *local) drop() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.until = time.Time{}
	l.regions = make(map[domain.CacheRegion]*localRegion)
}

// trusted tells whether the layer serves at now.
func (l *local) trusted(now time.Time) bool {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return now.Before(l.until)
}
