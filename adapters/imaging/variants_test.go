package imaging_test

import (
	"bytes"
	"compress/zlib"
	"context"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/color/palette"
	"image/gif"
	"image/jpeg"
	"image/png"
	"math"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gen2brain/avif"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	xwebp "golang.org/x/image/webp"

	"github.com/portfolio-site/portfolio/adapters/imaging"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// photoLike is a w × h image that compresses like a photo: a fractal
// texture (detail at every scale, as foliage, clouds or skin have), soft
// colour gradients, hard edges and sensor noise. Flat colour or plain
// noise would not do: the first compresses to nothing, the second is
// averaged away by any downscaling filter. The texture is value noise
// refined from a coarse grid: each level doubles the resolution
// (interpolating) and adds detail of 4/5 the amplitude of the level above.
func photoLike(w, h int) *image.YCbCr { return fractalPhoto(w, h, 4, 5, 4) }

// fractalPhoto is photoLike with detail of num/den the amplitude of the
// level above, and never under floor: 4/5 (floor 4) is photoLike's busy
// texture; 2/3 (floor 2) is closer to a real photo, whose detail weakens
// with its scale (an amplitude spectrum about 1/f), and compresses as one:
// its 960 px WebP copy is about as large as that of the issue's
// 4000 × 3000 photo (30.8 KB).
func fractalPhoto(w, h int, num, den, floor int32) *image.YCbCr {
	r := rand.New(rand.NewPCG(1, 2))
	const levels = 9 // cells of 512 px down to 1 px
	gw, gh := w>>levels+2, h>>levels+2
	field := make([]int32, gw*gh)
	amp := int32(64 << 8) // fixed point, 8 fractional bits
	for i := range field {
		field[i] = r.Int32N(2*amp+1) - amp
	}
	for range levels {
		amp = max(floor<<8, amp*num/den)
		nw, nh := 2*gw-1, 2*gh-1
		next := make([]int32, nw*nh)
		for y := range nh {
			y0, y1 := y/2, (y+1)/2
			row0, row1 := field[y0*gw:(y0+1)*gw], field[y1*gw:(y1+1)*gw]
			out := next[y*nw : (y+1)*nw]
			for x := range out {
				x0, x1 := x/2, (x+1)/2
				out[x] = (row0[x0]+row0[x1]+row1[x0]+row1[x1])/4 + r.Int32N(2*amp+1) - amp
			}
		}
		field, gw, gh = next, nw, nh
	}
	m := image.NewYCbCr(image.Rect(0, 0, w, h), image.YCbCrSubsampleRatio420)
	for y := range h {
		for x := range w {
			v := 128 + field[y*gw+x]>>8
			if (x/700+y/500)%3 == 0 {
				v += 40
			}
			m.Y[y*m.YStride+x] = uint8(max(0, min(255, v)))
		}
	}
	for y := range (h + 1) / 2 {
		for x := range (w + 1) / 2 {
			m.Cb[y*m.CStride+x] = uint8(100 + 50*x/((w+1)/2))
			m.Cr[y*m.CStride+x] = uint8(160 - 60*y/((h+1)/2))
		}
	}
	return m
}

// photo is a 4000 × 3000 photo-like JPEG (quality 90, about 3 MB, as a
// phone takes), made once.
var photo = sync.OnceValue(func() []byte {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, photoLike(4000, 3000), &jpeg.Options{Quality: 90}); err != nil {
		panic(err)
	}
	return buf.Bytes()
})

func variantBytes(t testing.TB, blobs *diskFake, v app.ImageVariant) []byte {
	t.Helper()
	blobs.mu.Lock()
	defer blobs.mu.Unlock()
	data, ok := blobs.files[strings.TrimPrefix(v.URL, "/uploads/")]
	require.True(t, ok, "%s is stored", v.URL)
	return data
}

func decodeWebP(t testing.TB, data []byte) image.Image {
	t.Helper()
	require.Equal(t, "image/webp", httpContentType(data))
	m, err := xwebp.Decode(bytes.NewReader(data))
	require.NoError(t, err)
	return m
}

