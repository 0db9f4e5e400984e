package imaging_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/imaging"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// naturalPhoto is a 4000 × 3000 JPEG (quality 90) whose detail weakens
// with its scale as a real photo's does (fractalPhoto 2/3), made once.
var naturalPhoto = sync.OnceValue(func() []byte { return jpegOf(fractalPhoto(4000, 3000, 2, 3, 2)) })

func jpegOf(m image.Image) []byte {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, m, &jpeg.Options{Quality: 90}); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

// copySSIM returns the SSIM against the original (data, resized to the
// copy's size) of the WebP and the AVIF copy of one width of an upload.
func copySSIM(t testing.TB, data []byte, blobs *diskFake, webp, avif app.ImageVariant) (ssimWebP, ssimAVIF float64) {
	t.Helper()
	orig, err := jpeg.Decode(bytes.NewReader(data))
	require.NoError(t, err)
	ref := imaging.Resize(orig, webp.Width, webp.Height)
	return imaging.SSIM(ref, decodeWebP(t, variantBytes(t, blobs, webp))), imaging.SSIM(ref, decodeAVIF(t, variantBytes(t, blobs, avif)))
}

// TestAVIFPhotoReachesAPhoneIn20KB is the goal of issue 44: a 4000 × 3000
// photo reaches a 360 px phone at 3× in at most 20 KB as AVIF, with an
// SSIM against the original, at that size, no lower than the WebP copy's.
// The phone takes the 960 px copy: the pages' sizes count a phone's slot
// of 2.5 dppx or more as 320 px (frontend/src/components/ui/image-sizes.ts;
// the browser test public-images checks which copy Chromium fetches).
func TestAVIFPhotoReachesAPhoneIn20KB(t *testing.T) {
	up, blobs := newUploads(t, 16<<20)
	data := naturalPhoto()
	res, err := up.Upload(context.Background(), data)
	require.NoError(t, err)
	require.Len(t, res.AVIF, len(domain.ImageVariantWidths()))
	webp, avif := res.Variants[1], res.AVIF[1]
	require.Equal(t, [2]int{960, 720}, [2]int{avif.Width, avif.Height})
	assert.Equal(t, "/uploads/"+domain.ImageVariantNameAs(res.Filename, 960, domain.AVIFVariantType()), avif.URL)
	assert.Equal(t, int64(len(variantBytes(t, blobs, avif))), avif.Bytes)
	sw, sa := copySSIM(t, data, blobs, webp, avif)
	t.Logf("960 px: WebP %d B SSIM %.4f; AVIF %d B SSIM %.4f", webp.Bytes, sw, avif.Bytes, sa)
	assert.LessOrEqual(t, avif.Bytes, int64(20_000), "the phone's AVIF copy")
	assert.GreaterOrEqual(t, sa, sw, "no worse than the WebP copy")
	assert.Less(t, avif.Bytes, webp.Bytes)
}

