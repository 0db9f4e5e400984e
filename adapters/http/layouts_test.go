package httpapi

import (
	"net/http"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

func TestSectionLayoutsAPI(t *testing.T) {
	const path = "/api/portfolio/section-layouts"
	e := newEnv(t)

	t.Run("WritesNeedAnAdministrator", func(t *testing.T) {
		for _, rq := range []request{
			{method: http.MethodPost, path: path, body: map[string]any{"category": "music"}},
			{method: http.MethodPut, path: path + "/1", body: map[string]any{"columnsPerRow": 2}},
			{method: http.MethodDelete, path: path + "/1"},
		} {
			assert.Equal(t, http.StatusUnauthorized, e.do(rq).Code, rq.method)
		}
	})

	admin := e.login()
	// A GET first, so the cached list is there to be invalidated.
	require.Empty(t, decodeList(t, e.get(path, nil)))

	created := e.create(admin, path, map[string]any{"category": "music", "sectionTitle": "Sound", "columnsPerRow": 2})
	assert.Equal(t, "music", created["category"])
	assert.Equal(t, float64(2), created["columnsPerRow"])
	assert.Equal(t, "grid", created["displayStyle"], "the default style")
	assert.Equal(t, true, created["isActive"], "active by default")
	defaults := e.create(admin, path, map[string]any{"category": "games", "subcategory": "riot-games"})
	assert.Equal(t, float64(domain.DefaultColumnsPerRow), defaults["columnsPerRow"])

	list := decodeList(t, e.get(path, nil))
	require.Len(t, list, 2)
	assert.Equal(t, "Sound", list[1]["sectionTitle"])

	t.Run("Validation", func(t *testing.T) {
		for _, c := range []struct {
			body   map[string]any
			fields map[string]any
		}{
			{map[string]any{}, map[string]any{"category": "Required"}},
			{map[string]any{"category": "pottery"}, map[string]any{"category": domain.MsgLayoutCategory}},
			{map[string]any{"category": "music", "columnsPerRow": 0}, map[string]any{"columnsPerRow": domain.MsgColumnsPerRowLow}},
			{map[string]any{"category": "music", "columnsPerRow": 5}, map[string]any{"columnsPerRow": domain.MsgColumnsPerRowHigh}},
			{map[string]any{"category": "music", "displayStyle": "carousel"}, map[string]any{"displayStyle": domain.MsgLayoutDisplayStyle}},
		} {
			w := e.do(request{method: http.MethodPost, path: path, body: c.body, cookie: admin})
			require.Equal(t, http.StatusBadRequest, w.Code, w.Body.String())
			assert.Equal(t, c.fields, decodeMap(t, w)["fields"], c.body)
		}
		w := e.do(request{method: http.MethodPost, path: path, body: map[string]any{"category": "music", "columnsPerRow": "two"}, cookie: admin})
		require.Equal(t, http.StatusBadRequest, w.Code)
		assert.Contains(t, decodeMap(t, w)["fields"], "columnsPerRow")
	})

	t.Run("OneActiveLayoutPerSection", func(t *testing.T) {
		w := e.do(request{method: http.MethodPost, path: path, body: map[string]any{"category": "music"}, cookie: admin})
		require.Equal(t, http.StatusConflict, w.Code, w.Body.String())
		assert.Equal(t, domain.MsgSectionLayoutExists, decodeMap(t, w)["message"])
		off := e.create(admin, path, map[string]any{"category": "music", "isActive": false})
		w = e.do(request{method: http.MethodPut, path: idPath(path+"/{id}", off["id"]), body: map[string]any{"isActive": true}, cookie: admin})
		require.Equal(t, http.StatusConflict, w.Code, w.Body.String())
		require.Equal(t, http.StatusNoContent, e.do(request{method: http.MethodDelete, path: idPath(path+"/{id}", off["id"]), cookie: admin}).Code)
	})

	t.Run("GetAfterPutShowsTheChange", func(t *testing.T) {
		w := e.do(request{method: http.MethodPut, path: idPath(path+"/{id}", created["id"]), body: map[string]any{"columnsPerRow": 4, "displayStyle": "list"}, cookie: admin})
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
		up := decodeMap(t, w)
		assert.Equal(t, "Sound", up["sectionTitle"], "absent fields keep their values")
		list := decodeList(t, e.get(path, nil))
		require.Len(t, list, 2)
		assert.Equal(t, float64(4), list[1]["columnsPerRow"])
		assert.Equal(t, "list", list[1]["displayStyle"])

		// Switched off: visitors no longer see it, the administrator does.
		w = e.do(request{method: http.MethodPut, path: idPath(path+"/{id}", created["id"]), body: map[string]any{"isActive": false}, cookie: admin})
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
		assert.Len(t, decodeList(t, e.get(path, nil)), 1)
		assert.Len(t, decodeList(t, e.get(path, admin)), 2)
	})

	t.Run("Delete", func(t *testing.T) {
		p := idPath(path+"/{id}", defaults["id"])
		require.Equal(t, http.StatusNoContent, e.do(request{method: http.MethodDelete, path: p, cookie: admin}).Code)
		w := e.do(request{method: http.MethodDelete, path: p, cookie: admin})
		require.Equal(t, http.StatusNotFound, w.Code)
		assert.Equal(t, domain.MsgLayoutNotFound, decodeMap(t, w)["message"])
		assert.Empty(t, decodeList(t, e.get(path, nil)))
	})
}

// The portfolio page's section head and grid, as the app's category section
// writes them: the title, the description when there is one, and the grid
// with its columns and style as attributes.
const testLayoutPage = "<!doctype html><html lang=\"en\"><head><meta charset=\"UTF-8\"><title>Vite App</title><!--app-head--></head>" +
	"<body><div id=\"root\"><section id=\"games\"><h2>{{views.portfolio.games.title}}</h2>" +
	"{{#if views.portfolio.games.description}}<p class=\"description\">{{views.portfolio.games.description}}</p>{{/if}}" +
	"<div data-columns=\"{{views.portfolio.games.columns}}\" data-display=\"{{views.portfolio.games.display}}\"></div>" +
	"</section></div><script type=\"module\" src=\"/assets/index-abc123.js\"></script></body></html>"

func TestThePortfolioPageFollowsItsSectionLayouts(t *testing.T) {
	e := newEnv(t, func(d *envDeps) {
		fsys := prerenderedBuild()
		fsys["pages/portfolio.html"] = &fstest.MapFile{Data: []byte(markers.Replace(testLayoutPage))}
		d.SPA = fsys
	})
	body, tag := e.page("/portfolio")
	assert.Contains(t, body, "<h2>Games</h2>", "no layout: the section's own title")
	assert.Contains(t, body, `<div data-columns="3" data-display="grid"></div>`)
	assert.NotContains(t, body, `class="description"`)

	admin := e.login()
	l := e.create(admin, "/api/portfolio/section-layouts", map[string]any{"category": "games", "columnsPerRow": 2, "sectionTitle": "Worlds <at> Play", "sectionDescription": "Studios."})
	body, tag2 := e.page("/portfolio")
	assert.NotEqual(t, tag, tag2, "a layout save renders the page again")
	assert.Contains(t, body, "<h2>Worlds &lt;at&gt; Play</h2>")
	assert.Contains(t, body, `<p class="description">Studios.</p>`)
	assert.Contains(t, body, `<div data-columns="2" data-display="grid"></div>`)

	w := e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/section-layouts/{id}", l["id"]), body: map[string]any{"displayStyle": "list"}, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	body, _ = e.page("/portfolio")
	assert.Contains(t, body, `<div data-columns="2" data-display="list"></div>`)

	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/section-layouts/{id}", l["id"]), body: map[string]any{"isActive": false}, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	body, _ = e.page("/portfolio")
	assert.Contains(t, body, "<h2>Games</h2>", "an inactive layout: the defaults again")
	assert.Contains(t, body, `<div data-columns="3" data-display="grid"></div>`)
}
