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
	"github.com/portfolio-site/portfolio/app/journal"
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
	_, err = app.NewCacheInvalidator(cache, bus, domain.ContentKinds(), quietLog())
	require.NoError(t, err)
	w.site = w.service(t, profile)
	return w
}

// service returns another service over the same store and cache: a second
// instance, or the same one after a restart with another configuration.
func (w *siteWorld) service(t *testing.T, profile app.SiteProfile) *app.SiteService {
	t.Helper()
	store := memory.NewStore()
	j, err := journal.New(memory.NewTransactor(store, w.repo), store.Activity(), store.Revisions(), domain.RevisionPolicy{}, domain.SystemClock{})
	require.NoError(t, err)
	s, err := app.NewSiteService(w.repo, store.Drafts(), w.cache, w.bus, j, profile, quietLog())
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

	after := doc(t)(w.site.Update(ctx, domain.SitePatch{
		Tagline: ptr("Investor"),
		Hero:    domain.SiteHeroPatch{Headline: ptr("New headline")},
		SEO:     domain.SiteSEOPatch{Keywords: &[]string{"one"}},
		Outlets: &[]string{"Only Outlet"},
	}))
	assert.Equal(t, "Investor", after.Tagline)
	assert.Equal(t, "New headline", after.Hero.Headline)
	assert.Equal(t, before.Hero.Intro, after.Hero.Intro, "an object merges member by member")
	assert.Equal(t, before.Hero.Image, after.Hero.Image)
	assert.Equal(t, []string{"one"}, after.SEO.Keywords, "a list in an object is replaced")
	assert.Equal(t, before.SEO.Description, after.SEO.Description)
	assert.Equal(t, []string{"Only Outlet"}, after.Outlets, "a list is replaced whole")
	assert.Equal(t, before.Name, after.Name, "absent members keep their values")
	assert.Equal(t, before.Timeline, after.Timeline)
	assert.Equal(t, "https://portfolio.example", after.PublicURL, "the configured public URL")

	// A shorter list leaves nothing of the longer one behind.
	era := domain.SiteEra{Era: "Only", Icon: "rocket", Colors: domain.SiteEraColors{Palette: "gold", From: "#aabbcc", To: "#001122"},
		Milestones: []domain.SiteMilestone{{Year: "Now", Text: "One [link](/about)"}}}
	after = doc(t)(w.site.Update(ctx, domain.SitePatch{Timeline: &[]domain.SiteEra{era}}))
	require.Len(t, after.Timeline, 1)
	assert.Equal(t, era, after.Timeline[0])

	after = doc(t)(w.site.Update(ctx, domain.SitePatch{Outlets: &[]string{}}))
	assert.Equal(t, []string{}, after.Outlets, "an emptied list encodes as []")

	// The decorative flags are booleans of the document (alt text on purpose).
	after = doc(t)(w.site.Update(ctx, domain.SitePatch{Biography: domain.SiteBiographyPatch{ImageDecorative: ptr(true)}}))
	assert.True(t, after.Biography.ImageDecorative)
	assert.Equal(t, before.Biography.Paragraphs, after.Biography.Paragraphs)
}

func TestSiteInvalidUpdateStoresNothing(t *testing.T) {
	ctx := context.Background()
	w := newSiteWorld(t, nil, testProfile())
	before, err := w.site.Document(ctx, visitor)
	require.NoError(t, err)
	events := len(w.published())

	_, err = w.site.Update(ctx, domain.SitePatch{
		Name:        ptr("A valid change"),
		ImpactStats: &[]domain.SiteImpactStat{{Number: "1", Label: "x", Icon: "skull"}},
		Timeline: &[]domain.SiteEra{{Era: "E", Icon: "film", Colors: domain.SiteEraColors{Palette: "blue", From: "#000000", To: "#ffffff"},
			Milestones: []domain.SiteMilestone{{Year: "1", Text: "<script>alert(1)</script>"}, {Year: "2", Text: "[x](javascript:alert(1))"}}}},
	})
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

	updated, err := w.site.Update(ctx, domain.SitePatch{Quote: ptr("Saved through the service")})
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
	_, err := w.site.Update(ctx, domain.SitePatch{Name: ptr("Renamed")})
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
	_, err := app.NewSiteService(w.repo, memory.NewStore().Drafts(), w.cache, w.bus, nil, app.SiteProfile{}, quietLog())
	assert.Error(t, err, "the journal is required")
}