// portraitPhoto is a w × h portrait: a soft background with out-of-focus
// blobs, a shaded face off-centre, hair with fine strands, shoulders of
// textured cloth, and sensor noise.
func portraitPhoto(w, h int) image.Image {
	r := rand.New(rand.NewPCG(3, 4))
	m := image.NewNRGBA(image.Rect(0, 0, w, h))
	type blob struct {
		x, y, rad float64
		c         [3]float64
	}
	blobs := make([]blob, 14)
	for i := range blobs {
		blobs[i] = blob{r.Float64() * float64(w), r.Float64() * float64(h), 150 + r.Float64()*450,
			[3]float64{r.Float64()*80 - 40, r.Float64()*80 - 40, r.Float64()*80 - 40}}
	}
	fx, fy, rx, ry := 0.62*float64(w), 0.42*float64(h), 0.11*float64(w), 0.2*float64(h)
	for y := range h {
		for x := range w {
			X, Y := float64(x), float64(y)
			t := Y / float64(h)
			c := [3]float64{120 - 40*t, 110 - 30*t, 100 - 10*t}
			for _, b := range blobs {
				if d2 := ((X-b.x)*(X-b.x) + (Y-b.y)*(Y-b.y)) / (b.rad * b.rad); d2 < 9 {
					k := math.Exp(-d2)
					c[0], c[1], c[2] = c[0]+k*b.c[0], c[1]+k*b.c[1], c[2]+k*b.c[2]
				}
			}
			if sx, sy := (X-fx)/(2*rx), (Y-1.15*float64(h))/(0.45*float64(h)); sx*sx+sy*sy < 1 {
				v := 40 + 10*math.Sin(X/37+Y/53) + 6*math.Sin(X/11-Y/17)
				c = [3]float64{v + 10, v + 5, v + 30}
			}
			if hx, hy := (X-fx)/(rx*1.25), (Y-fy+0.15*ry)/(ry*1.1); hx*hx+hy*hy < 1 {
				v := 55 + 18*math.Sin(X/6+8*math.Sin(Y/90)) + 10*math.Sin(X/2.5+Y/40)
				c = [3]float64{v + 25, v + 12, v}
			}
			if ex, ey := (X-fx)/rx, (Y-fy)/ry; ex*ex+ey*ey < 1 && ey > -0.55 {
				shade := 1 - 0.35*(ex*ex+ey*ey) - 0.15*ex
				c = [3]float64{225 * shade, 180 * shade, 150 * shade}
				for _, e := range [][2]float64{{-0.4, -0.15}, {0.4, -0.15}} {
					if dx, dy := (ex-e[0])/0.16, (ey-e[1])/0.06; dx*dx+dy*dy < 1 {
						c = [3]float64{60, 45, 40}
					}
				}
				if dx, dy := ex/0.35, (ey-0.5)/0.05; dx*dx+dy*dy < 1 {
					c = [3]float64{170, 80, 80}
				}
			}
			n := r.NormFloat64() * 2.5
			i := m.PixOffset(x, y)
			m.Pix[i], m.Pix[i+1], m.Pix[i+2], m.Pix[i+3] = clamp(c[0]+n), clamp(c[1]+n), clamp(c[2]+n), 255
		}
	}
	return m
}

func clamp(v float64) uint8 { return uint8(max(0, min(255, math.Round(v)))) }

// graphicImage is a w × h graphic: flat colours and hard edges, a round
// logo, a band of stripes and rows of text-like glyphs.
func graphicImage(w, h int) image.Image {
	r := rand.New(rand.NewPCG(5, 6))
	m := image.NewNRGBA(image.Rect(0, 0, w, h))
	fill := func(x0, y0, x1, y1 int, c color.NRGBA) {
		for y := max(0, y0); y < min(h, y1); y++ {
			for x := max(0, x0); x < min(w, x1); x++ {
				m.SetNRGBA(x, y, c)
			}
		}
	}
	navy, white := color.NRGBA{20, 40, 90, 255}, color.NRGBA{255, 255, 255, 255}
	fill(0, 0, w, h, color.NRGBA{245, 242, 235, 255})
	fill(0, 0, w, h/5, navy)
	cx, cy, R := w/5, h/2, float64(h/4)
	for y := cy - h/4; y < cy+h/4; y++ {
		for x := cx - h/4; x < cx+h/4; x++ {
			switch d := math.Hypot(float64(x-cx), float64(y-cy)); {
			case d < R*0.6:
				m.SetNRGBA(x, y, color.NRGBA{230, 120, 30, 255})
			case d < R*0.75:
				m.SetNRGBA(x, y, white)
			case d < R:
				m.SetNRGBA(x, y, navy)
			}
		}
	}
	for y := h * 5 / 6; y < h; y++ {
		for x := range w {
			if (x+y)/60%2 == 0 {
				m.SetNRGBA(x, y, color.NRGBA{200, 30, 60, 255})
			}
		}
	}
	row := func(y, gh, x0, x1 int, c color.NRGBA) {
		for x := x0; x < x1; {
			gw := gh/3 + r.IntN(gh/2)
			if r.IntN(6) == 0 {
				x += gh / 2
				continue
			}
			fill(x, y, x+gw/5, y+gh, c)
			if r.IntN(2) == 0 {
				fill(x, y, x+gw, y+gh/6, c)
			}
			if r.IntN(2) == 0 {
				fill(x+gw*4/5, y+gh/3, x+gw, y+gh, c)
			}
			fill(x, y+gh*5/6, x+gw, y+gh, c)
			x += gw + gh/8
		}
	}
	row(h/15, h/12, w/20, w*3/4, white)
	for i := range 8 {
		row(h/4+i*h/14, h/28, w*2/5, w*19/20, color.NRGBA{30, 30, 40, 255})
	}
	return m
}

