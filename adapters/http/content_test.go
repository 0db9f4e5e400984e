package httpapi

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// contentCases are the three simple content resources with a valid body,
// a change, and what their validation says about an empty body.
var contentCases = []struct {
	path     string
	valid    map[string]any
	change   map[string]any
	required map[string]any
	notFound string
}{
	{
		path:     "/api/notable-collaborations",
		valid:    map[string]any{"title": "Studio", "description": "d", "imageUrl": "/uploads/s.png", "imageDescription": "logo", "logoUrl": "/uploads/s-logo.png", "priority": 1, "isActive": true},
		change:   map[string]any{"imageDescription": "new logo", "logoUrl": "https://cdn.example/s-logo.svg"},
		required: map[string]any{"title": "Required"},
		notFound: "Collaboration not found",
	},
	{
		path: "/api/media-press",
		valid: map[string]any{"title": "Podcast", "description": "d", "category": "podcast-appearances", "url": "https://pod.example/ep1",
			"linkType": "audio", "thumbnailUrl": "https://img.example/t.jpg", "thumbnailDescription": "t", "priority": 1, "isActive": true},
		change:   map[string]any{"linkType": "youtube"},
		required: map[string]any{"title": "Required", "category": "Required"},
		notFound: "Media item not found",
	},
	{
		path: "/api/investments",
		valid: map[string]any{"title": "Fund", "description": "d", "category": "portfolio-companies", "subcategory": "game",
			"url": "https://fund.example", "role": "LP", "logoUrl": "/uploads/f.png", "logoDescription": "f", "priority": 1, "isActive": true},
		change:   map[string]any{"role": "Board member"},
		required: map[string]any{"title": "Required", "category": "Required"},
		notFound: "Investment not found",
	},
}

func TestContentResources(t *testing.T) {
	for _, c := range contentCases {
		t.Run(strings.TrimPrefix(c.path, "/api/"), func(t *testing.T) {
			e := newEnv(t)
			admin := e.login()
			item := e.create(admin, c.path, c.valid)
			for k, v := range c.valid {
				if n, ok := v.(int); ok {
					v = float64(n)
				}
				assert.Equal(t, v, item[k], k)
			}
			assert.NotEmpty(t, item["createdAt"])

			w := e.do(request{method: http.MethodPut, path: idPath(c.path+"/{id}", item["id"]), body: c.change, cookie: admin})
			require.Equal(t, http.StatusOK, w.Code, w.Body.String())
			updated := decodeMap(t, w)
			for k, v := range c.change {
				assert.Equal(t, v, updated[k])
			}
			assert.Equal(t, c.valid["title"], updated["title"], "absent fields keep their values")
			list := decodeList(t, e.get(c.path, nil))
			require.Len(t, list, 1)
			for k, v := range c.change {
				assert.Equal(t, v, list[0][k], "the cached list shows the change")
			}

			w = e.do(request{method: http.MethodPost, path: c.path, body: map[string]any{}, cookie: admin})
			require.Equal(t, http.StatusBadRequest, w.Code)
			assert.Equal(t, c.required, decodeMap(t, w)["fields"])
			w = e.do(request{method: http.MethodPost, path: c.path, body: map[string]any{"title": "x", "priority": "high", "isActive": "no"}, cookie: admin})
			require.Equal(t, http.StatusBadRequest, w.Code)
			assert.Equal(t, map[string]any{"priority": "Expected number, received string", "isActive": "Expected boolean, received string"}, decodeMap(t, w)["fields"])

			// Inactive items are hidden from visitors, shown to the admin.
			w = e.do(request{method: http.MethodPut, path: idPath(c.path+"/{id}", item["id"]), body: map[string]any{"isActive": false}, cookie: admin})
			require.Equal(t, http.StatusOK, w.Code)
			assert.JSONEq(t, `[]`, e.get(c.path, nil).Body.String())
			assert.Len(t, decodeList(t, e.get(c.path, admin)), 1)

			w = e.do(request{method: http.MethodDelete, path: idPath(c.path+"/{id}", item["id"]), cookie: admin})
			assert.Equal(t, http.StatusNoContent, w.Code)
			w = e.do(request{method: http.MethodPut, path: idPath(c.path+"/{id}", item["id"]), body: c.change, cookie: admin})
			assert.Equal(t, http.StatusNotFound, w.Code)
			assert.JSONEq(t, `{"message":"`+c.notFound+`"}`, w.Body.String())
			w = e.do(request{method: http.MethodDelete, path: idPath(c.path+"/{id}", item["id"]), cookie: admin})
			assert.Equal(t, http.StatusNotFound, w.Code)
			assert.JSONEq(t, `[]`, e.get(c.path, admin).Body.String())
		})
	}
}

func TestInvestmentURLMustBeALink(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	w := e.do(request{method: http.MethodPost, path: "/api/investments", body: map[string]any{"title": "x", "category": "funds-managed", "url": "javascript:alert(1)"}, cookie: admin})
	require.Equal(t, http.StatusBadRequest, w.Code)
	assert.Equal(t, map[string]any{"url": "Must be a valid URL"}, decodeMap(t, w)["fields"])
}

func TestSectionLayoutsListHidesInactiveFromVisitors(t *testing.T) {
	e := newEnv(t)
	require.NoError(t, e.store.Layouts().Create(context.Background(), &domain.SectionLayout{Category: "games", ColumnsPerRow: 3, IsActive: true}))
	require.NoError(t, e.store.Layouts().Create(context.Background(), &domain.SectionLayout{Category: "music", ColumnsPerRow: 2}))
	list := decodeList(t, e.get("/api/portfolio/section-layouts", nil))
	require.Len(t, list, 1)
	assert.Equal(t, "games", list[0]["category"])
	assert.Equal(t, float64(3), list[0]["columnsPerRow"])
	admin := e.login()
	assert.Len(t, decodeList(t, e.get("/api/portfolio/section-layouts", admin)), 2)

	w := e.do(request{method: http.MethodPatch, path: "/api/portfolio/section-layouts", body: map[string]any{"category": "x"}, cookie: admin})
	assert.Equal(t, http.StatusMethodNotAllowed, w.Code)
	assert.Equal(t, "GET, HEAD, POST", w.Header().Get("Allow"))
}

func TestSiteProfile(t *testing.T) {
	e := newEnv(t)
	w := e.get("/api/site", nil)
	require.Equal(t, http.StatusOK, w.Code)
	body := decodeMap(t, w)
	assert.Equal(t, "Jordan Avery", body["name"])
	assert.Equal(t, "hello@example.com", body["email"])
	assert.Len(t, body["socials"], 2)
	etag := w.Header().Get("ETag")
	require.NotEmpty(t, etag)
	w = e.do(request{method: http.MethodGet, path: "/api/site", header: map[string]string{"If-None-Match": etag}})
	assert.Equal(t, http.StatusNotModified, w.Code)
}
