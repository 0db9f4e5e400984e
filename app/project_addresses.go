package app

import (
	"context"

	"github.com/portfolio-site/portfolio/domain"
)

// addressedProjects is the project repository every save of the content
// service goes through (the editor's saves, drafts published, revisions and
// the trash restored): it gives each project a page address and keeps the
// old ones working.
//
//   - A project without a slug gets one made from its title
//     (domain.Slugify), unique across projects and not an old address
//     another page still answers (domain.UniqueSlug); a slug the owner
//     chose that another project has is refused (domain.SlugTaken).
//   - When an update changes the page's address (a new slug or another
//     category), the old address redirects to the new one
//     (RedirectRepository.Moved: no chain, no loop) in the same
//     transaction as the update.
//   - A project restored from the trash whose slug was taken meanwhile gets
//     a fresh one, so it comes back rather than failing.
//   - The address a project now has answers its page, not a redirect.
type addressedProjects struct {
	domain.ProjectRepository
	redirects domain.RedirectRepository
}

// addresses is what a new slug must avoid: other projects' slugs and the
// old addresses that redirect somewhere.
type addresses struct {
	slugs map[string]int64
	moved map[string]bool
}

func (r addressedProjects) read(ctx context.Context) (*addresses, error) {
	slugs, err := r.Slugs(ctx)
	if err != nil {
		return nil, err
	}
	list, err := r.redirects.List(ctx)
	if err != nil {
		return nil, err
	}
	a := &addresses{slugs: slugs, moved: map[string]bool{}}
	for _, e := range list {
		if e.To != "" {
			a.moved[e.From] = true
		}
	}
	return a, nil
}

// assign gives p a slug when it has none; a slug another project has is
// refused, or replaced when fresh is set (a restore).
func (a *addresses) assign(p *domain.Project, fresh bool) error {
	if id, ok := a.slugs[p.Slug]; ok && id != p.ID && p.Slug != "" {
		if !fresh {
			return domain.SlugTaken()
		}
		p.Slug = ""
	}
	if p.Slug == "" {
		p.Slug = domain.UniqueSlug(domain.Slugify(p.Title), func(s string) bool {
			id, ok := a.slugs[s]
			return ok && id != p.ID || a.moved[domain.ProjectPath(p.Category, s)]
		})
	}
	return nil
}

// Create gives p its address and stores it.
func (r addressedProjects) Create(ctx context.Context, p *domain.Project) error {
	a, err := r.read(ctx)
	if err != nil {
		return err
	}
	if err := a.assign(p, false); err != nil {
		return err
	}
	if err := r.ProjectRepository.Create(ctx, p); err != nil {
		return err
	}
	return r.redirects.Live(ctx, p.PagePath())
}

// Update applies fn, gives the project a slug if fn left it without one,
// and redirects its old address when the address changed.
func (r addressedProjects) Update(ctx context.Context, id int64, fn func(*domain.Project) error) (*domain.Project, error) {
	a, err := r.read(ctx)
	if err != nil {
		return nil, err
	}
	var before string
	p, err := r.ProjectRepository.Update(ctx, id, func(p *domain.Project) error {
		before = p.PagePath()
		if err := fn(p); err != nil {
			return err
		}
		return a.assign(p, false)
	})
	if err != nil {
		return nil, err
	}
	if err := r.redirects.Moved(ctx, before, p.PagePath()); err != nil {
		return nil, err
	}
	return p, nil
}

// Restore puts p back, with a fresh slug if its own was taken meanwhile.
func (r addressedProjects) Restore(ctx context.Context, p *domain.Project) error {
	a, err := r.read(ctx)
	if err != nil {
		return err
	}
	if err := a.assign(p, true); err != nil {
		return err
	}
	if err := r.ProjectRepository.Restore(ctx, p); err != nil {
		return err
	}
	return r.redirects.Live(ctx, p.PagePath())
}

// gone records that a purged project's page is gone for good (410), unless
// another project answers at its address now.
func gone(ctx context.Context, repos Repositories, p *domain.Project) error {
	if p.Slug == "" {
		return nil
	}
	slugs, err := repos.Projects.Slugs(ctx)
	if err != nil {
		return err
	}
	if _, live := slugs[p.Slug]; live {
		return nil
	}
	return repos.Redirects.Gone(ctx, p.PagePath())
}

// Redirects lists every redirect of a moved project page (old address →
// current address, with its visits), straight from the store; gone pages
// are not redirects and are left out.
func (s *ContentService) Redirects(ctx context.Context) ([]domain.Redirect, error) {
	list, err := s.redirects.List(ctx)
	if err != nil {
		return nil, err
	}
	out := []domain.Redirect{}
	for _, e := range list {
		if e.To != "" {
			out = append(out, e)
		}
	}
	return out, nil
}

// DeleteRedirect removes one redirect: its old address answers 404 from
// then on. ENOTFOUND.
func (s *ContentService) DeleteRedirect(ctx context.Context, id int64) error {
	if err := s.redirects.Delete(ctx, id); err != nil {
		return err
	}
	publishCommitted(ctx, s.events, domain.RedirectDeleted{RedirectID: id})
	return nil
}
