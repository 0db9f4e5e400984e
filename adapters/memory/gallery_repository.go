package memory

import (
	"context"
	"slices"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.GalleryRepository = (*GalleryRepository)(nil)

// GalleryRepository is the in-memory domain.GalleryRepository; finding,
// updating and deleting are the children's shared code.
type GalleryRepository struct{ children[domain.GalleryImage] }

func newGalleryRepository(s *Store) *GalleryRepository {
	return &GalleryRepository{children[domain.GalleryImage]{
		s:        s,
		items:    func(s *Store) map[int64]domain.GalleryImage { return s.images },
		keepKeys: func(old domain.GalleryImage, g *domain.GalleryImage) { g.ID, g.ProjectID = old.ID, old.ProjectID },
		notFound: domain.MsgGalleryImageNotFound,
	}}
}

// List returns every gallery image, lowest priority first; when
// activeProjectsOnly is set the images of inactive projects are left out.
func (r *GalleryRepository) List(_ context.Context, activeProjectsOnly bool) ([]domain.GalleryImage, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	return r.s.imagesOf(0, activeProjectsOnly), nil
}

// ListByProject returns the images of one project, lowest priority first.
func (r *GalleryRepository) ListByProject(_ context.Context, projectID int64) ([]domain.GalleryImage, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	return r.s.imagesOf(projectID, false), nil
}

// Create inserts all the images or, when one names a missing project, none.
func (r *GalleryRepository) Create(_ context.Context, images []*domain.GalleryImage) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	for _, g := range images {
		if _, ok := r.s.projects[g.ProjectID]; !ok {
			return notFound(domain.MsgProjectNotFound)
		}
	}
	for _, g := range images {
		g.ID = r.s.nextID("gallery")
		r.s.images[g.ID] = *g
	}
	return nil
}

// Reorder exchanges the places of a and b (domain.SwapGalleryPlaces)
// under the store's lock, so the read and the write are one step; when
// either is missing, or they are of two projects, nothing changes.
func (r *GalleryRepository) Reorder(_ context.Context, a, b int64) ([]domain.GalleryImage, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	ga, okA := r.s.images[a]
	gb, okB := r.s.images[b]
	if !okA || !okB {
		return nil, notFound(domain.MsgGalleryImageNotFound)
	}
	priorities, err := domain.SwapGalleryPlaces(&ga, &gb, r.s.imagesOf(ga.ProjectID, false))
	if err != nil {
		return nil, err
	}
	for id, prio := range priorities {
		g := r.s.images[id]
		g.Priority = prio
		r.s.images[id] = g
	}
	return r.s.imagesOf(ga.ProjectID, false), nil
}

// imagesOf returns the images of one project (every project when projectID
// is 0), by ascending priority then id, never nil. The caller
// holds s.mu.
func (s *Store) imagesOf(projectID int64, activeProjectsOnly bool) []domain.GalleryImage {
	out := []domain.GalleryImage{}
	for _, g := range s.images {
		if projectID != 0 && g.ProjectID != projectID {
			continue
		}
		if activeProjectsOnly && !s.projects[g.ProjectID].IsActive {
			continue
		}
		out = append(out, g)
	}
	slices.SortFunc(out, func(a, b domain.GalleryImage) int { return byPriorityThenID(a.Priority, a.ID, b.Priority, b.ID) })
	return out
}
