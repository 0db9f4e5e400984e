package httpapi

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBodyDecoding(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	big := `{"title":"x","category":"games","description":"` + strings.Repeat("a", DefaultMaxBodyBytes) + `"}`
	cases := []struct {
		name        string
		body        any
		contentType string
		status      int
		want        string
	}{
		{"malformed", `{"title": "x",`, "", http.StatusBadRequest, `{"message":"Invalid JSON body"}`},
		{"empty", ``, "", http.StatusBadRequest, `{"message":"Invalid JSON body"}`},
		{"trailing garbage", `{"title":"x"} {}`, "", http.StatusBadRequest, `{"message":"Invalid JSON body"}`},
		{"not an object", `[1,2]`, "", http.StatusBadRequest, `{"message":"Expected object, received array"}`},
		{"too large", big, "", http.StatusRequestEntityTooLarge, `{"message":"Request body too large"}`},
		{"form post", `title=x&category=games`, "application/x-www-form-urlencoded", http.StatusUnsupportedMediaType, `{"message":"Content-Type must be application/json"}`},
		{"text plain", `{"title":"x","category":"games"}`, "text/plain", http.StatusUnsupportedMediaType, `{"message":"Content-Type must be application/json"}`},
		{"type error", `{"title":"x","category":"games","priority":"1"}`, "", http.StatusBadRequest,
			`{"message":"priority: Expected number, received string","fields":{"priority":"Expected number, received string"}}`},
		{"json with charset", `{"title":"x","category":"games"}`, "application/json; charset=utf-8", http.StatusCreated, ``},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := e.do(request{method: http.MethodPost, path: "/api/portfolio/projects", body: c.body, contentType: c.contentType, cookie: admin})
			require.Equal(t, c.status, w.Code, w.Body.String())
			if c.want != "" {
				assert.JSONEq(t, c.want, w.Body.String())
			}
			assert.Equal(t, "application/json", w.Header().Get("Content-Type"))
		})
	}

	// A body without a Content-Length still stops at the limit.
	r := request{method: http.MethodPost, path: "/api/portfolio/projects", body: strings.NewReader(big), cookie: admin}
	w := e.do(r)
	assert.Equal(t, http.StatusRequestEntityTooLarge, w.Code)
}

func TestUnknownAPIPathsAndMethods(t *testing.T) {
	e := newEnv(t)
	for _, rq := range []request{
		{method: http.MethodGet, path: "/api/nope"},
		{method: http.MethodPost, path: "/api/nope"},
		{method: http.MethodGet, path: "/api/portfolio/projects/1/nope"},
		{method: http.MethodGet, path: "/api/portfolio/links/abc"},
	} {
		w := e.do(rq)
		assert.Equal(t, http.StatusNotFound, w.Code, rq.path)
		assert.JSONEq(t, `{"message":"Not found"}`, w.Body.String(), rq.path)
	}
	w := e.do(request{method: http.MethodPatch, path: "/api/portfolio/projects/1"})
	assert.Equal(t, http.StatusMethodNotAllowed, w.Code)
	assert.JSONEq(t, `{"message":"Method not allowed"}`, w.Body.String())
	assert.Equal(t, "GET, HEAD, PUT, DELETE", w.Header().Get("Allow"))
	w = e.do(request{method: http.MethodDelete, path: "/api/portfolio/projects"})
	assert.Equal(t, http.StatusMethodNotAllowed, w.Code)
	assert.Equal(t, "GET, HEAD, POST", w.Header().Get("Allow"))
	w = e.do(request{method: http.MethodGet, path: "/api/auth/login"})
	assert.Equal(t, http.StatusMethodNotAllowed, w.Code)
}