// decodeAVIF decodes an AVIF copy (libavif's decoder, WebAssembly).
func decodeAVIF(t testing.TB, data []byte) image.Image {
	t.Helper()
	require.Equal(t, "ftypavif", string(data[4:12]), "an AVIF file")
	m, err := avif.Decode(bytes.NewReader(data))
	require.NoError(t, err)
	return m
}

func httpContentType(data []byte) string {
	if len(data) >= 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP" {
		return "image/webp"
	}
	return "other"
}

// wantVariants checks the variants of an upload displayed at w × h: one
// per width, never wider than the original, with its aspect ratio, named
// after the original and stored as WebP of that size.
func wantVariants(t *testing.T, blobs *diskFake, res *app.Upload, w, h int) {
	t.Helper()
	assert.Equal(t, w, res.Width)
	assert.Equal(t, h, res.Height)
	widths := domain.ImageVariantWidths()
	require.Len(t, res.Variants, len(widths))
	for i, v := range res.Variants {
		vw := min(widths[i], w)
		vh := max(1, int(math.Round(float64(h)*float64(vw)/float64(w))))
		assert.Equal(t, "/uploads/"+domain.ImageVariantName(res.Filename, widths[i]), v.URL)
		assert.Equal(t, [2]int{vw, vh}, [2]int{v.Width, v.Height}, v.URL)
		got := decodeWebP(t, variantBytes(t, blobs, v)).Bounds().Size()
		assert.Equal(t, image.Pt(vw, vh), got, "%s as decoded", v.URL)
	}
}

// smoothPNG is a w × h colour gradient: quick to resize and encode.
func smoothPNG(t testing.TB, w, h int) []byte {
	t.Helper()
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			m.SetRGBA(x, y, color.RGBA{uint8(255 * x / w), uint8(255 * y / h), 128, 255})
		}
	}
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, m))
	return buf.Bytes()
}

func TestVariantWidthsKeepTheAspectRatio(t *testing.T) {
	up, blobs := newUploads(t, 8<<20)
	// Wider than every width (heights rounding down and up), a sliver
	// rounding up, a portrait narrower than the widest variant.
	for _, size := range []image.Point{{1999, 1001}, {1601, 7}, {1000, 1500}} {
		t.Run(fmt.Sprint(size), func(t *testing.T) {
			res, err := up.Upload(context.Background(), smoothPNG(t, size.X, size.Y))
			require.NoError(t, err)
			wantVariants(t, blobs, res, size.X, size.Y)
		})
	}
}

func TestVariantsOfVeryTallImagesAreNarrower(t *testing.T) {
	for _, size := range []image.Point{{1600, 3200}, {900, 10000}, {4000, 10000}, {1, 10000}, {10000, 1}} {
		sizes := imaging.VariantSizes(size.X, size.Y)
		for i, w := range domain.ImageVariantWidths() {
			v := sizes[i]
			assert.LessOrEqual(t, v.X*v.Y, imaging.MaxVariantPixels, "%v at w%d: %v", size, w, v)
			assert.LessOrEqual(t, v.X, min(w, size.X))
			ratio, want := float64(v.Y)/float64(v.X), float64(size.Y)/float64(size.X)
			assert.InDelta(t, want, ratio, want/float64(v.X)+1/float64(v.X)+0.001, "%v at w%d: %v keeps the aspect ratio", size, w, v)
			if int64(min(w, size.X))*int64(size.Y)/int64(size.X) <= int64(imaging.MaxVariantPixels/min(w, size.X)) {
				assert.Equal(t, min(w, size.X), v.X, "%v at w%d: not narrowed when it fits", size, w)
			}
		}
	}
	assert.Equal(t, []image.Point{{480, 960}, {960, 1920}, {1600, 3200}}, imaging.VariantSizes(1600, 3200), "twice as tall: full widths")
	assert.Equal(t, []image.Point{{480, 5333}, {678, 7533}, {678, 7533}}, imaging.VariantSizes(900, 10000))
}

func TestVariantsAreNeverUpscaled(t *testing.T) {
	up, blobs := newUploads(t, 8<<20)
	res, err := up.Upload(context.Background(), encodeJPEG(t, 300, 200))
	require.NoError(t, err)
	wantVariants(t, blobs, res, 300, 200)
	for _, v := range res.Variants {
		assert.Equal(t, 300, v.Width, "every width exists, at the original's width: %s", v.URL)
	}
	assert.Equal(t, variantBytes(t, blobs, res.Variants[0]), variantBytes(t, blobs, res.Variants[2]), "encoded once")
}

