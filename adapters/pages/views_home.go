package pages

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// The site view: what the home page (and the biography on About and
// Contact) shows of the site document (testdata/views/home.*.json). Its
// TypeScript types are generated from these structs (ViewTypes,
// frontend/src/lib/views.gen.ts); the app's template of it is homeTemplate
// (frontend/src/lib/site-view.ts).

type homeCardView struct {
	Title      string `json:"title"`
	Subtitle   string `json:"subtitle"`
	Text       string `json:"text"`
	Link       string `json:"link"`
	Image      string `json:"image"`
	SrcSet     string `json:"srcSet"`
	AvifSrcSet string `json:"avifSrcSet"`
	ImageAlt   string `json:"imageAlt"`
	// Position is the image's object-position, its focal point ("80% 20%").
	Position string `json:"position"`
}

type homeStatView struct {
	Number string `json:"number"`
	Label  string `json:"label"`
	Detail string `json:"detail"`
	Icon   string `json:"icon" ts:"IconKey"`
}

type markupRun struct {
	Text  string `json:"text"`
	Style string `json:"style" ts:"'plain' | 'strong' | 'em' | 'strong-em'"`
	Link  string `json:"link" ts:"'none' | 'internal' | 'external'"`
	Href  string `json:"href"`
}

type homeMilestoneView struct {
	Year    string      `json:"year"`
	Palette string      `json:"palette" ts:"EraPalette"` // the era's: a template reads an item's own fields
	Runs    []markupRun `json:"runs"`
}

type homeEraView struct {
	Era        string              `json:"era"`
	Icon       string              `json:"icon" ts:"IconKey"`
	Palette    string              `json:"palette" ts:"EraPalette"`
	Gradient   string              `json:"gradient"`
	Milestones []homeMilestoneView `json:"milestones"`
	Summary    string              `json:"summary"`
}

type homeHeroView struct {
	Eyebrow    string `json:"eyebrow"`
	Headline   string `json:"headline"`
	Intro      string `json:"intro"`
	Image      string `json:"image"`
	SrcSet     string `json:"srcSet"`
	AvifSrcSet string `json:"avifSrcSet"`
	// PreloadSrcSet is what the head preloads: the AVIF srcset of an
	// upload (what the picture paints on a browser that takes AVIF, every
	// current one), else the image alone ("<src> 1600w").
	PreloadSrcSet string `json:"preloadSrcSet"`
	// Position is the image's object-position, its focal point ("80% 20%").
	Position string `json:"position"`
}

type homeBiographyView struct {
	Paragraphs []string `json:"paragraphs"`
	Intro      []string `json:"intro"`
	Image      string   `json:"image"`
	SrcSet     string   `json:"srcSet"`
	AvifSrcSet string   `json:"avifSrcSet"`
	ImageAlt   string   `json:"imageAlt"`
	// Position is the image's object-position, its focal point ("80% 20%").
	Position string `json:"position"`
}

// homeOutletView is a badge of the Featured In strip: the outlet's logo
// when it has one (its alt text the name), else its name.
type homeOutletView struct {
	Name       string `json:"name"`
	Logo       string `json:"logo"`
	SrcSet     string `json:"srcSet"`
	AvifSrcSet string `json:"avifSrcSet"`
}

// siteView is the site document as the pages show it (views.home): the
// home page's sections, the biography About and Contact share, the
// career timeline with its markup folded into runs.
type siteView struct {
	Hero       homeHeroView      `json:"hero"`
	Cards      []homeCardView    `json:"cards"`
	Funds      []homeCardView    `json:"funds"`
	Highlights []homeCardView    `json:"highlights"`
	Biography  homeBiographyView `json:"biography"`
	Stats      []homeStatView    `json:"stats"`
	Quote      string            `json:"quote"`
	Venture    []string          `json:"venture"`
	Outlets    []homeOutletView  `json:"outlets"`
	Eras       []homeEraView     `json:"eras"`
}

