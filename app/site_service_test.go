package app_test

import (
	"context"
	"encoding/json"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// siteWorld is the site service on the in-memory adapters, with the cache
// invalidator subscribed as the composition root wires it.
type siteWorld struct {
	repo    *memory.SiteRepository
	cache   domain.Cache
	bus     *memory.EventBus
	site    *app.SiteService
	mu      sync.Mutex
	events  []string
	profile app.SiteProfile
}

func testProfile() app.SiteProfile {
	return app.SiteProfile{
		Name: "Sam Rivera", Email: "sam@example.org", Location: "Lisbon", Tagline: "Producer",
		PublicURL: "https://portfolio.example",
		Socials:   []app.SocialLink{{Platform: "github", Label: "GitHub", URL: "https://github.com/sam"}},
	}
}

func newSiteWorld(t *testing.T, cache domain.Cache, profile app.SiteProfile) *siteWorld {
	t.Helper()
	if cache == nil {
		cache = memory.NewCache(memory.CacheConfig{})
	}
	bus, err := memory.NewEventBus(zap.NewNop())
	require.NoError(t, err)
	w := &siteWorld{repo: memory.NewSiteRepository(), cache: cache, bus: bus, profile: profile}
	bus.Subscribe(func(_ context.Context, e domain.Event) {
		w.mu.Lock()
		w.events = append(w.events, e.EventName())
		w.mu.Unlock()
	})
	_, err = app.NewCacheInvalidator(cache, bus, zap.NewNop())
	require.NoError(t, err)
	w.site = w.service(t, profile)
	return w
}

// service returns another service over the same store and cache: a second
// instance, or the same one after a restart with another configuration.
func (w *siteWorld) service(t *testing.T, profile app.SiteProfile) *app.SiteService {
	t.Helper()
	store := memory.NewStore()
	journal, err := app.NewJournal(memory.NewTransactor(store, w.repo), store.Activity(), domain.SystemClock{})
	require.NoError(t, err)
	s, err := app.NewSiteService(w.repo, w.cache, w.bus, journal, profile, zap.NewNop())
	require.NoError(t, err)
	return s
}

func (w *siteWorld) published() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]string(nil), w.events...)
}

// doc returns a function that checks a document answer and decodes it,
// so a call reads doc(t)(w.site.Document(...)).
func doc(t *testing.T) func(domain.CacheEntry, error) domain.Site {
	return func(e domain.CacheEntry, err error) domain.Site {
		t.Helper()
		require.NoError(t, err)
		require.NotEmpty(t, e.ETag)
		var s domain.Site
		require.NoError(t, json.Unmarshal(e.Body, &s))
		return s
	}
}

var admin = app.Viewer{Admin: true}

func TestDefaultSiteDecodesAndIsValid(t *testing.T) {
	s, err := app.DefaultSite()
	require.NoError(t, err)
	require.NoError(t, s.Validate())
	assert.Empty(t, s.PublicURL, "the public URL is configuration, not content")
}

func TestSiteIsSeededOnceWithTheConfiguredProfile(t *testing.T) {
	ctx := context.Background()
	w := newSiteWorld(t, nil, testProfile())
	seeded, err := w.site.EnsureSeeded(ctx)
	require.NoError(t, err)
	assert.True(t, seeded)

	got := doc(t)(w.site.Document(ctx, visitor))
	def, err := app.DefaultSite()
	require.NoError(t, err)
	assert.Equal(t, "Sam Rivera", got.Name)
	assert.Equal(t, "sam@example.org", got.Email)
	assert.Equal(t, "Lisbon", got.Location)
	assert.Equal(t, "Producer", got.Tagline)
	assert.Equal(t, []domain.SiteSocial{{Platform: "github", Label: "GitHub", URL: "https://github.com/sam"}}, got.Socials)
	assert.Equal(t, "https://portfolio.example", got.PublicURL)
	assert.Equal(t, def.Timeline, got.Timeline, "the content comes from the defaults")
	stored, err := w.repo.Get(ctx)
	require.NoError(t, err)
	assert.Empty(t, stored.PublicURL, "the public URL is never stored")

	// A restart with another profile changes nothing: the database wins.
	other := testProfile()
	other.Name, other.PublicURL = "Someone Else", "https://other.example"
	again := w.service(t, other)
	seeded, err = again.EnsureSeeded(ctx)
	require.NoError(t, err)
	assert.False(t, seeded)
	got = doc(t)(again.Document(ctx, admin))
	assert.Equal(t, "Sam Rivera", got.Name)
	assert.Equal(t, "https://other.example", got.PublicURL, "the public URL is always the configured one")
	assert.Equal(t, []string{"SiteSaved"}, w.published(), "only the seed published")
}

