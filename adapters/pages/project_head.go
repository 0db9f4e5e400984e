package pages

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// The head of a project's page: its title, description, canonical
// address, link preview (the cover's share copy when it is an upload, else
// the site's share image) and structured data (the project as the
// schema.org type of its kind, and the breadcrumb).

// metaDescriptionLength is about where a search result cuts a description.
const metaDescriptionLength = 160

// metaDescription is text on one line, cut at a word before
// metaDescriptionLength characters (with an ellipsis).
func metaDescription(text string) string {
	s := strings.Join(strings.Fields(text), " ")
	r := []rune(s)
	if len(r) <= metaDescriptionLength {
		return s
	}
	cut := string(r[:metaDescriptionLength-1])
	if i := strings.LastIndexByte(cut, ' '); i > metaDescriptionLength/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,;:.–-") + "…"
}

// projectDescription is the project's description on one line, else its
// story's first paragraph, else its role and category.
func projectDescription(p domain.Project, v projectPageView) string {
	if d := metaDescription(p.Description); d != "" {
		return d
	}
	if len(v.Story) > 0 {
		return metaDescription(v.Story[0])
	}
	if v.Role != "" {
		return metaDescription(v.Role + " – " + v.CategoryLabel)
	}
	return v.CategoryLabel
}

// schemaType is the schema.org type of a project, by category and
// subcategory, with its Open Graph type.
func schemaType(p domain.Project) (ld, og string) {
	switch {
	case p.Category == "games":
		return "VideoGame", "website"
	case p.Category == "film-animation" && slices.Contains([]string{"television-series", "animated-series"}, p.Subcategory):
		return "TVSeries", "video.tv_show"
	case p.Category == "film-animation" || p.Category == "cinematics":
		return "Movie", "video.movie"
	case p.Category == "music" && slices.Contains([]string{"soundtracks", "albums-soundtracks", "albums"}, p.Subcategory):
		return "MusicAlbum", "music.album"
	}
	return "CreativeWork", "article"
}

// seoRoute is a project page's head.
func (pp *projectPages) seoRoute(v projectPageView, p domain.Project) seoRoute {
	ldType, ogType := schemaType(p)
	rt := seoRoute{Path: v.Path, Title: v.Title + " – " + v.CategoryLabel + " | " + pp.g.site.Name,
		Description: projectDescription(p, v), OGType: ogType, Keywords: strings.Join(v.Tags, ", "), NoIndex: pp.noIndex}
	if share, ok := shareImageOf(present(p.ImageURL), p.ImageFocalX, p.ImageFocalY); ok {
		rt.Image = share
		rt.imageSize = imageSize{domain.ShareImageWidth, domain.ShareImageHeight, domain.ShareImageType().ContentType}
	}
	rt.jsonLD = pp.g.projectJSONLD(v, p, ldType, rt.Description)
	return rt
}

type ldPersonRef struct {
	Type string `json:"@type"`
	ID   string `json:"@id"`
	Name string `json:"name"`
}

type ldProject struct {
	Type        string       `json:"@type"`
	ID          string       `json:"@id"`
	Name        string       `json:"name"`
	Description string       `json:"description,omitempty"`
	Image       string       `json:"image,omitempty"`
	URL         string       `json:"url"`
	Keywords    string       `json:"keywords,omitempty"`
	Genre       string       `json:"genre,omitempty"`
	Creator     ldPersonRef  `json:"creator"`
	Producer    *ldPersonRef `json:"producer,omitempty"`
	// DateCreated is the project's first year, when its year starts with one.
	DateCreated string `json:"dateCreated,omitempty"`
	// Publisher is the project's studio, when it has one.
	Publisher *ldOrganization `json:"publisher,omitempty"`
}

type ldOrganization struct {
	Type string `json:"@type"`
	Name string `json:"name"`
}

// firstYear is the year a project's year text starts with ("2019" of
// "2019" or "2019–2022"), "" when it starts otherwise: "1990s" or "2019s"
// name no year, so four digits must be followed by nothing, a space or
// punctuation.
func firstYear(year string) string {
	if len(year) < 4 {
		return ""
	}
	for i := 0; i < 4; i++ {
		if year[i] < '0' || year[i] > '9' {
			return ""
		}
	}
	if len(year) > 4 {
		if next := year[4]; next >= '0' && next <= '9' || next >= 'a' && next <= 'z' || next >= 'A' && next <= 'Z' || next == '\'' {
			return ""
		}
	}
	return year[:4]
}

type ldBreadcrumbItem struct {
	Type     string `json:"@type"`
	Position int    `json:"position"`
	Name     string `json:"name"`
	Item     string `json:"item"`
}

type ldBreadcrumbList struct {
	Type  string             `json:"@type"`
	Items []ldBreadcrumbItem `json:"itemListElement"`
}

// projectJSONLD is the page's graph: the owner, the site, the project (its
// creator the owner, and its producer for a film, series or game) and the
// breadcrumb Home › Portfolio › Category › Title.
func (g *seoRenderer) projectJSONLD(v projectPageView, p domain.Project, ldType, description string) []byte {
	person := g.ldOwner()
	owner := ldPersonRef{Type: "Person", ID: person.ID, Name: person.Name}
	work := ldProject{Type: ldType, ID: g.absolute(v.Path) + "#work", Name: v.Title, Description: description,
		URL: g.absolute(v.Path), Keywords: strings.Join(v.Tags, ", "), Genre: v.SubcategoryLabel, Creator: owner}
	if img := present(p.ImageURL); img != "" {
		work.Image = g.absolute(img)
	}
	if ldType == "Movie" || ldType == "TVSeries" || ldType == "VideoGame" {
		work.Producer = &owner
	}
	work.DateCreated = firstYear(v.Year)
	if v.Studio != "" {
		work.Publisher = &ldOrganization{Type: "Organization", Name: v.Studio}
	}
	crumbs := ldBreadcrumbList{Type: "BreadcrumbList"}
	for i, c := range [][2]string{{"Home", "/"}, {"Portfolio", "/portfolio"}, {v.CategoryLabel, v.CategoryPath}, {v.Title, v.Path}} {
		crumbs.Items = append(crumbs.Items, ldBreadcrumbItem{Type: "ListItem", Position: i + 1, Name: c[0], Item: g.absolute(c[1])})
	}
	out, err := json.Marshal(ldGraph{Context: "https://schema.org", Graph: []any{person, g.ldSite(), work, crumbs}})
	if err != nil {
		return []byte("{}")
	}
	return out
}
