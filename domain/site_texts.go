package domain

import (
	"sort"
	"strings"
)

// SiteHomeTexts are the fixed words of the home page: its hero buttons and
// every section's heading, introduction and button.
type SiteHomeTexts struct {
	PortfolioButton       string `json:"portfolioButton"`
	PressButton           string `json:"pressButton"`
	InvestmentsButton     string `json:"investmentsButton"`
	ProjectsHeading       string `json:"projectsHeading"`
	ProjectsIntro         string `json:"projectsIntro"`
	FundsHeading          string `json:"fundsHeading"`
	FundsIntro            string `json:"fundsIntro"`
	MediaHeading          string `json:"mediaHeading"`
	MediaIntro            string `json:"mediaIntro"`
	BiographyHeading      string `json:"biographyHeading"`
	ImpactHeading         string `json:"impactHeading"`
	ImpactIntro           string `json:"impactIntro"`
	VentureHeading        string `json:"ventureHeading"`
	VentureButton         string `json:"ventureButton"`
	FeaturedInHeading     string `json:"featuredInHeading"`
	FeaturedInButton      string `json:"featuredInButton"`
	TimelineHeading       string `json:"timelineHeading"`
	TimelineIntro         string `json:"timelineIntro"`
	CollaborationsHeading string `json:"collaborationsHeading"`
	CollaborationsIntro   string `json:"collaborationsIntro"`
}

// SiteCallToAction is the home page's closing call to action: one heading,
// its text, the button to the Contact page and the one to the portfolio.
type SiteCallToAction struct {
	Heading         string `json:"heading"`
	Text            string `json:"text"`
	ContactButton   string `json:"contactButton"`
	PortfolioButton string `json:"portfolioButton"`
}

// SitePageTexts are the other pages' fixed words: hero titles and
// introductions, and the Portfolio page's closing call to action.
type SitePageTexts struct {
	PortfolioTitle      string `json:"portfolioTitle"`
	PortfolioIntro      string `json:"portfolioIntro"`
	PortfolioCtaHeading string `json:"portfolioCtaHeading"`
	PortfolioCtaButton  string `json:"portfolioCtaButton"`
	GamesTitle          string `json:"gamesTitle"`
	InvestmentsTitle    string `json:"investmentsTitle"`
	InvestmentsIntro    string `json:"investmentsIntro"`
	MediaTitle          string `json:"mediaTitle"`
	MediaIntro          string `json:"mediaIntro"`
	ContactTitle        string `json:"contactTitle"`
	ContactFormTitle    string `json:"contactFormTitle"`
	// AboutTitle and PortfolioCtaAboutButton may hold {name} (the owner's
	// name), as the copyright line does.
	AboutTitle              string `json:"aboutTitle"`
	PortfolioCtaAboutButton string `json:"portfolioCtaAboutButton"`
	PortfolioSearchLabel    string `json:"portfolioSearchLabel"`
	PortfolioSearchButton   string `json:"portfolioSearchButton"`
	PortfolioClearSearch    string `json:"portfolioClearSearch"`
	// PortfolioSearchResult may hold {search}: the words searched for.
	PortfolioSearchResult    string `json:"portfolioSearchResult"`
	PortfolioSectionsHeading string `json:"portfolioSectionsHeading"`
	InvestmentsIndexHeading  string `json:"investmentsIndexHeading"`
	MediaAllButton           string `json:"mediaAllButton"`
	ContactSendButton        string `json:"contactSendButton"`
	ContactSentButton        string `json:"contactSentButton"`
	ContactSentTitle         string `json:"contactSentTitle"`
	ContactSentText          string `json:"contactSentText"`
	ContactNameLabel         string `json:"contactNameLabel"`
	ContactEmailLabel        string `json:"contactEmailLabel"`
	ContactSubjectLabel      string `json:"contactSubjectLabel"`
	ContactMessageLabel      string `json:"contactMessageLabel"`
	NotFoundTitle            string `json:"notFoundTitle"`
	// NotFoundHint may hold {path}: the path the visitor asked for.
	NotFoundHint string `json:"notFoundHint"`
}

