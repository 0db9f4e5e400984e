package app

import (
	"context"
	"errors"

	"github.com/portfolio-site/portfolio/domain"
)

// ContentService administers the portfolio content. Every save commits in
// its repository first and only then publishes its past-tense event, so a
// subscriber (the cache invalidator) never sees an event for a change that
// could still roll back.
type ContentService struct {
	projects       domain.ProjectRepository
	links          domain.LinkRepository
	gallery        domain.GalleryRepository
	collaborations domain.CollaborationRepository
	media          domain.MediaRepository
	investments    domain.InvestmentRepository
	events         domain.EventPublisher
}

// Repositories groups the content repositories a service needs.
type Repositories struct {
	Projects       domain.ProjectRepository
	Links          domain.LinkRepository
	Gallery        domain.GalleryRepository
	Collaborations domain.CollaborationRepository
	Media          domain.MediaRepository
	Investments    domain.InvestmentRepository
	Layouts        domain.SectionLayoutRepository
}

func (r Repositories) check() error {
	if r.Projects == nil || r.Links == nil || r.Gallery == nil || r.Collaborations == nil ||
		r.Media == nil || r.Investments == nil || r.Layouts == nil {
		return errors.New("app: every repository is required")
	}
	return nil
}

// NewContentService returns a ContentService; every dependency is required.
func NewContentService(repos Repositories, events domain.EventPublisher) (*ContentService, error) {
	if err := repos.check(); err != nil {
		return nil, err
	}
	if events == nil {
		return nil, errors.New("app: an event publisher is required")
	}
	return &ContentService{
		projects: repos.Projects, links: repos.Links, gallery: repos.Gallery,
		collaborations: repos.Collaborations, media: repos.Media, investments: repos.Investments,
		events: events,
	}, nil
}

// CreateProject validates and stores a new project built from the patch on
// top of the database defaults.
func (s *ContentService) CreateProject(ctx context.Context, in domain.ProjectPatch) (*domain.Project, error) {
	p := domain.NewProject()
	in.Apply(&p)
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if err := s.projects.Create(ctx, &p); err != nil {
		return nil, err
	}
	s.events.Publish(ctx, domain.ProjectSaved{ProjectID: p.ID})
	return &p, nil
}

// UpdateProject applies a partial update: absent fields keep their values.
func (s *ContentService) UpdateProject(ctx context.Context, id int64, in domain.ProjectPatch) (*domain.Project, error) {
	p, err := s.projects.Update(ctx, id, func(p *domain.Project) error {
		in.Apply(p)
		return p.Validate()
	})
	if err != nil {
		return nil, err
	}
	s.events.Publish(ctx, domain.ProjectSaved{ProjectID: p.ID})
	return p, nil
}

// DeleteProject removes a project with its links and gallery images.
func (s *ContentService) DeleteProject(ctx context.Context, id int64) error {
	if err := s.projects.Delete(ctx, id); err != nil {
		return err
	}
	s.events.Publish(ctx, domain.ProjectDeleted{ProjectID: id})
	return nil
}

// SwapProjectPriorities exchanges the positions of two projects in one
// transaction, so a reorder never leaves only one of them moved. When both
// have the same priority (new projects all start at the form's default),
// swapping the values would change nothing visible: the pair's group
// (same category and subcategory) is then renumbered in its current order
// with the two exchanged, so Move Up and Move Down always move.
func (s *ContentService) SwapProjectPriorities(ctx context.Context, a, b int64) (*domain.Project, *domain.Project, error) {
	if a == b {
		return nil, nil, &domain.Error{Code: domain.EINVALID, Message: "Cannot swap a project with itself", Fields: map[string]string{"ids": "Must name two different projects"}}
	}
	pa, err := s.projects.Find(ctx, a)
	if err != nil {
		return nil, nil, err
	}
	pb, err := s.projects.Find(ctx, b)
	if err != nil {
		return nil, nil, err
	}
	if pa.Priority == pb.Priority && pa.Category == pb.Category && pa.Subcategory == pb.Subcategory {
		if err := s.renumberSwapped(ctx, pa, pb); err != nil {
			return nil, nil, err
		}
	} else if _, _, err := s.projects.SwapPriorities(ctx, a, b); err != nil {
		return nil, nil, err
	}
	s.events.Publish(ctx, domain.ProjectsReordered{ProjectIDs: []int64{a, b}})
	if pa, err = s.projects.Find(ctx, a); err != nil {
		return nil, nil, err
	}
	if pb, err = s.projects.Find(ctx, b); err != nil {
		return nil, nil, err
	}
	return pa, pb, nil
}

