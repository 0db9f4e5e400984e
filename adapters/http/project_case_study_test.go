package httpapi

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// The case-study part of a project page as the build writes it: the same
// template paths as frontend/src/features/portfolio/components/
// project-case-study.tsx.
const testCaseStudyRoot = `<h1>{{views.project.title}}</h1>` +
	`{{#if views.project.hasFacts}}<dl>{{#if views.project.role}}<dt>Role</dt><dd>{{views.project.role}}</dd>{{/if}}` +
	`{{#if views.project.year}}<dt>Year</dt><dd>{{views.project.year}}</dd>{{/if}}` +
	`{{#if views.project.studio}}<dt>Studio</dt><dd>{{views.project.studio}}</dd>{{/if}}` +
	`{{#if views.project.platform}}<dt>Platform</dt><dd>{{views.project.platform}}</dd>{{/if}}</dl>{{/if}}` +
	`{{#each views.project.story}}<p class="story">{{.}}</p>{{/each}}` +
	`{{#if views.project.outcomes}}<h2>Outcomes</h2><ul>{{#each views.project.outcomes}}<li>{{.}}</li>{{/each}}</ul>{{/if}}` +
	`{{#if views.project.credits}}<h2>Credits</h2><ul>{{#each views.project.credits}}<li>{{.}}</li>{{/each}}</ul>{{/if}}`

// caseStudy is a project with every case-study field, hostile text among them.
var caseStudy = map[string]any{
	"title": "Nebula Drift", "category": "games", "subcategory": "studio", "role": "Executive Producer",
	"year": "2019–2022", "studio": "Orbit <Games>", "platform": "PC, PlayStation 5",
	"story":    "We began with a prototype.\nIt was rough.\n\n<script>alert(1)</script> shipped anyway.",
	"outcomes": []string{" 10M players ", "", "BAFTA nominee"}, "credits": []string{"Ana — Director", "Ben — Art"},
}

func TestProjectCaseStudyRoundTripsThroughTheAPI(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	p := e.create(admin, "/api/portfolio/projects", caseStudy)
	id := p["id"]
	for _, got := range []map[string]any{p, decodeMap(t, e.get(idPath("/api/portfolio/projects/{id}", id), nil))} {
		assert.Equal(t, "2019–2022", got["year"])
		assert.Equal(t, "Orbit <Games>", got["studio"], "stored as text")
		assert.Equal(t, "PC, PlayStation 5", got["platform"])
		assert.Equal(t, caseStudy["story"], got["story"])
		assert.Equal(t, []any{"10M players", "BAFTA nominee"}, got["outcomes"], "trimmed, blank items dropped")
		assert.Equal(t, []any{"Ana — Director", "Ben — Art"}, got["credits"])
	}

	// An update that names one field keeps the others; a draft carries them
	// to its publication, and the history keeps the state before.
	w := e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}?draft=true", id), cookie: admin,
		body: map[string]any{"outcomes": []string{"12M players"}, "year": "2019"}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, []any{"12M players"}, decodeMap(t, e.get(idPath("/api/portfolio/projects/{id}/draft", id), admin))["outcomes"])
	assert.Equal(t, "2019–2022", decodeMap(t, e.get(idPath("/api/portfolio/projects/{id}", id), nil))["year"], "a draft changes nothing public")
	w = e.do(request{method: http.MethodPost, path: idPath("/api/portfolio/projects/{id}/publish", id), cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	got := decodeMap(t, e.get(idPath("/api/portfolio/projects/{id}", id), nil))
	assert.Equal(t, []any{"12M players"}, got["outcomes"])
	assert.Equal(t, "2019", got["year"])
	assert.Equal(t, []any{"Ana — Director", "Ben — Art"}, got["credits"], "absent from the draft: kept")
	revs := decodeList(t, e.get(idPath("/api/revisions?kind=project&id={id}", id), admin))
	require.NotEmpty(t, revs)
	assert.ElementsMatch(t, []any{"outcomes", "year"}, revs[0]["fields"])

	// Clearing: empty texts and empty lists give "" and null.
	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}", id), cookie: admin,
		body: map[string]any{"year": "", "studio": "", "platform": "", "story": "", "outcomes": []string{}, "credits": nil}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	cleared := decodeMap(t, w)
	for _, f := range []string{"year", "studio", "platform", "story"} {
		assert.Equal(t, "", cleared[f], f)
	}
	assert.Nil(t, cleared["outcomes"])
	assert.Nil(t, cleared["credits"])
}

