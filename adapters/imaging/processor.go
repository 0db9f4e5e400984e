// Package imaging is the image codec of the uploads: it recognises an
// upload by its content, checks its header against the size limits before
// a pixel is decoded, strips its metadata, and renders its resized WebP
// copies (and AVIF ones) and its JPEG share copy, decoding under a time budget and one
// decode at a time (domain.ImageProcessor).
package imaging

import (
	"context"
	"fmt"
	"image"
	"net/http"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// Processor is the domain.ImageProcessor of the standard library's PNG,
// JPEG and GIF codecs, golang.org/x/image's WebP decoder and libwebp's
// encoder. One Processor serves the whole process: its decode slots bound
// the decodes of every upload and first-use copy together.
type Processor struct {
	// decodeSlots holds one token per full decode under way.
	decodeSlots   chan struct{}
	decodeTimeout time.Duration
}

var _ domain.ImageProcessor = (*Processor)(nil)

// New returns a Processor that runs maxConcurrentDecodes decodes at a
// time, each within decodeTimeout.
func New() *Processor {
	return &Processor{decodeSlots: make(chan struct{}, maxConcurrentDecodes), decodeTimeout: decodeTimeout}
}

// inspected is an image whose header passed: its format, the header, and
// how its pixels are turned.
type inspected struct {
	format      imageFormat
	cfg         image.Config
	orientation orientation
}

// displayed is the size of the image as displayed.
func (i inspected) displayed() (w, h int) {
	if i.orientation.swapsAxes() {
		return i.cfg.Height, i.cfg.Width
	}
	return i.cfg.Width, i.cfg.Height
}

// inspect recognises data by its content (http.DetectContentType: the
// name and declared type of an upload are never trusted) and checks its
// header.
func inspect(data []byte) (inspected, error) {
	format, ok := formatOf(http.DetectContentType(data))
	if !ok {
		return inspected{}, domain.Errorf(domain.EUNSUPPORTED, domain.MsgUnsupportedImage)
	}
	cfg, err := checkImageHeader(format, data)
	if err != nil {
		return inspected{}, err
	}
	return inspected{format: format, cfg: cfg, orientation: readOrientation(format.Ext, data)}, nil
}

// Inspect implements domain.ImageProcessor.
func (p *Processor) Inspect(data []byte) (domain.ImageInfo, error) {
	i, err := inspect(data)
	if err != nil {
		return domain.ImageInfo{}, err
	}
	w, h := i.displayed()
	return domain.ImageInfo{Type: i.format.ImageType, Width: w, Height: h}, nil
}

// StripMetadata implements domain.ImageProcessor.
func (p *Processor) StripMetadata(data []byte) ([]byte, error) {
	i, err := inspect(data)
	if err != nil {
		return nil, err
	}
	stripped, err := stripMetadata(i.format.Ext, data, i.orientation)
	if err != nil {
		return nil, invalidImage(i.format)
	}
	return stripped, nil
}

// Variants implements domain.ImageProcessor.
func (p *Processor) Variants(ctx context.Context, data []byte, widths []int, types []domain.ImageType) ([][]domain.RenderedImage, error) {
	i, err := inspect(data)
	if err != nil {
		return nil, err
	}
	w, h := i.displayed()
	var variants []renderedVariant
	err = p.withDecoded(ctx, i.format, i.cfg, data, func(img image.Image) (err error) {
		variants, err = renderVariants(ctx, img, i.orientation, variantSizes(widths, w, h), types)
		return err
	})
	if err != nil {
		return nil, err
	}
	out := make([][]domain.RenderedImage, len(variants))
	for k, v := range variants {
		out[k] = make([]domain.RenderedImage, len(types))
		for j := range types {
			out[k][j] = domain.RenderedImage{Width: v.width, Height: v.height, Data: v.data[j]}
		}
	}
	return out, nil
}

// ShareImage implements domain.ImageProcessor.
func (p *Processor) ShareImage(ctx context.Context, data []byte, at domain.SharePoint) ([]byte, error) {
	i, err := inspect(data)
	if err != nil {
		return nil, err
	}
	var out []byte
	err = p.withDecoded(ctx, i.format, i.cfg, data, func(img image.Image) (err error) {
		out, err = renderShareImage(ctx, img, i.orientation, at)
		return err
	})
	return out, err
}

// CheckFile implements domain.ImageProcessor. Every stored name is an
// image's (an upload, its variants, its share copy), so a file is judged
// as an upload is: an imported backup restores files under their own
// names, straight into the store the site serves, so a file the upload
// route would have refused (an HTML page, a PNG that is a script, a
// decompression bomb) must not get in that way either (issue 21). The
// decode takes no slot, as before: an import is one command at a time.
func (p *Processor) CheckFile(ctx context.Context, name string, data []byte) error {
	t, ok := domain.ImageTypeByName(name)
	if !ok {
		return domain.Errorf(domain.EUNSUPPORTED, domain.MsgUnsupportedImage)
	}
	format, ok := formatOf(http.DetectContentType(data))
	if !ok || format.ContentType != t.ContentType {
		return domain.Errorf(domain.EINVALID, "its content is not a %s image", t.Name)
	}
	if _, err := checkImageHeader(format, data); err != nil {
		return err
	}
	if _, err := decodeImage(ctx, format, data, p.decodeTimeout); err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("imaging: checking file %s: %w", name, ctx.Err())
		}
		return err
	}
	return nil
}
