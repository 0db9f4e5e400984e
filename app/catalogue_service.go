package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"

	"github.com/portfolio-site/portfolio/domain"
)

// Viewer says who reads: visitors see only active content through the shared
// cache; a signed-in administrator sees everything, straight from the
// database, so the admin screens never wait on a cache.
type Viewer struct {
	Admin bool
	// Preview reads what visitors will see once every current draft is
	// published: from the database with the drafts applied, never through
	// the cache (a preview link's pages).
	Preview bool
}

// CatalogueService answers the public reads cache-aside: a hit returns the
// encoded response bytes; a miss loads from the repositories, encodes, and
// stores with the token taken before the load (see domain.CacheToken).
type CatalogueService struct {
	repos Repositories
	cache domain.Cache
	// kinds says which kind a region's lists hold, for previews.
	kinds *domain.Kinds
	// lists are the simple kinds' public lists (List), by kind.
	lists map[domain.Kind]publicList
	log   *slog.Logger
}

// NewCatalogueService returns a CatalogueService; every dependency is required.
func NewCatalogueService(repos Repositories, cache domain.Cache, kinds *domain.Kinds, log *slog.Logger) (*CatalogueService, error) {
	if err := repos.check(); err != nil {
		return nil, err
	}
	if cache == nil || kinds == nil || log == nil {
		return nil, errors.New("app: a cache, the kinds and a logger are required")
	}
	return &CatalogueService{repos: repos, cache: cache, kinds: kinds, lists: repos.publicLists(), log: log}, nil
}

// NewEntry encodes v as JSON and tags it with a strong entity tag derived
// from the bytes, so equal content always has the same tag on every instance.
func NewEntry(v any) (domain.CacheEntry, error) {
	body, err := json.Marshal(v)
	if err != nil {
		return domain.CacheEntry{}, err
	}
	return domain.CacheEntry{Body: body, ETag: domain.ETagOf(body)}, nil
}

// cached serves region/key from the cache for visitors, loading with load on
// a miss; a cache failure falls back to the database and the site keeps
// answering.
func (s *CatalogueService) cached(ctx context.Context, v Viewer, region domain.CacheRegion, key string, load func(ctx context.Context, activeOnly bool) (any, error)) (domain.CacheEntry, error) {
	if v.Preview {
		data, err := load(ctx, false)
		if err != nil {
			return domain.CacheEntry{}, err
		}
		return previewEntry(ctx, s.repos.Drafts, s.kinds, region, data)
	}
	if v.Admin {
		data, err := load(ctx, false)
		if err != nil {
			return domain.CacheEntry{}, err
		}
		return NewEntry(data)
	}
	return cacheAside(ctx, s.cache, s.log, region, key, func(ctx context.Context) (domain.CacheEntry, error) {
		data, err := load(ctx, true)
		if err != nil {
			return domain.CacheEntry{}, err
		}
		return NewEntry(data)
	})
}

// Projects lists projects, optionally filtered by category and subcategory,
// each with its links and gallery images.
func (s *CatalogueService) Projects(ctx context.Context, v Viewer, category, subcategory string) (domain.CacheEntry, error) {
	if err := (domain.ProjectFilter{Category: category, Subcategory: subcategory}).Validate(); err != nil {
		return domain.CacheEntry{}, err
	}
	// A NUL cannot appear in a decoded query value, so the key is unambiguous
	// and costs one small allocation on the hot path.
	key := "list\x00" + category + "\x00" + subcategory
	return s.cached(ctx, v, domain.RegionProjects, key, func(ctx context.Context, activeOnly bool) (any, error) {
		return s.repos.Projects.List(ctx, domain.ProjectFilter{Category: category, Subcategory: subcategory, ActiveOnly: activeOnly})
	})
}

// Project returns one project; visitors get ENOTFOUND for an inactive one.
func (s *CatalogueService) Project(ctx context.Context, v Viewer, id int64) (domain.CacheEntry, error) {
	return s.cached(ctx, v, domain.RegionProjects, "one/"+strconv.FormatInt(id, 10), func(ctx context.Context, activeOnly bool) (any, error) {
		return s.visibleProject(ctx, id, activeOnly)
	})
}

