package app

import (
	"context"
	"errors"
	"log/slog"
	"slices"

	"github.com/portfolio-site/portfolio/domain"
)

// CacheInvalidator drops the cached public responses an event affects. It
// runs synchronously inside Publish, so by the time a save answers, the next
// read (on any instance sharing the cache) misses and loads the new rows.
type CacheInvalidator struct {
	cache domain.Cache
	kinds *domain.Kinds
	log   *slog.Logger
}

// NewCacheInvalidator subscribes an invalidator to the events; the regions
// of each kind come from kinds.
func NewCacheInvalidator(cache domain.Cache, events domain.EventSubscriber, kinds *domain.Kinds, log *slog.Logger) (*CacheInvalidator, error) {
	if cache == nil || events == nil || kinds == nil || log == nil {
		return nil, errors.New("app: cache, event subscriber, kinds and logger are required")
	}
	inv := &CacheInvalidator{cache: cache, kinds: kinds, log: log}
	events.Subscribe(inv.Handle)
	return inv, nil
}

// RegionsFor returns the cache regions an event makes stale under the
// product's kinds (domain.ContentKinds).
func RegionsFor(e domain.Event) []domain.CacheRegion {
	return regionsFor(domain.ContentKinds(), e)
}

// regionsFor returns the regions the kind of e declares. An event that is
// about no kind (ContentReplaced), or about a kind kinds does not hold or
// that declares no region, drops every region: a stale answer is the
// failure to avoid, a few extra misses are not.
func regionsFor(kinds *domain.Kinds, e domain.Event) []domain.CacheRegion {
	if ke, ok := e.(domain.KindEvent); ok {
		if spec, ok := kinds.Spec(ke.EventKind()); ok && len(spec.Regions) > 0 {
			return slices.Clone(spec.Regions)
		}
	}
	return domain.AllCacheRegions()
}

// Handle invalidates the regions of e. A failure is logged; the cache
// adapter itself makes sure nothing from before an outage is served later.
func (i *CacheInvalidator) Handle(ctx context.Context, e domain.Event) {
	regions := regionsFor(i.kinds, e)
	if err := i.cache.Invalidate(ctx, regions...); err != nil {
		i.log.Warn("cache invalidation failed", slog.String("event", e.EventName()), slog.Any("error", err))
	}
}
