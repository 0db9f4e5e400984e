package httpapi

import (
	"encoding/json"

	"github.com/portfolio-site/portfolio/domain"
)

// The members of PUT /api/site: every key of the document GET /api/site
// answers, so the admin sends back what it read. As every table, these
// are strict: a key the document does not have is an error, down to list
// items and nested objects, so a misspelt key cannot vanish silently.

// siteFields is the top level: strings and lists replace, the
// objects merge member by member (domain.SitePatch).
var siteFields = fields[domain.SitePatch]{
	text("name", func(p *domain.SitePatch) **string { return &p.Name }),
	text("email", func(p *domain.SitePatch) **string { return &p.Email }),
	text("location", func(p *domain.SitePatch) **string { return &p.Location }),
	text("tagline", func(p *domain.SitePatch) **string { return &p.Tagline }),
	// The public URL is configuration, filled in on the way out.
	ignored[domain.SitePatch]("publicUrl"),
	replace("socials", listOf(objectOf(siteSocialFields)), func(p *domain.SitePatch) **[]domain.SiteSocial { return &p.Socials }),
	merge("seo", siteSEOFields, func(p *domain.SitePatch) *domain.SiteSEOPatch { return &p.SEO }),
	merge("hero", siteHeroFields, func(p *domain.SitePatch) *domain.SiteHeroPatch { return &p.Hero }),
	replace("categoryCards", listOf(objectOf(siteCardFields)), func(p *domain.SitePatch) **[]domain.SiteCategoryCard { return &p.CategoryCards }),
	replace("funds", listOf(objectOf(siteFundFields)), func(p *domain.SitePatch) **[]domain.SiteFund { return &p.Funds }),
	replace("mediaHighlights", listOf(objectOf(siteHighlightFields)), func(p *domain.SitePatch) **[]domain.SiteMediaHighlight { return &p.MediaHighlights }),
	merge("biography", siteBiographyFields, func(p *domain.SitePatch) *domain.SiteBiographyPatch { return &p.Biography }),
	replace("impactStats", listOf(objectOf(siteStatFields)), func(p *domain.SitePatch) **[]domain.SiteImpactStat { return &p.ImpactStats }),
	text("quote", func(p *domain.SitePatch) **string { return &p.Quote }),
	merge("venture", siteVentureFields, func(p *domain.SitePatch) *domain.SiteVenturePatch { return &p.Venture }),
	replace("outlets", listOf(stringValue), func(p *domain.SitePatch) **[]string { return &p.Outlets }),
	replace("outletLogos", listOf(objectOf(siteOutletLogoFields)), func(p *domain.SitePatch) **[]domain.SiteOutletLogo { return &p.OutletLogos }),
	replace("timeline", listOf(objectOf(siteEraFields)), func(p *domain.SitePatch) **[]domain.SiteEra { return &p.Timeline }),
	replace("gameStudios", listOf(objectOf(siteStudioFields)), func(p *domain.SitePatch) **[]domain.SiteGameStudio { return &p.GameStudios }),
	merge("pressKit", sitePressKitFields, func(p *domain.SitePatch) *domain.SitePressKitPatch { return &p.PressKit }),
	textGroup(domain.SiteGroupHomeTexts, nil),
	textGroup(domain.SiteGroupCallToAction, nil),
	textGroup(domain.SiteGroupPages, nil),
	textGroup(domain.SiteGroupFooter, fields[domain.SiteTextsPatch]{
		replace("industries", listOf(stringValue), func(p *domain.SiteTextsPatch) **[]string { return &p.Industries }),
	}),
	textGroup(domain.SiteGroupNav, nil),
	textGroup(domain.SiteGroupSections, nil),
}

