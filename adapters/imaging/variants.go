package imaging

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/gen2brain/avif"
	"github.com/gen2brain/webp"

	"github.com/portfolio-site/portfolio/domain"
)

// variantQuality is the WebP quality of the resized copies. On the
// generated 4000 × 3000 photo-like test image (fractal texture at every
// scale, 3.6 MB as a quality-90 JPEG, as a phone's photo), 75 gives 27 KB
// at 480 px, 87 KB at 960 px and 215 KB at 1600 px: under the 120 KB a
// phone (360 px at 2–3×: the 960 px copy) may fetch and the 400 KB of a
// desktop, with room for busier photos; 80 gives 110 KB at 960 px, too
// close. 75 is also libwebp's default.
const variantQuality = 75

// variantMethod is libwebp's speed/size trade-off (0 fast … 6 small) for
// a copy of up to variantMethodMaxPixels; larger copies (only tall images
// have them: 1600 × 2500 and beyond) get variantLargeMethod. An encode
// cannot be stopped once started, and its time grows with the pixels and
// how busy they are. On the photo-like image, method 4 makes copies 2–3 %
// smaller than method 0 at a slightly better PSNR (about 10 % fewer bytes
// for the same PSNR) in 4–5 times the CPU time: 0.7 s instead of 0.15 s
// at 1600 × 1200. On noise, 1600 × 1200 takes 1.0 s with method 4, and a
// busy 1600 × 4000 copy 2.6 s (0.6 s with method 0).
const (
	variantMethod          = 4
	variantLargeMethod     = 0
	variantMethodMaxPixels = 4_000_000
)

// avifQuality is libavif's quality (0–100) of the AVIF copies, chosen by
// measurement (issue 44): the least at which, at 960 px (what a 360 px
// phone at 3× fetches), the AVIF's SSIM against the original resized to
// that size is no lower than the quality-75 WebP's, for three kinds of
// picture (TestAVIFIsNoWorseThanWebP, docs/OPERATIONS.md has the table):
// a busy photo-like texture needs 54 (0.9244 against 0.9212 for 61 KB
// instead of 89 KB; 52 and 53, the same quantizer, give 0.9189), a
// portrait and a graphic pass from 40. libavif turns quality into one of
// 64 quantizers, so 53 is 52 and 55 is 56. The copies wider than 960 px
// (desktops) get avifLargeQuality: at 1600 px the busy texture needs 56
// (0.9179 against the WebP's 0.9125; 54 gives 0.9119) for 8 % more bytes.
const (
	avifQuality          = 54
	avifLargeQuality     = 56
	avifLargeQualityFrom = 961
)

// avifSpeed is libaom's speed (0 slow … 10 fast) for the AVIF copies. The
// encoder is libaom compiled to WebAssembly (gen2brain/avif under
// wazero): one thread, no SIMD. On the busy 4000 × 3000 image, speed 6
// takes 0.6 s, 1.7 s and 4.0 s of CPU for the 480, 960 and 1600 px copies;
// speed 5 takes 5 times as long for 0.3 % fewer bytes, and 7 and up switch
// libaom to its real-time mode, whose copies of a smooth portrait are
// 6–10 times larger at the same quality.
const avifSpeed = 6

// renderedVariant is one resized copy, encoded in each format asked.
type renderedVariant struct {
	width, height int
	data          [][]byte
}

// encodeVariant encodes m (a copy of size) as t: WebP or AVIF.
func encodeVariant(m *image.NRGBA, t domain.ImageType) ([]byte, error) {
	var buf bytes.Buffer
	switch t.ContentType {
	case domain.ImageVariantType().ContentType:
		method := variantMethod
		if m.Rect.Dx()*m.Rect.Dy() > variantMethodMaxPixels {
			method = variantLargeMethod
		}
		if err := webp.Encode(&buf, m, webp.Options{Quality: variantQuality, Method: method}); err != nil {
			return nil, fmt.Errorf("imaging: encoding a %d × %d variant: %w", m.Rect.Dx(), m.Rect.Dy(), err)
		}
	case domain.AVIFVariantType().ContentType:
		q := avifQuality
		if m.Rect.Dx() >= avifLargeQualityFrom {
			q = avifLargeQuality
		}
		err := avif.Encode(&buf, m, avif.Options{Quality: q, QualityAlpha: q, Speed: avifSpeed, ChromaSubsampling: image.YCbCrSubsampleRatio420})
		if err != nil {
			return nil, fmt.Errorf("imaging: encoding a %d × %d AVIF variant: %w", m.Rect.Dx(), m.Rect.Dy(), err)
		}
	default:
		return nil, fmt.Errorf("imaging: no variant is made as %s", t.Name)
	}
	return buf.Bytes(), nil
}