func TestSiteSeedKeepsDefaultsForEmptySettings(t *testing.T) {
	ctx := context.Background()
	w := newSiteWorld(t, nil, app.SiteProfile{Name: "Only A Name"})
	got := doc(t)(w.site.Document(ctx, visitor)) // seeds on first read
	def, err := app.DefaultSite()
	require.NoError(t, err)
	assert.Equal(t, "Only A Name", got.Name)
	assert.Equal(t, def.Tagline, got.Tagline)
	assert.Equal(t, def.Socials, got.Socials)
}

func TestSiteSeedRefusesAnInvalidProfile(t *testing.T) {
	ctx := context.Background()
	p := testProfile()
	p.Socials[0].URL = "javascript:alert(1)"
	w := newSiteWorld(t, nil, p)
	_, err := w.site.EnsureSeeded(ctx)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "socials[0].url")
	_, err = w.repo.Get(ctx)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "nothing stored")
}

func TestSiteConcurrentStartsSeedOnce(t *testing.T) {
	ctx := context.Background()
	w := newSiteWorld(t, nil, testProfile())
	var wg sync.WaitGroup
	var mu sync.Mutex
	seeds := 0
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			seeded, err := w.service(t, testProfile()).EnsureSeeded(ctx)
			assert.NoError(t, err)
			if seeded {
				mu.Lock()
				seeds++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	assert.Equal(t, 1, seeds)
}

func TestSiteUpdateIsPartial(t *testing.T) {
	ctx := context.Background()
	w := newSiteWorld(t, nil, testProfile())
	before := doc(t)(w.site.Document(ctx, visitor))

	after := doc(t)(w.site.Update(ctx, json.RawMessage(`{
		"tagline": "Investor",
		"hero": {"headline": "New headline"},
		"seo": {"keywords": ["one"]},
		"outlets": ["Only Outlet"],
		"publicUrl": "https://evil.example"
	}`)))
	assert.Equal(t, "Investor", after.Tagline)
	assert.Equal(t, "New headline", after.Hero.Headline)
	assert.Equal(t, before.Hero.Intro, after.Hero.Intro, "an object merges key by key")
	assert.Equal(t, before.Hero.Image, after.Hero.Image)
	assert.Equal(t, []string{"one"}, after.SEO.Keywords, "a list in an object is replaced")
	assert.Equal(t, before.SEO.Description, after.SEO.Description)
	assert.Equal(t, []string{"Only Outlet"}, after.Outlets, "a list is replaced whole")
	assert.Equal(t, before.Name, after.Name, "absent keys keep their values")
	assert.Equal(t, before.Timeline, after.Timeline)
	assert.Equal(t, "https://portfolio.example", after.PublicURL, "publicUrl is ignored")

	// A shorter list leaves nothing of the longer one behind.
	after = doc(t)(w.site.Update(ctx, json.RawMessage(`{"timeline": [{"era": "Only", "icon": "rocket",
		"colors": {"palette": "gold", "from": "#aabbcc", "to": "#001122"},
		"milestones": [{"year": "Now", "text": "One [link](/about)"}]}]}`)))
	require.Len(t, after.Timeline, 1)
	assert.Equal(t, domain.SiteEra{Era: "Only", Icon: "rocket", Colors: domain.SiteEraColors{Palette: "gold", From: "#aabbcc", To: "#001122"},
		Milestones: []domain.SiteMilestone{{Year: "Now", Text: "One [link](/about)"}}}, after.Timeline[0])

	after = doc(t)(w.site.Update(ctx, json.RawMessage(`{"outlets": []}`)))
	assert.Equal(t, []string{}, after.Outlets, "an emptied list encodes as []")

	// The decorative flags are booleans of the document (alt text on purpose).
	after = doc(t)(w.site.Update(ctx, json.RawMessage(`{"biography": {"imageDecorative": true}}`)))
	assert.True(t, after.Biography.ImageDecorative)
	assert.Equal(t, before.Biography.Paragraphs, after.Biography.Paragraphs)
}

func TestSitePatchShapeErrors(t *testing.T) {
	ctx := context.Background()
	w := newSiteWorld(t, nil, testProfile())
	for body, fields := range map[string]map[string]string{
		`{"bogus": 1, "name": "ok"}`:                   {"bogus": "Unknown field"},
		`{"Name": "case matters"}`:                     {"Name": "Unknown field"},
		`{"hero": {"title": "x"}}`:                     {"hero.title": "Unknown field"},
		`{"timeline": [{"era": "x", "evil": true}]}`:   {"timeline[0].evil": "Unknown field"},
		`{"name": 5}`:                                  {"name": "Expected string, received number"},
		`{"outlets": null}`:                            {"outlets": "Expected array, received null"},
		`{"hero": "text"}`:                             {"hero": "Expected object, received string"},
		`{"timeline": [{"colors": {"from": [1]}}]}`:    {"timeline[0].colors.from": "Expected string, received array"},
		`{"impactStats": [{"number": 8, "icon": {}}]}`: {"impactStats[0].number": "Expected string, received number", "impactStats[0].icon": "Expected string, received object"},
		`{"biography": {"imageDecorative": "yes"}}`:    {"biography.imageDecorative": "Expected boolean, received string"},
	} {
		_, err := w.site.Update(ctx, json.RawMessage(body))
		var de *domain.Error
		require.ErrorAs(t, err, &de, body)
		assert.Equal(t, domain.EINVALID, de.Code, body)
		assert.Equal(t, fields, de.Fields, body)
	}
	_, err := w.site.Update(ctx, json.RawMessage(`["not", "an", "object"]`))
	assert.Equal(t, domain.EBADREQUEST, domain.ErrorCode(err))
	assert.Equal(t, "Expected object, received array", domain.ErrorMessage(err))
	assert.Empty(t, w.published(), "nothing was saved")
}

func TestSiteInvalidUpdateStoresNothing(t *testing.T) {
	ctx := context.Background()
	w := newSiteWorld(t, nil, testProfile())
	before, err := w.site.Document(ctx, visitor)
	require.NoError(t, err)
	events := len(w.published())

	_, err = w.site.Update(ctx, json.RawMessage(`{
		"name": "A valid change",
		"impactStats": [{"number": "1", "label": "x", "icon": "skull"}],
		"timeline": [{"era": "E", "icon": "film", "colors": {"palette": "blue", "from": "#000000", "to": "#ffffff"},
			"milestones": [{"year": "1", "text": "<script>alert(1)</script>"}, {"year": "2", "text": "[x](javascript:alert(1))"}]}]
	}`))
	var de *domain.Error
	require.ErrorAs(t, err, &de)
	assert.Equal(t, domain.EINVALID, de.Code)
	assert.Equal(t, map[string]string{
		"impactStats[0].icon":            domain.MsgSiteIcon,
		"timeline[0].milestones[0].text": domain.MsgMarkupHTML,
		"timeline[0].milestones[1].text": domain.MsgMarkupLink,
	}, de.Fields)

	after, err := w.site.Document(ctx, admin)
	require.NoError(t, err)
	assert.JSONEq(t, string(before.Body), string(after.Body), "not even the valid part was saved")
	assert.Len(t, w.published(), events, "no SiteSaved for a refused update")
}

func TestSiteSaveShowsInTheNextCachedRead(t *testing.T) {
	ctx := context.Background()
	w := newSiteWorld(t, nil, testProfile())
	_, err := w.site.EnsureSeeded(ctx)
	require.NoError(t, err)
	first, err := w.site.Document(ctx, visitor)
	require.NoError(t, err)

	// A change behind the service's back is not seen by visitors (the
	// answer is cached) but is by the administrator (the database).
	changed, err := w.repo.Get(ctx)
	require.NoError(t, err)
	changed.Quote = "Changed in the database"
	require.NoError(t, w.repo.Save(ctx, changed))
	cached, err := w.site.Document(ctx, visitor)
	require.NoError(t, err)
	assert.Equal(t, first.ETag, cached.ETag, "visitors read the cache")
	assert.Equal(t, "Changed in the database", doc(t)(w.site.Document(ctx, admin)).Quote, "the admin reads the database")

	updated, err := w.site.Update(ctx, json.RawMessage(`{"quote": "Saved through the service"}`))
	require.NoError(t, err)
	assert.Contains(t, w.published(), "SiteSaved")
	next, err := w.site.Document(ctx, visitor)
	require.NoError(t, err)
	assert.Equal(t, updated.ETag, next.ETag, "the save's answer is what visitors read next")
	assert.Equal(t, "Saved through the service", doc(t)(next, nil).Quote)
}

func TestSiteReadsSurviveACacheOutage(t *testing.T) {
	ctx := context.Background()
	fc := &failingCache{}
	w := newSiteWorld(t, fc, testProfile())
	assert.Equal(t, "Sam Rivera", doc(t)(w.site.Document(ctx, visitor)).Name)
	_, err := w.site.Update(ctx, json.RawMessage(`{"name": "Renamed"}`))
	require.NoError(t, err, "a save succeeds even when invalidation fails")
	assert.Equal(t, "Renamed", doc(t)(w.site.Document(ctx, visitor)).Name)
	assert.Positive(t, fc.calls.Load())
}

func TestSiteSavedInvalidatesOnlyTheSiteRegion(t *testing.T) {
	assert.Equal(t, []domain.CacheRegion{domain.RegionSite}, app.RegionsFor(domain.SiteSaved{}))
	assert.Contains(t, domain.AllCacheRegions(), domain.RegionSite)
}

func TestNewSiteServiceRefusesMissingParts(t *testing.T) {
	w := newSiteWorld(t, nil, app.SiteProfile{})
	_, err := app.NewSiteService(w.repo, w.cache, w.bus, nil, app.SiteProfile{}, zap.NewNop())
	assert.Error(t, err, "the journal is required")
}
