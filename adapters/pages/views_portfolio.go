package pages

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// The views below are what the public pages show of the stored content:
// Go is their one authority (the page templates only render them).
// testdata/views holds their golden cases.

type linkView struct {
	ID    int64  `json:"id"`
	URL   string `json:"url"`
	Label string `json:"label"`
	Kind  string `json:"kind" ts:"LinkKind"`
	Popup bool   `json:"popup"`
	// Embed is the player URL of a link that opens the video popup, else "".
	Embed string `json:"embed"`
	// Ping counts a click on it (the ping attribute): the project's
	// outbound click, whichever of its links it is.
	Ping string `json:"ping"`
}

// galleryImageView is an image of a card's gallery (the data-gallery JSON).
type galleryImageView struct {
	Src        string `json:"src"`
	SrcSet     string `json:"srcSet"`
	AvifSrcSet string `json:"avifSrcSet"`
	Alt        string `json:"alt"`
	Caption    string `json:"caption"`
	// Position is the image's object-position, its focal point ("80% 20%").
	Position string `json:"position"`
}

type cardView struct {
	ID          int64  `json:"id"`
	Title       string `json:"title"`
	Role        string `json:"role"`
	Description string `json:"description"`
	// Href is the project's page ("" for a project without a slug, which
	// has no page); the card's title and image are one link to it.
	Href string `json:"href"`
	// Anchor is the card's id, project-{slug} (project-{id} without a
	// slug): /portfolio#project-{slug} lands on the card.
	Anchor     string `json:"anchor"`
	Image      string `json:"image"`
	SrcSet     string `json:"srcSet"`
	AvifSrcSet string `json:"avifSrcSet"`
	ImageAlt   string `json:"imageAlt"`
	// Position is the image's object-position, its focal point ("80% 20%").
	Position string `json:"position"`
	// ImageCount is the images of the project's page gallery (0 when the
	// project has no gallery images); ImageCountLabel says it in words
	// ("5 images"), as the card's badge shows it to everyone.
	ImageCount      int        `json:"imageCount"`
	ImageCountLabel string     `json:"imageCountLabel"`
	Links           []linkView `json:"links"`
	// Loading and FetchPriority are the image's loading and fetchpriority
	// attributes: "lazy" and "auto", except for the cards at the top of
	// the page (markFirstCards).
	Loading       string `json:"loading" ts:"'eager' | 'lazy'"`
	FetchPriority string `json:"fetchPriority" ts:"'high' | 'auto'"`
}

// groupLayoutView is the app's GroupLayoutView: a group's heading,
// description, columns and display, from an active layout naming its
// subcategory, else its label and the section's.
type groupLayoutView struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Columns     int    `json:"columns"`
	Display     string `json:"display" ts:"SectionDisplay"`
}

type groupView struct {
	groupLayoutView
	Visible bool       `json:"visible"`
	Empty   bool       `json:"empty"`
	Items   []cardView `json:"items"`
}

// studioView is a studio block of the Games section: its heading (the
// studio's name, or an active layout's title for its subcategory), its
// wordmark and career period, the ids it answers to (anchor, then aliases:
// the spec's #riot, #games-ea…) and the strip's link to it (href).
type studioView struct {
	groupLayoutView
	Key     string   `json:"key"`
	Anchor  string   `json:"anchor"`
	Aliases []string `json:"aliases"`
	Href    string   `json:"href"`
	Logo    string   `json:"logo"`
	// LogoImage is the studio's logo image ("" for none: the strip shows
	// the wordmark, else the name), LogoSrcSet its variants.
	LogoImage      string     `json:"logoImage"`
	LogoSrcSet     string     `json:"logoSrcSet"`
	LogoAvifSrcSet string     `json:"logoAvifSrcSet"`
	Period         string     `json:"period"`
	Visible        bool       `json:"visible"`
	Empty          bool       `json:"empty"`
	Items          []cardView `json:"items"`
}

// specStudioAnchors are the hash anchors the spec gives the demo's three
// studios; any other studio answers to <section>-<key>.
var specStudioAnchors = map[string][]string{
	"riot-games":   {"games-riot", "riot"},
	"maxis-ea":     {"games-maxis", "games-ea", "ea"},
	"bandai-namco": {"games-namco", "namco"},
}

