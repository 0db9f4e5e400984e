package httpapi

import (
	"context"
	"net/http"

	"github.com/portfolio-site/portfolio/adapters/pages"
)

// The public pages, as the server sees them: each role a small interface,
// all implemented by pages.Site. The server mounts them in routes.go,
// answers the contact form without script with ContactPageRenderer, lets
// PageHealth fail /readyz and names ScriptHashes in its
// Content-Security-Policy.

// PageServer serves what a browser GETs outside /api/: the pages, the
// build's files and the not-found page (ServeHTTP), and the files made
// from the site document.
type PageServer interface {
	http.Handler
	// ServeRobots serves robots.txt.
	ServeRobots(w http.ResponseWriter, r *http.Request)
	// ServeSitemap serves sitemap.xml.
	ServeSitemap(w http.ResponseWriter, r *http.Request)
	// ServeManifest serves manifest.json.
	ServeManifest(w http.ResponseWriter, r *http.Request)
	// ServeShareImage serves a drawn default share image
	// (pages.ShareCardPrefix).
	ServeShareImage(w http.ResponseWriter, r *http.Request)
}

// ContactPageRenderer renders the /contact page with the form in a given
// state: POST /contact answers it when the message is not taken.
type ContactPageRenderer interface {
	ContactPage(ctx context.Context, form pages.ContactForm) ([]byte, error)
}

// PageHealth reports the public pages that fail to render.
type PageHealth interface {
	// FailingPages lists the routes whose last render failed; none when
	// every page renders.
	FailingPages() []string
}

// PreviewServer serves the pages of a preview link: path (a page, "/" for
// home) with every draft applied, its links kept under prefix.
type PreviewServer interface {
	ServePreview(w http.ResponseWriter, r *http.Request, prefix, path string)
}

// Pages are all the roles of the public pages the server needs.
type Pages interface {
	PageServer
	ContactPageRenderer
	PageHealth
	PreviewServer
	// ScriptHashes are the CSP sources of the pages' inline scripts.
	ScriptHashes() []string
	// IsPage reports whether path is a public page visitors get (the
	// admin's is not): the pages a Web Vitals beacon may name.
	IsPage(ctx context.Context, path string) bool
}

var _ Pages = (*pages.Site)(nil)
