package domain_test

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// defaultSiteFile is the document the first start seeds (app embeds it).
const defaultSiteFile = "../app/site_default.json"

// defaultSite decodes the seeded document strictly: a key the entity does
// not know would be dropped silently on the first save.
func defaultSite(t *testing.T) domain.Site {
	t.Helper()
	data, err := os.ReadFile(defaultSiteFile)
	require.NoError(t, err)
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var s domain.Site
	s.SetDefaultTexts()
	type plainSite domain.Site // without UnmarshalJSON, so the decoder stays strict
	require.NoError(t, dec.Decode((*plainSite)(&s)))
	return s
}

func TestDefaultSiteIsValid(t *testing.T) {
	s := defaultSite(t)
	require.NoError(t, s.Validate())
	assert.NotEmpty(t, s.Timeline)
	assert.NotEmpty(t, s.ImpactStats)
}

func TestSiteEncodesEveryKeyAndNoNullList(t *testing.T) {
	data, err := json.Marshal(domain.Site{Timeline: []domain.SiteEra{{Era: "One"}}})
	require.NoError(t, err)
	assert.NotContains(t, string(data), "null")
	var got map[string]any
	require.NoError(t, json.Unmarshal(data, &got))
	for _, key := range []string{"name", "email", "location", "tagline", "publicUrl", "socials", "seo", "hero",
		"categoryCards", "funds", "mediaHighlights", "biography", "impactStats", "quote", "venture", "outlets", "timeline",
		"homeTexts", "callToAction", "pages", "footer", "nav", "sections", "gameStudios", "outletLogos", "pressKit"} {
		assert.Contains(t, got, key)
	}
	assert.Len(t, got, 26, "exactly the keys of the contract")
	assert.Equal(t, map[string]any{"bios": map[string]any{"short": "", "medium": "", "long": ""},
		"headshots": []any{}, "logos": []any{}, "facts": []any{}}, got["pressKit"])
	assert.Equal(t, []any{}, got["footer"].(map[string]any)["industries"])
	assert.Equal(t, []any{}, got["timeline"].([]any)[0].(map[string]any)["milestones"])
	assert.Equal(t, map[string]any{"description": "", "keywords": []any{}, "shareImage": "", "shareImageFocalX": 0.0, "shareImageFocalY": 0.0}, got["seo"])

	// Encoding does not change the caller's value.
	s := domain.Site{Timeline: []domain.SiteEra{{Era: "One"}}}
	_, err = json.Marshal(&s)
	require.NoError(t, err)
	assert.Nil(t, s.Timeline[0].Milestones)
}