// textGroup is a group of the fixed texts (domain.SiteTextFields), merged
// member by member: each member a string of the group's table, any other
// key an error; extra are the group's members that are not texts.
func textGroup(group string, extra fields[domain.SiteTextsPatch]) field[domain.SitePatch] {
	fs := append(fields[domain.SiteTextsPatch]{}, extra...)
	for _, key := range domain.SiteTextGroups()[group] {
		fs = append(fs, field[domain.SiteTextsPatch]{name: key, decode: func(p *domain.SiteTextsPatch, raw json.RawMessage, path string, v domain.ValidationErrors) {
			if s, ok := stringValue(raw, path, v); ok {
				p.SetText(group, key, s)
			}
		}})
	}
	return merge(group, fs, func(p *domain.SitePatch) *domain.SiteTextsPatch { return &p.Texts })
}

var siteStudioFields = fields[domain.SiteGameStudio]{
	whole("key", stringValue, func(s *domain.SiteGameStudio) *string { return &s.Key }),
	whole("name", stringValue, func(s *domain.SiteGameStudio) *string { return &s.Name }),
	whole("logo", stringValue, func(s *domain.SiteGameStudio) *string { return &s.Logo }),
	whole("logoUrl", stringValue, func(s *domain.SiteGameStudio) *string { return &s.LogoURL }),
	whole("logoFocalX", focalValue, func(s *domain.SiteGameStudio) *float64 { return &s.LogoFocalX }),
	whole("logoFocalY", focalValue, func(s *domain.SiteGameStudio) *float64 { return &s.LogoFocalY }),
	whole("period", stringValue, func(s *domain.SiteGameStudio) *string { return &s.Period }),
}

var siteOutletLogoFields = fields[domain.SiteOutletLogo]{
	whole("name", stringValue, func(l *domain.SiteOutletLogo) *string { return &l.Name }),
	whole("logoUrl", stringValue, func(l *domain.SiteOutletLogo) *string { return &l.LogoURL }),
	whole("logoFocalX", focalValue, func(l *domain.SiteOutletLogo) *float64 { return &l.LogoFocalX }),
	whole("logoFocalY", focalValue, func(l *domain.SiteOutletLogo) *float64 { return &l.LogoFocalY }),
}

var siteSEOFields = fields[domain.SiteSEOPatch]{
	text("description", func(p *domain.SiteSEOPatch) **string { return &p.Description }),
	replace("keywords", listOf(stringValue), func(p *domain.SiteSEOPatch) **[]string { return &p.Keywords }),
	text("shareImage", func(p *domain.SiteSEOPatch) **string { return &p.ShareImage }),
	focal("shareImageFocalX", func(p *domain.SiteSEOPatch) **float64 { return &p.ShareImageFocalX }),
	focal("shareImageFocalY", func(p *domain.SiteSEOPatch) **float64 { return &p.ShareImageFocalY }),
}

var siteHeroFields = fields[domain.SiteHeroPatch]{
	text("eyebrow", func(p *domain.SiteHeroPatch) **string { return &p.Eyebrow }),
	text("headline", func(p *domain.SiteHeroPatch) **string { return &p.Headline }),
	text("intro", func(p *domain.SiteHeroPatch) **string { return &p.Intro }),
	text("image", func(p *domain.SiteHeroPatch) **string { return &p.Image }),
	focal("imageFocalX", func(p *domain.SiteHeroPatch) **float64 { return &p.ImageFocalX }),
	focal("imageFocalY", func(p *domain.SiteHeroPatch) **float64 { return &p.ImageFocalY }),
}

var siteBiographyFields = fields[domain.SiteBiographyPatch]{
	replace("paragraphs", listOf(stringValue), func(p *domain.SiteBiographyPatch) **[]string { return &p.Paragraphs }),
	text("image", func(p *domain.SiteBiographyPatch) **string { return &p.Image }),
	text("imageDescription", func(p *domain.SiteBiographyPatch) **string { return &p.ImageDescription }),
	boolean("imageDecorative", func(p *domain.SiteBiographyPatch) **bool { return &p.ImageDecorative }),
	focal("imageFocalX", func(p *domain.SiteBiographyPatch) **float64 { return &p.ImageFocalX }),
	focal("imageFocalY", func(p *domain.SiteBiographyPatch) **float64 { return &p.ImageFocalY }),
}

