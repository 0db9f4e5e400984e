package memory

import (
	"context"

	"github.com/portfolio-site/portfolio/domain"
)

// The Restore methods put an item from the trash back as it was, id
// included; like the SQL stores they never reuse an id, so a taken id is a
// conflict.

func idTaken() error {
	return &domain.Error{Code: domain.ECONFLICT, Message: domain.MsgTrashIDTaken}
}

// seeID keeps table's id counter at or above id, so a restored id is never
// handed out again. The caller holds s.mu.
func (s *Store) seeID(table string, id int64) {
	if id > s.lastID[table] {
		s.lastID[table] = id
	}
}

// Restore inserts item with its id and creation time.
func (r *contentRepository[T]) Restore(_ context.Context, item *T) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	id := *r.fields(item).id
	if _, ok := r.items[id]; ok {
		return idTaken()
	}
	r.items[id] = *item
	r.lastID = max(r.lastID, id)
	return nil
}

// Restore inserts p with its id, timestamps, links and gallery images.
func (r *ProjectRepository) Restore(_ context.Context, p *domain.Project) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	if _, ok := r.s.projects[p.ID]; ok {
		return idTaken()
	}
	if err := r.s.slugFree(p.Slug, p.ID); err != nil {
		return err
	}
	for _, l := range p.Links {
		if _, ok := r.s.links[l.ID]; ok {
			return idTaken()
		}
	}
	for _, g := range p.GalleryImages {
		if _, ok := r.s.images[g.ID]; ok {
			return idTaken()
		}
	}
	r.s.projects[p.ID] = stripProject(*p)
	r.s.seeID("projects", p.ID)
	for _, l := range p.Links {
		l.ProjectID = p.ID
		r.s.links[l.ID] = l
		r.s.seeID("links", l.ID)
	}
	for _, g := range p.GalleryImages {
		g.ProjectID = p.ID
		r.s.images[g.ID] = g
		r.s.seeID("gallery", g.ID)
	}
	return nil
}

// Restore inserts l with its id; ENOTFOUND when its project is gone.
func (r *LinkRepository) Restore(_ context.Context, l *domain.ProjectLink) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	if _, ok := r.s.projects[l.ProjectID]; !ok {
		return notFound(domain.MsgProjectNotFound)
	}
	if _, ok := r.s.links[l.ID]; ok {
		return idTaken()
	}
	r.s.links[l.ID] = *l
	r.s.seeID("links", l.ID)
	return nil
}

// Restore inserts g with its id; ENOTFOUND when its project is gone.
func (r *GalleryRepository) Restore(_ context.Context, g *domain.GalleryImage) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	if _, ok := r.s.projects[g.ProjectID]; !ok {
		return notFound(domain.MsgProjectNotFound)
	}
	if _, ok := r.s.images[g.ID]; ok {
		return idTaken()
	}
	r.s.images[g.ID] = *g
	r.s.seeID("gallery", g.ID)
	return nil
}

// Restore inserts m with its id and states.
func (r *MessageRepository) Restore(_ context.Context, m *domain.Message) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.messages[m.ID]; ok {
		return idTaken()
	}
	if m.Notification.State == "" {
		m.Notification.State = domain.NotifyNone
	}
	r.messages[m.ID] = *m
	r.lastID = max(r.lastID, m.ID)
	return nil
}
