package app

import (
	"context"
	"fmt"
	"io"

	"github.com/portfolio-site/portfolio/domain"
)

// openOriginal reads the original of base and checks its header, for the
// copies made on first use (resized variants, the share copy): ENOTFOUND
// when there is none or it is not an image the upload would accept.
func (s *UploadService) openOriginal(ctx context.Context, base string) ([]byte, error) {
	data, err := s.readOriginal(ctx, base)
	if err != nil {
		return nil, err
	}
	if _, err := s.images.Inspect(data); err != nil {
		if domain.ErrorMessage(err) == domain.MsgUnsupportedImage {
			return nil, domain.Errorf(domain.ENOTFOUND, "The original is not an image")
		}
		return nil, notFoundVariant(err)
	}
	return data, nil
}

// readOriginal returns the bytes of the original named base with one of
// the accepted extensions.
func (s *UploadService) readOriginal(ctx context.Context, base string) ([]byte, error) {
	limit := max(s.maxBytes, minStoredOriginalBytes)
	for _, t := range domain.ImageTypes() {
		b, err := s.blobs.Open(ctx, base+t.Ext)
		if domain.ErrorCode(err) == domain.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, err
		}
		data, err := io.ReadAll(io.LimitReader(b, limit+1))
		b.Close()
		if err != nil {
			return nil, fmt.Errorf("app: reading %s%s: %w", base, t.Ext, err)
		}
		if int64(len(data)) > limit {
			return nil, domain.Errorf(domain.ENOTFOUND, "The original is too large for variants")
		}
		return data, nil
	}
	return nil, domain.Errorf(domain.ENOTFOUND, domain.MsgFileNotFound)
}
