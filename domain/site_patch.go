package domain

import "slices"

// SitePatch is a partial update of the site document, as PUT /api/site
// takes it: a nil member is absent and keeps its value, a list replaces the
// whole list (items are whole values), and the four objects (SEO, Hero,
// Biography, Venture) merge member by member. PublicURL has no member: it
// is configuration, so a request cannot set it.
type SitePatch struct {
	Name            *string
	Email           *string
	Location        *string
	Tagline         *string
	Socials         *[]SiteSocial
	SEO             SiteSEOPatch
	Hero            SiteHeroPatch
	CategoryCards   *[]SiteCategoryCard
	Funds           *[]SiteFund
	MediaHighlights *[]SiteMediaHighlight
	Biography       SiteBiographyPatch
	ImpactStats     *[]SiteImpactStat
	Quote           *string
	Venture         SiteVenturePatch
	Outlets         *[]string
	OutletLogos     *[]SiteOutletLogo
	Timeline        *[]SiteEra
	GameStudios     *[]SiteGameStudio
	// PressKit merges its bios member by member; its lists replace.
	PressKit SitePressKitPatch
	// Texts are the fixed texts of the public pages; each group merges
	// member by member like the objects above.
	Texts SiteTextsPatch
}

// SiteSEOPatch is the members of SiteSEO a patch changes.
type SiteSEOPatch struct {
	Description                        *string
	Keywords                           *[]string
	ShareImage                         *string
	ShareImageFocalX, ShareImageFocalY *float64
}

// SiteHeroPatch is the members of SiteHero a patch changes.
type SiteHeroPatch struct {
	Eyebrow                  *string
	Headline                 *string
	Intro                    *string
	Image                    *string
	ImageFocalX, ImageFocalY *float64
}

// SiteBiographyPatch is the members of SiteBiography a patch changes.
type SiteBiographyPatch struct {
	Paragraphs               *[]string
	Image                    *string
	ImageDescription         *string
	ImageDecorative          *bool
	ImageFocalX, ImageFocalY *float64
}

// SiteVenturePatch is the members of SiteVenture a patch changes.
type SiteVenturePatch struct {
	Paragraphs *[]string
}

// Apply copies the present members of the patch onto s. The result is not
// checked: the caller validates the whole document (Site.Validate), since
// a rule may span members the patch did not touch.
func (p SitePatch) Apply(s *Site) {
	setString(&s.Name, p.Name)
	setString(&s.Email, p.Email)
	setString(&s.Location, p.Location)
	setString(&s.Tagline, p.Tagline)
	setList(&s.Socials, p.Socials)
	setString(&s.SEO.Description, p.SEO.Description)
	setList(&s.SEO.Keywords, p.SEO.Keywords)
	setString(&s.SEO.ShareImage, p.SEO.ShareImage)
	setFloat(&s.SEO.ShareImageFocalX, p.SEO.ShareImageFocalX)
	setFloat(&s.SEO.ShareImageFocalY, p.SEO.ShareImageFocalY)
	setString(&s.Hero.Eyebrow, p.Hero.Eyebrow)
	setString(&s.Hero.Headline, p.Hero.Headline)
	setString(&s.Hero.Intro, p.Hero.Intro)
	setString(&s.Hero.Image, p.Hero.Image)
	setFloat(&s.Hero.ImageFocalX, p.Hero.ImageFocalX)
	setFloat(&s.Hero.ImageFocalY, p.Hero.ImageFocalY)
	setList(&s.CategoryCards, p.CategoryCards)
	setList(&s.Funds, p.Funds)
	setList(&s.MediaHighlights, p.MediaHighlights)
	setList(&s.Biography.Paragraphs, p.Biography.Paragraphs)
	setString(&s.Biography.Image, p.Biography.Image)
	setString(&s.Biography.ImageDescription, p.Biography.ImageDescription)
	setBool(&s.Biography.ImageDecorative, p.Biography.ImageDecorative)
	setFloat(&s.Biography.ImageFocalX, p.Biography.ImageFocalX)
	setFloat(&s.Biography.ImageFocalY, p.Biography.ImageFocalY)
	setList(&s.ImpactStats, p.ImpactStats)
	setString(&s.Quote, p.Quote)
	setList(&s.Venture.Paragraphs, p.Venture.Paragraphs)
	setList(&s.Outlets, p.Outlets)
	setList(&s.OutletLogos, p.OutletLogos)
	if p.Outlets != nil && p.OutletLogos == nil {
		// A client that only knows the outlets (the spec's contract) keeps
		// the logos of the outlets it still names; the others go with them.
		s.OutletLogos = slices.DeleteFunc(slices.Clone(s.OutletLogos), func(l SiteOutletLogo) bool { return !slices.Contains(s.Outlets, l.Name) })
	}
	setList(&s.Timeline, p.Timeline)
	setList(&s.GameStudios, p.GameStudios)
	p.PressKit.apply(&s.PressKit)
	p.Texts.apply(s)
}

// setList replaces the whole list when the patch has one: nothing of a
// longer old list survives a shorter new one.
func setList[T any](dst *[]T, src *[]T) {
	if src != nil {
		*dst = *src
	}
}

// SiteTextsPatch is the fixed texts a patch changes, by group and member
// (SiteTextFields), and the footer's Industries list when present.
type SiteTextsPatch struct {
	Texts      map[string]map[string]string
	Industries *[]string
}

// apply copies the present texts onto s.
func (p SiteTextsPatch) apply(s *Site) {
	for _, f := range SiteTextFields() {
		if v, ok := p.Texts[f.Group][f.Key]; ok {
			*f.at(s) = v
		}
	}
	setList(&s.Footer.Industries, p.Industries)
}

// SetText records the text of member key of group.
func (p *SiteTextsPatch) SetText(group, key, value string) {
	if p.Texts == nil {
		p.Texts = map[string]map[string]string{}
	}
	if p.Texts[group] == nil {
		p.Texts[group] = map[string]string{}
	}
	p.Texts[group][key] = value
}