// SiteNavTexts are the navigation's labels: the header, the mobile menu,
// the footer's Quick Links and the breadcrumbs. About may hold {name}.
type SiteNavTexts struct {
	Home        string `json:"home"`
	About       string `json:"about"`
	Portfolio   string `json:"portfolio"`
	Investments string `json:"investments"`
	MediaPress  string `json:"mediaPress"`
	Contact     string `json:"contact"`
}

// SiteSectionTexts are the headings of the Investments and Media & Press
// pages' sections (the catalogue's categories and subcategories there) and
// their cards' buttons. FundsManaged and PortfolioCompanies may hold
// {name} (the owner's name) and {name}' (its possessive: "Jordan Avery's").
type SiteSectionTexts struct {
	FundsManaged       string `json:"fundsManaged"`
	PortfolioCompanies string `json:"portfolioCompanies"`
	Game               string `json:"game"`
	Technology         string `json:"technology"`
	Consumer           string `json:"consumer"`
	VentureFunds       string `json:"ventureFunds"`
	BoardAdvisory      string `json:"boardAdvisory"`
	BoardRoles         string `json:"boardRoles"`
	AdvisoryRoles      string `json:"advisoryRoles"`
	FundButton         string `json:"fundButton"`
	WebsiteButton      string `json:"websiteButton"`
	PodcastAppearances string `json:"podcastAppearances"`
	TalksPanels        string `json:"talksPanels"`
	Interviews         string `json:"interviews"`
	FeaturedArticles   string `json:"featuredArticles"`
	WatchButton        string `json:"watchButton"`
	ListenButton       string `json:"listenButton"`
	ReadButton         string `json:"readButton"`
	ViewButton         string `json:"viewButton"`
}

// SectionHeading is the heading of the Investments or Media & Press
// section of catalogue key (an investment category or subcategory, a
// media category) as stored, {name} not filled in; false for a key those
// pages do not show.
func (s *Site) SectionHeading(key string) (string, bool) {
	t := &s.Sections
	p, ok := map[string]*string{
		"funds-managed": &t.FundsManaged, "portfolio-companies": &t.PortfolioCompanies, "game": &t.Game, "technology": &t.Technology,
		"consumer": &t.Consumer, "venture-funds": &t.VentureFunds, "board-advisory": &t.BoardAdvisory, "board-roles": &t.BoardRoles,
		"advisory-roles": &t.AdvisoryRoles, "podcast-appearances": &t.PodcastAppearances, "talks-panels": &t.TalksPanels,
		"interviews": &t.Interviews, "featured-articles": &t.FeaturedArticles,
	}[key]
	if !ok {
		return "", false
	}
	return *p, true
}

// SiteFooter is the footer's words: its three column headings, the
// Industries list and the copyright line. The line may hold {year} (the
// current year when the pages are built) and {name} (the owner's name).
type SiteFooter struct {
	QuickLinksHeading string   `json:"quickLinksHeading"`
	IndustriesHeading string   `json:"industriesHeading"`
	ConnectHeading    string   `json:"connectHeading"`
	Industries        []string `json:"industries"`
	Copyright         string   `json:"copyright"`
}

// SiteTextField is one fixed text of the public pages in the site
// document: the group (the document's key) and member it is stored under,
// its default (the spec's words, which a document without it reads), its
// most characters and whether it may be blank. The table is the one
// source of the texts' defaults, validation and request decoding.
type SiteTextField struct {
	Group    string
	Key      string
	Default  string
	Max      int
	Required bool
	at       func(*Site) *string
}

// Path is the field's JSON path ("homeTexts.projectsHeading").
func (f SiteTextField) Path() string { return f.Group + "." + f.Key }

