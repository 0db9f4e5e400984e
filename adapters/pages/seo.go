package pages

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// headMarker is where index.html wants the page's head tags.
const headMarker = "<!--app-head-->"

// seoConfig is the head of every page: SEORoutes (the table of Pages), or
// the JSON a test gives.
type seoConfig struct {
	Defaults struct {
		Keywords string `json:"keywords"`
		Image    string `json:"image"`
		// ImageWidth, ImageHeight and ImageType are the default image's
		// size and content type, for link previews (og:image:width,
		// :height and :type); zero when unknown, as for a share image the
		// owner gave by address rather than uploaded.
		ImageWidth  int    `json:"imageWidth"`
		ImageHeight int    `json:"imageHeight"`
		ImageType   string `json:"imageType"`
		ThemeColor  string `json:"themeColor"`
		Locale      string `json:"locale"`
	} `json:"defaults"`
	Routes []seoRoute `json:"routes"`
}

// seoRoute is the head of one page; title and description may name the
// owner as {name} and their tagline as {tagline}, filled from the site
// profile (the one place those live).
type seoRoute struct {
	Path        string `json:"path"`
	Title       string `json:"title"`
	Description string `json:"description"`
	OGType      string `json:"ogType"`
	Image       string `json:"image"`
	Keywords    string `json:"keywords"`
	NoIndex     bool   `json:"noindex"`
	// imageSize is Image's size when it is not the default image (a
	// project's share copy); zero when unknown.
	imageSize imageSize
	// jsonLD replaces the page's structured data when not nil (a
	// project's page).
	jsonLD []byte
}

// imageSize is an image's size and content type, for link previews.
type imageSize struct {
	width, height int
	contentType   string
}

// fillProfile puts the owner's name and tagline into a head text.
func fillProfile(s string, site app.SiteProfile) string {
	return strings.NewReplacer("{name}", site.Name, "{tagline}", site.Tagline).Replace(s)
}

// parseSEO reads the heads once at start; without them, every page of the
// table is titled with the site's name.
func parseSEO(data []byte, site app.SiteProfile) (seoConfig, error) {
	var c seoConfig
	if len(bytes.TrimSpace(data)) == 0 {
		for _, p := range Pages() {
			c.Routes = append(c.Routes, seoRoute{Path: p.Path, Title: "{name}"})
		}
	} else if err := json.Unmarshal(data, &c); err != nil {
		return c, fmt.Errorf("pages: parse SEO routes: %w", err)
	}
	for i := range c.Routes {
		rt := &c.Routes[i]
		if !strings.HasPrefix(rt.Path, "/") {
			return c, fmt.Errorf("pages: SEO route %q: path must start with /", rt.Path)
		}
		rt.Title = fillProfile(rt.Title, site)
		rt.Description = fillProfile(rt.Description, site)
	}
	if c.Defaults.Locale == "" {
		c.Defaults.Locale = "en_US"
	}
	return c, nil
}

// applySiteDefaults puts the site document's SEO defaults in place: its
// keywords and share image are every page's defaults, its description the
// home page's (and so the manifest's). An uploaded share image is given
// as its share copy (domain.ShareImageName), 1200 × 630 whatever the size
// of the upload, which the upload server makes on first use.
func (c *seoConfig) applySiteDefaults(doc domain.Site) {
	var keywords []string
	for _, k := range doc.SEO.Keywords {
		if k = strings.TrimSpace(k); k != "" {
			keywords = append(keywords, k)
		}
	}
	if len(keywords) > 0 {
		c.Defaults.Keywords = strings.Join(keywords, ", ")
	}
	if img := strings.TrimSpace(doc.SEO.ShareImage); img != "" && img != c.Defaults.Image {
		d := &c.Defaults
		d.Image, d.ImageWidth, d.ImageHeight, d.ImageType = img, 0, 0, ""
		if share, ok := shareImageOf(img, doc.SEO.ShareImageFocalX, doc.SEO.ShareImageFocalY); ok {
			d.Image, d.ImageWidth, d.ImageHeight, d.ImageType = share, domain.ShareImageWidth, domain.ShareImageHeight, domain.ShareImageType().ContentType
		}
	}
	if d := strings.TrimSpace(doc.SEO.Description); d != "" {
		for i := range c.Routes {
			if c.Routes[i].Path == "/" {
				c.Routes[i].Description = d
			}
		}
	}
}

