package pages

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestShareImageOf(t *testing.T) {
	for in, want := range map[string]string{
		"/uploads/0a1b2c.png":                    "/uploads/0a1b2c-og.jpg",
		"/uploads/0a1b2c.JPG":                    "/uploads/0a1b2c-og.jpg",
		"/uploads/0a_b.webp":                     "/uploads/0a_b-og.jpg",
		"/uploads/0a1b2c.gif":                    "/uploads/0a1b2c-og.jpg",
		"/uploads/0a1b2c.svg":                    "",
		"/uploads/0a1b-w480.webp":                "",
		"/uploads/0a1b-og.jpg":                   "",
		"/images/og-image.png":                   "",
		"https://cdn.example/uploads/0a1b2c.png": "",
	} {
		got, ok := shareImageOf(in, 0.5, 0.5)
		assert.Equal(t, want, got, in)
		assert.Equal(t, want != "", ok, in)
	}
	got, _ := shareImageOf("/uploads/0a1b2c.png", 0.8, 0.2)
	assert.Equal(t, "/uploads/0a1b2c-og-f80x20.jpg", got, "a focal point off the centre names its own copy")
}
