package domain_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// The spec's words, byte for byte: a document without its texts reads them.
func TestSiteWithoutTextsReadsTheDefaults(t *testing.T) {
	var s domain.Site
	require.NoError(t, json.Unmarshal([]byte(`{"name":"Jo","socials":[{"platform":"Twitter","label":"X","url":"#"},{"platform":"My Blog","label":"Blog","url":"#"},{"platform":"LinkedIn","label":"In","url":"#"}]}`), &s))
	assert.Equal(t, "Ready to Collaborate or Connect", s.CallToAction.Heading)
	assert.Equal(t, "Contact Directly", s.CallToAction.ContactButton)
	assert.Equal(t, "Portfolio: A Creative Legacy", s.Pages.PortfolioTitle)
	assert.Equal(t, "Let\u2019s Build Something Together", s.Pages.ContactTitle)
	assert.Equal(t, "Projects Overview", s.HomeTexts.ProjectsHeading)
	assert.Equal(t, domain.SiteNavTexts{Home: "Home", About: "About {name}", Portfolio: "Portfolio", Investments: "Investments",
		MediaPress: "Media & Press", Speaking: "Speaking", Contact: "Contact", PressKit: "Press Kit"}, s.Nav, "the spec's navigation labels, the speaking page's and the press kit's")
	assert.Equal(t, "About Jo", s.WithName(s.Pages.AboutTitle))
	assert.Equal(t, "About Jo", s.WithName(s.Pages.PortfolioCtaAboutButton))
	assert.Equal(t, "404 Page Not Found", s.Pages.NotFoundTitle)
	assert.Equal(t, "Investment Index", s.Pages.InvestmentsIndexHeading)
	before, after, hasPath := s.TextAround(s.Pages.NotFoundHint, "{path}")
	assert.Equal(t, []any{"Nothing lives at ", ". Did you forget to add the page to the router?", true}, []any{before, after, hasPath})
	assert.Equal(t, "{count} matching \u201c{search}\u201d", s.Pages.PortfolioSearchResult)
	assert.Equal(t, []string{"Message sent successfully!", "Thank you for reaching out. I'll get back to you soon."}, []string{s.Pages.ContactSentTitle, s.Pages.ContactSentText}, "the spec's notice")
	for key, want := range map[string]string{"funds-managed": "Funds Managed by {name}", "portfolio-companies": "{name}' Investments",
		"venture-funds": "Venture / Fund Investments", "advisory-roles": "Advisory Roles", "podcast-appearances": "Podcast Appearances", "talks-panels": "Talks & Panels"} {
		got, ok := s.SectionHeading(key)
		assert.True(t, ok, key)
		assert.Equal(t, want, got, key)
	}
	_, ok := s.SectionHeading("games")
	assert.False(t, ok, "a portfolio category is no section of these pages")
	assert.Equal(t, []string{"Learn More", "Visit Website", "Watch Now", "Listen Now", "Read More", "View"}, []string{s.Sections.FundButton,
		s.Sections.WebsiteButton, s.Sections.WatchButton, s.Sections.ListenButton, s.Sections.ReadButton, s.Sections.ViewButton})
	assert.Equal(t, []string{"Name", "Email", "Subject", "Message"}, []string{s.Pages.ContactNameLabel, s.Pages.ContactEmailLabel, s.Pages.ContactSubjectLabel, s.Pages.ContactMessageLabel})
	assert.Equal(t, []string{"Gaming", "Film & Animation", "Music Production", "Venture Capital"}, s.Footer.Industries)
	assert.Equal(t, "© 2025 Jo. All rights reserved.", s.FooterCopyright(2031))
	assert.Equal(t, []string{"x", "website", "linkedin"}, []string{s.Socials[0].Platform, s.Socials[1].Platform, s.Socials[2].Platform}, "older free-text platforms map to a key")

	// A group stored without one member reads that member's default;
	// what is stored, blank included, is kept.
	require.NoError(t, json.Unmarshal([]byte(`{"callToAction":{"heading":"Say hi","text":""},"footer":{"industries":[],"copyright":"© {year} {name}"}}`), &s))
	assert.Equal(t, "Say hi", s.CallToAction.Heading)
	assert.Equal(t, "", s.CallToAction.Text)
	assert.Equal(t, "Explore Portfolio", s.CallToAction.PortfolioButton)
	assert.Empty(t, s.Footer.Industries)
	s.Name = "Jo"
	assert.Equal(t, "© 2031 Jo", s.FooterCopyright(2031))
}