// The groups of the text fields, as the document's keys.
const (
	SiteGroupHomeTexts    = "homeTexts"
	SiteGroupCallToAction = "callToAction"
	SiteGroupPages        = "pages"
	SiteGroupFooter       = "footer"
	SiteGroupNav          = "nav"
	SiteGroupSections     = "sections"
)

// heading (a required single line: a title, heading or button label) and
// intro (an optional sentence under a heading) make the table's rows.
func heading(group, key, def string, at func(*Site) *string) SiteTextField {
	return SiteTextField{Group: group, Key: key, Default: def, Max: siteShortText, Required: true, at: at}
}

func intro(group, key, def string, at func(*Site) *string) SiteTextField {
	return SiteTextField{Group: group, Key: key, Default: def, Max: siteLongText, at: at}
}

// SiteTextFields returns every fixed text of the site document, in the
// order the Site tab shows them.
func SiteTextFields() []SiteTextField {
	const h, c, p, f, n, x = SiteGroupHomeTexts, SiteGroupCallToAction, SiteGroupPages, SiteGroupFooter, SiteGroupNav, SiteGroupSections
	return []SiteTextField{
		heading(x, "fundsManaged", "Funds Managed by {name}", func(s *Site) *string { return &s.Sections.FundsManaged }),
		heading(x, "portfolioCompanies", "{name}' Investments", func(s *Site) *string { return &s.Sections.PortfolioCompanies }),
		heading(x, "game", "Game Investments", func(s *Site) *string { return &s.Sections.Game }),
		heading(x, "technology", "Technology Investments", func(s *Site) *string { return &s.Sections.Technology }),
		heading(x, "consumer", "Consumer Investments", func(s *Site) *string { return &s.Sections.Consumer }),
		heading(x, "ventureFunds", "Venture / Fund Investments", func(s *Site) *string { return &s.Sections.VentureFunds }),
		heading(x, "boardAdvisory", "Board & Advisory Roles", func(s *Site) *string { return &s.Sections.BoardAdvisory }),
		heading(x, "boardRoles", "Board Roles", func(s *Site) *string { return &s.Sections.BoardRoles }),
		heading(x, "advisoryRoles", "Advisory Roles", func(s *Site) *string { return &s.Sections.AdvisoryRoles }),
		heading(x, "fundButton", "Learn More", func(s *Site) *string { return &s.Sections.FundButton }),
		heading(x, "websiteButton", "Visit Website", func(s *Site) *string { return &s.Sections.WebsiteButton }),
		heading(x, "podcastAppearances", "Podcast Appearances", func(s *Site) *string { return &s.Sections.PodcastAppearances }),
		heading(x, "talksPanels", "Talks & Panels", func(s *Site) *string { return &s.Sections.TalksPanels }),
		heading(x, "interviews", "Interviews", func(s *Site) *string { return &s.Sections.Interviews }),
		heading(x, "featuredArticles", "Featured Articles", func(s *Site) *string { return &s.Sections.FeaturedArticles }),
		heading(x, "watchButton", "Watch Now", func(s *Site) *string { return &s.Sections.WatchButton }),
		heading(x, "listenButton", "Listen Now", func(s *Site) *string { return &s.Sections.ListenButton }),
		heading(x, "readButton", "Read More", func(s *Site) *string { return &s.Sections.ReadButton }),
		heading(x, "viewButton", "View", func(s *Site) *string { return &s.Sections.ViewButton }),

		heading(n, "home", "Home", func(s *Site) *string { return &s.Nav.Home }),
		heading(n, "about", "About {name}", func(s *Site) *string { return &s.Nav.About }),
		heading(n, "portfolio", "Portfolio", func(s *Site) *string { return &s.Nav.Portfolio }),
		heading(n, "investments", "Investments", func(s *Site) *string { return &s.Nav.Investments }),
		heading(n, "mediaPress", "Media & Press", func(s *Site) *string { return &s.Nav.MediaPress }),
		heading(n, "contact", "Contact", func(s *Site) *string { return &s.Nav.Contact }),

		heading(h, "portfolioButton", "View Portfolio", func(s *Site) *string { return &s.HomeTexts.PortfolioButton }),
		heading(h, "pressButton", "Press Highlights", func(s *Site) *string { return &s.HomeTexts.PressButton }),
		heading(h, "investmentsButton", "Investments", func(s *Site) *string { return &s.HomeTexts.InvestmentsButton }),
		heading(h, "projectsHeading", "Projects Overview", func(s *Site) *string { return &s.HomeTexts.ProjectsHeading }),
		intro(h, "projectsIntro", "Many disciplines, one creative thread: stories that travel across every screen and stage.", func(s *Site) *string { return &s.HomeTexts.ProjectsIntro }),
		heading(h, "fundsHeading", "Funds", func(s *Site) *string { return &s.HomeTexts.FundsHeading }),
		intro(h, "fundsIntro", "Capital and operating experience for the next generation of entertainment companies.", func(s *Site) *string { return &s.HomeTexts.FundsIntro }),
		heading(h, "mediaHeading", "Media & Press Highlights", func(s *Site) *string { return &s.HomeTexts.MediaHeading }),
		intro(h, "mediaIntro", "Conversations on creativity, leadership and the business of play.", func(s *Site) *string { return &s.HomeTexts.MediaIntro }),
		heading(h, "biographyHeading", "Biography", func(s *Site) *string { return &s.HomeTexts.BiographyHeading }),
		heading(h, "impactHeading", "Impact Through Innovation", func(s *Site) *string { return &s.HomeTexts.ImpactHeading }),
		intro(h, "impactIntro", "A body of work measured in worlds launched, stories told and founders backed.", func(s *Site) *string { return &s.HomeTexts.ImpactIntro }),
		heading(h, "ventureHeading", "Venture & Leadership", func(s *Site) *string { return &s.HomeTexts.VentureHeading }),
		heading(h, "ventureButton", "Explore Investments", func(s *Site) *string { return &s.HomeTexts.VentureButton }),
		heading(h, "featuredInHeading", "Featured In", func(s *Site) *string { return &s.HomeTexts.FeaturedInHeading }),
		heading(h, "featuredInButton", "View Full Media & Press", func(s *Site) *string { return &s.HomeTexts.FeaturedInButton }),
		heading(h, "timelineHeading", "Career Timeline", func(s *Site) *string { return &s.HomeTexts.TimelineHeading }),
		intro(h, "timelineIntro", "The eras of building, shipping and backing creative work.", func(s *Site) *string { return &s.HomeTexts.TimelineIntro }),
		heading(h, "collaborationsHeading", "Notable Collaborations", func(s *Site) *string { return &s.HomeTexts.CollaborationsHeading }),
		intro(h, "collaborationsIntro", "Studios, artists and partners from across entertainment.", func(s *Site) *string { return &s.HomeTexts.CollaborationsIntro }),

		heading(c, "heading", "Ready to Collaborate or Connect", func(s *Site) *string { return &s.CallToAction.Heading }),
		intro(c, "text", "Projects, partnerships, speaking and investment conversations are always welcome.", func(s *Site) *string { return &s.CallToAction.Text }),
		heading(c, "contactButton", "Contact Directly", func(s *Site) *string { return &s.CallToAction.ContactButton }),
		heading(c, "portfolioButton", "Explore Portfolio", func(s *Site) *string { return &s.CallToAction.PortfolioButton }),

		heading(p, "portfolioTitle", "Portfolio: A Creative Legacy", func(s *Site) *string { return &s.Pages.PortfolioTitle }),
		intro(p, "portfolioIntro", "Games, film, cinematics, music, esports, worlds and the media that carries them further.", func(s *Site) *string { return &s.Pages.PortfolioIntro }),
		heading(p, "portfolioCtaHeading", "Interested in collaborating or learning more?", func(s *Site) *string { return &s.Pages.PortfolioCtaHeading }),
		heading(p, "portfolioCtaButton", "Get in Touch", func(s *Site) *string { return &s.Pages.PortfolioCtaButton }),
		heading(p, "gamesTitle", "Games Portfolio", func(s *Site) *string { return &s.Pages.GamesTitle }),
		heading(p, "investmentsTitle", "Investments", func(s *Site) *string { return &s.Pages.InvestmentsTitle }),
		intro(p, "investmentsIntro", "Funds, founders and boards: backing the companies building the future of entertainment.", func(s *Site) *string { return &s.Pages.InvestmentsIntro }),
		heading(p, "mediaTitle", "Media & Press", func(s *Site) *string { return &s.Pages.MediaTitle }),
		intro(p, "mediaIntro", "Podcasts, talks, interviews and articles on games, entertainment and investing.", func(s *Site) *string { return &s.Pages.MediaIntro }),
		heading(p, "contactTitle", "Let\u2019s Build Something Together", func(s *Site) *string { return &s.Pages.ContactTitle }),
		heading(p, "contactFormTitle", "Send a Message", func(s *Site) *string { return &s.Pages.ContactFormTitle }),
		heading(p, "aboutTitle", "About {name}", func(s *Site) *string { return &s.Pages.AboutTitle }),
		heading(p, "portfolioCtaAboutButton", "About {name}", func(s *Site) *string { return &s.Pages.PortfolioCtaAboutButton }),
		heading(p, "portfolioSearchLabel", "Search projects", func(s *Site) *string { return &s.Pages.PortfolioSearchLabel }),
		heading(p, "portfolioSearchButton", "Search", func(s *Site) *string { return &s.Pages.PortfolioSearchButton }),
		heading(p, "portfolioClearSearch", "Clear search", func(s *Site) *string { return &s.Pages.PortfolioClearSearch }),
		heading(p, "portfolioSearchResult", "Showing projects matching \u201c{search}\u201d", func(s *Site) *string { return &s.Pages.PortfolioSearchResult }),
		heading(p, "portfolioSectionsHeading", "Sections", func(s *Site) *string { return &s.Pages.PortfolioSectionsHeading }),
		heading(p, "investmentsIndexHeading", "Investment Index", func(s *Site) *string { return &s.Pages.InvestmentsIndexHeading }),
		heading(p, "mediaAllButton", "All", func(s *Site) *string { return &s.Pages.MediaAllButton }),
		heading(p, "contactSendButton", "Send Message", func(s *Site) *string { return &s.Pages.ContactSendButton }),
		heading(p, "contactSentButton", "Send another message", func(s *Site) *string { return &s.Pages.ContactSentButton }),
		heading(p, "contactSentTitle", "Message sent successfully!", func(s *Site) *string { return &s.Pages.ContactSentTitle }),
		intro(p, "contactSentText", "Thank you for reaching out. I'll get back to you soon.", func(s *Site) *string { return &s.Pages.ContactSentText }),
		heading(p, "contactNameLabel", "Name", func(s *Site) *string { return &s.Pages.ContactNameLabel }),
		heading(p, "contactEmailLabel", "Email", func(s *Site) *string { return &s.Pages.ContactEmailLabel }),
		heading(p, "contactSubjectLabel", "Subject", func(s *Site) *string { return &s.Pages.ContactSubjectLabel }),
		heading(p, "contactMessageLabel", "Message", func(s *Site) *string { return &s.Pages.ContactMessageLabel }),
		heading(p, "notFoundTitle", "404 Page Not Found", func(s *Site) *string { return &s.Pages.NotFoundTitle }),
		intro(p, "notFoundHint", "Nothing lives at {path}. Did you forget to add the page to the router?", func(s *Site) *string { return &s.Pages.NotFoundHint }),

		heading(f, "quickLinksHeading", "Quick Links", func(s *Site) *string { return &s.Footer.QuickLinksHeading }),
		heading(f, "industriesHeading", "Industries", func(s *Site) *string { return &s.Footer.IndustriesHeading }),
		heading(f, "connectHeading", "Connect", func(s *Site) *string { return &s.Footer.ConnectHeading }),
		heading(f, "copyright", "\u00a9 2025 {name}. All rights reserved.", func(s *Site) *string { return &s.Footer.Copyright }),
	}
}

