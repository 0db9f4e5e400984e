// Package frontend embeds the built single-page app and the route metadata
// table it shares with the Go server, so one binary serves the whole site.
package frontend

import (
	"embed"
	"io/fs"
)

// dist holds the production build. It always contains at least the committed
// dist/.gitkeep, so the binary compiles before the frontend was ever built;
// the HTTP adapter then serves a placeholder page instead of index.html.
//
//go:embed all:dist
var dist embed.FS

// seoRoutes is the one table of public routes and their metadata; the SPA
// imports the same file.
//
//go:embed src/seo/routes.json
var seoRoutes []byte

// Dist returns the built app rooted at its top directory.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // "dist" is embedded above; this cannot fail
	}
	return sub
}

// SEORoutes returns the JSON of the route metadata table.
func SEORoutes() []byte { return seoRoutes }