func TestSiteTextRules(t *testing.T) {
	valid := func() domain.Site {
		s := defaultSite(t)
		require.NoError(t, s.Validate())
		return s
	}
	cases := []struct {
		name  string
		edit  func(*domain.Site)
		field string
		msg   string
	}{
		{"heading too long", func(s *domain.Site) { s.HomeTexts.ProjectsHeading = strings.Repeat("a", 201) }, "homeTexts.projectsHeading", "at most 200"},
		{"heading blank", func(s *domain.Site) { s.CallToAction.Heading = "  " }, "callToAction.heading", domain.MsgRequired},
		{"intro too long", func(s *domain.Site) { s.Pages.MediaIntro = strings.Repeat("a", 2001) }, "pages.mediaIntro", "at most 2000"},
		{"control character", func(s *domain.Site) { s.Pages.PortfolioTitle = "a\x00b" }, "pages.portfolioTitle", domain.MsgNotText},
		{"copyright blank", func(s *domain.Site) { s.Footer.Copyright = "" }, "footer.copyright", domain.MsgRequired},
		{"nav label blank", func(s *domain.Site) { s.Nav.Portfolio = " " }, "nav.portfolio", domain.MsgRequired},
		{"nav label too long", func(s *domain.Site) { s.Nav.About = strings.Repeat("a", 201) }, "nav.about", "at most 200"},
		{"about title blank", func(s *domain.Site) { s.Pages.AboutTitle = "" }, "pages.aboutTitle", domain.MsgRequired},
		{"section heading blank", func(s *domain.Site) { s.Sections.Interviews = "" }, "sections.interviews", domain.MsgRequired},
		{"not-found hint too long", func(s *domain.Site) { s.Pages.NotFoundHint = strings.Repeat("a", 2001) }, "pages.notFoundHint", "at most 2000"},
		{"industry blank", func(s *domain.Site) { s.Footer.Industries = []string{"Games", ""} }, "footer.industries[1]", domain.MsgRequired},
		{"too many industries", func(s *domain.Site) { s.Footer.Industries = make([]string, 51) }, "footer.industries", "at most 50"},
		{"unknown platform", func(s *domain.Site) { s.Socials = []domain.SiteSocial{{Platform: "myspace", Label: "M", URL: "#"}} }, "socials[0].platform", domain.MsgSocialPlatform},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := valid()
			c.edit(&s)
			f := fieldsOf(t, s.Validate())
			assert.Contains(t, f[c.field], c.msg, "all fields: %v", f)
		})
	}
	// HTML is text: it is stored as written and escaped where shown.
	s := valid()
	s.Pages.PortfolioTitle = "<script>alert(1)</script>"
	assert.NoError(t, s.Validate())
}

func TestSitePatchChangesOnlyTheTextsSent(t *testing.T) {
	s := defaultSite(t)
	var p domain.SitePatch
	p.Texts.SetText(domain.SiteGroupPages, "gamesTitle", "Games I made")
	industries := []string{"Games"}
	p.Texts.Industries = &industries
	p.Apply(&s)
	assert.Equal(t, "Games I made", s.Pages.GamesTitle)
	assert.Equal(t, "Portfolio: A Creative Legacy", s.Pages.PortfolioTitle)
	assert.Equal(t, []string{"Games"}, s.Footer.Industries)

	p = domain.SitePatch{}
	p.Texts.SetText(domain.SiteGroupNav, "about", "Who is {name}?")
	p.Apply(&s)
	assert.Equal(t, "Who is {name}?", s.Nav.About)
	assert.Equal(t, "Portfolio", s.Nav.Portfolio, "the other labels keep theirs")
}

// A text stored with the default of an earlier version reads today's
// (issue 39: the search result line gained its count); any other words,
// the owner's, are kept.
func TestFormerDefaultsReadTodays(t *testing.T) {
	var s domain.Site
	require.NoError(t, json.Unmarshal([]byte(`{"pages":{"portfolioSearchResult":"Showing projects matching \u201c{search}\u201d"}}`), &s))
	assert.Equal(t, "{count} matching \u201c{search}\u201d", s.Pages.PortfolioSearchResult)
	require.NoError(t, json.Unmarshal([]byte(`{"pages":{"portfolioSearchResult":"Found: {search}"}}`), &s))
	assert.Equal(t, "Found: {search}", s.Pages.PortfolioSearchResult)
	for _, f := range domain.SiteTextFields() {
		assert.NotContains(t, f.Former, f.Default, "%s: today's default is no former one", f.Path())
	}
}

