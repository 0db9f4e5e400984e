package app

import (
	"context"
	"errors"
	"log/slog"

	"github.com/portfolio-site/portfolio/domain"
)

// CacheInvalidator drops the cached public responses an event affects. It
// runs synchronously inside Publish, so by the time a save answers, the next
// read (on any instance sharing the cache) misses and loads the new rows.
type CacheInvalidator struct {
	cache domain.Cache
	log   *slog.Logger
}

// NewCacheInvalidator subscribes an invalidator to the events.
func NewCacheInvalidator(cache domain.Cache, events domain.EventSubscriber, log *slog.Logger) (*CacheInvalidator, error) {
	if cache == nil || events == nil || log == nil {
		return nil, errors.New("app: cache, event subscriber and logger are required")
	}
	inv := &CacheInvalidator{cache: cache, log: log}
	events.Subscribe(inv.Handle)
	return inv, nil
}

// RegionsFor returns the cache regions an event makes stale. A project list
// embeds links and gallery images, and the all-gallery list hides images of
// inactive projects, so project, link and gallery events reach both regions.
func RegionsFor(e domain.Event) []domain.CacheRegion {
	switch e.(type) {
	case domain.ProjectSaved, domain.ProjectDeleted, domain.ProjectsReordered,
		domain.GalleryImagesSaved, domain.GalleryImageDeleted:
		return []domain.CacheRegion{domain.RegionProjects, domain.RegionGallery}
	case domain.LinkSaved, domain.LinkDeleted, domain.RedirectDeleted:
		return []domain.CacheRegion{domain.RegionProjects}
	case domain.CollaborationSaved, domain.CollaborationDeleted:
		return []domain.CacheRegion{domain.RegionCollaborations}
	case domain.MediaItemSaved, domain.MediaItemDeleted:
		return []domain.CacheRegion{domain.RegionMedia}
	case domain.InvestmentSaved, domain.InvestmentDeleted:
		return []domain.CacheRegion{domain.RegionInvestments}
	case domain.SectionLayoutSaved, domain.SectionLayoutDeleted:
		// The portfolio page reads the layouts list itself (a page source
		// keyed by its entity tag), so this region is all there is to drop.
		return []domain.CacheRegion{domain.RegionLayouts}
	case domain.SiteSaved:
		return []domain.CacheRegion{domain.RegionSite}
	default:
		return domain.AllCacheRegions()
	}
}

// Handle invalidates the regions of e. A failure is logged; the cache
// adapter itself makes sure nothing from before an outage is served later.
func (i *CacheInvalidator) Handle(ctx context.Context, e domain.Event) {
	regions := RegionsFor(e)
	if err := i.cache.Invalidate(ctx, regions...); err != nil {
		i.log.Warn("cache invalidation failed", slog.String("event", e.EventName()), slog.Any("error", err))
	}
}