// studioAnchors are the ids of the block of studio key in section.
func studioAnchors(section, key string) []string {
	if a, ok := specStudioAnchors[key]; ok {
		return a
	}
	return []string{section + "-" + key}
}

type extraGroupView struct {
	groupLayoutView
	Key    string     `json:"key"`
	Anchor string     `json:"anchor"`
	Items  []cardView `json:"items"`
}

type sectionView struct {
	// Title, Description, Columns (on wide screens) and Display ("grid"
	// or "list") come from the section's active layout, else the defaults.
	Title       string `json:"title"`
	Description string `json:"description"`
	Columns     int    `json:"columns"`
	Display     string `json:"display" ts:"SectionDisplay"`
	// Shown: the page shows the section. Always, except while searching:
	// then only a section with a match is (issue 39), and no section
	// says it has nothing.
	Shown   bool                 `json:"shown"`
	Empty   bool                 `json:"empty"`
	Groups  map[string]groupView `json:"groups"`
	Studios []studioView         `json:"studios"`
	Extra   []extraGroupView     `json:"extra"`
}

// present is the app's present(): the trimmed text, "" when blank.
func present(s string) string { return strings.TrimSpace(s) }

// imageAlt is the app's imageAlt(): "" for an image the owner marked
// decorative, else its description, else fallback (what the image is of:
// the item's title), so only a decorative image is ever alt="".
func imageAlt(description, fallback string, decorative bool) string {
	if decorative {
		return ""
	}
	if d := present(description); d != "" {
		return d
	}
	return fallback
}

// byPriorityAsc returns items in the order of every list
// (domain.ComparePlaces: priority, then id), as the admin lists them.
func byPriorityAsc[T any](items []T, priority func(T) int, id func(T) int64) []T {
	return domain.SortedByPlace(items, func(x T) domain.Place { return domain.Place{ID: id(x), Priority: priority(x)} })
}

func (c *viewConfig) cardView(p domain.Project) cardView {
	main := present(p.ImageURL)
	count := 0
	if len(p.GalleryImages) > 0 {
		if main != "" {
			count = 1
		}
		for _, g := range p.GalleryImages {
			if g.Src != main {
				count++
			}
		}
		count = max(count, 1)
	}
	image := main
	if image == "" {
		image = c.DefaultProjectImage
	}
	alt := imageAlt(p.ImageDescription, p.Title, p.ImageDecorative)
	links := []linkView{}
	for _, l := range byPriorityAsc(p.Links, func(l domain.ProjectLink) int { return l.Priority }, func(l domain.ProjectLink) int64 { return l.ID }) {
		embed := videoEmbedURL(l.URL)
		links = append(links, linkView{ID: l.ID, URL: l.URL, Label: l.Label, Kind: linkKind(l.URL, l.Type), Popup: embed != "", Embed: embed,
			Ping: outboundPing(c.base(), domain.OutboundProject, p.ID)})
	}
	return cardView{ID: p.ID, Title: p.Title, Role: present(p.Role), Description: present(p.Description), Href: projectHref(p),
		Anchor: projectAnchor(p), Image: image, SrcSet: imageSrcSet(image), AvifSrcSet: imageAvifSrcSet(image), ImageAlt: alt, Position: objectPosition(p.ImageFocalX, p.ImageFocalY), ImageCount: count,
		ImageCountLabel: imageCountLabel(count), Links: links, Loading: "lazy", FetchPriority: "auto"}
}

// projectHref is the address of p's page, "" when p has no slug (no page).
func projectHref(p domain.Project) string {
	if p.Slug == "" {
		return ""
	}
	return p.PagePath()
}

// projectAnchor is the id of p's card on the portfolio: project-{slug},
// or project-{id} for a project without a slug.
func projectAnchor(p domain.Project) string {
	if p.Slug == "" {
		return "project-" + strconv.FormatInt(p.ID, 10)
	}
	return "project-" + p.Slug
}

// imageCountLabel is a card's image count in words: "1 image", "5
// images"; "" for none.
func imageCountLabel(n int) string {
	switch n {
	case 0:
		return ""
	case 1:
		return "1 image"
	}
	return strconv.Itoa(n) + " images"
}