func TestNamedTexts(t *testing.T) {
	s := domain.Site{Name: "Jo"}
	s.SetDefaultTexts()
	assert.Equal(t, "Jo, {year}: Jo", s.WithName("{name}, {year}: {name}"), "only {name} is the owner's")
	before, after, hasPath := s.TextAround("No page here, {name}.", "{path}")
	assert.Equal(t, []any{"No page here, Jo.", "", false}, []any{before, after, hasPath}, "a text without the placeholder is all before")
	before, after, hasPath = s.TextAround("{path}? {path}", "{path}")
	assert.Equal(t, []any{"", "? {path}", true}, []any{before, after, hasPath}, "split at the first")
}

func TestSocialPlatformKey(t *testing.T) {
	for in, want := range map[string]string{"linkedin": "linkedin", "LinkedIn": "linkedin", "twitter": "x", "X / Twitter": "x", "x": "x",
		"YouTube": "youtube", "bsky": "bluesky", "": "website", "homepage": "website", "Myspace": "website", "GitHub": "github"} {
		assert.Equal(t, want, domain.SocialPlatformKey(in), in)
	}
}

func TestGameStudios(t *testing.T) {
	var s domain.Site
	require.NoError(t, json.Unmarshal([]byte(`{"name":"Jo"}`), &s))
	require.Len(t, s.GameStudios, 3, "a document without studios reads the spec's three")
	assert.Equal(t, "riot-games", s.GameStudios[0].Key)
	require.NoError(t, json.Unmarshal([]byte(`{"gameStudios":[]}`), &s))
	assert.Empty(t, s.GameStudios, "an owner who removed them all keeps none")

	valid := defaultSite(t)
	valid.GameStudios = append(valid.GameStudios, domain.SiteGameStudio{Key: "indie-2024", Name: "Indie", Logo: "IND"})
	require.NoError(t, valid.Validate())
	for _, c := range []struct {
		studio domain.SiteGameStudio
		field  string
		msg    string
	}{
		{domain.SiteGameStudio{Key: "Riot Games", Name: "R"}, "gameStudios[3].key", domain.MsgStudioKey},
		{domain.SiteGameStudio{Key: "riot-games", Name: "R"}, "gameStudios[3].key", domain.MsgStudioDuplicate},
		{domain.SiteGameStudio{Key: "", Name: "R"}, "gameStudios[3].key", domain.MsgRequired},
		{domain.SiteGameStudio{Key: "new", Name: " "}, "gameStudios[3].name", domain.MsgRequired},
		{domain.SiteGameStudio{Key: "new", Name: "N", Logo: strings.Repeat("L", 25)}, "gameStudios[3].logo", "at most 24"},
	} {
		s := defaultSite(t)
		s.GameStudios = append(s.GameStudios, c.studio)
		assert.Contains(t, fieldsOf(t, s.Validate())[c.field], c.msg, c.studio)
	}
}

// The table of texts is the admin's too: every text has a label, each
// group's parts and each part's texts come in one run, and every member
// of the document's text groups is in it once.
func TestSiteTextFieldsDescribeTheSiteTab(t *testing.T) {
	var s domain.Site
	s.SetDefaultTexts()
	raw, err := json.Marshal(s)
	require.NoError(t, err)
	var doc map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(raw, &doc))

	seen := map[string]bool{}
	done := map[string]bool{} // groups and parts left behind
	group, part := "", ""
	for _, f := range domain.SiteTextFields() {
		assert.NotEmpty(t, f.Label, f.Path())
		assert.False(t, seen[f.Path()], "%s is in the table once", f.Path())
		seen[f.Path()] = true
		assert.Equal(t, f.Max > domain.SiteLimits().ShortText, f.Sentence, "%s: a long text is a sentence", f.Path())
		if f.Group != group {
			assert.False(t, done[f.Group], "group %s comes in one run", f.Group)
			done[group], done[group+"/"+part] = true, true
			group, part = f.Group, f.Section
		}
		if f.Section != part {
			assert.False(t, done[f.Group+"/"+f.Section], "part %q of %s comes in one run", f.Section, f.Group)
			done[f.Group+"/"+part] = true
			part = f.Section
		}
	}
	for group, members := range domain.SiteTextGroups() {
		var texts map[string]any
		require.NoError(t, json.Unmarshal(doc[group], &texts), group)
		for key, v := range texts {
			if _, isText := v.(string); isText {
				assert.Contains(t, members, key, "%s.%s is in the table", group, key)
			}
		}
	}
}
