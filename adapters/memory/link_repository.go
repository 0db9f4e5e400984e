package memory

import (
	"context"
	"slices"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.LinkRepository = (*LinkRepository)(nil)

// LinkRepository is the in-memory domain.LinkRepository.
type LinkRepository struct{ s *Store }

// ListByProject returns the links of one project by ascending priority then id.
func (r *LinkRepository) ListByProject(_ context.Context, projectID int64) ([]domain.ProjectLink, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	return r.s.linksOf(projectID), nil
}

// Find returns one link.
func (r *LinkRepository) Find(_ context.Context, id int64) (*domain.ProjectLink, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	l, ok := r.s.links[id]
	if !ok {
		return nil, notFound(domain.MsgLinkNotFound)
	}
	return &l, nil
}

// Create inserts l, refusing a link to a project that does not exist.
func (r *LinkRepository) Create(_ context.Context, l *domain.ProjectLink) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	if _, ok := r.s.projects[l.ProjectID]; !ok {
		return notFound(domain.MsgProjectNotFound)
	}
	l.ID = r.s.nextID("links")
	r.s.links[l.ID] = *l
	return nil
}

// Update applies fn to a copy of the link and stores it when fn succeeds.
// The id and project are kept whatever fn does.
func (r *LinkRepository) Update(_ context.Context, id int64, fn func(*domain.ProjectLink) error) (*domain.ProjectLink, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	old, ok := r.s.links[id]
	if !ok {
		return nil, notFound(domain.MsgLinkNotFound)
	}
	l := old
	if err := fn(&l); err != nil {
		return nil, err
	}
	l.ID, l.ProjectID = old.ID, old.ProjectID
	r.s.links[id] = l
	return &l, nil
}

// Delete removes one link and returns what it was.
func (r *LinkRepository) Delete(_ context.Context, id int64) (*domain.ProjectLink, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	l, ok := r.s.links[id]
	if !ok {
		return nil, notFound(domain.MsgLinkNotFound)
	}
	delete(r.s.links, id)
	return &l, nil
}

// linksOf returns the links of a project, never nil. The caller holds s.mu.
func (s *Store) linksOf(projectID int64) []domain.ProjectLink {
	out := []domain.ProjectLink{}
	for _, l := range s.links {
		if l.ProjectID == projectID {
			out = append(out, l)
		}
	}
	slices.SortFunc(out, func(a, b domain.ProjectLink) int { return byPriorityThenID(a.Priority, a.ID, b.Priority, b.ID) })
	return out
}
