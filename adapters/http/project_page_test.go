package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// The project page as the build writes it, reduced to what it shows: the
// same template paths as frontend/src/features/portfolio/components/
// project-page.tsx and the breadcrumb.
const testProjectRoot = `<nav class="crumbs"><a href="/portfolio">Portfolio</a><a href="{{views.project.categoryPath}}">{{views.project.categoryLabel}}</a>` +
	`<a aria-current="page" href="{{views.project.path}}">{{views.project.title}}</a></nav>` +
	`{{#if views.project.subcategoryLabel}}<p class="sub">{{views.project.subcategoryLabel}}</p>{{/if}}<h1>{{views.project.title}}</h1>` +
	`{{#if views.project.role}}<p class="role">{{views.project.role}}</p>{{/if}}{{#each views.project.paragraphs}}<p>{{.}}</p>{{/each}}` +
	`<div data-gallery-list="{{views.project.gallery}}">{{#each views.project.images}}<figure><a href="{{.src}}" data-gallery-item="">` +
	`<img src="{{.src}}" srcset="{{.srcSet}}" alt="{{.alt}}" loading="{{.loading}}" fetchpriority="{{.fetchPriority}}"></a>` +
	`{{#if .caption}}<figcaption>{{.caption}}</figcaption>{{/if}}</figure>{{/each}}</div>` +
	`{{#each views.project.video}}<a class="video" href="{{.url}}" data-embed="{{.embed}}">{{.label}}</a>{{/each}}` +
	`{{#each views.project.links}}<a class="link" data-link-kind="{{.kind}}" href="{{.url}}">{{.label}}</a>{{/each}}` +
	`<ul>{{#each views.project.tags}}<li>{{.}}</li>{{/each}}</ul>` +
	`{{#if views.project.prev.path}}<a rel="prev" href="{{views.project.prev.path}}">{{views.project.prev.title}}</a>{{/if}}` +
	`{{#if views.project.next.path}}<a rel="next" href="{{views.project.next.path}}">{{views.project.next.title}}</a>{{/if}}` +
	`<a class="back" href="{{views.project.back}}">Back</a>`

func projectBuild() fstest.MapFS {
	fsys := prerenderedBuild()
	fsys["pages/portfolio/__project__.html"] = &fstest.MapFile{Data: pageWithRoot(testProjectRoot)}
	fsys["pages/404.html"] = &fstest.MapFile{Data: pageWithRoot(`<h1>Page not found</h1>`)}
	return fsys
}

const starCover = "/uploads/0123456789abcdef0123456789abcdef.jpg"

// seedProjectPages creates the projects through the API, then gives them their
// slugs in the store (before any page reads the list, so no cache holds
// them without): their ids by slug.
func seedProjectPages(e *env) map[string]int64 {
	e.t.Helper()
	cookie := e.login()
	star := e.create(cookie, "/api/portfolio/projects", map[string]any{
		"title": "Star <Saga>", "category": "games", "subcategory": "studio", "role": "Lead & Producer",
		"description": "A live game.\nStill running.\n\nSecond paragraph.", "imageUrl": starCover, "priority": 1,
		"videoUrl": "https://www.youtube.com/watch?v=M7lc1UVf-VE", "tags": []string{"rpg", "live <ops>"},
	})
	e.create(cookie, idPath("/api/portfolio/projects/{id}/links", star["id"]), map[string]any{"label": "IMDb page", "url": "https://www.imdb.com/title/tt1/", "type": "imdb"})
	e.create(cookie, idPath("/api/portfolio/projects/{id}/gallery", star["id"]), map[string]any{"src": "/images/demo/cover-02.svg", "alt": "Key art", "caption": "The key art & logo"})
	second := e.create(cookie, "/api/portfolio/projects", map[string]any{"title": "Second Game", "category": "games", "subcategory": "studio", "priority": 2})
	hidden := e.create(cookie, "/api/portfolio/projects", map[string]any{"title": "Hidden Game", "category": "games", "subcategory": "studio", "isActive": false})
	tune := e.create(cookie, "/api/portfolio/projects", map[string]any{"title": "A Tune", "category": "music", "subcategory": "albums", "role": "Composer"})
	ids := map[string]int64{"star-saga": idOf(star), "second-game": idOf(second), "hidden-game": idOf(hidden), "a-tune": idOf(tune)}
	for slug, id := range ids {
		_, err := e.store.Projects().Update(context.Background(), id, func(p *domain.Project) error { p.Slug = slug; return nil })
		require.NoError(e.t, err)
	}
	return ids
}

