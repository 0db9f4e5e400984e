package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/pages"
	"github.com/portfolio-site/portfolio/domain"
)

func TestTheNotFoundPageShowsThePathAskedFor(t *testing.T) {
	e := newEnv(t, func(d *envDeps) {
		fsys := prerenderedBuild()
		fsys["pages/404.html"] = &fstest.MapFile{Data: pageWithRoot(`<h1>404</h1><p>Nothing lives at <code>{{request.path}}</code></p>`)}
		d.SPA = fsys
	})
	for path, shown := range map[string]string{
		"/nope":                     "/nope",
		"/a%3Cb%3E&x":               "/a&lt;b&gt;&amp;x",
		"/portfolio/unknown-thing/": "/portfolio/unknown-thing/",
	} {
		w := e.get(path, nil)
		assert.Equal(t, http.StatusNotFound, w.Code, path)
		assert.Contains(t, w.Body.String(), "<code>"+shown+"</code>", path)
		assert.Empty(t, w.Header().Get("ETag"), "rendered per request")
		assert.Equal(t, "no-cache", w.Header().Get("Cache-Control"))
		assert.Contains(t, w.Body.String(), `<title>404 Page Not Found</title>`)
	}
}

func TestPortfolioSearchIsTheServers(t *testing.T) {
	e := newEnv(t, func(d *envDeps) {
		fsys := prerenderedBuild()
		music := `{{#if views.portfolio.music.shown}}<section id="music">{{#if views.portfolio.music.empty}}<p>No music projects found.</p>{{/if}}` +
			`{{#if views.portfolio.music.groups.albums.visible}}<ul>{{#each views.portfolio.music.groups.albums.items}}<li>{{.title}}</li>{{/each}}</ul>{{/if}}</section>{{/if}}`
		page := pageWithRoot(`<form><input name="search" value="{{request.search}}"></form>` +
			`{{#if views.portfolioSearch.searching}}<p class="result">{{views.portfolioSearch.result}}</p>{{/if}}` +
			`{{#if views.portfolioSearch.none}}<p class="none">{{site.pages.portfolioSearchNone}}</p>{{/if}}` +
			`{{#if views.portfolio.games.shown}}<section id="games"></section>{{/if}}` + music)
		fsys["pages/portfolio.html"] = &fstest.MapFile{Data: page}
		fsys["pages/portfolio/music.html"] = &fstest.MapFile{Data: pageWithRoot(music)}
		d.SPA = fsys
	})
	admin := e.login()
	e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Star Saga", "category": "music", "subcategory": "albums", "description": "A space opera."})
	e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Arena", "category": "music", "subcategory": "soundtracks", "role": "Executive Producer"})
	e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Quiet", "category": "music", "subcategory": "albums", "tags": []string{"Puzzle"}})

	titles := func(path string) []string {
		w := e.get(path, nil)
		require.Equal(t, http.StatusOK, w.Code, path)
		return regexp.MustCompile(`<li>([^<]*)</li>`).FindAllString(w.Body.String(), -1)
	}
	assert.Len(t, titles("/portfolio"), 3)
	plain := e.get("/portfolio", nil)
	assert.Contains(t, plain.Body.String(), `value=""`)
	assert.NotContains(t, plain.Body.String(), `class="result"`, "no search, no result line")
	assert.Contains(t, plain.Body.String(), `<section id="games"></section>`, "no search: every section, an empty one too")
	assert.NotEmpty(t, plain.Header().Get("ETag"), "without a query the page is the same for everyone: rendered once per version")
	assert.Equal(t, []string{"<li>Star Saga</li>"}, titles("/portfolio?search=STAR"), "title, any case")
	assert.Equal(t, []string{"<li>Star Saga</li>"}, titles("/portfolio?search=opera"), "description")
	assert.Equal(t, []string{"<li>Arena</li>"}, titles("/portfolio?search=executive"), "role")
	assert.Equal(t, []string{"<li>Quiet</li>"}, titles("/portfolio?search=puzzle"), "tag")
	assert.Equal(t, []string{"<li>Arena</li>"}, titles("/portfolio?search=soundtracks"), "subcategory label")
	assert.Equal(t, []string{"<li>Arena</li>"}, titles("/portfolio?search=%20arena%20"), "trimmed")
	assert.Len(t, titles("/portfolio/music?search=arena"), 3, "a category page has no search: it shows its whole section")
	assert.NotEmpty(t, e.get("/portfolio/music", nil).Header().Get("ETag"), "a category page is rendered once per version")

	// Issue 39: only the sections with a match, and how many match.
	star := e.get("/portfolio?search=a", nil).Body.String()
	assert.Contains(t, star, `<p class="result">3 projects matching “a”</p>`)
	assert.Contains(t, star, `<section id="music">`)
	assert.NotContains(t, star, `<section id="games">`, "a section without a match is not shown")
	assert.NotContains(t, star, `class="none"`)
	assert.Contains(t, e.get("/portfolio?search=quiet", nil).Body.String(), `<p class="result">1 project matching “quiet”</p>`)

	w := e.get("/portfolio?search=%3Cnothing%3E", nil)
	body := w.Body.String()
	assert.Contains(t, body, `<p class="result">0 projects matching “&lt;nothing&gt;”</p>`, "the words searched for show escaped")
	assert.Contains(t, body, `<p class="none">Nothing in the portfolio matches your search.`, "the page's one empty state")
	assert.NotContains(t, body, "<section", "no section, so none says it has nothing")
	assert.NotContains(t, body, "No music projects found.")
	assert.Contains(t, body, `value="&lt;nothing&gt;"`, "the query shows escaped")
	assert.Empty(t, w.Header().Get("ETag"))
}

