package app_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// world is the application wired on the in-memory adapters, as the embedded
// mode and the HTTP tests wire it.
type world struct {
	store     *memory.Store
	journal   *journal.Journal
	repos     app.Repositories
	content   *app.ContentService
	catalogue *app.CatalogueService
	cache     domain.Cache
	events    []string
	mu        sync.Mutex
}

func newWorld(t *testing.T, cache domain.Cache) *world {
	t.Helper()
	store := memory.NewStore()
	messages := memory.NewMessageRepository()
	w := &world{store: store, repos: app.Repositories{
		Projects: store.Projects(), Links: store.Links(), Gallery: store.Gallery(),
		Collaborations: store.Collaborations(), Media: store.Media(), Investments: store.Investments(), Appearances: store.Appearances(),
		Layouts: store.Layouts(), Messages: messages, Trash: store.Trash(), Drafts: store.Drafts(), Redirects: store.Redirects(),
	}}
	if cache == nil {
		cache = memory.NewCache(memory.CacheConfig{})
	}
	w.cache = cache
	bus, err := memory.NewEventBus(zap.NewNop())
	require.NoError(t, err)
	bus.Subscribe(func(_ context.Context, e domain.Event) {
		w.mu.Lock()
		w.events = append(w.events, e.EventName())
		w.mu.Unlock()
	})
	_, err = app.NewCacheInvalidator(cache, bus, domain.ContentKinds(), quietLog())
	require.NoError(t, err)
	w.journal, err = journal.New(memory.NewTransactor(store, messages), store.Activity(), store.Revisions(), domain.RevisionPolicy{}, domain.SystemClock{})
	require.NoError(t, err)
	w.content, err = app.NewContentService(w.repos, w.journal, bus, app.TrashConfig{}, domain.ContentKinds())
	require.NoError(t, err)
	w.catalogue, err = app.NewCatalogueService(w.repos, cache, domain.ContentKinds(), quietLog())
	require.NoError(t, err)
	return w
}

func (w *world) publishedEvents() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]string(nil), w.events...)
}

func ptr[T any](v T) *T { return &v }

// decode returns a function that checks a catalogue answer and decodes its
// body, so a call reads decode[T](t)(w.catalogue.X(...)).
func decode[T any](t *testing.T) func(domain.CacheEntry, error) T {
	return func(e domain.CacheEntry, err error) T {
		t.Helper()
		require.NoError(t, err)
		var out T
		require.NoError(t, json.Unmarshal(e.Body, &out))
		return out
	}
}

func titles(ps []domain.Project) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Title)
	}
	return out
}

var visitor = app.Viewer{}

func TestSaveShowsInNextRead(t *testing.T) {
	ctx := context.Background()
	w := newWorld(t, nil)
	list := decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "games", ""))
	assert.Empty(t, list)
	e, err := w.catalogue.Projects(ctx, visitor, "games", "")
	require.NoError(t, err)
	assert.Equal(t, "[]", string(e.Body), "an empty list encodes as []")

	p, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Starfall"), Category: ptr("games"), Tags: ptr([]string{})})
	require.NoError(t, err)
	assert.True(t, p.IsActive)
	assert.Nil(t, p.Tags)
	assert.Equal(t, []string{"Starfall"}, titles(decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "games", ""))))

	_, err = w.content.UpdateProject(ctx, p.ID, domain.ProjectPatch{Title: ptr("Starfall II")})
	require.NoError(t, err)
	got := decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "", ""))
	require.Len(t, got, 1)
	assert.Equal(t, "Starfall II", got[0].Title)
	assert.Equal(t, "games", got[0].Category, "a partial update keeps absent fields")
	assert.NotNil(t, got[0].Links)
	assert.NotNil(t, got[0].GalleryImages)

	_, err = w.content.CreateLink(ctx, p.ID, domain.LinkPatch{Label: ptr("Trailer"), URL: ptr("https://example.com/t")})
	require.NoError(t, err)
	got = decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "games", ""))
	require.Len(t, got[0].Links, 1, "a link save invalidates the project lists that embed links")

	_, err = w.content.CreateGalleryImages(ctx, p.ID, []domain.GalleryPatch{{Src: ptr("/a.png")}})
	require.NoError(t, err)
	assert.Len(t, decode[[]domain.GalleryImage](t)(w.catalogue.GalleryImages(ctx, visitor)), 1)

	require.NoError(t, w.content.DeleteProject(ctx, p.ID))
	assert.Empty(t, decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "games", "")))
	assert.Empty(t, decode[[]domain.GalleryImage](t)(w.catalogue.GalleryImages(ctx, visitor)), "gallery images go with their project")
	assert.Equal(t, []string{"ProjectSaved", "ProjectSaved", "LinkSaved", "GalleryImagesSaved", "ProjectDeleted"}, w.publishedEvents())
}

