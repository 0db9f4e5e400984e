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
	// Nor is a resized copy made of a share copy.
	_, _, ok = domain.ParseImageVariantName("abc-og-w480.webp")
	assert.False(t, ok)
}
