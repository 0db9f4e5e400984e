package app

import (
	"context"
	"errors"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// coveredServices wires the content and site services on the in-memory
// adapters, with the product's kinds.
func coveredServices(t *testing.T) (*ContentService, *SiteService) {
	t.Helper()
	store := memory.NewStore()
	messages := memory.NewMessageRepository()
	repos := Repositories{
		Projects: store.Projects(), Links: store.Links(), Gallery: store.Gallery(),
		Collaborations: store.Collaborations(), Media: store.Media(), Investments: store.Investments(), Appearances: store.Appearances(),
		Layouts: store.Layouts(), Messages: messages, Trash: store.Trash(), Drafts: store.Drafts(), Redirects: store.Redirects(),
	}
	bus, err := memory.NewEventBus(zap.NewNop())
	require.NoError(t, err)
	j, err := journal.New(memory.NewTransactor(store, messages), store.Activity(), store.Revisions(), domain.RevisionPolicy{}, domain.SystemClock{})
	require.NoError(t, err)
	content, err := NewContentService(repos, j, bus, TrashConfig{}, domain.ContentKinds())
	require.NoError(t, err)
	site, err := NewSiteService(memory.NewSiteRepository(), store.Drafts(), memory.NewCache(memory.CacheConfig{}), bus, j, SiteProfile{}, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	return content, site
}

// Every kind × every capability it declares: the behaviour registered for
// the kind serves it, and what the behaviour announces reaches the cache
// regions the kind declares. A kind added to the registry without its
// behaviour, or with events of another kind, fails here.
func TestEveryKindIsCoveredByEveryCapabilityItDeclares(t *testing.T) {
	content, site := coveredServices(t)
	kinds := content.kinds
	bs := append(content.behaviours, site.Behaviour())
	require.NoError(t, checkCovered(kinds, bs, trashNeeds(), eventNeeds(), historyNeeds(), scheduleNeeds(), mediaNeeds()))

	for _, spec := range kinds.All() {
		t.Run(string(spec.ID), func(t *testing.T) {
			b, err := bs.of(spec.ID)
			if spec.Trash || spec.History || spec.Schedules || spec.MediaUses {
				require.NoError(t, err, "a kind with a capability has a behaviour")
			}
			if spec.Trash {
				assert.NotNil(t, b.Take, "trash: take")
				assert.NotNil(t, b.Put, "trash: put")
			}
			if spec.Trash && len(spec.Regions) > 0 {
				require.NotNil(t, b.Saved, "trash: events")
				assert.Equal(t, spec.Regions, regionsFor(kinds, b.Saved(1, 2)), "a restore drops the kind's regions")
				assert.Equal(t, spec.Regions, regionsFor(kinds, b.Deleted(1, 2)), "a delete drops the kind's regions")
				assert.Equal(t, spec.ID, b.Saved(1, 2).(domain.KindEvent).EventKind())
			}
			if spec.Trash && len(spec.Regions) == 0 {
				assert.Nil(t, b.Saved, "a kind that is never cached announces nothing")
			}
			if spec.History {
				assert.NotNil(t, b.Restore, "history: restore")
			}
			if spec.History && len(spec.Groups) > 0 {
				assert.NotNil(t, b.RestoreGroup, "history: restore of one group")
			}
			if spec.Schedules {
				assert.NotNil(t, b.Due, "schedules: due applier")
			}
			if spec.MediaUses && spec.Parent == "" {
				assert.NotNil(t, b.Uses, "media library: uses")
			}
			d := domain.Draft{Kind: string(spec.ID), ItemID: 1, Data: []byte(`{}`)}
			if err := d.Validate(); spec.Drafts {
				assert.NotEqual(t, domain.MsgRevisionKindUnknown, fieldsOf(err)["kind"], "drafts: the kind is accepted")
			} else {
				assert.Equal(t, domain.MsgRevisionKindUnknown, fieldsOf(err)["kind"], "drafts: the kind is refused")
			}
			if spec.ListRegion != "" {
				assert.Contains(t, spec.Regions, spec.ListRegion, "previews: the lists of a kind are in its regions")
			}
			if spec.Parent != "" {
				assert.NotEmpty(t, spec.ParentMember, "previews: a child names the member of its parent")
			}
		})
	}
}

// The events that are about no item still reach the regions they did.
func TestRegionsOfEventsAboutNoItem(t *testing.T) {
	kinds := domain.ContentKinds()
	assert.Equal(t, []domain.CacheRegion{domain.RegionProjects, domain.RegionGallery}, regionsFor(kinds, domain.ProjectsReordered{}))
	assert.Equal(t, []domain.CacheRegion{domain.RegionProjects}, regionsFor(kinds, domain.RedirectDeleted{}))
	assert.Equal(t, domain.AllCacheRegions(), regionsFor(kinds, domain.ContentReplaced{}))
	assert.Equal(t, domain.AllCacheRegions(), regionsFor(kinds, domain.ItemSaved{Kind: "unknown"}), "an unknown kind drops everything")
}

func TestCoverageCheckNamesTheKindAndCapability(t *testing.T) {
	kinds, err := domain.NewKinds(domain.KindSpec{ID: "x", Label: "X", History: true, CheckPayload: func([]byte) error { return nil }})
	require.NoError(t, err)
	err = checkCovered(kinds, kindBehaviours{{Kind: "x"}}, historyNeeds())
	assert.EqualError(t, err, `app: kind "x" declares history but has no behaviour for it`)
	err = checkCovered(kinds, kindBehaviours{{Kind: "x", Restore: func(context.Context, int64, []byte) (any, error) { return nil, nil }}}, historyNeeds())
	assert.NoError(t, err)
}

// fieldsOf returns the per-field messages of a validation error.
func fieldsOf(err error) map[string]string {
	var e *domain.Error
	if errors.As(err, &e) {
		return e.Fields
	}
	return nil
}

// Every kind whose items visitors list on their own (a list region, no
// parent) has its public list, read through the registry's region: a
// simple kind added without it fails here. The project's lists are
// filtered (CatalogueService.Projects), so it has none of its own.
func TestEveryListedKindHasItsPublicList(t *testing.T) {
	store := memory.NewStore()
	repos := Repositories{
		Projects: store.Projects(), Links: store.Links(), Gallery: store.Gallery(),
		Collaborations: store.Collaborations(), Media: store.Media(), Investments: store.Investments(), Appearances: store.Appearances(),
		Layouts: store.Layouts(), Messages: memory.NewMessageRepository(), Trash: store.Trash(), Drafts: store.Drafts(), Redirects: store.Redirects(),
	}
	kinds := domain.ContentKinds()
	catalogue, err := NewCatalogueService(repos, memory.NewCache(memory.CacheConfig{}), kinds, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	for _, spec := range kinds.All() {
		if spec.ListRegion == "" || spec.Parent != "" || spec.ID == domain.KindProject {
			assert.NotContains(t, catalogue.lists, spec.ID, "%s: a public list of a kind listed elsewhere", spec.ID)
			continue
		}
		t.Run(string(spec.ID), func(t *testing.T) {
			entry, err := catalogue.List(context.Background(), Viewer{}, spec.ID)
			require.NoError(t, err)
			assert.JSONEq(t, `[]`, string(entry.Body))
		})
	}
	_, err = catalogue.List(context.Background(), Viewer{}, domain.KindMessage)
	assert.EqualError(t, err, `app: kind "message" has no public list`)
}