func TestInvalidSaveStoresNothingAndPublishesNothing(t *testing.T) {
	ctx := context.Background()
	w := newWorld(t, nil)
	_, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("No category")})
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	p, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Ok"), Category: ptr("music")})
	require.NoError(t, err)
	_, err = w.content.UpdateProject(ctx, p.ID, domain.ProjectPatch{Title: ptr(" ")})
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	stored, err := w.repos.Projects.Find(ctx, p.ID)
	require.NoError(t, err)
	assert.Equal(t, "Ok", stored.Title, "a failed validation aborts the update")
	assert.Equal(t, []string{"ProjectSaved"}, w.publishedEvents())

	_, err = w.content.UpdateProject(ctx, 999, domain.ProjectPatch{Title: ptr("x")})
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(w.content.DeleteProject(ctx, 999)))
}

func TestSwapGalleryImages(t *testing.T) {
	ctx := context.Background()
	w := newWorld(t, nil)
	p, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("P"), Category: ptr("games")})
	require.NoError(t, err)
	q, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Q"), Category: ptr("games")})
	require.NoError(t, err)
	// A bulk upload gives every image the same priority: the arrows must
	// still move them.
	imgs, err := w.content.CreateGalleryImages(ctx, p.ID, []domain.GalleryPatch{{Src: ptr("/a.png")}, {Src: ptr("/b.png")}, {Src: ptr("/c.png")}})
	require.NoError(t, err)
	a, b, c := imgs[0].ID, imgs[1].ID, imgs[2].ID
	other, err := w.content.CreateGalleryImages(ctx, q.ID, []domain.GalleryPatch{{Src: ptr("/q.png")}})
	require.NoError(t, err)
	shown := func() []string {
		var out []string
		for _, g := range decode[[]domain.GalleryImage](t)(w.catalogue.ProjectGallery(ctx, visitor, p.ID)) {
			out = append(out, fmt.Sprintf("%s=%d", g.Src, g.Priority))
		}
		return out
	}
	assert.Equal(t, []string{"/a.png=0", "/b.png=0", "/c.png=0"}, shown(), "the public gallery as cached")

	got, err := w.content.SwapGalleryImages(ctx, c, b)
	require.NoError(t, err)
	assert.Equal(t, []int64{a, c, b}, []int64{got[0].ID, got[1].ID, got[2].ID})
	assert.Equal(t, []string{"/a.png=0", "/c.png=1", "/b.png=2"}, shown(), "c moved up one place; the tie renumbered from 0; the cache was invalidated")
	for id, revisions := range map[int64]int{a: 0, b: 1, c: 1} {
		revs, err := w.content.Journal().Revisions(ctx, string(domain.TrashGallery), id)
		require.NoError(t, err)
		assert.Len(t, revs, revisions, "a revision for every image whose priority changed (image %d)", id)
	}

	_, err = w.content.SwapGalleryImages(ctx, a, c)
	require.NoError(t, err)
	assert.Equal(t, []string{"/c.png=0", "/a.png=1", "/b.png=2"}, shown(), "different priorities are swapped")

	_, err = w.content.SwapGalleryImages(ctx, a, a)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	_, err = w.content.SwapGalleryImages(ctx, a, other[0].ID)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "two projects' images")
	_, err = w.content.SwapGalleryImages(ctx, a, 999)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
	_, err = w.content.SwapGalleryImages(ctx, 999, a)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
	assert.Equal(t, []string{"/c.png=0", "/a.png=1", "/b.png=2"}, shown(), "a refused move changes nothing")
}