// renumberSwapped gives the group of a and b consecutive priorities from its
// lowest one, in list order with a and b exchanged, in one transaction.
func (s *ContentService) renumberSwapped(ctx context.Context, a, b *domain.Project) error {
	listed, err := s.projects.List(ctx, domain.ProjectFilter{Category: a.Category, Subcategory: a.Subcategory})
	if err != nil {
		return err
	}
	// An empty subcategory does not filter the list: keep the exact group.
	var group []domain.Project
	ia, ib := -1, -1
	for _, p := range listed {
		if p.Subcategory != a.Subcategory {
			continue
		}
		switch p.ID {
		case a.ID:
			ia = len(group)
		case b.ID:
			ib = len(group)
		}
		group = append(group, p)
	}
	if ia < 0 || ib < 0 {
		return domain.Errorf(domain.ENOTFOUND, domain.MsgProjectNotFound)
	}
	group[ia], group[ib] = group[ib], group[ia]
	base := min(group[0].Priority, group[len(group)-1].Priority) // the list is sorted by priority
	priorities := make(map[int64]int, len(group))
	for i, p := range group {
		priorities[p.ID] = base + i
	}
	return s.projects.SetPriorities(ctx, priorities)
}

// CreateLink adds a link to a project.
func (s *ContentService) CreateLink(ctx context.Context, projectID int64, in domain.LinkPatch) (*domain.ProjectLink, error) {
	l := domain.ProjectLink{ProjectID: projectID}
	in.Apply(&l)
	if err := l.Validate(); err != nil {
		return nil, err
	}
	if err := s.links.Create(ctx, &l); err != nil {
		return nil, err
	}
	s.events.Publish(ctx, domain.LinkSaved{LinkID: l.ID, ProjectID: l.ProjectID})
	return &l, nil
}

// UpdateLink applies a partial update to a link.
func (s *ContentService) UpdateLink(ctx context.Context, id int64, in domain.LinkPatch) (*domain.ProjectLink, error) {
	l, err := s.links.Update(ctx, id, func(l *domain.ProjectLink) error {
		in.Apply(l)
		return l.Validate()
	})
	if err != nil {
		return nil, err
	}
	s.events.Publish(ctx, domain.LinkSaved{LinkID: l.ID, ProjectID: l.ProjectID})
	return l, nil
}

// DeleteLink removes a link.
func (s *ContentService) DeleteLink(ctx context.Context, id int64) error {
	l, err := s.links.Delete(ctx, id)
	if err != nil {
		return err
	}
	s.events.Publish(ctx, domain.LinkDeleted{LinkID: l.ID, ProjectID: l.ProjectID})
	return nil
}

// CreateGalleryImages adds one or more images to a project's gallery in one
// transaction: every image is validated first and either all are stored or
// none is.
func (s *ContentService) CreateGalleryImages(ctx context.Context, projectID int64, in []domain.GalleryPatch) ([]*domain.GalleryImage, error) {
	if len(in) == 0 {
		return nil, &domain.Error{Code: domain.EINVALID, Message: "images: Required", Fields: map[string]string{"images": domain.MsgRequired}}
	}
	images := make([]*domain.GalleryImage, len(in))
	for i, patch := range in {
		g := &domain.GalleryImage{ProjectID: projectID}
		patch.Apply(g)
		if err := g.Validate(); err != nil {
			return nil, err
		}
		images[i] = g
	}
	if err := s.gallery.Create(ctx, images); err != nil {
		return nil, err
	}
	ids := make([]int64, len(images))
	for i, g := range images {
		ids[i] = g.ID
	}
	s.events.Publish(ctx, domain.GalleryImagesSaved{ImageIDs: ids, ProjectIDs: []int64{projectID}})
	return images, nil
}

// UpdateGalleryImage applies a partial update (the gallery arrows send only
// the priority; validation keeps it at 0 or above).
func (s *ContentService) UpdateGalleryImage(ctx context.Context, id int64, in domain.GalleryPatch) (*domain.GalleryImage, error) {
	g, err := s.gallery.Update(ctx, id, func(g *domain.GalleryImage) error {
		in.Apply(g)
		return g.Validate()
	})
	if err != nil {
		return nil, err
	}
	s.events.Publish(ctx, domain.GalleryImagesSaved{ImageIDs: []int64{g.ID}, ProjectIDs: []int64{g.ProjectID}})
	return g, nil
}

// DeleteGalleryImage removes a gallery image.
func (s *ContentService) DeleteGalleryImage(ctx context.Context, id int64) error {
	g, err := s.gallery.Delete(ctx, id)
	if err != nil {
		return err
	}
	s.events.Publish(ctx, domain.GalleryImageDeleted{ImageID: g.ID, ProjectID: g.ProjectID})
	return nil
}
