package memory

import (
	"context"
	"slices"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.ProjectRepository = (*ProjectRepository)(nil)

// ProjectRepository is the in-memory domain.ProjectRepository.
type ProjectRepository struct{ s *Store }

// List returns the projects matching f by ascending priority then id, each
// with its links and gallery images.
func (r *ProjectRepository) List(_ context.Context, f domain.ProjectFilter) ([]domain.Project, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	out := []domain.Project{}
	for _, p := range r.s.projects {
		if (f.Category != "" && p.Category != f.Category) ||
			(f.Subcategory != "" && p.Subcategory != f.Subcategory) ||
			(f.ActiveOnly && !p.IsActive) {
			continue
		}
		out = append(out, r.s.assemble(p))
	}
	slices.SortFunc(out, func(a, b domain.Project) int { return byPriorityThenID(a.Priority, a.ID, b.Priority, b.ID) })
	return out, nil
}

// Find returns one project with its links and gallery images.
func (r *ProjectRepository) Find(_ context.Context, id int64) (*domain.Project, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	p, ok := r.s.projects[id]
	if !ok {
		return nil, notFound(domain.MsgProjectNotFound)
	}
	full := r.s.assemble(p)
	return &full, nil
}

// Create inserts p, setting its ID and timestamps. A new project has no
// links or gallery images yet.
func (r *ProjectRepository) Create(_ context.Context, p *domain.Project) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	if err := r.s.slugFree(p.Slug, 0); err != nil {
		return err
	}
	p.ID = r.s.nextID("projects")
	p.CreatedAt = now()
	p.UpdatedAt = p.CreatedAt
	p.Tags, p.Outcomes, p.Credits = copyTags(p.Tags), copyTags(p.Outcomes), copyTags(p.Credits)
	p.Links, p.GalleryImages = []domain.ProjectLink{}, []domain.GalleryImage{}
	r.s.projects[p.ID] = stripProject(*p)
	return nil
}

// Update applies fn to a copy of the project and stores the copy only when
// fn succeeds. The id and createdAt are kept whatever fn does.
func (r *ProjectRepository) Update(_ context.Context, id int64, fn func(*domain.Project) error) (*domain.Project, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	old, ok := r.s.projects[id]
	if !ok {
		return nil, notFound(domain.MsgProjectNotFound)
	}
	p := r.s.assemble(old)
	if err := fn(&p); err != nil {
		return nil, err
	}
	if err := r.s.slugFree(p.Slug, id); err != nil {
		return nil, err
	}
	p.ID, p.CreatedAt, p.UpdatedAt = old.ID, old.CreatedAt, now()
	r.s.projects[id] = stripProject(p)
	full := r.s.assemble(r.s.projects[id])
	return &full, nil
}

// Delete removes the project with its links and gallery images.
func (r *ProjectRepository) Delete(_ context.Context, id int64) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	if _, ok := r.s.projects[id]; !ok {
		return notFound(domain.MsgProjectNotFound)
	}
	delete(r.s.projects, id)
	for lid, l := range r.s.links {
		if l.ProjectID == id {
			delete(r.s.links, lid)
		}
	}
	for gid, g := range r.s.images {
		if g.ProjectID == id {
			delete(r.s.images, gid)
		}
	}
	return nil
}

// Reorder exchanges the places of a and b in their group
// (domain.SwapPlaces) under the store's lock, so the read and the write are
// one step; when either is missing, or they are of two groups, nothing
// changes.
func (r *ProjectRepository) Reorder(_ context.Context, a, b int64) ([]domain.ProjectMove, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	pa, okA := r.s.projects[a]
	pb, okB := r.s.projects[b]
	if !okA || !okB {
		return nil, notFound(domain.MsgProjectNotFound)
	}
	var group []domain.Project
	for _, p := range r.s.projects {
		if p.SameGroup(&pa) {
			group = append(group, p)
		}
	}
	priorities, err := domain.SwapPlaces(&pa, &pb, group)
	if err != nil {
		return nil, err
	}
	if a == b {
		return []domain.ProjectMove{}, nil
	}
	places := make([]domain.Place, len(group))
	for i, p := range group {
		places[i] = p.Place()
	}
	moved := domain.MovedIDs(a, b, priorities, places)
	out := make([]domain.ProjectMove, 0, len(moved))
	t := now()
	for _, id := range moved {
		before := r.s.assemble(r.s.projects[id])
		if prio, ok := priorities[id]; ok {
			p := r.s.projects[id]
			p.Priority, p.UpdatedAt = prio, t
			r.s.projects[id] = p
		}
		out = append(out, domain.ProjectMove{Before: before, After: r.s.assemble(r.s.projects[id])})
	}
	return out, nil
}

// Slugs returns every project's slug with its id.
func (r *ProjectRepository) Slugs(context.Context) (map[string]int64, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	out := make(map[string]int64, len(r.s.projects))
	for id, p := range r.s.projects {
		if p.Slug != "" {
			out[p.Slug] = id
		}
	}
	return out, nil
}

// slugFree fails with domain.MsgSlugTaken when a project other than id
// has slug, as the SQL store's unique index does. The caller holds s.mu.
func (s *Store) slugFree(slug string, id int64) error {
	if slug == "" {
		return nil
	}
	for pid, p := range s.projects {
		if pid != id && p.Slug == slug {
			return domain.SlugTaken()
		}
	}
	return nil
}

// Count returns the number of projects.
func (r *ProjectRepository) Count(context.Context) (int, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	return len(r.s.projects), nil
}

// assemble returns a deep copy of p with its links and gallery images. The
// caller holds s.mu.
func (s *Store) assemble(p domain.Project) domain.Project {
	p.Tags, p.Outcomes, p.Credits = copyTags(p.Tags), copyTags(p.Outcomes), copyTags(p.Credits)
	p.Links = s.linksOf(p.ID)
	p.GalleryImages = s.imagesOf(p.ID, false)
	return p
}

// stripProject drops what the store keeps elsewhere (links, images) and
// copies the lists (tags, outcomes, credits) so that callers never share
// memory with the store.
func stripProject(p domain.Project) domain.Project {
	p.Links, p.GalleryImages = nil, nil
	p.Tags, p.Outcomes, p.Credits = copyTags(p.Tags), copyTags(p.Outcomes), copyTags(p.Credits)
	return p
}

// copyTags returns a copy of tags (or of another list of texts), nil when
// there are none.
func copyTags(tags []string) []string {
	if len(tags) == 0 {
		return nil
	}
	return slices.Clone(tags)
}

// byPriorityThenID is the order of every list (domain.ComparePlaces).
func byPriorityThenID(pa int, ida int64, pb int, idb int64) int {
	return domain.ComparePlaces(domain.Place{ID: ida, Priority: pa}, domain.Place{ID: idb, Priority: pb})
}
