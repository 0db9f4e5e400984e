package imaging

import (
	"image"
	"image/color"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/domain"
)

// TestStoredFocalUndoesEveryOrientation: a focal point placed on the image
// as displayed lands, in the stored pixels, on the pixel that is shown
// there, for each EXIF orientation (the share copy is cut from the stored
// pixels, then turned).
func TestStoredFocalUndoesEveryOrientation(t *testing.T) {
	const w, h, sx, sy = 20, 10, 15, 2 // the marked stored pixel: (0.775, 0.25)
	for o := orientNormal; o <= orientRotate270; o++ {
		m := image.NewNRGBA(image.Rect(0, 0, w, h))
		m.SetNRGBA(sx, sy, color.NRGBA{255, 0, 0, 255})
		shown := orient(m, o)
		b := shown.Bounds()
		var dx, dy int
		for y := range b.Dy() {
			for x := range b.Dx() {
				if shown.NRGBAAt(x, y).R == 255 {
					dx, dy = x, y
				}
			}
		}
		fx, fy := storedFocal(o, domain.SharePointOf((float64(dx)+0.5)/float64(b.Dx()), (float64(dy)+0.5)/float64(b.Dy())))
		assert.InDelta(t, (sx+0.5)/w, fx, 0.03, "orientation %d: x", o)
		assert.InDelta(t, (sy+0.5)/h, fy, 0.03, "orientation %d: y", o)
	}
}

// TestShareWindowIsCentredOnThePointAndClamped: the window is centred on
// the point where the image allows, else against the nearer edge.
func TestShareWindowIsCentredOnThePointAndClamped(t *testing.T) {
	assert.Equal(t, 2, shareWindow(800, 315, 0.2), "(160 − 157.5) rounded down")
	assert.Equal(t, 0, shareWindow(800, 315, 0.05), "clamped to the top")
	assert.Equal(t, 485, shareWindow(800, 315, 1), "clamped to the bottom")
	assert.Equal(t, 242, shareWindow(800, 315, 0.5), "centred: the crop of before focal points")
	assert.Equal(t, 0, shareWindow(600, 600, 0.8), "a window the size of the axis")
}
