package httpapi

import (
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// investmentsAPI is the API of the investments (/api/investments).
var investmentsAPI = &contentAPI[domain.Investment, *domain.Investment, domain.InvestmentPatch]{
	base:      "/api/investments",
	kind:      domain.KindInvestment,
	name:      "investment",
	operation: "investment",
	labels: contentLabels{
		list:   "The investments",
		create: "Create an investment",
		update: "Update an investment",
		remove: "Move an investment to the trash",
	},
	request: "InvestmentRequest",
	entity:  schemaOf[domain.Investment]("Investment", "An investment (GET /api/investments)."),
	fields:  investmentFields,
	newItem: domain.NewInvestment,
	adminOf: (*app.ContentService).Investments,
}

// init registers the kind's API among the server's (contentKinds).
func init() { registerContentKind(investmentsAPI) }

// investmentFields are the members of an investment's request body.
var investmentFields = fields[domain.InvestmentPatch]{
	text("title", func(p *domain.InvestmentPatch) **string { return &p.Title }),
	optionalText("description", func(p *domain.InvestmentPatch) **string { return &p.Description }),
	text("category", func(p *domain.InvestmentPatch) **string { return &p.Category }),
	optionalText("subcategory", func(p *domain.InvestmentPatch) **string { return &p.Subcategory }),
	optionalText("url", func(p *domain.InvestmentPatch) **string { return &p.URL }),
	optionalText("role", func(p *domain.InvestmentPatch) **string { return &p.Role }),
	optionalText("logoUrl", func(p *domain.InvestmentPatch) **string { return &p.LogoURL }),
	optionalText("logoDescription", func(p *domain.InvestmentPatch) **string { return &p.LogoDescription }),
	boolean("logoDecorative", func(p *domain.InvestmentPatch) **bool { return &p.LogoDecorative }),
	focal("logoFocalX", func(p *domain.InvestmentPatch) **float64 { return &p.LogoFocalX }),
	focal("logoFocalY", func(p *domain.InvestmentPatch) **float64 { return &p.LogoFocalY }),
	integer("priority", func(p *domain.InvestmentPatch) **int { return &p.Priority }),
	boolean("isActive", func(p *domain.InvestmentPatch) **bool { return &p.IsActive }),
}.returning(domain.Investment{})
