package main

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/adapters/pages"
)

// TestPagesModule: every page of pages.Pages is in PAGES with its path,
// and the prerendered pages are the keys the route table must cover.
func TestPagesModule(t *testing.T) {
	out := string(generate(module{name: "pages.gen.ts", sources: "test", body: sitePages}))
	for _, p := range pages.Pages() {
		assert.Contains(t, out, "\n  "+p.Key+": { path: '"+p.Path+"', ", p.Key)
		if p.Prerender {
			assert.Contains(t, out, "'"+p.Key+"'", p.Key)
		}
	}
	assert.Contains(t, out, "export type PrerenderedPageKey = 'home' | ")
	assert.NotContains(t, out, "| 'admin'")
}
