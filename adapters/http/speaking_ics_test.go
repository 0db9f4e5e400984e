package httpapi

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// icsEvents parses an iCalendar body back: it checks the lines (CRLF, at
// most 75 octets), unfolds them and returns each VEVENT's properties by
// name (parameters dropped).
func icsEvents(t *testing.T, body string) []map[string]string {
	t.Helper()
	require.True(t, strings.HasSuffix(body, "\r\n"), "CRLF line ends")
	raw := strings.Split(strings.TrimSuffix(body, "\r\n"), "\r\n")
	var lines []string
	for _, l := range raw {
		require.LessOrEqual(t, len(l), 75, "folded at 75 octets: %q", l)
		require.NotContains(t, l, "\n")
		if strings.HasPrefix(l, " ") {
			lines[len(lines)-1] += l[1:]
			continue
		}
		lines = append(lines, l)
	}
	require.Equal(t, "BEGIN:VCALENDAR", lines[0])
	require.Equal(t, "END:VCALENDAR", lines[len(lines)-1])
	var events []map[string]string
	var cur map[string]string
	for _, l := range lines {
		name, value, ok := strings.Cut(l, ":")
		require.True(t, ok, l)
		name, _, _ = strings.Cut(name, ";")
		switch {
		case l == "BEGIN:VEVENT":
			cur = map[string]string{}
		case l == "END:VEVENT":
			events = append(events, cur)
			cur = nil
		case cur != nil:
			cur[name] = value
		}
	}
	return events
}

// TestSpeakingCalendar: /speaking.ics holds one event per active
// appearance of the last 12 months and the future, each starting at the
// API's startsAt instant (in UTC, so a daylight-saving change cannot move
// it), with escaped text; a per-appearance file holds one; a save shows at
// once.
func TestSpeakingCalendar(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	soon := time.Now().AddDate(0, 2, 0).Format("2006-01-02")
	created := []map[string]any{
		// Winter time in Berlin, the event's zone, and summer time at the
		// end of March: the same wall clock, instants an hour apart.
		e.create(admin, "/api/appearances", appearance("Winter; talk, with commas", "2097-03-30T09:30:00+02:00", map[string]any{"description": "Line one\nLine two, and a \\ backslash"})),
		e.create(admin, "/api/appearances", appearance("Before the change", "2097-03-29T09:30:00+01:00", map[string]any{"timeZone": "Europe/Berlin"})),
		e.create(admin, "/api/appearances", appearance("Soon", soon+"T18:00:00Z", map[string]any{"timeZone": "America/New_York", "online": true,
			"title": "A very long title that has to be folded because it is longer than seventy-five octets, ünïcödé included"})),
	}
	e.create(admin, "/api/appearances", appearance("Long ago", "2001-01-01T10:00:00+01:00", nil))
	e.create(admin, "/api/appearances", appearance("Hidden", "2098-01-01T10:00:00+01:00", map[string]any{"isActive": false}))

	w := e.get("/speaking.ics", nil)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "text/calendar; charset=utf-8", w.Header().Get("Content-Type"))
	events := icsEvents(t, w.Body.String())
	require.Len(t, events, len(created), "the active appearances of the last 12 months and the future")
	byUID := map[string]map[string]string{}
	for _, ev := range events {
		assert.NotEmpty(t, ev["DTSTAMP"])
		byUID[ev["UID"]] = ev
	}
	for _, a := range created {
		uid := "appearance-" + jsonNumber2String(a["id"]) + "@"
		var ev map[string]string
		for k, v := range byUID {
			if strings.HasPrefix(k, uid) {
				ev = v
			}
		}
		require.NotNil(t, ev, uid)
		start, err := time.Parse(time.RFC3339, a["startsAt"].(string))
		require.NoError(t, err)
		got, err := time.Parse("20060102T150405Z", ev["DTSTART"])
		require.NoError(t, err)
		assert.True(t, start.Equal(got), "DTSTART %s is the API's startsAt %s", ev["DTSTART"], a["startsAt"])
	}
	var winter, before map[string]string
	for _, ev := range events {
		if strings.HasPrefix(ev["SUMMARY"], `Winter\; talk\, with commas`) {
			winter = ev
		}
		if strings.HasPrefix(ev["SUMMARY"], "Before the change") {
			before = ev
		}
	}
	require.NotNil(t, winter)
	require.NotNil(t, before)
	assert.Equal(t, "20970330T073000Z", winter["DTSTART"], "09:30 CEST")
	assert.Equal(t, "20970329T083000Z", before["DTSTART"], "09:30 CET, the day before the change")
	assert.Contains(t, winter["DESCRIPTION"], `Line one\nLine two\, and a \\ backslash`)

	one := e.get("/speaking/"+created[0]["slug"].(string)+".ics", nil)
	require.Equal(t, http.StatusOK, one.Code)
	require.Len(t, icsEvents(t, one.Body.String()), 1)
	assert.Equal(t, http.StatusNotFound, e.get("/speaking/no-such-talk.ics", nil).Code)

	// A save shows at once.
	require.Equal(t, http.StatusNoContent, e.do(request{method: http.MethodDelete, path: idPath("/api/appearances/{id}", created[2]["id"]), cookie: admin}).Code)
	assert.Len(t, icsEvents(t, e.get("/speaking.ics", nil).Body.String()), len(created)-1)
}
