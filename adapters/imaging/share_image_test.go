package imaging_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/imaging"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// openShareImage opens the share copy of an upload and decodes it as the
// JPEG it must be.
func openShareImage(t *testing.T, up *app.UploadService, upload string) image.Image {
	t.Helper()
	b, err := up.Open(context.Background(), domain.ShareImageName(upload))
	require.NoError(t, err)
	defer b.Close()
	data, err := io.ReadAll(b)
	require.NoError(t, err)
	m, err := jpeg.Decode(bytes.NewReader(data))
	require.NoError(t, err, "a JPEG")
	return m
}

// bands is a w × h image in three bands of red, green and blue, side by
// side across the longer side: a centred crop of a long image shows the
// green one only.
func bands(w, h int) *image.RGBA {
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	colours := [3]color.RGBA{{220, 30, 30, 255}, {30, 200, 30, 255}, {30, 30, 220, 255}}
	for y := range h {
		for x := range w {
			i := 3 * x / w
			if h > w {
				i = 3 * y / h
			}
			m.SetRGBA(x, y, colours[i])
		}
	}
	return m
}

func TestShareImageFillsTwelveHundredBySixThirtyCroppedAboutTheCentre(t *testing.T) {
	green := color.RGBA{30, 200, 30, 255}
	for _, size := range []image.Point{{3600, 630}, {630, 3600}, {2400, 1260}, {64, 48}, {1, 1}, {5000, 100}} {
		t.Run(fmt.Sprintf("%d × %d", size.X, size.Y), func(t *testing.T) {
			up, _ := newUploads(t, 16<<20)
			var buf bytes.Buffer
			require.NoError(t, png.Encode(&buf, bands(size.X, size.Y)))
			res, err := up.Upload(context.Background(), buf.Bytes())
			require.NoError(t, err)
			m := openShareImage(t, up, res.Filename)
			require.Equal(t, image.Pt(domain.ShareImageWidth, domain.ShareImageHeight), m.Bounds().Size())
			if size.X >= 3*size.Y || size.Y >= 3*size.X {
				// The crop is within the middle band: green to the edges.
				for _, p := range []image.Point{{2, 2}, {1197, 2}, {2, 627}, {1197, 627}, {600, 315}} {
					assert.True(t, near(m.At(p.X, p.Y), green), "at %v: %v", p, m.At(p.X, p.Y))
				}
			}
		})
	}
}

func TestShareImageFollowsTheEXIFOrientation(t *testing.T) {
	const w, h = 600, 400 // as stored
	var stored bytes.Buffer
	require.NoError(t, jpeg.Encode(&stored, quadrants(w, h), &jpeg.Options{Quality: 95}))
	for _, o := range []int{1, 3, 6, 8} {
		t.Run(fmt.Sprintf("orientation %d", o), func(t *testing.T) {
			up, _ := newUploads(t, 8<<20)
			data := withSegments(stored.Bytes(), jpegSegment(0xE1, "Exif\x00\x00"+string(exifTIFF(binary.BigEndian, uint16(o)))))
			res, err := up.Upload(context.Background(), data)
			require.NoError(t, err)
			m := openShareImage(t, up, res.Filename)
			b := m.Bounds()
			require.Equal(t, image.Pt(1200, 630), b.Size())
			// The crop straddles the middle of the displayed image, so its
			// corners show the displayed image's quadrants.
			rowSide, colSide := exifOrientations[o][0], exifOrientations[o][1]
			want := map[image.Point]color.RGBA{
				cornerAt(rowSide, colSide, b.Dx(), b.Dy()):                     quadrantColours[0],
				cornerAt(rowSide, opposite(colSide), b.Dx(), b.Dy()):           quadrantColours[1],
				cornerAt(opposite(rowSide), colSide, b.Dx(), b.Dy()):           quadrantColours[2],
				cornerAt(opposite(rowSide), opposite(colSide), b.Dx(), b.Dy()): quadrantColours[3],
			}
			for p, c := range want {
				assert.True(t, near(m.At(p.X, p.Y), c), "at %v: got %v, want %v", p, m.At(p.X, p.Y), c)
			}
		})
	}
}