func idOf(m map[string]any) int64 { return int64(m["id"].(float64)) }

// headJSONLD is the page's structured data in its head.
func headJSONLD(t *testing.T, body string) map[string]any {
	t.Helper()
	m := regexp.MustCompile(`<script type="application/ld\+json">(.*?)</script>`).FindStringSubmatch(body)
	require.NotNil(t, m, "the head has JSON-LD")
	var graph map[string]any
	require.NoError(t, json.Unmarshal([]byte(m[1]), &graph))
	return graph
}

func graphNode(t *testing.T, graph map[string]any, typ string) map[string]any {
	t.Helper()
	for _, n := range graph["@graph"].([]any) {
		if node := n.(map[string]any); node["@type"] == typ {
			return node
		}
	}
	t.Fatalf("no %s in %v", typ, graph)
	return nil
}

func TestEveryActiveProjectHasItsOwnPage(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SPA = projectBuild() })
	seedProjectPages(e)

	body, tag := e.page("/portfolio/games/star-saga")
	assert.Contains(t, body, "<title>Star &lt;Saga&gt; – Games | Jordan Avery</title>")
	assert.Contains(t, body, `<a href="/portfolio/games">Games</a><a aria-current="page" href="/portfolio/games/star-saga">Star &lt;Saga&gt;</a></nav>`)
	assert.Contains(t, body, `<h1>Star &lt;Saga&gt;</h1><p class="role">Lead &amp; Producer</p><p>A live game. Still running.</p><p>Second paragraph.</p>`)
	assert.Contains(t, body, `<figure><a href="`+starCover+`" data-gallery-item=""><img src="`+starCover+`" srcset="/uploads/0123456789abcdef0123456789abcdef-w480.webp 480w, `)
	assert.Contains(t, body, `alt="Star &lt;Saga&gt;" loading="eager" fetchpriority="high"></a></figure>`, "the cover first, at once")
	assert.Contains(t, body, `<img src="/images/demo/cover-02.svg" srcset="" alt="Key art" loading="eager" fetchpriority="auto"></a><figcaption>The key art &amp; logo</figcaption></figure>`, "the second figure at once too: both fill a phone's first screen")
	assert.Contains(t, body, `<a class="video" href="https://www.youtube.com/watch?v=M7lc1UVf-VE" data-embed="https://www.youtube.com/embed/M7lc1UVf-VE?autoplay=1">Watch the video</a>`)
	assert.Contains(t, body, `<a class="link" data-link-kind="movie-database" href="https://www.imdb.com/title/tt1/">IMDb page</a>`)
	assert.Contains(t, body, `<ul><li>rpg</li><li>live &lt;ops&gt;</li></ul>`)
	assert.NotContains(t, body, `rel="prev"`, "the first of its section")
	assert.Contains(t, body, `<a rel="next" href="/portfolio/games/second-game">Second Game</a>`)
	assert.Contains(t, body, `<a class="back" href="/portfolio#project-star-saga">Back</a>`)

	// The head: canonical address, link previews, structured data.
	share := "https://portfolio.example/uploads/" + domain.ShareImageName("0123456789abcdef0123456789abcdef.x")
	assert.Contains(t, body, `<link rel="canonical" href="https://portfolio.example/portfolio/games/star-saga">`)
	assert.Contains(t, body, `<meta name="description" content="A live game. Still running. Second paragraph.">`)
	assert.Contains(t, body, `<meta property="og:title" content="Star &lt;Saga&gt; – Games | Jordan Avery">`)
	assert.Contains(t, body, `<meta property="og:url" content="https://portfolio.example/portfolio/games/star-saga">`)
	assert.Contains(t, body, `<meta property="og:image" content="`+share+`">`+"\n"+`<meta property="og:image:width" content="1200">`+"\n"+
		`<meta property="og:image:height" content="630">`+"\n"+`<meta property="og:image:type" content="`+domain.ShareImageType().ContentType+`">`)
	assert.Contains(t, body, `<meta name="twitter:card" content="summary_large_image">`)
	assert.Contains(t, body, `<meta name="twitter:image" content="`+share+`">`)
	assert.Contains(t, body, `<meta name="robots" content="index, follow">`)
	ld := headJSONLD(t, body)
	game := graphNode(t, ld, "VideoGame")
	assert.Equal(t, "Star <Saga>", game["name"])
	assert.Equal(t, "https://portfolio.example/portfolio/games/star-saga", game["url"])
	assert.Equal(t, "https://portfolio.example"+starCover, game["image"])
	assert.Equal(t, "rpg, live <ops>", game["keywords"])
	assert.Equal(t, "Jordan Avery", game["creator"].(map[string]any)["name"])
	assert.Equal(t, "Jordan Avery", game["producer"].(map[string]any)["name"])
	crumbs := graphNode(t, ld, "BreadcrumbList")["itemListElement"].([]any)
	require.Len(t, crumbs, 4)
	assert.Equal(t, map[string]any{"@type": "ListItem", "position": 3.0, "name": "Games", "item": "https://portfolio.example/portfolio/games"}, crumbs[2])
	assert.Equal(t, "https://portfolio.example/portfolio/games/star-saga", crumbs[3].(map[string]any)["item"])

	// The same version revalidates.
	nm := e.do(request{method: http.MethodGet, path: "/portfolio/games/star-saga", header: map[string]string{"If-None-Match": tag}})
	assert.Equal(t, http.StatusNotModified, nm.Code)
	head := e.do(request{method: http.MethodHead, path: "/portfolio/games/star-saga"})
	assert.Equal(t, http.StatusOK, head.Code)
	assert.Empty(t, head.Body.String())

	portfolio, _ := e.page("/portfolio")
	assert.Contains(t, portfolio, `"url":"https://portfolio.example/portfolio/games/star-saga"`, "the portfolio's ItemList points at the project pages")

	body, _ = e.page("/portfolio/games/second-game")
	assert.Contains(t, body, `<a rel="prev" href="/portfolio/games/star-saga">Star &lt;Saga&gt;</a>`)
	assert.NotContains(t, body, `rel="next"`)
	assert.Contains(t, body, `<meta name="description" content="Games">`, "no description, no role: the category")
	assert.Contains(t, body, `<meta property="og:image" content="https://portfolio.example/images/og-image.png">`, "no uploaded cover: the site's image")

	body, _ = e.page("/portfolio/music/a-tune")
	assert.Equal(t, "A Tune", graphNode(t, headJSONLD(t, body), "MusicAlbum")["name"])
	assert.Contains(t, body, `<meta name="description" content="Composer – Music">`)
	assert.NotContains(t, body, `rel="next"`, "a category the portfolio has no section for: no neighbours")
}

