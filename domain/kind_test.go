package domain_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// The lists the API, the database and the backups have always used: the
// registry must give them back unchanged.
func TestRegistryKeepsTheKindListsOfTheAPI(t *testing.T) {
	assert.Equal(t, []domain.Kind{"project", "link", "gallery", "collaboration", "media", "investment", "appearance", "message"}, domain.TrashKinds)
	assert.Equal(t, []string{"project", "link", "gallery", "collaboration", "media", "investment", "appearance", "message", "layout", "site"}, domain.RevisionKinds())
	assert.Equal(t, []string{"project", "link", "gallery", "collaboration", "media", "investment", "appearance", "message", "layout", "site", "file", "user"}, domain.ActivityKinds())
	kinds := domain.ContentKinds()
	assert.Equal(t, []domain.Kind{"project", "link", "gallery", "collaboration", "media", "investment", "appearance", "layout", "site"}, kinds.Where(domain.WithDrafts))
	assert.Equal(t, kinds.Where(domain.WithDrafts), kinds.Where(domain.WithSchedules))
}

func TestParseKindTakesAliasesOfItsCapabilityOnly(t *testing.T) {
	for alias, want := range map[string]domain.Kind{
		"Projects": "project", "portfolio-projects": "project", "project-links": "link", "images": "gallery",
		"notable-collaborations": "collaboration", "media-press": "media", "investments": "investment", " messages ": "message",
	} {
		k, ok := domain.ParseTrashKind(alias)
		assert.True(t, ok, alias)
		assert.Equal(t, want, k, alias)
	}
	for _, s := range []string{"layout", "site", "layouts", "file", "redirect", ""} {
		_, ok := domain.ParseTrashKind(s)
		assert.False(t, ok, "%q is not kept in the trash", s)
	}
	for alias, want := range map[string]string{"section-layouts": "layout", "site-document": "site", "collaborations": "collaboration", "message": "message"} {
		k, ok := domain.ParseRevisionKind(alias)
		assert.True(t, ok, alias)
		assert.Equal(t, want, k, alias)
	}
	_, ok := domain.ParseRevisionKind("user")
	assert.False(t, ok)
}

func TestEveryKindThatKeepsItemsChecksThem(t *testing.T) {
	kinds := domain.ContentKinds()
	for _, spec := range kinds.All() {
		if !spec.Trash && !spec.History && !spec.Drafts {
			continue
		}
		err := kinds.CheckPayload(spec.ID, []byte(`"not an item"`))
		assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "kind %s refuses what is not one of its items", spec.ID)
		assert.Contains(t, domain.ErrorMessage(err), "payload: not a valid", spec.ID)
	}
	err := kinds.CheckPayload("nonsense", []byte(`{}`))
	assert.Equal(t, `Unknown kind of item: "nonsense"`, domain.ErrorMessage(err))
}

func TestNewKindsRefusesAnIllFormedRegistry(t *testing.T) {
	check := func([]byte) error { return nil }
	_, err := domain.NewKinds(domain.KindSpec{ID: "a", Aliases: []string{"b"}}, domain.KindSpec{ID: "b"})
	assert.Error(t, err, "a name used twice")
	_, err = domain.NewKinds(domain.KindSpec{ID: "a", Trash: true})
	assert.Error(t, err, "a kept kind that cannot be checked")
	_, err = domain.NewKinds(domain.KindSpec{ID: "a", Parent: "b", CheckPayload: check})
	assert.Error(t, err, "an unknown parent")
	_, err = domain.NewKinds(domain.KindSpec{})
	assert.Error(t, err, "no id")
	k, err := domain.NewKinds(append(domain.StandardKinds(), domain.KindSpec{ID: "testimonial", Trash: true, CheckPayload: check})...)
	require.NoError(t, err)
	assert.True(t, k.Is("testimonial", domain.InTrash))
	assert.False(t, domain.ContentKinds().Is("testimonial", domain.InTrash), "the product's registry is not changed")
}

func TestAllCacheRegionsKeepsItsOrder(t *testing.T) {
	assert.Equal(t, []domain.CacheRegion{domain.RegionProjects, domain.RegionGallery, domain.RegionCollaborations,
		domain.RegionMedia, domain.RegionInvestments, domain.RegionAppearances, domain.RegionLayouts, domain.RegionSite}, domain.AllCacheRegions())
}