func TestShareImageLaysTransparencyOnWhite(t *testing.T) {
	m := image.NewNRGBA(image.Rect(0, 0, 1200, 630))
	for y := range 630 {
		for x := range 1200 {
			c := color.NRGBA{255, 0, 0, 0} // transparent, with a colour that must not show
			if x >= 600 {
				c = color.NRGBA{0, 0, 255, 128} // half-transparent blue
			}
			m.SetNRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, m))
	up, _ := newUploads(t, 8<<20)
	res, err := up.Upload(context.Background(), buf.Bytes())
	require.NoError(t, err)
	share := openShareImage(t, up, res.Filename)
	assert.True(t, near(share.At(300, 300), color.RGBA{255, 255, 255, 255}), "white: %v", share.At(300, 300))
	assert.True(t, near(share.At(900, 300), color.RGBA{127, 127, 255, 255}), "blue over white: %v", share.At(900, 300))
}

func TestShareImageIsMadeOnceOnFirstUse(t *testing.T) {
	p := imaging.NewUnhurried()
	up, blobs := newUploadsWith(t, 8<<20, p)
	res, err := up.Upload(context.Background(), encodePNG(t, 800, 600))
	require.NoError(t, err)
	name := domain.ShareImageName(res.Filename)
	blobs.mu.Lock()
	_, made := blobs.files[name]
	blobs.mu.Unlock()
	require.False(t, made, "not made for every upload")

	release := imaging.HoldDecodeSlot(p)
	var wg sync.WaitGroup
	errs := make([]error, 6)
	for i := range errs {
		wg.Go(func() {
			b, err := up.Open(context.Background(), name)
			if errs[i] = err; err == nil {
				b.Close()
			}
		})
	}
	time.Sleep(50 * time.Millisecond)
	release()
	wg.Wait()
	for _, err := range errs {
		require.NoError(t, err)
	}
	openShareImage(t, up, res.Filename)
	blobs.mu.Lock()
	defer blobs.mu.Unlock()
	assert.Equal(t, 1, blobs.puts[name], "made once")
	assert.Equal(t, 1, blobs.puts[res.Filename], "the original is left as it was")
}

func TestShareImageThatCannotExist(t *testing.T) {
	up, blobs := newUploads(t, 8<<20)
	const base = "00112233445566778899aabbccddeeff"
	storeOriginal(blobs, base+".png", encodePNG(t, 64, 48))
	storeOriginal(blobs, "cccc.png", []byte("not an image"))
	storeOriginal(blobs, "aaaa.png", pixelFloodPNG(t, 65535, 65535))
	for _, name := range []string{
		"ffffffffffffffffffffffffffffffff-og.jpg", // no original
		base + "-og.png",       // share copies are JPEG
		base + "-w480-og.jpg",  // of a resized copy
		base + "-og-og.jpg",    // of a share copy
		base + "-og-w480.webp", // a resized copy of a share copy
		"cccc-og.jpg",          // not an image
		"aaaa-og.jpg",          // a pixel flood
	} {
		_, err := up.Open(context.Background(), name)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), name)
	}
	b, err := up.Open(context.Background(), domain.ShareImageName(base+".png"))
	require.NoError(t, err, "a good original still gets its share copy")
	b.Close()
}

// TestShareImageOfAPhotoIsLight: the copy a link preview fetches of a
// 4000 × 3000 photo stays well under what readers accept (X 5 MB,
// Facebook 8 MB) and what a preview should cost.
func TestShareImageOfAPhotoIsLight(t *testing.T) {
	up, blobs := newUploads(t, 16<<20)
	res, err := up.Upload(context.Background(), photo())
	require.NoError(t, err)
	openShareImage(t, up, res.Filename)
	blobs.mu.Lock()
	size := len(blobs.files[domain.ShareImageName(res.Filename)])
	blobs.mu.Unlock()
	t.Logf("share copy of the photo: %d bytes", size)
	assert.Less(t, size, 300_000)
}
