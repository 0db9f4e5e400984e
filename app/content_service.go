package app

import (
	"context"
	"errors"
	"time"

	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// ContentService administers the portfolio content. Every save commits in
// its repository first and only then publishes its past-tense event, so a
// subscriber (the cache invalidator) never sees an event for a change that
// could still roll back.
type ContentService struct {
	// repos are every repository; the simple kinds' admins (content_kinds.go)
	// read theirs there.
	repos     Repositories
	projects  domain.ProjectRepository
	links     domain.LinkRepository
	gallery   domain.GalleryRepository
	layouts   domain.SectionLayoutRepository
	drafts    domain.DraftStore
	redirects domain.RedirectRepository
	events    domain.EventPublisher
	journal   *journal.Journal
	trash     *TrashService
	// kinds is the registry the service serves, and behaviours what it
	// does with each kind (content_kinds.go, then the extra ones).
	kinds      *domain.Kinds
	behaviours kindBehaviours
}

// Repositories groups the content repositories a service needs.
type Repositories struct {
	Projects       domain.ProjectRepository
	Links          domain.LinkRepository
	Gallery        domain.GalleryRepository
	Collaborations domain.CollaborationRepository
	Media          domain.MediaRepository
	Investments    domain.InvestmentRepository
	Appearances    domain.AppearanceRepository
	Layouts        domain.SectionLayoutRepository
	Messages       domain.MessageRepository
	Trash          domain.TrashRepository
	Drafts         domain.DraftStore
	Redirects      domain.RedirectRepository
}

func (r Repositories) check() error {
	if r.Projects == nil || r.Links == nil || r.Gallery == nil || r.Collaborations == nil ||
		r.Media == nil || r.Investments == nil || r.Appearances == nil || r.Layouts == nil || r.Messages == nil || r.Trash == nil || r.Drafts == nil || r.Redirects == nil {
		return errors.New("app: every repository is required")
	}
	return nil
}

// NewContentService returns a ContentService serving the kinds of kinds;
// every dependency is required. Deletes go to the trash (Trash), and every
// change is recorded by the journal in its own transaction.
func NewContentService(repos Repositories, journal *journal.Journal, events domain.EventPublisher, cfg TrashConfig, kinds *domain.Kinds) (*ContentService, error) {
	return NewContentServiceWith(repos, journal, events, cfg, kinds, nil)
}

// NewContentServiceWith is NewContentService serving the kinds of extra
// too (behaviours of kinds beyond the product's: a test's kind). A kind of
// kinds that declares the trash but has no behaviour for it is an error.
func NewContentServiceWith(repos Repositories, journal *journal.Journal, events domain.EventPublisher, cfg TrashConfig,
	kinds *domain.Kinds, extra []KindBehaviour) (*ContentService, error) {
	if err := repos.check(); err != nil {
		return nil, err
	}
	if events == nil || journal == nil || kinds == nil {
		return nil, errors.New("app: an event publisher, a journal and the kinds are required")
	}
	repos.Projects = addressedProjects{ProjectRepository: repos.Projects, redirects: repos.Redirects}
	repos.Appearances = sluggedAppearances{repos.Appearances}
	s := &ContentService{
		repos: repos, projects: repos.Projects, links: repos.Links, gallery: repos.Gallery,
		layouts: repos.Layouts, drafts: repos.Drafts, redirects: repos.Redirects, events: events, journal: journal,
		kinds: kinds,
	}
	s.trash = &TrashService{repos: repos, journal: journal, events: events, cfg: cfg.withDefaults(), kinds: kinds}
	s.behaviours = append(s.contentBehaviours(repos), extra...)
	s.trash.behaviours = s.behaviours
	if err := checkCovered(kinds, s.behaviours, trashNeeds(), eventNeeds()); err != nil {
		return nil, err
	}
	return s, nil
}

// Trash returns the trash: what deleting moved there, restored or purged.
func (s *ContentService) Trash() *TrashService { return s.trash }

// Journal returns the activity log's writer and reader.
func (s *ContentService) Journal() *journal.Journal { return s.journal }

// projectKind, linkKind and galleryKind say how the saves of those kinds are
// recorded and announced (content_save.go).
func (s *ContentService) projectKind() itemKind[domain.Project] {
	return itemKind[domain.Project]{
		journal: s.journal, events: s.events, kind: string(domain.KindProject),
		id:    func(p *domain.Project) int64 { return p.ID },
		title: func(p *domain.Project) string { return p.Title },
		saved: func(p *domain.Project) domain.Event { return domain.ProjectSaved{ProjectID: p.ID} },
	}
}

func (s *ContentService) linkKind() itemKind[domain.ProjectLink] {
	return itemKind[domain.ProjectLink]{
		journal: s.journal, events: s.events, kind: string(domain.KindLink),
		id:    func(l *domain.ProjectLink) int64 { return l.ID },
		title: func(l *domain.ProjectLink) string { return l.Label },
		saved: func(l *domain.ProjectLink) domain.Event {
			return domain.LinkSaved{LinkID: l.ID, ProjectID: l.ProjectID}
		},
	}
}

func (s *ContentService) galleryKind() itemKind[domain.GalleryImage] {
	return itemKind[domain.GalleryImage]{
		journal: s.journal, events: s.events, kind: string(domain.KindGallery),
		id:    func(g *domain.GalleryImage) int64 { return g.ID },
		title: galleryTitle,
		saved: func(g *domain.GalleryImage) domain.Event {
			return domain.GalleryImagesSaved{ImageIDs: []int64{g.ID}, ProjectIDs: []int64{g.ProjectID}}
		},
	}
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
	if err := createRecorded(ctx, s.projectKind(), &p, s.projects.Create); err != nil {
		return nil, err
	}
	return &p, nil
}

// UpdateProject applies a partial update: absent fields keep their values.
func (s *ContentService) UpdateProject(ctx context.Context, id int64, in domain.ProjectPatch) (*domain.Project, error) {
	return updateRecorded(ctx, s.projectKind(), id, in.Apply, s.projects.Update)
}

// RestoreProject makes the project the state of one of its revisions
// (data); its links and gallery stay as they are.
func (s *ContentService) RestoreProject(ctx context.Context, id int64, data []byte) (*domain.Project, error) {
	return restoreRecorded(ctx, s.projectKind(), id, data, s.projects.Update)
}

// DeleteProject moves a project with its links and gallery images to the
// trash.
func (s *ContentService) DeleteProject(ctx context.Context, id int64) error {
	_, err := s.trash.Discard(ctx, domain.KindProject, id)
	return err
}

// SwapProjectPriorities exchanges the places of two projects of one group.
// The repository reads the group and writes it in one transaction
// (domain.SwapPlaces: a plain swap, or the group renumbered when it has
// ties, so its positions end unique), so a reorder never leaves only one
// of them moved nor acts on a stale read; the same transaction keeps a
// revision and an activity entry of every project whose priority changed.
// It returns the projects moved, the pair first (domain.MovedIDs).
// EINVALID when a and b are one project or of two groups, ENOTFOUND when
// either is missing; nothing changes then.
func (s *ContentService) SwapProjectPriorities(ctx context.Context, a, b int64) ([]domain.Project, error) {
	if a == b {
		return nil, &domain.Error{Code: domain.EINVALID, Message: "Cannot swap a project with itself", Fields: map[string]string{"ids": "Must name two different projects"}}
	}
	var moved []domain.ProjectMove
	err := s.journal.InTx(ctx, func(ctx context.Context) error {
		var err error
		if moved, err = s.projects.Reorder(ctx, a, b); err != nil {
			return err
		}
		for _, m := range moved {
			fields := changedFields(&m.Before, &m.After)
			if len(fields) == 0 {
				continue
			}
			if err := s.journal.Revise(ctx, string(domain.KindProject), m.After.ID, &m.Before, fields); err != nil {
				return err
			}
			if err := s.projectKind().record(ctx, domain.ActionUpdate, &m.After, fields); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	out := make([]domain.Project, len(moved))
	ids := make([]int64, len(moved))
	for i, m := range moved {
		out[i], ids[i] = m.After, m.After.ID
	}
	publishCommitted(ctx, s.events, domain.ProjectsReordered{ProjectIDs: ids})
	return out, nil
}

// CreateLink adds a link to a project.
func (s *ContentService) CreateLink(ctx context.Context, projectID int64, in domain.LinkPatch) (*domain.ProjectLink, error) {
	l := domain.ProjectLink{ProjectID: projectID}
	in.Apply(&l)
	if err := createRecorded(ctx, s.linkKind(), &l, s.links.Create); err != nil {
		return nil, err
	}
	return &l, nil
}

// UpdateLink applies a partial update to a link.
func (s *ContentService) UpdateLink(ctx context.Context, id int64, in domain.LinkPatch) (*domain.ProjectLink, error) {
	return updateRecorded(ctx, s.linkKind(), id, in.Apply, s.links.Update)
}

// RestoreLink makes the link the state of one of its revisions (data).
func (s *ContentService) RestoreLink(ctx context.Context, id int64, data []byte) (*domain.ProjectLink, error) {
	return restoreRecorded(ctx, s.linkKind(), id, data, s.links.Update)
}

// DeleteLink moves a link to the trash.
func (s *ContentService) DeleteLink(ctx context.Context, id int64) error {
	_, err := s.trash.Discard(ctx, domain.KindLink, id)
	return err
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
		g := &domain.GalleryImage{ProjectID: projectID, FocalX: domain.FocalCentre, FocalY: domain.FocalCentre}
		patch.Apply(g)
		if err := g.Validate(); err != nil {
			return nil, err
		}
		images[i] = g
	}
	err := s.journal.InTx(ctx, func(ctx context.Context) error {
		if err := s.gallery.Create(ctx, images); err != nil {
			return err
		}
		for _, g := range images {
			if err := s.galleryKind().record(ctx, domain.ActionCreate, g, nil); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
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
	return updateRecorded(ctx, s.galleryKind(), id, in.Apply, s.gallery.Update)
}

// RestoreGalleryImage makes the image the state of one of its revisions
// (data).
func (s *ContentService) RestoreGalleryImage(ctx context.Context, id int64, data []byte) (*domain.GalleryImage, error) {
	return restoreRecorded(ctx, s.galleryKind(), id, data, s.gallery.Update)
}

// DeleteGalleryImage moves a gallery image to the trash.
func (s *ContentService) DeleteGalleryImage(ctx context.Context, id int64) error {
	_, err := s.trash.Discard(ctx, domain.KindGallery, id)
	return err
}

// galleryTitle is what the trash and the log call a gallery image: its
// description, else its file.
func galleryTitle(g *domain.GalleryImage) string {
	if g.Alt != "" {
		return g.Alt
	}
	return g.Src
}
