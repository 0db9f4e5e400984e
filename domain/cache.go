package domain

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"slices"
)

// CacheRegion names a group of cached public responses that are invalidated
// together.
type CacheRegion string

// AllCacheRegions lists every region of the product's kinds (ContentKinds),
// each once, in the registry's order.
func AllCacheRegions() []CacheRegion {
	var out []CacheRegion
	for _, spec := range ContentKinds().All() {
		for _, r := range spec.Regions {
			if !slices.Contains(out, r) {
				out = append(out, r)
			}
		}
	}
	return out
}

// ETagOf is the strong entity tag of a response body: derived from the
// bytes alone, so equal content has the same tag on every instance and
// across restarts.
func ETagOf(body []byte) string {
	sum := sha256.Sum256(body)
	return `"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`
}

// CacheEntry is a cached, encoded response with its entity tag.
type CacheEntry struct {
	Body []byte
	ETag string
}

// CacheToken is what a cache lookup saw of its region's generation. A store
// made with a token from before an invalidation is never served afterwards:
// this is how a slow reader that loaded old rows cannot win the stale-set
// race against a concurrent write.
type CacheToken struct {
	Region     CacheRegion
	Generation uint64
}

// Cache holds encoded public responses per region and key.
type Cache interface {
	// Lookup returns the entry for key and whether it was found, plus the
	// token to store a freshly loaded value with. Errors mean the cache is
	// unreachable; callers then read the database.
	Lookup(ctx context.Context, region CacheRegion, key string) (CacheEntry, bool, CacheToken, error)
	// Store saves e under key for the generation in tok. If the region was
	// invalidated since tok was taken, the entry is never served.
	Store(ctx context.Context, tok CacheToken, key string, e CacheEntry) error
	// Invalidate drops every entry of the regions, on every instance that
	// shares the cache, before it returns.
	Invalidate(ctx context.Context, regions ...CacheRegion) error
}