// sides of the displayed image, and the orientation table of the EXIF
// specification: where row 0 and column 0 of the stored image are shown.
const (
	top = iota
	bottom
	left
	right
)

var exifOrientations = map[int][2]int{
	1: {top, left}, 2: {top, right}, 3: {bottom, right}, 4: {bottom, left},
	5: {left, top}, 6: {right, top}, 7: {right, bottom}, 8: {left, bottom},
}

func opposite(side int) int { return side ^ 1 }

// cornerAt is a point well inside the corner of a w × h image where two
// sides meet.
func cornerAt(a, b, w, h int) image.Point {
	p := image.Pt(w/6, h/6)
	for _, side := range []int{a, b} {
		switch side {
		case bottom:
			p.Y = h - 1 - h/6
		case right:
			p.X = w - 1 - w/6
		}
	}
	return p
}

// quadrants is a w × h image with a colour in each quarter.
var quadrantColours = [4]color.RGBA{
	{220, 30, 30, 255},   // top left: red
	{30, 200, 30, 255},   // top right: green
	{30, 30, 220, 255},   // bottom left: blue
	{240, 240, 240, 255}, // bottom right: white
}

func quadrants(w, h int) *image.RGBA {
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			q := 0
			if x >= w/2 {
				q++
			}
			if y >= h/2 {
				q += 2
			}
			m.SetRGBA(x, y, quadrantColours[q])
		}
	}
	return m
}

// exifTIFF is an EXIF block in byte order bo: a camera make and the
// orientation.
func exifTIFF(bo binary.AppendByteOrder, orientation uint16) []byte {
	b := []byte("MM\x00*")
	if bo == binary.LittleEndian {
		b = []byte("II*\x00")
	}
	b = bo.AppendUint32(b, 8)
	b = bo.AppendUint16(b, 2)
	b = bo.AppendUint16(b, 0x010F) // Make: ASCII, 10 bytes at offset 38
	b = bo.AppendUint16(b, 2)
	b = bo.AppendUint32(b, 10)
	b = bo.AppendUint32(b, 38)
	b = bo.AppendUint16(b, 0x0112) // Orientation: one SHORT
	b = bo.AppendUint16(b, 3)
	b = bo.AppendUint32(b, 1)
	b = bo.AppendUint16(b, orientation)
	b = append(b, 0, 0)
	b = bo.AppendUint32(b, 0)
	return append(b, "SecretCam\x00"...)
}

func jpegSegment(marker byte, body string) []byte {
	return append(binary.BigEndian.AppendUint16([]byte{0xFF, marker}, uint16(len(body)+2)), body...)
}

// withSegments inserts marker segments right after the SOI of a JPEG.
func withSegments(jpg []byte, segments ...[]byte) []byte {
	out := append([]byte(nil), jpg[:2]...)
	for _, s := range segments {
		out = append(out, s...)
	}
	return append(out, jpg[2:]...)
}

func pngChunk(kind string, body []byte) []byte {
	c := append(binary.BigEndian.AppendUint32(nil, uint32(len(body))), kind...)
	c = append(c, body...)
	return binary.BigEndian.AppendUint32(c, crc32.ChecksumIEEE(c[4:]))
}

// withChunks inserts chunks right after the IHDR of a PNG.
func withChunks(p []byte, chunks ...[]byte) []byte {
	out := append([]byte(nil), p[:33]...)
	for _, c := range chunks {
		out = append(out, c...)
	}
	return append(out, p[33:]...)
}

func pngChunkTypes(t testing.TB, p []byte) []string {
	t.Helper()
	var kinds []string
	for i := 8; i+8 <= len(p); {
		n := int(binary.BigEndian.Uint32(p[i:]))
		kinds = append(kinds, string(p[i+4:i+8]))
		i += 12 + n
	}
	return kinds
}