// defaultIndustries is the footer's Industries list of the spec.
func defaultIndustries() []string {
	return []string{"Gaming", "Film & Animation", "Music Production", "Venture Capital"}
}

// SetDefaultTexts gives every fixed text, the Industries list and the
// game studios their default. Decoding a stored document starts from these, so a document
// written before the texts existed (or without one of them) reads the
// spec's words.
func (s *Site) SetDefaultTexts() {
	for _, f := range SiteTextFields() {
		*f.at(s) = f.Default
	}
	s.Footer.Industries = defaultIndustries()
	s.GameStudios = defaultGameStudios()
}

// SiteTextGroups lists the groups of SiteTextFields with their members.
func SiteTextGroups() map[string][]string {
	out := map[string][]string{}
	for _, f := range SiteTextFields() {
		out[f.Group] = append(out[f.Group], f.Key)
	}
	return out
}

// validateTexts checks every fixed text and the Industries list.
func (s *Site) validateTexts(c siteCheck) {
	for _, f := range SiteTextFields() {
		c.text(f.Path(), *f.at(s), f.Required, f.Max)
	}
	c.count("footer.industries", len(s.Footer.Industries), siteMaxItems)
	for i, industry := range s.Footer.Industries {
		c.text(at("footer.industries", i), industry, true, siteShortText)
	}
}