func TestAProjectPageAddressIsAnsweredWithoutEver500(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SPA = projectBuild() })
	seedProjectPages(e)

	moved := e.get("/portfolio/music/star-saga", nil)
	assert.Equal(t, http.StatusMovedPermanently, moved.Code, "the same slug in another category")
	assert.Equal(t, "/portfolio/games/star-saga", moved.Header().Get("Location"))

	slash := e.get("/portfolio/games/star-saga/", nil)
	assert.Equal(t, http.StatusMovedPermanently, slash.Code, "a trailing slash, as for the other pages")
	assert.Equal(t, "/portfolio/games/star-saga", slash.Header().Get("Location"))

	for path, status := range map[string]int{
		"/portfolio/games/hidden-game":                    http.StatusNotFound,
		"/portfolio/games/nothing-here":                   http.StatusNotFound,
		"/portfolio/games/Star-Saga":                      http.StatusNotFound,
		"/portfolio/games/%00":                            http.StatusNotFound,
		"/portfolio/games/star%00saga":                    http.StatusNotFound,
		"/portfolio/games/" + strings.Repeat("a", 5000):   http.StatusNotFound,
		"/portfolio/games/%C3%BCni%C3%A7ode":              http.StatusNotFound,
		"/portfolio/games/star-saga/more":                 http.StatusNotFound,
		"/portfolio/games/%00/":                           http.StatusNotFound,
		"/portfolio/%00/star-saga":                        http.StatusNotFound, // issue 37: a control byte anywhere in a page path is not found
		"/portfolio/" + strings.Repeat("x", 5000) + "/ok": http.StatusNotFound,
	} {
		w := e.get(path, nil)
		assert.Equal(t, status, w.Code, path)
		if status == http.StatusNotFound {
			assert.Contains(t, w.Body.String(), "<h1>Page not found</h1>", path)
		}
	}
	assert.Empty(t, e.get("/portfolio/games/hidden-game", nil).Header().Get("ETag"))
}

