package app

import (
	"context"

	"github.com/portfolio-site/portfolio/domain"
)

// MsgAppearanceSlugTaken is the message of a slug another appearance has.
const MsgAppearanceSlugTaken = "Another appearance already uses this address"

// sluggedAppearances is the appearance repository every save of the
// content service goes through (the editor's saves, drafts published,
// revisions and the trash restored): an appearance without a slug gets one
// made from its title (domain.Slugify), unique among appearances
// (domain.UniqueSlug); a slug the owner chose that another appearance has
// is refused; one restored from the trash whose slug was taken meanwhile
// gets a fresh one, so it comes back rather than failing.
type sluggedAppearances struct {
	domain.AppearanceRepository
}

// slugs are the appearances' ids by slug, read before a save (an update's
// closure runs where the store may not read; the table's unique slug
// refuses what a concurrent save took meanwhile).
func (r sluggedAppearances) slugs(ctx context.Context) (map[string]int64, error) {
	all, err := r.List(ctx, false)
	if err != nil {
		return nil, err
	}
	slugs := make(map[string]int64, len(all))
	for _, o := range all {
		slugs[o.Slug] = o.ID
	}
	return slugs, nil
}

// assign gives a its slug (and path) among slugs; fresh replaces a taken
// slug rather than refusing it.
func assignSlug(slugs map[string]int64, a *domain.Appearance, fresh bool) error {
	taken := func(s string) bool { id, ok := slugs[s]; return ok && id != a.ID }
	if a.Slug != "" && taken(a.Slug) {
		if !fresh {
			return &domain.Error{Code: domain.ECONFLICT, Message: MsgAppearanceSlugTaken, Fields: map[string]string{"slug": MsgAppearanceSlugTaken}}
		}
		a.Slug = ""
	}
	if a.Slug == "" {
		a.Slug = domain.UniqueSlug(domain.Slugify(a.Title), taken)
	}
	a.SetPath()
	return nil
}

// Create gives a its slug and stores it.
func (r sluggedAppearances) Create(ctx context.Context, a *domain.Appearance) error {
	slugs, err := r.slugs(ctx)
	if err != nil {
		return err
	}
	if err := assignSlug(slugs, a, false); err != nil {
		return err
	}
	return r.AppearanceRepository.Create(ctx, a)
}

// Update applies fn, then gives the result its slug, in fn's transaction.
func (r sluggedAppearances) Update(ctx context.Context, id int64, fn func(*domain.Appearance) error) (*domain.Appearance, error) {
	slugs, err := r.slugs(ctx)
	if err != nil {
		return nil, err
	}
	return r.AppearanceRepository.Update(ctx, id, func(a *domain.Appearance) error {
		if err := fn(a); err != nil {
			return err
		}
		return assignSlug(slugs, a, false)
	})
}

// Restore puts an appearance back from the trash, with a fresh slug when
// its own was taken meanwhile.
func (r sluggedAppearances) Restore(ctx context.Context, a *domain.Appearance) error {
	slugs, err := r.slugs(ctx)
	if err != nil {
		return err
	}
	if err := assignSlug(slugs, a, true); err != nil {
		return err
	}
	return r.AppearanceRepository.Restore(ctx, a)
}
