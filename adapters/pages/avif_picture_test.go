package pages

import (
	"encoding/json"
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// imageParts finds a page's image preloads and its pictures' sources and
// images.
var imageParts = regexp.MustCompile(`<link rel="preload" as="image"[^>]*>|<source [^>]*>(<img [^>]*>)?`)

// TestBuiltPagesOfferAnUploadsAVIFFirst renders the built home page (the
// frontend's prerender, as served) with an uploaded hero and biography
// photo: each is a <picture> whose <source type="image/avif"> lists the
// AVIF copies before the <img>'s WebP srcset, and the head preloads the
// hero's AVIF srcset with the picture's sizes. An image that is not an
// upload has no <source> and is preloaded by its src.
func TestBuiltPagesOfferAnUploadsAVIFFirst(t *testing.T) {
	src, err := fs.ReadFile(builtFrontend(t), "pages/index.html")
	require.NoError(t, err)
	tmpl, err := compilePage(src)
	require.NoError(t, err)
	render := func(doc domain.Site) string {
		t.Helper()
		siteJSON, err := json.Marshal(doc)
		require.NoError(t, err)
		d, err := newPageData(siteJSON, "http://x", nil, newViewConfig(), doc, app.Viewer{})
		require.NoError(t, err)
		out, err := tmpl.render(map[string]any{"site": d.site, "views": d.viewsWith(map[string]any{}), "request": map[string]any{"path": "/", "search": ""}})
		require.NoError(t, err)
		return string(out)
	}
	// The image preloads and the pictures of the page, one a line: what the
	// assertions read (a failure then prints these, not the whole page).
	parts := func(page string) string {
		return strings.Join(imageParts.FindAllString(page, -1), "\n")
	}
	// The hero fills a phone's width (frontend/src/components/ui/image-sizes.ts).
	const phoneWidth = "(max-width: 479px) and (min-resolution: 2.5dppx) 320px, 100vw"
	const hero, bio = "/uploads/0123456789abcdef0123456789abcdef.jpg", "/uploads/00112233445566778899aabbccddeeff.png"
	doc := domain.Site{Name: "N"}
	doc.Hero.Image, doc.Biography.Image = hero, bio
	page := parts(render(doc))
	avif := func(base string) string {
		return "/uploads/" + base + "-w480.avif 480w, /uploads/" + base + "-w960.avif 960w, /uploads/" + base + "-w1600.avif 1600w"
	}
	assert.Contains(t, page, `<link rel="preload" as="image" fetchPriority="high" imageSrcSet="`+avif("0123456789abcdef0123456789abcdef")+`" imageSizes="`+phoneWidth+`"/>`)
	assert.Contains(t, page, `<source type="image/avif" srcSet="`+avif("0123456789abcdef0123456789abcdef")+`" sizes="`+phoneWidth+`"/><img src="`+hero+`" srcSet="/uploads/0123456789abcdef0123456789abcdef-w480.webp 480w`)
	assert.Contains(t, page, `<source type="image/avif" srcSet="`+avif("00112233445566778899aabbccddeeff")+`" sizes="(min-width: 768px) 440px, 280px"/><img src="`+bio+`"`)

	doc.Hero.Image, doc.Biography.Image = "/images/home/hero.svg", "/images/home/portrait.svg"
	page = parts(render(doc))
	assert.NotContains(t, page, `<source`, "an image that is not an upload has no copies")
	assert.Contains(t, page, `<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/images/home/hero.svg 1600w" imageSizes="`+phoneWidth+`"/>`)
}
