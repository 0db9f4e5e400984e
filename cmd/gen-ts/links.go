package main

import "github.com/portfolio-site/portfolio/adapters/pages"

// links writes the kinds the server gives a project link (its icon).
func links(p printer) {
	keys(p, "The kinds of project link the server tells apart (adapters/pages/views_links.go: the link's type, else its host); the components only pick the icon.", "LINK_KINDS", pages.LinkKinds())
	p("export type LinkKind = (typeof LINK_KINDS)[number]\n")
}
