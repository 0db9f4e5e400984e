package httpapi

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

func TestSiteDocumentIsPublicAndRevalidated(t *testing.T) {
	e := newEnv(t)
	w := e.get("/api/site", nil)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "no-cache", w.Header().Get("Cache-Control"))
	assert.Equal(t, "application/json", w.Header().Get("Content-Type"))
	body := decodeMap(t, w)
	for _, key := range []string{"name", "email", "location", "tagline", "publicUrl", "socials", "seo", "hero",
		"categoryCards", "funds", "mediaHighlights", "biography", "impactStats", "quote", "venture", "outlets", "timeline"} {
		assert.Contains(t, body, key)
	}
	assert.Equal(t, "Jordan Avery", body["name"])
	assert.Equal(t, testSite().PublicURL, body["publicUrl"], "the configured public URL")
	assert.NotEmpty(t, body["timeline"], "the seeded home and About content")

	etag := w.Header().Get("ETag")
	require.NotEmpty(t, etag)
	w = e.do(request{method: http.MethodGet, path: "/api/site", header: map[string]string{"If-None-Match": etag}})
	assert.Equal(t, http.StatusNotModified, w.Code)
	assert.Empty(t, w.Body.String())
	w = e.do(request{method: http.MethodHead, path: "/api/site"})
	assert.Equal(t, http.StatusOK, w.Code)
	assert.Equal(t, etag, w.Header().Get("ETag"))

	admin := e.login()
	w = e.get("/api/site", admin)
	require.Equal(t, http.StatusOK, w.Code)
	assert.Equal(t, "no-store", w.Header().Get("Cache-Control"), "an administrator's answer is never stored")
}

func TestSiteUpdateNeedsAnAdministrator(t *testing.T) {
	e := newEnv(t)
	patch := map[string]any{"name": "Intruder"}
	w := e.do(request{method: http.MethodPut, path: "/api/site", body: patch})
	assert.Equal(t, http.StatusUnauthorized, w.Code)

	admin := e.login()
	w = e.do(request{method: http.MethodPut, path: "/api/site", body: patch, cookie: admin,
		header: map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "http://evil.example"}})
	assert.Equal(t, http.StatusForbidden, w.Code, "a signed-in browser led by another site")
	assert.Equal(t, "Jordan Avery", decodeMap(t, e.get("/api/site", nil))["name"], "nothing changed")
}

func TestSiteUpdateAnswersFieldErrors(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	before := e.get("/api/site", nil).Body.String()

	w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: `{
		"name": "",
		"impactStats": [{"number": "8", "label": "Games", "icon": "skull"}],
		"timeline": [{"era": "E", "icon": "film", "colors": {"palette": "blue", "from": "#000000", "to": "nope"},
			"milestones": [{"year": "1", "text": "<script>alert(1)</script>"}]}],
		"socials": [{"platform": "x", "label": "X", "url": "javascript:alert(1)"}]
	}`})
	require.Equal(t, http.StatusBadRequest, w.Code, w.Body.String())
	body := decodeMap(t, w)
	assert.NotEmpty(t, body["message"])
	assert.Equal(t, map[string]any{
		"name":                           "Required",
		"impactStats[0].icon":            "Must be one of the site icons",
		"timeline[0].colors.to":          "Must be a colour like #2a6f97",
		"timeline[0].milestones[0].text": "Markup may not contain HTML",
		"socials[0].url":                 "Must be a valid URL",
	}, body["fields"])

	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: `{"nickname": "x", "hero": {"title": "y"}}`})
	require.Equal(t, http.StatusBadRequest, w.Code)
	assert.JSONEq(t, `{"message":"hero.title: Unknown field; nickname: Unknown field",
		"fields":{"nickname":"Unknown field","hero.title":"Unknown field"}}`, w.Body.String())

	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: `[]`})
	assert.Equal(t, http.StatusBadRequest, w.Code)
	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: `{"name":`})
	assert.Equal(t, http.StatusBadRequest, w.Code)
	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: "name=x", contentType: "application/x-www-form-urlencoded"})
	assert.Equal(t, http.StatusUnsupportedMediaType, w.Code)
	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: `{"quote":"` + strings.Repeat("x", DefaultMaxBodyBytes) + `"}`})
	assert.Equal(t, http.StatusRequestEntityTooLarge, w.Code)

	assert.Equal(t, before, e.get("/api/site", nil).Body.String(), "nothing was saved")
}

