package memory

import "sync/atomic"

// lruSamples is how many entries Put compares to choose the one to evict.
// Redis samples 5 for its approximated LRU; 8 is closer to the exact order
// and still a bounded cost per eviction. A map with at most this many
// entries evicts its exact least recently used one.
const lruSamples = 8

// LRU is a map of bounded size that evicts the least recently used entry
// to make room, for caches whose keys come from request URLs (a crawler
// varying the query string must not grow the heap without bound).
//
// It does no locking of its own, so that a cache can keep the single
// RWMutex it already takes: Get may run concurrently with other Gets (under
// a read lock), Put and Len need exclusive access (a write lock).
//
// A hit records its use in an atomic stamp of the entry rather than moving
// it in a list, so Get stays a read: a list move would need a write lock on
// every hit and serialise the hot path. Eviction then compares the stamps
// of lruSamples entries (map order is random) and drops the oldest, an
// approximation of LRU that is exact up to lruSamples entries.
type LRU[V any] struct {
	max     int
	clock   atomic.Uint64 // the last stamp handed out
	entries map[string]*lruEntry[V]
}

type lruEntry[V any] struct {
	value V
	used  atomic.Uint64 // clock value of the last Get or Put
}

// NewLRU returns an empty map that holds at most max entries; max <= 0
// means no bound.
func NewLRU[V any](max int) *LRU[V] {
	return &LRU[V]{max: max, entries: make(map[string]*lruEntry[V])}
}

// Get returns the value of key and records the use. An entry that is
// already the most recently used is not stamped again: the repeated hit of
// one hot key, the common case, then writes no shared memory at all.
func (l *LRU[V]) Get(key string) (V, bool) {
	e := l.entries[key]
	if e == nil {
		var zero V
		return zero, false
	}
	if e.used.Load() != l.clock.Load() {
		e.used.Store(l.clock.Add(1))
	}
	return e.value, true
}

// Put sets key to v, evicting an entry first when the map is full.
func (l *LRU[V]) Put(key string, v V) {
	if e := l.entries[key]; e != nil {
		e.value = v
		e.used.Store(l.clock.Add(1))
		return
	}
	if l.max > 0 && len(l.entries) >= l.max {
		l.evict()
	}
	e := &lruEntry[V]{value: v}
	e.used.Store(l.clock.Add(1))
	l.entries[key] = e
}

// Len is the number of entries.
func (l *LRU[V]) Len() int { return len(l.entries) }

// evict drops the least recently used of up to lruSamples entries.
func (l *LRU[V]) evict() {
	var (
		victim string
		oldest uint64
		n      int
	)
	for k, e := range l.entries {
		if u := e.used.Load(); n == 0 || u < oldest {
			victim, oldest = k, u
		}
		if n++; n == lruSamples {
			break
		}
	}
	if n > 0 {
		delete(l.entries, victim)
	}
}
