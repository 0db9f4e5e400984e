package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app/insights"
)

const (
	phoneUA     = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"
	googlebotUA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
)

// insightsReport flushes the counts and reads the admin's report of today.
func (e *env) insightsReport(cookie *http.Cookie, query string) insights.Report {
	e.t.Helper()
	require.NoError(e.t, e.insights.Flush(context.Background()))
	w := e.get("/api/insights"+query, cookie)
	require.Equal(e.t, http.StatusOK, w.Code, w.Body.String())
	var rep insights.Report
	require.NoError(e.t, json.Unmarshal(w.Body.Bytes(), &rep))
	return rep
}

func (e *env) today(rep insights.Report) insights.Day {
	e.t.Helper()
	today := e.clock.Now().UTC().Format("2006-01-02")
	for _, d := range rep.Days {
		if d.Date == today {
			return d
		}
	}
	e.t.Fatalf("no day %s in %+v", today, rep.Days)
	return insights.Day{}
}

func TestInsightsCountPageViewsVisitorsAndBots(t *testing.T) {
	e := newEnv(t)
	for i := range 100 {
		pair := i % 10
		w := e.do(request{method: http.MethodGet, path: "/", remote: fmt.Sprintf("203.0.113.%d:4000", pair),
			header: map[string]string{"User-Agent": fmt.Sprintf("%s visitor/%d", phoneUA, pair), "Referer": "https://news.example.org/a"}})
		require.Equal(t, http.StatusOK, w.Code)
		assert.Empty(t, w.Header().Values("Set-Cookie"), "a public page sets no cookie")
	}
	for range 20 {
		w := e.do(request{method: http.MethodGet, path: "/about", header: map[string]string{"User-Agent": googlebotUA}})
		require.Equal(t, http.StatusOK, w.Code)
	}
	// Visitors who ask not to be tracked: their views count, they do not.
	e.do(request{method: http.MethodGet, path: "/about", remote: "198.51.100.1:1", header: map[string]string{"User-Agent": phoneUA, "Sec-GPC": "1"}})
	e.do(request{method: http.MethodGet, path: "/about", remote: "198.51.100.2:1", header: map[string]string{"User-Agent": phoneUA, "DNT": "1"}})
	// A revalidated page is a view too.
	first := e.do(request{method: http.MethodGet, path: "/portfolio", remote: "198.51.100.3:1", header: map[string]string{"User-Agent": phoneUA}})
	again := e.do(request{method: http.MethodGet, path: "/portfolio", remote: "198.51.100.3:1", header: map[string]string{"User-Agent": phoneUA, "If-None-Match": first.Header().Get("ETag")}})
	require.Equal(t, http.StatusNotModified, again.Code)
	// Not page views: the admin, a missing page, a HEAD, the API, a file.
	for _, rq := range []request{
		{method: http.MethodGet, path: "/admin"}, {method: http.MethodGet, path: "/admin/insights"},
		{method: http.MethodGet, path: "/no-such-page"}, {method: http.MethodHead, path: "/"},
		{method: http.MethodGet, path: "/api/investments"}, {method: http.MethodGet, path: "/assets/index-abc123.js"},
	} {
		e.do(rq)
	}

	cookie := e.login()
	rep := e.insightsReport(cookie, "")
	assert.Len(t, rep.Days, 30, "the last 30 days by default")
	assert.Equal(t, insights.Day{Date: e.today(rep).Date, Views: 104, Visitors: 11, BotViews: 20}, e.today(rep))
	assert.Equal(t, []insights.Page{{Path: "/", Views: 100, Visitors: 10}, {Path: "/about", Views: 2, Visitors: 0}, {Path: "/portfolio", Views: 2, Visitors: 1}}, rep.Pages)
	assert.Equal(t, []insights.Named{{Name: "Googlebot", Views: 20}}, rep.Bots)
	assert.Equal(t, []insights.Referrer{{Host: "news.example.org", Views: 100}}, rep.Referrers)
	assert.Equal(t, 5, rep.FlushSeconds)
}