func TestSiteUpdateShowsAtOnce(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	first := e.get("/api/site", nil)
	require.Equal(t, http.StatusOK, first.Code)
	oldTag := first.Header().Get("ETag")
	old := decodeMap(t, first)

	w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{
		"tagline":   "Builder of worlds",
		"hero":      map[string]any{"headline": "A new headline"},
		"outlets":   []string{"Only Outlet"},
		"publicUrl": "https://ignored.example",
	}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "no-store", w.Header().Get("Cache-Control"))
	saved := decodeMap(t, w)
	assert.Equal(t, "Builder of worlds", saved["tagline"])
	hero := saved["hero"].(map[string]any)
	assert.Equal(t, "A new headline", hero["headline"])
	assert.Equal(t, old["hero"].(map[string]any)["intro"], hero["intro"], "hero merged key by key")
	assert.Equal(t, []any{"Only Outlet"}, saved["outlets"])
	assert.Equal(t, old["timeline"], saved["timeline"], "absent keys unchanged")
	assert.Equal(t, testSite().PublicURL, saved["publicUrl"])

	// The next visitor read shows the save, and the old tag no longer matches.
	w = e.do(request{method: http.MethodGet, path: "/api/site", header: map[string]string{"If-None-Match": oldTag}})
	require.Equal(t, http.StatusOK, w.Code)
	assert.NotEqual(t, oldTag, w.Header().Get("ETag"))
	assert.JSONEq(t, mustJSON(t, saved), w.Body.String(), "visitors read exactly what the save answered")
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	require.NoError(t, err)
	return string(data)
}

func TestSiteUpdateChecksTheShape(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	before := e.get("/api/site", nil).Body.String()
	for body, fields := range map[string]map[string]string{
		`{"bogus": 1, "name": "ok"}`:                   {"bogus": "Unknown field"},
		`{"Name": "case matters"}`:                     {"Name": "Unknown field"},
		`{"hero": {"title": "x"}}`:                     {"hero.title": "Unknown field"},
		`{"timeline": [{"era": "x", "evil": true}]}`:   {"timeline[0].evil": "Unknown field"},
		`{"name": 5}`:                                  {"name": "Expected string, received number"},
		`{"name": null}`:                               {"name": "Expected string, received null"},
		`{"outlets": null}`:                            {"outlets": "Expected array, received null"},
		`{"outlets": ["a", 1]}`:                        {"outlets[1]": "Expected string, received number"},
		`{"hero": "text"}`:                             {"hero": "Expected object, received string"},
		`{"socials": [null]}`:                          {"socials[0]": "Expected object, received null"},
		`{"timeline": [{"colors": {"from": [1]}}]}`:    {"timeline[0].colors.from": "Expected string, received array"},
		`{"timeline": [{"milestones": [{"x": ""}]}]}`:  {"timeline[0].milestones[0].x": "Unknown field"},
		`{"impactStats": [{"number": 8, "icon": {}}]}`: {"impactStats[0].number": "Expected string, received number", "impactStats[0].icon": "Expected string, received object"},
		`{"biography": {"imageDecorative": "yes"}}`:    {"biography.imageDecorative": "Expected boolean, received string"},
		`{"funds": [{"imageDecorative": 1}]}`:          {"funds[0].imageDecorative": "Expected boolean, received number"},
	} {
		w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: body})
		require.Equal(t, http.StatusBadRequest, w.Code, body)
		var answer struct{ Fields map[string]string }
		require.NoError(t, json.Unmarshal(w.Body.Bytes(), &answer), body)
		assert.Equal(t, fields, answer.Fields, body)
	}
	w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: `["not", "an", "object"]`})
	require.Equal(t, http.StatusBadRequest, w.Code)
	assert.JSONEq(t, `{"message":"Expected object, received array"}`, w.Body.String())
	assert.Equal(t, before, e.get("/api/site", nil).Body.String(), "nothing was saved")

	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: `{"publicUrl": 5, "quote": "Kept"}`})
	require.Equal(t, http.StatusOK, w.Code, "publicUrl is sent back as read, whatever it holds, and ignored")
	assert.Equal(t, "Kept", decodeMap(t, w)["quote"])
}

// TestSiteFieldsKnowTheWholeDocument decodes a document with every member
// set, as GET answers it, and applies it to an empty one: a key of
// domain.Site missing from siteFields fails here rather than in the admin.
func TestSiteFieldsKnowTheWholeDocument(t *testing.T) {
	full, err := app.DefaultSite()
	require.NoError(t, err)
	full.PublicURL = "https://example.test"
	full.Email = "owner@example.test"
	full.Location = "Somewhere"
	full.Hero.Image = "/hero.webp"
	full.Biography.ImageDecorative = true
	full.Funds = append(full.Funds, domain.SiteFund{Name: "F", Focus: "f", Description: "d", Link: "/f",
		ImageURL: "/f.webp", ImageDescription: "a fund", ImageDecorative: true})
	full.CategoryCards = append(full.CategoryCards, domain.SiteCategoryCard{Title: "C", Subtitle: "s", Link: "/c",
		ImageURL: "/c.webp", ImageDescription: "a card", ImageDecorative: true})
	full.MediaHighlights = append(full.MediaHighlights, domain.SiteMediaHighlight{Title: "M", Description: "d",
		Image: "/m.webp", Link: "/m", ImageDecorative: true})
	data, err := json.Marshal(full)
	require.NoError(t, err)
	obj, err := asObject(data, "")
	require.NoError(t, err)

	patch, err := siteFields.decode(obj, "")
	require.NoError(t, err)
	var got domain.Site
	patch.Apply(&got)
	want := full
	want.PublicURL = ""
	assert.Equal(t, want.WithLists(), got.WithLists())
}
