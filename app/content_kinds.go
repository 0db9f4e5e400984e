package app

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/portfolio-site/portfolio/domain"
)

// contentBehaviours are the behaviours of the kinds the content service
// serves (the site document's is the site service's: SiteService.
// Behaviour). A new kind of content adds its row to domain.StandardKinds
// and its behaviour here; every generic path then serves it.
func (s *ContentService) contentBehaviours(r Repositories) kindBehaviours {
	collabs, media, investments, layouts := s.Collaborations(), s.Media(), s.Investments(), s.SectionLayouts()
	return kindBehaviours{
		Trashable(KindBehaviour{Kind: domain.KindProject, Purged: s.purgedProject,
			Saved:   func(id, _ int64) domain.Event { return domain.ProjectSaved{ProjectID: id} },
			Deleted: func(id, _ int64) domain.Event { return domain.ProjectDeleted{ProjectID: id} },
			Restore: anyOf(s.RestoreProject), Due: s.ProjectEditorial(), Uses: s.projectItems,
		}, r.Projects.Find, r.Projects.Delete, r.Projects.Restore, func(p *domain.Project) (string, int64) { return p.Title, 0 }),
		Trashable(KindBehaviour{Kind: domain.KindLink,
			Saved:   func(id, parent int64) domain.Event { return domain.LinkSaved{LinkID: id, ProjectID: parent} },
			Deleted: func(id, parent int64) domain.Event { return domain.LinkDeleted{LinkID: id, ProjectID: parent} },
			Restore: anyOf(s.RestoreLink), Due: s.LinkEditorial(),
		}, r.Links.Find, dropResult(r.Links.Delete), r.Links.Restore, func(l *domain.ProjectLink) (string, int64) { return l.Label, l.ProjectID }),
		Trashable(KindBehaviour{Kind: domain.KindGallery,
			Saved: func(id, parent int64) domain.Event {
				return domain.GalleryImagesSaved{ImageIDs: []int64{id}, ProjectIDs: []int64{parent}}
			},
			Deleted: func(id, parent int64) domain.Event { return domain.GalleryImageDeleted{ImageID: id, ProjectID: parent} },
			Restore: anyOf(s.RestoreGalleryImage), Due: s.GalleryEditorial(),
		}, r.Gallery.Find, dropResult(r.Gallery.Delete), r.Gallery.Restore, func(g *domain.GalleryImage) (string, int64) { return galleryTitle(g), g.ProjectID }),
		adminBehaviour(collabs, r.Collaborations.Restore, func(id int64) domain.Event { return domain.CollaborationSaved{CollaborationID: id} }),
		adminBehaviour(media, r.Media.Restore, func(id int64) domain.Event { return domain.MediaItemSaved{MediaItemID: id} }),
		adminBehaviour(investments, r.Investments.Restore, func(id int64) domain.Event { return domain.InvestmentSaved{InvestmentID: id} }),
		// Messages are never cached: no events.
		Trashable(KindBehaviour{Kind: domain.KindMessage}, r.Messages.Find, r.Messages.Delete, r.Messages.Restore, messageTitle),
		{Kind: domain.KindLayout, Restore: anyOf(layouts.Restore), Due: layouts.Editorial()},
	}
}

// adminBehaviour is the behaviour of a kind a ContentAdmin serves
// (collaborations, media items, investments): the trash through its
// repository (restore puts an item back as it was), restores and schedules
// through the admin, every item for the media library. saved is the event
// of an item back from the trash.
func adminBehaviour[T any, PT validating[T], P patcher[T]](a *ContentAdmin[T, PT, P], restore func(context.Context, *T) error,
	saved func(id int64) domain.Event) KindBehaviour {
	kind := domain.Kind(a.kind)
	return Trashable(KindBehaviour{Kind: kind,
		Saved:   func(id, _ int64) domain.Event { return saved(id) },
		Deleted: func(id, _ int64) domain.Event { return a.deleted(id) },
		Restore: anyOf(a.Restore), Due: a.Editorial(),
		Uses: listItems(kind, a.repo.List, a.id, a.title),
	}, a.repo.Find, a.repo.Delete, restore, func(item *T) (string, int64) { return a.title(item), 0 })
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