// MaxVariantPixels is the largest area of a resized copy: 1600 × 3200, so
// every copy of an image up to twice as tall as it is wide (all photos,
// 9:16 screenshots) has the width its name says. The copies of a taller
// image are made narrower until they fit: the WebP encoder holds 25–140
// bytes a pixel while it works (the more detail, the more), so a copy of
// 1600 × 10000 could cost 2 GB.
const MaxVariantPixels = 1600 * 3200

// variantSizes returns the size of each copy of an image displayed at
// w × h, in the order of widths: never wider than the original, with its
// aspect ratio, within MaxVariantPixels.
func variantSizes(widths []int, w, h int) []image.Point {
	height := func(vw int) int { return max(1, int((int64(h)*int64(vw)+int64(w)/2)/int64(w))) }
	sizes := make([]image.Point, len(widths))
	for i, vw := range widths {
		vw = min(vw, w)
		for vw > 1 && int64(vw)*int64(height(vw)) > MaxVariantPixels {
			vw = max(1, min(vw-1, int(float64(vw)*math.Sqrt(float64(MaxVariantPixels)/float64(int64(vw)*int64(height(vw)))))))
		}
		sizes[i] = image.Pt(vw, height(vw))
	}
	return sizes
}

// renderVariants resizes img (as decoded: o says how to turn it) to each of
// sizes, displayed the right way up, and encodes them in each of types
// (WebP, AVIF). The largest
// copy is filtered from the original, each smaller one from the copy above
// it, which costs a fraction of filtering the original again. Copies of the
// same size (an original narrower than a width) are encoded once. ctx
// stops the resizing and the encodes not yet started; an encode, once
// started, runs to its end.
func renderVariants(ctx context.Context, img image.Image, o orientation, sizes []image.Point, types []domain.ImageType) ([]renderedVariant, error) {
	order := make([]int, len(sizes)) // largest first
	for i := range order {
		order[i] = i
	}
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && sizes[order[j]].X > sizes[order[j-1]].X; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	out := make([]renderedVariant, len(sizes))
	var prev *image.NRGBA
	var prevData [][]byte
	for _, i := range order {
		size := sizes[i]
		if prev != nil && prev.Rect.Size() == size {
			out[i] = renderedVariant{width: size.X, height: size.Y, data: prevData}
			continue
		}
		var m *image.NRGBA
		var err error
		if prev == nil {
			stored := size
			if o.swapsAxes() {
				stored = image.Pt(size.Y, size.X)
			}
			if m, err = resize(ctx, img, stored.X, stored.Y); err != nil {
				return nil, err
			}
			m = orient(m, o)
		} else if m, err = resize(ctx, prev, size.X, size.Y); err != nil {
			return nil, err
		}
		data := make([][]byte, len(types))
		for k, t := range types {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if data[k], err = encodeVariant(m, t); err != nil {
				return nil, err
			}
		}
		prev, prevData = m, data
		out[i] = renderedVariant{width: size.X, height: size.Y, data: data}
	}
	return out, nil
}

// canvas returns img on a canvas of w × h when its bounds are not that
// canvas: the first frame of a GIF covers part of its logical screen.
func canvas(img image.Image, w, h int) image.Image {
	r := image.Rect(0, 0, w, h)
	if img.Bounds() == r {
		return img
	}
	c := image.NewNRGBA(r)
	draw.Draw(c, r, img, image.Point{}, draw.Src)
	return c
}

// orient turns m (as stored) the way o says, so it is the right way up.
func orient(m *image.NRGBA, o orientation) *image.NRGBA {
	if o == orientNormal {
		return m
	}
	sw, sh := m.Rect.Dx(), m.Rect.Dy()
	dw, dh := sw, sh
	if o.swapsAxes() {
		dw, dh = sh, sw
	}
	out := image.NewNRGBA(image.Rect(0, 0, dw, dh))
	for y := range dh {
		for x := range dw {
			var sx, sy int
			switch o {
			case orientMirror:
				sx, sy = sw-1-x, y
			case orientRotate180:
				sx, sy = sw-1-x, sh-1-y
			case orientFlip:
				sx, sy = x, sh-1-y
			case orientTranspose:
				sx, sy = y, x
			case orientRotate90:
				sx, sy = y, sh-1-x
			case orientTransverse:
				sx, sy = sw-1-y, sh-1-x
			case orientRotate270:
				sx, sy = sw-1-y, x
			default:
				sx, sy = x, y
			}
			s := m.PixOffset(m.Rect.Min.X+sx, m.Rect.Min.Y+sy)
			d := out.PixOffset(x, y)
			copy(out.Pix[d:d+4:d+4], m.Pix[s:s+4:s+4])
		}
	}
	return out
}

