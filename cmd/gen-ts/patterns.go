package main

import (
	"regexp"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// patterns writes the regular expressions the admin's forms share with the
// server's checks, as literals. domain writes them for both engines alike
// (no \s, \w or other class whose meaning differs).
func patterns(p printer) {
	for _, r := range []struct{ name, doc, pattern string }{
		{"HEX_COLOUR", "A colour of the site document, #rrggbb (domain.HexColourPattern).", domain.HexColourPattern},
		{"EMAIL_SHAPE", "The shape of an e-mail address (domain.EmailShapePattern): a quick check the server's own (domain.IsEmailAddress) implies, not the whole of it.", domain.EmailShapePattern},
		{"SLUG", "A project's slug (domain.SlugPattern): lower-case letters and digits in words joined by single hyphens; the server also limits its length (MAX_SLUG_LENGTH).", domain.SlugPattern},
	} {
		regexp.MustCompile(r.pattern)
		if strings.ContainsAny(r.pattern, "/\n") || strings.Contains(r.pattern, `\s`) || strings.Contains(r.pattern, `\w`) {
			panic("gen-ts: " + r.name + " does not read alike in Go and JavaScript, or as a literal")
		}
		p("/** %s */\n", r.doc)
		p("export const %s = /%s/\n\n", r.name, r.pattern)
	}
	p("/** The longest slug the server takes (domain.MaxSlugLength). */\n")
	p("export const MAX_SLUG_LENGTH = %d\n\n", domain.MaxSlugLength)
}
