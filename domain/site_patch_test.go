package domain_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

func TestSitePatchChangesOnlyWhatItHolds(t *testing.T) {
	before := defaultSite(t)
	require.Greater(t, len(before.Timeline), 1)

	s := defaultSite(t)
	domain.SitePatch{}.Apply(&s)
	assert.Equal(t, before, s, "an empty patch changes nothing")

	headline, decorative := "New headline", true
	era := domain.SiteEra{Era: "Only", Icon: "rocket"}
	domain.SitePatch{
		Hero:      domain.SiteHeroPatch{Headline: &headline},
		Biography: domain.SiteBiographyPatch{ImageDecorative: &decorative},
		SEO:       domain.SiteSEOPatch{Keywords: &[]string{}},
		Timeline:  &[]domain.SiteEra{era},
	}.Apply(&s)
	assert.Equal(t, headline, s.Hero.Headline)
	assert.Equal(t, before.Hero.Intro, s.Hero.Intro, "an object merges member by member")
	assert.True(t, s.Biography.ImageDecorative)
	assert.Equal(t, before.Biography.Paragraphs, s.Biography.Paragraphs)
	assert.Empty(t, s.SEO.Keywords, "a list is replaced, emptied included")
	assert.Equal(t, before.SEO.Description, s.SEO.Description)
	assert.Equal(t, []domain.SiteEra{era}, s.Timeline, "nothing of the longer list is left")
	assert.Equal(t, before.Name, s.Name)
}