func (c *viewConfig) homeCard(title, subtitle, text, link, image, alt string, decorative bool, x, y float64) homeCardView {
	src := present(image)
	if src == "" {
		src = c.DefaultProjectImage
	}
	return homeCardView{Title: title, Subtitle: subtitle, Text: text, Link: link, Image: src, SrcSet: imageSrcSet(src), AvifSrcSet: imageAvifSrcSet(src), ImageAlt: imageAlt(alt, title, decorative), Position: objectPosition(x, y)}
}

// homeView is the public pages' view of the site document.
func (c *viewConfig) homeView(s domain.Site) siteView {
	v := siteView{
		Hero: homeHeroView{Eyebrow: s.Hero.Eyebrow, Headline: s.Hero.Headline, Intro: s.Hero.Intro, Image: s.Hero.Image,
			SrcSet: imageSrcSet(s.Hero.Image), AvifSrcSet: imageAvifSrcSet(s.Hero.Image),
			Position: objectPosition(s.Hero.ImageFocalX, s.Hero.ImageFocalY)},
		Cards: []homeCardView{}, Funds: []homeCardView{}, Highlights: []homeCardView{},
		Stats: []homeStatView{}, Quote: s.Quote,
		Venture: nonNilSlice(s.Venture.Paragraphs), Outlets: []homeOutletView{}, Eras: []homeEraView{},
	}
	v.Hero.PreloadSrcSet = v.Hero.AvifSrcSet
	if v.Hero.PreloadSrcSet == "" && s.Hero.Image != "" {
		// The image alone, as one candidate with a width: beside sizes,
		// HTML wants a width on every candidate, and the only one is
		// taken whatever it says.
		widths := domain.ImageVariantWidths()
		v.Hero.PreloadSrcSet = s.Hero.Image + " " + strconv.Itoa(widths[len(widths)-1]) + "w"
	}
	for _, o := range s.Outlets {
		logo := present(s.OutletLogo(o))
		v.Outlets = append(v.Outlets, homeOutletView{Name: o, Logo: logo, SrcSet: imageSrcSet(logo), AvifSrcSet: imageAvifSrcSet(logo)})
	}
	for _, x := range s.ImpactStats {
		v.Stats = append(v.Stats, homeStatView{Number: x.Number, Label: x.Label, Detail: x.Detail, Icon: x.Icon})
	}
	for _, x := range s.CategoryCards {
		v.Cards = append(v.Cards, c.homeCard(x.Title, x.Subtitle, "", x.Link, x.ImageURL, x.ImageDescription, x.ImageDecorative, x.ImageFocalX, x.ImageFocalY))
	}
	for _, x := range s.Funds {
		v.Funds = append(v.Funds, c.homeCard(x.Name, x.Focus, x.Description, x.Link, x.ImageURL, x.ImageDescription, x.ImageDecorative, x.ImageFocalX, x.ImageFocalY))
	}
	for _, x := range s.MediaHighlights {
		v.Highlights = append(v.Highlights, c.homeCard(x.Title, "", x.Description, x.Link, x.Image, "", x.ImageDecorative, x.ImageFocalX, x.ImageFocalY))
	}
	bio := present(s.Biography.Image)
	if bio == "" {
		bio = c.DefaultProjectImage
	}
	paragraphs := nonNilSlice(s.Biography.Paragraphs)
	v.Biography = homeBiographyView{Paragraphs: paragraphs, Intro: paragraphs[:min(2, len(paragraphs))], Image: bio,
		SrcSet: imageSrcSet(bio), AvifSrcSet: imageAvifSrcSet(bio), ImageAlt: imageAlt(s.Biography.ImageDescription, s.Name, s.Biography.ImageDecorative),
		Position: objectPosition(s.Biography.ImageFocalX, s.Biography.ImageFocalY)}
	for _, e := range s.Timeline {
		era := homeEraView{Era: e.Era, Icon: e.Icon, Palette: e.Colors.Palette, Summary: e.Summary,
			Gradient:   "linear-gradient(to bottom right, " + e.Colors.From + ", " + e.Colors.To + ")",
			Milestones: []homeMilestoneView{}}
		for _, m := range e.Milestones {
			era.Milestones = append(era.Milestones, homeMilestoneView{Year: m.Year, Palette: e.Colors.Palette, Runs: markupRuns(m.Text)})
		}
		v.Eras = append(v.Eras, era)
	}
	return v
}

