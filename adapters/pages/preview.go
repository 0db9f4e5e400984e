package pages

import (
	"bytes"
	"errors"
	"net/http"
	"regexp"
	"strings"

	"github.com/portfolio-site/portfolio/adapters/httpcache"
	"github.com/portfolio-site/portfolio/app"
)

// Previews (issue 23): the whole public site as it will look with every
// current draft applied, served under a preview link's prefix
// (/preview/TOKEN/…): rendered by the same templates from a build of its
// own (the site document's draft, the lists with their drafts, read past
// the cache), every page noindex, never stored by a cache, with a banner
// saying it is a preview, and its links kept inside the preview.

// previewBanner is the notice on every preview page, fixed at the bottom
// of the screen (the site's header holds the top).
const previewBanner = `<div role="status" data-preview-banner="" style="position:fixed;left:0;right:0;bottom:0;z-index:10000;` +
	`padding:8px 16px;background:#fde68a;color:#1c1917;font:600 14px/1.4 system-ui,sans-serif;text-align:center;` +
	`box-shadow:0 -2px 8px rgba(0,0,0,.25)">Preview with the drafts applied: not public yet.</div>`

// errNoSiteService: a build without the site service has no drafts to show.
var errNoSiteService = errors.New("pages: no site document to preview")

// pageLink is an href to a path of this site.
var pageLink = regexp.MustCompile(`href="(/[^"#?]*)([#?][^"]*)?"`)

// ServePreview answers path (a page of the site, "/" for home) as the
// preview under prefix shows it. The caller has checked the link.
func (h *Site) ServePreview(w http.ResponseWriter, r *http.Request, prefix, path string) {
	route, known := h.templates[path]
	if known {
		if name, bad := badQuery(route.route, r); bad {
			badRequest(w, r, name)
			return
		}
	}
	hdr := w.Header()
	hdr.Set("Cache-Control", "private, no-store")
	hdr.Set("X-Robots-Tag", "noindex, nofollow")
	if h.sites == nil {
		h.pageFailed(w, r, siteRouteKey, errPageData{errNoSiteService})
		return
	}
	viewer := app.Viewer{Preview: true}
	entry, err := h.sites.Document(r.Context(), viewer)
	if err != nil {
		h.pageFailed(w, r, siteRouteKey, errPageData{err})
		return
	}
	b, err := h.buildFor(entry, viewer, &pageHealth{})
	if err != nil {
		h.pageFailed(w, r, siteRouteKey, err)
		return
	}
	p, status := b.notFound, http.StatusNotFound
	if known {
		p, status = b.routes[route.route], http.StatusOK
	} else if _, slug, ok := projectPathParts(path); ok {
		res, pg, err := h.projectAnswer(r.Context(), b, path, slug)
		switch {
		case err != nil:
			h.pageFailed(w, r, projectRouteKey, err)
			return
		case res.Status == http.StatusOK:
			h.writePreview(w, r, http.StatusOK, h.asPreview(pg.body, prefix))
			return
		case res.Status == http.StatusMovedPermanently:
			http.Redirect(w, r, strings.TrimSuffix(prefix, "/")+res.Location, http.StatusMovedPermanently)
			return
		}
		status = res.Status
	}
	var form map[string]any
	if p.t.readsForm {
		if form, err = h.freshForm(r.Context()); err != nil {
			h.pageFailed(w, r, p.key, errPageData{err})
			return
		}
	}
	page := r.Clone(r.Context())
	page.URL.Path = path
	body, _, err := p.forRequest(page, form)
	if err != nil {
		h.pageFailed(w, r, p.key, err)
		return
	}
	h.writePreview(w, r, status, h.asPreview(body, prefix))
}

// writePreview writes a preview's page, never stored by a cache.
func (h *Site) writePreview(w http.ResponseWriter, r *http.Request, status int, body []byte) {
	hdr := w.Header()
	httpcache.SetHTML(hdr)
	hdr.Set("Cache-Control", "private, no-store")
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

// asPreview adds the banner after <body …> and points the links to the
// site's pages at the preview's.
func (h *Site) asPreview(body []byte, prefix string) []byte {
	body = pageLink.ReplaceAllFunc(body, func(m []byte) []byte {
		sub := pageLink.FindSubmatch(m)
		path := string(sub[1])
		if _, _, project := projectPathParts(path); !project {
			if _, ok := h.templates[path]; !ok {
				return m
			}
		}
		return []byte(`href="` + strings.TrimSuffix(prefix, "/") + path + string(sub[2]) + `"`)
	})
	if i := bytes.Index(body, []byte("<body")); i >= 0 {
		if j := bytes.IndexByte(body[i:], '>'); j >= 0 {
			at := i + j + 1
			body = append(body[:at:at], append([]byte(previewBanner), body[at:]...)...)
		}
	}
	// Room below the footer, so the banner never hides its end.
	if i := bytes.LastIndex(body, []byte("</body>")); i >= 0 {
		body = append(body[:i:i], append([]byte(`<div aria-hidden="true" style="height:64px"></div>`), body[i:]...)...)
	}
	return body
}
