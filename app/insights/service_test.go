package insights_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/app/insights"
	"github.com/portfolio-site/portfolio/app/internal/fakes"
	"github.com/portfolio-site/portfolio/domain"
)

const (
	browserUA   = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36"
	googlebotUA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
)

type insightsWorld struct {
	svc   *insights.Service
	repo  *memory.InsightsRepository
	store *memory.Store
	clock *fakes.Clock
}

func newInsights(t *testing.T, cfg insights.Config) insightsWorld {
	t.Helper()
	store := memory.NewStore()
	repo := memory.NewInsightsRepository()
	clock := fakes.NewClock(time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC))
	repos := insights.Items{Projects: store.Projects(), Investments: store.Investments(), Media: store.Media()}
	svc, err := insights.NewService(repo, memory.NewDailySalts(), repos, clock, cfg, "https://jordan.example.com", quietLog())
	require.NoError(t, err)
	return insightsWorld{svc: svc, repo: repo, store: store, clock: clock}
}

func (w insightsWorld) report(t *testing.T) *insights.Report {
	t.Helper()
	require.NoError(t, w.svc.Flush(context.Background()))
	from, to, err := w.svc.Range("2026-11-28", "2026-11-28")
	require.NoError(t, err)
	r, err := w.svc.Report(context.Background(), from, to)
	require.NoError(t, err)
	return r
}

func TestInsightsCountsViewsVisitorsBotsAndOptOuts(t *testing.T) {
	w := newInsights(t, insights.Config{})
	ctx := context.Background()
	for i := range 100 {
		pair := i % 10
		w.svc.View(ctx, insights.PageVisit{Path: "/", Addr: fmt.Sprintf("203.0.113.%d", pair), UserAgent: fmt.Sprintf("%s visitor-%d", browserUA, pair), Host: "jordan.example.com"})
	}
	for range 20 {
		w.svc.View(ctx, insights.PageVisit{Path: "/portfolio", Addr: "66.249.66.1", UserAgent: googlebotUA})
	}
	w.svc.View(ctx, insights.PageVisit{Path: "/about", Addr: "198.51.100.9", UserAgent: browserUA, OptOut: true,
		Referrer: "https://news.example.org/story?id=1"})
	w.svc.View(ctx, insights.PageVisit{Path: "/about", Addr: "198.51.100.9", UserAgent: browserUA,
		Referrer: "https://jordan.example.com/", Host: "jordan.example.com"})

	r := w.report(t)
	require.Len(t, r.Days, 1)
	assert.Equal(t, insights.Day{Date: "2026-11-28", Views: 102, Visitors: 11, BotViews: 20}, r.Days[0])
	assert.Equal(t, []insights.Page{{Path: "/", Views: 100, Visitors: 10}, {Path: "/about", Views: 2, Visitors: 1}}, r.Pages)
	assert.Equal(t, []insights.Named{{Name: "Googlebot", Views: 20}}, r.Bots)
	assert.Equal(t, []insights.Referrer{{Host: "news.example.org", Views: 1}}, r.Referrers, "the site's own pages are no referrer")
	assert.Equal(t, []insights.Device{{Device: domain.DeviceMobile, Views: 102}}, r.Devices)
}

func TestInsightsVisitorsAddUpOverFlushes(t *testing.T) {
	w := newInsights(t, insights.Config{})
	ctx := context.Background()
	w.svc.View(ctx, insights.PageVisit{Path: "/", Addr: "203.0.113.1", UserAgent: browserUA})
	require.NoError(t, w.svc.Flush(ctx))
	w.svc.View(ctx, insights.PageVisit{Path: "/", Addr: "203.0.113.1", UserAgent: browserUA})
	w.svc.View(ctx, insights.PageVisit{Path: "/", Addr: "203.0.113.2", UserAgent: browserUA})
	r := w.report(t)
	assert.Equal(t, int64(3), r.Days[0].Views)
	assert.Equal(t, int64(2), r.Days[0].Visitors)
}

func TestInsightsNeverStoresAddressOrUserAgent(t *testing.T) {
	w := newInsights(t, insights.Config{})
	ctx := context.Background()
	w.svc.View(ctx, insights.PageVisit{Path: "/", Addr: "203.0.113.77", UserAgent: browserUA})
	require.NoError(t, w.svc.Flush(ctx))
	rows, err := w.repo.Counts(ctx, "2026-11-28", "2026-11-28")
	require.NoError(t, err)
	for _, r := range rows {
		assert.NotContains(t, r.Key, "203.0.113.77")
		assert.NotContains(t, r.Key, "Pixel")
	}
}

