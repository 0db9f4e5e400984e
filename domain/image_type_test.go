package domain_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/domain"
)

func TestImageTypes(t *testing.T) {
	for _, it := range domain.ImageTypes() {
		byCT, ok := domain.ImageTypeByContentType(it.ContentType)
		assert.True(t, ok)
		assert.Equal(t, it, byCT)
		byName, ok := domain.ImageTypeByName("0a1b" + it.Ext)
		assert.True(t, ok)
		assert.Equal(t, it, byName)
	}
	jpeg, _ := domain.ImageTypeByName("X.JPG")
	assert.Equal(t, "image/jpeg", jpeg.ContentType, "extensions in any case")
	for _, name := range []string{"a.svg", "a.html", "noext", "a.png.exe"} {
		_, ok := domain.ImageTypeByName(name)
		assert.False(t, ok, name)
	}
	_, ok := domain.ImageTypeByContentType("image/svg+xml")
	assert.False(t, ok, "SVG can carry scripts: never an accepted upload")
}

func TestETagOf(t *testing.T) {
	a := domain.ETagOf([]byte(`[{"id":1}]`))
	assert.Equal(t, a, domain.ETagOf([]byte(`[{"id":1}]`)), "equal bytes, equal tag")
	assert.NotEqual(t, a, domain.ETagOf([]byte(`[{"id":2}]`)))
	assert.Regexp(t, `^"[A-Za-z0-9_-]{16}"$`, a, "a quoted strong tag")
}
