package imaging

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/jpeg"

	"github.com/portfolio-site/portfolio/domain"
)

// portraitQuality is the JPEG quality of a one-sheet's portrait: printed
// about 5 cm wide, 85 is the share copy's quality for the same reason.
const portraitQuality = 85

var _ domain.PortraitMaker = (*Processor)(nil)

// Portrait implements domain.PortraitMaker: the largest centred square of
// the image as displayed (a third of the spare height above the centre:
// a head sits high in a portrait), scaled down to side pixels at most,
// on white, as a JPEG. It takes a decode slot like every full decode.
func (p *Processor) Portrait(ctx context.Context, data []byte, side int) ([]byte, error) {
	i, err := inspect(data)
	if err != nil {
		return nil, err
	}
	var out []byte
	err = p.withDecoded(ctx, i.format, i.cfg, data, func(img image.Image) error {
		// A square stays a square when turned: crop and scale as stored,
		// turn afterwards (the head-high offset only for an upright one).
		b := img.Bounds()
		n := min(b.Dx(), b.Dy())
		x0, y0 := b.Min.X+(b.Dx()-n)/2, b.Min.Y+(b.Dy()-n)/2
		if i.orientation == orientNormal {
			y0 = b.Min.Y + (b.Dy()-n)/3
		}
		sq, err := resize(ctx, subImage(img, image.Rect(x0, y0, x0+n, y0+n)), min(n, side), min(n, side))
		if err != nil {
			return err
		}
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, onWhite(orient(sq, i.orientation)), &jpeg.Options{Quality: portraitQuality}); err != nil {
			return fmt.Errorf("imaging: encoding a portrait: %w", err)
		}
		out = buf.Bytes()
		return nil
	})
	return out, err
}
