package domain

import "strings"

// A project's page reads as a case study (issue 39): a facts row (the role,
// the year, the studio, the platform), the story, its outcomes and its
// credits. Every part is optional; a page shows only the parts that are set.

// Limits of the case-study fields: single lines counted in characters (so
// an accented name or the en dash of "2019–2022" has the same room as
// plain text), the story in bytes like the description, lists in items.
const (
	MaxProjectYear      = 20
	MaxProjectShortText = 200
	MaxProjectStory     = maxDescriptionLength
	MaxProjectOutcome   = 300
	MaxProjectOutcomes  = 12
	MaxProjectCredit    = 200
	MaxProjectCredits   = 30
	msgListItem         = "Item {n}: "
	msgListItemIndex    = "{n}"
)

// ProjectCaseStudyLimits are the limits the admin's form checks before it
// sends (cmd/gen-ts writes them into limits.gen.ts).
type ProjectCaseStudyLimits struct {
	Year, ShortText, Story, Outcome, Outcomes, Credit, Credits int
}

// CaseStudyLimits returns the limits of the case-study fields.
func CaseStudyLimits() ProjectCaseStudyLimits {
	return ProjectCaseStudyLimits{Year: MaxProjectYear, ShortText: MaxProjectShortText, Story: MaxProjectStory,
		Outcome: MaxProjectOutcome, Outcomes: MaxProjectOutcomes, Credit: MaxProjectCredit, Credits: MaxProjectCredits}
}

// validateCaseStudy records the errors of p's case-study fields in v.
func (p *Project) validateCaseStudy(v ValidationErrors) {
	for _, f := range []struct {
		name, value string
		max         int
	}{{"year", p.Year, MaxProjectYear}, {"studio", p.Studio, MaxProjectShortText}, {"platform", p.Platform, MaxProjectShortText}} {
		checkText(v, f.name, f.value, false)
		limitRunes(v, f.name, f.value, f.max)
	}
	limitLines(v, "story", p.Story, MaxProjectStory)
	limitList(v, "outcomes", p.Outcomes, MaxProjectOutcomes, MaxProjectOutcome)
	limitList(v, "credits", p.Credits, MaxProjectCredits, MaxProjectCredit)
}

// limitList checks a list of one-line texts: at most maxItems items of at
// most maxItem characters each. An item's error names it ("Item 3: …"),
// for the admin edits the list as one field, an item a line.
func limitList(v ValidationErrors, field string, items []string, maxItems, maxItem int) {
	if len(items) > maxItems {
		v.Add(field, TooManyMessage(maxItems))
	}
	for i, s := range items {
		item := ValidationErrors{}
		checkText(item, field, s, false)
		limitRunes(item, field, s, maxItem)
		if msg, ok := item[field]; ok {
			v.Add(field, ListItemMessage(i, msg))
		}
	}
}

// ListItemMessage is msg about the i-th (from 0) item of a list.
func ListItemMessage(i int, msg string) string {
	return strings.Replace(msgListItem, msgListItemIndex, itoa(i+1), 1) + msg
}

// NormalizeList trims a list's items and drops the empty ones, keeping the
// order and any repeats (two credits may read alike); nil for an empty
// list, as the product stores and sends null for none.
func NormalizeList(items []string) []string {
	var out []string
	for _, s := range items {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}