// FooterCopyright is the copyright line as the pages show it: {year} and
// {name} filled in.
func (s *Site) FooterCopyright(year int) string {
	return strings.NewReplacer("{year}", itoa(year), "{name}", s.Name).Replace(s.Footer.Copyright)
}

// WithName is text with {name} replaced by the owner's name: the texts
// that name the owner (the About page's title, the About link).
func (s *Site) WithName(text string) string {
	return strings.ReplaceAll(text, "{name}", s.Name)
}

// TextAround is text ({name} filled in) split around its first
// placeholder (the not-found hint's {path}, the search result's {search}:
// a value the page fills per request, shown between the two parts); has
// is false when the text does not hold it, and before is all of it.
func (s *Site) TextAround(text, placeholder string) (before, after string, has bool) {
	return strings.Cut(s.WithName(text), placeholder)
}

// SocialPlatform is a platform a social link may name: its key (stored,
// and the icon's name) and its label.
type SocialPlatform struct {
	Key   string
	Label string
}

// SocialWebsite is the platform of any other site.
const SocialWebsite = "website"

// MsgSocialPlatform is the message of a social link whose platform is not
// one of SocialPlatforms.
const MsgSocialPlatform = "Must be one of the social platforms"

// SocialPlatforms lists the platforms a social link can be, each with its
// icon in the admin and on the public site; website is any other.
func SocialPlatforms() []SocialPlatform {
	return []SocialPlatform{
		{"linkedin", "LinkedIn"}, {"x", "X / Twitter"}, {"instagram", "Instagram"}, {"youtube", "YouTube"},
		{"facebook", "Facebook"}, {"tiktok", "TikTok"}, {"github", "GitHub"}, {"twitch", "Twitch"},
		{"discord", "Discord"}, {"threads", "Threads"}, {"bluesky", "Bluesky"}, {"mastodon", "Mastodon"},
		{"medium", "Medium"}, {"spotify", "Spotify"}, {SocialWebsite, "Website / other"},
	}
}

