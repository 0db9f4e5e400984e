package domain

import "context"

// Site is the site document: the owner's profile, the SEO defaults and the
// home and About content, edited as one whole in the admin's Site tab and
// served at GET /api/site. The JSON names are the API's; every key is always
// present and every list encodes as [] (see MarshalJSON), so the frontend
// never meets a null.
type Site struct {
	Name     string `json:"name"`
	Email    string `json:"email"`
	Location string `json:"location"`
	Tagline  string `json:"tagline"`
	// PublicURL is the site's address from the configuration (public_url).
	// It is filled in on the way out, never stored and never edited.
	PublicURL       string               `json:"publicUrl"`
	Socials         []SiteSocial         `json:"socials"`
	SEO             SiteSEO              `json:"seo"`
	Hero            SiteHero             `json:"hero"`
	CategoryCards   []SiteCategoryCard   `json:"categoryCards"`
	Funds           []SiteFund           `json:"funds"`
	MediaHighlights []SiteMediaHighlight `json:"mediaHighlights"`
	Biography       SiteBiography        `json:"biography"`
	ImpactStats     []SiteImpactStat     `json:"impactStats"`
	Quote           string               `json:"quote"`
	Venture         SiteVenture          `json:"venture"`
	Outlets         []string             `json:"outlets"`
	// OutletLogos are the logos of some outlets, by outlet name; an outlet
	// without one shows its name. A member of its own, so outlets stays
	// the list of names the spec describes and a stored document without
	// logos reads as before.
	OutletLogos []SiteOutletLogo `json:"outletLogos"`
	Timeline    []SiteEra        `json:"timeline"`
	// HomeTexts, CallToAction, Pages, Footer, Nav and Sections are the fixed words of
	// the public pages (SiteTextFields): a stored document without one
	// reads its default.
	HomeTexts    SiteHomeTexts    `json:"homeTexts"`
	CallToAction SiteCallToAction `json:"callToAction"`
	Pages        SitePageTexts    `json:"pages"`
	Footer       SiteFooter       `json:"footer"`
	Nav          SiteNavTexts     `json:"nav"`
	Sections     SiteSectionTexts `json:"sections"`
	// GameStudios are the studio blocks of the portfolio's Games section
	// (a stored document without them reads the spec's three).
	GameStudios []SiteGameStudio `json:"gameStudios"`
	// PressKit is the press kit (/press-kit, its one-sheet and ZIP); a
	// stored document without one reads an empty kit.
	PressKit SitePressKit `json:"pressKit"`
}

// SiteSocial is one of the owner's public profiles, shown in the footer.
// Platform is a key of SocialPlatforms (its icon).
type SiteSocial struct {
	Platform string `json:"platform"`
	Label    string `json:"label"`
	URL      string `json:"url"`
}

// SiteSEO is what search engines and link previews read when a page sets
// nothing of its own.
type SiteSEO struct {
	Description string   `json:"description"`
	Keywords    []string `json:"keywords"`
	ShareImage  string   `json:"shareImage"`
	// The share image's focal point (focal_point.go): its 1200 × 630 copy
	// is cut around it.
	ShareImageFocalX float64 `json:"shareImageFocalX"`
	ShareImageFocalY float64 `json:"shareImageFocalY"`
}

// SiteHero is the top of the home page.
type SiteHero struct {
	Eyebrow  string `json:"eyebrow"`
	Headline string `json:"headline"`
	Intro    string `json:"intro"`
	Image    string `json:"image"`
	// The image's focal point (focal_point.go).
	ImageFocalX float64 `json:"imageFocalX"`
	ImageFocalY float64 `json:"imageFocalY"`
}

// SiteCategoryCard is one card of the home page's portfolio categories.
type SiteCategoryCard struct {
	Title            string `json:"title"`
	Subtitle         string `json:"subtitle"`
	Link             string `json:"link"`
	ImageURL         string `json:"imageUrl"`
	ImageDescription string `json:"imageDescription"`
	// ImageDecorative marks the image as decoration (alt="").
	ImageDecorative bool `json:"imageDecorative"`
	// The image's focal point (focal_point.go).
	ImageFocalX float64 `json:"imageFocalX"`
	ImageFocalY float64 `json:"imageFocalY"`
}

// UnmarshalJSON decodes over a centred focal point (FocalCentre).
func (c *SiteCategoryCard) UnmarshalJSON(data []byte) error {
	type plain SiteCategoryCard
	return decodeCentred(data, (*plain)(c))
}

// SiteFund is one fund the owner manages, on the home page.
type SiteFund struct {
	Name             string `json:"name"`
	Focus            string `json:"focus"`
	Description      string `json:"description"`
	Link             string `json:"link"`
	ImageURL         string `json:"imageUrl"`
	ImageDescription string `json:"imageDescription"`
	// ImageDecorative marks the image as decoration (alt="").
	ImageDecorative bool `json:"imageDecorative"`
	// The image's focal point (focal_point.go).
	ImageFocalX float64 `json:"imageFocalX"`
	ImageFocalY float64 `json:"imageFocalY"`
}

