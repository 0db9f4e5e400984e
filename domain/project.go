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
	ImageDecorative bool           `json:"imageDecorative"`
	VideoURL        string         `json:"videoUrl"`
	Tags            []string       `json:"tags"`
	Priority        int            `json:"priority"`
	IsActive        bool           `json:"isActive"`
	CreatedAt       time.Time      `json:"createdAt"`
	UpdatedAt       time.Time      `json:"updatedAt"`
	Links           []ProjectLink  `json:"links"`
	GalleryImages   []GalleryImage `json:"galleryImages"`
}

// MarshalJSON encodes the project with its page's address.
func (p Project) MarshalJSON() ([]byte, error) {
	type plain Project
	p.Path = p.PagePath()
	return json.Marshal(plain(p))
}

// NewProject returns a project with the database defaults: priority 0, active.
func NewProject() Project { return Project{IsActive: true} }

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
	VideoURL         *string
	Tags             *[]string
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
	setString(&p.VideoURL, u.VideoURL)
	if u.Tags != nil {
		p.Tags = NormalizeTags(*u.Tags)
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

// ProjectFilter narrows a project list. Empty strings do not filter.
type ProjectFilter struct {
	Category    string
	Subcategory string
	ActiveOnly  bool
}

// ProjectRepository stores projects. Lists are ordered by ascending priority,
// then id, and embed each project's links and gallery images (ascending
// priority then id too).
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
	// Reorder exchanges the places of projects a and b (SwapPlaces) in one
	// transaction that reads both, and their group when they tie, and
	// writes the new priorities, so a concurrent change cannot slip
	// between the read and the write. It returns both as stored.
	// ENOTFOUND when either is missing; nothing changes then.
	Reorder(ctx context.Context, a, b int64) (*Project, *Project, error)
	// Count returns the number of projects.
	Count(ctx context.Context) (int, error)
	// Slugs returns every project's slug with its id. Create, Update and
	// Restore refuse a slug another project has (SlugTaken).
	Slugs(ctx context.Context) (map[string]int64, error)
}

// TiedWith reports whether p and q share a place: same category,
// subcategory and priority. New projects all start at the form's default
// priority, and exchanging two equal values would change nothing visible.
func (p *Project) TiedWith(q *Project) bool {
	return p.Priority == q.Priority && p.Category == q.Category && p.Subcategory == q.Subcategory
}

// SwapPlaces returns the priorities that exchange the places of a and b,
// by project id. When they do not tie, their priorities are swapped. When
// they tie, their group is renumbered with consecutive priorities from its
// lowest one, in its current order with a and b exchanged, so Move Up and
// Move Down always move; group must hold every project of their category
// and subcategory by ascending priority then id (others are ignored).
// A project swapped with itself stays put. ENOTFOUND when a tied pair is
// missing from group.
func SwapPlaces(a, b *Project, group []Project) (map[int64]int, error) {
	if !a.TiedWith(b) {
		return map[int64]int{a.ID: b.Priority, b.ID: a.Priority}, nil
	}
	var places []place
	for _, p := range group {
		if p.Category == a.Category && p.Subcategory == a.Subcategory {
			places = append(places, place{p.ID, p.Priority})
		}
	}
	return swapPlaces(place{a.ID, a.Priority}, place{b.ID, b.Priority}, places, MsgProjectNotFound)
}
