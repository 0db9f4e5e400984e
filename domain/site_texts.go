package domain

import (
	"slices"
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
	SpeakingTitle       string `json:"speakingTitle"`
	SpeakingIntro       string `json:"speakingIntro"`
	ContactTitle        string `json:"contactTitle"`
	ContactFormTitle    string `json:"contactFormTitle"`
	// AboutTitle and PortfolioCtaAboutButton may hold {name} (the owner's
	// name), as the copyright line does.
	AboutTitle              string `json:"aboutTitle"`
	PortfolioCtaAboutButton string `json:"portfolioCtaAboutButton"`
	PortfolioSearchLabel    string `json:"portfolioSearchLabel"`
	PortfolioSearchButton   string `json:"portfolioSearchButton"`
	PortfolioClearSearch    string `json:"portfolioClearSearch"`
	// PortfolioSearchResult may hold {count} (how many projects match:
	// "3 projects") and {search} (the words searched for).
	PortfolioSearchResult string `json:"portfolioSearchResult"`
	// PortfolioSearchNone is the portfolio's one empty state when nothing
	// matches the search.
	PortfolioSearchNone      string `json:"portfolioSearchNone"`
	PortfolioSectionsHeading string `json:"portfolioSectionsHeading"`
	// PortfolioGamesLink is the Games section's link to /games, the games
	// page of every game and studio (issue 39: it was linked from nowhere).
	PortfolioGamesLink      string `json:"portfolioGamesLink"`
	InvestmentsIndexHeading string `json:"investmentsIndexHeading"`
	MediaAllButton          string `json:"mediaAllButton"`
	ContactSendButton       string `json:"contactSendButton"`
	ContactSentButton       string `json:"contactSentButton"`
	ContactSentTitle        string `json:"contactSentTitle"`
	ContactSentText         string `json:"contactSentText"`
	ContactNameLabel        string `json:"contactNameLabel"`
	ContactEmailLabel       string `json:"contactEmailLabel"`
	ContactSubjectLabel     string `json:"contactSubjectLabel"`
	ContactMessageLabel     string `json:"contactMessageLabel"`
	// The press kit page's words (issue 40). PressKitWords holds {count}
	// (a bio's word count).
	PressKitTitle            string `json:"pressKitTitle"`
	PressKitIntro            string `json:"pressKitIntro"`
	PressKitOneSheet         string `json:"pressKitOneSheet"`
	PressKitZip              string `json:"pressKitZip"`
	PressKitBiosHeading      string `json:"pressKitBiosHeading"`
	PressKitShortBio         string `json:"pressKitShortBio"`
	PressKitMediumBio        string `json:"pressKitMediumBio"`
	PressKitLongBio          string `json:"pressKitLongBio"`
	PressKitWords            string `json:"pressKitWords"`
	PressKitCopy             string `json:"pressKitCopy"`
	PressKitCopied           string `json:"pressKitCopied"`
	PressKitHeadshotsHeading string `json:"pressKitHeadshotsHeading"`
	PressKitCredit           string `json:"pressKitCredit"`
	PressKitLicense          string `json:"pressKitLicense"`
	PressKitOriginal         string `json:"pressKitOriginal"`
	PressKitWebSize          string `json:"pressKitWebSize"`
	PressKitLogosHeading     string `json:"pressKitLogosHeading"`
	PressKitFactsHeading     string `json:"pressKitFactsHeading"`
	PressKitContactHeading   string `json:"pressKitContactHeading"`
	PressKitContactText      string `json:"pressKitContactText"`
	PressKitContactLink      string `json:"pressKitContactLink"`
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
	Speaking    string `json:"speaking"`
	Contact     string `json:"contact"`
	PressKit    string `json:"pressKit"`
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
// most characters and whether it may be blank, and how the admin's Site
// tab edits it: its Label, the part of the group it is shown in (Section,
// a sub-heading; "" for none), whether it is a Sentence (a textarea) or a
// single line, whether it is Wide (a whole row to itself) and its Hint
// (what its placeholders become, told under the field). The table is the
// one source of the texts' defaults, validation, request decoding and the
// admin's fields (cmd/gen-ts writes it as SITE_TEXT_GROUPS).
type SiteTextField struct {
	Group    string
	Key      string
	Default  string
	Max      int
	Required bool
	Label    string
	Section  string
	Sentence bool
	Wide     bool
	Hint     string
	// Former are the defaults of earlier versions: a stored document
	// holding one of them reads today's default instead (the owner never
	// chose those words, and today's may say more: issue 39's count).
	Former []string
	at     func(*Site) *string
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
// intro (an optional sentence under a heading) make the table's rows: the
// member, the admin's label and the default.
func heading(key, label, def string, at func(*Site) *string) SiteTextField {
	return SiteTextField{Key: key, Label: label, Default: def, Max: siteShortText, Required: true, at: at}
}

func intro(key, label, def string, at func(*Site) *string) SiteTextField {
	return SiteTextField{Key: key, Label: label, Default: def, Max: siteLongText, Sentence: true, at: at}
}

// hinted is f with the admin's hint on its placeholders.
func (f SiteTextField) hinted(hint string) SiteTextField {
	f.Hint = hint
	return f
}

// replacing is f with former, its default of earlier versions (Former).
func (f SiteTextField) replacing(former ...string) SiteTextField {
	f.Former = former
	return f
}

// wide is f on a row of the admin's form to itself.
func (f SiteTextField) wide() SiteTextField {
	f.Wide = true
	return f
}

// section is fields of group, shown in the Site tab under the sub-heading
// title ("" for none).
func section(group, title string, fields ...SiteTextField) []SiteTextField {
	for i := range fields {
		fields[i].Group, fields[i].Section = group, title
	}
	return fields
}

// The hints of the texts that may name the owner.
const (
	hintName       = "{name} becomes your name."
	hintPossessive = "{name} becomes your name, {name}' its possessive (Jordan Avery's)."
)

// SiteTextFields returns every fixed text of the site document, in the
// order the Site tab shows them.
func SiteTextFields() []SiteTextField {
	const h, c, p, f, n, x = SiteGroupHomeTexts, SiteGroupCallToAction, SiteGroupPages, SiteGroupFooter, SiteGroupNav, SiteGroupSections
	return slices.Concat(
		section(h, "Hero Buttons",
			heading("portfolioButton", "Portfolio Button", "View Portfolio", func(s *Site) *string { return &s.HomeTexts.PortfolioButton }),
			heading("pressButton", "Press Button", "Press Highlights", func(s *Site) *string { return &s.HomeTexts.PressButton }),
			heading("investmentsButton", "Investments Button", "Investments", func(s *Site) *string { return &s.HomeTexts.InvestmentsButton }),
		),
		section(h, "Projects Overview",
			heading("projectsHeading", "Projects Heading", "Projects Overview", func(s *Site) *string { return &s.HomeTexts.ProjectsHeading }),
			intro("projectsIntro", "Projects Introduction", "Many disciplines, one creative thread: stories that travel across every screen and stage.", func(s *Site) *string { return &s.HomeTexts.ProjectsIntro }),
		),
		section(h, "Funds",
			heading("fundsHeading", "Funds Heading", "Funds", func(s *Site) *string { return &s.HomeTexts.FundsHeading }),
			intro("fundsIntro", "Funds Introduction", "Capital and operating experience for the next generation of entertainment companies.", func(s *Site) *string { return &s.HomeTexts.FundsIntro }),
		),
		section(h, "Media Highlights",
			heading("mediaHeading", "Media Heading", "Media & Press Highlights", func(s *Site) *string { return &s.HomeTexts.MediaHeading }),
			intro("mediaIntro", "Media Introduction", "Conversations on creativity, leadership and the business of play.", func(s *Site) *string { return &s.HomeTexts.MediaIntro }),
		),
		section(h, "Biography",
			heading("biographyHeading", "Biography Heading", "Biography", func(s *Site) *string { return &s.HomeTexts.BiographyHeading }),
		),
		section(h, "Figures",
			heading("impactHeading", "Figures Heading", "Impact Through Innovation", func(s *Site) *string { return &s.HomeTexts.ImpactHeading }),
			intro("impactIntro", "Figures Introduction", "A body of work measured in worlds launched, stories told and founders backed.", func(s *Site) *string { return &s.HomeTexts.ImpactIntro }),
		),
		section(h, "Venture",
			heading("ventureHeading", "Venture Heading", "Venture & Leadership", func(s *Site) *string { return &s.HomeTexts.VentureHeading }),
			heading("ventureButton", "Venture Button", "Explore Investments", func(s *Site) *string { return &s.HomeTexts.VentureButton }),
		),
		section(h, "Featured In",
			heading("featuredInHeading", "Featured In Heading", "Featured In", func(s *Site) *string { return &s.HomeTexts.FeaturedInHeading }),
			heading("featuredInButton", "Featured In Button", "View Full Media & Press", func(s *Site) *string { return &s.HomeTexts.FeaturedInButton }),
		),
		section(h, "Timeline",
			heading("timelineHeading", "Timeline Heading", "Career Timeline", func(s *Site) *string { return &s.HomeTexts.TimelineHeading }),
			intro("timelineIntro", "Timeline Introduction", "The eras of building, shipping and backing creative work.", func(s *Site) *string { return &s.HomeTexts.TimelineIntro }),
		),
		section(h, "Collaborations",
			heading("collaborationsHeading", "Collaborations Heading", "Notable Collaborations", func(s *Site) *string { return &s.HomeTexts.CollaborationsHeading }),
			intro("collaborationsIntro", "Collaborations Introduction", "Studios, artists and partners from across entertainment.", func(s *Site) *string { return &s.HomeTexts.CollaborationsIntro }),
		),
		section(c, "Closing Call to Action of the Home Page",
			heading("heading", "Call to Action Heading", "Ready to Collaborate or Connect", func(s *Site) *string { return &s.CallToAction.Heading }),
			intro("text", "Call to Action Text", "Projects, partnerships, speaking and investment conversations are always welcome.", func(s *Site) *string { return &s.CallToAction.Text }),
			heading("contactButton", "Contact Button", "Contact Directly", func(s *Site) *string { return &s.CallToAction.ContactButton }),
			heading("portfolioButton", "Portfolio Button", "Explore Portfolio", func(s *Site) *string { return &s.CallToAction.PortfolioButton }),
		),
		section(p, "About",
			heading("aboutTitle", "About Title", "About {name}", func(s *Site) *string { return &s.Pages.AboutTitle }).hinted(hintName),
		),
		section(p, "Portfolio",
			heading("portfolioTitle", "Portfolio Title", "Portfolio: A Creative Legacy", func(s *Site) *string { return &s.Pages.PortfolioTitle }),
			intro("portfolioIntro", "Portfolio Introduction", "Games, film, cinematics, music, esports, worlds and the media that carries them further.", func(s *Site) *string { return &s.Pages.PortfolioIntro }),
			heading("portfolioSearchLabel", "Search Box Label", "Search projects", func(s *Site) *string { return &s.Pages.PortfolioSearchLabel }),
			heading("portfolioSearchButton", "Search Button", "Search", func(s *Site) *string { return &s.Pages.PortfolioSearchButton }),
			heading("portfolioSearchResult", "Search Result Line", "{count} matching \u201c{search}\u201d", func(s *Site) *string { return &s.Pages.PortfolioSearchResult }).
				hinted("{count} becomes how many projects match (\u201c3 projects\u201d), {search} the words searched for.").
				replacing("Showing projects matching \u201c{search}\u201d"),
			intro("portfolioSearchNone", "No Search Results", "Nothing in the portfolio matches your search. Try other words, or clear the search to see every project.", func(s *Site) *string { return &s.Pages.PortfolioSearchNone }),
			heading("portfolioClearSearch", "Clear Search Link", "Clear search", func(s *Site) *string { return &s.Pages.PortfolioClearSearch }),
			heading("portfolioSectionsHeading", "Sections Index Heading", "Sections", func(s *Site) *string { return &s.Pages.PortfolioSectionsHeading }),
			heading("portfolioGamesLink", "Games Page Link", "All games and studios", func(s *Site) *string { return &s.Pages.PortfolioGamesLink }),
			heading("portfolioCtaHeading", "Portfolio Closing Heading", "Interested in collaborating or learning more?", func(s *Site) *string { return &s.Pages.PortfolioCtaHeading }),
			heading("portfolioCtaButton", "Portfolio Closing Button", "Get in Touch", func(s *Site) *string { return &s.Pages.PortfolioCtaButton }),
			heading("portfolioCtaAboutButton", "Portfolio About Button", "About {name}", func(s *Site) *string { return &s.Pages.PortfolioCtaAboutButton }).hinted(hintName),
		),
		section(p, "Games",
			heading("gamesTitle", "Games Title", "Games Portfolio", func(s *Site) *string { return &s.Pages.GamesTitle }),
		),
		section(p, "Investments",
			heading("investmentsTitle", "Investments Title", "Investments", func(s *Site) *string { return &s.Pages.InvestmentsTitle }),
			intro("investmentsIntro", "Investments Introduction", "Funds, founders and boards: backing the companies building the future of entertainment.", func(s *Site) *string { return &s.Pages.InvestmentsIntro }),
			heading("investmentsIndexHeading", "Investment Index Heading", "Investment Index", func(s *Site) *string { return &s.Pages.InvestmentsIndexHeading }),
		),
		section(p, "Media & Press",
			heading("mediaTitle", "Media & Press Title", "Media & Press", func(s *Site) *string { return &s.Pages.MediaTitle }),
			intro("mediaIntro", "Media & Press Introduction", "Podcasts, talks, interviews and articles on games, entertainment and investing.", func(s *Site) *string { return &s.Pages.MediaIntro }),
			heading("mediaAllButton", "All Categories Button", "All", func(s *Site) *string { return &s.Pages.MediaAllButton }),
		),
		section(p, "Speaking",
			heading("speakingTitle", "Speaking Title", "Speaking", func(s *Site) *string { return &s.Pages.SpeakingTitle }),
			intro("speakingIntro", "Speaking Introduction", "Keynotes, talks, panels and fireside chats: where to hear me next, and where I spoke before.", func(s *Site) *string { return &s.Pages.SpeakingIntro }),
		),
		section(p, "Contact",
			heading("contactTitle", "Contact Title", "Let\u2019s Build Something Together", func(s *Site) *string { return &s.Pages.ContactTitle }),
			heading("contactFormTitle", "Contact Form Title", "Send a Message", func(s *Site) *string { return &s.Pages.ContactFormTitle }),
			heading("contactNameLabel", "Name Field Label", "Name", func(s *Site) *string { return &s.Pages.ContactNameLabel }),
			heading("contactEmailLabel", "Email Field Label", "Email", func(s *Site) *string { return &s.Pages.ContactEmailLabel }),
			heading("contactSubjectLabel", "Subject Field Label", "Subject", func(s *Site) *string { return &s.Pages.ContactSubjectLabel }),
			heading("contactMessageLabel", "Message Field Label", "Message", func(s *Site) *string { return &s.Pages.ContactMessageLabel }),
			heading("contactSendButton", "Send Button", "Send Message", func(s *Site) *string { return &s.Pages.ContactSendButton }),
			heading("contactSentTitle", "Message Sent Title", "Message sent successfully!", func(s *Site) *string { return &s.Pages.ContactSentTitle }),
			intro("contactSentText", "Message Sent Text", "Thank you for reaching out. I'll get back to you soon.", func(s *Site) *string { return &s.Pages.ContactSentText }),
			heading("contactSentButton", "Send Another Button", "Send another message", func(s *Site) *string { return &s.Pages.ContactSentButton }),
		),
		section(p, "Press Kit",
			heading("pressKitTitle", "Press Kit Title", "Press Kit", func(s *Site) *string { return &s.Pages.PressKitTitle }),
			intro("pressKitIntro", "Press Kit Introduction", "Bios, headshots, logos and facts for press and event organisers, free to use for editorial coverage with the credits shown.", func(s *Site) *string { return &s.Pages.PressKitIntro }),
			heading("pressKitOneSheet", "One-Sheet Link", "One-sheet (PDF)", func(s *Site) *string { return &s.Pages.PressKitOneSheet }),
			heading("pressKitZip", "Whole Kit Link", "Whole press kit (ZIP)", func(s *Site) *string { return &s.Pages.PressKitZip }),
			heading("pressKitBiosHeading", "Bios Heading", "Biographies", func(s *Site) *string { return &s.Pages.PressKitBiosHeading }),
			heading("pressKitShortBio", "Short Bio Label", "Short bio", func(s *Site) *string { return &s.Pages.PressKitShortBio }),
			heading("pressKitMediumBio", "Medium Bio Label", "Medium bio", func(s *Site) *string { return &s.Pages.PressKitMediumBio }),
			heading("pressKitLongBio", "Long Bio Label", "Long bio", func(s *Site) *string { return &s.Pages.PressKitLongBio }),
			heading("pressKitWords", "Word Count", "{count} words", func(s *Site) *string { return &s.Pages.PressKitWords }).hinted("{count} becomes the bio's number of words."),
			heading("pressKitCopy", "Copy Button", "Copy", func(s *Site) *string { return &s.Pages.PressKitCopy }),
			heading("pressKitCopied", "Copied Notice", "Bio copied", func(s *Site) *string { return &s.Pages.PressKitCopied }),
			heading("pressKitHeadshotsHeading", "Headshots Heading", "Headshots", func(s *Site) *string { return &s.Pages.PressKitHeadshotsHeading }),
			heading("pressKitCredit", "Credit Label", "Credit", func(s *Site) *string { return &s.Pages.PressKitCredit }),
			heading("pressKitLicense", "Licence Label", "Licence", func(s *Site) *string { return &s.Pages.PressKitLicense }),
			heading("pressKitOriginal", "Original Link", "Original", func(s *Site) *string { return &s.Pages.PressKitOriginal }),
			heading("pressKitWebSize", "Web Size Link", "Web size", func(s *Site) *string { return &s.Pages.PressKitWebSize }),
			heading("pressKitLogosHeading", "Logos Heading", "Logos", func(s *Site) *string { return &s.Pages.PressKitLogosHeading }),
			heading("pressKitFactsHeading", "Facts Heading", "Facts", func(s *Site) *string { return &s.Pages.PressKitFactsHeading }),
			heading("pressKitContactHeading", "Press Contact Heading", "Press contact", func(s *Site) *string { return &s.Pages.PressKitContactHeading }),
			intro("pressKitContactText", "Press Contact Text", "For interviews, speaking and press enquiries, write to the address below or use the contact form.", func(s *Site) *string { return &s.Pages.PressKitContactText }),
			heading("pressKitContactLink", "Contact Form Link", "Contact form", func(s *Site) *string { return &s.Pages.PressKitContactLink }),
		),
		section(p, "Page Not Found",
			heading("notFoundTitle", "Not Found Title", "404 Page Not Found", func(s *Site) *string { return &s.Pages.NotFoundTitle }),
			intro("notFoundHint", "Not Found Hint", "Nothing lives at {path}. Did you forget to add the page to the router?", func(s *Site) *string { return &s.Pages.NotFoundHint }).hinted("{path} becomes the address asked for."),
		),
		section(f, "",
			heading("quickLinksHeading", "Quick Links Heading", "Quick Links", func(s *Site) *string { return &s.Footer.QuickLinksHeading }),
			heading("industriesHeading", "Industries Heading", "Industries", func(s *Site) *string { return &s.Footer.IndustriesHeading }),
			heading("connectHeading", "Connect Heading", "Connect", func(s *Site) *string { return &s.Footer.ConnectHeading }),
			heading("copyright", "Copyright Line", "\u00a9 2025 {name}. All rights reserved.", func(s *Site) *string { return &s.Footer.Copyright }).hinted("{year} becomes the current year, {name} your name.").wide(),
		),
		section(n, "",
			heading("home", "Home Link", "Home", func(s *Site) *string { return &s.Nav.Home }),
			heading("about", "About Link", "About {name}", func(s *Site) *string { return &s.Nav.About }).hinted(hintName),
			heading("portfolio", "Portfolio Link", "Portfolio", func(s *Site) *string { return &s.Nav.Portfolio }),
			heading("investments", "Investments Link", "Investments", func(s *Site) *string { return &s.Nav.Investments }),
			heading("mediaPress", "Media & Press Link", "Media & Press", func(s *Site) *string { return &s.Nav.MediaPress }),
			heading("speaking", "Speaking Link", "Speaking", func(s *Site) *string { return &s.Nav.Speaking }),
			heading("contact", "Contact Link", "Contact", func(s *Site) *string { return &s.Nav.Contact }),
			heading("pressKit", "Press Kit Link", "Press Kit", func(s *Site) *string { return &s.Nav.PressKit }),
		),
		section(x, "Investments",
			heading("fundsManaged", "Funds Managed Heading", "Funds Managed by {name}", func(s *Site) *string { return &s.Sections.FundsManaged }).hinted(hintPossessive),
			heading("portfolioCompanies", "Portfolio Companies Heading", "{name}' Investments", func(s *Site) *string { return &s.Sections.PortfolioCompanies }).hinted(hintPossessive),
			heading("game", "Game Heading", "Game Investments", func(s *Site) *string { return &s.Sections.Game }),
			heading("technology", "Technology Heading", "Technology Investments", func(s *Site) *string { return &s.Sections.Technology }),
			heading("consumer", "Consumer Heading", "Consumer Investments", func(s *Site) *string { return &s.Sections.Consumer }),
			heading("ventureFunds", "Venture Funds Heading", "Venture / Fund Investments", func(s *Site) *string { return &s.Sections.VentureFunds }),
			heading("boardAdvisory", "Board & Advisory Heading", "Board & Advisory Roles", func(s *Site) *string { return &s.Sections.BoardAdvisory }),
			heading("boardRoles", "Board Roles Heading", "Board Roles", func(s *Site) *string { return &s.Sections.BoardRoles }),
			heading("advisoryRoles", "Advisory Roles Heading", "Advisory Roles", func(s *Site) *string { return &s.Sections.AdvisoryRoles }),
			heading("fundButton", "Fund Card Button", "Learn More", func(s *Site) *string { return &s.Sections.FundButton }),
			heading("websiteButton", "Company Card Button", "Visit Website", func(s *Site) *string { return &s.Sections.WebsiteButton }),
		),
		section(x, "Media & Press",
			heading("podcastAppearances", "Podcast Appearances Heading", "Podcast Appearances", func(s *Site) *string { return &s.Sections.PodcastAppearances }),
			heading("talksPanels", "Talks & Panels Heading", "Talks & Panels", func(s *Site) *string { return &s.Sections.TalksPanels }),
			heading("interviews", "Interviews Heading", "Interviews", func(s *Site) *string { return &s.Sections.Interviews }),
			heading("featuredArticles", "Featured Articles Heading", "Featured Articles", func(s *Site) *string { return &s.Sections.FeaturedArticles }),
			heading("watchButton", "Video Button", "Watch Now", func(s *Site) *string { return &s.Sections.WatchButton }),
			heading("listenButton", "Audio Button", "Listen Now", func(s *Site) *string { return &s.Sections.ListenButton }),
			heading("readButton", "Article Button", "Read More", func(s *Site) *string { return &s.Sections.ReadButton }),
			heading("viewButton", "Other Link Button", "View", func(s *Site) *string { return &s.Sections.ViewButton }),
		),
	)
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

// upgradeFormerDefaults gives each text still holding a default of an
// earlier version (SiteTextField.Former) today's default.
func (s *Site) upgradeFormerDefaults() {
	for _, f := range SiteTextFields() {
		if p := f.at(s); slices.Contains(f.Former, *p) {
			*p = f.Default
		}
	}
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
// placeholder (the not-found hint's {path}: a value the page fills per
// request, shown between the two parts); has
// is false when the text does not hold it, and before is all of it.
func (s *Site) TextAround(text, placeholder string) (before, after string, has bool) {
	return strings.Cut(s.WithName(text), placeholder)
}
