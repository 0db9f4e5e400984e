//go:build e2e

package e2e

import (
	"context"
	"database/sql"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun/driver/pgdriver"
)

// TestInsightsAddUpAcrossInstances: a page view on instance a and one on
// b, by the same visitor, show within 10 s as two views and one visitor
// (the day's salt is shared through Redis), a crawler's as a bot view;
// the responses set no cookie and the database holds neither the address
// nor the user agent.
func TestInsightsAddUpAcrossInstances(t *testing.T) {
	db := freshPostgres(t)
	redisURL := requireRedis(t)
	prefix := "PORTFOLIO_CACHE_KEY_PREFIX=" + randomName("e2e") + ":"
	a := start(t, "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_REDIS_URL="+redisURL, prefix)
	b := start(t, "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_REDIS_URL="+redisURL, prefix, "PORTFOLIO_DEMO_CONTENT=false")

	ua := "Mozilla/5.0 (X11; Linux x86_64) E2EInsightsMarker/" + randomName("")
	view := func(in *instance, path, userAgent string) {
		req, err := http.NewRequest(http.MethodGet, in.base+path, nil)
		require.NoError(t, err)
		req.Header.Set("User-Agent", userAgent)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		require.Equal(t, http.StatusOK, resp.StatusCode)
		assert.Empty(t, resp.Header.Values("Set-Cookie"), "a public page sets no cookie")
	}
	view(a, "/", ua)
	view(b, "/about", ua)
	view(b, "/", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")

	a.login(t)
	today := time.Now().UTC().Format("2006-01-02")
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		status, body := a.do(t, "GET", "/api/insights?from="+today+"&to="+today, nil)
		if !assert.Equal(c, http.StatusOK, status, string(body)) {
			return
		}
		var rep struct {
			Days []struct {
				Date                      string
				Views, Visitors, BotViews int64
			}
		}
		assert.NoError(c, json.Unmarshal(body, &rep))
		if assert.Len(c, rep.Days, 1) {
			assert.Equal(c, []int64{2, 1, 1}, []int64{rep.Days[0].Views, rep.Days[0].Visitors, rep.Days[0].BotViews})
		}
	}, 10*time.Second, 250*time.Millisecond, "both instances' views in the totals within 10 s")

	// No table of the database holds the user agent or the address.
	conn := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(db)))
	defer conn.Close()
	ctx := context.Background()
	rows, err := conn.QueryContext(ctx, `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`)
	require.NoError(t, err)
	var tables []string
	for rows.Next() {
		var name string
		require.NoError(t, rows.Scan(&name))
		tables = append(tables, name)
	}
	require.NoError(t, rows.Close())
	require.Contains(t, tables, "insight_counts")
	for _, table := range tables {
		var dump sql.NullString
		require.NoError(t, conn.QueryRowContext(ctx, `SELECT string_agg(t::text, '\n') FROM "`+table+`" AS t`).Scan(&dump))
		assert.False(t, strings.Contains(dump.String, "E2EInsightsMarker"), "the user agent is in table %s", table)
		if strings.HasPrefix(table, "insight_") {
			assert.False(t, strings.Contains(dump.String, "127.0.0.1"), "the address is in table %s", table)
		}
	}
}
