package memory

import (
	"context"
	"slices"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.RedirectRepository = (*RedirectRepository)(nil)

// RedirectRepository is the in-memory domain.RedirectRepository: the
// store's redirects list, under the store's lock.
type RedirectRepository struct{ s *Store }

// List returns every entry by from.
func (r *RedirectRepository) List(context.Context) ([]domain.Redirect, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	out := slices.Clone(r.s.redirects)
	slices.SortFunc(out, func(a, b domain.Redirect) int { return strings.Compare(a.From, b.From) })
	if out == nil {
		out = []domain.Redirect{}
	}
	return out, nil
}

// Moved records a move (domain.ApplyMoved), giving new entries their ids.
func (r *RedirectRepository) Moved(_ context.Context, from, to string) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	r.s.redirects = domain.ApplyMoved(r.s.redirects, from, to, now())
	r.s.numberRedirects()
	return nil
}

// Gone makes path, and every entry to it, gone.
func (r *RedirectRepository) Gone(_ context.Context, path string) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	t := now()
	found := false
	for i := range r.s.redirects {
		e := &r.s.redirects[i]
		if e.To == path || e.From == path {
			e.To, e.UpdatedAt = "", t
			found = found || e.From == path
		}
	}
	if !found {
		r.s.redirects = append(r.s.redirects, domain.Redirect{From: path, CreatedAt: t, UpdatedAt: t})
		r.s.numberRedirects()
	}
	return nil
}

// Live removes the entry from path.
func (r *RedirectRepository) Live(_ context.Context, path string) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	r.s.redirects = slices.DeleteFunc(r.s.redirects, func(e domain.Redirect) bool { return e.From == path })
	return nil
}

// Delete removes one entry.
func (r *RedirectRepository) Delete(_ context.Context, id int64) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	n := len(r.s.redirects)
	r.s.redirects = slices.DeleteFunc(r.s.redirects, func(e domain.Redirect) bool { return e.ID == id })
	if len(r.s.redirects) == n {
		return notFound(domain.MsgRedirectNotFound)
	}
	return nil
}

// Hit counts one visit.
func (r *RedirectRepository) Hit(_ context.Context, id int64) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	for i := range r.s.redirects {
		if r.s.redirects[i].ID == id {
			r.s.redirects[i].Hits++
		}
	}
	return nil
}

// numberRedirects gives entries without an id the next ids; the caller
// holds s.mu.
func (s *Store) numberRedirects() {
	for i := range s.redirects {
		if s.redirects[i].ID == 0 {
			s.redirects[i].ID = s.nextID("redirects")
		}
	}
}
