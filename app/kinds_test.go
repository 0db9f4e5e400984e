package app_test

import (
	"context"
	"encoding/json"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// recordingCache is a cache that remembers the regions each invalidation
// dropped.
type recordingCache struct {
	domain.Cache
	mu      sync.Mutex
	dropped [][]domain.CacheRegion
}

func (c *recordingCache) Invalidate(ctx context.Context, regions ...domain.CacheRegion) error {
	c.mu.Lock()
	c.dropped = append(c.dropped, slices.Clone(regions))
	c.mu.Unlock()
	return c.Cache.Invalidate(ctx, regions...)
}

// take returns the invalidations since the last take.
func (c *recordingCache) take() [][]domain.CacheRegion {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := c.dropped
	c.dropped = nil
	return out
}

// trashFixture makes one item of a trash kind and returns its id. A kind
// with no fixture fails the coverage test: add one with the kind.
func trashFixture(t *testing.T, w *world, kind domain.Kind) int64 {
	t.Helper()
	ctx := asOwner()
	p, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Holder " + string(kind)), Category: ptr("games")})
	require.NoError(t, err)
	var id int64
	switch kind {
	case domain.KindProject:
		id = p.ID
	case domain.KindLink:
		l, err := w.content.CreateLink(ctx, p.ID, domain.LinkPatch{Label: ptr("Trailer"), URL: ptr("https://example.com/t")})
		require.NoError(t, err)
		id = l.ID
	case domain.KindGallery:
		g, err := w.content.CreateGalleryImages(ctx, p.ID, []domain.GalleryPatch{{Src: ptr("/uploads/a.png"), Alt: ptr("Shot")}})
		require.NoError(t, err)
		id = g[0].ID
	case domain.KindCollaboration:
		c, err := w.content.Collaborations().Create(ctx, domain.CollaborationPatch{Title: ptr("Studio")})
		require.NoError(t, err)
		id = c.ID
	case domain.KindMedia:
		m, err := w.content.Media().Create(ctx, domain.MediaPatch{Title: ptr("Interview"), Category: ptr("podcasts")})
		require.NoError(t, err)
		id = m.ID
	case domain.KindInvestment:
		i, err := w.content.Investments().Create(ctx, domain.InvestmentPatch{Title: ptr("Fund"), Category: ptr("funds-managed"), Subcategory: ptr("game")})
		require.NoError(t, err)
		id = i.ID
	case domain.KindAppearance:
		a, err := w.content.Appearances().Create(ctx, domain.AppearancePatch{Title: ptr("Keynote"), StartsAt: ptr("2027-05-14T09:30:00+02:00"), TimeZone: ptr("Europe/Berlin")})
		require.NoError(t, err)
		id = a.ID
	case domain.KindMessage:
		m := &domain.Message{Name: "Ann", Email: "ann@example.com", Subject: "Hello", Message: "Hi", Address: "192.0.2.1", CreatedAt: time.Now()}
		require.NoError(t, w.repos.Messages.Create(ctx, m, time.Time{}, nil))
		id = m.ID
	default:
		t.Fatalf("kind %q goes to the trash but the coverage test has no fixture for it: add one", kind)
	}
	return id
}

// Every kind the registry sends to the trash goes there and comes back
// through the generic path, and both moves drop exactly the cache regions
// the kind declares: a kind whose events are missing or point elsewhere
// fails here, not in a visitor's stale page.
func TestEveryTrashKindRoundTripsAndDropsItsRegions(t *testing.T) {
	for _, spec := range domain.ContentKinds().All() {
		if !spec.Trash {
			continue
		}
		t.Run(string(spec.ID), func(t *testing.T) {
			cache := &recordingCache{Cache: memory.NewCache(memory.CacheConfig{})}
			w := newWorld(t, cache)
			ctx := asOwner()
			id := trashFixture(t, w, spec.ID)
			cache.take()

			_, err := w.content.Trash().Discard(ctx, spec.ID, id)
			require.NoError(t, err)
			want := [][]domain.CacheRegion(nil)
			if len(spec.Regions) > 0 {
				want = [][]domain.CacheRegion{spec.Regions}
			}
			assert.Equal(t, want, cache.take(), "the delete drops the kind's regions")

			got, err := w.content.Trash().Restore(ctx, spec.ID, id)
			require.NoError(t, err)
			assert.Equal(t, spec.ID, got.Kind)
			assert.Equal(t, want, cache.take(), "the restore drops the kind's regions")

			_, err = w.content.Trash().Discard(ctx, spec.ID, id)
			require.NoError(t, err, "the restored item is in its store again")
			require.NoError(t, w.content.Trash().Purge(ctx, spec.ID, id))
		})
	}
}

func TestUnknownKindsAreRefusedNeverSkipped(t *testing.T) {
	w := newWorld(t, nil)
	ctx := asOwner()
	for _, kind := range []domain.Kind{"nonsense", domain.KindLayout, domain.KindSite, domain.KindFile} {
		_, err := w.content.Trash().Discard(ctx, kind, 1)
		assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), kind)
		assert.Equal(t, domain.MsgTrashKindUnknown, domain.ErrorMessage(err), kind)
	}
}

// testimonial is a kind that exists only in this test.
type testimonial struct {
	ID    int64  `json:"id"`
	Quote string `json:"quote"`
}

