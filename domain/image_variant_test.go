package domain_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/domain"
)

func TestImageVariantNames(t *testing.T) {
	assert.Equal(t, []int{480, 960, 1600}, domain.ImageVariantWidths())
	assert.Equal(t, "image/webp", domain.ImageVariantType().ContentType)
	assert.Equal(t, "abc-w480.webp", domain.ImageVariantName("abc.jpg", 480))
	assert.Equal(t, "abc-w1600.webp", domain.ImageVariantName("abc.webp", 1600))

	for _, w := range domain.ImageVariantWidths() {
		base, width, ok := domain.ParseImageVariantName(domain.ImageVariantName("0a1b.png", w))
		assert.True(t, ok)
		assert.Equal(t, "0a1b", base)
		assert.Equal(t, w, width)
	}
	for _, name := range []string{
		"abc.webp", "abc-w500.webp", "abc-w480.png", "-w480.webp", "abc-w480-w960.webp", "abc-w0480.webp", "abc-w.webp",
	} {
		_, _, ok := domain.ParseImageVariantName(name)
		assert.False(t, ok, name)
	}
	widths := domain.ImageVariantWidths()
	widths[0] = 1
	assert.Equal(t, 480, domain.ImageVariantWidths()[0], "a copy")
}
