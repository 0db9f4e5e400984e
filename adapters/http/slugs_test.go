package httpapi

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// TestProjectSlugsAndRedirects: every project the API shows has a slug
// and its page's path; POST and PUT take a slug and refuse a malformed or
// taken one with a message, saving nothing; a new slug or category leaves
// one redirect from the old address, never a chain or a loop; the admin
// lists and removes redirects.
func TestProjectSlugsAndRedirects(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	put := func(id any, body map[string]any) *httpResponse {
		w := e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}", id), body: body, cookie: admin})
		return &httpResponse{code: w.Code, body: w.Body.String(), m: decodeAny(w.Body.Bytes())}
	}
	redirects := func() map[string]string {
		out := map[string]string{}
		for _, r := range decodeList(t, e.get("/api/redirects", admin)) {
			out[r["from"].(string)] = r["to"].(string)
		}
		return out
	}

	a := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Pokémon Unite: Ça va?", "category": "games"})
	assert.Equal(t, "pokemon-unite-ca-va", a["slug"])
	assert.Equal(t, "/portfolio/games/pokemon-unite-ca-va", a["path"])
	b := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Pokémon Unite: ça va", "category": "music"})
	assert.Equal(t, "pokemon-unite-ca-va-2", b["slug"], "unique across projects")
	c := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Chosen", "slug": "my-own", "category": "games"})
	assert.Equal(t, "/portfolio/games/my-own", c["path"])

	list := decodeList(t, e.get("/api/portfolio/projects", nil))
	require.Len(t, list, 3)
	for _, p := range list {
		assert.NotEmpty(t, p["slug"])
		assert.Equal(t, "/portfolio/"+p["category"].(string)+"/"+p["slug"].(string), p["path"])
	}

	t.Run("Refused", func(t *testing.T) {
		for _, bad := range []string{"Upper", "two--hyphens", "-edge", "spa ce", "é", "../etc", "a/b"} {
			w := e.do(request{method: http.MethodPost, path: "/api/portfolio/projects", cookie: admin,
				body: map[string]any{"title": "X", "category": "games", "slug": bad}})
			assert.Equal(t, http.StatusBadRequest, w.Code, bad)
			assert.Contains(t, w.Body.String(), domain.MsgSlugInvalid, bad)
		}
		r := put(b["id"], map[string]any{"slug": "my-own"})
		assert.Equal(t, http.StatusConflict, r.code, r.body)
		assert.Equal(t, domain.MsgSlugTaken, r.m["fields"].(map[string]any)["slug"])
		w := e.do(request{method: http.MethodPost, path: "/api/portfolio/projects", cookie: admin,
			body: map[string]any{"title": "X", "category": "games", "slug": "my-own"}})
		assert.Equal(t, http.StatusConflict, w.Code)
		assert.Len(t, decodeList(t, e.get("/api/portfolio/projects", nil)), 3, "nothing half-saved")
		assert.Empty(t, redirects(), "a refused save moves nothing")
	})

	t.Run("RenameRedirectsOnceAndBackWithoutLoop", func(t *testing.T) {
		r := put(c["id"], map[string]any{"slug": "renamed"})
		require.Equal(t, http.StatusOK, r.code, r.body)
		assert.Equal(t, "/portfolio/games/renamed", r.m["path"])
		assert.Equal(t, map[string]string{"/portfolio/games/my-own": "/portfolio/games/renamed"}, redirects())

		r = put(c["id"], map[string]any{"category": "music"})
		require.Equal(t, http.StatusOK, r.code, r.body)
		assert.Equal(t, map[string]string{
			"/portfolio/games/my-own":  "/portfolio/music/renamed",
			"/portfolio/games/renamed": "/portfolio/music/renamed",
		}, redirects(), "no chain: every old address points at the current one")

		r = put(c["id"], map[string]any{"slug": "my-own", "category": "games"})
		require.Equal(t, http.StatusOK, r.code, r.body)
		assert.Equal(t, map[string]string{
			"/portfolio/games/renamed": "/portfolio/games/my-own",
			"/portfolio/music/renamed": "/portfolio/games/my-own",
		}, redirects(), "back to the first address: no loop")

		r = put(c["id"], map[string]any{"title": "Chosen again"})
		require.Equal(t, http.StatusOK, r.code)
		assert.Equal(t, "my-own", r.m["slug"], "a new title keeps the slug")
		r = put(c["id"], map[string]any{"slug": ""})
		require.Equal(t, http.StatusOK, r.code)
		assert.Equal(t, "chosen-again", r.m["slug"], "an empty slug is made from the title")
	})

	t.Run("RemoveOne", func(t *testing.T) {
		list := decodeList(t, e.get("/api/redirects", admin))
		require.NotEmpty(t, list)
		first := list[0]
		assert.Contains(t, first, "hits")
		w := e.do(request{method: http.MethodDelete, path: idPath("/api/redirects/{id}", first["id"]), cookie: admin})
		assert.Equal(t, http.StatusNoContent, w.Code)
		assert.NotContains(t, redirects(), first["from"])
		w = e.do(request{method: http.MethodDelete, path: idPath("/api/redirects/{id}", first["id"]), cookie: admin})
		assert.Equal(t, http.StatusNotFound, w.Code)
	})

	t.Run("AdminOnly", func(t *testing.T) {
		assert.Equal(t, http.StatusUnauthorized, e.get("/api/redirects", nil).Code)
	})
}

type httpResponse struct {
	code int
	body string
	m    map[string]any
}

func decodeAny(b []byte) map[string]any {
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	return m
}