var siteVentureFields = fields[domain.SiteVenturePatch]{
	replace("paragraphs", listOf(stringValue), func(p *domain.SiteVenturePatch) **[]string { return &p.Paragraphs }),
}

// The objects of the document's lists, each decoded whole: a member
// absent from an item is empty.

var siteSocialFields = fields[domain.SiteSocial]{
	whole("platform", stringValue, func(s *domain.SiteSocial) *string { return &s.Platform }),
	whole("label", stringValue, func(s *domain.SiteSocial) *string { return &s.Label }),
	whole("url", stringValue, func(s *domain.SiteSocial) *string { return &s.URL }),
}

var siteCardFields = fields[domain.SiteCategoryCard]{
	whole("title", stringValue, func(c *domain.SiteCategoryCard) *string { return &c.Title }),
	whole("subtitle", stringValue, func(c *domain.SiteCategoryCard) *string { return &c.Subtitle }),
	whole("link", stringValue, func(c *domain.SiteCategoryCard) *string { return &c.Link }),
	whole("imageUrl", stringValue, func(c *domain.SiteCategoryCard) *string { return &c.ImageURL }),
	whole("imageDescription", stringValue, func(c *domain.SiteCategoryCard) *string { return &c.ImageDescription }),
	whole("imageDecorative", boolValue, func(c *domain.SiteCategoryCard) *bool { return &c.ImageDecorative }),
	whole("imageFocalX", focalValue, func(c *domain.SiteCategoryCard) *float64 { return &c.ImageFocalX }),
	whole("imageFocalY", focalValue, func(c *domain.SiteCategoryCard) *float64 { return &c.ImageFocalY }),
}

var siteFundFields = fields[domain.SiteFund]{
	whole("name", stringValue, func(f *domain.SiteFund) *string { return &f.Name }),
	whole("focus", stringValue, func(f *domain.SiteFund) *string { return &f.Focus }),
	whole("description", stringValue, func(f *domain.SiteFund) *string { return &f.Description }),
	whole("link", stringValue, func(f *domain.SiteFund) *string { return &f.Link }),
	whole("imageUrl", stringValue, func(f *domain.SiteFund) *string { return &f.ImageURL }),
	whole("imageDescription", stringValue, func(f *domain.SiteFund) *string { return &f.ImageDescription }),
	whole("imageDecorative", boolValue, func(f *domain.SiteFund) *bool { return &f.ImageDecorative }),
	whole("imageFocalX", focalValue, func(f *domain.SiteFund) *float64 { return &f.ImageFocalX }),
	whole("imageFocalY", focalValue, func(f *domain.SiteFund) *float64 { return &f.ImageFocalY }),
}

var siteHighlightFields = fields[domain.SiteMediaHighlight]{
	whole("title", stringValue, func(m *domain.SiteMediaHighlight) *string { return &m.Title }),
	whole("description", stringValue, func(m *domain.SiteMediaHighlight) *string { return &m.Description }),
	whole("image", stringValue, func(m *domain.SiteMediaHighlight) *string { return &m.Image }),
	whole("link", stringValue, func(m *domain.SiteMediaHighlight) *string { return &m.Link }),
	whole("imageDecorative", boolValue, func(m *domain.SiteMediaHighlight) *bool { return &m.ImageDecorative }),
	whole("imageFocalX", focalValue, func(m *domain.SiteMediaHighlight) *float64 { return &m.ImageFocalX }),
	whole("imageFocalY", focalValue, func(m *domain.SiteMediaHighlight) *float64 { return &m.ImageFocalY }),
}

var siteStatFields = fields[domain.SiteImpactStat]{
	whole("number", stringValue, func(s *domain.SiteImpactStat) *string { return &s.Number }),
	whole("label", stringValue, func(s *domain.SiteImpactStat) *string { return &s.Label }),
	whole("detail", stringValue, func(s *domain.SiteImpactStat) *string { return &s.Detail }),
	whole("icon", stringValue, func(s *domain.SiteImpactStat) *string { return &s.Icon }),
}

