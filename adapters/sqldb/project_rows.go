package sqldb

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

// projectRow is a row of portfolio_projects. Optional texts are nullzero:
// "" is stored as NULL and NULL reads back as "".
type projectRow struct {
	bun.BaseModel    `bun:"table:portfolio_projects,alias:p"`
	ID               int64     `bun:"id,pk,autoincrement"`
	Title            string    `bun:"title"`
	Slug             string    `bun:"slug,nullzero"`
	Description      string    `bun:"description,nullzero"`
	Category         string    `bun:"category"`
	Subcategory      string    `bun:"subcategory,nullzero"`
	Role             string    `bun:"role,nullzero"`
	ImageURL         string    `bun:"image_url,nullzero"`
	ImageDescription string    `bun:"image_description,nullzero"`
	ImageDecorative  bool      `bun:"image_decorative"`
	ImageFocalX      float64   `bun:"image_focal_x"`
	ImageFocalY      float64   `bun:"image_focal_y"`
	VideoURL         string    `bun:"video_url,nullzero"`
	Tags             string    `bun:"tags,nullzero"`
	Year             string    `bun:"year,nullzero"`
	Studio           string    `bun:"studio,nullzero"`
	Platform         string    `bun:"platform,nullzero"`
	Story            string    `bun:"story,nullzero"`
	Outcomes         string    `bun:"outcomes,nullzero"`
	Credits          string    `bun:"credits,nullzero"`
	Priority         int       `bun:"priority"`
	IsActive         bool      `bun:"is_active"`
	CreatedAt        time.Time `bun:"created_at"`
	UpdatedAt        time.Time `bun:"updated_at"`
}

func newProjectRow(p *domain.Project) (*projectRow, error) {
	tags, err := encodeTags(p.Tags)
	if err != nil {
		return nil, err
	}
	outcomes, err := encodeTags(p.Outcomes)
	if err != nil {
		return nil, fmt.Errorf("outcomes: %w", err)
	}
	credits, err := encodeTags(p.Credits)
	if err != nil {
		return nil, fmt.Errorf("credits: %w", err)
	}
	return &projectRow{
		ID: p.ID, Title: p.Title, Slug: p.Slug, Description: p.Description, Category: p.Category,
		Subcategory: p.Subcategory, Role: p.Role, ImageURL: p.ImageURL,
		ImageDescription: p.ImageDescription, ImageDecorative: p.ImageDecorative, VideoURL: p.VideoURL, Tags: tags,
		ImageFocalX: p.ImageFocalX, ImageFocalY: p.ImageFocalY,
		Year: p.Year, Studio: p.Studio, Platform: p.Platform, Story: p.Story, Outcomes: outcomes, Credits: credits,
		Priority: p.Priority, IsActive: p.IsActive, CreatedAt: p.CreatedAt, UpdatedAt: p.UpdatedAt,
	}, nil
}

// toDomain returns the project without its links and gallery images, which
// the repository attaches.
func (r *projectRow) toDomain() (domain.Project, error) {
	tags, err := decodeTags(r.Tags)
	if err != nil {
		return domain.Project{}, fmt.Errorf("project %d: %w", r.ID, err)
	}
	outcomes, err := decodeTags(r.Outcomes)
	if err != nil {
		return domain.Project{}, fmt.Errorf("project %d outcomes: %w", r.ID, err)
	}
	credits, err := decodeTags(r.Credits)
	if err != nil {
		return domain.Project{}, fmt.Errorf("project %d credits: %w", r.ID, err)
	}
	return domain.Project{
		ID: r.ID, Title: r.Title, Slug: r.Slug, Description: r.Description, Category: r.Category,
		Subcategory: r.Subcategory, Role: r.Role, ImageURL: r.ImageURL,
		ImageDescription: r.ImageDescription, ImageDecorative: r.ImageDecorative, VideoURL: r.VideoURL, Tags: tags,
		ImageFocalX: r.ImageFocalX, ImageFocalY: r.ImageFocalY,
		Year: r.Year, Studio: r.Studio, Platform: r.Platform, Story: r.Story, Outcomes: outcomes, Credits: credits,
		Priority: r.Priority, IsActive: r.IsActive, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(),
	}, nil
}

