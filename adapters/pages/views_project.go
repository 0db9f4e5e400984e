package pages

import (
	"net/url"
	"regexp"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// The page of one project (/portfolio/{category}/{slug}): everything it
// shows, worked out here like every other public view.

// projectImageView is a figure of a project's page: the image, its srcset,
// alt text and caption, and how it loads (the first at once, with a high
// fetch priority, the others as they scroll in).
type projectImageView struct {
	galleryImageView
	Loading       string `json:"loading" ts:"'eager' | 'lazy'"`
	FetchPriority string `json:"fetchPriority" ts:"'high' | 'auto'"`
}

// projectNavView is a neighbour of a project in its section's order; its
// path is "" when there is none.
type projectNavView struct {
	Title string `json:"title"`
	Path  string `json:"path"`
}

// projectPageView is a project's page.
type projectPageView struct {
	ID            int64  `json:"id"`
	Slug          string `json:"slug"`
	Title         string `json:"title"`
	Role          string `json:"role"`
	Path          string `json:"path"`
	CategoryLabel string `json:"categoryLabel"`
	CategoryPath  string `json:"categoryPath"`
	// SubcategoryLabel is the studio's name or the subcategory's label, ""
	// for none.
	SubcategoryLabel string   `json:"subcategoryLabel"`
	Paragraphs       []string `json:"paragraphs"`
	// Images are the cover, then the gallery images lowest priority first,
	// none repeated (projectGallery); Gallery is the same list as JSON text
	// for the gallery dialog.
	Images  []projectImageView `json:"images"`
	Gallery string             `json:"gallery"`
	Links   []linkView         `json:"links"`
	// Video is the project's video as a link (none or one), played in the
	// site's video dialog when it can be embedded.
	Video []linkView `json:"video"`
	Tags  []string   `json:"tags"`
	// Year, Studio and Platform join Role in the facts row, shown when
	// HasFacts (one of the four is set); Story is the case study's
	// paragraphs; Outcomes and Credits its lists (project_case_study.go).
	Year     string         `json:"year"`
	Studio   string         `json:"studio"`
	Platform string         `json:"platform"`
	HasFacts bool           `json:"hasFacts"`
	Story    []string       `json:"story"`
	Outcomes []string       `json:"outcomes"`
	Credits  []string       `json:"credits"`
	Prev     projectNavView `json:"prev"`
	Next     projectNavView `json:"next"`
	// Back is the project's card on the portfolio page.
	Back string `json:"back"`
}

// videoLinkLabel is the label of a project's video link.
const videoLinkLabel = "Watch the video"

// categoryLabel is a project category's label, else the key in title case.
func categoryLabel(key string) string {
	for _, c := range domain.ProjectCategories() {
		if c.Key == key {
			return c.Label
		}
	}
	return titleCase(key)
}

// categoryPath is the address of a category's portfolio page.
func categoryPath(key string) string { return "/portfolio/" + url.PathEscape(key) }

// projectBack is the address of a project's card on the portfolio page.
func projectBack(slug string) string { return "/portfolio#project-" + slug }

var blankLines = regexp.MustCompile(`\n\s*\n`)

// paragraphs are a text's paragraphs: blank lines separate them, and the
// line breaks inside one are spaces.
func paragraphs(text string) []string {
	out := []string{}
	for _, p := range blankLines.Split(strings.ReplaceAll(text, "\r\n", "\n"), -1) {
		if p = strings.Join(strings.Fields(p), " "); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// projectPageView is p's page; prev and next are its neighbours in its
// section's order (nil for none).
func (c *viewConfig) projectPageView(p domain.Project, prev, next *domain.Project) projectPageView {
	card := c.cardView(p)
	gallery := projectGallery(p)
	images := make([]projectImageView, len(gallery))
	for i, g := range gallery {
		images[i] = projectImageView{galleryImageView: g, Loading: "lazy", FetchPriority: "auto"}
		// The first two figures fill a phone's first screen: both load at
		// once (the largest of them is the page's LCP), the first at high
		// priority.
		switch i {
		case 0:
			images[i].Loading, images[i].FetchPriority = "eager", "high"
		case 1:
			images[i].Loading = "eager"
		}
	}
	video := []linkView{}
	if u := present(p.VideoURL); u != "" && !hasLink(card.Links, u) {
		embed := videoEmbedURL(u)
		video = append(video, linkView{URL: u, Label: videoLinkLabel, Kind: "video", Popup: embed != "", Embed: embed,
			Ping: outboundPing(c.base(), domain.OutboundProject, p.ID)})
	}
	v := projectPageView{ID: p.ID, Slug: p.Slug, Title: p.Title, Role: card.Role, Path: p.PagePath(),
		CategoryLabel: categoryLabel(p.Category), CategoryPath: categoryPath(p.Category),
		SubcategoryLabel: c.subcategoryName(p.Subcategory), Paragraphs: paragraphs(p.Description),
		Images: images, Gallery: jsonText(gallery), Links: card.Links, Video: video, Tags: presentItems(p.Tags),
		Year: present(p.Year), Studio: present(p.Studio), Platform: present(p.Platform), Story: paragraphs(p.Story),
		Outcomes: presentItems(p.Outcomes), Credits: presentItems(p.Credits),
		Prev: navOf(prev), Next: navOf(next), Back: projectBack(p.Slug)}
	v.HasFacts = v.Role != "" || v.Year != "" || v.Studio != "" || v.Platform != ""
	return v
}

// presentItems are a list's non-blank items, trimmed; never nil, so the
// page's template lists read an empty list.
func presentItems(items []string) []string {
	out := []string{}
	for _, t := range items {
		if t = present(t); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// subcategoryName is a studio's name for a studio's key, else the
// subcategory's label ("" for none).
func (c *viewConfig) subcategoryName(key string) string {
	if key == "" {
		return ""
	}
	for _, st := range c.studios {
		if st.Key == key && present(st.Name) != "" {
			return present(st.Name)
		}
	}
	return subcategoryLabel(key)
}

func hasLink(links []linkView, u string) bool {
	for _, l := range links {
		if strings.TrimSpace(l.URL) == u {
			return true
		}
	}
	return false
}

func navOf(p *domain.Project) projectNavView {
	if p == nil {
		return projectNavView{}
	}
	return projectNavView{Title: p.Title, Path: p.PagePath()}
}

// sectionOrder is the order of a section's cards on the portfolio page:
// the studios, the section's groups, then the other subcategories, each
// card once; the ids of the cards of v, a sectionView of s.
func sectionOrder(s portfolioSection, v sectionView) []int64 {
	var out []int64
	seen := map[int64]bool{}
	add := func(items []cardView) {
		for _, it := range items {
			if !seen[it.ID] {
				seen[it.ID] = true
				out = append(out, it.ID)
			}
		}
	}
	for _, items := range v.shownLists(s) {
		add(items)
	}
	return out
}

// projectViewTypes are a project page's views, in ViewTypes' order.
func projectViewTypes() []ViewType {
	return []ViewType{
		viewType[projectImageView]("ProjectImageView", "A figure of a project's page: the image with its srcset, alt text and caption, and how it loads (the first at once with a high fetch priority, the rest lazily)."),
		viewType[projectNavView]("ProjectNavView", "A neighbour of a project in its section's order on the portfolio page: path is '' when there is none."),
		viewType[projectPageView]("ProjectPageView", "A project's page (/portfolio/{category}/{slug}): categoryPath is its category's page; paragraphs its description; images the cover then the gallery (gallery is the same list as JSON text, for the gallery dialog); video is the project's video as a link (none or one); role, year, studio and platform are the facts row (hasFacts when one is set), story the case study's paragraphs, outcomes and credits its lists; prev and next its neighbours in its section's order; back its card on /portfolio."),
	}
}
