package domain_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/domain"
)

func TestProjectCaseStudyValidation(t *testing.T) {
	many := func(n int, s string) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = s
		}
		return out
	}
	for _, tc := range []struct {
		name  string
		set   func(p *domain.Project)
		field string
		msg   string // "" when valid
	}{
		{"none set", func(p *domain.Project) {}, "", ""},
		{"a year range with an en dash", func(p *domain.Project) { p.Year = "2019–2022" }, "", ""},
		{"twenty characters of year, some of them wide", func(p *domain.Project) { p.Year = strings.Repeat("–", 20) }, "", ""},
		{"a year too long", func(p *domain.Project) { p.Year = strings.Repeat("1", 21) }, "year", domain.TooLongMessage(20)},
		{"a year on two lines", func(p *domain.Project) { p.Year = "2019\n2020" }, "year", domain.MsgNotText},
		{"a studio too long", func(p *domain.Project) { p.Studio = strings.Repeat("s", 201) }, "studio", domain.TooLongMessage(200)},
		{"a platform with a NUL", func(p *domain.Project) { p.Platform = "PC\x00" }, "platform", domain.MsgNotText},
		{"hostile text is only text", func(p *domain.Project) {
			p.Studio, p.Story = "<script>alert(1)</script>", "<img src=x onerror=alert(1)>\n\n</p>"
		}, "", ""},
		{"a story of paragraphs", func(p *domain.Project) { p.Story = "One.\r\n\r\n\tTwo." }, "", ""},
		{"a story too long", func(p *domain.Project) { p.Story = strings.Repeat("s", 20001) }, "story", domain.TooLongMessage(20000)},
		{"a story with a control", func(p *domain.Project) { p.Story = "bell \x07" }, "story", domain.MsgNotText},
		{"twelve outcomes", func(p *domain.Project) { p.Outcomes = many(12, "ok") }, "", ""},
		{"thirteen outcomes", func(p *domain.Project) { p.Outcomes = many(13, "ok") }, "outcomes", domain.TooManyMessage(12)},
		{"an outcome too long", func(p *domain.Project) { p.Outcomes = []string{"ok", strings.Repeat("o", 301)} }, "outcomes", "Item 2: " + domain.TooLongMessage(300)},
		{"an outcome of two lines", func(p *domain.Project) { p.Outcomes = []string{"a\nb"} }, "outcomes", "Item 1: " + domain.MsgNotText},
		{"thirty credits", func(p *domain.Project) { p.Credits = many(30, "Jo") }, "", ""},
		{"thirty-one credits", func(p *domain.Project) { p.Credits = many(31, "Jo") }, "credits", domain.TooManyMessage(30)},
		{"a credit too long", func(p *domain.Project) { p.Credits = []string{strings.Repeat("c", 201)} }, "credits", "Item 1: " + domain.TooLongMessage(200)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := domain.NewProject()
			p.Title, p.Category = "Case", "games"
			tc.set(&p)
			err := p.Validate()
			if tc.msg == "" {
				assert.NoError(t, err)
				return
			}
			assert.Equal(t, map[string]string{tc.field: tc.msg}, fieldsOf(t, err))
		})
	}
}

func TestProjectPatchNormalisesCaseStudyLists(t *testing.T) {
	p := domain.NewProject()
	outcomes, credits, year := []string{"  10M players ", "", "  ", "BAFTA"}, []string{"Jo", "Jo"}, "2021"
	domain.ProjectPatch{Outcomes: &outcomes, Credits: &credits, Year: &year}.Apply(&p)
	assert.Equal(t, []string{"10M players", "BAFTA"}, p.Outcomes, "trimmed, blank lines dropped")
	assert.Equal(t, []string{"Jo", "Jo"}, p.Credits, "repeats kept")
	assert.Equal(t, "2021", p.Year)

	empty := []string{" "}
	domain.ProjectPatch{Outcomes: &empty}.Apply(&p)
	assert.Nil(t, p.Outcomes, "none is null")
	assert.Equal(t, []string{"Jo", "Jo"}, p.Credits, "an absent member keeps its value")
}