// encodeTags stores tags (or another list of texts: outcomes, credits) as
// a JSON array, the one list type both databases read the same way; no
// tags is NULL.
func encodeTags(tags []string) (string, error) {
	if len(tags) == 0 {
		return "", nil
	}
	b, err := json.Marshal(tags)
	if err != nil {
		return "", fmt.Errorf("encode tags: %w", err)
	}
	return string(b), nil
}

// storedTags is what reading tags back gives: no tags is nil, as decodeTags
// returns it, so a saved project equals the project read afterwards
// without a decode whose error would have to be dropped.
func storedTags(tags []string) []string {
	if len(tags) == 0 {
		return nil
	}
	return tags
}

// decodeTags reads the JSON array of encodeTags; none is nil.
func decodeTags(s string) ([]string, error) {
	if s == "" {
		return nil, nil
	}
	var tags []string
	if err := json.Unmarshal([]byte(s), &tags); err != nil {
		return nil, fmt.Errorf("decode tags: %w", err)
	}
	if len(tags) == 0 {
		return nil, nil
	}
	return tags, nil
}

// linkRow is a row of portfolio_links.
type linkRow struct {
	bun.BaseModel `bun:"table:portfolio_links,alias:l"`
	ID            int64  `bun:"id,pk,autoincrement"`
	ProjectID     int64  `bun:"project_id"`
	Label         string `bun:"label"`
	URL           string `bun:"url"`
	Type          string `bun:"type,nullzero"`
	Priority      int    `bun:"priority"`
}

func newLinkRow(l *domain.ProjectLink) *linkRow {
	return &linkRow{ID: l.ID, ProjectID: l.ProjectID, Label: l.Label, URL: l.URL, Type: l.Type, Priority: l.Priority}
}

func (r *linkRow) fill(l *domain.ProjectLink)  { *r = *newLinkRow(l) }
func (r *linkRow) keys() (id, projectID int64) { return r.ID, r.ProjectID }
func (r *linkRow) setKeys(id, projectID int64) { r.ID, r.ProjectID = id, projectID }

func (r *linkRow) toDomain() domain.ProjectLink {
	return domain.ProjectLink{ID: r.ID, ProjectID: r.ProjectID, Label: r.Label, URL: r.URL, Type: r.Type, Priority: r.Priority}
}

// galleryImageRow is a row of portfolio_gallery_images.
type galleryImageRow struct {
	bun.BaseModel `bun:"table:portfolio_gallery_images,alias:g"`
	ID            int64   `bun:"id,pk,autoincrement"`
	ProjectID     int64   `bun:"project_id"`
	Src           string  `bun:"src"`
	Alt           string  `bun:"alt,nullzero"`
	Decorative    bool    `bun:"decorative"`
	Caption       string  `bun:"caption,nullzero"`
	Priority      int     `bun:"priority"`
	FocalX        float64 `bun:"focal_x"`
	FocalY        float64 `bun:"focal_y"`
}

func newGalleryImageRow(g *domain.GalleryImage) *galleryImageRow {
	return &galleryImageRow{ID: g.ID, ProjectID: g.ProjectID, Src: g.Src, Alt: g.Alt, Caption: g.Caption, Priority: g.Priority, Decorative: g.Decorative,
		FocalX: g.FocalX, FocalY: g.FocalY}
}

func (r *galleryImageRow) fill(g *domain.GalleryImage) { *r = *newGalleryImageRow(g) }
func (r *galleryImageRow) keys() (id, projectID int64) { return r.ID, r.ProjectID }
func (r *galleryImageRow) setKeys(id, projectID int64) { r.ID, r.ProjectID = id, projectID }

func (r *galleryImageRow) toDomain() domain.GalleryImage {
	return domain.GalleryImage{ID: r.ID, ProjectID: r.ProjectID, Src: r.Src, Alt: r.Alt, Caption: r.Caption, Priority: r.Priority, Decorative: r.Decorative,
		FocalX: r.FocalX, FocalY: r.FocalY}
}
