package app

import (
	"image"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// HoldDecodeSlot takes the UploadService's only decode slot until release
// is called, so tests can show that uploads wait for it.
func HoldDecodeSlot(s *UploadService) (release func()) {
	s.decodeSlots <- struct{}{}
	return func() { <-s.decodeSlots }
}

// SetDecodeTimeout shortens the decode budget so tests need not build a
// slow image.
func SetDecodeTimeout(s *UploadService, d time.Duration) { s.decodeTimeout = d }

// OrientationOf is the EXIF orientation the service reads from a JPEG or
// PNG file (1 when it has none).
func OrientationOf(ext string, data []byte) int { return int(readOrientation(ext, data)) }

// VariantSizes is the size of each variant of an image displayed at w × h,
// in the order of domain.ImageVariantWidths.
func VariantSizes(w, h int) []image.Point {
	return variantSizes(domain.ImageVariantWidths(), w, h)
}