func TestInsightsVitals(t *testing.T) {
	w := newInsights(t, insights.Config{BeaconsPerMinute: 5})
	ctx := context.Background()
	require.NoError(t, w.svc.Vital(ctx, insights.VitalBeacon{Path: "/", Name: "INP", Value: 250, ID: "v5-1-1"}, "a"))
	require.NoError(t, w.svc.Vital(ctx, insights.VitalBeacon{Path: "/", Name: "INP", Value: 250, ID: "v5-1-1"}, "a"), "a repeat is taken and ignored")
	require.NoError(t, w.svc.Vital(ctx, insights.VitalBeacon{Path: "/", Name: "CLS", Value: 0.0312, ID: "v5-1-2"}, "a"))
	for _, bad := range []insights.VitalBeacon{
		{Path: "/", Name: "FID", Value: 10, ID: "x"},
		{Path: "/", Name: "LCP", Value: -1, ID: "x"},
		{Path: "/", Name: "LCP", Value: 200000, ID: "x"},
		{Path: "/", Name: "LCP", Value: 100, ID: ""},
		{Path: "/", Name: "LCP", Value: 100, ID: "<script>"},
		{Path: "", Name: "LCP", Value: 100, ID: "x"},
	} {
		assert.Equal(t, domain.EINVALID, domain.ErrorCode(w.svc.Vital(ctx, bad, "a")), "%+v", bad)
	}
	r := w.report(t)
	assert.Equal(t, []insights.Vital{
		{Path: "/", Metric: "INP", P75: 250, Samples: 1, Rating: "needs-improvement"},
		{Path: "/", Metric: "CLS", P75: 0.031, Samples: 1, Rating: "good"},
	}, r.Vitals)

	// The address's beacons of the minute are bounded.
	taken := 0
	for i := range 1000 {
		if w.svc.Vital(ctx, insights.VitalBeacon{Path: "/", Name: "LCP", Value: 1000, ID: fmt.Sprintf("v5-2-%d", i)}, "flood") == nil {
			taken++
		}
	}
	assert.Equal(t, 5, taken)
	err := w.svc.Vital(ctx, insights.VitalBeacon{Path: "/", Name: "LCP", Value: 1000, ID: "v5-3"}, "flood")
	assert.Equal(t, domain.ETHROTTLED, domain.ErrorCode(err))
	w.clock.Advance(time.Minute)
	assert.NoError(t, w.svc.Vital(ctx, insights.VitalBeacon{Path: "/", Name: "LCP", Value: 1000, ID: "v5-4"}, "flood"), "a minute later")
}

func TestInsightsP75(t *testing.T) {
	h := map[int64]int64{}
	for _, v := range []float64{100, 200, 300, 400} {
		h[domain.VitalBucket("INP", v)]++
	}
	p, n := domain.P75("INP", h)
	assert.Equal(t, 300.0, p)
	assert.Equal(t, int64(4), n)
	assert.Equal(t, int64(2530), domain.VitalBucket("LCP", 2534.4))
	assert.Equal(t, int64(12300), domain.VitalBucket("LCP", 12345))
	assert.Equal(t, int64(1230), domain.VitalBucket("CLS", 1.234))
}

func TestInsightsOutboundAndMessages(t *testing.T) {
	w := newInsights(t, insights.Config{})
	ctx := context.Background()
	p := domain.NewProject()
	p.Title, p.Category, p.Slug, p.IsActive = "Neon Hearts", "music", "neon-hearts", true
	require.NoError(t, w.store.Projects().Create(ctx, &p))
	hidden := domain.NewProject()
	hidden.Title, hidden.Category, hidden.Slug, hidden.IsActive = "Hidden", "music", "hidden", false
	require.NoError(t, w.store.Projects().Create(ctx, &hidden))

	require.NoError(t, w.svc.Outbound(ctx, domain.OutboundProject, p.ID, "a"))
	require.NoError(t, w.svc.Outbound(ctx, domain.OutboundProject, p.ID, "a"))
	require.NoError(t, w.svc.Outbound(ctx, domain.OutboundEmail, 0, "a"))
	for _, bad := range []struct {
		kind string
		id   int64
	}{{domain.OutboundProject, hidden.ID}, {domain.OutboundProject, 999}, {"ad", 1}, {domain.OutboundEmail, 3}, {domain.OutboundInvestment, 1}} {
		assert.Equal(t, domain.EINVALID, domain.ErrorCode(w.svc.Outbound(ctx, bad.kind, bad.id, "a")), "%+v", bad)
	}
	w.svc.View(ctx, insights.PageVisit{Path: "/portfolio/music/neon-hearts", Addr: "a", UserAgent: browserUA})
	w.svc.Message()

	r := w.report(t)
	assert.Equal(t, []insights.Outbound{
		{Kind: domain.OutboundProject, ID: p.ID, Title: "Neon Hearts", Clicks: 2},
		{Kind: domain.OutboundEmail, ID: 0, Title: "Contact e-mail", Clicks: 1},
	}, r.Outbound)
	assert.Equal(t, []insights.Project{{ID: p.ID, Title: "Neon Hearts", Path: "/portfolio/music/neon-hearts", Views: 1, Clicks: 2}}, r.Projects)
	assert.Equal(t, int64(1), r.Days[0].Messages)
}