// socialAliases are the free-text names older documents may hold for a
// platform, lowercased with everything but letters and digits left out.
var socialAliases = map[string]string{
	"twitter": "x", "xtwitter": "x", "twitterx": "x", "xcom": "x", "twittercom": "x",
	"linkedincom": "linkedin", "ig": "instagram", "insta": "instagram", "yt": "youtube",
	"fb": "facebook", "bsky": "bluesky", "blueskysocial": "bluesky", "tiktokcom": "tiktok",
	"web": SocialWebsite, "site": SocialWebsite, "other": SocialWebsite, "homepage": SocialWebsite,
}

// SocialPlatformKey maps a platform as an older document or the
// configuration wrote it (free text: "LinkedIn", "Twitter", "x.com") to a
// key of SocialPlatforms; anything it does not know is website.
func SocialPlatformKey(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		if 'a' <= r && r <= 'z' || '0' <= r && r <= '9' {
			b.WriteRune(r)
		}
	}
	k := b.String()
	if alias, ok := socialAliases[k]; ok {
		return alias
	}
	for _, p := range SocialPlatforms() {
		if p.Key == k {
			return k
		}
	}
	return SocialWebsite
}

// socialPlatformKeys is the keys of SocialPlatforms, sorted.
func socialPlatformKeys() []string {
	out := make([]string, 0, 16)
	for _, p := range SocialPlatforms() {
		out = append(out, p.Key)
	}
	sort.Strings(out)
	return out
}

