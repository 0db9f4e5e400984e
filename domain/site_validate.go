package domain

import (
	"encoding/json"
	"slices"
	"strings"
	"unicode/utf8"
)

// Messages of the site document's own rules, word for word as the admin's
// Site tab shows them.
const (
	MsgMarkupHTML  = "Markup may not contain HTML"
	MsgMarkupLink  = "Every link must be a site path or an http(s) URL"
	MsgSiteIcon    = "Must be one of the site icons"
	MsgSitePalette = "Must be one of brand, gold, purple, orange, blue"
	MsgSiteColor   = "Must be a colour like #2a6f97"
	MsgTooMany     = "Array must contain at most 50 element(s)"
)

// Limits of the site document. Short texts are single lines (names,
// titles, labels); long ones are paragraphs. Counted in characters, not
// bytes, so an accented name has the same room as a plain one.
const (
	siteShortText  = 200
	siteLongText   = 2000
	siteMaxItems   = 50
	siteMaxKeyword = 30
	siteMaxParas   = 20
	siteMaxSteps   = 20
)

// siteCheck collects the field errors of a document under JSON paths.
// With rules set it also records what each text field is checked for
// (SiteTextRules).
type siteCheck struct {
	v     ValidationErrors
	rules map[string]SiteTextRule
}

// text checks a one-line string: non-blank when required, at most max
// characters, the text rule.
func (c siteCheck) text(path, value string, required bool, max int) {
	c.length(path, value, required, max)
	checkText(c.v, path, value, false)
}

// para checks a multi-line string (a textarea of the Site tab): non-blank
// when required, at most siteLongText characters, the text rule with tab
// and line breaks allowed.
func (c siteCheck) para(path, value string, required bool) {
	c.length(path, value, required, siteLongText)
	checkText(c.v, path, value, true)
}

// length checks that value is non-blank when required and at most max
// characters.
func (c siteCheck) length(path, value string, required bool, max int) {
	if c.rules != nil {
		c.record(path, required, max)
	}
	if required && strings.TrimSpace(value) == "" {
		c.v.Add(path, MsgRequired)
	}
	if len(value) > max && utf8.RuneCountInString(value) > max {
		c.v.Add(path, TooLongMessage(max))
	}
}

// image checks an optional image reference.
func (c siteCheck) image(path, value string) {
	c.text(path, value, false, siteLongText)
	optionalImage(c.v, path, value)
}

// link checks an optional link target.
func (c siteCheck) link(path, value string) {
	c.text(path, value, false, siteLongText)
	optionalLink(c.v, path, value)
}

// count checks a list's length.
func (c siteCheck) count(path string, n, max int) {
	if n > max {
		c.v.Add(path, TooManyMessage(max))
	}
}

// oneOf checks that value is one of allowed.
func (c siteCheck) oneOf(path, value string, allowed []string, msg string) {
	if !slices.Contains(allowed, value) {
		c.v.Add(path, msg)
	}
}

// TooManyMessage is MsgTooMany for a list of at most max items.
func TooManyMessage(max int) string { return strings.Replace(MsgTooMany, "50", itoa(max), 1) }

// at names the i-th item of the list at path.
func at(path string, i int) string { return path + "[" + itoa(i) + "]" }

// Validate checks the whole document against the rules of the site
// contract and reports every failing field under its JSON path, e.g.
// "timeline[2].milestones[0].text". PublicURL is not checked: it is never
// taken from a request.
func (s *Site) Validate() error {
	c := siteCheck{v: ValidationErrors{}}
	s.check(c)
	return c.v.Err()
}

// check runs every rule of the document through c.
func (s *Site) check(c siteCheck) {
	c.text("name", s.Name, true, siteShortText)
	checkFocalPoints(c.v, "", s)
	c.text("email", s.Email, false, siteShortText)
	if s.Email != "" && !IsEmailAddress(s.Email) {
		c.v.Add("email", MsgInvalidEmail)
	}
	c.text("location", s.Location, false, siteShortText)
	c.text("tagline", s.Tagline, true, siteShortText)
	c.count("socials", len(s.Socials), siteMaxItems)
	for i, so := range s.Socials {
		p := at("socials", i)
		c.oneOf(p+".platform", so.Platform, socialPlatformKeys(), MsgSocialPlatform)
		c.text(p+".label", so.Label, true, siteShortText)
		c.text(p+".url", so.URL, true, siteLongText)
		if so.URL != "" && !IsSocialRef(so.URL) {
			c.v.Add(p+".url", MsgInvalidURL)
		}
	}

	c.para("seo.description", s.SEO.Description, false)
	c.count("seo.keywords", len(s.SEO.Keywords), siteMaxKeyword)
	for i, k := range s.SEO.Keywords {
		c.text(at("seo.keywords", i), k, false, siteShortText)
	}
	c.image("seo.shareImage", s.SEO.ShareImage)

	c.text("hero.eyebrow", s.Hero.Eyebrow, false, siteShortText)
	c.text("hero.headline", s.Hero.Headline, true, siteShortText)
	c.para("hero.intro", s.Hero.Intro, false)
	c.image("hero.image", s.Hero.Image)

	s.validateCards(c)
	s.validateAbout(c)
	s.validateTexts(c)
	s.validateStudios(c)
	s.validatePressKit(c)
}

