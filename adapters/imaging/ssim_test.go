package imaging

import (
	"image"
	"math"
)

// ssimGaussian is the 11-tap Gaussian window (σ = 1.5) of Wang et al.'s
// SSIM, normalised.
var ssimGaussian = func() [11]float64 {
	var k [11]float64
	sum := 0.0
	for i := range k {
		d := float64(i - 5)
		k[i] = math.Exp(-d * d / (2 * 1.5 * 1.5))
		sum += k[i]
	}
	for i := range k {
		k[i] /= sum
	}
	return k
}()

// luma is the BT.601 luma of img, one float64 a pixel, row by row.
func luma(img image.Image) (plane []float64, w, h int) {
	b := img.Bounds()
	w, h = b.Dx(), b.Dy()
	plane = make([]float64, w*h)
	for y := range h {
		for x := range w {
			r, g, bl, _ := img.At(b.Min.X+x, b.Min.Y+y).RGBA()
			plane[y*w+x] = (0.299*float64(r) + 0.587*float64(g) + 0.114*float64(bl)) / 257
		}
	}
	return plane, w, h
}

// blur filters a w × h plane with the SSIM window, separably, keeping
// only the positions where the whole window fits ("valid").
func blur(p []float64, w, h int) (out []float64, ow, oh int) {
	k := ssimGaussian
	ow, oh = w-len(k)+1, h-len(k)+1
	tmp := make([]float64, ow*h)
	for y := range h {
		for x := range ow {
			s := 0.0
			for i, kv := range k {
				s += kv * p[y*w+x+i]
			}
			tmp[y*ow+x] = s
		}
	}
	out = make([]float64, ow*oh)
	for y := range oh {
		for x := range ow {
			s := 0.0
			for i, kv := range k {
				s += kv * tmp[(y+i)*ow+x]
			}
			out[y*ow+x] = s
		}
	}
	return out, ow, oh
}

// SSIM is the mean structural similarity of the luma of a and b (of the
// same size): Wang, Bovik, Sheikh and Simoncelli (2004), 11 × 11 Gaussian
// windows of σ = 1.5, K1 = 0.01, K2 = 0.03, L = 255.
func SSIM(a, b image.Image) float64 {
	x, w, h := luma(a)
	y, w2, h2 := luma(b)
	if w != w2 || h != h2 {
		panic("SSIM of images of different sizes")
	}
	xx, yy, xy := make([]float64, len(x)), make([]float64, len(x)), make([]float64, len(x))
	for i := range x {
		xx[i], yy[i], xy[i] = x[i]*x[i], y[i]*y[i], x[i]*y[i]
	}
	mx, ow, oh := blur(x, w, h)
	my, _, _ := blur(y, w, h)
	sxx, _, _ := blur(xx, w, h)
	syy, _, _ := blur(yy, w, h)
	sxy, _, _ := blur(xy, w, h)
	const c1, c2 = (0.01 * 255) * (0.01 * 255), (0.03 * 255) * (0.03 * 255)
	sum := 0.0
	for i := range ow * oh {
		vx := sxx[i] - mx[i]*mx[i]
		vy := syy[i] - my[i]*my[i]
		cov := sxy[i] - mx[i]*my[i]
		sum += (2*mx[i]*my[i] + c1) * (2*cov + c2) / ((mx[i]*mx[i] + my[i]*my[i] + c1) * (vx + vy + c2))
	}
	return sum / float64(ow*oh)
}
