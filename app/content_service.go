package app

import (
	"context"
	"errors"
	"time"

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
	layouts        domain.SectionLayoutRepository
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
		layouts: repos.Layouts, events: events,
	}, nil
}

// publishTimeout bounds the handlers of an event published after a commit:
// a hung cache must not hold the response for ever.
const publishTimeout = 5 * time.Second

// publishCommitted publishes e after its change committed. The handlers
// (the cache invalidator) run on a context that the request's cancellation
// does not reach: a client that disconnects once the commit is done must
// not leave the cache serving the old rows.
func publishCommitted(ctx context.Context, events domain.EventPublisher, e domain.Event) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), publishTimeout)
	defer cancel()
	events.Publish(ctx, e)
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
	publishCommitted(ctx, s.events, domain.ProjectSaved{ProjectID: p.ID})
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
	publishCommitted(ctx, s.events, domain.ProjectSaved{ProjectID: p.ID})
	return p, nil
}

// DeleteProject removes a project with its links and gallery images.
func (s *ContentService) DeleteProject(ctx context.Context, id int64) error {
	if err := s.projects.Delete(ctx, id); err != nil {
		return err
	}
	publishCommitted(ctx, s.events, domain.ProjectDeleted{ProjectID: id})
	return nil
}

// SwapProjectPriorities exchanges the positions of two projects. The
// repository reads both and writes them in one transaction
// (domain.SwapPlaces says how equal priorities still move), so a reorder
// never leaves only one of them moved nor acts on a stale read.
func (s *ContentService) SwapProjectPriorities(ctx context.Context, a, b int64) (*domain.Project, *domain.Project, error) {
	if a == b {
		return nil, nil, &domain.Error{Code: domain.EINVALID, Message: "Cannot swap a project with itself", Fields: map[string]string{"ids": "Must name two different projects"}}
	}
	pa, pb, err := s.projects.Reorder(ctx, a, b)
	if err != nil {
		return nil, nil, err
	}
	publishCommitted(ctx, s.events, domain.ProjectsReordered{ProjectIDs: []int64{a, b}})
	return pa, pb, nil
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
	publishCommitted(ctx, s.events, domain.LinkSaved{LinkID: l.ID, ProjectID: l.ProjectID})
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
	publishCommitted(ctx, s.events, domain.LinkSaved{LinkID: l.ID, ProjectID: l.ProjectID})
	return l, nil
}

// DeleteLink removes a link.
func (s *ContentService) DeleteLink(ctx context.Context, id int64) error {
	l, err := s.links.Delete(ctx, id)
	if err != nil {
		return err
	}
	publishCommitted(ctx, s.events, domain.LinkDeleted{LinkID: l.ID, ProjectID: l.ProjectID})
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
	publishCommitted(ctx, s.events, domain.GalleryImagesSaved{ImageIDs: ids, ProjectIDs: []int64{projectID}})
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
	publishCommitted(ctx, s.events, domain.GalleryImagesSaved{ImageIDs: []int64{g.ID}, ProjectIDs: []int64{g.ProjectID}})
	return g, nil
}

// DeleteGalleryImage removes a gallery image.
func (s *ContentService) DeleteGalleryImage(ctx context.Context, id int64) error {
	g, err := s.gallery.Delete(ctx, id)
	if err != nil {
		return err
	}
	publishCommitted(ctx, s.events, domain.GalleryImageDeleted{ImageID: g.ID, ProjectID: g.ProjectID})
	return nil
}
