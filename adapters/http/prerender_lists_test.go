package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// The Games, Investments and Media & Press pages as the build writes them,
// reduced to their lists: the same template paths the app's components
// write (frontend/src/features/{games,investments,media-press}), so a view
// the server stopped providing fails here as it would at start. {{ and }}
// stand for the marker characters.

var markers = strings.NewReplacer("{{", "\uE000", "}}", "\uE001")

func pageWithRoot(root string) []byte {
	return []byte(strings.Replace(testIndex, `<div id="root"></div>`, `<div id="root">`+markers.Replace(root)+`</div>`, 1))
}

const testGamesRoot = `<h1>Games Portfolio</h1>` +
	`{{#if views.games.empty}}<p>No games found in the portfolio.</p>{{/if}}` +
	`{{#unless views.games.empty}}<div class="grid">{{#each views.games.items}}<div data-testid="game-card">` +
	`<img src="{{.image}}" srcset="{{.srcSet}}" alt="{{.imageAlt}}">` +
	`{{#if .studio}}<span class="studio">{{.studio}}</span>{{/if}}{{#if .role}}<span class="role">{{.role}}</span>{{/if}}` +
	`<h2><button data-id="{{.id}}">{{.title}}</button></h2>{{#if .description}}<p>{{.description}}</p>{{/if}}` +
	`</div>{{/each}}</div>{{/unless}}`

const testCardList = `{{#if %[1]s.empty}}<p>No items found.</p>{{/if}}{{#unless %[1]s.empty}}<ul>{{#each %[1]s.items}}` +
	`<li data-testid="%[2]s-card"><img src="{{.%[3]s}}" srcset="{{.srcSet}}" alt="{{.%[3]sAlt}}"><h3>{{.title}}</h3>%[4]s</li>{{/each}}</ul>{{/unless}}`

// testInvestmentsRoot has every category and subcategory of the catalogue,
// as the app's page does.
func testInvestmentsRoot() string {
	var b strings.Builder
	b.WriteString(`<h1>Investments</h1>`)
	card := `{{#if .role}}<p class="role">{{.role}}</p>{{/if}}{{#if .url}}<a href="{{.url}}" target="_blank">{{.linkLabel}}</a>{{/if}}`
	for _, c := range domain.InvestmentCategories() {
		fmt.Fprintf(&b, `<section id="%s"><h2>%s</h2>`, c.Key, strings.ReplaceAll(c.Label, "{name}", "{{site.name}}"))
		if len(c.Subcategories) == 0 {
			fmt.Fprintf(&b, testCardList, "views.investments.categories."+c.Key, "investment", "logo", card)
		}
		for _, s := range c.Subcategories {
			fmt.Fprintf(&b, `<section id="%s"><h3>%s</h3>`, s.Key, s.Label)
			fmt.Fprintf(&b, testCardList, "views.investments.subcategories."+c.Key+"."+s.Key, "investment", "logo", card)
			b.WriteString(`</section>`)
		}
		b.WriteString(`</section>`)
	}
	return b.String()
}

func testMediaRoot() string {
	var b strings.Builder
	b.WriteString(`<h1>Media &amp; Press</h1>`)
	card := `{{#if .url}}{{#if .opens|eq:tab}}<a href="{{.url}}" target="_blank">{{.label}}</a>{{/if}}` +
		`{{#unless .opens|eq:tab}}<button data-opens="{{.opens}}">{{.label}}</button>{{/unless}}{{/if}}`
	for _, c := range domain.MediaCategories() {
		fmt.Fprintf(&b, `<section id="%s"><h2>%s</h2>`, c.Key, c.Label)
		fmt.Fprintf(&b, testCardList, "views.media.sections."+c.Key, "media", "image", card)
		b.WriteString(`</section>`)
	}
	return b.String()
}

// htmlOf is a page's #root, without the embedded data and JSON-LD.
func htmlOf(page string) string {
	start := strings.Index(page, `<div id="root">`)
	end := strings.Index(page, `<script type="module"`)
	if start < 0 || end < start {
		return ""
	}
	return page[start:end]
}

func listsBuild() fstest.MapFS {
	fsys := prerenderedBuild()
	fsys["pages/games.html"] = &fstest.MapFile{Data: pageWithRoot(testGamesRoot)}
	fsys["pages/investments.html"] = &fstest.MapFile{Data: pageWithRoot(testInvestmentsRoot())}
	fsys["pages/media-press.html"] = &fstest.MapFile{Data: pageWithRoot(testMediaRoot())}
	return fsys
}

