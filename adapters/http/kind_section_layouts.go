package httpapi

import (
	"net/http"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// sectionLayoutsAPI is the API of the portfolio section layouts
// (/api/portfolio/section-layouts): a create or update that would make a
// second active layout of a section answers 409.
var sectionLayoutsAPI = &contentAPI[domain.SectionLayout, *domain.SectionLayout, domain.SectionLayoutPatch]{
	base:      "/api/portfolio/section-layouts",
	kind:      domain.KindLayout,
	name:      "section layout",
	operation: "sectionLayout",
	labels: contentLabels{
		list:   "The portfolio section layouts",
		create: "Create a section layout (one active layout a section)",
		update: "Update a section layout",
		remove: "Delete a section layout",
	},
	writeErrors: []int{http.StatusConflict},
	request:     "SectionLayoutRequest",
	entity:      schemaOf[domain.SectionLayout]("SectionLayout", "A portfolio section layout (GET /api/portfolio/section-layouts)."),
	fields:      sectionLayoutFields,
	newItem:     domain.NewSectionLayout,
	adminOf:     (*app.ContentService).SectionLayouts,
}

// init registers the kind's API among the server's (contentKinds).
func init() { registerContentKind(sectionLayoutsAPI) }

// sectionLayoutFields are the members of a section layout's request body.
var sectionLayoutFields = fields[domain.SectionLayoutPatch]{
	text("category", func(p *domain.SectionLayoutPatch) **string { return &p.Category }),
	optionalText("subcategory", func(p *domain.SectionLayoutPatch) **string { return &p.Subcategory }),
	integer("columnsPerRow", func(p *domain.SectionLayoutPatch) **int { return &p.ColumnsPerRow }),
	optionalText("displayStyle", func(p *domain.SectionLayoutPatch) **string { return &p.DisplayStyle }),
	optionalText("sectionTitle", func(p *domain.SectionLayoutPatch) **string { return &p.SectionTitle }),
	optionalText("sectionDescription", func(p *domain.SectionLayoutPatch) **string { return &p.SectionDescription }),
	boolean("isActive", func(p *domain.SectionLayoutPatch) **bool { return &p.IsActive }),
}.returning(domain.SectionLayout{})
