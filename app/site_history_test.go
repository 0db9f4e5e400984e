package app_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// Issue 39: restoring a Site group from the history brings back that
// group's members only: the hero restored from an older revision, a
// heading saved later in another group keeps its value. Without a group
// the whole document comes back, as before; an unknown group is refused
// with the groups named, and stores nothing.
func TestRestoringASiteGroupKeepsTheOtherGroups(t *testing.T) {
	ctx := asOwner()
	w := newWorld(t, nil)
	bus, err := memory.NewEventBus(zap.NewNop())
	require.NoError(t, err)
	site, err := app.NewSiteService(memory.NewSiteRepository(), w.store.Drafts(), memory.NewCache(memory.CacheConfig{}), bus, w.journal, app.SiteProfile{}, quietLog())
	require.NoError(t, err)
	history, err := app.NewHistory(w.content, site)
	require.NoError(t, err)
	_, err = site.EnsureSeeded(ctx)
	require.NoError(t, err)
	save := func(p domain.SitePatch) {
		t.Helper()
		_, err := site.Update(ctx, p)
		require.NoError(t, err)
	}
	save(domain.SitePatch{Hero: domain.SiteHeroPatch{Headline: ptr("Older hero")}})
	save(domain.SitePatch{Hero: domain.SiteHeroPatch{Headline: ptr("Newer hero")}})
	save(domain.SitePatch{Texts: domain.SiteTextsPatch{Texts: map[string]map[string]string{"homeTexts": {"projectsHeading": "Saved later"}}}})
	revs, err := history.List(ctx, "site", domain.SiteRevisionID)
	require.NoError(t, err)
	require.Len(t, revs, 3)
	older := revs[1].Rev // the state the second hero save replaced
	doc := func(entry any, err error) domain.Site {
		t.Helper()
		require.NoError(t, err)
		var s domain.Site
		require.NoError(t, json.Unmarshal(entry.(domain.CacheEntry).Body, &s))
		return s
	}

	got := doc(history.RestoreGroup(ctx, "site", domain.SiteRevisionID, older, "hero"))
	assert.Equal(t, "Older hero", got.Hero.Headline, "the group is restored")
	assert.Equal(t, "Saved later", got.HomeTexts.ProjectsHeading, "another group keeps what was saved later")
	stored, err := site.Site(ctx)
	require.NoError(t, err)
	assert.Equal(t, "Older hero", stored.Hero.Headline)
	assert.Equal(t, "Saved later", stored.HomeTexts.ProjectsHeading)
	log, err := w.journal.List(ctx, domain.ActivityFilter{Action: domain.ActionRestore})
	require.NoError(t, err)
	require.NotEmpty(t, log)
	assert.Equal(t, []string{"hero"}, log[0].Fields, "the restore changed the hero only")

	for _, bad := range []string{"heros", ""} {
		_, err = history.RestoreGroup(ctx, "site", domain.SiteRevisionID, older, bad)
		assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), bad)
		assert.Contains(t, domain.ErrorMessage(err), "use one of profile, seo, hero", bad)
	}
	_, err = history.RestoreGroup(ctx, "project", 1, 1, "hero")
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "a kind without groups")
	after, err := history.List(ctx, "site", domain.SiteRevisionID)
	require.NoError(t, err)
	assert.Len(t, after, 4, "a refused restore stores nothing")

	whole := doc(history.Restore(ctx, "site", domain.SiteRevisionID, older))
	assert.Equal(t, "Older hero", whole.Hero.Headline)
	assert.NotEqual(t, "Saved later", whole.HomeTexts.ProjectsHeading, "without a group, the whole document as it was")
}