func TestSiteValidationRules(t *testing.T) {
	long := strings.Repeat("x", 10_000)
	cases := []struct {
		name  string
		edit  func(s *domain.Site)
		field string
		msg   string
	}{
		{"name required", func(s *domain.Site) { s.Name = "  " }, "name", domain.MsgRequired},
		{"name short", func(s *domain.Site) { s.Name = long }, "name", "String must contain at most 200 character(s)"},
		{"tagline required", func(s *domain.Site) { s.Tagline = "" }, "tagline", domain.MsgRequired},
		{"email", func(s *domain.Site) { s.Email = "not an email" }, "email", domain.MsgInvalidEmail},
		{"email with name", func(s *domain.Site) { s.Email = "Jo <jo@example.com>" }, "email", domain.MsgInvalidEmail},
		{"social label", func(s *domain.Site) { s.Socials[1].Label = "" }, "socials[1].label", domain.MsgRequired},
		{"social url required", func(s *domain.Site) { s.Socials[0].URL = "" }, "socials[0].url", domain.MsgRequired},
		{"social javascript", func(s *domain.Site) { s.Socials[0].URL = "javascript:alert(1)" }, "socials[0].url", domain.MsgInvalidURL},
		{"social mailto two", func(s *domain.Site) { s.Socials[0].URL = "mailto:a@example.com,b@example.com" }, "socials[0].url", domain.MsgInvalidURL},
		{"socials too many", func(s *domain.Site) {
			s.Socials = make([]domain.SiteSocial, 51)
			for i := range s.Socials {
				s.Socials[i] = domain.SiteSocial{Label: "x", URL: "#"}
			}
		}, "socials", "Array must contain at most 50 element(s)"},
		{"seo description long", func(s *domain.Site) { s.SEO.Description = long }, "seo.description", "String must contain at most 2000 character(s)"},
		{"keywords too many", func(s *domain.Site) { s.SEO.Keywords = make([]string, 31) }, "seo.keywords", "Array must contain at most 30 element(s)"},
		{"keyword long", func(s *domain.Site) { s.SEO.Keywords[2] = long }, "seo.keywords[2]", "String must contain at most 200 character(s)"},
		{"share image data", func(s *domain.Site) { s.SEO.ShareImage = "data:image/png;base64,AAAA" }, "seo.shareImage", domain.MsgInvalidImageURL},
		{"headline required", func(s *domain.Site) { s.Hero.Headline = "\t" }, "hero.headline", domain.MsgRequired},
		{"hero image", func(s *domain.Site) { s.Hero.Image = "//evil.example/x.png" }, "hero.image", domain.MsgInvalidImageURL},
		{"card title", func(s *domain.Site) { s.CategoryCards[3].Title = "" }, "categoryCards[3].title", domain.MsgRequired},
		{"card link", func(s *domain.Site) { s.CategoryCards[0].Link = "javascript:alert(1)" }, "categoryCards[0].link", domain.MsgInvalidURL},
		{"fund name", func(s *domain.Site) { s.Funds[1].Name = "" }, "funds[1].name", domain.MsgRequired},
		{"fund image", func(s *domain.Site) { s.Funds[0].ImageURL = "vbscript:x" }, "funds[0].imageUrl", domain.MsgInvalidImageURL},
		{"highlight title", func(s *domain.Site) { s.MediaHighlights[0].Title = "" }, "mediaHighlights[0].title", domain.MsgRequired},
		{"highlight link", func(s *domain.Site) { s.MediaHighlights[2].Link = "JaVaScRiPt:alert(1)" }, "mediaHighlights[2].link", domain.MsgInvalidURL},
		{"paragraph blank", func(s *domain.Site) { s.Biography.Paragraphs[1] = " " }, "biography.paragraphs[1]", domain.MsgRequired},
		{"paragraphs too many", func(s *domain.Site) { s.Venture.Paragraphs = make([]string, 21) }, "venture.paragraphs", "Array must contain at most 20 element(s)"},
		{"paragraph long", func(s *domain.Site) { s.Venture.Paragraphs[0] = long }, "venture.paragraphs[0]", "String must contain at most 2000 character(s)"},
		{"stat number", func(s *domain.Site) { s.ImpactStats[3].Number = "" }, "impactStats[3].number", domain.MsgRequired},
		{"stat label", func(s *domain.Site) { s.ImpactStats[3].Label = "" }, "impactStats[3].label", domain.MsgRequired},
		{"stat icon", func(s *domain.Site) { s.ImpactStats[3].Icon = "skull" }, "impactStats[3].icon", domain.MsgSiteIcon},
		{"quote long", func(s *domain.Site) { s.Quote = long }, "quote", "String must contain at most 2000 character(s)"},
		{"outlet blank", func(s *domain.Site) { s.Outlets[0] = "" }, "outlets[0]", domain.MsgRequired},
		{"outlet logo of no outlet", func(s *domain.Site) { s.OutletLogos[0].Name = "Nobody Weekly" }, "outletLogos[0].name", domain.MsgOutletLogoName},
		{"outlet renamed without its logo", func(s *domain.Site) { s.Outlets[0] = "The Weekly Frame" }, "outletLogos[0].name", domain.MsgOutletLogoName},
		{"outlet logo twice", func(s *domain.Site) { s.OutletLogos[1].Name = s.OutletLogos[0].Name }, "outletLogos[1].name", domain.MsgOutletLogoDuplicate},
		{"outlet logo url", func(s *domain.Site) { s.OutletLogos[2].LogoURL = "javascript:alert(1)" }, "outletLogos[2].logoUrl", domain.MsgInvalidImageURL},
		{"outlet logo url required", func(s *domain.Site) { s.OutletLogos[0].LogoURL = "" }, "outletLogos[0].logoUrl", domain.MsgRequired},
		{"studio logo url", func(s *domain.Site) { s.GameStudios[0].LogoURL = "//evil.example/x.svg" }, "gameStudios[0].logoUrl", domain.MsgInvalidImageURL},
		{"era name", func(s *domain.Site) { s.Timeline[2].Era = "" }, "timeline[2].era", domain.MsgRequired},
		{"era icon", func(s *domain.Site) { s.Timeline[2].Icon = "" }, "timeline[2].icon", domain.MsgSiteIcon},
		{"palette", func(s *domain.Site) { s.Timeline[0].Colors.Palette = "red" }, "timeline[0].colors.palette", domain.MsgSitePalette},
		{"colour short", func(s *domain.Site) { s.Timeline[0].Colors.From = "#fff" }, "timeline[0].colors.from", domain.MsgSiteColor},
		{"colour name", func(s *domain.Site) { s.Timeline[0].Colors.To = "red" }, "timeline[0].colors.to", domain.MsgSiteColor},
		{"colour css", func(s *domain.Site) { s.Timeline[0].Colors.To = "#123456;background:url(x)" }, "timeline[0].colors.to", domain.MsgSiteColor},
		{"milestones too many", func(s *domain.Site) {
			s.Timeline[1].Milestones = make([]domain.SiteMilestone, 21)
			for i := range s.Timeline[1].Milestones {
				s.Timeline[1].Milestones[i] = domain.SiteMilestone{Year: "Y", Text: "T"}
			}
		}, "timeline[1].milestones", "Array must contain at most 20 element(s)"},
		{"milestone year", func(s *domain.Site) { s.Timeline[2].Milestones[0].Year = "" }, "timeline[2].milestones[0].year", domain.MsgRequired},
		{"milestone script", func(s *domain.Site) { s.Timeline[2].Milestones[0].Text = "Hi <script>alert(1)</script>" }, "timeline[2].milestones[0].text", domain.MsgMarkupHTML},
		{"milestone javascript link", func(s *domain.Site) { s.Timeline[2].Milestones[0].Text = "See [this](javascript:alert(1))" }, "timeline[2].milestones[0].text", domain.MsgMarkupLink},
		{"milestone long", func(s *domain.Site) { s.Timeline[0].Milestones[1].Text = long }, "timeline[0].milestones[1].text", "String must contain at most 2000 character(s)"},
		{"timeline too many", func(s *domain.Site) { s.Timeline = make([]domain.SiteEra, 51) }, "timeline", "Array must contain at most 50 element(s)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := defaultSite(t)
			c.edit(&s)
			f := fieldsOf(t, s.Validate())
			assert.Equal(t, c.msg, f[c.field], "all fields: %v", f)
		})
	}
}