// UnmarshalJSON decodes over a centred focal point (FocalCentre).
func (f *SiteFund) UnmarshalJSON(data []byte) error {
	type plain SiteFund
	return decodeCentred(data, (*plain)(f))
}

// SiteMediaHighlight is one card of the home page's media section.
type SiteMediaHighlight struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Image       string `json:"image"`
	Link        string `json:"link"`
	// ImageDecorative marks the image as decoration (alt=""); otherwise
	// its alt is the title.
	ImageDecorative bool `json:"imageDecorative"`
	// The image's focal point (focal_point.go).
	ImageFocalX float64 `json:"imageFocalX"`
	ImageFocalY float64 `json:"imageFocalY"`
}

// UnmarshalJSON decodes over a centred focal point (FocalCentre).
func (h *SiteMediaHighlight) UnmarshalJSON(data []byte) error {
	type plain SiteMediaHighlight
	return decodeCentred(data, (*plain)(h))
}

// SiteBiography is the About page's biography with its portrait.
type SiteBiography struct {
	Paragraphs       []string `json:"paragraphs"`
	Image            string   `json:"image"`
	ImageDescription string   `json:"imageDescription"`
	// ImageDecorative marks the portrait as decoration (alt=""); otherwise
	// its alt is the description, else the owner's name.
	ImageDecorative bool `json:"imageDecorative"`
	// The portrait's focal point (focal_point.go).
	ImageFocalX float64 `json:"imageFocalX"`
	ImageFocalY float64 `json:"imageFocalY"`
}

// SiteImpactStat is one figure of the About page ("8 Shipped Games").
type SiteImpactStat struct {
	Number string `json:"number"`
	Label  string `json:"label"`
	Detail string `json:"detail"`
	Icon   string `json:"icon"`
}

// SiteVenture is the About page's venture section.
type SiteVenture struct {
	Paragraphs []string `json:"paragraphs"`
}

// SiteOutletLogo is the logo of the outlet named Name (one of the
// document's outlets), shown in the home page's Featured In strip in place
// of the name, which stays its alt text.
type SiteOutletLogo struct {
	Name    string `json:"name"`
	LogoURL string `json:"logoUrl"`
	// The logo's focal point (focal_point.go).
	LogoFocalX float64 `json:"logoFocalX"`
	LogoFocalY float64 `json:"logoFocalY"`
}

// UnmarshalJSON decodes over a centred focal point (FocalCentre).
func (l *SiteOutletLogo) UnmarshalJSON(data []byte) error {
	type plain SiteOutletLogo
	return decodeCentred(data, (*plain)(l))
}

// SiteEra is one era of the About page's career timeline.
type SiteEra struct {
	Era        string          `json:"era"`
	Icon       string          `json:"icon"`
	Colors     SiteEraColors   `json:"colors"`
	Milestones []SiteMilestone `json:"milestones"`
	Summary    string          `json:"summary"`
}

// SiteEraColors are an era's accents: a palette of the theme and the two
// ends of its gradient.
type SiteEraColors struct {
	Palette string `json:"palette"`
	From    string `json:"from"`
	To      string `json:"to"`
}

// SiteMilestone is one step of an era. Text is inline markup (see
// CheckMarkup): the only place of the document that becomes links.
type SiteMilestone struct {
	Year string `json:"year"`
	Text string `json:"text"`
}

// SiteIcons lists the icons a figure or an era may show; the frontend draws
// exactly these (SITE_ICONS of frontend/src/lib/api-types.gen.ts, generated).
func SiteIcons() []string {
	return []string{
		"gamepad", "film", "clapper", "music", "trophy", "globe", "cube", "chart",
		"users", "sparkles", "rocket", "compass", "briefcase", "mic", "tv",
	}
}

// SitePalettes lists the accent palettes of an era, the theme's colour
// families (ERA_PALETTES of frontend/src/lib/api-types.gen.ts).
func SitePalettes() []string { return []string{"brand", "gold", "purple", "orange", "blue"} }

// MsgSiteNotFound is the ENOTFOUND message of a database that has no site
// document yet (before the first start seeded it).
const MsgSiteNotFound = "Site content not found"

// SiteRepository stores the one site document. It is a single row, so
// there is no id: the first start inserts it (SeedIfEmpty), later writes
// replace it. PublicURL is never stored: it reads back empty.
type SiteRepository interface {
	// Get returns the document. ENOTFOUND (MsgSiteNotFound) while no
	// document was stored yet, so a caller can tell "not seeded" from an
	// outage.
	Get(ctx context.Context) (*Site, error)
	// Save stores s whole, inserting the document when there is none.
	Save(ctx context.Context, s *Site) error
	// Update reads the document, applies fn and writes it back in one
	// transaction that no other write can interleave with; fn's error
	// aborts the write and comes back unchanged. ENOTFOUND when there is
	// no document.
	Update(ctx context.Context, fn func(*Site) error) (*Site, error)
	// SeedIfEmpty stores s only when there is no document yet and reports
	// whether it did. Of several instances seeding at once exactly one
	// stores its document; none fails for the others.
	SeedIfEmpty(ctx context.Context, s *Site) (bool, error)
}