func TestBulkGalleryIsAllOrNothing(t *testing.T) {
	ctx := context.Background()
	w := newWorld(t, nil)
	p, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("A"), Category: ptr("games")})
	require.NoError(t, err)
	_, err = w.content.CreateGalleryImages(ctx, p.ID, []domain.GalleryPatch{{Src: ptr("/a.png")}, {Src: ptr("javascript:alert(1)")}})
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	_, err = w.content.CreateGalleryImages(ctx, 999, []domain.GalleryPatch{{Src: ptr("/a.png")}})
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
	assert.Empty(t, decode[[]domain.GalleryImage](t)(w.catalogue.ProjectGallery(ctx, visitor, p.ID)))

	imgs, err := w.content.CreateGalleryImages(ctx, p.ID, []domain.GalleryPatch{{Src: ptr("/a.png"), Priority: ptr(0)}, {Src: ptr("/b.png"), Priority: ptr(5)}})
	require.NoError(t, err)
	require.Len(t, imgs, 2)
	got := decode[[]domain.GalleryImage](t)(w.catalogue.ProjectGallery(ctx, visitor, p.ID))
	require.Len(t, got, 2)
	assert.Equal(t, "/a.png", got[0].Src, "lowest priority first")

	_, err = w.content.UpdateGalleryImage(ctx, imgs[0].ID, domain.GalleryPatch{Priority: ptr(-1)})
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "the gallery priority floor is 0")
	_, err = w.content.UpdateGalleryImage(ctx, imgs[0].ID, domain.GalleryPatch{Priority: ptr(9)})
	require.NoError(t, err)
	got = decode[[]domain.GalleryImage](t)(w.catalogue.ProjectGallery(ctx, visitor, p.ID))
	assert.Equal(t, "/b.png", got[0].Src)
	require.NoError(t, w.content.DeleteGalleryImage(ctx, imgs[0].ID))
	assert.Len(t, decode[[]domain.GalleryImage](t)(w.catalogue.ProjectGallery(ctx, visitor, p.ID)), 1)
}

func TestVisibilityOfInactiveContent(t *testing.T) {
	ctx := context.Background()
	w := newWorld(t, nil)
	hidden, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Hidden"), Category: ptr("games"), IsActive: ptr(false)})
	require.NoError(t, err)
	_, err = w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Shown"), Category: ptr("games")})
	require.NoError(t, err)
	_, err = w.content.Collaborations().Create(ctx, domain.CollaborationPatch{Title: ptr("Off"), IsActive: ptr(false)})
	require.NoError(t, err)

	assert.Equal(t, []string{"Shown"}, titles(decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "", ""))))
	assert.Len(t, decode[[]domain.Project](t)(w.catalogue.Projects(ctx, app.Viewer{Admin: true}, "", "")), 2)
	_, err = w.catalogue.Project(ctx, visitor, hidden.ID)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
	_, err = w.catalogue.ProjectLinks(ctx, visitor, hidden.ID)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
	_, err = w.catalogue.ProjectLinks(ctx, app.Viewer{Admin: true}, hidden.ID)
	assert.NoError(t, err)
	assert.Empty(t, decode[[]domain.Collaboration](t)(w.catalogue.List(ctx, visitor, domain.KindCollaboration)))
	assert.Len(t, decode[[]domain.Collaboration](t)(w.catalogue.List(ctx, app.Viewer{Admin: true}, domain.KindCollaboration)), 1)
}

func TestContentAdmins(t *testing.T) {
	ctx := context.Background()
	w := newWorld(t, nil)
	assert.Empty(t, decode[[]domain.MediaItem](t)(w.catalogue.List(ctx, visitor, domain.KindMedia)))
	m, err := w.content.Media().Create(ctx, domain.MediaPatch{Title: ptr("Talk"), Category: ptr("talks-panels"), LinkType: ptr("youtube")})
	require.NoError(t, err)
	_, err = w.content.Media().Update(ctx, m.ID, domain.MediaPatch{Description: ptr("New")})
	require.NoError(t, err)
	items := decode[[]domain.MediaItem](t)(w.catalogue.List(ctx, visitor, domain.KindMedia))
	require.Len(t, items, 1)
	assert.Equal(t, "Talk", items[0].Title)
	assert.Equal(t, "New", items[0].Description)
	require.NoError(t, w.content.Media().Delete(ctx, m.ID))
	assert.Empty(t, decode[[]domain.MediaItem](t)(w.catalogue.List(ctx, visitor, domain.KindMedia)))

	inv, err := w.content.Investments().Create(ctx, domain.InvestmentPatch{Title: ptr("Fund"), Category: ptr("funds-managed"), Subcategory: ptr("game")})
	require.NoError(t, err)
	assert.Empty(t, inv.Subcategory)
	assert.Len(t, decode[[]domain.Investment](t)(w.catalogue.List(ctx, visitor, domain.KindInvestment)), 1)
	_, err = w.content.Investments().Create(ctx, domain.InvestmentPatch{Title: ptr("No category")})
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(w.content.Collaborations().Delete(ctx, 42)))
}

