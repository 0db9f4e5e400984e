package app

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// demoLogo is a demo logo's URL: hand-drawn SVGs in frontend/public/logos,
// apart from the pictures generate-images.mjs draws under /images/ (an
// item's art draws its one /images/ URL).
var demoLogo = regexp.MustCompile(`"(/logos/[^"]+)"`)

// The demo's logos (issue 39: two outlets at least, a studio and a
// collaboration) are files the frontend build serves.
func TestDemoLogosExist(t *testing.T) {
	site, err := DefaultSite()
	require.NoError(t, err)
	assert.GreaterOrEqual(t, len(site.OutletLogos), 2, "outlets with a demo logo")
	studios := 0
	for _, s := range site.GameStudios {
		if s.LogoURL != "" {
			studios++
		}
	}
	assert.GreaterOrEqual(t, studios, 1, "studios with a demo logo")
	urls := demoLogo.FindAllStringSubmatch(string(demoContentJSON), -1)
	assert.NotEmpty(t, urls, "a collaboration with a demo logo")
	for _, l := range site.OutletLogos {
		urls = append(urls, []string{"", l.LogoURL})
	}
	for _, s := range site.GameStudios {
		if s.LogoURL != "" {
			urls = append(urls, []string{"", s.LogoURL})
		}
	}
	for _, u := range urls {
		_, err := os.Stat(filepath.Join("..", "frontend", "public", filepath.FromSlash(u[1])))
		assert.NoError(t, err, "demo logo %s", u[1])
	}
}
