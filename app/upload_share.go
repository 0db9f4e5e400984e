package app

import (
	"context"

	"github.com/portfolio-site/portfolio/domain"
)

// ensureShareImage makes the share copy (domain.ShareImageNameAt) of the
// original named base.*, cut around the point p, once however many
// requests ask at the same time:
// what link previews show when the owner makes the upload the site's
// share image. ENOTFOUND when there is no original, or one no copy can be
// made of.
func (s *UploadService) ensureShareImage(ctx context.Context, base string, p domain.SharePoint) error {
	name := domain.ShareImageNameAt(base, p)
	return s.once(ctx, name, func(ctx context.Context) error {
		if b, err := s.blobs.Open(ctx, name); err == nil {
			b.Close() // made by the request before
			return nil
		} else if domain.ErrorCode(err) != domain.ENOTFOUND {
			return err
		}
		data, err := s.openOriginal(ctx, base)
		if err != nil {
			return err
		}
		out, err := s.images.ShareImage(ctx, data, p)
		if err != nil {
			return notFoundVariant(err)
		}
		_, err = s.blobs.Put(ctx, name, domain.ShareImageType().ContentType, out)
		return err
	})
}
