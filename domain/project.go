package domain

import (
	"context"
	"encoding/json"
	"strings"
	"time"
)

// Project is a portfolio project. Public reads embed its links and gallery
// images; JSON names are the product's camelCase field names.
type Project struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
	// Slug names the project's page (slug.go); unique across projects.
	Slug string `json:"slug"`
	// Path is the page's address, /portfolio/{category}/{slug}: derived,
	// set whenever the project is encoded.
	Path             string `json:"path"`
	Description      string `json:"description"`
	Category         string `json:"category"`
	Subcategory      string `json:"subcategory"`
	Role             string `json:"role"`
	ImageURL         string `json:"imageUrl"`
	ImageDescription string `json:"imageDescription"`
	// ImageDecorative marks the image as decoration: shown with alt="".
	ImageDecorative bool `json:"imageDecorative"`
	// ImageFocalX and ImageFocalY are the cover image's focal point (focal_point.go).
	ImageFocalX float64  `json:"imageFocalX"`
	ImageFocalY float64  `json:"imageFocalY"`
	VideoURL    string   `json:"videoUrl"`
	Tags        []string `json:"tags"`
	// Year, Studio, Platform, Story, Outcomes and Credits make the page a
	// case study (project_case_study.go); all optional. Year is free text
	// ("2019" or "2019–2022"); the story's paragraphs are split on blank
	// lines; the lists are null when empty.
	Year          string         `json:"year"`
	Studio        string         `json:"studio"`
	Platform      string         `json:"platform"`
	Story         string         `json:"story"`
	Outcomes      []string       `json:"outcomes"`
	Credits       []string       `json:"credits"`
	Priority      int            `json:"priority"`
	IsActive      bool           `json:"isActive"`
	CreatedAt     time.Time      `json:"createdAt"`
	UpdatedAt     time.Time      `json:"updatedAt"`
	Links         []ProjectLink  `json:"links"`
	GalleryImages []GalleryImage `json:"galleryImages"`
}

// MarshalJSON encodes the project with its page's address.
func (p Project) MarshalJSON() ([]byte, error) {
	type plain Project
	p.Path = p.PagePath()
	return json.Marshal(plain(p))
}

// NewProject returns a project with the database defaults: priority 0, active.
func NewProject() Project {
	return Project{IsActive: true, ImageFocalX: FocalCentre, ImageFocalY: FocalCentre}
}

// UnmarshalJSON decodes over centred focal points (FocalCentre): JSON of
// before they existed (a revision, a draft, a backup) reads as centred.
func (p *Project) UnmarshalJSON(data []byte) error {
	type plain Project
	return decodeCentred(data, (*plain)(p))
}

// Validate checks the rules of spec section 5: title and category required,
// image URLs that are http(s) or site paths, texts of sane length.
func (p *Project) Validate() error {
	v := ValidationErrors{}
	requireText(v, "title", p.Title)
	requireText(v, "category", p.Category)
	if p.Slug != "" && !IsSlug(p.Slug) {
		v.Add("slug", MsgSlugInvalid)
	}
	for f, s := range map[string]string{"title": p.Title, "category": p.Category, "subcategory": p.Subcategory, "role": p.Role, "imageDescription": p.ImageDescription} {
		limitText(v, f, s, maxTextLength)
	}
	limitLines(v, "description", p.Description, maxDescriptionLength)
	optionalImage(v, "imageUrl", p.ImageURL)
	optionalLink(v, "videoUrl", p.VideoURL)
	for _, t := range p.Tags {
		limitText(v, "tags", t, maxTextLength)
	}
	p.validateCaseStudy(v)
	checkFocalPoints(v, "", p)
	return v.Err()
}

// NormalizeTags trims tags, drops empty ones and duplicates, and returns nil
// for an empty list (the product stores and sends null for no tags).
func NormalizeTags(tags []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, t := range tags {
		t = strings.TrimSpace(t)
		if t == "" || seen[t] {
			continue
		}
		seen[t] = true
		out = append(out, t)
	}
	return out
}

// ProjectPatch holds the fields of a create or partial update; a nil field
// is absent from the request and keeps its value.
type ProjectPatch struct {
	Title *string
	// Slug "" asks for one made from the title.
	Slug             *string
	Description      *string
	Category         *string
	Subcategory      *string
	Role             *string
	ImageURL         *string
	ImageDescription *string
	ImageDecorative  *bool
	ImageFocalX      *float64
	ImageFocalY      *float64
	VideoURL         *string
	Tags             *[]string
	Year             *string
	Studio           *string
	Platform         *string
	Story            *string
	Outcomes         *[]string
	Credits          *[]string
	Priority         *int
	IsActive         *bool
}