// validateCards checks the home page's lists of cards.
func (s *Site) validateCards(c siteCheck) {
	c.count("categoryCards", len(s.CategoryCards), siteMaxItems)
	for i, k := range s.CategoryCards {
		p := at("categoryCards", i)
		c.text(p+".title", k.Title, true, siteShortText)
		c.text(p+".subtitle", k.Subtitle, false, siteShortText)
		c.link(p+".link", k.Link)
		c.image(p+".imageUrl", k.ImageURL)
		c.text(p+".imageDescription", k.ImageDescription, false, siteLongText)
	}
	c.count("funds", len(s.Funds), siteMaxItems)
	for i, f := range s.Funds {
		p := at("funds", i)
		c.text(p+".name", f.Name, true, siteShortText)
		c.text(p+".focus", f.Focus, false, siteShortText)
		c.para(p+".description", f.Description, false)
		c.link(p+".link", f.Link)
		c.image(p+".imageUrl", f.ImageURL)
		c.text(p+".imageDescription", f.ImageDescription, false, siteLongText)
	}
	c.count("mediaHighlights", len(s.MediaHighlights), siteMaxItems)
	for i, m := range s.MediaHighlights {
		p := at("mediaHighlights", i)
		c.text(p+".title", m.Title, true, siteShortText)
		c.para(p+".description", m.Description, false)
		c.image(p+".image", m.Image)
		c.link(p+".link", m.Link)
	}
}

// validateAbout checks the About page's sections.
func (s *Site) validateAbout(c siteCheck) {
	paragraphs := func(path string, list []string) {
		c.count(path, len(list), siteMaxParas)
		for i, text := range list {
			c.para(at(path, i), text, true)
		}
	}
	paragraphs("biography.paragraphs", s.Biography.Paragraphs)
	c.image("biography.image", s.Biography.Image)
	c.text("biography.imageDescription", s.Biography.ImageDescription, false, siteLongText)

	c.count("impactStats", len(s.ImpactStats), siteMaxItems)
	for i, st := range s.ImpactStats {
		p := at("impactStats", i)
		c.text(p+".number", st.Number, true, siteShortText)
		c.text(p+".label", st.Label, true, siteShortText)
		c.para(p+".detail", st.Detail, false)
		c.oneOf(p+".icon", st.Icon, SiteIcons(), MsgSiteIcon)
	}
	c.para("quote", s.Quote, false)
	paragraphs("venture.paragraphs", s.Venture.Paragraphs)

	c.count("outlets", len(s.Outlets), siteMaxItems)
	for i, o := range s.Outlets {
		c.text(at("outlets", i), o, true, siteShortText)
	}
	s.validateOutletLogos(c)

	c.count("timeline", len(s.Timeline), siteMaxItems)
	for i, e := range s.Timeline {
		p := at("timeline", i)
		c.text(p+".era", e.Era, true, siteShortText)
		c.oneOf(p+".icon", e.Icon, SiteIcons(), MsgSiteIcon)
		c.oneOf(p+".colors.palette", e.Colors.Palette, SitePalettes(), MsgSitePalette)
		if !isHexColour(e.Colors.From) {
			c.v.Add(p+".colors.from", MsgSiteColor)
		}
		if !isHexColour(e.Colors.To) {
			c.v.Add(p+".colors.to", MsgSiteColor)
		}
		c.count(p+".milestones", len(e.Milestones), siteMaxSteps)
		for j, m := range e.Milestones {
			mp := at(p+".milestones", j)
			c.text(mp+".year", m.Year, true, siteShortText)
			c.para(mp+".text", m.Text, true)
			if msg := CheckMarkup(m.Text); msg != "" {
				c.v.Add(mp+".text", msg)
			}
		}
		c.para(p+".summary", e.Summary, false)
	}
}

