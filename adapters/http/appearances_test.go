package httpapi

import (
	"net/http"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// appearance is a valid request body for an appearance, with extra members.
func appearance(title, startsAt string, extra map[string]any) map[string]any {
	body := map[string]any{"title": title, "startsAt": startsAt, "timeZone": "Europe/Berlin", "role": "keynote"}
	for k, v := range extra {
		body[k] = v
	}
	return body
}

// TestAppearancesValidation: a bad zone, an end before the start, a
// malformed time, a missing start, an unknown role are each a 400 naming
// the field, and nothing is saved.
func TestAppearancesValidation(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	for _, c := range []struct {
		field string
		body  map[string]any
	}{
		{"timeZone", appearance("A", "2027-05-14T09:30:00+02:00", map[string]any{"timeZone": "Mars/Olympus"})},
		{"timeZone", appearance("A", "2027-05-14T09:30:00+02:00", map[string]any{"timeZone": "Local"})},
		{"endsAt", appearance("A", "2027-05-14T09:30:00+02:00", map[string]any{"endsAt": "2027-05-14T09:00:00+02:00"})},
		{"startsAt", appearance("A", "2027-05-14 09:30", nil)},
		{"startsAt", appearance("A", "2027-05-14T09:30:00", nil)},
		{"endsAt", appearance("A", "2027-05-14T09:30:00+02:00", map[string]any{"endsAt": "tomorrow"})},
		{"role", appearance("A", "2027-05-14T09:30:00+02:00", map[string]any{"role": "dj"})},
		{"slug", appearance("A", "2027-05-14T09:30:00+02:00", map[string]any{"slug": "Not A Slug"})},
		{"title", appearance("", "2027-05-14T09:30:00+02:00", nil)},
	} {
		w := e.do(request{method: http.MethodPost, path: "/api/appearances", cookie: admin, body: c.body})
		require.Equal(t, http.StatusBadRequest, w.Code, c.field+": "+w.Body.String())
		fields, _ := decodeMap(t, w)["fields"].(map[string]any)
		assert.Contains(t, fields, c.field, w.Body.String())
	}
	w := e.do(request{method: http.MethodPost, path: "/api/appearances", cookie: admin, body: map[string]any{"title": "No start", "timeZone": "Europe/Berlin"}})
	require.Equal(t, http.StatusBadRequest, w.Code)
	assert.Contains(t, decodeMap(t, w)["fields"], "startsAt")
	assert.Empty(t, decodeList(t, e.get("/api/appearances", admin)), "nothing half-saved")
}

// TestAppearancesAPI: times keep their instant in the event's zone, slugs
// are made unique, the public list is upcoming soonest first then past
// latest first without the inactive ones, and drafts, publishing, the
// history and the trash work through the generic calls.
func TestAppearancesAPI(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	// A time sent in UTC is kept as the same instant, written in the
	// event's zone (summer time in Berlin: +02:00).
	a := e.create(admin, "/api/appearances", appearance("Keynote at GDC", "2097-05-14T07:30:00Z", map[string]any{"endsAt": "2097-05-14T08:15:00Z"}))
	assert.Equal(t, "2097-05-14T09:30:00+02:00", a["startsAt"])
	assert.Equal(t, "2097-05-14T10:15:00+02:00", a["endsAt"])
	assert.Equal(t, "keynote-at-gdc", a["slug"])
	assert.Equal(t, "/speaking/keynote-at-gdc", a["path"])
	same := e.create(admin, "/api/appearances", appearance("Keynote at GDC", "2098-01-14T09:30:00+01:00", nil))
	assert.Equal(t, "keynote-at-gdc-2", same["slug"], "a made slug is unique")
	w := e.do(request{method: http.MethodPost, path: "/api/appearances", cookie: admin, body: appearance("Other", "2098-01-14T09:30:00+01:00", map[string]any{"slug": "keynote-at-gdc"})})
	require.Equal(t, http.StatusConflict, w.Code, w.Body.String())
	assert.Contains(t, decodeMap(t, w)["fields"], "slug")
	past := e.create(admin, "/api/appearances", appearance("Old panel", "2020-03-01T10:00:00+01:00", nil))
	older := e.create(admin, "/api/appearances", appearance("Older panel", "2019-03-01T10:00:00+01:00", nil))
	hidden := e.create(admin, "/api/appearances", appearance("Hidden", "2099-03-01T10:00:00+01:00", map[string]any{"isActive": false}))

	titles := func(cookie *http.Cookie) []any {
		var out []any
		for _, it := range decodeList(t, e.get("/api/appearances", cookie)) {
			out = append(out, it["title"])
		}
		return out
	}
	assert.Equal(t, []any{"Keynote at GDC", "Keynote at GDC", "Old panel", "Older panel"}, titles(nil))
	assert.Equal(t, []any{"Keynote at GDC", "Keynote at GDC", "Hidden", "Old panel", "Older panel"}, titles(admin), "the admin sees all")
	_ = older

	// A draft of a new appearance is not public until published.
	w = e.do(request{method: http.MethodPost, path: "/api/appearances?draft=true", cookie: admin, body: appearance("Fireside", "2096-06-01T18:00:00+02:00", nil)})
	require.Equal(t, http.StatusCreated, w.Code, w.Body.String())
	draft := decodeMap(t, w)
	assert.NotContains(t, e.get("/api/appearances", nil).Body.String(), "Fireside")
	w = e.do(request{method: http.MethodPost, path: idPath("/api/appearances/{id}/publish", draft["id"]), cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "Fireside", titles(nil)[0], "published: public at once, the soonest upcoming first")

	// A draft of an existing one changes nothing public until published;
	// then the history has the change, and restoring a revision works.
	w = e.do(request{method: http.MethodPut, path: idPath("/api/appearances/{id}?draft=true", past["id"]), cookie: admin, body: map[string]any{"city": "Lyon"}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.NotContains(t, e.get("/api/appearances", nil).Body.String(), "Lyon")
	require.Equal(t, http.StatusOK, e.do(request{method: http.MethodPost, path: idPath("/api/appearances/{id}/publish", past["id"]), cookie: admin}).Code)
	assert.Contains(t, e.get("/api/appearances", nil).Body.String(), "Lyon")
	revs := decodeList(t, e.get(idPath("/api/revisions?kind=appearance&id={id}", past["id"]), admin))
	require.NotEmpty(t, revs)
	assert.Contains(t, revs[0]["fields"], "city")

	// The trash: delete, gone from the list; restore, back.
	require.Equal(t, http.StatusNoContent, e.do(request{method: http.MethodDelete, path: idPath("/api/appearances/{id}", hidden["id"]), cookie: admin}).Code)
	assert.NotContains(t, e.get("/api/appearances", admin).Body.String(), "Hidden")
	w = e.do(request{method: http.MethodPost, path: idPath("/api/trash/appearance/{id}/restore", hidden["id"]), cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Contains(t, e.get("/api/appearances", admin).Body.String(), "Hidden")
}

// An active appearance's page is a public page: the page's script may count
// a view of it (POST /api/views, and the web vitals it reports); its
// calendar file, a missing or an inactive one's page is not.
func TestAppearancePagesArePublicPages(t *testing.T) {
	e := newEnv(t, func(d *envDeps) {
		fsys := prerenderedBuild()
		fsys["pages/speaking/__appearance__.html"] = &fstest.MapFile{Data: pageWithRoot(`<h1>{{views.appearance.card.title}}</h1>`)}
		d.SPA = fsys
	})
	admin := e.login()
	e.create(admin, "/api/appearances", appearance("Keynote at GDC", "2097-05-14T07:30:00Z", nil))
	e.create(admin, "/api/appearances", appearance("Hidden", "2097-06-14T07:30:00Z", map[string]any{"isActive": false}))
	require.Equal(t, http.StatusOK, e.get("/speaking/keynote-at-gdc", nil).Code)
	view := func(path string) int {
		return e.do(request{method: http.MethodPost, path: "/api/views", body: `{"path":"` + path + `"}`, contentType: "text/plain",
			remote: "203.0.113.7:1", header: map[string]string{"Sec-Fetch-Site": "same-origin", "User-Agent": phoneUA}}).Code
	}
	assert.Equal(t, http.StatusNoContent, view("/speaking"))
	assert.Equal(t, http.StatusNoContent, view("/speaking/keynote-at-gdc"))
	assert.Equal(t, http.StatusBadRequest, view("/speaking/keynote-at-gdc.ics"))
	assert.Equal(t, http.StatusBadRequest, view("/speaking/hidden"))
	assert.Equal(t, http.StatusBadRequest, view("/speaking/no-such-talk"))
}
