package domain_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// fieldsOf returns the field messages of a validation error.
func fieldsOf(t *testing.T, err error) map[string]string {
	t.Helper()
	require.Error(t, err)
	var e *domain.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, domain.EINVALID, e.Code)
	return e.Fields
}

func TestProjectRequiresTitleAndCategory(t *testing.T) {
	p := domain.NewProject()
	f := fieldsOf(t, p.Validate())
	assert.Equal(t, map[string]string{"title": "Required", "category": "Required"}, f)

	p.Title, p.Category = "  ", "games"
	assert.Equal(t, map[string]string{"title": "Required"}, fieldsOf(t, p.Validate()))

	p.Title = "Starfall"
	assert.NoError(t, p.Validate())
	assert.True(t, p.IsActive, "projects are active by default")
	assert.Equal(t, 0, p.Priority, "priority defaults to 0 in the database")
}

func TestProjectImageAndVideoURLs(t *testing.T) {
	p := domain.Project{Title: "t", Category: "games"}
	for _, ok := range []string{"", "/uploads/a.png", "https://example.com/a.png", "http://example.com/a.png"} {
		p.ImageURL = ok
		assert.NoError(t, p.Validate(), ok)
	}
	for _, bad := range []string{"javascript:alert(1)", "data:image/png;base64,xx", "//evil.example/a.png", "ftp://x/y.png", "images/a.png"} {
		p.ImageURL = bad
		assert.Equal(t, domain.MsgInvalidImageURL, fieldsOf(t, p.Validate())["imageUrl"], bad)
	}
	p.ImageURL = ""
	p.VideoURL = "javascript:alert(1)"
	assert.Equal(t, domain.MsgInvalidURL, fieldsOf(t, p.Validate())["videoUrl"])
}

func TestTextLengthLimit(t *testing.T) {
	p := domain.Project{Title: strings.Repeat("x", 2001), Category: "games"}
	assert.Contains(t, fieldsOf(t, p.Validate())["title"], "at most 2000")
}

func TestLinkRules(t *testing.T) {
	l := domain.ProjectLink{}
	f := fieldsOf(t, l.Validate())
	assert.Equal(t, "Label is required", f["label"])
	assert.Equal(t, "Must be a valid URL", f["url"])

	l = domain.ProjectLink{Label: "Trailer", URL: "https://youtube.com/watch?v=abc"}
	assert.NoError(t, l.Validate())
	for _, bad := range []string{"javascript:alert(1)", "not a url", "mailto:a@b.c", "/relative", "https://"} {
		l.URL = bad
		assert.Equal(t, "Must be a valid URL", fieldsOf(t, l.Validate())["url"], bad)
	}
	l.URL = "https://example.com"
	l.Priority = -1
	assert.Equal(t, domain.MsgPriorityNegative, fieldsOf(t, l.Validate())["priority"])
}

func TestGalleryRules(t *testing.T) {
	g := domain.GalleryImage{}
	assert.Equal(t, "Image URL is required", fieldsOf(t, g.Validate())["src"])
	for _, ok := range []string{"/uploads/x.png", "https://cdn.example.com/x.jpg", "http://example.com/x.gif"} {
		g.Src = ok
		assert.NoError(t, g.Validate(), ok)
	}
	for _, bad := range []string{"x.png", "javascript:alert(1)", "ftp://a/b"} {
		g.Src = bad
		assert.Equal(t, "Must be a valid image URL or path", fieldsOf(t, g.Validate())["src"], bad)
	}
	g.Src = "/a.png"
	g.Priority = -1
	assert.Equal(t, domain.MsgPriorityNegative, fieldsOf(t, g.Validate())["priority"])
}

