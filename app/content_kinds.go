package app

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/portfolio-site/portfolio/domain"
)

// contentBehaviours are the behaviours of the kinds the content service
// serves (the site document's is the site service's: SiteService.
// Behaviour). A new kind of content adds its row to domain.StandardKinds
// and its behaviour here; every generic path then serves it.
func (s *ContentService) contentBehaviours(r Repositories) kindBehaviours {
	collabs, media, investments, appearances, layouts := s.Collaborations(), s.Media(), s.Investments(), s.Appearances(), s.SectionLayouts()
	return kindBehaviours{
		Trashable(KindBehaviour{Kind: domain.KindProject, Purged: s.purgedProject,
			Saved:   func(id, _ int64) domain.Event { return domain.ProjectSaved{ProjectID: id} },
			Deleted: func(id, _ int64) domain.Event { return domain.ProjectDeleted{ProjectID: id} },
			Restore: anyOf(s.RestoreProject), Due: s.ProjectEditorial(), Uses: s.projectItems,
			Create: createEach(s.CreateProject), Count: r.Projects.Count,
		}, r.Projects.Find, r.Projects.Delete, r.Projects.Restore, func(p *domain.Project) (string, int64) { return p.Title, 0 }),
		Trashable(KindBehaviour{Kind: domain.KindLink,
			Saved:   func(id, parent int64) domain.Event { return domain.LinkSaved{LinkID: id, ProjectID: parent} },
			Deleted: func(id, parent int64) domain.Event { return domain.LinkDeleted{LinkID: id, ProjectID: parent} },
			Restore: anyOf(s.RestoreLink), Due: s.LinkEditorial(), Create: createEachOf(s.CreateLink),
		}, r.Links.Find, dropResult(r.Links.Delete), r.Links.Restore, func(l *domain.ProjectLink) (string, int64) { return l.Label, l.ProjectID }),
		Trashable(KindBehaviour{Kind: domain.KindGallery,
			Saved: func(id, parent int64) domain.Event {
				return domain.GalleryImagesSaved{ImageIDs: []int64{id}, ProjectIDs: []int64{parent}}
			},
			Deleted: func(id, parent int64) domain.Event { return domain.GalleryImageDeleted{ImageID: id, ProjectID: parent} },
			Restore: anyOf(s.RestoreGalleryImage), Due: s.GalleryEditorial(),
			Create: createBatchOf(s.CreateGalleryImages), Batch: true,
		}, r.Gallery.Find, dropResult(r.Gallery.Delete), r.Gallery.Restore, func(g *domain.GalleryImage) (string, int64) { return galleryTitle(g), g.ProjectID }),
		adminBehaviour(collabs, r.Collaborations.Restore, func(id int64) domain.Event { return domain.CollaborationSaved{CollaborationID: id} }),
		adminBehaviour(media, r.Media.Restore, func(id int64) domain.Event { return domain.MediaItemSaved{MediaItemID: id} }),
		adminBehaviour(investments, r.Investments.Restore, func(id int64) domain.Event { return domain.InvestmentSaved{InvestmentID: id} }),
		adminBehaviour(appearances, r.Appearances.Restore, func(id int64) domain.Event { return domain.AppearanceSaved{AppearanceID: id} }),
		// Messages are never cached: no events.
		Trashable(KindBehaviour{Kind: domain.KindMessage}, r.Messages.Find, r.Messages.Delete, r.Messages.Restore, messageTitle),
		{Kind: domain.KindLayout, Restore: anyOf(layouts.Restore), Due: layouts.Editorial()},
	}
}

