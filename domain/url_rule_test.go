package domain_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// urlRulesFile is the table of cases the admin's Vitest suite also runs, so
// the two implementations of the rule cannot drift apart unnoticed.
const urlRulesFile = "../test/fixtures/url-rules.json"

// urlCase is one value of the table and why it is accepted or refused.
type urlCase struct {
	Value string `json:"value"`
	Why   string `json:"why"`
}

// urlRuleCases lists what one rule accepts and refuses.
type urlRuleCases struct {
	Accept []urlCase `json:"accept"`
	Refuse []urlCase `json:"refuse"`
}

// urlRules is the whole table: the absolute-URL rule and the reference rule.
type urlRules struct {
	HTTPURL urlRuleCases `json:"httpUrl"`
	Ref     urlRuleCases `json:"ref"`
}

func loadURLRules(t testing.TB) urlRules {
	t.Helper()
	data, err := os.ReadFile(urlRulesFile)
	require.NoError(t, err)
	var r urlRules
	require.NoError(t, json.Unmarshal(data, &r))
	require.NotEmpty(t, r.HTTPURL.Accept)
	require.NotEmpty(t, r.HTTPURL.Refuse)
	require.NotEmpty(t, r.Ref.Accept)
	require.NotEmpty(t, r.Ref.Refuse)
	return r
}

func TestURLRuleTable(t *testing.T) {
	r := loadURLRules(t)
	check := func(name string, rule func(string) bool, cases urlRuleCases) {
		for _, c := range cases.Accept {
			assert.True(t, rule(c.Value), "%s should accept %q: %s", name, c.Value, c.Why)
		}
		for _, c := range cases.Refuse {
			assert.False(t, rule(c.Value), "%s should refuse %q: %s", name, c.Value, c.Why)
		}
	}
	check("IsHTTPURL", domain.IsHTTPURL, r.HTTPURL)
	check("IsImageRef", domain.IsImageRef, r.Ref)
	check("IsLinkRef", domain.IsLinkRef, r.Ref)
}

// The entities apply the rule through their field wrappers: empty means
// absent for optional fields, required fields keep their own message.
func TestURLRuleInEntities(t *testing.T) {
	evil := `/\evil.example`
	p := domain.Project{Title: "t", Category: "games", ImageURL: evil, VideoURL: evil}
	f := fieldsOf(t, p.Validate())
	assert.Equal(t, domain.MsgInvalidImageURL, f["imageUrl"])
	assert.Equal(t, domain.MsgInvalidURL, f["videoUrl"])

	m := domain.MediaItem{Title: "t", Category: "talks-panels", URL: evil, ThumbnailURL: evil}
	f = fieldsOf(t, m.Validate())
	assert.Equal(t, domain.MsgInvalidURL, f["url"])
	assert.Equal(t, domain.MsgInvalidImageURL, f["thumbnailUrl"])

	i := domain.Investment{Title: "t", Category: "funds-managed", URL: " /a", LogoURL: "/a.png "}
	f = fieldsOf(t, i.Validate())
	assert.Equal(t, domain.MsgInvalidURL, f["url"])
	assert.Equal(t, domain.MsgInvalidImageURL, f["logoUrl"])

	c := domain.Collaboration{Title: "t", ImageURL: "//evil.example/a.png"}
	assert.Equal(t, domain.MsgInvalidImageURL, fieldsOf(t, c.Validate())["imageUrl"])

	g := domain.GalleryImage{Src: "/a.png\n"}
	assert.Equal(t, domain.MsgInvalidImageURL, fieldsOf(t, g.Validate())["src"])
	g.Src = " "
	assert.Equal(t, domain.MsgImageURLRequired, fieldsOf(t, g.Validate())["src"])

	l := domain.ProjectLink{Label: "x", URL: "https://good.com@evil.com"}
	assert.Equal(t, domain.MsgInvalidURL, fieldsOf(t, l.Validate())["url"])
	l.URL = "/relative"
	assert.Equal(t, domain.MsgInvalidURL, fieldsOf(t, l.Validate())["url"], "a project link is absolute")

	for _, ok := range []domain.Project{{Title: "t", Category: "games"}, {Title: "t", Category: "games", ImageURL: "/a.png", VideoURL: "https://youtube.com/watch?v=x"}} {
		assert.NoError(t, ok.Validate())
	}
}
