package app

import (
	"context"

	"github.com/portfolio-site/portfolio/domain"
)

// ensureShareImage makes the share copy (domain.ShareImageName) of the
// original named base.* once however many requests ask at the same time:
// what link previews show when the owner makes the upload the site's
// share image. ENOTFOUND when there is no original, or one no copy can be
// made of.
func (s *UploadService) ensureShareImage(ctx context.Context, base string) error {
	return s.once(ctx, domain.ShareImageName(base), func(ctx context.Context) error {
		_, err := s.makeShareImage(ctx, base)
		return err
	})
}

// makeShareImage stores the share copy of base.* when it is missing and
// reports whether it made it.
func (s *UploadService) makeShareImage(ctx context.Context, base string) (bool, error) {
	name := domain.ShareImageName(base)
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
	out, err := s.images.ShareImage(ctx, data)
	if err != nil {
		return false, notFoundVariant(err)
	}
	if _, err = s.blobs.Put(ctx, name, domain.ShareImageType().ContentType, out); err != nil {
		return false, err
	}
	return true, nil
}