func TestProjectCaseStudyRefusesWithAClearMessage(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	thirteen := make([]string, 13)
	for i := range thirteen {
		thirteen[i] = "outcome"
	}
	for _, tc := range []struct {
		name  string
		body  map[string]any
		field string
		msg   string
	}{
		{"year too long", map[string]any{"year": strings.Repeat("9", 21)}, "year", domain.TooLongMessage(domain.MaxProjectYear)},
		{"too many outcomes", map[string]any{"outcomes": thirteen}, "outcomes", domain.TooManyMessage(domain.MaxProjectOutcomes)},
		{"a credit too long", map[string]any{"credits": []string{"ok", strings.Repeat("c", 201)}}, "credits", "Item 2: " + domain.TooLongMessage(domain.MaxProjectCredit)},
		{"outcomes not a list", map[string]any{"outcomes": "10M players"}, "outcomes", ""},
		{"a credit not a string", map[string]any{"credits": []any{1}}, "credits", ""},
		{"a story with a NUL", map[string]any{"story": "a\x00b"}, "story", domain.MsgNotText},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body := map[string]any{"title": "Bad", "category": "games"}
			for k, v := range tc.body {
				body[k] = v
			}
			w := e.do(request{method: http.MethodPost, path: "/api/portfolio/projects", cookie: admin, body: body})
			require.Equal(t, http.StatusBadRequest, w.Code, w.Body.String())
			fields, _ := decodeMap(t, w)["fields"].(map[string]any)
			require.Contains(t, fields, tc.field)
			if tc.msg != "" {
				assert.Equal(t, tc.msg, fields[tc.field])
			}
		})
	}
	assert.Empty(t, decodeList(t, e.get("/api/portfolio/projects", nil)), "nothing stored")
}

func TestProjectPageShowsTheCaseStudy(t *testing.T) {
	e := newEnv(t, func(d *envDeps) {
		fsys := prerenderedBuild()
		fsys["pages/portfolio/__project__.html"] = &fstest.MapFile{Data: pageWithRoot(testCaseStudyRoot)}
		d.SPA = fsys
	})
	admin := e.login()
	full := e.create(admin, "/api/portfolio/projects", caseStudy)
	bare := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Bare", "category": "games", "subcategory": "studio", "outcomes": []string{" "}})
	yearOnly := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Old", "category": "games", "subcategory": "studio", "year": "1990s"})
	for slug, p := range map[string]map[string]any{"nebula-drift": full, "bare": bare, "old": yearOnly} {
		_, err := e.store.Projects().Update(context.Background(), idOf(p), func(p *domain.Project) error { p.Slug = slug; return nil })
		require.NoError(t, err)
	}

	body, _ := e.page("/portfolio/games/nebula-drift")
	assert.Contains(t, body, `<dl><dt>Role</dt><dd>Executive Producer</dd><dt>Year</dt><dd>2019–2022</dd>`+
		`<dt>Studio</dt><dd>Orbit &lt;Games&gt;</dd><dt>Platform</dt><dd>PC, PlayStation 5</dd></dl>`)
	assert.Contains(t, body, `<p class="story">We began with a prototype. It was rough.</p><p class="story">&lt;script&gt;alert(1)&lt;/script&gt; shipped anyway.</p>`)
	assert.NotContains(t, body, "<script>alert(1)")
	assert.Contains(t, body, `<h2>Outcomes</h2><ul><li>10M players</li><li>BAFTA nominee</li></ul>`)
	assert.Contains(t, body, `<h2>Credits</h2><ul><li>Ana — Director</li><li>Ben — Art</li></ul>`)
	game := graphNode(t, headJSONLD(t, body), "VideoGame")
	assert.Equal(t, "2019", game["dateCreated"], "the first year of the range")
	assert.Equal(t, map[string]any{"@type": "Organization", "name": "Orbit <Games>"}, game["publisher"])

	body, _ = e.page("/portfolio/games/bare")
	for _, part := range []string{"<dl>", "<dt>", `class="story"`, "<h2>"} {
		assert.NotContains(t, body, part, "no case study, no empty part")
	}
	game = graphNode(t, headJSONLD(t, body), "VideoGame")
	assert.NotContains(t, game, "dateCreated")
	assert.NotContains(t, game, "publisher")

	body, _ = e.page("/portfolio/games/old")
	assert.Contains(t, body, `<dl><dt>Year</dt><dd>1990s</dd></dl>`, "one fact, one row")
	assert.NotContains(t, graphNode(t, headJSONLD(t, body), "VideoGame"), "dateCreated", "a decade is no date")
}