func nonNilSlice[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// markupToken is the app's markup grammar (frontend/src/lib/markup.ts) in
// RE2: JavaScript's "." stops at line terminators and its \s is Unicode's
// white space, so both are spelled out.
var markupToken = regexp.MustCompile(`\*\*([^\n\r\x{2028}\x{2029}]+?)\*\*|\*([^\n\r\x{2028}\x{2029}]+?)\*|\[([^\]]+)\]\(([^)\t\n\v\f\r \x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}]+)\)`)

// markupNode is a node of the parsed markup: text, or strong/em/link around children.
type markupNode struct {
	kind     string // text, strong, em, link
	text     string
	href     string
	children []markupNode
}

// parseMarkup is parseMarkup of the app: links only to safe targets, others
// keep their label as text.
func parseMarkup(src string) []markupNode {
	var nodes []markupNode
	last := 0
	for _, m := range markupToken.FindAllStringSubmatchIndex(src, -1) {
		if m[0] > last {
			nodes = append(nodes, markupNode{kind: "text", text: src[last:m[0]]})
		}
		switch {
		case m[2] >= 0:
			nodes = append(nodes, markupNode{kind: "strong", children: parseMarkup(src[m[2]:m[3]])})
		case m[4] >= 0:
			nodes = append(nodes, markupNode{kind: "em", children: parseMarkup(src[m[4]:m[5]])})
		default:
			children := parseMarkup(src[m[6]:m[7]])
			if href := src[m[8]:m[9]]; isSafeHref(href) {
				nodes = append(nodes, markupNode{kind: "link", href: href, children: children})
			} else {
				nodes = append(nodes, children...)
			}
		}
		last = m[1]
	}
	if last < len(src) {
		nodes = append(nodes, markupNode{kind: "text", text: src[last:]})
	}
	return nodes
}

func isSafeHref(href string) bool {
	h := strings.ToLower(href)
	return strings.HasPrefix(h, "http://") || strings.HasPrefix(h, "https://") || strings.HasPrefix(h, "mailto:") ||
		strings.HasPrefix(h, "#") || (strings.HasPrefix(h, "/") && !strings.HasPrefix(h, "//"))
}

// markupRuns folds the markup tree into runs of text with their style and
// link, as markupRuns of the app does.
func markupRuns(src string) []markupRun {
	runs := []markupRun{}
	var walk func(nodes []markupNode, strong, em bool, href string)
	walk = func(nodes []markupNode, strong, em bool, href string) {
		for _, n := range nodes {
			switch n.kind {
			case "text":
				if n.text == "" {
					continue
				}
				style := runStyle(strong, em)
				link := "none"
				if href != "" {
					link = "external"
					if strings.HasPrefix(href, "/") || strings.HasPrefix(href, "#") {
						link = "internal"
					}
				}
				if k := len(runs) - 1; k >= 0 && runs[k].Style == style && runs[k].Href == href {
					runs[k].Text += n.text
				} else {
					runs = append(runs, markupRun{Text: n.text, Style: style, Link: link, Href: href})
				}
			case "link":
				walk(n.children, strong, em, n.href)
			default:
				walk(n.children, strong || n.kind == "strong", em || n.kind == "em", href)
			}
		}
	}
	walk(parseMarkup(src), false, false, "")
	return runs
}

func runStyle(strong, em bool) string {
	switch {
	case strong && em:
		return "strong-em"
	case strong:
		return "strong"
	case em:
		return "em"
	}
	return "plain"
}

// footerView is what the footer shows of the site document that the
// server works out: the copyright line with {year} and {name} filled in.
// The year is the one of the build: a build is made per version of the
// document, so a new year shows from the first save or restart after it.
type footerView struct {
	Copyright string `json:"copyright"`
	// EmailPing counts a click on a link to the owner's e-mail address
	// (the ping attribute: browsers ping for a mailto: link too).
	EmailPing string `json:"emailPing"`
}

// newFooterView is the footer's view of doc at now.
func newFooterView(doc domain.Site, now time.Time) footerView {
	return footerView{Copyright: doc.FooterCopyright(now.Year()), EmailPing: outboundPing(strings.TrimRight(doc.PublicURL, "/"), domain.OutboundEmail, 0)}
}

// textsView is what the pages show of the fixed texts that the server
// works out: those that name the owner with {name} filled in, and the
// not-found page's hint split around its {path} (the path asked for, shown
// between the two as code; has… is false when the text does not hold it).
// The portfolio's search result is its search view's (searchView): it
// holds the count of the request's matches.
type textsView struct {
	NavAbout                string `json:"navAbout"`
	AboutTitle              string `json:"aboutTitle"`
	PortfolioCtaAboutButton string `json:"portfolioCtaAboutButton"`
	NotFoundBefore          string `json:"notFoundBefore"`
	NotFoundAfter           string `json:"notFoundAfter"`
	NotFoundHasPath         bool   `json:"notFoundHasPath"`
}

// newTextsView is the fixed texts' view of doc.
func newTextsView(doc domain.Site) textsView {
	v := textsView{NavAbout: doc.WithName(doc.Nav.About), AboutTitle: doc.WithName(doc.Pages.AboutTitle),
		PortfolioCtaAboutButton: doc.WithName(doc.Pages.PortfolioCtaAboutButton)}
	v.NotFoundBefore, v.NotFoundAfter, v.NotFoundHasPath = doc.TextAround(doc.Pages.NotFoundHint, "{path}")
	return v
}

// homeViewTypes are the home page's views and those About and the footer
// share, then the home page's carousel's (carouselViewTypes), in
// ViewTypes' order.
func homeViewTypes() []ViewType {
	return append([]ViewType{
		viewType[homeCardView]("HomeCardView", "A card of the home page: a category, a fund or a media highlight."),
		viewType[homeStatView]("HomeStatView", "A figure of the About page."),
		viewType[homeOutletView]("HomeOutletView", "A badge of the Featured In strip: the outlet's logo (logo, srcSet; its alt text the name) when it has one, else its name."),
		viewType[markupRun]("MarkupRun", "A flat piece of markup text with its style and link: the tree of parseMarkup with the nesting folded into each piece, so a server template can render any markup with one fixed shape (frontend/src/lib/markup.ts makes the same runs)."),
		viewType[homeMilestoneView]("HomeMilestoneView", "A step of an era; palette is the era's again: a server template reads a list item's own fields only."),
		viewType[homeEraView]("HomeEraView", "An era of the career timeline; gradient is the icon disc's background, a gradient of the era's two colours."),
		viewType[homeHeroView]("HomeHeroView", "The top of the home page. The hero image is the page's largest paint: a picture whose AVIF source (an upload's) the head preloads with the same srcset and sizes (preloadSrcSet; fetchPriority high), so the preload fetches the copy that is painted; an image that is not an upload has no srcset, and preloadSrcSet is its src as one candidate (\"<src> 1600w\": beside sizes, every candidate needs a width)."),
		viewType[homeBiographyView]("HomeBiographyView", "The biography and portrait; intro is the first two paragraphs, which the Contact page shows."),
		viewType[footerView]("FooterView", "What the footer shows that the server works out: the copyright line with {year} (the year of the build) and {name} filled in; emailPing the address that counts a click on a link to the owner's e-mail (the ping attribute)."),
		viewType[textsView]("TextsView", "The fixed texts the server works out: those that name the owner with {name} filled in (the About link and title, the Portfolio page's About button), and the not-found hint split around the path asked for (has…: the text holds it)."),
		viewType[siteView]("HomeView", "What the public pages show of the site document: the home page, and the biography on About and Contact."),
	}, carouselViewTypes()...)
}
