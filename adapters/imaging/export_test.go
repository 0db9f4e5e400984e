package imaging

import (
	"context"
	"image"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// HoldDecodeSlot takes the Processor's only decode slot until release is
// called, so tests can show that decodes wait for it.
func HoldDecodeSlot(p *Processor) (release func()) {
	p.decodeSlots <- struct{}{}
	return func() { <-p.decodeSlots }
}

// SetDecodeTimeout shortens the decode budget so tests need not build a
// slow image.
func SetDecodeTimeout(p *Processor, d time.Duration) { p.decodeTimeout = d }

// OrientationOf is the EXIF orientation the Processor reads from a JPEG or
// PNG file (1 when it has none).
func OrientationOf(ext string, data []byte) int { return int(readOrientation(ext, data)) }

// VariantSizes is the size of each variant of an image displayed at w × h,
// in the order of domain.ImageVariantWidths.
func VariantSizes(w, h int) []image.Point {
	return variantSizes(domain.ImageVariantWidths(), w, h)
}

// NewUnhurried is New with a decode budget of minutes: the production
// budget (seconds) is for a server decoding at full speed, while these
// tests decode 4000 × 3000 photos under the race detector on a shared
// machine. The budget itself has its own tests (SetDecodeTimeout).
func NewUnhurried() *Processor {
	p := New()
	p.decodeTimeout = 5 * time.Minute
	return p
}

// Resize is the resampling of the variants (Catmull-Rom, premultiplied),
// for comparing a copy with the original at the copy's size.
func Resize(img image.Image, w, h int) image.Image {
	m, err := resize(context.Background(), img, w, h)
	if err != nil {
		panic(err)
	}
	return m
}
