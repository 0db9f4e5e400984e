//go:build e2e

package e2e

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun/driver/pgdriver"
)

// floodViews is the red team's flood (issue 37, finding 3): page views
// from one address, each with a new Referer host and a new User-Agent.
const floodViews = 20_000

// floodReport is what the flood test reads of GET /api/insights.
type floodReport struct {
	Days []struct {
		Date            string
		Views, Visitors int64
	}
	Referrers []struct {
		Host  string
		Views int64
		Other bool
	}
}

// TestInsightsFloodFromOneAddressStaysSmall: 20,000 page views with
// distinct referrers and User-Agents from one address grow the database by
// at most 1 MB (SQLite: the file and its WAL) and add at most 50 referrer
// keys and a handful of visitor rows for the day (PostgreSQL: rows
// counted); the owner's real referrers, sent before, still rank first and
// the flood is one "Other" row, last. The per-address limit is lifted so
// every view is counted: what holds the database is the day's bounds.
func TestInsightsFloodFromOneAddressStaysSmall(t *testing.T) {
	lifted := []string{"PORTFOLIO_INSIGHTS_VIEWS_PER_MINUTE=1000000", "PORTFOLIO_INSIGHTS_VIEWS_PER_MINUTE_TOTAL=1000000"}
	t.Run("sqlite", func(t *testing.T) {
		file := filepath.Join(t.TempDir(), "flood.db")
		in := start(t, append(lifted, "PORTFOLIO_DATABASE_URL=file:"+file)...)
		size := func() int64 {
			var n int64
			for _, f := range []string{file, file + "-wal"} {
				if st, err := os.Stat(f); err == nil {
					n += st.Size()
				}
			}
			return n
		}
		var before int64
		flood(t, in, func() { before = size() })
		grown := size() - before
		require.Positive(t, before, "the database file is measured")
		t.Logf("SQLite: the database and its WAL went from %d to %d bytes (%+d) over %d views", before, before+grown, grown, floodViews)
		assert.LessOrEqual(t, grown, int64(1<<20), "the flood grows the database by at most 1 MB")
	})
	t.Run("postgres", func(t *testing.T) {
		db := freshPostgres(t)
		in := start(t, append(lifted, "PORTFOLIO_DATABASE_URL="+db)...)
		conn := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(db)))
		defer conn.Close()
		rows := func(query string) int64 {
			var n int64
			require.NoError(t, conn.QueryRowContext(context.Background(), query).Scan(&n))
			return n
		}
		flood(t, in, func() {})
		today := time.Now().UTC().Format("2006-01-02")
		referrers := rows(`SELECT count(*) FROM insight_counts WHERE day = '` + today + `' AND dimension = 'referrer'`)
		visitors := rows(`SELECT count(*) FROM insight_visitors`)
		all := rows(`SELECT count(*) FROM insight_counts`)
		t.Logf("PostgreSQL: %d referrer rows, %d visitor rows, %d count rows after %d views", referrers, visitors, all, floodViews)
		assert.LessOrEqual(t, referrers, int64(51), "at most 50 referrer keys and Other")
		assert.LessOrEqual(t, visitors, int64(20), "a handful of visitor rows: at most 5 visitors, on the site and a page")
		assert.LessOrEqual(t, all, int64(60))
	})
}

// flood sends the owner's real referrers, waits for them to be counted,
// calls baseline, sends the flood and waits until every view is counted;
// then it checks the report.
func flood(t *testing.T, in *instance, baseline func()) floodReport {
	t.Helper()
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 16}}
	get := func(ref, ua string) error {
		req, err := http.NewRequest(http.MethodGet, in.base+"/", nil)
		if err != nil {
			return err
		}
		req.Header.Set("Referer", ref)
		req.Header.Set("User-Agent", ua)
		// As a browser asks; and the client (under the race detector)
		// then skims the compressed page instead of inflating 20,000
		// copies of it, which took minutes on a busy machine.
		req.Header.Set("Accept-Encoding", "br")
		resp, err := client.Do(req)
		if err != nil {
			return err
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("GET / answered %d", resp.StatusCode)
		}
		return nil
	}
	const browser = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36"
	for range 3 {
		require.NoError(t, get("https://news.example.org/story", browser))
	}
	for range 2 {
		require.NoError(t, get("https://friend.example.net/", browser))
	}
	in.login(t)
	report := func(c assert.TestingT) (floodReport, bool) {
		today := time.Now().UTC().Format("2006-01-02")
		status, body := in.do(t, http.MethodGet, "/api/insights?from="+today+"&to="+today, nil)
		var rep floodReport
		ok := assert.Equal(c, http.StatusOK, status, string(body)) && assert.NoError(c, json.Unmarshal(body, &rep)) && assert.Len(c, rep.Days, 1)
		return rep, ok
	}
	waitViews := func(n int64) floodReport {
		var rep floodReport
		require.EventuallyWithT(t, func(c *assert.CollectT) {
			r, ok := report(c)
			if ok {
				rep = r
				assert.Equal(c, n, r.Days[0].Views)
			}
		}, 60*time.Second, 250*time.Millisecond, "%d views counted", n)
		return rep
	}
	waitViews(5)
	baseline()

	var next atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := next.Add(1)
				if i > floodViews {
					return
				}
				if err := get(fmt.Sprintf("https://junk%d.example/", i), fmt.Sprintf("%s Flood/%d", browser, i)); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	rep := waitViews(5 + floodViews)
	assert.LessOrEqual(t, rep.Days[0].Visitors, int64(5), "one address: at most 4 visitors and one for its others")
	require.GreaterOrEqual(t, len(rep.Referrers), 3)
	assert.Equal(t, "news.example.org", rep.Referrers[0].Host, "the owner's real referrers still rank first")
	assert.Equal(t, "friend.example.net", rep.Referrers[1].Host)
	last := rep.Referrers[len(rep.Referrers)-1]
	assert.True(t, last.Other, "the flood past the day's bound is Other, listed last")
	assert.LessOrEqual(t, len(rep.Referrers), 51)
	return rep
}