func near(a, b color.Color) bool {
	r1, g1, b1, _ := a.RGBA()
	r2, g2, b2, _ := b.RGBA()
	d := func(x, y uint32) bool { return math.Abs(float64(x>>8)-float64(y>>8)) <= 48 }
	return d(r1, r2) && d(g1, g2) && d(b1, b2)
}

func TestVariantsFollowTheEXIFOrientation(t *testing.T) {
	const w, h = 600, 400 // as stored
	up, blobs := newUploads(t, 8<<20)
	var stored bytes.Buffer
	require.NoError(t, jpeg.Encode(&stored, quadrants(w, h), &jpeg.Options{Quality: 95}))
	var storedPNG bytes.Buffer
	require.NoError(t, png.Encode(&storedPNG, quadrants(w, h)))

	for o := 1; o <= 8; o++ {
		for _, format := range []string{"jpeg", "png"} {
			if format == "png" && o != 6 && o != 3 {
				continue // the EXIF reader is the same; PNG keeps it in an eXIf chunk
			}
			t.Run(fmt.Sprintf("%s orientation %d", format, o), func(t *testing.T) {
				bo := binary.AppendByteOrder(binary.BigEndian)
				if o%2 == 0 {
					bo = binary.LittleEndian
				}
				var data []byte
				if format == "jpeg" {
					data = withSegments(stored.Bytes(), jpegSegment(0xE1, "Exif\x00\x00"+string(exifTIFF(bo, uint16(o)))))
				} else {
					data = withChunks(storedPNG.Bytes(), pngChunk("eXIf", exifTIFF(bo, uint16(o))))
				}
				res, err := up.Upload(context.Background(), data)
				require.NoError(t, err)
				dw, dh := w, h
				if o >= 5 {
					dw, dh = h, w // on its side
				}
				wantVariants(t, blobs, res, dw, dh)

				rowSide, colSide := exifOrientations[o][0], exifOrientations[o][1]
				want := map[image.Point]color.RGBA{}
				for _, v := range res.Variants {
					m := decodeWebP(t, variantBytes(t, blobs, v))
					b := m.Bounds()
					want[cornerAt(rowSide, colSide, b.Dx(), b.Dy())] = quadrantColours[0]
					want[cornerAt(rowSide, opposite(colSide), b.Dx(), b.Dy())] = quadrantColours[1]
					want[cornerAt(opposite(rowSide), colSide, b.Dx(), b.Dy())] = quadrantColours[2]
					want[cornerAt(opposite(rowSide), opposite(colSide), b.Dx(), b.Dy())] = quadrantColours[3]
					for p, c := range want {
						assert.True(t, near(m.At(p.X, p.Y), c), "%s at %v: got %v, want %v", v.URL, p, m.At(p.X, p.Y), c)
					}
					clear(want)
				}
				// The stored original keeps the orientation, alone, so it is
				// displayed as uploaded.
				original := blobs.files[res.Filename]
				assert.Equal(t, o, imaging.OrientationOf(res.Filename[strings.LastIndexByte(res.Filename, '.'):], original))
				assert.NotContains(t, string(original), "SecretCam")
			})
		}
	}
}