func TestCollaborationMediaInvestmentRules(t *testing.T) {
	c := domain.NewCollaboration()
	assert.Equal(t, map[string]string{"title": "Required"}, fieldsOf(t, c.Validate()))
	c.Title = "Studio"
	assert.NoError(t, c.Validate())
	c.LogoURL = "javascript:alert(1)"
	assert.Equal(t, map[string]string{"logoUrl": domain.MsgInvalidImageURL}, fieldsOf(t, c.Validate()))
	c.LogoURL = "/uploads/studio-logo.png"
	assert.NoError(t, c.Validate())

	m := domain.NewMediaItem()
	assert.Equal(t, map[string]string{"title": "Required", "category": "Required"}, fieldsOf(t, m.Validate()))
	m.Title, m.Category, m.URL = "Talk", "talks-panels", "javascript:alert(1)"
	assert.Equal(t, "Must be a valid URL", fieldsOf(t, m.Validate())["url"])
	m.URL = "https://example.com/talk"
	assert.NoError(t, m.Validate())

	i := domain.NewInvestment()
	assert.Equal(t, map[string]string{"title": "Required", "category": "Required"}, fieldsOf(t, i.Validate()))
	i.Title, i.Category, i.Subcategory = "Fund I", "funds-managed", "game"
	require.NoError(t, i.Validate())
	assert.Empty(t, i.Subcategory, "funds-managed takes no subcategory")
	i.Category, i.Subcategory = "portfolio-companies", "game"
	require.NoError(t, i.Validate())
	assert.Equal(t, "game", i.Subcategory)
	i.LogoURL = "javascript:x"
	assert.Equal(t, domain.MsgInvalidImageURL, fieldsOf(t, i.Validate())["logoUrl"])
}

func TestCredentialsAndLayouts(t *testing.T) {
	assert.Equal(t, map[string]string{"username": "Required", "password": "Required"}, fieldsOf(t, domain.Credentials{}.Validate()))
	assert.NoError(t, domain.Credentials{Username: "a", Password: "b"}.Validate())
	s := domain.SectionLayout{}
	f := fieldsOf(t, s.Validate())
	assert.Equal(t, "Required", f["category"])
	assert.NotEmpty(t, f["columnsPerRow"])
}

func TestValidationMessageNamesEveryField(t *testing.T) {
	p := domain.NewProject()
	err := p.Validate()
	assert.Equal(t, "category: Required; title: Required", domain.ErrorMessage(err))
}

func TestPatchesApplyOnlyPresentFields(t *testing.T) {
	p := domain.Project{Title: "Old", Category: "games", Description: "keep", Priority: 4, IsActive: true, Tags: []string{"a"}}
	title, prio, active := "New", 7, false
	tags := []string{" x ", "x", "", "y"}
	domain.ProjectPatch{Title: &title, Priority: &prio, IsActive: &active, Tags: &tags}.Apply(&p)
	assert.Equal(t, "New", p.Title)
	assert.Equal(t, "keep", p.Description)
	assert.Equal(t, "games", p.Category)
	assert.Equal(t, 7, p.Priority)
	assert.False(t, p.IsActive)
	assert.Equal(t, []string{"x", "y"}, p.Tags)

	empty := []string{" "}
	domain.ProjectPatch{Tags: &empty}.Apply(&p)
	assert.Nil(t, p.Tags, "an empty tag list is stored as null")

	g := domain.GalleryImage{Src: "/a.png", Alt: "a", Priority: 2}
	np := 3
	domain.GalleryPatch{Priority: &np}.Apply(&g)
	assert.Equal(t, domain.GalleryImage{Src: "/a.png", Alt: "a", Priority: 3}, g)
}

func TestErrorHelpers(t *testing.T) {
	assert.Equal(t, "", domain.ErrorCode(nil))
	assert.Equal(t, domain.EINTERNAL, domain.ErrorCode(assert.AnError))
	assert.Equal(t, "Internal error", domain.ErrorMessage(assert.AnError))
	e := domain.Errorf(domain.ENOTFOUND, "Project %d not found", 3)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(e))
	assert.Equal(t, "Project 3 not found", domain.ErrorMessage(e))
}
