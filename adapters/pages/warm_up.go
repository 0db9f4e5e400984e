package pages

import (
	"context"
	"net/http"
)

// WarmUp makes what the first visitors after a start (or a deploy) would
// otherwise wait for, one thing at a time, in the caller's goroutine:
//
//   - the compressed forms of the build's small text files
//     (httpcache.Files.Precompress): the public script, the SVG images
//     and the manifest took 5–90 ms each at brotli 11 on their first
//     request;
//   - each public page that is the same for every visitor and has no
//     query, rendered and compressed as a visitor's request for it would
//     be (the site document and the lists read through the caches), and
//     then, by the page refiner, at brotli 11: a visitor's first request
//     would get brotli 5, which for the home page is two round trips of
//     a new connection where brotli 11 is one. WarmUp returns once they
//     are made.
//
// The pages are served to no one: no view is counted and nothing is
// logged but a page that cannot render, reported as its request would
// report it (pageFailed). It stops between two steps once ctx ends, with
// ctx's error. The server runs it in the background as it starts
// (http.warm_up); tests leave it off, since every server a test starts
// would spend a few seconds of a core on it.
func (h *Site) WarmUp(ctx context.Context) error {
	h.files.Precompress(ctx)
	for _, p := range Pages() {
		if err := ctx.Err(); err != nil {
			return err
		}
		if !p.Prerender || p.NoIndex || p.Path == ContactPath {
			continue // /contact is made per request (its form's token)
		}
		r, err := http.NewRequestWithContext(ctx, http.MethodGet, p.Path, nil)
		if err != nil {
			continue
		}
		r.Header.Set("Accept-Encoding", "br, gzip")
		h.ServeHTTP(&discard{header: http.Header{}}, r)
	}
	return h.html.Refined(ctx)
}

// discard is a response nobody reads.
type discard struct{ header http.Header }

func (d *discard) Header() http.Header         { return d.header }
func (d *discard) Write(b []byte) (int, error) { return len(b), nil }
func (d *discard) WriteHeader(int)             {}