func TestStoredJPEGHasNoMetadata(t *testing.T) {
	up, blobs := newUploads(t, 8<<20)
	plain := encodeJPEG(t, 64, 48)
	data := withSegments(plain,
		jpegSegment(0xE0, "JFIF\x00\x01\x02\x00\x00\x48\x00\x48\x01\x01secret-thumbnail"[:20]),
		jpegSegment(0xE1, "Exif\x00\x00"+string(exifTIFF(binary.LittleEndian, 6))),
		jpegSegment(0xE1, "http://ns.adobe.com/xap/1.0/\x00<x:xmpmeta>secret-xmp</x:xmpmeta>"),
		jpegSegment(0xE2, "ICC_PROFILE\x00\x01\x01icc-profile-bytes"),
		jpegSegment(0xED, "Photoshop 3.0\x008BIM secret-iptc"),
		jpegSegment(0xFE, "secret-comment"),
	)
	data = append(data, "secret-trailer after EOI"...)

	res, err := up.Upload(context.Background(), data)
	require.NoError(t, err)
	stored := blobs.files[res.Filename]
	assert.NotContains(t, strings.ToLower(string(stored)), "secret")
	assert.NotContains(t, string(stored), "http://ns.adobe.com/xap")
	assert.Contains(t, string(stored), "icc-profile-bytes", "the colour profile stays")
	assert.True(t, bytes.HasPrefix(stored, []byte("\xFF\xD8\xFF\xE0\x00\x10JFIF\x00")), "JFIF stays, without its thumbnail")
	assert.True(t, bytes.HasSuffix(stored, []byte{0xFF, 0xD9}))
	assert.Equal(t, 6, imaging.OrientationOf(".jpg", stored), "the orientation stays, alone")
	assert.Equal(t, [2]int{48, 64}, [2]int{res.Width, res.Height}, "the size as displayed")

	before, err := jpeg.Decode(bytes.NewReader(plain))
	require.NoError(t, err)
	after, err := jpeg.Decode(bytes.NewReader(stored))
	require.NoError(t, err)
	assert.Equal(t, before, after, "the same pixels: only metadata went")

	res, err = up.Upload(context.Background(), withSegments(plain, jpegSegment(0xE1, "Exif\x00\x00"+string(exifTIFF(binary.BigEndian, 1)))))
	require.NoError(t, err)
	assert.Equal(t, plain, blobs.files[res.Filename], "no EXIF block is written for the default orientation")
}

func TestStoredPNGHasNoMetadata(t *testing.T) {
	up, blobs := newUploads(t, 8<<20)
	plain := encodePNG(t, 64, 48)
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	_, _ = zw.Write([]byte("secret-ztxt"))
	require.NoError(t, zw.Close())
	data := withChunks(plain,
		pngChunk("tEXt", []byte("Comment\x00secret-text")),
		pngChunk("zTXt", append([]byte("Title\x00\x00"), z.Bytes()...)),
		pngChunk("iTXt", []byte("XML:com.adobe.xmp\x00\x00\x00\x00\x00<x:xmpmeta>secret-xmp</x:xmpmeta>")),
		pngChunk("tIME", []byte{0x07, 0xE9, 1, 2, 3, 4, 5}),
		pngChunk("eXIf", exifTIFF(binary.BigEndian, 1)),
		pngChunk("gAMA", []byte{0, 0, 0xB1, 0x8F}),
	)
	data = append(data, "secret-trailer"...)
	res, err := up.Upload(context.Background(), data)
	require.NoError(t, err)
	stored := blobs.files[res.Filename]
	assert.Equal(t, []string{"IHDR", "gAMA", "IDAT", "IEND"}, pngChunkTypes(t, stored))
	assert.NotContains(t, string(stored), "secret")
	before, err := png.Decode(bytes.NewReader(plain))
	require.NoError(t, err)
	after, err := png.Decode(bytes.NewReader(stored))
	require.NoError(t, err)
	assert.Equal(t, before, after)
}

func TestStoredWebPAndGIFHaveNoMetadata(t *testing.T) {
	up, blobs := newUploads(t, 8<<20)
	chunk := func(kind, body string) []byte {
		c := append(binary.LittleEndian.AppendUint32([]byte(kind), uint32(len(body))), body...)
		if len(body)%2 == 1 {
			c = append(c, 0)
		}
		return c
	}
	const flagsEXIFAndXMP = 1<<3 | 1<<2
	data := riffWebP(vp8x(flagsEXIFAndXMP, 1, 1), webpLossless1x1[12:],
		chunk("EXIF", string(exifTIFF(binary.LittleEndian, 1))), chunk("XMP ", "<x:xmpmeta>secret-xmp</x:xmpmeta>!"))
	res, err := up.Upload(context.Background(), data)
	require.NoError(t, err)
	stored := blobs.files[res.Filename]
	assert.Equal(t, riffWebP(vp8x(0, 1, 1), webpLossless1x1[12:]), stored)
	_, err = xwebp.Decode(bytes.NewReader(stored))
	require.NoError(t, err)

	anim := animatedGIF(t, 8, 8, 2)
	head := 13 // header and screen; then a global colour table, if any
	if anim[10]&0x80 != 0 {
		head += 3 << (anim[10]&7 + 1)
	}
	meta := "\x21\xFE\x0Esecret-comment\x00" + "\x21\xFF\x0BXMP DataXMP\x0Asecret-xmp\x00"
	data = append(append(append([]byte(nil), anim[:head]...), meta...), anim[head:]...)
	data = append(data, "secret-trailer"...)
	res, err = up.Upload(context.Background(), data)
	require.NoError(t, err)
	stored = blobs.files[res.Filename]
	assert.Equal(t, anim, stored, "back to what the encoder wrote: looping kept, metadata gone")
	all, err := gif.DecodeAll(bytes.NewReader(stored))
	require.NoError(t, err)
	assert.Len(t, all.Image, 2)
}

