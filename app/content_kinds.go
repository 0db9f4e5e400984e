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
		Trashable(KindBehaviour{Kind: domain.KindCollaboration,
			Saved:   func(id, _ int64) domain.Event { return collabs.itemKind.saved(&domain.Collaboration{ID: id}) },
			Deleted: func(id, _ int64) domain.Event { return collabs.deleted(id) },
			Restore: anyOf(collabs.Restore), Due: collabs.Editorial(),
			Uses: listItems(domain.KindCollaboration, r.Collaborations.List, func(x *domain.Collaboration) int64 { return x.ID }, func(x *domain.Collaboration) string { return x.Title }),
		}, r.Collaborations.Find, r.Collaborations.Delete, r.Collaborations.Restore, func(c *domain.Collaboration) (string, int64) { return c.Title, 0 }),
		Trashable(KindBehaviour{Kind: domain.KindMedia,
			Saved:   func(id, _ int64) domain.Event { return media.itemKind.saved(&domain.MediaItem{ID: id}) },
			Deleted: func(id, _ int64) domain.Event { return media.deleted(id) },
			Restore: anyOf(media.Restore), Due: media.Editorial(),
			Uses: listItems(domain.KindMedia, r.Media.List, func(x *domain.MediaItem) int64 { return x.ID }, func(x *domain.MediaItem) string { return x.Title }),
		}, r.Media.Find, r.Media.Delete, r.Media.Restore, func(m *domain.MediaItem) (string, int64) { return m.Title, 0 }),
		Trashable(KindBehaviour{Kind: domain.KindInvestment,
			Saved:   func(id, _ int64) domain.Event { return investments.itemKind.saved(&domain.Investment{ID: id}) },
			Deleted: func(id, _ int64) domain.Event { return investments.deleted(id) },
			Restore: anyOf(investments.Restore), Due: investments.Editorial(),
			Uses: listItems(domain.KindInvestment, r.Investments.List, func(x *domain.Investment) int64 { return x.ID }, func(x *domain.Investment) string { return x.Title }),
		}, r.Investments.Find, r.Investments.Delete, r.Investments.Restore, func(i *domain.Investment) (string, int64) { return i.Title, 0 }),
		// Messages are never cached: no events.
		Trashable(KindBehaviour{Kind: domain.KindMessage}, r.Messages.Find, r.Messages.Delete, r.Messages.Restore, messageTitle),
		{Kind: domain.KindLayout, Restore: anyOf(layouts.Restore), Due: layouts.Editorial()},
	}
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