// shareImageOf is the address of the share copy of an uploaded image's
// address, cut around its focal point (x, y) (domain.ShareImageNameAt: a
// moved point is a new address); ok is false for any other image (another
// host's, a file of the build, a resized copy).
func shareImageOf(u string, x, y float64) (string, bool) {
	m := uploadedImage.FindStringSubmatch(u)
	if m == nil {
		return "", false
	}
	if _, ok := domain.ImageTypeByName(u); !ok {
		return "", false
	}
	return "/uploads/" + domain.ShareImageNameAt(m[1]+".x", domain.SharePointOf(x, y)), true
}

// siteProfile is the owner's profile of the document.
func siteProfile(doc domain.Site) app.SiteProfile {
	p := app.SiteProfile{Name: doc.Name, Email: doc.Email, Location: doc.Location, Tagline: doc.Tagline,
		PublicURL: doc.PublicURL, Socials: []app.SocialLink{}}
	for _, s := range doc.Socials {
		p.Socials = append(p.Socials, app.SocialLink{Platform: s.Platform, Label: s.Label, URL: s.URL})
	}
	return p
}

// seoRenderer renders heads, robots.txt and sitemap.xml for one site.
type seoRenderer struct {
	site app.SiteProfile
	base string // public URL without a trailing slash
	cfg  seoConfig
	// description is the owner's, for the Person of the structured data
	// (the biography's first paragraph).
	description string
	// portrait is the owner's picture for the Person, absolute ("" for none).
	portrait string
}

func newSEORenderer(site app.SiteProfile, cfg seoConfig) *seoRenderer {
	return &seoRenderer{site: site, base: strings.TrimRight(site.PublicURL, "/"), cfg: cfg}
}

// absolute makes a site path absolute with the public URL.
func (g *seoRenderer) absolute(p string) string {
	if strings.HasPrefix(p, "http://") || strings.HasPrefix(p, "https://") {
		return p
	}
	return g.base + p
}

// robotsTxt allows everything but the admin and the API.
func (g *seoRenderer) robotsTxt() []byte {
	return []byte("User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: " + g.absolute("/sitemap.xml") + "\n")
}

// sitemapXML lists the indexable routes with absolute URLs.
func (g *seoRenderer) sitemapXML() []byte {
	return g.writeSitemap(g.sitemapRoutes())
}

// sitemapEntry is a page of the sitemap: its path, and when it last
// changed (zero: unknown, no <lastmod>).
type sitemapEntry struct {
	path    string
	lastmod time.Time
}

// sitemapRoutes are the indexable routes of the SEO configuration.
func (g *seoRenderer) sitemapRoutes() []sitemapEntry {
	var out []sitemapEntry
	for _, rt := range g.cfg.Routes {
		if rt.NoIndex || rt.Path == "/admin" || strings.ContainsAny(rt.Path, "*:{") {
			continue
		}
		out = append(out, sitemapEntry{path: rt.Path})
	}
	return out
}

// writeSitemap is the sitemap of entries, with absolute URLs.
func (g *seoRenderer) writeSitemap(entries []sitemapEntry) []byte {
	var b bytes.Buffer
	b.WriteString(xml.Header)
	b.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, e := range entries {
		b.WriteString("  <url><loc>")
		_ = xml.EscapeText(&b, []byte(g.absolute(e.path)))
		b.WriteString("</loc>")
		if !e.lastmod.IsZero() {
			b.WriteString("<lastmod>" + e.lastmod.UTC().Format(time.RFC3339) + "</lastmod>")
		}
		b.WriteString("</url>\n")
	}
	b.WriteString("</urlset>\n")
	return b.Bytes()
}
