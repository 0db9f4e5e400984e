// Package frontend embeds the built app and public pages, so one binary
// serves the whole site.
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

// Dist returns the built app rooted at its top directory.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // "dist" is embedded above; this cannot fail
	}
	return sub
}
