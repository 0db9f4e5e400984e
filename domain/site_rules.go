package domain

import (
	"regexp"
	"sort"
)

// SiteTextRule is what Site.Validate asks of one text field of the site
// document: its path, list indexes written "[]" ("timeline[].summary"),
// whether it may be blank, and its most characters.
type SiteTextRule struct {
	Path     string
	Required bool
	Max      int
}

// listIndex is a list index in a field's path.
var listIndex = regexp.MustCompile(`\[\d+\]`)

// record notes the rule of the text field at path.
func (c siteCheck) record(path string, required bool, max int) {
	p := listIndex.ReplaceAllString(path, "[]")
	c.rules[p] = SiteTextRule{Path: p, Required: required, Max: max}
}

// SiteTextRules returns the rule of every text field of the document,
// sorted by path, for the admin's generated mirror (cmd/gen-ts). It is
// read from Site.Validate itself, run over a document with one item in
// every list, so the table cannot drift from the checks.
func SiteTextRules() []SiteTextRule {
	one := []string{""}
	sample := Site{
		Socials:         make([]SiteSocial, 1),
		SEO:             SiteSEO{Keywords: one},
		CategoryCards:   make([]SiteCategoryCard, 1),
		Funds:           make([]SiteFund, 1),
		MediaHighlights: make([]SiteMediaHighlight, 1),
		Biography:       SiteBiography{Paragraphs: one},
		ImpactStats:     make([]SiteImpactStat, 1),
		Venture:         SiteVenture{Paragraphs: one},
		Outlets:         one,
		OutletLogos:     make([]SiteOutletLogo, 1),
		Timeline:        []SiteEra{{Milestones: make([]SiteMilestone, 1)}},
		Footer:          SiteFooter{Industries: one},
		GameStudios:     make([]SiteGameStudio, 1),
		PressKit:        SitePressKit{Headshots: make([]SiteHeadshot, 1), Logos: make([]SitePressLogo, 1), Facts: make([]SitePressFact, 1)},
	}
	c := siteCheck{v: ValidationErrors{}, rules: map[string]SiteTextRule{}}
	sample.check(c)
	out := make([]SiteTextRule, 0, len(c.rules))
	for _, r := range c.rules {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}
