package app

import (
	"context"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// ensureShareImage makes the share copy (domain.ShareImageNameAt) of the
// original named base.*, cut around the point p, once however many
// requests ask at the same time (holding the original's lock, as
// ensureVariants does):
// what link previews show when the owner makes the upload the site's
// share image. ENOTFOUND when there is no original, or one no copy can be
// made of.
func (s *UploadService) ensureShareImage(ctx context.Context, base string, p domain.SharePoint) error {
	return s.once(ctx, domain.ShareImageNameAt(base, p), func(ctx context.Context) error {
		return s.withOriginal(ctx, base, func() error {
			_, err := s.makeShareImage(ctx, base, p)
			return err
		})
	})
}

// ShareUses says whether some content shows the upload named base.* as a
// share image (og:image) cut around p: the site's share image, a
// project's cover, an appearance's image.
type ShareUses func(ctx context.Context, base string, p domain.SharePoint) (bool, error)

// LimitSharePoints makes Open refuse (ENOTFOUND) the share copy of a
// point no content uses: the copies are made on a visitor's request, and
// without this anyone could have 441 of each upload made (a point is a
// step of 5 % on each axis). The centred copy, the one of before focal
// points, is always made. Unset, every point is made (tests).
func (s *UploadService) LimitSharePoints(uses ShareUses) { s.shareUses = uses }

// sharePointAllowed reports whether Open may make the share copy of base
// at p.
func (s *UploadService) sharePointAllowed(ctx context.Context, base string, p domain.SharePoint) (bool, error) {
	if s.shareUses == nil || p == domain.SharePointOf(0.5, 0.5) {
		return true, nil
	}
	return s.shareUses(ctx, base, p)
}

// SharePointsInUse is the ShareUses of the stored content: the site
// document's share image, every project's cover and every appearance's
// image (active or not: a hidden item's page may come back), each with
// its focal point. It reads the stores, which only a copy not made yet
// costs.
func SharePointsInUse(site domain.SiteRepository, projects domain.ProjectRepository, appearances domain.AppearanceRepository) ShareUses {
	return func(ctx context.Context, base string, p domain.SharePoint) (bool, error) {
		shows := func(url string, x, y float64) bool {
			name, ok := strings.CutPrefix(strings.TrimSpace(url), "/uploads/")
			if !ok {
				return false
			}
			if i := strings.LastIndexByte(name, '.'); i >= 0 {
				name = name[:i]
			}
			return name == base && domain.SharePointOf(x, y) == p
		}
		doc, err := site.Get(ctx)
		if err != nil && domain.ErrorCode(err) != domain.ENOTFOUND {
			return false, err
		}
		if doc != nil && shows(doc.SEO.ShareImage, doc.SEO.ShareImageFocalX, doc.SEO.ShareImageFocalY) {
			return true, nil
		}
		list, err := projects.List(ctx, domain.ProjectFilter{})
		if err != nil {
			return false, err
		}
		for _, pr := range list {
			if shows(pr.ImageURL, pr.ImageFocalX, pr.ImageFocalY) {
				return true, nil
			}
		}
		apps, err := appearances.List(ctx, false)
		if err != nil {
			return false, err
		}
		for _, a := range apps {
			if shows(a.ImageURL, a.ImageFocalX, a.ImageFocalY) {
				return true, nil
			}
		}
		return false, nil
	}
}

// makeShareImage stores the share copy of base.* cut around p when it is
// missing and reports whether it made it.
func (s *UploadService) makeShareImage(ctx context.Context, base string, p domain.SharePoint) (bool, error) {
	name := domain.ShareImageNameAt(base, p)
	if b, err := s.blobs.Open(ctx, name); err == nil {
		b.Close() // made by the request before
		return false, nil
	} else if domain.ErrorCode(err) != domain.ENOTFOUND {
		return false, err
	}
	data, err := s.openOriginal(ctx, base)
	if err != nil {
		return false, err
	}
	out, err := s.images.ShareImage(ctx, data, p)
	if err != nil {
		return false, notFoundVariant(err)
	}
	if _, err = s.blobs.Put(ctx, name, domain.ShareImageType().ContentType, out); err != nil {
		return false, err
	}
	return true, nil
}
