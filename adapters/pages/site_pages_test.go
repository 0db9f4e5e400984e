package pages

import (
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// The table of pages names each page once: a key and a path of its own, a
// nav label of the site document for each page a menu shows, and a head
// for each page but the admin; its heads are what the server reads.
func TestTheTableOfPages(t *testing.T) {
	navKeys := map[string]bool{}
	nav := reflect.TypeFor[domain.SiteNavTexts]()
	for i := range nav.NumField() {
		name, _, _ := strings.Cut(nav.Field(i).Tag.Get("json"), ",")
		navKeys[name] = true
	}
	keys, paths := map[string]bool{}, map[string]bool{}
	for _, p := range Pages() {
		assert.False(t, keys[p.Key], "key %s twice", p.Key)
		assert.False(t, paths[p.Path], "path %s twice", p.Path)
		keys[p.Key], paths[p.Path] = true, true
		assert.True(t, strings.HasPrefix(p.Path, "/"), p.Path)
		if p.Menus != (Menus{}) {
			assert.True(t, navKeys[p.Nav], "%s shows in a menu: its nav label %q must be a key of domain.SiteNavTexts", p.Key, p.Nav)
		}
		if p.Path != AdminPath {
			assert.NotEmpty(t, p.Title, p.Key)
			assert.True(t, p.Prerender, p.Key)
		}
		got, ok := pageAt(p.Path)
		require.True(t, ok, p.Path)
		assert.Equal(t, p.Key, got.Key)
	}

	site := app.SiteProfile{Name: "Jordan Avery", Tagline: "Producer"}
	cfg, err := parseSEO(SEORoutes(), site)
	require.NoError(t, err)
	assert.Equal(t, "/images/og-image.png", cfg.Defaults.Image)
	routes := siteRoutes(cfg, site)
	for _, p := range Pages() {
		rt, ok := routes[p.Path]
		require.True(t, ok, p.Path)
		assert.Equal(t, p.NoIndex, rt.NoIndex, p.Path)
		if p.Title != "" {
			assert.Equal(t, fillProfile(p.Title, site), rt.Title, p.Path)
		}
	}
	assert.Equal(t, "Jordan Avery | Producer", routes["/"].Title)
	assert.True(t, routes[AdminPath].NoIndex)
}
