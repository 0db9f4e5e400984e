package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// catalogue writes the catalogue module: every category, subcategory and
// type label of domain/catalogue.go.
func catalogue(p printer) {
	cats := domain.ProjectCategories()
	p("/** Project categories in the fixed order used by the admin and the portfolio. */\n")
	p("export const PROJECT_CATEGORIES = [\n")
	for _, c := range cats {
		p("  %s,\n", option(c.Option))
	}
	p("] as const\n\n")

	p("/** The subcategory keys the admin form offers per category (spec section 3). */\n")
	p("export const ADMIN_SUBCATEGORY_OPTIONS = {\n")
	for _, c := range cats {
		p("  %s: [", str(c.Key))
		for i, o := range c.Subcategories {
			if i > 0 {
				p(", ")
			}
			p("%s", str(o.Key))
		}
		p("],\n")
	}
	p("} as const\n\n")

	p("/** The admin subcategory order table: key, label and sort number. */\n")
	p("export const SUBCATEGORY_ORDER = [\n")
	for _, s := range domain.SubcategoryOrderTable() {
		p("  { key: %s, label: %s, sort: %s },\n", str(s.Key), str(s.Label), strconv.FormatFloat(s.Sort, 'f', -1, 64))
	}
	p("] as const\n\n")
	p("/** Sort number of an unknown subcategory: it goes last. */\n")
	p("export const UNKNOWN_SUBCATEGORY_SORT = %d\n\n", domain.UnknownSubcategorySort)

	p("/** Labels of the subcategories outside the order table. */\n")
	p("export const EXTRA_SUBCATEGORY_LABELS: Readonly<Record<string, string>> = {\n")
	for _, o := range domain.ExtraSubcategoryLabels() {
		p("  %s: %s,\n", str(o.Key), str(o.Label))
	}
	p("}\n\n")

	p("/** Investment categories; labels may hold {name}, the owner's name. */\n")
	p("export const INVESTMENT_CATEGORIES = [\n")
	for _, c := range domain.InvestmentCategories() {
		p("  { key: %s, label: %s, subcategories: [", str(c.Key), str(c.Label))
		for i, o := range c.Subcategories {
			if i > 0 {
				p(", ")
			}
			p("%s", option(o))
		}
		p("] },\n")
	}
	p("] as const\n\n")

	list := func(doc, name string, opts []domain.Option) {
		p("/** %s */\n", doc)
		p("export const %s = [\n", name)
		for _, o := range opts {
			p("  %s,\n", option(o))
		}
		p("] as const\n\n")
	}
	list("Media and press categories, in page order.", "MEDIA_CATEGORIES", domain.MediaCategories())
	list("Media link types the admin offers; public data may also carry `other`.", "MEDIA_LINK_TYPES", domain.MediaLinkTypes())
	list("Project link types.", "LINK_TYPES", domain.LinkTypes())

	trash := make([]string, len(domain.TrashKinds))
	for i, k := range domain.TrashKinds {
		trash[i] = string(k)
	}
	keys(p, "What the trash holds (the {kind} of /api/trash/{kind}/{id}).", "TRASH_KINDS", trash)
	keys(p, "What an activity entry can be about.", "ACTIVITY_KINDS", domain.ActivityKinds())
	keys(p, "What an activity entry records.", "ACTIVITY_ACTIONS", domain.ActivityActions)

	p("/** The picture of a project, studio, fund or media item without one of its own. */\n")
	p("export const DEFAULT_PROJECT_IMAGE = %s\n\n", str(domain.DefaultProjectImage))
	p("/** The empty message of a subcategory's list on the public pages. */\n")
	p("export const EMPTY_IN_SUBCATEGORY = %s\n\n", str(domain.MsgEmptyInSubcategory))
	portfolioSections(p)
}

// portfolioSections writes the public portfolio's sections, texts
// included; the frontend's features/portfolio/sections.ts builds its
// sections from them.
func portfolioSections(p printer) {
	p("/**\n")
	p(" * The public portfolio's sections in page order: each group shows the stored\n")
	p(" * subcategory keys it accepts; errorText holds {message}, the error's message.\n")
	p(" */\n")
	p("export const PORTFOLIO_SECTION_TABLE = [\n")
	for _, s := range domain.PortfolioSections() {
		p("  {\n")
		p("    category: %s,\n    anchor: %s,\n    title: %s,\n", str(s.Category), str(s.Anchor), str(s.Title))
		p("    groups: [")
		for _, g := range s.Groups {
			accepts := make([]string, len(g.Accepts))
			for i, k := range g.Accepts {
				accepts[i] = str(k)
			}
			p("\n      { key: %s, label: %s, accepts: [%s] },", str(g.Key), str(g.Label), strings.Join(accepts, ", "))
		}
		if len(s.Groups) > 0 {
			p("\n    ")
		}
		p("],\n")
		p("    emptyPerGroup: %t,\n    studios: %t,\n", s.EmptyPerGroup, s.Studios)
		p("    errorText: %s,\n    emptyText: %s,\n", str(s.ErrorText), str(s.EmptyText))
		p("  },\n")
	}
	p("] as const\n")
}

// option is a key and label pair.
func option(o domain.Option) string {
	return fmt.Sprintf("{ key: %s, label: %s }", str(o.Key), str(o.Label))
}