func TestVariantsKeepTransparency(t *testing.T) {
	// Left half transparent (with a colour that must not bleed), right
	// half opaque blue.
	m := image.NewNRGBA(image.Rect(0, 0, 1000, 100))
	for y := range 100 {
		for x := range 1000 {
			c := color.NRGBA{255, 0, 0, 0}
			if x >= 500 {
				c = color.NRGBA{0, 0, 255, 255}
			}
			m.SetNRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, m))
	up, blobs := newUploads(t, 8<<20)
	res, err := up.Upload(context.Background(), buf.Bytes())
	require.NoError(t, err)
	v := decodeWebP(t, variantBytes(t, blobs, res.Variants[0]))
	require.Equal(t, image.Pt(480, 48), v.Bounds().Size())
	at := func(x, y int) color.NRGBA { return color.NRGBAModel.Convert(v.At(x, y)).(color.NRGBA) }
	assert.Less(t, at(100, 24).A, uint8(8), "transparent stays transparent")
	edge := at(242, 24)
	assert.Less(t, edge.R, uint8(40), "no red fringe at the edge: %v", edge)
	assert.Greater(t, edge.B, uint8(200), "%v", edge)
	assert.Greater(t, edge.A, uint8(200), "%v", edge)
}

func TestGIFVariantsAreTheFirstFrameOnItsScreen(t *testing.T) {
	frame := image.NewPaletted(image.Rect(10, 10, 30, 30), palette.Plan9)
	for i := range frame.Pix {
		frame.Pix[i] = 200
	}
	var buf bytes.Buffer
	require.NoError(t, gif.EncodeAll(&buf, &gif.GIF{
		Image: []*image.Paletted{frame, frame}, Delay: []int{10, 10},
		Config: image.Config{ColorModel: color.Palette(palette.Plan9), Width: 100, Height: 50},
	}))
	up, blobs := newUploads(t, 8<<20)
	res, err := up.Upload(context.Background(), buf.Bytes())
	require.NoError(t, err)
	wantVariants(t, blobs, res, 100, 50)
}

// TestPhotoVariantsFitTheBudget is the goal of issue 9: a 4000 × 3000
// photo reaches a phone (360 px wide at 2–3×: the 960 px variant) in at
// most 120 KB and a desktop (1600 px) in at most 400 KB.
func TestPhotoVariantsFitTheBudget(t *testing.T) {
	up, blobs := newUploads(t, 16<<20)
	data := photo()
	require.Greater(t, len(data), 2<<20, "as heavy as a phone's photo")
	res, err := up.Upload(context.Background(), data)
	require.NoError(t, err)
	wantVariants(t, blobs, res, 4000, 3000)
	sizes := make([]int, len(res.Variants))
	for i, v := range res.Variants {
		sizes[i] = len(variantBytes(t, blobs, v))
	}
	t.Logf("original %d bytes; variants %v bytes", len(data), sizes)
	assert.LessOrEqual(t, sizes[1], 120_000, "960 px wide")
	assert.LessOrEqual(t, sizes[2], 400_000, "1600 px wide")
	assert.Less(t, sizes[0], sizes[1])
	assert.Less(t, sizes[1], sizes[2])
}