func TestSiteLengthsCountCharacters(t *testing.T) {
	s := defaultSite(t)
	s.Name = strings.Repeat("é", 200) // 400 bytes, 200 characters
	assert.NoError(t, s.Validate())
	s.Name += "é"
	assert.Contains(t, fieldsOf(t, s.Validate())["name"], "at most 200")
}

func TestSiteOptionalFieldsMayBeEmpty(t *testing.T) {
	s := domain.Site{Name: "Jo", Tagline: "Maker", Hero: domain.SiteHero{Headline: "Hello"}}
	s.SetDefaultTexts() // headings and button labels are required
	s.Footer.Industries = nil
	s.HomeTexts.ProjectsIntro, s.CallToAction.Text, s.Pages.PortfolioIntro = "", "", ""
	assert.NoError(t, s.Validate(), "lists may be empty, optional texts and references blank")
}

func TestSocialRefs(t *testing.T) {
	for _, ok := range []string{"#", "https://www.linkedin.com/in/jo", "/contact", "mailto:jo@example.com", "mailto:jo@example.com?subject=Hi"} {
		assert.True(t, domain.IsSocialRef(ok), ok)
	}
	for _, bad := range []string{"", "##", "javascript:alert(1)", "mailto:", "mailto:jo", "mailto:jo@example.com\n", "MAILTO:javascript:x", "data:text/html,x", "mailto:<jo@example.com>"} {
		assert.False(t, domain.IsSocialRef(bad), bad)
	}
}

func TestCheckMarkup(t *testing.T) {
	for _, ok := range []string{
		"Joins a small studio as a **producer**",
		"Ships *three* games; see [the list](/portfolio#games) and [press](https://example.com/a_(b)",
		"1 < 2 and 3 <= 4, <- arrows, a<3",
		"An unclosed [link](javascript:alert",
		"[only brackets] (and parentheses)",
	} {
		assert.Empty(t, domain.CheckMarkup(ok), ok)
	}
	for bad, msg := range map[string]string{
		"<script>alert(1)</script>":        domain.MsgMarkupHTML,
		"<img src=x onerror=alert(1)>":     domain.MsgMarkupHTML,
		"text </p>":                        domain.MsgMarkupHTML,
		"<!-- comment -->":                 domain.MsgMarkupHTML,
		"<?xml version='1.0'?>":            domain.MsgMarkupHTML,
		"<B>bold</B>":                      domain.MsgMarkupHTML,
		"[x](javascript:alert(1))":         domain.MsgMarkupLink,
		"[x](data:text/html;base64,PHNjc)": domain.MsgMarkupLink,
		"[x](//evil.example)":              domain.MsgMarkupLink,
		"[x]( /spaced)":                    domain.MsgMarkupLink,
		"[ok](/a) then [bad](vbscript:x)":  domain.MsgMarkupLink,
		"[empty]()":                        domain.MsgMarkupLink,
	} {
		assert.Equal(t, msg, domain.CheckMarkup(bad), bad)
	}
}
