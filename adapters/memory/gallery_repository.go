package memory

import (
	"cmp"
	"context"
	"slices"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.GalleryRepository = (*GalleryRepository)(nil)

// GalleryRepository is the in-memory domain.GalleryRepository.
type GalleryRepository struct{ s *Store }

// List returns every gallery image, highest priority first; when
// activeProjectsOnly is set the images of inactive projects are left out.
func (r *GalleryRepository) List(_ context.Context, activeProjectsOnly bool) ([]domain.GalleryImage, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	return r.s.imagesOf(0, activeProjectsOnly), nil
}

// ListByProject returns the images of one project, highest priority first.
func (r *GalleryRepository) ListByProject(_ context.Context, projectID int64) ([]domain.GalleryImage, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	return r.s.imagesOf(projectID, false), nil
}

// Find returns one image.
func (r *GalleryRepository) Find(_ context.Context, id int64) (*domain.GalleryImage, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	g, ok := r.s.images[id]
	if !ok {
		return nil, notFound(domain.MsgGalleryImageNotFound)
	}
	return &g, nil
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

// Update applies fn to a copy of the image and stores it when fn succeeds.
// The id and project are kept whatever fn does.
func (r *GalleryRepository) Update(_ context.Context, id int64, fn func(*domain.GalleryImage) error) (*domain.GalleryImage, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	old, ok := r.s.images[id]
	if !ok {
		return nil, notFound(domain.MsgGalleryImageNotFound)
	}
	g := old
	if err := fn(&g); err != nil {
		return nil, err
	}
	g.ID, g.ProjectID = old.ID, old.ProjectID
	r.s.images[id] = g
	return &g, nil
}

// Delete removes one image and returns what it was.
func (r *GalleryRepository) Delete(_ context.Context, id int64) (*domain.GalleryImage, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	g, ok := r.s.images[id]
	if !ok {
		return nil, notFound(domain.MsgGalleryImageNotFound)
	}
	delete(r.s.images, id)
	return &g, nil
}

// imagesOf returns the images of one project (every project when projectID
// is 0), by descending priority then ascending id, never nil. The caller
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
	slices.SortFunc(out, func(a, b domain.GalleryImage) int {
		return cmp.Or(cmp.Compare(b.Priority, a.Priority), cmp.Compare(a.ID, b.ID))
	})
	return out
}
