package httpapi

import (
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// collaborationsAPI is the API of the notable collaborations
// (/api/notable-collaborations).
var collaborationsAPI = &contentAPI[domain.Collaboration, *domain.Collaboration, domain.CollaborationPatch]{
	base:      "/api/notable-collaborations",
	kind:      string(domain.TrashCollaboration),
	name:      "collaboration",
	operation: "collaboration",
	labels: contentLabels{
		list:   "The collaborations",
		create: "Create a collaboration",
		update: "Update a collaboration",
		remove: "Move a collaboration to the trash",
	},
	request:    "CollaborationRequest",
	requestDoc: "POST /api/collaborations, PUT /api/collaborations/{id}.",
	entity:     schemaOf[domain.Collaboration]("Collaboration", "A collaboration (GET /api/collaborations)."),
	fields:     collaborationFields,
	newItem:    domain.NewCollaboration,
	adminOf:    (*app.ContentService).Collaborations,
	listOf:     (*app.CatalogueService).Collaborations,
}

// collaborationFields are the members of a collaboration's request body.
var collaborationFields = fields[domain.CollaborationPatch]{
	text("title", func(p *domain.CollaborationPatch) **string { return &p.Title }),
	optionalText("description", func(p *domain.CollaborationPatch) **string { return &p.Description }),
	optionalText("imageUrl", func(p *domain.CollaborationPatch) **string { return &p.ImageURL }),
	optionalText("imageDescription", func(p *domain.CollaborationPatch) **string { return &p.ImageDescription }),
	boolean("imageDecorative", func(p *domain.CollaborationPatch) **bool { return &p.ImageDecorative }),
	integer("priority", func(p *domain.CollaborationPatch) **int { return &p.Priority }),
	boolean("isActive", func(p *domain.CollaborationPatch) **bool { return &p.IsActive }),
}.returning(domain.Collaboration{})