// adminBehaviour is the behaviour of a simple kind a ContentAdmin serves
// (its accessor is below): the trash through its repository (restore puts
// an item back as it was), restores and schedules through the admin, every
// item for the media library. saved is the event of an item back from the
// trash.
func adminBehaviour[T any, PT validating[T], P patcher[T]](a *ContentAdmin[T, PT, P], restore func(context.Context, *T) error,
	saved func(id int64) domain.Event) KindBehaviour {
	kind := domain.Kind(a.kind)
	return Trashable(KindBehaviour{Kind: kind,
		Saved:   func(id, _ int64) domain.Event { return saved(id) },
		Deleted: func(id, _ int64) domain.Event { return a.deleted(id) },
		Restore: anyOf(a.Restore), Due: a.Editorial(),
		Uses:   listItems(kind, a.repo.List, a.id, a.title),
		Create: createEach(a.Create), Count: a.repo.Count,
	}, a.repo.Find, a.repo.Delete, restore, func(item *T) (string, int64) { return a.title(item), 0 })
}

// CollaborationAdmin administers notable collaborations.
type CollaborationAdmin = ContentAdmin[domain.Collaboration, *domain.Collaboration, domain.CollaborationPatch]

// MediaAdmin administers media and press items.
type MediaAdmin = ContentAdmin[domain.MediaItem, *domain.MediaItem, domain.MediaPatch]

// InvestmentAdmin administers investments.
type InvestmentAdmin = ContentAdmin[domain.Investment, *domain.Investment, domain.InvestmentPatch]

// Collaborations returns the administrator of notable collaborations.
func (s *ContentService) Collaborations() *CollaborationAdmin {
	return &CollaborationAdmin{
		itemKind: itemKind[domain.Collaboration]{
			journal: s.journal, events: s.events, kind: string(domain.KindCollaboration),
			id:    func(c *domain.Collaboration) int64 { return c.ID },
			title: func(c *domain.Collaboration) string { return c.Title },
			saved: func(c *domain.Collaboration) domain.Event { return domain.CollaborationSaved{CollaborationID: c.ID} },
		},
		repo: s.repos.Collaborations, trash: s.trash, newItem: domain.NewCollaboration,
		drafts: s.drafts, setActive: func(c *domain.Collaboration, on bool) { c.IsActive = on },
		deleted: func(id int64) domain.Event { return domain.CollaborationDeleted{CollaborationID: id} },
	}
}

// Media returns the administrator of media and press items.
func (s *ContentService) Media() *MediaAdmin {
	return &MediaAdmin{
		itemKind: itemKind[domain.MediaItem]{
			journal: s.journal, events: s.events, kind: string(domain.KindMedia),
			id:    func(m *domain.MediaItem) int64 { return m.ID },
			title: func(m *domain.MediaItem) string { return m.Title },
			saved: func(m *domain.MediaItem) domain.Event { return domain.MediaItemSaved{MediaItemID: m.ID} },
		},
		repo: s.repos.Media, trash: s.trash, newItem: domain.NewMediaItem,
		drafts: s.drafts, setActive: func(m *domain.MediaItem, on bool) { m.IsActive = on },
		deleted: func(id int64) domain.Event { return domain.MediaItemDeleted{MediaItemID: id} },
	}
}

// Investments returns the administrator of investments.
func (s *ContentService) Investments() *InvestmentAdmin {
	return &InvestmentAdmin{
		itemKind: itemKind[domain.Investment]{
			journal: s.journal, events: s.events, kind: string(domain.KindInvestment),
			id:    func(i *domain.Investment) int64 { return i.ID },
			title: func(i *domain.Investment) string { return i.Title },
			saved: func(i *domain.Investment) domain.Event { return domain.InvestmentSaved{InvestmentID: i.ID} },
		},
		repo: s.repos.Investments, trash: s.trash, newItem: domain.NewInvestment,
		drafts: s.drafts, setActive: func(i *domain.Investment, on bool) { i.IsActive = on },
		deleted: func(id int64) domain.Event { return domain.InvestmentDeleted{InvestmentID: id} },
	}
}

// AppearanceAdmin administers appearances.
type AppearanceAdmin = ContentAdmin[domain.Appearance, *domain.Appearance, domain.AppearancePatch]

