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
	"github.com/portfolio-site/portfolio/domain"
)

// Issue 37, finding 3: a stranger can neither inflate nor bloat the
// owner's numbers.

func TestInsightsCountViewsWithinTheMinutesLimits(t *testing.T) {
	w := newInsights(t, insights.Config{ViewsPerMinute: 5, ViewsPerMinuteTotal: 12})
	ctx := context.Background()
	view := func(addr string) { w.svc.View(ctx, insights.PageVisit{Path: "/", Addr: addr, UserAgent: browserUA}) }
	for range 10 {
		view("203.0.113.1")
	}
	// Two addresses of one IPv6 /64 share its limit.
	for i := range 10 {
		view(fmt.Sprintf("2001:db8:1:2::%x", i+1))
	}
	for range 10 {
		view("203.0.113.3") // only 2 left of the minute's 12
	}
	assert.Equal(t, int64(12), w.report(t).Days[0].Views)

	w.clock.Advance(time.Minute)
	for range 10 {
		view("203.0.113.1")
	}
	assert.Equal(t, int64(17), w.report(t).Days[0].Views, "a new minute, a new allowance")
}

func TestInsightsTakeABoundedNumberOfNewKeysADay(t *testing.T) {
	w := newInsights(t, insights.Config{ViewsPerMinute: 1000, ReferrersPerDay: 3, PagesPerDay: 2})
	ctx := context.Background()
	view := func(path, ref string) {
		w.svc.View(ctx, insights.PageVisit{Path: path, Addr: "203.0.113.1", UserAgent: browserUA, Referrer: ref})
	}
	// The owner's real referrers come first…
	view("/", "https://news.example.org/a")
	view("/", "https://news.example.org/b")
	view("/about", "https://friend.example.net/")
	// …then a flood of junk hosts and paths.
	for i := range 100 {
		view(fmt.Sprintf("/p%d", i), fmt.Sprintf("https://junk%d.example/", i))
	}
	// Keys already taken keep counting.
	view("/", "https://news.example.org/c")

	r := w.report(t)
	assert.Equal(t, []insights.Referrer{
		{Host: "news.example.org", Views: 3}, {Host: "friend.example.net", Views: 1}, {Host: "junk0.example", Views: 1},
		{Host: domain.InsightOther, Views: 99, Other: true},
	}, r.Referrers, "99 junk hosts counted as Other, listed last")
	assert.Equal(t, []insights.Page{
		{Path: "/", Views: 3, Visitors: 1}, {Path: "/about", Views: 1, Visitors: 1},
		{Path: domain.InsightOther, Views: 100, Visitors: 1, Other: true},
	}, r.Pages)
	assert.Equal(t, int64(104), r.Days[0].Views, "every view is counted")

	// Another instance learns the day's keys from the repository at its
	// first flush: it takes no new key past the bound either.
	repos := insights.Items{Projects: w.store.Projects(), Investments: w.store.Investments(), Media: w.store.Media()}
	other, err := insights.NewService(w.repo, memory.NewDailySalts(), repos, w.clock,
		insights.Config{ViewsPerMinute: 1000, ReferrersPerDay: 3, PagesPerDay: 2}, "https://jordan.example.com", quietLog())
	require.NoError(t, err)
	other.View(ctx, insights.PageVisit{Path: "/", Addr: "203.0.113.2", UserAgent: browserUA, Referrer: "https://news.example.org/"})
	require.NoError(t, other.Flush(ctx))
	other.View(ctx, insights.PageVisit{Path: "/", Addr: "203.0.113.2", UserAgent: browserUA, Referrer: "https://junk-late.example/"})
	require.NoError(t, other.Flush(ctx))
	r = w.report(t)
	assert.Len(t, r.Referrers, 4)
	assert.Equal(t, insights.Referrer{Host: domain.InsightOther, Views: 100, Other: true}, r.Referrers[3])

	// A new day takes new keys again.
	w.clock.Advance(24 * time.Hour)
	view("/p1", "https://junk1.example/")
	require.NoError(t, w.svc.Flush(ctx))
	rows, err := w.repo.Counts(ctx, "2026-11-29", "2026-11-29")
	require.NoError(t, err)
	assert.Contains(t, rows, domain.InsightCount{InsightKey: domain.InsightKey{Day: "2026-11-29", Dimension: domain.DimReferrer, Key: "junk1.example"}, Views: 1})
}

func TestInsightsKeepAFewVisitorsAnAddressADay(t *testing.T) {
	w := newInsights(t, insights.Config{ViewsPerMinute: 100_000, VisitorsPerDay: 7})
	ctx := context.Background()
	// A new User-Agent a request from one address: 4 visitors, then one
	// for all its others.
	for i := range 1000 {
		w.svc.View(ctx, insights.PageVisit{Path: "/", Addr: "203.0.113.1", UserAgent: fmt.Sprintf("%s/%d", browserUA, i)})
	}
	assert.Equal(t, insights.Day{Date: "2026-11-28", Views: 1000, Visitors: 5}, w.report(t).Days[0])
	// The instance's visitors of the day are bounded (7): past them views
	// count without a visitor.
	for i := range 5 {
		w.svc.View(ctx, insights.PageVisit{Path: "/", Addr: fmt.Sprintf("198.51.100.%d", i), UserAgent: browserUA})
	}
	assert.Equal(t, insights.Day{Date: "2026-11-28", Views: 1005, Visitors: 7}, w.report(t).Days[0])
}

// Issue 37, finding 4: scripts are bots, not visitors.
func TestInsightsCountScriptsAsBots(t *testing.T) {
	w := newInsights(t, insights.Config{})
	ctx := context.Background()
	for i, ua := range []string{
		"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
		"Mozilla/5.0 Playwright/1.49", "curl/8.5.0", "Wget/1.21.4", "python-requests/2.32.3", "Go-http-client/1.1", "", "   ",
	} {
		w.svc.View(ctx, insights.PageVisit{Path: "/", Addr: fmt.Sprintf("203.0.113.%d", i), UserAgent: ua})
	}
	r := w.report(t)
	assert.Equal(t, insights.Day{Date: "2026-11-28", BotViews: 8}, r.Days[0], "no visitor, no person's view")
	assert.Equal(t, []insights.Named{
		{Name: "HTTP clients", Views: 4}, {Name: domain.NoUserAgent, Views: 2},
		{Name: "Browser automation", Views: 1}, {Name: "Headless browsers", Views: 1},
	}, r.Bots)
}