// fakeRedirects is a redirect table (the lead's repository backs the
// catalogue's) and the visits counted.
type fakeRedirects struct {
	mu    sync.Mutex
	items []domain.Redirect
	hits  []int64
}

func (f *fakeRedirects) Redirects(context.Context, app.Viewer) (domain.CacheEntry, error) {
	return app.NewEntry(f.items)
}

func (f *fakeRedirects) RedirectHit(_ context.Context, id int64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.hits = append(f.hits, id)
}

func TestOldProjectAddressesMoveOnceOrAreGone(t *testing.T) {
	table := &fakeRedirects{items: []domain.Redirect{
		{ID: 3, From: "/portfolio/games/old-saga", To: "/portfolio/games/star-saga"},
		{ID: 4, From: "/portfolio/games/purged", To: ""},
		{ID: 5, From: "/portfolio/games/old-hidden", To: "/portfolio/games/hidden-game"},
	}}
	e := newEnv(t, func(d *envDeps) { d.SPA = projectBuild(); d.Redirects = table })
	seedProjectPages(e)

	w := e.get("/portfolio/games/old-saga", nil)
	assert.Equal(t, http.StatusMovedPermanently, w.Code)
	assert.Equal(t, "/portfolio/games/star-saga", w.Header().Get("Location"))
	assert.Equal(t, []int64{3}, table.hits, "the visit is counted")
	assert.Equal(t, http.StatusOK, e.get(w.Header().Get("Location"), nil).Code, "one hop")

	gone := e.get("/portfolio/games/purged", nil)
	assert.Equal(t, http.StatusGone, gone.Code)
	assert.Contains(t, gone.Body.String(), "<h1>Page not found</h1>")
	assert.Equal(t, http.StatusNotFound, e.get("/portfolio/games/old-hidden", nil).Code, "its page is hidden now")
	assert.Equal(t, []int64{3}, table.hits)
}