func (s *CatalogueService) visibleProject(ctx context.Context, id int64, activeOnly bool) (*domain.Project, error) {
	p, err := s.repos.Projects.Find(ctx, id)
	if err != nil {
		return nil, err
	}
	if activeOnly && !p.IsActive {
		return nil, &domain.Error{Code: domain.ENOTFOUND, Message: domain.MsgProjectNotFound}
	}
	return p, nil
}

// ProjectLinks lists the links of one visible project.
func (s *CatalogueService) ProjectLinks(ctx context.Context, v Viewer, projectID int64) (domain.CacheEntry, error) {
	return s.cached(ctx, v, domain.RegionProjects, "links/"+strconv.FormatInt(projectID, 10), func(ctx context.Context, activeOnly bool) (any, error) {
		if _, err := s.visibleProject(ctx, projectID, activeOnly); err != nil {
			return nil, err
		}
		return nonNil(s.repos.Links.ListByProject(ctx, projectID))
	})
}

// ProjectGallery lists the gallery of one visible project, lowest priority
// first.
func (s *CatalogueService) ProjectGallery(ctx context.Context, v Viewer, projectID int64) (domain.CacheEntry, error) {
	return s.cached(ctx, v, domain.RegionGallery, "project/"+strconv.FormatInt(projectID, 10), func(ctx context.Context, activeOnly bool) (any, error) {
		if _, err := s.visibleProject(ctx, projectID, activeOnly); err != nil {
			return nil, err
		}
		return nonNil(s.repos.Gallery.ListByProject(ctx, projectID))
	})
}

// GalleryImages lists every gallery image (of active projects, for visitors).
func (s *CatalogueService) GalleryImages(ctx context.Context, v Viewer) (domain.CacheEntry, error) {
	return s.cached(ctx, v, domain.RegionGallery, "all", func(ctx context.Context, activeOnly bool) (any, error) {
		return nonNil(s.repos.Gallery.List(ctx, activeOnly))
	})
}

// List lists the items of a simple kind (its public list, content_kinds.go),
// cached in the kind's list region (domain.KindSpec.ListRegion).
func (s *CatalogueService) List(ctx context.Context, v Viewer, kind domain.Kind) (domain.CacheEntry, error) {
	spec, ok := s.kinds.Spec(kind)
	list, listed := s.lists[kind]
	if !ok || !listed || spec.ListRegion == "" {
		return domain.CacheEntry{}, fmt.Errorf("app: kind %q has no public list", kind)
	}
	return s.cached(ctx, v, spec.ListRegion, "all", list)
}

// nonNil turns a nil list into an empty one so that lists encode as [].
func nonNil[T any](items []T, err error) ([]T, error) {
	if err != nil {
		return nil, err
	}
	if items == nil {
		items = []T{}
	}
	return items, nil
}

// Redirects lists the redirects of moved project pages (gone pages too,
// with an empty To), for the public pages to answer old addresses. They
// change only with the projects (or an entry removed, RedirectDeleted), so
// they live in the projects' cache region.
func (s *CatalogueService) Redirects(ctx context.Context, v Viewer) (domain.CacheEntry, error) {
	load := func(ctx context.Context, _ bool) (any, error) { return nonNil(s.repos.Redirects.List(ctx)) }
	if v.Admin || v.Preview {
		// Not previewEntry: drafts are of projects, and an entry's id is
		// not a project's.
		list, err := load(ctx, false)
		if err != nil {
			return domain.CacheEntry{}, err
		}
		return NewEntry(list)
	}
	return s.cached(ctx, v, domain.RegionProjects, "redirects", load)
}

// RedirectHit counts one visit of an old address; a failure is logged, the
// visitor is redirected anyway. The count is not part of the cached list.
func (s *CatalogueService) RedirectHit(ctx context.Context, id int64) {
	if err := s.repos.Redirects.Hit(ctx, id); err != nil {
		s.log.Warn("count a redirect's visit", slog.Int64("redirect", id), slog.Any("error", err))
	}
}
