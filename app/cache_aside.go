package app

import (
	"context"
	"log/slog"

	"github.com/portfolio-site/portfolio/domain"
)

// cacheAside serves region/key from cache, loading it with load on a miss
// and storing what it loaded under the lookup's token (so a save that
// invalidated the region meanwhile keeps the stale value out). A cache
// that fails is only logged: the answer comes from load, and the site
// keeps answering while the cache is down. The public reads of the
// catalogue and of the site document both go through it.
func cacheAside(ctx context.Context, cache domain.Cache, log *slog.Logger, region domain.CacheRegion, key string,
	load func(ctx context.Context) (domain.CacheEntry, error)) (domain.CacheEntry, error) {
	entry, hit, tok, cacheErr := cache.Lookup(ctx, region, key)
	if cacheErr == nil && hit {
		return entry, nil
	}
	entry, err := load(ctx)
	if err != nil {
		return domain.CacheEntry{}, err
	}
	if cacheErr == nil {
		if err := cache.Store(ctx, tok, key, entry); err != nil {
			log.Debug("cache store failed", slog.String("region", string(region)), slog.Any("error", err))
		}
	}
	return entry, nil
}
