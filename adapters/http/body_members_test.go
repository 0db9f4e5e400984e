package httpapi

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// jsonBodyRoutes are the routes of the table whose body is a JSON object
// the field tables read: one of RequestBodies, or the site document.
func jsonBodyRoutes(t *testing.T, srv *server) []route {
	t.Helper()
	known := map[string]bool{bodySite: true}
	for _, b := range RequestBodies() {
		known[b.Name] = true
	}
	var out []route
	for _, rt := range srv.apiRoutes() {
		body, _, _ := strings.Cut(rt.request, "?")
		first, _, _ := strings.Cut(body, "|")
		if known[first] {
			out = append(out, rt)
		}
	}
	require.Greater(t, len(out), 30, "the walk met the table's JSON bodies")
	return out
}

// Issue 37, finding 8: every JSON body of the API refuses a member it does
// not know and a member sent twice, with a 400 naming the member, as the
// site document does; nothing is changed.
func TestEveryJSONBodyRefusesUnknownAndDuplicateMembers(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	srv := e.handler.(*server)
	for _, rt := range jsonBodyRoutes(t, srv) {
		path := withParam(rt.path, "", "")
		for _, c := range []struct {
			body, member, msg string
		}{
			{`{"titel":"A typo"}`, "titel", msgUnknownField},
			{`{"zz":1,"zz":2}`, "zz", msgDuplicateField},
			{`{"outer":{"a":1,"a":2}}`, "outer.a", msgDuplicateField},
		} {
			w := e.do(request{method: rt.method, path: path, cookie: admin, body: c.body, remote: "198.51.100.60:1",
				header: map[string]string{"Sec-Fetch-Site": "same-origin", "Origin": "http://example.com"}})
			require.Equal(t, http.StatusBadRequest, w.Code, "%s %s %s: %s", rt.method, rt.path, c.body, w.Body.String())
			fields, _ := decodeMap(t, w)["fields"].(map[string]any)
			assert.Equal(t, c.msg, fields[c.member], "%s %s %s: %s", rt.method, rt.path, c.body, w.Body.String())
		}
	}
	assert.Equal(t, `[]`, strings.TrimSpace(e.get("/api/portfolio/projects", nil).Body.String()), "nothing was created")
}

// The members an entity answers with stay accepted and ignored: the admin
// may send back an object as it read it.
func TestReturnedMembersAreAcceptedAndIgnored(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	p := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Arcane", "category": "games"})
	p["title"] = "Arcane 2"
	p["id"] = 999
	w := e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}", p["id"]), cookie: admin, body: p})
	require.Equal(t, http.StatusNotFound, w.Code, "the path's id counts, not the body's: %s", w.Body.String())
	p["id"] = 1
	w = e.do(request{method: http.MethodPut, path: "/api/portfolio/projects/1", cookie: admin, body: p})
	require.Equal(t, http.StatusOK, w.Code, "the project as GET answered it, sent back: %s", w.Body.String())
	got := decodeMap(t, w)
	assert.Equal(t, "Arcane 2", got["title"])
	assert.Equal(t, float64(1), got["id"])

	l := e.create(admin, "/api/portfolio/projects/1/links", map[string]any{"label": "Site", "url": "https://example.com"})
	l["label"] = "Home"
	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/links/{id}", l["id"]), cookie: admin, body: l})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/links/{id}", l["id"]), cookie: admin, body: map[string]any{"label": "x", "lable": "y"}})
	require.Equal(t, http.StatusBadRequest, w.Code)
	assert.JSONEq(t, `{"message":"lable: Unknown field","fields":{"lable":"Unknown field"}}`, w.Body.String())
}