// CheckMarkup returns why the inline markup text (**strong**, *em*,
// [label](href)) is refused, or "" when it is fine. The frontend renders
// the markup itself and never as HTML, but an HTML tag in the source would
// still be one when the text is copied into a page head or a feed, so any
// "<" that could start a tag, comment or declaration is refused; every link
// target must pass the stored-URL rule (IsLinkRef), which keeps
// javascript: and data: out of the hrefs the renderer makes.
func CheckMarkup(text string) string {
	for i := 0; i+1 < len(text); i++ {
		if text[i] != '<' {
			continue
		}
		if c := text[i+1]; c == '/' || c == '!' || c == '?' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
			return MsgMarkupHTML
		}
	}
	// A link is "](" then the target up to the first ")": the renderer's
	// own reading. An unclosed target makes no link.
	rest := text
	for {
		i := strings.Index(rest, "](")
		if i < 0 {
			return ""
		}
		rest = rest[i+2:]
		end := strings.IndexByte(rest, ')')
		if end < 0 {
			return ""
		}
		if !IsLinkRef(rest[:end]) {
			return MsgMarkupLink
		}
		rest = rest[end+1:]
	}
}

// IsSocialRef reports whether s may be a social profile's link: what
// IsLinkRef accepts, "#" (the placeholder of a profile not set yet), or a
// mailto: link to one address.
func IsSocialRef(s string) bool {
	if s == "#" || IsLinkRef(s) {
		return true
	}
	addr, ok := strings.CutPrefix(s, "mailto:")
	if !ok || !urlCharsOK(s) {
		return false
	}
	addr, _, _ = strings.Cut(addr, "?")
	return IsEmailAddress(addr)
}

// isHexColour reports whether s is #rrggbb (HexColourPattern).
func isHexColour(s string) bool {
	return hexColour.MatchString(s)
}

// WithLists returns a copy of s whose nil lists, nested ones included, are
// empty, so it encodes every list as []. The copy shares nothing that was
// changed with s.
func (s Site) WithLists() Site {
	s.Socials = orEmpty(s.Socials)
	s.SEO.Keywords = orEmpty(s.SEO.Keywords)
	s.CategoryCards = orEmpty(s.CategoryCards)
	s.Funds = orEmpty(s.Funds)
	s.MediaHighlights = orEmpty(s.MediaHighlights)
	s.Biography.Paragraphs = orEmpty(s.Biography.Paragraphs)
	s.ImpactStats = orEmpty(s.ImpactStats)
	s.Venture.Paragraphs = orEmpty(s.Venture.Paragraphs)
	s.Outlets = orEmpty(s.Outlets)
	s.OutletLogos = orEmpty(s.OutletLogos)
	s.Footer.Industries = orEmpty(s.Footer.Industries)
	s.GameStudios = orEmpty(s.GameStudios)
	s.PressKit = s.PressKit.withLists()
	if slices.ContainsFunc(s.Timeline, func(e SiteEra) bool { return e.Milestones == nil }) {
		eras := make([]SiteEra, len(s.Timeline))
		copy(eras, s.Timeline)
		for i := range eras {
			eras[i].Milestones = orEmpty(eras[i].Milestones)
		}
		s.Timeline = eras
	}
	s.Timeline = orEmpty(s.Timeline)
	return s
}

func orEmpty[T any](list []T) []T {
	if list == nil {
		return []T{}
	}
	return list
}

// siteJSON is Site without its methods, for MarshalJSON.
type siteJSON Site

// MarshalJSON encodes the document with every list present, never null.
func (s Site) MarshalJSON() ([]byte, error) {
	return json.Marshal(siteJSON(s.WithLists()))
}

// UnmarshalJSON decodes a document over the default texts
// (SetDefaultTexts), so a text or group it lacks reads the spec's words, a
// text holding a former default reads today's (upgradeFormerDefaults), and
// maps each social link's platform to a known key (SocialPlatformKey): a
// document of an older version, where the platform was free text, reads as
// one of today's.
func (s *Site) UnmarshalJSON(data []byte) error {
	s.SetDefaultTexts()
	CentreFocalPoints(s)
	if err := json.Unmarshal(data, (*siteJSON)(s)); err != nil {
		return err
	}
	s.upgradeFormerDefaults()
	for i := range s.Socials {
		s.Socials[i].Platform = SocialPlatformKey(s.Socials[i].Platform)
	}
	return nil
}