// page gets path and checks what every filled page has: a 200, no marker
// left, the site profile in the embedded data, an entity tag.
func (e *env) page(path string) (body, etag string) {
	e.t.Helper()
	w := e.get(path, nil)
	require.Equal(e.t, http.StatusOK, w.Code)
	body = w.Body.String()
	assert.NotContains(e.t, body, "\uE000", "every marker is filled")
	assert.NotContains(e.t, body, "\uE001")
	assert.NotContains(e.t, body, `data-hydrate="load"`)
	etag = w.Header().Get("ETag")
	require.NotEmpty(e.t, etag)
	return body, etag
}

func TestTheGamesPageIsFilledFromTheCatalogue(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SPA = listsBuild() })

	body, tag := e.page("/games")
	assert.Contains(t, body, "<p>No games found in the portfolio.</p>")
	assert.NotContains(t, body, `data-testid="game-card"`)
	assert.Contains(t, body, `"@type":"ItemList","itemListElement":[],"name":"Games Portfolio","numberOfItems":0`)

	cookie := e.login()
	e.create(cookie, "/api/portfolio/projects", map[string]any{
		"title": "Star <Saga>", "category": "games", "subcategory": "riot-games", "role": " Lead & Producer ", "description": "A live game.",
		"imageUrl": "/uploads/0123456789abcdef0123456789abcdef.jpg", "priority": 2,
	})
	e.create(cookie, "/api/portfolio/projects", map[string]any{"title": "Indie", "category": "games", "subcategory": "tiny-studio", "priority": 1})
	e.create(cookie, "/api/portfolio/projects", map[string]any{"title": "Hidden", "category": "games", "isActive": false})
	e.create(cookie, "/api/portfolio/projects", map[string]any{"title": "A Film", "category": "film-animation"})

	body, tag2 := e.page("/games")
	assert.NotEqual(t, tag, tag2, "a save shows on the next page load")
	assert.NotContains(t, body, "No games found")
	assert.Equal(t, 2, strings.Count(body, `data-testid="game-card"`), "active games only, of the games category only")
	assert.NotContains(t, body, "Hidden")
	assert.NotContains(t, body, "A Film")
	indie, star := strings.Index(body, ">Indie</button>"), strings.Index(body, ">Star &lt;Saga&gt;</button>")
	require.Positive(t, indie)
	assert.Less(t, indie, star, "priority order")
	assert.Contains(t, body, `<span class="studio">Riot Games</span><span class="role">Lead &amp; Producer</span>`)
	assert.Contains(t, body, `<span class="studio">tiny-studio</span><h2>`, "an unknown studio shows as its key; no role, no badge")
	assert.Contains(t, body, `<img src="/images/default-project.svg" srcset="" alt="Indie">`)
	assert.Contains(t, body, `srcset="/uploads/0123456789abcdef0123456789abcdef-w480.webp 480w, `)
	assert.Contains(t, body, `"@type":"VideoGame","name":"Star \u003cSaga\u003e","description":"A live game.","image":"https://portfolio.example/uploads/0123456789abcdef0123456789abcdef.jpg","genre":"Riot Games","url":"https://portfolio.example/portfolio/games/star-saga"`, "each game at its own page")
	assert.Contains(t, body, `"numberOfItems":2`)

	again, tag3 := e.page("/games")
	assert.Equal(t, tag2, tag3)
	assert.Equal(t, body, again)
}