var siteEraFields = fields[domain.SiteEra]{
	whole("era", stringValue, func(e *domain.SiteEra) *string { return &e.Era }),
	whole("icon", stringValue, func(e *domain.SiteEra) *string { return &e.Icon }),
	whole("colors", objectOf(siteEraColorsFields), func(e *domain.SiteEra) *domain.SiteEraColors { return &e.Colors }),
	whole("milestones", listOf(objectOf(siteMilestoneFields)), func(e *domain.SiteEra) *[]domain.SiteMilestone { return &e.Milestones }),
	whole("summary", stringValue, func(e *domain.SiteEra) *string { return &e.Summary }),
}

var siteEraColorsFields = fields[domain.SiteEraColors]{
	whole("palette", stringValue, func(c *domain.SiteEraColors) *string { return &c.Palette }),
	whole("from", stringValue, func(c *domain.SiteEraColors) *string { return &c.From }),
	whole("to", stringValue, func(c *domain.SiteEraColors) *string { return &c.To }),
}

var siteMilestoneFields = fields[domain.SiteMilestone]{
	whole("year", stringValue, func(m *domain.SiteMilestone) *string { return &m.Year }),
	whole("text", stringValue, func(m *domain.SiteMilestone) *string { return &m.Text }),
}

// sitePressKitFields are the press kit's members: the bios merge member by
// member, the lists replace.
var sitePressKitFields = fields[domain.SitePressKitPatch]{
	merge("bios", fields[domain.SitePressKitPatch]{
		text("short", func(p *domain.SitePressKitPatch) **string { return &p.Short }),
		text("medium", func(p *domain.SitePressKitPatch) **string { return &p.Medium }),
		text("long", func(p *domain.SitePressKitPatch) **string { return &p.Long }),
	}, func(p *domain.SitePressKitPatch) *domain.SitePressKitPatch { return p }),
	replace("headshots", listOf(objectOf(siteHeadshotFields)), func(p *domain.SitePressKitPatch) **[]domain.SiteHeadshot { return &p.Headshots }),
	replace("logos", listOf(objectOf(sitePressLogoFields)), func(p *domain.SitePressKitPatch) **[]domain.SitePressLogo { return &p.Logos }),
	replace("facts", listOf(objectOf(sitePressFactFields)), func(p *domain.SitePressKitPatch) **[]domain.SitePressFact { return &p.Facts }),
}

var siteHeadshotFields = fields[domain.SiteHeadshot]{
	whole("src", stringValue, func(h *domain.SiteHeadshot) *string { return &h.Src }),
	whole("alt", stringValue, func(h *domain.SiteHeadshot) *string { return &h.Alt }),
	whole("credit", stringValue, func(h *domain.SiteHeadshot) *string { return &h.Credit }),
	whole("license", stringValue, func(h *domain.SiteHeadshot) *string { return &h.License }),
	whole("focalX", focalValue, func(h *domain.SiteHeadshot) *float64 { return &h.FocalX }),
	whole("focalY", focalValue, func(h *domain.SiteHeadshot) *float64 { return &h.FocalY }),
}

var sitePressLogoFields = fields[domain.SitePressLogo]{
	whole("src", stringValue, func(l *domain.SitePressLogo) *string { return &l.Src }),
	whole("alt", stringValue, func(l *domain.SitePressLogo) *string { return &l.Alt }),
	whole("name", stringValue, func(l *domain.SitePressLogo) *string { return &l.Name }),
	whole("focalX", focalValue, func(l *domain.SitePressLogo) *float64 { return &l.FocalX }),
	whole("focalY", focalValue, func(l *domain.SitePressLogo) *float64 { return &l.FocalY }),
}

var sitePressFactFields = fields[domain.SitePressFact]{
	whole("label", stringValue, func(f *domain.SitePressFact) *string { return &f.Label }),
	whole("value", stringValue, func(f *domain.SitePressFact) *string { return &f.Value }),
}
