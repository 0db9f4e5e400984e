package httpapi

import "github.com/portfolio-site/portfolio/domain"

// The request members of each entity, as the admin forms send them (spec
// sections 3 and 7). A member the table lacks is refused (issue 37), but
// for those the entity answers with (id, createdAt, links, ...: returning),
// accepted and ignored, so the admin may send an object back as it
// received it.

var projectFields = fields[domain.ProjectPatch]{
	text("title", func(p *domain.ProjectPatch) **string { return &p.Title }),
	optionalText("slug", func(p *domain.ProjectPatch) **string { return &p.Slug }),
	optionalText("description", func(p *domain.ProjectPatch) **string { return &p.Description }),
	text("category", func(p *domain.ProjectPatch) **string { return &p.Category }),
	optionalText("subcategory", func(p *domain.ProjectPatch) **string { return &p.Subcategory }),
	optionalText("role", func(p *domain.ProjectPatch) **string { return &p.Role }),
	optionalText("imageUrl", func(p *domain.ProjectPatch) **string { return &p.ImageURL }),
	optionalText("imageDescription", func(p *domain.ProjectPatch) **string { return &p.ImageDescription }),
	boolean("imageDecorative", func(p *domain.ProjectPatch) **bool { return &p.ImageDecorative }),
	focal("imageFocalX", func(p *domain.ProjectPatch) **float64 { return &p.ImageFocalX }),
	focal("imageFocalY", func(p *domain.ProjectPatch) **float64 { return &p.ImageFocalY }),
	optionalText("videoUrl", func(p *domain.ProjectPatch) **string { return &p.VideoURL }),
	stringList("tags", func(p *domain.ProjectPatch) **[]string { return &p.Tags }),
	optionalText("year", func(p *domain.ProjectPatch) **string { return &p.Year }),
	optionalText("studio", func(p *domain.ProjectPatch) **string { return &p.Studio }),
	optionalText("platform", func(p *domain.ProjectPatch) **string { return &p.Platform }),
	optionalText("story", func(p *domain.ProjectPatch) **string { return &p.Story }),
	stringList("outcomes", func(p *domain.ProjectPatch) **[]string { return &p.Outcomes }),
	stringList("credits", func(p *domain.ProjectPatch) **[]string { return &p.Credits }),
	integer("priority", func(p *domain.ProjectPatch) **int { return &p.Priority }),
	boolean("isActive", func(p *domain.ProjectPatch) **bool { return &p.IsActive }),
}.returning(domain.Project{})

var linkFields = fields[domain.LinkPatch]{
	text("label", func(p *domain.LinkPatch) **string { return &p.Label }),
	text("url", func(p *domain.LinkPatch) **string { return &p.URL }),
	optionalText("type", func(p *domain.LinkPatch) **string { return &p.Type }),
	integer("priority", func(p *domain.LinkPatch) **int { return &p.Priority }),
}.returning(domain.ProjectLink{})

var galleryFields = fields[domain.GalleryPatch]{
	text("src", func(p *domain.GalleryPatch) **string { return &p.Src }),
	optionalText("alt", func(p *domain.GalleryPatch) **string { return &p.Alt }),
	boolean("decorative", func(p *domain.GalleryPatch) **bool { return &p.Decorative }),
	focal("focalX", func(p *domain.GalleryPatch) **float64 { return &p.FocalX }),
	focal("focalY", func(p *domain.GalleryPatch) **float64 { return &p.FocalY }),
	optionalText("caption", func(p *domain.GalleryPatch) **string { return &p.Caption }),
	integer("priority", func(p *domain.GalleryPatch) **int { return &p.Priority }),
}.returning(domain.GalleryImage{})

// loginRequest is the body of POST /api/auth/login.
type loginRequest struct {
	Username, Password *string
}

var loginFields = fields[loginRequest]{
	text("username", func(p *loginRequest) **string { return &p.Username }),
	text("password", func(p *loginRequest) **string { return &p.Password }),
}

// credentials turns the request into a login attempt; absent members are
// empty and rejected by the domain as Required.
func (l loginRequest) credentials() domain.Credentials {
	var c domain.Credentials
	if l.Username != nil {
		c.Username = *l.Username
	}
	if l.Password != nil {
		c.Password = *l.Password
	}
	return c
}

// reorderRequest is the body of POST /api/portfolio/projects/reorder and
// POST /api/portfolio/gallery/reorder.
type reorderRequest struct {
	IDs *[]int64
}

var reorderFields = fields[reorderRequest]{
	idList("ids", func(p *reorderRequest) **[]int64 { return &p.IDs }),
}
