package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app/insights"
)

// Issue 37, finding 4: a prerender or a prefetch is a view only once the
// visitor opens the page; the page's script says so with POST /api/views.
func TestInsightsCountAPrerenderOnlyOnceOpened(t *testing.T) {
	e := newEnv(t)
	for _, hdr := range []map[string]string{
		{"Sec-Purpose": "prefetch;prerender"}, {"Sec-Purpose": "prefetch"}, {"Purpose": "prefetch"}, {"Sec-Purpose": "Prefetch; anonymous-client-ip"},
	} {
		hdr["User-Agent"] = phoneUA
		hdr["Referer"] = "https://news.example.org/story"
		w := e.do(request{method: http.MethodGet, path: "/", remote: "203.0.113.7:1", header: hdr})
		require.Equal(t, http.StatusOK, w.Code, "a speculative request is served as ever")
	}
	cookie := e.login()
	assert.Equal(t, insights.Day{Date: e.today(e.insightsReport(cookie, "")).Date}, e.today(e.insightsReport(cookie, "")),
		"a prerender followed by no activation counts nothing")

	view := func(body string, hdr map[string]string) int {
		h := map[string]string{"Sec-Fetch-Site": "same-origin", "User-Agent": phoneUA}
		for k, v := range hdr {
			h[k] = v
		}
		return e.do(request{method: http.MethodPost, path: "/api/views", body: body, contentType: "text/plain", remote: "203.0.113.7:1", header: h}).Code
	}
	require.Equal(t, http.StatusNoContent, view(`{"path":"/","referrer":"https://news.example.org/story"}`, nil))
	rep := e.insightsReport(cookie, "")
	assert.Equal(t, insights.Day{Date: e.today(rep).Date, Views: 1, Visitors: 1}, e.today(rep), "the activated prerender counts once")
	assert.Equal(t, []insights.Referrer{{Host: "news.example.org", Views: 1}}, rep.Referrers)
	assert.Equal(t, []insights.Page{{Path: "/", Views: 1, Visitors: 1}}, rep.Pages)

	// Only a real public page, in a small JSON body; not from another site.
	assert.Equal(t, http.StatusBadRequest, view(`{"path":"/no-such-page"}`, nil))
	assert.Equal(t, http.StatusBadRequest, view(`{"path":"/admin"}`, nil))
	assert.Equal(t, http.StatusBadRequest, view(`{"referrer":"https://x.example/"}`, nil))
	assert.Equal(t, http.StatusBadRequest, view(`{"path":"/","referrer":"`+strings.Repeat("x", 1100)+`"}`, nil))
	assert.Equal(t, http.StatusBadRequest, view(`["/"]`, nil))
	assert.Equal(t, http.StatusForbidden, view(`{"path":"/"}`, map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"}))
	// A script's beacon is a bot view, as its page request would be.
	require.Equal(t, http.StatusNoContent, view(`{"path":"/about"}`, map[string]string{"User-Agent": "curl/8.5.0"}))
	rep = e.insightsReport(cookie, "")
	assert.Equal(t, insights.Day{Date: e.today(rep).Date, Views: 1, Visitors: 1, BotViews: 1}, e.today(rep))
}

// Issue 37, finding 3: one address's flood of page views with a new
// Referer and User-Agent each is served, and counted only up to the
// address's views of the minute.
func TestInsightsCountAFloodFromOneAddressUpToItsLimit(t *testing.T) {
	e := newEnv(t)
	e.clock.AlignTo(time.Minute) // the limit is the clock's minute: the flood must not straddle two
	for i := range 500 {
		w := e.do(request{method: http.MethodGet, path: "/", remote: "203.0.113.9:1", header: map[string]string{
			"User-Agent": fmt.Sprintf("%s flood/%d", phoneUA, i), "Referer": fmt.Sprintf("https://junk%d.example/", i)}})
		require.Equal(t, http.StatusOK, w.Code)
	}
	cookie := e.login()
	rep := e.insightsReport(cookie, "")
	day := e.today(rep)
	assert.Equal(t, int64(insights.DefaultViewsPerMinute), day.Views)
	assert.LessOrEqual(t, day.Visitors, int64(5), "at most 4 visitors an address, then one for its others")
	assert.Len(t, rep.Referrers, insights.DefaultViewsPerMinute)
}

// Issue 37, finding 4: the project's own browser suites run HeadlessChrome;
// a headless browser, a browser driver or a plain HTTP client is a bot.
func TestInsightsCountHeadlessBrowsersAndHTTPClientsAsBots(t *testing.T) {
	e := newEnv(t)
	for i, ua := range []string{
		"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
		"curl/8.5.0", "python-requests/2.32.3", "Go-http-client/1.1", "",
	} {
		w := e.do(request{method: http.MethodGet, path: "/", remote: fmt.Sprintf("203.0.113.%d:1", 20+i), header: map[string]string{"User-Agent": ua}})
		require.Equal(t, http.StatusOK, w.Code)
	}
	rep := e.insightsReport(e.login(), "")
	assert.Equal(t, insights.Day{Date: e.today(rep).Date, BotViews: 5}, e.today(rep))
}