func TestInsightsRange(t *testing.T) {
	w := newInsights(t, insights.Config{})
	from, to, err := w.svc.Range("", "")
	require.NoError(t, err)
	assert.Equal(t, "2026-10-30", from.Format(domain.InsightDay))
	assert.Equal(t, "2026-11-28", to.Format(domain.InsightDay))
	for _, bad := range [][2]string{{"2026-11-29", "2026-11-28"}, {"yesterday", ""}, {"", "2026-13-01"}, {"2020-01-01", "2026-01-01"}} {
		_, _, err := w.svc.Range(bad[0], bad[1])
		assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "%v", bad)
	}
	r, err := w.svc.Report(context.Background(), from, to)
	require.NoError(t, err)
	assert.Len(t, r.Days, 30, "every day, zeros too")
	assert.NotNil(t, r.Pages)
	assert.NotNil(t, r.Vitals)
}

func TestInsightsFlushKeepsCountsWhenTheWriteFails(t *testing.T) {
	store := memory.NewStore()
	repo := &failingInsights{InsightsRepository: memory.NewInsightsRepository(), fail: true}
	clock := fakes.NewClock(time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC))
	svc, err := insights.NewService(repo, memory.NewDailySalts(), insights.Items{Projects: store.Projects(), Investments: store.Investments(), Media: store.Media()}, clock, insights.Config{}, "", quietLog())
	require.NoError(t, err)
	ctx := context.Background()
	svc.View(ctx, insights.PageVisit{Path: "/", Addr: "a", UserAgent: browserUA})
	require.Error(t, svc.Flush(ctx))
	repo.fail = false
	svc.View(ctx, insights.PageVisit{Path: "/", Addr: "b", UserAgent: browserUA})
	require.NoError(t, svc.Flush(ctx))
	rows, err := repo.Counts(ctx, "2026-11-28", "2026-11-28")
	require.NoError(t, err)
	for _, r := range rows {
		if r.Dimension == domain.DimSite {
			assert.Equal(t, int64(2), r.Views)
			assert.Equal(t, int64(2), r.Visitors)
		}
	}
}

type failingInsights struct {
	*memory.InsightsRepository
	fail bool
}

func (f *failingInsights) Add(ctx context.Context, b domain.InsightBatch) error {
	if f.fail {
		return fmt.Errorf("database down")
	}
	return f.InsightsRepository.Add(ctx, b)
}

type downSalts struct{ calls int }

func (d *downSalts) Salt(context.Context, string) ([]byte, error) {
	d.calls++
	return nil, fmt.Errorf("redis down")
}

// TestInsightsSaltOnTheirOwnWhenSaltsAreDown: with the shared salts down,
// visitors are still counted (with the instance's own salt), and salts are
// asked again only every 30 s, never on every page view.
func TestInsightsSaltOnTheirOwnWhenSaltsAreDown(t *testing.T) {
	store := memory.NewStore()
	salts := &downSalts{}
	clock := fakes.NewClock(time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC))
	repo := memory.NewInsightsRepository()
	svc, err := insights.NewService(repo, salts, insights.Items{Projects: store.Projects(), Investments: store.Investments(), Media: store.Media()}, clock, insights.Config{}, "", quietLog())
	require.NoError(t, err)
	ctx := context.Background()
	for i := range 50 {
		svc.View(ctx, insights.PageVisit{Path: "/", Addr: fmt.Sprint(i % 5), UserAgent: browserUA})
	}
	assert.Equal(t, 1, salts.calls)
	clock.Advance(31 * time.Second)
	svc.View(ctx, insights.PageVisit{Path: "/", Addr: "0", UserAgent: browserUA})
	assert.Equal(t, 1, salts.calls, "a known visitor's hash is kept for the day: no salt asked")
	svc.View(ctx, insights.PageVisit{Path: "/", Addr: "5", UserAgent: browserUA})
	assert.Equal(t, 2, salts.calls)
	require.NoError(t, svc.Flush(ctx))
	rows, err := repo.Counts(ctx, "2026-11-28", "2026-11-28")
	require.NoError(t, err)
	for _, r := range rows {
		if r.Dimension == domain.DimSite {
			assert.Equal(t, domain.InsightCount{InsightKey: r.InsightKey, Views: 52, Visitors: 6}, r)
		}
	}
}

