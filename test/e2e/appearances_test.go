//go:build e2e

package e2e

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAppearancesOnTwoInstances (issue 40) runs two instances on one
// PostgreSQL database and one Redis: an appearance saved on one is on the
// other's API, /speaking, its page and the calendar at the next read; a
// draft of it changes nothing public on either until it is published; a
// delete takes it off both.
func TestAppearancesOnTwoInstances(t *testing.T) {
	db := freshPostgres(t)
	redisURL := requireRedis(t)
	prefix := "PORTFOLIO_CACHE_KEY_PREFIX=" + randomName("e2e_talks") + ":"
	a := start(t, "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_REDIS_URL="+redisURL, prefix)
	b := start(t, "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_REDIS_URL="+redisURL, prefix, "PORTFOLIO_DEMO_CONTENT=false")
	a.login(t)
	// Both have read (and cached) the list, the page and the calendar before the save.
	for _, in := range []*instance{a, b} {
		in.public(t, "/api/appearances")
		lacks(t, in.page(t, "/speaking"), "Worlds on Two Instances")
		lacks(t, in.page(t, "/speaking.ics"), "Worlds on Two Instances")
	}

	status, body := a.do(t, http.MethodPost, "/api/appearances", map[string]any{"title": "Worlds on Two Instances", "eventName": "Redis Summit",
		"role": "keynote", "startsAt": "2099-03-29T09:30:00+02:00", "timeZone": "Europe/Berlin", "city": "Berlin"})
	require.Equal(t, http.StatusCreated, status, string(body))
	var created struct {
		ID   int64  `json:"id"`
		Path string `json:"path"`
	}
	require.NoError(t, json.Unmarshal(body, &created))
	require.Equal(t, "/speaking/worlds-on-two-instances", created.Path)
	for _, in := range []*instance{a, b} {
		assert.Contains(t, titles(in.public(t, "/api/appearances")), "Worlds on Two Instances", in.base)
		contains(t, in.page(t, "/speaking"), "Worlds on Two Instances")
		contains(t, in.page(t, created.Path), "Worlds on Two Instances")
		contains(t, in.page(t, "/speaking.ics"), "DTSTART:20990329T073000Z")
	}

	status, body = a.do(t, http.MethodPut, fmt.Sprintf("/api/appearances/%d?draft=true", created.ID), map[string]any{"title": "A Drafted Keynote"})
	require.Equal(t, http.StatusOK, status, string(body))
	for _, in := range []*instance{a, b} {
		assert.NotContains(t, titles(in.public(t, "/api/appearances")), "A Drafted Keynote", "a draft changes nothing public")
		lacks(t, in.page(t, "/speaking"), "A Drafted Keynote")
	}
	status, body = a.do(t, http.MethodPost, fmt.Sprintf("/api/appearances/%d/publish", created.ID), nil)
	require.Equal(t, http.StatusOK, status, string(body))
	for _, in := range []*instance{a, b} {
		assert.Contains(t, titles(in.public(t, "/api/appearances")), "A Drafted Keynote", "published: on both at once")
		contains(t, in.page(t, "/speaking"), "A Drafted Keynote")
		contains(t, in.page(t, "/speaking.ics"), "A Drafted Keynote")
	}

	status, body = a.do(t, http.MethodDelete, fmt.Sprintf("/api/appearances/%d", created.ID), nil)
	require.Contains(t, []int{http.StatusOK, http.StatusNoContent}, status, string(body))
	for _, in := range []*instance{a, b} {
		assert.NotContains(t, titles(in.public(t, "/api/appearances")), "A Drafted Keynote", in.base)
		lacks(t, in.page(t, "/speaking"), "A Drafted Keynote")
		assert.Equal(t, http.StatusNotFound, in.visit(t, created.Path).StatusCode)
	}
}
