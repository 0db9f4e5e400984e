package domain_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

func TestPressKitValidation(t *testing.T) {
	s := defaultSite(t)
	s.PressKit = domain.SitePressKit{
		Bios: domain.SitePressBios{Short: strings.Repeat("word ", 201), Medium: "Fine.", Long: "Line one\nline two"},
		Headshots: []domain.SiteHeadshot{
			{Src: "/uploads/a.jpg", Alt: "Portrait", Credit: "Photo: A. B.", License: "Editorial use"},
			{Src: "http://example.com/b.jpg", Alt: ""},
			{Src: "javascript:alert(1)", Alt: "x"},
		},
		Logos: []domain.SitePressLogo{{Src: "https://cdn.example.com/logo.svg", Name: "Studio"}, {Src: "", Name: ""}},
		Facts: []domain.SitePressFact{{Label: "Based in", Value: "Los Angeles"}, {Label: "", Value: "x"}},
	}
	err := s.Validate()
	require.Error(t, err)
	fields := pressFields(err)
	assert.Equal(t, map[string]string{
		"pressKit.bios.short":       "String must contain at most 1000 character(s)",
		"pressKit.headshots[1].src": domain.MsgPressKitSrc,
		"pressKit.headshots[1].alt": domain.MsgRequired,
		"pressKit.headshots[2].src": domain.MsgPressKitSrc,
		"pressKit.logos[1].src":     domain.MsgRequired,
		"pressKit.logos[1].name":    domain.MsgRequired,
		"pressKit.facts[1].label":   domain.MsgRequired,
	}, fields)

	s.PressKit.Headshots = make([]domain.SiteHeadshot, 11)
	for i := range s.PressKit.Headshots {
		s.PressKit.Headshots[i] = domain.SiteHeadshot{Src: "/uploads/a.jpg", Alt: "a"}
	}
	assert.Equal(t, "Array must contain at most 10 element(s)", pressFields(s.Validate())["pressKit.headshots"])
}

func TestPressKitPatchMergesBiosAndReplacesLists(t *testing.T) {
	s := domain.Site{PressKit: domain.SitePressKit{Bios: domain.SitePressBios{Short: "s", Medium: "m"},
		Facts: []domain.SitePressFact{{Label: "a", Value: "b"}, {Label: "c", Value: "d"}}}}
	long := "A long bio."
	facts := []domain.SitePressFact{{Label: "x", Value: "y"}}
	domain.SitePatch{PressKit: domain.SitePressKitPatch{Long: &long, Facts: &facts}}.Apply(&s)
	assert.Equal(t, domain.SitePressBios{Short: "s", Medium: "m", Long: long}, s.PressKit.Bios)
	assert.Equal(t, facts, s.PressKit.Facts)
}

func TestWordCount(t *testing.T) {
	assert.Equal(t, 0, domain.WordCount("  \n"))
	assert.Equal(t, 6, domain.WordCount("Jordan Avery — editor-in-chief, don't stop (2024)."))
	assert.Equal(t, 2, domain.WordCount("Zoë Ōtsuka"))
}

func TestIsPressAssetRef(t *testing.T) {
	for _, ok := range []string{"/uploads/a.jpg", "/images/demo/x.svg", "https://cdn.example.com/a.png", "HTTPS://cdn.example.com/a.png"} {
		assert.True(t, domain.IsPressAssetRef(ok), ok)
	}
	for _, bad := range []string{"", "http://example.com/a.png", "//evil.example/a.png", "javascript:alert(1)", "a.png", "https://"} {
		assert.False(t, domain.IsPressAssetRef(bad), bad)
	}
}

func TestDefaultSiteHasAPressKitOfTheRightLengths(t *testing.T) {
	k := defaultSite(t).PressKit
	assert.GreaterOrEqual(t, domain.WordCount(k.Bios.Short), domain.ShortBioMinWords)
	assert.LessOrEqual(t, domain.WordCount(k.Bios.Short), domain.ShortBioMaxWords)
	assert.GreaterOrEqual(t, domain.WordCount(k.Bios.Medium), 150)
	assert.LessOrEqual(t, domain.WordCount(k.Bios.Medium), 250)
	assert.GreaterOrEqual(t, domain.WordCount(k.Bios.Long), 350)
	assert.NotEmpty(t, k.Headshots)
	assert.NotEmpty(t, k.Logos)
	assert.NotEmpty(t, k.Facts)
	for _, h := range k.Headshots {
		assert.NotEmpty(t, h.Credit)
		assert.NotEmpty(t, h.License)
	}
}

// pressFields are the field messages of a validation error.
func pressFields(err error) map[string]string {
	var e *domain.Error
	if !errors.As(err, &e) {
		return nil
	}
	return e.Fields
}