func TestProjectPagesAndTheSitemapFollowSaves(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SPA = projectBuild() })
	ids := seedProjectPages(e)
	cookie := e.login()
	updatedAt := func(slug string) string {
		w := e.get(idPath("/api/portfolio/projects/{id}", ids[slug]), cookie)
		require.Equal(t, http.StatusOK, w.Code)
		at, err := time.Parse(time.RFC3339Nano, decodeMap(t, w)["updatedAt"].(string))
		require.NoError(t, err)
		return at.UTC().Format(time.RFC3339)
	}

	sitemap := e.get("/sitemap.xml", nil).Body.String()
	assert.Contains(t, sitemap, "<url><loc>https://portfolio.example/portfolio</loc></url>", "the other routes as before")
	assert.Contains(t, sitemap, "<url><loc>https://portfolio.example/portfolio/games/star-saga</loc><lastmod>"+updatedAt("star-saga")+"</lastmod></url>")
	assert.Contains(t, sitemap, "<url><loc>https://portfolio.example/portfolio/games/second-game</loc><lastmod>"+updatedAt("second-game")+"</lastmod></url>")
	assert.Contains(t, sitemap, "<url><loc>https://portfolio.example/portfolio/games</loc><lastmod>"+updatedAt("second-game")+"</lastmod></url>", "the category: its latest project")
	assert.Contains(t, sitemap, "<url><loc>https://portfolio.example/portfolio/music/a-tune</loc>")
	assert.Contains(t, sitemap, "<url><loc>https://portfolio.example/portfolio/esports</loc></url>", "a category without projects: no lastmod")
	assert.NotContains(t, sitemap, "hidden-game")

	_, tag := e.page("/portfolio/games/star-saga")
	w := e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}", ids["star-saga"]), body: map[string]any{"title": "Star Saga II"}, cookie: cookie})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	body, tag2 := e.page("/portfolio/games/star-saga")
	assert.NotEqual(t, tag, tag2)
	assert.Contains(t, body, "<h1>Star Saga II</h1>")
	body, _ = e.page("/portfolio/games/second-game")
	assert.Contains(t, body, `<a rel="prev" href="/portfolio/games/star-saga">Star Saga II</a>`, "the neighbours follow too")

	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}", ids["second-game"]), body: map[string]any{"isActive": false}, cookie: cookie})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, http.StatusNotFound, e.get("/portfolio/games/second-game", nil).Code)
	body, _ = e.page("/portfolio/games/star-saga")
	assert.NotContains(t, body, `rel="next"`)
	sitemap = e.get("/sitemap.xml", nil).Body.String()
	assert.NotContains(t, sitemap, "second-game", "a hidden project leaves the sitemap at once")
	assert.Contains(t, sitemap, "<url><loc>https://portfolio.example/portfolio/games</loc><lastmod>"+updatedAt("star-saga")+"</lastmod></url>")
}

// TestAPreviewShowsProjectPagesWithTheirDrafts: a preview link serves the
// project pages too, drafts applied, never indexed, and its links to other
// project pages stay inside the preview.
func TestAPreviewShowsProjectPagesWithTheirDrafts(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SPA = projectBuild() })
	ids := seedProjectPages(e)
	admin := e.login()
	// A stored site document, whose draft the preview reads.
	w := e.do(request{method: http.MethodPut, path: "/api/site", body: map[string]any{"name": "Jordan Avery"}, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}?draft=true", ids["star-saga"]), body: map[string]any{"title": "Star Saga (draft)"}, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	w = e.do(request{method: http.MethodPost, path: "/api/previews", cookie: admin})
	require.Equal(t, http.StatusCreated, w.Code, w.Body.String())
	link := decodeMap(t, w)["url"].(string)
	prefix := strings.TrimSuffix(link[strings.Index(link, "/preview/"):], "/")

	w = e.get(prefix+"/portfolio/games/star-saga", nil)
	require.Equal(t, http.StatusOK, w.Code, e.logs.String())
	body := w.Body.String()
	assert.Contains(t, body, "<h1>Star Saga (draft)</h1>")
	assert.Contains(t, body, `<meta name="robots" content="noindex">`)
	assert.Contains(t, body, `<a rel="next" href="`+prefix+`/portfolio/games/second-game">`)
	assert.Contains(t, w.Header().Get("Cache-Control"), "no-store")
	moved := e.get(prefix+"/portfolio/music/star-saga", nil)
	assert.Equal(t, http.StatusMovedPermanently, moved.Code)
	assert.Equal(t, prefix+"/portfolio/games/star-saga", moved.Header().Get("Location"))
	assert.Equal(t, http.StatusNotFound, e.get(prefix+"/portfolio/games/hidden-game", nil).Code)

	public, _ := e.page("/portfolio/games/star-saga")
	assert.Contains(t, public, "<h1>Star &lt;Saga&gt;</h1>", "the public page keeps the published title")
}