// SiteGameStudio is one studio block of the portfolio's Games section: the
// projects of subcategory Key under Name, with its wordmark in the strip
// of logos and its career period under the name. The owner manages the
// list; the spec's three studios are the demo content.
type SiteGameStudio struct {
	Key    string `json:"key"`
	Name   string `json:"name"`
	Logo   string `json:"logo"`
	Period string `json:"period"`
}

// Messages and limits of the game studios.
const (
	MsgStudioKey       = "Use lowercase letters, digits and hyphens, like riot-games"
	MsgStudioDuplicate = "Another studio already uses this key"
	siteMaxStudios     = 20
	siteStudioLogo     = 24
)

// defaultGameStudios are the spec's three studios: the demo content a
// document without studios reads.
func defaultGameStudios() []SiteGameStudio {
	return []SiteGameStudio{
		{Key: "riot-games", Name: "Riot Games", Logo: "RIOT", Period: "Latest chapter · franchise and live-game leadership"},
		{Key: "maxis-ea", Name: "Maxis EA", Logo: "EA", Period: "Middle chapter · simulation and life games"},
		{Key: "bandai-namco", Name: "Bandai Namco", Logo: "NAMCO", Period: "First chapter · arcade and console action"},
	}
}

// isStudioKey reports whether s is a subcategory key: lowercase letters
// and digits in words joined by single hyphens.
func isStudioKey(s string) bool {
	if s == "" || len(s) > 60 || s[0] == '-' || s[len(s)-1] == '-' || strings.Contains(s, "--") {
		return false
	}
	for _, r := range s {
		if !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}

// validateStudios checks the game studios: each a key (unique), a name,
// an optional short wordmark and period.
func (s *Site) validateStudios(c siteCheck) {
	c.count("gameStudios", len(s.GameStudios), siteMaxStudios)
	seen := map[string]bool{}
	for i, st := range s.GameStudios {
		p := at("gameStudios", i)
		c.text(p+".key", st.Key, true, siteShortText)
		switch {
		case st.Key != "" && !isStudioKey(st.Key):
			c.v.Add(p+".key", MsgStudioKey)
		case seen[st.Key]:
			c.v.Add(p+".key", MsgStudioDuplicate)
		}
		seen[st.Key] = true
		c.text(p+".name", st.Name, true, siteShortText)
		c.text(p+".logo", st.Logo, false, siteStudioLogo)
		c.text(p+".period", st.Period, false, siteShortText)
	}
}