func TestMediaCategoryIsTheServers(t *testing.T) {
	e := newEnv(t, func(d *envDeps) {
		fsys := prerenderedBuild()
		fsys["pages/media-press.html"] = &fstest.MapFile{Data: pageWithRoot(`<a aria-current="{{views.media.allCurrent}}">All</a>` +
			`{{#if views.media.documentaries}}<p>Documentaries are in the portfolio.</p>{{/if}}` +
			`{{#if views.media.sections.interviews.shown}}<section id="interviews" data-current="{{views.media.sections.interviews.current}}">` +
			`{{#each views.media.sections.interviews.items}}<a href="{{.url}}" data-embed="{{.embed}}">{{.title}}</a>{{/each}}</section>{{/if}}` +
			`{{#if views.media.sections.talks-panels.shown}}<section id="talks-panels"></section>{{/if}}`)}
		d.SPA = fsys
	})
	admin := e.login()
	e.create(admin, "/api/media-press", map[string]any{"title": "Talk", "category": "interviews", "linkType": "youtube", "url": "https://youtu.be/M7lc1UVf-VE"})

	all := e.get("/media-press", nil).Body.String()
	assert.Contains(t, all, `aria-current="true"`)
	assert.Contains(t, all, `<section id="interviews" data-current="false">`)
	assert.Contains(t, all, `<section id="talks-panels">`)
	assert.Contains(t, all, `data-embed="https://www.youtube.com/embed/M7lc1UVf-VE?autoplay=1"`)
	assert.NotContains(t, all, "Documentaries are")

	one := e.get("/media-press?category=interviews", nil).Body.String()
	assert.Contains(t, one, `aria-current="false"`)
	assert.Contains(t, one, `<section id="interviews" data-current="true">`)
	assert.NotContains(t, one, `id="talks-panels"`)

	unknown := e.get("/media-press?category=nope", nil).Body.String()
	assert.Contains(t, unknown, `aria-current="true"`, "an unknown value selects nothing")
	assert.Contains(t, unknown, `<section id="talks-panels">`)

	docs := e.get("/media-press?category=documentaries", nil).Body.String()
	assert.Contains(t, docs, "Documentaries are in the portfolio.")
	assert.Contains(t, docs, `<section id="talks-panels">`)
}

const testContactRoot = `<form data-contact-form method="post" action="/contact" data-min-seconds="{{form.minSeconds}}">` +
	`<input type="hidden" name="token" value="{{form.token}}">` +
	`<input name="name" value="{{form.values.name}}" aria-invalid="{{form.invalid.name}}"><p data-error-for="name">{{form.errors.name}}</p>` +
	`<input name="email" value="{{form.values.email}}" aria-invalid="{{form.invalid.email}}"><p data-error-for="email">{{form.errors.email}}</p>` +
	`<textarea name="message" aria-invalid="{{form.invalid.message}}">{{form.values.message}}</textarea>` +
	`<input name="subject" value="{{form.values.subject}}"><p data-error-for="subject">{{form.errors.subject}}</p><p data-error-for="message">{{form.errors.message}}</p>` +
	`<p data-form-error>{{form.error}}</p></form>`