func TestTheInvestmentsPageIsFilledFromTheCatalogue(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SPA = listsBuild() })

	body, tag := e.page("/investments")
	assert.Contains(t, body, `<h2>Funds Managed by Jordan Avery</h2>`)
	assert.Contains(t, body, `<h2>Jordan Avery' Investments</h2>`)
	assert.Equal(t, 7, strings.Count(body, "<p>No items found.</p>"), "one per category without subcategories and per subcategory")
	assert.Contains(t, body, `"numberOfItems":0`)

	cookie := e.login()
	fund := e.create(cookie, "/api/investments", map[string]any{
		"title": "Fund <One>", "category": "funds-managed", "url": "https://fund.example", "role": "GP", "description": "First fund.",
		"logoUrl": "/images/demo/logo-01.svg", "logoDescription": "Fund logo",
	})
	e.create(cookie, "/api/investments", map[string]any{"title": "Board Co", "category": "board-advisory", "subcategory": "board-roles", "url": "https://board.example"})
	e.create(cookie, "/api/investments", map[string]any{"title": "Odd Co", "category": "portfolio-companies", "subcategory": "hardware"})
	e.create(cookie, "/api/investments", map[string]any{"title": "Quiet Co", "category": "portfolio-companies", "subcategory": "game", "isActive": false})

	body, tag2 := e.page("/investments")
	assert.NotEqual(t, tag, tag2)
	assert.Equal(t, 2, strings.Count(body, `data-testid="investment-card"`), "unknown subcategories and inactive investments show nowhere")
	assert.Equal(t, 5, strings.Count(body, "<p>No items found.</p>"))
	funds := body[strings.Index(body, `<section id="funds-managed">`):strings.Index(body, `<section id="portfolio-companies">`)]
	assert.Contains(t, funds, `<img src="/images/demo/logo-01.svg" srcset="" alt="Fund logo"><h3>Fund &lt;One&gt;</h3><p class="role">GP</p><a href="https://fund.example" target="_blank">Learn More</a>`)
	boards := body[strings.Index(body, `<section id="board-roles">`):]
	assert.Contains(t, boards, `<h3>Board Co</h3><a href="https://board.example" target="_blank">Visit Website</a>`)
	assert.NotContains(t, htmlOf(body), "Odd Co")
	assert.NotContains(t, body, "Quiet Co", "inactive: not even in the embedded data")
	assert.Contains(t, body, `"@type":"Organization","name":"Fund \u003cOne\u003e","description":"First fund.","url":"https://fund.example","logo":"https://portfolio.example/images/demo/logo-01.svg"`)
	assert.Contains(t, body, `"@type":"Organization","name":"Board Co","url":"https://board.example"}`)
	assert.Contains(t, body, `"numberOfItems":2`)

	// An edit shows too.
	w := e.do(request{method: http.MethodPut, path: idPath("/api/investments/{id}", fund["id"]), body: map[string]any{"title": "Fund Two"}, cookie: cookie})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	body, tag3 := e.page("/investments")
	assert.NotEqual(t, tag2, tag3)
	assert.Contains(t, body, "<h3>Fund Two</h3>")
	assert.NotContains(t, body, "Fund &lt;One&gt;")
}

func TestTheMediaPageIsFilledFromTheCatalogue(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SPA = listsBuild() })

	body, tag := e.page("/media-press")
	assert.Equal(t, 4, strings.Count(body, "<p>No items found.</p>"))

	cookie := e.login()
	e.create(cookie, "/api/media-press", map[string]any{
		"title": "Keynote & Q&A", "category": "talks-panels", "linkType": "youtube", "url": "https://youtu.be/M7lc1UVf-VE",
		"thumbnailUrl": "/uploads/00112233445566778899aabbccddeeff.png", "description": "A talk.",
	})
	e.create(cookie, "/api/media-press", map[string]any{"title": "Pod", "category": "podcast-appearances", "linkType": "audio", "url": "https://pod.example/1"})
	e.create(cookie, "/api/media-press", map[string]any{"title": "Story", "category": "featured-articles", "linkType": "other", "url": "https://news.example/a"})
	e.create(cookie, "/api/media-press", map[string]any{"title": "No link", "category": "interviews", "linkType": "youtube"})
	e.create(cookie, "/api/media-press", map[string]any{"title": "Film", "category": "documentaries", "url": "https://example.com/d"})

	body, tag2 := e.page("/media-press")
	assert.NotEqual(t, tag, tag2)
	assert.Equal(t, 4, strings.Count(body, `data-testid="media-card"`), "an unknown category shows nowhere")
	assert.NotContains(t, body, "<p>No items found.</p>")
	assert.NotContains(t, htmlOf(body), ">Film<")
	assert.Contains(t, body, `srcset="/uploads/00112233445566778899aabbccddeeff-w480.webp 480w, `)
	assert.Contains(t, body, `<h3>Keynote &amp; Q&amp;A</h3><button data-opens="video">Watch Now</button>`)
	assert.Contains(t, body, `<h3>Pod</h3><button data-opens="audio">Listen Now</button>`)
	assert.Contains(t, body, `<h3>Story</h3><a href="https://news.example/a" target="_blank">View</a>`)
	assert.Contains(t, body, `<h3>No link</h3></li>`, "no link, no button")
	assert.Contains(t, body, `"@type":"CreativeWork","name":"Keynote \u0026 Q\u0026A","description":"A talk.","url":"https://youtu.be/M7lc1UVf-VE","image":"https://portfolio.example/uploads/00112233445566778899aabbccddeeff.png","genre":"Talks \u0026 Panels"`)
	assert.Contains(t, body, `"@type":"CreativeWork","name":"No link","url":"https://portfolio.example/media-press#interviews","genre":"Interviews"`)
	assert.Contains(t, body, `"numberOfItems":4`)
	// Sections in catalogue order, whatever the order of saving.
	assert.Less(t, strings.Index(body, "<h3>Pod</h3>"), strings.Index(body, "<h3>Keynote"))
}