func TestInsightsReportIsTheAdminsAndChecksItsRange(t *testing.T) {
	e := newEnv(t)
	assert.Equal(t, http.StatusUnauthorized, e.get("/api/insights", nil).Code)
	assert.Equal(t, http.StatusUnauthorized, e.get("/api/insights/export?table=days", nil).Code)
	cookie := e.login()
	for _, q := range []string{"?from=2026-11-10&to=2026-11-01", "?from=nope", "?to=2026-02-30", "?from=2020-01-01&to=2026-01-01"} {
		w := e.get("/api/insights"+q, cookie)
		assert.Equal(t, http.StatusBadRequest, w.Code, q)
		assert.Contains(t, w.Body.String(), "YYYY-MM-DD", q)
	}
	rep := e.insightsReport(cookie, "?from=2026-11-01&to=2026-11-07")
	assert.Equal(t, "2026-11-01", rep.From)
	assert.Len(t, rep.Days, 7)
	assert.Equal(t, "2026-11-07", rep.Days[6].Date)
}

func TestVitalsBeacons(t *testing.T) {
	e := newEnv(t)
	beacon := func(body, contentType, remote string) int {
		return e.do(request{method: http.MethodPost, path: "/api/vitals", body: body, contentType: contentType, remote: remote,
			header: map[string]string{"Sec-Fetch-Site": "same-origin"}}).Code
	}
	assert.Equal(t, http.StatusNoContent, beacon(`{"path":"/","name":"INP","value":250,"id":"v5-1700000000000-1"}`, "text/plain;charset=UTF-8", ""))
	assert.Equal(t, http.StatusNoContent, beacon(`{"path":"/about","name":"LCP","value":1834.6,"id":"v5-1700000000000-2"}`, "application/json", ""))
	assert.Equal(t, http.StatusNoContent, beacon(`{"path":"/about","name":"CLS","value":0.0421,"id":"v5-1700000000000-3"}`, "text/plain", ""))
	for _, bad := range []string{
		``, `null`, `[]`, `{"path":"/","name":"INP","value":250}`, `{"path":"/","name":"FID","value":10,"id":"x"}`,
		`{"path":"/","name":"INP","value":-5,"id":"x"}`, `{"path":"/","name":"INP","value":1e9,"id":"x"}`,
		`{"path":"/","name":"INP","value":"250","id":"x"}`, `{"path":"/nope","name":"INP","value":250,"id":"x"}`,
		`{"path":"/admin","name":"INP","value":250,"id":"x"}`, `{"path":"/","name":"INP","value":250,"id":"<b>"}`,
		`{"path":"/","name":"INP","value":250,"id":"x"`, `{"path":"/","name":"INP","value":250,"id":"x","pad":"` + strings.Repeat("a", 1100) + `"}`,
	} {
		assert.Equal(t, http.StatusBadRequest, beacon(bad, "text/plain", ""), bad)
	}
	// One address's flood is cut at the minute's bound (20 in this test). The minutes are the clock's:
	// the flood starts at the start of one, so that a slow run cannot straddle two.
	e.clock.AlignTo(time.Minute)
	taken := 0
	for i := range 1000 {
		if beacon(fmt.Sprintf(`{"path":"/","name":"LCP","value":900,"id":"v5-flood-%d"}`, i), "text/plain", "192.0.2.99:1") == http.StatusNoContent {
			taken++
		}
	}
	assert.Equal(t, 20, taken)
	w := e.do(request{method: http.MethodPost, path: "/api/vitals", body: `{"path":"/","name":"LCP","value":900,"id":"v5-x"}`, contentType: "text/plain", remote: "192.0.2.99:1"})
	assert.Equal(t, http.StatusTooManyRequests, w.Code)
	assert.NotEmpty(t, w.Header().Get("Retry-After"))
	// Another site's page cannot send beacons.
	cross := e.do(request{method: http.MethodPost, path: "/api/vitals", body: `{"path":"/","name":"INP","value":250,"id":"v5-c"}`, contentType: "text/plain",
		header: map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"}})
	assert.Equal(t, http.StatusForbidden, cross.Code)

	rep := e.insightsReport(e.login(), "")
	assert.Equal(t, []insights.Vital{
		{Path: "/", Metric: "LCP", P75: 900, Samples: 20, Rating: "good"},
		{Path: "/", Metric: "INP", P75: 250, Samples: 1, Rating: "needs-improvement"},
		{Path: "/about", Metric: "LCP", P75: 1830, Samples: 1, Rating: "good"},
		{Path: "/about", Metric: "CLS", P75: 0.042, Samples: 1, Rating: "good"},
	}, rep.Vitals)
}

func TestOutboundClicksAndExport(t *testing.T) {
	e := newEnv(t)
	cookie := e.login()
	project := e.create(cookie, "/api/portfolio/projects", map[string]any{"title": "=HYPERLINK(\"x\")", "description": "d", "category": "games", "isActive": true})
	id := int64(project["id"].(float64))
	ping := func(query string) int {
		return e.do(request{method: http.MethodPost, path: "/api/outbound" + query, body: "PING", contentType: "text/ping",
			header: map[string]string{"Sec-Fetch-Site": "same-origin", "Ping-To": "https://store.example/game"}}).Code
	}
	assert.Equal(t, http.StatusNoContent, ping(fmt.Sprintf("?kind=project&id=%d", id)))
	assert.Equal(t, http.StatusNoContent, ping(fmt.Sprintf("?kind=project&id=%d", id)))
	assert.Equal(t, http.StatusNoContent, ping("?kind=email&id=0"))
	for _, q := range []string{"", "?kind=project", "?kind=project&id=x", "?kind=ad&id=1", "?kind=project&id=99999", "?kind=email&id=1", "?kind=project&kind=email&id=0"} {
		assert.Equal(t, http.StatusBadRequest, ping(q), q)
	}
	e.do(request{method: http.MethodGet, path: "/portfolio", header: map[string]string{"User-Agent": phoneUA}})

	rep := e.insightsReport(cookie, "")
	assert.Equal(t, []insights.Outbound{
		{Kind: "project", ID: id, Title: `=HYPERLINK("x")`, Clicks: 2},
		{Kind: "email", ID: 0, Title: "Contact e-mail", Clicks: 1},
	}, rep.Outbound)

	w := e.get("/api/insights/export?table=outbound", cookie)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "text/csv; charset=utf-8", w.Header().Get("Content-Type"))
	assert.Regexp(t, `^attachment; filename="insights-outbound-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv"$`, w.Header().Get("Content-Disposition"))
	assert.Equal(t, fmt.Sprintf("kind,id,title,clicks\nproject,%d,\"'=HYPERLINK(\"\"x\"\")\",2\nemail,0,Contact e-mail,1\n", id), w.Body.String(),
		"a title that reads as a formula is quoted as text")
	days := e.get("/api/insights/export?table=days&from=2026-11-01&to=2026-11-02", cookie)
	assert.Equal(t, "date,views,visitors,botViews,messages\n2026-11-01,0,0,0,0\n2026-11-02,0,0,0,0\n", days.Body.String())
	assert.Equal(t, http.StatusBadRequest, e.get("/api/insights/export?table=secrets", cookie).Code)
}

func TestInsightsOffCountsNothing(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.Insights = nil })
	e.do(request{method: http.MethodGet, path: "/"})
	assert.Equal(t, http.StatusNotFound, e.get("/api/insights", e.login()).Code)
	assert.Equal(t, http.StatusNotFound, e.do(request{method: http.MethodPost, path: "/api/vitals", body: `{}`, contentType: "text/plain"}).Code)
}