// filterWeights are the taps of a one-dimensional resampling: destination
// index i reads n[i] source indices from start[i] with the weights
// w[i*taps:].
type filterWeights struct {
	start, n []int
	w        []float32
	taps     int
}

// catmullRom is the Catmull-Rom cubic (B = 0, C = ½), the kernel of
// golang.org/x/image/draw.CatmullRom: sharp, with little ringing.
func catmullRom(x float64) float64 {
	x = math.Abs(x)
	switch {
	case x < 1:
		return (1.5*x-2.5)*x*x + 1
	case x < 2:
		return ((-0.5*x+2.5)*x-4)*x + 2
	}
	return 0
}

// makeWeights returns the taps that resample src samples to dst. When
// shrinking, the kernel is widened by the ratio so that every source
// sample counts (no aliasing); taps past an edge count as the edge sample.
func makeWeights(dst, src int) filterWeights {
	scale := float64(src) / float64(dst)
	support := max(scale, 1)
	radius := 2 * support
	taps := 2*int(math.Ceil(radius)) + 1
	fw := filterWeights{start: make([]int, dst), n: make([]int, dst), w: make([]float32, dst*taps), taps: taps}
	k := make([]float64, taps)
	for i := range dst {
		center := (float64(i)+0.5)*scale - 0.5
		lo := int(math.Floor(center-radius)) + 1
		hi := int(math.Ceil(center+radius)) - 1
		first, last := max(lo, 0), min(hi, src-1)
		clear(k)
		sum := 0.0
		for j := lo; j <= hi; j++ {
			v := catmullRom((float64(j) - center) / support)
			k[min(max(j, 0), src-1)-first] += v
			sum += v
		}
		n := last - first + 1
		skip := 0
		for skip < n-1 && k[skip] == 0 {
			skip++
		}
		for n-1 > skip && k[n-1] == 0 {
			n--
		}
		fw.start[i], fw.n[i] = first+skip, n-skip
		for j := skip; j < n; j++ {
			fw.w[i*taps+j-skip] = float32(k[j] / sum)
		}
	}
	return fw
}

// resize returns src scaled to dw × dh with the Catmull-Rom filter, in
// premultiplied alpha, as a non-premultiplied image (what the WebP encoder
// takes).
//
// golang.org/x/image/draw.CatmullRom does the same filtering but keeps
// the whole horizontal pass in memory, dw × source height × 32 bytes:
// 150 MB for a 4000 × 3000 photo and 500 MB for a 4000 × 10000 one, on top
// of the decoded image. This one keeps only the rows the vertical filter
// is reading (a ring of 2 × ⌈2 × ratio⌉ + 1 filtered rows) and is no
// slower (0.16 s of CPU from 4000 × 3000 to 1600 × 1200).
func resize(ctx context.Context, src image.Image, dw, dh int) (*image.NRGBA, error) {
	b := src.Bounds()
	sw, sh := b.Dx(), b.Dy()
	hw, vw := makeWeights(dw, sw), makeWeights(dh, sh)
	ringSize := vw.taps
	ring := make([]float32, ringSize*dw*4)
	ringRow := make([]int, ringSize)
	for i := range ringRow {
		ringRow[i] = -1
	}
	row := &image.RGBA{Pix: make([]uint8, sw*4), Stride: sw * 4}
	acc := make([]float32, dw*4)
	dst := image.NewNRGBA(image.Rect(0, 0, dw, dh))
	rr := rowReader(src)
	// An opaque image needs no alpha filtering: a quarter less work.
	o, ok := src.(interface{ Opaque() bool })
	opaque := ok && o.Opaque()
	filter, channels := filterRow, 4
	if opaque {
		filter, channels = filterRowOpaque, 3
	}
	for y := range dh {
		if y%32 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		first, n := vw.start[y], vw.n[y]
		clear(acc)
		for j := range n {
			sy := first + j
			slot := sy % ringSize
			line := ring[slot*dw*4 : (slot+1)*dw*4]
			if ringRow[slot] != sy {
				row.Rect = image.Rect(b.Min.X, b.Min.Y+sy, b.Max.X, b.Min.Y+sy+1)
				rr(row)
				filter(row.Pix, &hw, line)
				ringRow[slot] = sy
			}
			w := vw.w[y*vw.taps+j]
			if channels == 3 {
				for x := 0; x+4 <= len(line); x += 4 {
					a, l := acc[x:x+3:x+3], line[x:x+3:x+3]
					a[0] += w * l[0]
					a[1] += w * l[1]
					a[2] += w * l[2]
				}
			} else {
				for x, v := range line {
					acc[x] += w * v
				}
			}
		}
		if opaque {
			for x := 3; x < len(acc); x += 4 {
				acc[x] = 255
			}
		}
		unpremultiply(acc, dst.Pix[y*dst.Stride:y*dst.Stride+dw*4])
	}
	return dst, nil
}

