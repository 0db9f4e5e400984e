package domain_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/domain"
)

func TestShareImageNames(t *testing.T) {
	assert.Equal(t, 1200, domain.ShareImageWidth)
	assert.Equal(t, 630, domain.ShareImageHeight)
	assert.Equal(t, domain.ImageType{ContentType: "image/jpeg", Ext: ".jpg", Name: "JPEG"}, domain.ShareImageType())
	assert.Equal(t, "0a1b-og.jpg", domain.ShareImageName("0a1b.png"))
	assert.Equal(t, "0a1b-og.jpg", domain.ShareImageName("0a1b.jpg"))
	_, ok := domain.ImageTypeByName(domain.ShareImageName("0a1b.webp"))
	assert.True(t, ok, "served like any upload")

	base, ok := domain.ParseShareImageName(domain.ShareImageName("0a1b_c.gif"))
	assert.True(t, ok)
	assert.Equal(t, "0a1b_c", base)
	for _, name := range []string{
		"abc.jpg", "abc-og.png", "abc-og.webp", "-og.jpg", "abc-w480-og.jpg", "abc-og-og.jpg", "abc-OG.jpg",
	} {
		_, ok := domain.ParseShareImageName(name)
		assert.False(t, ok, name)
	}
	// A share copy cut around a focal point (issue 44) names the point in
	// percent, rounded to the step; the centre keeps the old name.
	assert.Equal(t, "0a1b-og-f80x20.jpg", domain.ShareImageNameAt("0a1b.png", domain.SharePointOf(0.8, 0.2)))
	assert.Equal(t, "0a1b-og-f0x100.jpg", domain.ShareImageNameAt("0a1b.png", domain.SharePointOf(0.01, 0.99)))
	assert.Equal(t, "0a1b-og.jpg", domain.ShareImageNameAt("0a1b.png", domain.SharePointOf(0.52, 0.49)))
	assert.Equal(t, "0a1b-og.jpg", domain.ShareImageNameAt("0a1b.png", domain.SharePointOf(7, 0.5)), "out of range: centred")
	base, p, ok := domain.ParseShareImage("0a1b_c-og-f80x20.jpg")
	assert.True(t, ok)
	assert.Equal(t, "0a1b_c", base)
	assert.Equal(t, domain.SharePoint{X: 80, Y: 20}, p)
	x, y := p.Focal()
	assert.Equal(t, [2]float64{0.8, 0.2}, [2]float64{x, y})
	base, ok = domain.ParseShareImageName("0a1b_c-og-f80x20.jpg")
	assert.True(t, ok, "the media library groups it with its original")
	assert.Equal(t, "0a1b_c", base)
	for _, name := range []string{"abc-og-f81x20.jpg", "abc-og-f080x20.jpg", "abc-og-f50x50.jpg", "abc-og-f-5x20.jpg", "abc-og-f105x20.jpg",
		"abc-og-f80x20.png", "abc-og-f80.jpg", "abc-og-f80x20-og.jpg", "abc-w480-og-f80x20.jpg", "-og-f80x20.jpg", "abc-og-f+80x20.jpg"} {
		_, _, ok := domain.ParseShareImage(name)
		assert.False(t, ok, name)
	}
	_, _, ok = domain.ParseImageVariantName("abc-og-f80x20-w480.webp")
	assert.False(t, ok)
	// Nor is a resized copy made of a share copy.
	_, _, ok = domain.ParseImageVariantName("abc-og-w480.webp")
	assert.False(t, ok)
}