func TestInsightsReferrerHosts(t *testing.T) {
	w := newInsights(t, insights.Config{})
	ctx := context.Background()
	for _, ref := range []string{
		"HTTPS://News.Example.org:8443/story?x=1", "https://someone@news.example.org/", "http://news.example.org",
		"android-app://com.slack", "javascript:alert(1)", "https://exa mple.org/", "https://[::1]/", "https://jordan.example.com/about",
		"https://localhost:8080/", "not a url", "",
	} {
		w.svc.View(ctx, insights.PageVisit{Path: "/", Addr: "a", UserAgent: browserUA, Referrer: ref, Host: "localhost:8080"})
	}
	assert.Equal(t, []insights.Referrer{{Host: "news.example.org", Views: 3}}, w.report(t).Referrers)
}

// A flush spreads the views over the site, page, device and referrer
// counts as each view did: one visitor on two pages and two devices is
// one visitor of the site and one of each page; views of two days before
// one flush land on their own days.
func TestInsightsFlushSpreadsViewsOverEveryDimension(t *testing.T) {
	const desktopUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"
	w := newInsights(t, insights.Config{})
	ctx := context.Background()
	w.svc.View(ctx, insights.PageVisit{Path: "/", Addr: "203.0.113.1", UserAgent: browserUA, Referrer: "https://news.example.org/a"})
	w.svc.View(ctx, insights.PageVisit{Path: "/about", Addr: "203.0.113.1", UserAgent: browserUA, Referrer: "https://news.example.org/b"})
	w.svc.View(ctx, insights.PageVisit{Path: "/about", Addr: "203.0.113.1", UserAgent: browserUA})
	w.svc.View(ctx, insights.PageVisit{Path: "/about", Addr: "203.0.113.2", UserAgent: desktopUA, Referrer: "https://blog.example.net/"})
	w.clock.Advance(24 * time.Hour)
	w.svc.View(ctx, insights.PageVisit{Path: "/", Addr: "203.0.113.2", UserAgent: desktopUA})

	r := w.report(t)
	require.Len(t, r.Days, 1, "the report is of 2026-11-28 only")
	assert.Equal(t, insights.Day{Date: "2026-11-28", Views: 4, Visitors: 2}, r.Days[0])
	assert.Equal(t, []insights.Page{{Path: "/about", Views: 3, Visitors: 2}, {Path: "/", Views: 1, Visitors: 1}}, r.Pages)
	assert.ElementsMatch(t, []insights.Device{{Device: domain.DeviceMobile, Views: 3}, {Device: domain.DeviceDesktop, Views: 1}}, r.Devices)
	assert.Equal(t, []insights.Referrer{{Host: "news.example.org", Views: 2}, {Host: "blog.example.net", Views: 1}}, r.Referrers)

	rows, err := w.repo.Counts(ctx, "2026-11-29", "2026-11-29")
	require.NoError(t, err)
	views := map[string]int64{}
	for _, row := range rows {
		views[row.Dimension+" "+row.Key] += row.Views
	}
	assert.Equal(t, map[string]int64{domain.DimSite + " ": 1, domain.DimPage + " /": 1, domain.DimDevice + " " + domain.DeviceDesktop: 1}, views)
}

// A known visitor's view allocates nothing: the request path of every
// cached page pays for counting only in map look-ups.
func TestInsightsKnownVisitorsViewAllocatesNothing(t *testing.T) {
	w := newInsights(t, insights.Config{ViewsPerMinute: 1 << 30, ViewsPerMinuteTotal: 1 << 30})
	ctx := context.Background()
	v := insights.PageVisit{Path: "/", Addr: "203.0.113.1", UserAgent: browserUA, Referrer: "https://news.example.org/a", Host: "jordan.example.com"}
	w.svc.View(ctx, v)
	assert.Zero(t, testing.AllocsPerRun(100, func() { w.svc.View(ctx, v) }))
}