// BenchmarkAVIFAgainstWebP is the measurement behind the AVIF quality
// (avifQuality): four 4000 × 3000 pictures of different kinds uploaded,
// and for each width the bytes of the WebP and AVIF copies and their SSIM
// against the original at that size, printed as a table (go test -run '^$'
// -bench AVIFAgainstWebP ./adapters/imaging/).
func BenchmarkAVIFAgainstWebP(b *testing.B) {
	kinds := []struct {
		name string
		data func() []byte
	}{
		{"busy photo-like texture", photo},
		{"natural photo", naturalPhoto},
		{"portrait", func() []byte { return jpegOf(portraitPhoto(4000, 3000)) }},
		{"graphic", func() []byte { return jpegOf(graphicImage(4000, 3000)) }},
	}
	for b.Loop() {
		fmt.Println("| picture | width | WebP bytes | WebP SSIM | AVIF bytes | AVIF SSIM |")
		fmt.Println("|---|---|---|---|---|---|")
		for _, k := range kinds {
			up, blobs := newUploads(b, 16<<20)
			data := k.data()
			res, err := up.Upload(context.Background(), data)
			require.NoError(b, err)
			for i := range res.Variants {
				sw, sa := copySSIM(b, data, blobs, res.Variants[i], res.AVIF[i])
				fmt.Printf("| %s | %d | %d | %.4f | %d | %.4f |\n", k.name, res.Variants[i].Width, res.Variants[i].Bytes, sw, res.AVIF[i].Bytes, sa)
			}
		}
	}
}

// peakRSS is the process's peak resident set (VmHWM), in bytes; 0 where
// /proc is not.
func peakRSS() int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for line := range strings.Lines(string(data)) {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// BenchmarkUpload24Megapixels uploads a 6000 × 4000 photo (a phone's or a
// camera's, 24 megapixels, quality-90 JPEG): decode, three WebP and three
// AVIF copies, metadata stripping. The goal of issue 44 is under 20 s and
// a peak resident set under 600 MB for the whole process (peak-rss-MB,
// which here also holds the test's own 24-megapixel source; cpu-s/op is
// the time on an idle machine, the wall time being the machine's share;
// run it alone: go test -run '^$' -bench Upload24Megapixels -benchtime 2x
// ./adapters/imaging/, the first upload of a process also compiling the
// WebAssembly encoder).
func BenchmarkUpload24Megapixels(b *testing.B) {
	data := jpegOf(fractalPhoto(6000, 4000, 2, 3, 2))
	up, _ := newUploads(b, 32<<20)
	runtime.GC()
	var before, after syscall.Rusage
	require.NoError(b, syscall.Getrusage(syscall.RUSAGE_SELF, &before))
	for b.Loop() {
		_, err := up.Upload(context.Background(), data)
		require.NoError(b, err)
	}
	require.NoError(b, syscall.Getrusage(syscall.RUSAGE_SELF, &after))
	cpu := time.Duration(after.Utime.Nano() + after.Stime.Nano() - before.Utime.Nano() - before.Stime.Nano())
	b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
	b.ReportMetric(float64(peakRSS())/(1<<20), "peak-rss-MB")
	b.ReportMetric(float64(len(data))/(1<<20), "jpeg-MB")
}
