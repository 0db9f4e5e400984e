package imaging_test

import (
	"context"
	"encoding/binary"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/imaging"
	"github.com/portfolio-site/portfolio/domain"
)

// The port itself, method by method; the other tests hold the Processor
// to its contract through the upload use case that drives it.

func TestInspectReadsTheTypeAndTheDisplayedSize(t *testing.T) {
	p := imaging.NewUnhurried()
	png, _ := domain.ImageTypeByContentType("image/png")
	jpg, _ := domain.ImageTypeByContentType("image/jpeg")
	info, err := p.Inspect(encodePNG(t, 5, 3))
	require.NoError(t, err)
	assert.Equal(t, domain.ImageInfo{Type: png, Width: 5, Height: 3}, info)

	turned := withSegments(encodeJPEG(t, 40, 20), jpegSegment(0xE1, "Exif\x00\x00"+string(exifTIFF(binary.BigEndian, 6))))
	info, err = p.Inspect(turned)
	require.NoError(t, err)
	assert.Equal(t, domain.ImageInfo{Type: jpg, Width: 20, Height: 40}, info, "on its side as displayed")

	_, err = p.Inspect([]byte("plain text"))
	assert.Equal(t, domain.EUNSUPPORTED, domain.ErrorCode(err))
	assert.Equal(t, domain.MsgUnsupportedImage, domain.ErrorMessage(err))
	_, err = p.Inspect(pixelFloodPNG(t, 65535, 65535))
	assert.Equal(t, domain.ETOOLARGE, domain.ErrorCode(err))
	assert.Equal(t, domain.MsgImageTooLarge, domain.ErrorMessage(err))
}

func TestVariantsAreRenderedAtTheWidthsAsked(t *testing.T) {
	p := imaging.NewUnhurried()
	out, err := p.Variants(context.Background(), encodePNG(t, 600, 400), []int{480, 960}, domain.ImageVariantTypes())
	require.NoError(t, err)
	require.Len(t, out, 2)
	for i, want := range [][2]int{{480, 320}, {600, 400}} { // never upscaled
		require.Len(t, out[i], 2, "AVIF and WebP")
		for _, v := range out[i] {
			assert.Equal(t, want, [2]int{v.Width, v.Height})
		}
		avifSize := decodeAVIF(t, out[i][0].Data).Bounds().Size()
		assert.Equal(t, want, [2]int{avifSize.X, avifSize.Y}, "the AVIF copy")
	}
	assert.Equal(t, 480, decodeWebP(t, out[0][1].Data).Bounds().Dx())
}

func TestCheckFileSaysWhyAFileIsRefused(t *testing.T) {
	p := imaging.NewUnhurried()
	ctx := context.Background()
	assert.NoError(t, p.CheckFile(ctx, "a.png", encodePNG(t, 4, 4)))
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"evil.html", []byte("<html>"), domain.MsgUnsupportedImage},
		{"a.png", encodeJPEG(t, 4, 4), "its content is not a PNG image"},
		{"a.png", encodePNG(t, 64, 64)[:80], "The file is not a valid PNG image"},
		{"Arcane.webp", animatedWebP(), domain.MsgAnimatedWebP},
	} {
		err := p.CheckFile(ctx, c.name, c.data)
		assert.Equal(t, c.want, domain.ErrorMessage(err), c.name)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	err := p.CheckFile(cancelled, "a.png", encodePNG(t, 4, 4))
	assert.ErrorIs(t, err, context.Canceled)
}
