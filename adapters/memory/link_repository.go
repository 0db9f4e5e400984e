package memory

import (
	"context"
	"slices"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.LinkRepository = (*LinkRepository)(nil)

// LinkRepository is the in-memory domain.LinkRepository; finding,
// updating and deleting are the children's shared code.
type LinkRepository struct{ children[domain.ProjectLink] }

func newLinkRepository(s *Store) *LinkRepository {
	return &LinkRepository{children[domain.ProjectLink]{
		s:        s,
		items:    func(s *Store) map[int64]domain.ProjectLink { return s.links },
		keepKeys: func(old domain.ProjectLink, l *domain.ProjectLink) { l.ID, l.ProjectID = old.ID, old.ProjectID },
		notFound: domain.MsgLinkNotFound,
	}}
}

// ListByProject returns the links of one project by ascending priority then id.
func (r *LinkRepository) ListByProject(_ context.Context, projectID int64) ([]domain.ProjectLink, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	return r.s.linksOf(projectID), nil
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