// failingCache is a cache whose backend is down.
type failingCache struct{ calls atomic.Int64 }

func (f *failingCache) Lookup(context.Context, domain.CacheRegion, string) (domain.CacheEntry, bool, domain.CacheToken, error) {
	f.calls.Add(1)
	return domain.CacheEntry{}, false, domain.CacheToken{}, errors.New("cache down")
}
func (f *failingCache) Store(context.Context, domain.CacheToken, string, domain.CacheEntry) error {
	return errors.New("cache down")
}
func (f *failingCache) Invalidate(context.Context, ...domain.CacheRegion) error {
	return errors.New("cache down")
}

func TestCacheOutageFallsBackToTheDatabase(t *testing.T) {
	ctx := context.Background()
	fc := &failingCache{}
	w := newWorld(t, fc)
	_, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("A"), Category: ptr("games")})
	require.NoError(t, err, "a save succeeds even when invalidation fails")
	assert.Equal(t, []string{"A"}, titles(decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "", ""))))
	assert.Positive(t, fc.calls.Load())
}

func TestConcurrentWritesAndReadsLeaveNoStaleEntry(t *testing.T) {
	ctx := context.Background()
	w := newWorld(t, nil)
	p, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("v0"), Category: ptr("games")})
	require.NoError(t, err)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for r := 0; r < 4; r++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				// assert, not require: FailNow may only be called from the test's goroutine.
				if _, err := w.catalogue.Projects(ctx, visitor, "games", ""); !assert.NoError(t, err) {
					return
				}
				if _, err := w.catalogue.Project(ctx, visitor, p.ID); !assert.NoError(t, err) {
					return
				}
			}
		}()
	}
	last := ""
	for i := 1; i <= 200; i++ {
		last = fmt.Sprintf("v%d", i)
		_, err := w.content.UpdateProject(ctx, p.ID, domain.ProjectPatch{Title: ptr(last)})
		require.NoError(t, err)
	}
	close(stop)
	wg.Wait()
	assert.Equal(t, []string{last}, titles(decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "games", ""))))
	one := decode[domain.Project](t)(w.catalogue.Project(ctx, visitor, p.ID))
	assert.Equal(t, last, one.Title)
}

func TestDemoContent(t *testing.T) {
	ctx := context.Background()
	w := newWorld(t, nil)
	loaded, err := app.LoadDemoContent(ctx, w.content)
	require.NoError(t, err)
	assert.True(t, loaded)
	projects := decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "", ""))
	categories := map[string]bool{}
	for _, p := range projects {
		categories[p.Category] = true
		assert.NotEmpty(t, p.Links, p.Title)
		assert.NotEmpty(t, p.GalleryImages, p.Title)
		assert.Regexp(t, `^/images/demo/cover-\d\d\.svg$`, p.ImageURL, "demo images ship with the site")
	}
	for _, c := range domain.ProjectCategories() {
		assert.True(t, categories[c.Key], c.Key)
	}
	media := decode[[]domain.MediaItem](t)(w.catalogue.List(ctx, visitor, domain.KindMedia))
	types := map[string]bool{}
	for _, m := range media {
		types[m.LinkType] = true
	}
	for _, lt := range []string{"youtube", "audio", "article", "external", "other"} {
		assert.True(t, types[lt], lt)
	}
	invs := decode[[]domain.Investment](t)(w.catalogue.List(ctx, visitor, domain.KindInvestment))
	subs := map[string]bool{}
	for _, i := range invs {
		subs[i.Category+"/"+i.Subcategory] = true
	}
	for _, c := range domain.InvestmentCategories() {
		if len(c.Subcategories) == 0 {
			assert.True(t, subs[c.Key+"/"], c.Key)
		}
		for _, s := range c.Subcategories {
			assert.True(t, subs[c.Key+"/"+s.Key], s.Key)
		}
	}
	assert.NotEmpty(t, decode[[]domain.Collaboration](t)(w.catalogue.List(ctx, visitor, domain.KindCollaboration)))

	loaded, err = app.LoadDemoContent(ctx, w.content)
	require.NoError(t, err)
	assert.False(t, loaded, "demo content only goes into an empty database")
}

// fixedClock is a clock tests move by hand.
type fixedClock struct{ now time.Time }

func (c *fixedClock) Now() time.Time { return c.now }
