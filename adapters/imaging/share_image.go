package imaging

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/draw"
	"image/jpeg"
	"math"

	"github.com/portfolio-site/portfolio/domain"
)

// The share copy of an upload: what link previews show when the owner
// makes the upload the site's share image. Previews are drawn at 1.91:1
// (domain.ShareImageWidth × domain.ShareImageHeight) and most readers
// crop or letterbox anything else on their own, so the copy is made at
// exactly that size, filling it, cropped around the image's focal point
// (issue 44): the window is placed so the point is as near its centre as
// the image allows (shareWindow).

// shareImageQuality is the JPEG quality of the share copies. On the
// 4000 × 3000 photo-like test image (variants_test.go) the copy is
// 129 KB at 75, 175 KB at 85 and 224 KB at 90: all far under what readers
// accept (X 5 MB, Facebook 8 MB). A preview is fetched once per share and
// shown large, so it takes 85, the usual quality for photos on the web,
// over the smaller 75 the resized WebP copies use.
const shareImageQuality = 85

// shareCrop is the largest part of a w × h image (as displayed) with the
// share image's aspect ratio: its whole height for a wider image, its
// whole width for a taller one.
func shareCrop(w, h int) (cw, ch int) {
	const sw, sh = domain.ShareImageWidth, domain.ShareImageHeight
	if int64(w)*sh > int64(h)*sw {
		return max(1, int((int64(h)*sw+sh/2)/sh)), h
	}
	return w, max(1, int((int64(w)*sh+sw/2)/sw))
}

// renderShareImage crops img (as decoded: o says how to turn it) around
// the focal point at (of the image as displayed) to the share image's
// aspect ratio, scales that part to the share
// image's size (up as well as down: a preview is drawn at that size
// anyway), turns it the right way up, lays it on white (JPEG has no
// transparency) and encodes it as JPEG.
func renderShareImage(ctx context.Context, img image.Image, o orientation, at domain.SharePoint) ([]byte, error) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	dw, dh := w, h
	if o.swapsAxes() {
		dw, dh = h, w
	}
	cw, ch := shareCrop(dw, dh)
	tw, th := domain.ShareImageWidth, domain.ShareImageHeight
	if o.swapsAxes() { // crop and scale as stored, turn afterwards
		cw, ch, tw, th = ch, cw, th, tw
	}
	fx, fy := storedFocal(o, at)
	x0, y0 := b.Min.X+shareWindow(w, cw, fx), b.Min.Y+shareWindow(h, ch, fy)
	part := subImage(img, image.Rect(x0, y0, x0+cw, y0+ch))
	m, err := resize(ctx, part, tw, th)
	if err != nil {
		return nil, err
	}
	m = orient(m, o)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, onWhite(m), &jpeg.Options{Quality: shareImageQuality}); err != nil {
		return nil, fmt.Errorf("imaging: encoding a share image: %w", err)
	}
	return buf.Bytes(), nil
}

// shareWindow is where a window of n pixels starts along an axis of size
// pixels so that the focal coordinate f (0–1) is as near its centre as the
// axis allows: centred on the point, then clamped to the image. Rounded
// down, so the centre gives (size−n)/2, the crop of before focal points.
func shareWindow(size, n int, f float64) int {
	start := int(math.Floor(f*float64(size) - float64(n)/2))
	return min(max(start, 0), size-n)
}

// storedFocal is the focal point at, given of the image as displayed, in
// the stored pixels' coordinates (0–1): the inverse of the turn or mirror
// of the EXIF orientation o.
func storedFocal(o orientation, at domain.SharePoint) (x, y float64) {
	dx, dy := at.Focal()
	switch o {
	case orientMirror:
		return 1 - dx, dy
	case orientRotate180:
		return 1 - dx, 1 - dy
	case orientFlip:
		return dx, 1 - dy
	case orientTranspose:
		return dy, dx
	case orientRotate90:
		return dy, 1 - dx
	case orientTransverse:
		return 1 - dy, 1 - dx
	case orientRotate270:
		return 1 - dy, dx
	}
	return dx, dy
}

// subImage is the part r of img, sharing its pixels when img can (every
// type the decoders return can).
func subImage(img image.Image, r image.Rectangle) image.Image {
	if s, ok := img.(interface {
		SubImage(image.Rectangle) image.Image
	}); ok {
		return s.SubImage(r)
	}
	c := image.NewNRGBA(r)
	draw.Draw(c, r, img, r.Min, draw.Src)
	return c
}

// onWhite composes m over opaque white, in place, and returns it as RGBA
// (the JPEG encoder's fast path; opaque, its bytes are the same).
func onWhite(m *image.NRGBA) *image.RGBA {
	for i := 0; i+4 <= len(m.Pix); i += 4 {
		p := m.Pix[i : i+4 : i+4]
		if a := uint32(p[3]); a < 255 {
			for c := range 3 {
				p[c] = uint8((uint32(p[c])*a + 255*(255-a) + 127) / 255)
			}
			p[3] = 255
		}
	}
	return &image.RGBA{Pix: m.Pix, Stride: m.Stride, Rect: m.Rect}
}
