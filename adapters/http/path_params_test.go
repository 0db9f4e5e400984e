package httpapi

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pathParam is one {name} or {name:pattern} of a route's path.
var pathParam = regexp.MustCompile(`\{([^}:]+)(?::[^}]*)?\}`)

// badPathValues are what a stranger puts in a path parameter: a NUL, a
// control byte, bytes that are not UTF-8, an absurd length.
var badPathValues = map[string]string{
	"NUL":          "a%00b",
	"control byte": "a%1Bb",
	"line feed":    "a%0Ab",
	"not UTF-8":    "a%FFb",
	"absurd":       strings.Repeat("x", maxPathParam+1),
}

// withParam is path with the parameter bad set to value, every other one
// a well-formed value.
func withParam(path, bad, value string) string {
	return pathParam.ReplaceAllStringFunc(path, func(m string) string {
		name := pathParam.FindStringSubmatch(m)[1]
		switch {
		case name == bad:
			return value
		case name == "kind":
			return "project"
		case name == "name":
			return "file.png"
		case name == "token":
			return "tok"
		case name == "rest":
			return "about"
		}
		return "1"
	})
}

// Issue 37, finding 5: every path parameter of every route of the table
// (the API's, the pages' forms, the preview pages and the other GETs)
// keeps the text rule: a NUL, a control byte, invalid UTF-8 or an absurd
// length answers 400 (API, JSON naming the parameter) or 404 (pages, the
// not-found page), never a 500.
func TestEveryPathParameterKeepsTheTextRule(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	srv := e.handler.(*server)
	routes := append(append(srv.apiRoutes(), srv.pageRoutes()...), srv.plainRoutes()...)
	checked := 0
	for _, rt := range routes {
		for _, m := range pathParam.FindAllStringSubmatch(rt.path, -1) {
			for what, value := range badPathValues {
				target := withParam(rt.path, m[1], value)
				rq := request{method: rt.method, path: target, cookie: admin}
				if rt.method != http.MethodGet && rt.method != http.MethodDelete {
					rq.body = map[string]any{}
				}
				w := e.do(rq)
				checked++
				assert.Contains(t, []int{http.StatusBadRequest, http.StatusNotFound}, w.Code, "%s %s (%s in %s): %s", rt.method, rt.path, what, m[1], w.Body.String())
				if isAPIPath(target) {
					assert.Contains(t, w.Header().Get("Content-Type"), "application/json", "%s %s: an API error is JSON", rt.method, rt.path)
					continue
				}
				assert.Equal(t, http.StatusNotFound, w.Code, "%s %s (%s): a page answers 404", rt.method, rt.path, what)
				assert.Contains(t, w.Header().Get("Content-Type"), "text/html", "%s %s: the not-found page", rt.method, rt.path)
			}
		}
	}
	require.Greater(t, checked, 100, "the walk met the route table's parameters")

	// The pages' own paths (a project page's slug, any other page).
	for what, value := range badPathValues {
		for _, p := range []string{"/projects/" + value, "/portfolio/games/" + value, "/" + value, "/preview/tok/projects/" + value} {
			w := e.get(p, nil)
			assert.Equal(t, http.StatusNotFound, w.Code, "%s (%s): %s", p, what, w.Body.String())
			assert.Contains(t, w.Header().Get("Content-Type"), "text/html", p)
		}
	}
	assert.NotContains(t, e.logs.String(), `"level":"error"`, "no refusal is logged as an error")
}

// The API's answer names the parameter, as a body's field is named.
func TestAPathParameterIsNamedInThe400(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	w := e.do(request{method: http.MethodDelete, path: "/api/uploads/a%00b.png", cookie: admin})
	require.Equal(t, http.StatusBadRequest, w.Code, w.Body.String())
	assert.JSONEq(t, `{"message":"name: Must not contain control characters","fields":{"name":"Must not contain control characters"}}`, w.Body.String())

	w = e.get("/preview/%00/", nil)
	assert.Equal(t, http.StatusNotFound, w.Code, "the preview page of a NUL token is the not-found page")
}