// filterRowOpaque is filterRow without the alpha channel.
func filterRowOpaque(src []uint8, fw *filterWeights, out []float32) {
	for x := range fw.start {
		s := fw.start[x] * 4
		var r, g, b float32
		for _, w := range fw.w[x*fw.taps : x*fw.taps+fw.n[x]] {
			p := src[s : s+3 : s+3]
			r += w * float32(p[0])
			g += w * float32(p[1])
			b += w * float32(p[2])
			s += 4
		}
		o := out[x*4 : x*4+3 : x*4+3]
		o[0], o[1], o[2] = r, g, b
	}
}

// filterRow resamples one row of premultiplied RGBA samples.
func filterRow(src []uint8, fw *filterWeights, out []float32) {
	for x := range fw.start {
		s := fw.start[x] * 4
		var r, g, b, a float32
		for _, w := range fw.w[x*fw.taps : x*fw.taps+fw.n[x]] {
			p := src[s : s+4 : s+4]
			r += w * float32(p[0])
			g += w * float32(p[1])
			b += w * float32(p[2])
			a += w * float32(p[3])
			s += 4
		}
		o := out[x*4 : x*4+4 : x*4+4]
		o[0], o[1], o[2], o[3] = r, g, b, a
	}
}

// unpremultiply writes premultiplied samples as non-premultiplied bytes.
func unpremultiply(acc []float32, pix []uint8) {
	for i := 0; i+4 <= len(acc); i += 4 {
		a := acc[i+3]
		p := pix[i : i+4 : i+4]
		switch {
		case a < 0.5:
			p[0], p[1], p[2], p[3] = 0, 0, 0, 0
		case a >= 254.5:
			p[0], p[1], p[2], p[3] = clamp8(acc[i]), clamp8(acc[i+1]), clamp8(acc[i+2]), 255
		default:
			k := 255 / a
			p[0], p[1], p[2], p[3] = clamp8(acc[i]*k), clamp8(acc[i+1]*k), clamp8(acc[i+2]*k), clamp8(a)
		}
	}
}

func clamp8(v float32) uint8 {
	switch {
	case v <= 0:
		return 0
	case v >= 254.5:
		return 255
	}
	return uint8(v + 0.5)
}

// rowReader returns a function that fills row (its Rect set to one row of
// src) with premultiplied RGBA. image/draw converts the common decoded
// types (YCbCr, Gray, RGBA, NRGBA, CMYK) quickly; palettes and YCbCr with
// alpha are done here, anything else pixel by pixel.
func rowReader(src image.Image) func(row *image.RGBA) {
	switch s := src.(type) {
	case *image.Paletted:
		var table [256][4]uint8
		for i, c := range s.Palette {
			if i < len(table) {
				rgba := color.RGBAModel.Convert(c).(color.RGBA)
				table[i] = [4]uint8{rgba.R, rgba.G, rgba.B, rgba.A}
			}
		}
		return func(row *image.RGBA) {
			off := s.PixOffset(row.Rect.Min.X, row.Rect.Min.Y)
			for x, idx := range s.Pix[off : off+row.Rect.Dx()] {
				copy(row.Pix[x*4:x*4+4], table[idx][:])
			}
		}
	case *image.NYCbCrA:
		return func(row *image.RGBA) {
			draw.Draw(row, row.Rect, &s.YCbCr, row.Rect.Min, draw.Src)
			off := s.AOffset(row.Rect.Min.X, row.Rect.Min.Y)
			for x, a := range s.A[off : off+row.Rect.Dx()] {
				p := row.Pix[x*4 : x*4+4 : x*4+4]
				p[0] = uint8((uint32(p[0])*uint32(a) + 127) / 255)
				p[1] = uint8((uint32(p[1])*uint32(a) + 127) / 255)
				p[2] = uint8((uint32(p[2])*uint32(a) + 127) / 255)
				p[3] = a
			}
		}
	}
	return func(row *image.RGBA) { draw.Draw(row, row.Rect, src, row.Rect.Min, draw.Src) }
}
