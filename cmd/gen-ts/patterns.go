package main

import (
	"regexp"
	"strconv"
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
	} {
		regexp.MustCompile(r.pattern)
		if strings.ContainsAny(r.pattern, "/\n") || strings.Contains(r.pattern, `\s`) || strings.Contains(r.pattern, `\w`) {
			panic("gen-ts: " + r.name + " does not read alike in Go and JavaScript, or as a literal")
		}
		p("/** %s */\n", r.doc)
		p("export const %s = /%s/\n\n", r.name, r.pattern)
	}
	slugPattern(p)
}

// slugShape is domain.IsSlug's pattern (domain/slug.go keeps it
// unexported): slugPattern checks that the two agree on every sample
// before writing it, so a change on the Go side fails generation instead
// of leaving the admin's check behind.
const slugShape = `^[a-z0-9]+(-[a-z0-9]+)*$`

func slugPattern(p printer) {
	re := regexp.MustCompile(slugShape)
	for _, s := range []string{"a", "my-project", "abc-123-x9", "", "-a", "a-", "a--b", "A", "a_b", "a b", "é", "a/b", "a.b", "0"} {
		if re.MatchString(s) != domain.IsSlug(s) {
			panic("gen-ts: the slug pattern no longer agrees with domain.IsSlug on " + strconv.Quote(s))
		}
	}
	p("/** A project's slug (domain.IsSlug): lower-case letters and digits in words joined by single hyphens, at most MAX_SLUG_LENGTH characters. */\n")
	p("export const SLUG = /%s/\n\n", slugShape)
	p("/** The longest slug (domain.MaxSlugLength). */\n")
	p("export const MAX_SLUG_LENGTH = %d\n", domain.MaxSlugLength)
}