func TestTheContactPageCarriesTheForm(t *testing.T) {
	e := newEnv(t, func(d *envDeps) {
		fsys := prerenderedBuild()
		fsys["pages/contact.html"] = &fstest.MapFile{Data: pageWithRoot(testContactRoot)}
		d.SPA = fsys
	})
	token := regexp.MustCompile(`name="token" value="([^"]+)"`)
	first := e.get("/contact", nil)
	require.Equal(t, http.StatusOK, first.Code)
	body := first.Body.String()
	m := token.FindStringSubmatch(body)
	require.NotNil(t, m, "a token")
	assert.Contains(t, body, `data-min-seconds="3"`)
	assert.Contains(t, body, `<input name="name" value="" aria-invalid="false"><p data-error-for="name"></p>`)
	assert.Contains(t, body, `<p data-form-error></p>`)
	assert.Empty(t, first.Header().Get("ETag"), "a fresh token each time: never one page for everyone")
	assert.Equal(t, "no-cache", first.Header().Get("Cache-Control"))

	page, err := e.handler.(*server).contactAPI.contactPage.ContactPage(context.Background(), pages.ContactForm{
		Token: "t0k", MinSeconds: 3,
		Values: map[string]string{"name": "Ann <A>", "email": "bad", "message": ""},
		Errors: map[string]string{"email": "Invalid email", "message": "Message is required"},
		Error:  "Please fix the fields below.",
	})
	require.NoError(t, err)
	got := string(page)
	assert.Contains(t, got, `<input name="name" value="Ann &lt;A&gt;" aria-invalid="false">`)
	assert.Contains(t, got, `<input name="email" value="bad" aria-invalid="true"><p data-error-for="email">Invalid email</p>`)
	assert.Contains(t, got, `<textarea name="message" aria-invalid="true"></textarea>`)
	assert.Contains(t, got, `<p data-error-for="message">Message is required</p>`)
	assert.Contains(t, got, `<p data-form-error>Please fix the fields below.</p>`)
	assert.Contains(t, got, `value="t0k"`)
	assert.Contains(t, got, `<title>Jordan Avery</title>`, "the page's head")
}

func TestNoIndexRoutesAreLeftOutOfTheSitemap(t *testing.T) {
	e := newEnv(t, func(d *envDeps) {
		var seo map[string]any
		require.NoError(t, json.Unmarshal([]byte(testSEO), &seo))
		seo["routes"] = append(seo["routes"].([]any), map[string]any{"path": "/contact/sent", "title": "Message sent | {name}", "noindex": true})
		d.SEORoutes, _ = json.Marshal(seo)
		fsys := prerenderedBuild()
		fsys["pages/contact/sent.html"] = &fstest.MapFile{Data: pageWithRoot(`<h1>Thank you, {{site.name}}</h1>`)}
		d.SPA = fsys
	})
	sent := e.get("/contact/sent", nil)
	require.Equal(t, http.StatusOK, sent.Code)
	assert.Contains(t, sent.Body.String(), `<meta name="robots" content="noindex">`)
	assert.Contains(t, sent.Body.String(), `<h1>Thank you, Jordan Avery</h1>`)
	assert.Contains(t, sent.Body.String(), `<title>Message sent | Jordan Avery</title>`)
	sitemap := e.get("/sitemap.xml", nil).Body.String()
	assert.NotContains(t, sitemap, "/contact/sent")
	assert.Contains(t, sitemap, "https://portfolio.example/about")
}

// The about page carries one Person, the head's: the page itself has none
// and no embedded data an app could make another from.
func TestTheAboutPageHasOnePerson(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SPA = prerenderedBuild() })
	body := e.get("/about", nil).Body.String()
	assert.Equal(t, 1, strings.Count(body, `"@type":"Person"`))
	assert.NotContains(t, body, `id="portfolio-data"`)
}

// TestPublicPageQueryKeepsTheTextRule: a control character in a query
// value a public page reads (the portfolio's search, the media page's
// category) is a 400 page naming the parameter, as the API answers
// (issue 21); a page that reads no such value ignores it.
func TestPublicPageQueryKeepsTheTextRule(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SPA = prerenderedBuild() })
	for _, q := range []struct{ path, field string }{
		{"/portfolio?search=a%00b", "search"},
		{"/portfolio?search=ok&search=%1b", "search"},
		{"/portfolio?search=%ff", "search"},
		{"/media-press?category=%00", "category"},
	} {
		w := e.get(q.path, nil)
		require.Equal(t, http.StatusBadRequest, w.Code, q.path)
		assert.Contains(t, w.Body.String(), q.field+": "+domain.MsgNotText, q.path)
		assert.Equal(t, "no-store", w.Header().Get("Cache-Control"), q.path)
	}
	for _, path := range []string{"/about?search=%00", "/media-press?search=%00", "/portfolio?category=%00", "/portfolio?search=caf%C3%A9", "/portfolio/games?search=tab%09"} {
		assert.Equal(t, http.StatusOK, e.get(path, nil).Code, path)
	}
	assert.NotContains(t, e.logs.String(), `"level":"error"`)
}