// Apply copies the present fields of the patch onto p.
func (u ProjectPatch) Apply(p *Project) {
	setString(&p.Title, u.Title)
	setString(&p.Slug, u.Slug)
	setString(&p.Description, u.Description)
	setString(&p.Category, u.Category)
	setString(&p.Subcategory, u.Subcategory)
	setString(&p.Role, u.Role)
	setString(&p.ImageURL, u.ImageURL)
	setString(&p.ImageDescription, u.ImageDescription)
	setBool(&p.ImageDecorative, u.ImageDecorative)
	setFloat(&p.ImageFocalX, u.ImageFocalX)
	setFloat(&p.ImageFocalY, u.ImageFocalY)
	setString(&p.VideoURL, u.VideoURL)
	if u.Tags != nil {
		p.Tags = NormalizeTags(*u.Tags)
	}
	setString(&p.Year, u.Year)
	setString(&p.Studio, u.Studio)
	setString(&p.Platform, u.Platform)
	setString(&p.Story, u.Story)
	if u.Outcomes != nil {
		p.Outcomes = NormalizeList(*u.Outcomes)
	}
	if u.Credits != nil {
		p.Credits = NormalizeList(*u.Credits)
	}
	if u.Priority != nil {
		p.Priority = *u.Priority
	}
	if u.IsActive != nil {
		p.IsActive = *u.IsActive
	}
}

func setString(dst *string, src *string) {
	if src != nil {
		*dst = *src
	}
}

func setInt(dst *int, src *int) {
	if src != nil {
		*dst = *src
	}
}

func setFloat(dst *float64, src *float64) {
	if src != nil {
		*dst = *src
	}
}

func setBool(dst *bool, src *bool) {
	if src != nil {
		*dst = *src
	}
}

// ProjectFilter narrows a project list. Empty strings do not filter.
type ProjectFilter struct {
	Category    string
	Subcategory string
	ActiveOnly  bool
}

// ProjectRepository stores projects. Lists are in the order of
// ComparePlaces (ascending priority, then id) and embed each project's
// links and gallery images (in that order too).
type ProjectRepository interface {
	// List returns the projects matching f.
	List(ctx context.Context, f ProjectFilter) ([]Project, error)
	// Find returns one project with its links and gallery. ENOTFOUND.
	Find(ctx context.Context, id int64) (*Project, error)
	// Create inserts p, setting its ID and timestamps.
	Create(ctx context.Context, p *Project) error
	// Update reads the project, applies fn and writes it back in one
	// transaction; fn's error aborts the write. ENOTFOUND.
	Update(ctx context.Context, id int64, fn func(*Project) error) (*Project, error)
	// Delete removes the project with its links and gallery. ENOTFOUND.
	Delete(ctx context.Context, id int64) error
	// Restore inserts p as it was before it went to the trash, with its
	// id, timestamps, links and gallery images. ECONFLICT when an id is
	// taken.
	Restore(ctx context.Context, p *Project) error
	// Reorder exchanges the places of projects a and b in their group
	// (SwapPlaces) in one transaction that reads the group and writes the
	// new priorities, so a concurrent change cannot slip between the read
	// and the write. It returns the projects it moved, a and b first, then
	// every other one whose priority changed (a renumbered group), each as
	// it was and as stored after. ENOTFOUND when either is missing,
	// EINVALID when they are of two groups; nothing changes then.
	Reorder(ctx context.Context, a, b int64) ([]ProjectMove, error)
	// Count returns the number of projects.
	Count(ctx context.Context) (int, error)
	// Slugs returns every project's slug with its id. Create, Update and
	// Restore refuse a slug another project has (SlugTaken).
	Slugs(ctx context.Context) (map[string]int64, error)
}

// ProjectMove is a project a reorder moved: as it was and as it is stored
// now (its priority and update time differ, or only its place when its
// partner's tie was broken).
type ProjectMove struct {
	Before, After Project
}

// Place is the project's place in its group's order (ComparePlaces).
func (p Project) Place() Place { return Place{ID: p.ID, Priority: p.Priority} }

// SameGroup reports whether p and q are listed together, in one order:
// the same category and subcategory.
func (p *Project) SameGroup(q *Project) bool {
	return p.Category == q.Category && p.Subcategory == q.Subcategory
}

// MsgProjectReorderPair is the ids error of a move between two groups.
const MsgProjectReorderPair = "Must name two projects of the same category and subcategory"

// SwapPlaces returns the priorities, by project id, that exchange the
// places of a and b in their group (MovePlaces: a plain swap, or the
// group renumbered when it has ties, so its positions end unique). group
// holds the projects of their category and subcategory (others are
// ignored), in any order. A project swapped with itself stays put.
// EINVALID when a and b are of two groups (moving across groups would
// leave ties in both), ENOTFOUND when either is missing from group.
func SwapPlaces(a, b *Project, group []Project) (map[int64]int, error) {
	if !a.SameGroup(b) {
		return nil, &Error{Code: EINVALID, Message: MsgProjectReorderPair, Fields: map[string]string{"ids": MsgProjectReorderPair}}
	}
	var places []Place
	for _, p := range group {
		if p.SameGroup(a) {
			places = append(places, p.Place())
		}
	}
	return MovePlaces(places, a.ID, b.ID, MsgProjectNotFound)
}