// Appearances returns the administrator of appearances.
func (s *ContentService) Appearances() *AppearanceAdmin {
	return &AppearanceAdmin{
		itemKind: itemKind[domain.Appearance]{
			journal: s.journal, events: s.events, kind: string(domain.KindAppearance),
			id:    func(a *domain.Appearance) int64 { return a.ID },
			title: func(a *domain.Appearance) string { return a.Title },
			saved: func(a *domain.Appearance) domain.Event { return domain.AppearanceSaved{AppearanceID: a.ID} },
		},
		repo: s.repos.Appearances, trash: s.trash, newItem: domain.NewAppearance,
		drafts: s.drafts, setActive: func(a *domain.Appearance, on bool) { a.IsActive = on },
		deleted: func(id int64) domain.Event { return domain.AppearanceDeleted{AppearanceID: id} },
	}
}

// publicList reads a kind's items for CatalogueService.List; activeOnly
// hides the inactive ones.
type publicList func(ctx context.Context, activeOnly bool) (any, error)

// publicLists are the public lists of the simple kinds, by kind: each is
// cached in its kind's list region (domain.KindSpec.ListRegion).
func (r Repositories) publicLists() map[domain.Kind]publicList {
	return map[domain.Kind]publicList{
		domain.KindCollaboration: listOf(r.Collaborations.List),
		domain.KindMedia:         listOf(r.Media.List),
		domain.KindInvestment:    listOf(r.Investments.List),
		// By start, soonest first: the order that does not change with
		// the clock, so it can be cached; the readers split upcoming from
		// past at the time they answer (domain.OrderAppearances).
		domain.KindAppearance: listOf(func(ctx context.Context, activeOnly bool) ([]domain.Appearance, error) {
			items, err := r.Appearances.List(ctx, activeOnly)
			slices.SortStableFunc(items, func(a, b domain.Appearance) int { return a.Start().Compare(b.Start()) })
			return items, err
		}),
		domain.KindLayout: listOf(r.Layouts.List),
	}
}

// listOf adapts a repository's list to a publicList: a nil list is [].
func listOf[T any](list func(context.Context, bool) ([]T, error)) publicList {
	return func(ctx context.Context, activeOnly bool) (any, error) { return nonNil(list(ctx, activeOnly)) }
}

func messageTitle(m *domain.Message) (string, int64) {
	if m.Subject == "" {
		return m.Name, 0
	}
	return m.Subject + " (" + m.Name + ")", 0
}

// purgedProject: a purged project's page is gone for good (410) rather
// than not found.
func (s *ContentService) purgedProject(ctx context.Context, item domain.TrashItem) error {
	var p domain.Project
	if err := json.Unmarshal(item.Payload, &p); err != nil {
		return fmt.Errorf("purge project %d: decode: %w", item.ItemID, err)
	}
	return gone(ctx, s.trash.repos, &p)
}

// projectItems lists every project for the media library, each followed
// by its links and gallery images (kinds whose parent is the project),
// titled after it.
func (s *ContentService) projectItems(ctx context.Context) ([]KindItem, error) {
	projects, err := s.projects.List(ctx, domain.ProjectFilter{})
	if err != nil {
		return nil, err
	}
	var out []KindItem
	for _, p := range projects {
		out = append(out, KindItem{Kind: domain.KindProject, ID: p.ID, Title: p.Title, Value: p, Skip: []string{"links", "galleryImages"}})
		for _, k := range p.Links {
			out = append(out, KindItem{Kind: domain.KindLink, ID: k.ID, Title: p.Title + ": " + k.Label, Value: k})
		}
		for _, g := range p.GalleryImages {
			out = append(out, KindItem{Kind: domain.KindGallery, ID: g.ID, Title: p.Title + ": gallery image " + strconv.FormatInt(g.ID, 10), Value: g})
		}
	}
	return out, nil
}