// eagerCards is how many cards at the top of a page load their image at
// once: the first row on a wide screen and what a phone shows first. The
// first of them is the page's largest image at first sight, so it is also
// fetched first; the rest of the page loads lazily as it scrolls in.
const eagerCards = 3

// markFirstCards makes the first cards of the first section that has any
// (in the page's order: studios, groups, then the other subcategories)
// load eagerly, the first with a high fetch priority.
func markFirstCards(order []portfolioSection, views map[string]sectionView) {
	left := eagerCards
	mark := func(items []cardView) {
		for i := range items {
			if left == 0 {
				return
			}
			items[i].Loading = "eager"
			if left == eagerCards {
				items[i].FetchPriority = "high"
			}
			left--
		}
	}
	for _, s := range order {
		v, ok := views[s.Category]
		if !ok || v.Empty {
			continue
		}
		for _, items := range v.shownLists(s) {
			mark(items)
		}
		if left < eagerCards {
			return
		}
	}
}

// shownLists are the card lists of v, a sectionView of s, that the page
// shows, in the page's order: the visible studios, the visible groups,
// then the other subcategories. They share their cards with v.
func (v sectionView) shownLists(s portfolioSection) [][]cardView {
	var out [][]cardView
	for _, st := range v.Studios {
		if st.Visible {
			out = append(out, st.Items)
		}
	}
	for _, g := range s.Groups {
		if gv, ok := v.Groups[g.Key]; ok && gv.Visible {
			out = append(out, gv.Items)
		}
	}
	for _, e := range v.Extra {
		out = append(out, e.Items)
	}
	return out
}

// sectionView is a section's view of its projects (those matching the
// search when searching): a search that matches nothing in it hides the
// section (Shown false; the page says once that nothing matched).
func (c *viewConfig) sectionView(s portfolioSection, projects []domain.Project, layouts []domain.SectionLayout, searching bool) sectionView {
	shown := byPriorityAsc(projects, func(p domain.Project) int { return p.Priority }, func(p domain.Project) int64 { return p.ID })
	empty := len(shown) == 0 && (!s.EmptyPerGroup || searching)
	v := sectionView{Shown: !searching || len(shown) > 0, Empty: empty, Groups: map[string]groupView{}, Studios: []studioView{}, Extra: []extraGroupView{}}
	fields := applyLayout(groupLayoutView{Title: s.Title, Columns: domain.DefaultColumnsPerRow, Display: domain.DisplayGrid}, sectionLayout(s.Category, layouts))
	v.Title, v.Description, v.Columns, v.Display = fields.Title, fields.Description, fields.Columns, fields.Display
	known := map[string]bool{}
	if s.Studios {
		for _, st := range c.studios {
			known[st.Key] = true
			items := []cardView{}
			for _, p := range shown {
				if p.Subcategory == st.Key {
					items = append(items, c.cardView(p))
				}
			}
			anchors := studioAnchors(s.Anchor, st.Key)
			v.Studios = append(v.Studios, studioView{groupLayoutView: groupFields(fields, st.Name, groupLayout(s.Category, []string{st.Key}, layouts)),
				Key: st.Key, Anchor: anchors[0], Aliases: anchors[1:], Href: "#" + anchors[len(anchors)-1], Logo: present(st.Logo),
				LogoImage: present(st.LogoURL), LogoSrcSet: imageSrcSet(present(st.LogoURL)), LogoAvifSrcSet: imageAvifSrcSet(present(st.LogoURL)), Period: present(st.Period),
				Visible: !empty && (len(items) > 0 || s.EmptyPerGroup && !searching), Empty: len(items) == 0, Items: items})
		}
	}
	for _, g := range s.Groups {
		items := []cardView{}
		for _, k := range g.Accepts {
			known[k] = true
		}
		for _, p := range shown {
			if slices.Contains(g.Accepts, p.Subcategory) {
				items = append(items, c.cardView(p))
			}
		}
		v.Groups[g.Key] = groupView{groupLayoutView: groupFields(fields, g.Label, groupLayout(s.Category, g.Accepts, layouts)),
			Visible: !empty && (len(items) > 0 || s.EmptyPerGroup && !searching), Empty: len(items) == 0, Items: items}
	}
	if empty {
		return v
	}
	for _, p := range shown {
		if known[p.Subcategory] {
			continue
		}
		key := p.Subcategory
		if key == "" {
			key = "other"
		}
		i := slices.IndexFunc(v.Extra, func(e extraGroupView) bool { return e.Key == key })
		if i < 0 {
			label := s.Title
			var l *domain.SectionLayout
			if p.Subcategory != "" {
				label = subcategoryLabel(p.Subcategory)
				l = groupLayout(s.Category, []string{p.Subcategory}, layouts)
			}
			v.Extra = append(v.Extra, extraGroupView{groupLayoutView: groupFields(fields, label, l), Key: key, Anchor: s.Anchor + "-" + key, Items: []cardView{}})
			i = len(v.Extra) - 1
		}
		v.Extra[i].Items = append(v.Extra[i].Items, c.cardView(p))
	}
	return v
}

