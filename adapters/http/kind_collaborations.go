package httpapi

import (
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// collaborationsAPI is the API of the notable collaborations
// (/api/notable-collaborations).
var collaborationsAPI = &contentAPI[domain.Collaboration, *domain.Collaboration, domain.CollaborationPatch]{
	base:      "/api/notable-collaborations",
	kind:      domain.KindCollaboration,
	name:      "collaboration",
	operation: "collaboration",
	labels: contentLabels{
		list:   "The collaborations",
		create: "Create a collaboration",
		update: "Update a collaboration",
		remove: "Move a collaboration to the trash",
	},
	request: "CollaborationRequest",
	entity:  schemaOf[domain.Collaboration]("Collaboration", "A collaboration (GET /api/notable-collaborations)."),
	fields:  collaborationFields,
	newItem: domain.NewCollaboration,
	adminOf: (*app.ContentService).Collaborations,
}

// init registers the kind's API among the server's (contentKinds).
func init() { registerContentKind(collaborationsAPI) }

// collaborationFields are the members of a collaboration's request body.
var collaborationFields = fields[domain.CollaborationPatch]{
	text("title", func(p *domain.CollaborationPatch) **string { return &p.Title }),
	optionalText("description", func(p *domain.CollaborationPatch) **string { return &p.Description }),
	optionalText("imageUrl", func(p *domain.CollaborationPatch) **string { return &p.ImageURL }),
	optionalText("imageDescription", func(p *domain.CollaborationPatch) **string { return &p.ImageDescription }),
	boolean("imageDecorative", func(p *domain.CollaborationPatch) **bool { return &p.ImageDecorative }),
	focal("imageFocalX", func(p *domain.CollaborationPatch) **float64 { return &p.ImageFocalX }),
	focal("imageFocalY", func(p *domain.CollaborationPatch) **float64 { return &p.ImageFocalY }),
	optionalText("logoUrl", func(p *domain.CollaborationPatch) **string { return &p.LogoURL }),
	focal("logoFocalX", func(p *domain.CollaborationPatch) **float64 { return &p.LogoFocalX }),
	focal("logoFocalY", func(p *domain.CollaborationPatch) **float64 { return &p.LogoFocalY }),
	integer("priority", func(p *domain.CollaborationPatch) **int { return &p.Priority }),
	boolean("isActive", func(p *domain.CollaborationPatch) **bool { return &p.IsActive }),
}.returning(domain.Collaboration{})