// BenchmarkImageVariantBytes uploads the 4000 × 3000 photo-like JPEG and
// reports the bytes of its variants: the phone's (960 px) and the
// desktop's (1600 px) are the goal of issue 9 (≤ 120 KB, ≤ 400 KB); the
// AVIF copies' bytes are reported beside them (avif-bytes-w…). The time is
// one whole upload: decode, three WebP and three AVIF variants, metadata
// stripping.
func BenchmarkImageVariantBytes(b *testing.B) {
	data := photo()
	up, blobs := newUploads(b, 16<<20)
	var res *app.Upload
	for b.Loop() {
		var err error
		res, err = up.Upload(context.Background(), data)
		require.NoError(b, err)
	}
	for i, v := range res.Variants {
		b.ReportMetric(float64(len(variantBytes(b, blobs, v))), fmt.Sprintf("bytes-w%d", domain.ImageVariantWidths()[i]))
	}
	for i, v := range res.AVIF {
		b.ReportMetric(float64(len(variantBytes(b, blobs, v))), fmt.Sprintf("avif-bytes-w%d", domain.ImageVariantWidths()[i]))
	}
}

// storeOriginal puts an image in the store as an upload from before
// variants existed: no variant beside it.
func storeOriginal(blobs *diskFake, name string, data []byte) {
	blobs.mu.Lock()
	defer blobs.mu.Unlock()
	blobs.files[name] = data
}

func TestVariantsOfOlderUploadsAreMadeOnceOnFirstUse(t *testing.T) {
	p := imaging.NewUnhurried()
	up, blobs := newUploadsWith(t, 8<<20, p)
	const base = "00112233445566778899aabbccddeeff"
	storeOriginal(blobs, base+".jpg", withSegments(encodeJPEG(t, 1200, 800),
		jpegSegment(0xE1, "Exif\x00\x00"+string(exifTIFF(binary.BigEndian, 8)))))

	// Hold the decode slot so that every request is under way before the
	// first one can start making the variants.
	release := imaging.HoldDecodeSlot(p)
	widths := domain.ImageVariantWidths()
	var wg sync.WaitGroup
	errs := make([]error, 4*len(widths))
	got := make([][]byte, len(errs))
	for i := range errs {
		wg.Go(func() {
			b, err := up.Open(context.Background(), domain.ImageVariantName(base+".jpg", widths[i%len(widths)]))
			if errs[i] = err; err == nil {
				defer b.Close()
				got[i] = make([]byte, b.Size)
				_, errs[i] = b.Read(got[i])
			}
		})
	}
	time.Sleep(50 * time.Millisecond)
	release()
	wg.Wait()

	for i, err := range errs {
		require.NoError(t, err)
		want := image.Pt(min(widths[i%len(widths)], 800), 0)
		want.Y = want.X * 1200 / 800 // orientation 8: on its side
		assert.Equal(t, want, decodeWebP(t, got[i]).Bounds().Size())
	}
	blobs.mu.Lock()
	defer blobs.mu.Unlock()
	for _, w := range widths {
		assert.Equal(t, 1, blobs.puts[domain.ImageVariantName(base, w)], "made once: w%d", w)
	}
	assert.Zero(t, blobs.puts[base+".jpg"], "the original is left as it was")
}

func TestFirstUseOfAVariantThatCannotExist(t *testing.T) {
	p := imaging.NewUnhurried()
	up, blobs := newUploadsWith(t, 8<<20, p)
	imaging.SetDecodeTimeout(p, 300*time.Millisecond)
	const base = "00112233445566778899aabbccddeeff"
	storeOriginal(blobs, base+".png", encodePNG(t, 64, 48))
	storeOriginal(blobs, "aaaa.png", pixelFloodPNG(t, 65535, 65535))
	storeOriginal(blobs, "bbbb.jpg", scanBomb(4000, 2500, 800)) // seconds of decoding in 20 KB
	storeOriginal(blobs, "cccc.png", []byte("not an image"))
	ctx := context.Background()
	for _, name := range []string{
		"ffffffffffffffffffffffffffffffff-w480.webp", // no original
		base + "-w500.webp",                          // not one of the widths
		base + "-w480-w480.webp",                     // a variant of a variant
		base + "-w480.png",                           // variants are WebP
		"aaaa-w480.webp",                             // a pixel flood
		"bbbb-w960.webp",                             // a scan bomb: stopped by the time budget
		"cccc-w1600.webp",                            // not an image
	} {
		_, err := up.Open(ctx, name)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), name)
	}
	b, err := up.Open(ctx, base+"-w1600.webp")
	require.NoError(t, err, "a good original still gets its variants")
	b.Close()
}