// subcategoryLabel is the app's: the order table's label, else the other
// known ones', else the key itself.
func subcategoryLabel(key string) string { return domain.SubcategoryLabel(key) }

var uploadedImage = regexp.MustCompile(`^/uploads/([A-Za-z0-9][A-Za-z0-9_]*)\.[A-Za-z0-9]{1,8}$`)

// imageSrcSet is the srcset of an image URL: an upload's WebP variants,
// else "".
func imageSrcSet(u string) string { return variantSrcSet(u, domain.ImageVariantType()) }

// imageAvifSrcSet is the srcset of an image URL's AVIF variants (an
// upload's, else ""): a picture's <source type="image/avif">, offered
// before the WebP srcset of its <img>.
func imageAvifSrcSet(u string) string { return variantSrcSet(u, domain.AVIFVariantType()) }

// variantSrcSet is the srcset of an upload's variants in the format t.
func variantSrcSet(u string, t domain.ImageType) string {
	m := uploadedImage.FindStringSubmatch(u)
	if m == nil {
		return ""
	}
	widths := domain.ImageVariantWidths()
	parts := make([]string, len(widths))
	for i, w := range widths {
		parts[i] = domain.UploadsPath + domain.ImageVariantNameAs(m[1]+".x", w, t) + " " + strconv.Itoa(w) + "w"
	}
	return strings.Join(parts, ", ")
}

// portfolioViewTypes are the portfolio page's views, in ViewTypes' order.
func portfolioViewTypes() []ViewType {
	return []ViewType{
		viewType[linkView]("LinkView", "A project's link: kind picks its icon; popup opens the in-page video popup (embed is its player address, '' unless popup) rather than a new tab; ping counts a click on it (the project's outbound click, the ping attribute)."),
		viewType[galleryImageView]("GalleryImageView", "An image of a project's gallery (the project image first), as the gallery dialog's JSON text lists them."),
		viewType[cardView]("CardView", "A portfolio card: href is the project's page ('' for a project without a slug), its title and image one link to it; anchor is the card's id (project-{slug}); imageCount the images of its gallery (0 for none) and imageCountLabel the badge's words ('5 images', '' for none)."),
		viewType[groupLayoutView]("GroupLayoutView", "How a group (a subcategory of a section) is laid out: its heading, description, columns and display come from an active layout naming its subcategory, else the heading is the group's label and the rest is the section's."),
		viewType[groupView]("GroupView", "One of a section's own groups: visible on the page, empty (its empty message), and its cards."),
		viewType[studioView]("StudioView", "A studio block of the portfolio's Games section (the site document's gameStudios): heading, wordmark, career period, the ids it answers to (anchor, then aliases) and the logo strip's link (href); visible and empty as a group's."),
		viewType[extraGroupView]("ExtraGroupView", "A group for subcategories none of the section's groups accepts."),
		viewType[sectionView]("SectionView", "A portfolio section: the heading (the active layout's title, else the section's own), the layout's description ('' for none), the grid's columns on wide screens and its display; shown is false only while searching, for a section without a match (the page hides it and its index entry); empty shows only its empty message; groups are the section's own groups by key."),
	}
}