const kindTestimonial domain.Kind = "testimonial"

// testimonials is the test kind's store.
type testimonials struct {
	mu    sync.Mutex
	items map[int64]testimonial
}

func (s *testimonials) find(_ context.Context, id int64) (*testimonial, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	item, ok := s.items[id]
	if !ok {
		return nil, domain.Errorf(domain.ENOTFOUND, "Testimonial not found")
	}
	return &item, nil
}

func (s *testimonials) del(_ context.Context, id int64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.items, id)
	return nil
}

func (s *testimonials) put(_ context.Context, item *testimonial) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.items[item.ID] = *item
	return nil
}

// A kind registered only here, one row and one behaviour, is served by
// the generic paths with no other edit: the trash keeps it, a restore
// brings it back, and the cache drops the region it declares.
func TestATestOnlyKindIsServedByTheGenericPaths(t *testing.T) {
	const region domain.CacheRegion = "testimonials"
	kinds, err := domain.NewKinds(append(domain.StandardKinds(), domain.KindSpec{
		ID: kindTestimonial, Label: "Testimonial", Aliases: []string{"testimonials"}, Regions: []domain.CacheRegion{region},
		Trash: true, History: true, Activity: true,
		CheckPayload: func(b []byte) error { var v testimonial; return json.Unmarshal(b, &v) },
	})...)
	require.NoError(t, err)
	store := &testimonials{items: map[int64]testimonial{7: {ID: 7, Quote: "Great work"}}}
	behaviour := app.Trashable(app.KindBehaviour{Kind: kindTestimonial,
		Saved: func(id, parent int64) domain.Event {
			return domain.ItemSaved{Kind: kindTestimonial, ItemID: id, ParentID: parent}
		},
		Deleted: func(id, parent int64) domain.Event {
			return domain.ItemDeleted{Kind: kindTestimonial, ItemID: id, ParentID: parent}
		},
		Restore: func(ctx context.Context, id int64, data []byte) (any, error) {
			var x testimonial
			if err := json.Unmarshal(data, &x); err != nil {
				return nil, err
			}
			x.ID = id
			return &x, store.put(ctx, &x)
		},
	}, store.find, store.del, store.put, func(x *testimonial) (string, int64) { return x.Quote, 0 })

	w := newWorld(t, nil) // its stores and journal; its own bus knows only the product's kinds
	repos, journal := w.repos, w.journal
	bus, err := memory.NewEventBus(zap.NewNop())
	require.NoError(t, err)
	cache := &recordingCache{Cache: memory.NewCache(memory.CacheConfig{})}
	_, err = app.NewCacheInvalidator(cache, bus, kinds, quietLog())
	require.NoError(t, err)

	_, err = app.NewContentService(repos, journal, bus, app.TrashConfig{}, kinds)
	assert.ErrorContains(t, err, `kind "testimonial" declares trash but has no behaviour for it`, "a kind declared and not served fails the start")

	content, err := app.NewContentServiceWith(repos, journal, bus, app.TrashConfig{}, kinds, []app.KindBehaviour{behaviour})
	require.NoError(t, err)
	ctx := asOwner()
	item, err := content.Trash().Discard(ctx, kindTestimonial, 7)
	require.NoError(t, err)
	assert.Equal(t, "Great work", item.Title)
	_, err = store.find(ctx, 7)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "gone from its store")
	assert.Equal(t, [][]domain.CacheRegion{{region}}, cache.take())

	_, err = content.Trash().Restore(ctx, kindTestimonial, 7)
	require.NoError(t, err)
	back, err := store.find(ctx, 7)
	require.NoError(t, err)
	assert.Equal(t, testimonial{ID: 7, Quote: "Great work"}, *back)
	assert.Equal(t, [][]domain.CacheRegion{{region}}, cache.take(), "the restore drops the kind's region")

	log, err := journal.List(ctx, domain.ActivityFilter{})
	require.NoError(t, err)
	require.NotEmpty(t, log)
	assert.Equal(t, string(kindTestimonial), log[0].Kind)
	assert.Equal(t, domain.ActionRestore, log[0].Action)

	// The history names the kind (and its alias) and restores its
	// revisions through its behaviour.
	site, err := app.NewSiteService(memory.NewSiteRepository(), w.store.Drafts(), cache, bus, journal, app.SiteProfile{}, quietLog())
	require.NoError(t, err)
	history, err := app.NewHistory(content, site)
	require.NoError(t, err)
	require.NoError(t, journal.InTx(ctx, func(ctx context.Context) error {
		return journal.Revise(ctx, string(kindTestimonial), 7, testimonial{ID: 7, Quote: "Good work"}, []string{"quote"})
	}))
	revs, err := history.List(ctx, "testimonials", 7)
	require.NoError(t, err)
	require.Len(t, revs, 1)
	restored, err := history.Restore(ctx, string(kindTestimonial), 7, revs[0].Rev)
	require.NoError(t, err)
	assert.Equal(t, &testimonial{ID: 7, Quote: "Good work"}, restored)
	back, err = store.find(ctx, 7)
	require.NoError(t, err)
	assert.Equal(t, "Good work", back.Quote)
	_, err = history.List(ctx, "nonsense", 7)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
}
