package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// textsPage is a page template that reads the texts as the built pages
// do (the markers of frontend/src/ssr/template.ts).
const textsPage = "<div id=\"root\"><h2>\uE000site.homeTexts.projectsHeading\uE001</h2><h2>\uE000site.callToAction.heading\uE001</h2>" +
	"<a>\uE000site.callToAction.contactButton\uE001</a><h1>\uE000site.pages.portfolioTitle\uE001</h1>" +
	"<h2>\uE000site.footer.quickLinksHeading\uE001</h2><h2>\uE000site.footer.connectHeading\uE001</h2>" +
	"<nav><a href=\"/\">\uE000site.nav.home\uE001</a><a href=\"/about\">\uE000views.texts.navAbout\uE001</a><a href=\"/portfolio\">\uE000site.nav.portfolio\uE001</a></nav>" +
	"<h1 id=\"about\">\uE000views.texts.aboutTitle\uE001</h1><p id=\"hint\">\uE000views.texts.notFoundBefore\uE001|\uE000views.texts.notFoundAfter\uE001</p>" +
	"<ul>\uE000#each site.footer.industries\uE001<li>\uE000.\uE001</li>\uE000/each\uE001</ul><p>\uE000views.footer.copyright\uE001</p>" +
	"<ul>\uE000#each site.socials\uE001<li id=\"social-\uE000.platform\uE001\"></li>\uE000/each\uE001</ul></div>"

// The public pages' fixed texts are the site document's: GET answers the
// spec's words by default, a save of some texts changes only those, and
// the next page load (server-rendered) shows them, HTML as text.
func TestSiteTextsSaveAndShowOnThePages(t *testing.T) {
	e := newEnv(t, func(d *envDeps) {
		fsys := prerenderedBuild()
		fsys["pages/about.html"] = &fstest.MapFile{Data: []byte(strings.Replace(testIndex, `<div id="root"></div>`, textsPage, 1))}
		d.SPA = fsys
	})
	admin := e.login()
	doc := decodeMap(t, e.get("/api/site", nil))
	cta := doc["callToAction"].(map[string]any)
	assert.Equal(t, "Ready to Collaborate or Connect", cta["heading"])
	assert.Equal(t, "Contact Directly", cta["contactButton"])
	assert.Equal(t, "Portfolio: A Creative Legacy", doc["pages"].(map[string]any)["portfolioTitle"])
	assert.Equal(t, "© 2025 {name}. All rights reserved.", doc["footer"].(map[string]any)["copyright"])
	assert.Equal(t, map[string]any{"home": "Home", "about": "About {name}", "portfolio": "Portfolio", "investments": "Investments",
		"mediaPress": "Media & Press", "speaking": "Speaking", "contact": "Contact", "pressKit": "Press Kit"}, doc["nav"], "the spec's navigation labels, the speaking page's and the press kit's")
	assert.Equal(t, "About {name}", doc["pages"].(map[string]any)["aboutTitle"])

	page := e.get("/about", nil).Body.String()
	for _, want := range []string{"<h2>Projects Overview</h2>", "<h2>Ready to Collaborate or Connect</h2>", "<a>Contact Directly</a>",
		"<h1>Portfolio: A Creative Legacy</h1>", "<li>Music Production</li>", "<p>© 2025 Jordan Avery. All rights reserved.</p>", `id="social-x"`,
		"<h2>Quick Links</h2>", "<h2>Connect</h2>",
		`<nav><a href="/">Home</a><a href="/about">About Jordan Avery</a><a href="/portfolio">Portfolio</a></nav>`,
		`<h1 id="about">About Jordan Avery</h1>`, `<p id="hint">Nothing lives at |. Did you forget to add the page to the router?</p>`} {
		assert.Contains(t, page, want)
	}

	w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{
		"homeTexts":    map[string]any{"projectsHeading": "Selected <em>Work</em>"},
		"callToAction": map[string]any{"heading": "Let us talk", "contactButton": "Write to me"},
		"pages":        map[string]any{"portfolioTitle": "A Body of Work"},
		"footer":       map[string]any{"copyright": "© {year} {name} & friends", "industries": []string{"Games", "Esports"}, "connectHeading": "Say hello"},
		"socials":      []map[string]any{{"platform": "bluesky", "label": "Bluesky", "url": "https://bsky.app/profile/jo"}},
		"nav":          map[string]any{"portfolio": "My <Work>", "about": "Meet {name}"},
		"sections":     map[string]any{"interviews": "Conversations"},
	}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	saved := decodeMap(t, w)
	assert.Equal(t, "Contact", saved["nav"].(map[string]any)["contact"], "the labels not sent keep theirs")
	assert.Equal(t, "Conversations", saved["sections"].(map[string]any)["interviews"])
	assert.Equal(t, "Talks & Panels", saved["sections"].(map[string]any)["talksPanels"])
	assert.Equal(t, "Explore Portfolio", saved["callToAction"].(map[string]any)["portfolioButton"], "a group merges member by member")
	assert.Equal(t, "Impact Through Innovation", saved["homeTexts"].(map[string]any)["impactHeading"])

	page = e.get("/about", nil).Body.String()
	year := strconv.Itoa(time.Now().Year())
	for _, want := range []string{"<h2>Selected &lt;em&gt;Work&lt;/em&gt;</h2>", "<h2>Let us talk</h2>", "<a>Write to me</a>",
		"<h1>A Body of Work</h1>", "<li>Esports</li>", "<p>© " + year + " Jordan Avery &amp; friends</p>", `id="social-bluesky"`,
		"<h2>Say hello</h2>", "<h2>Quick Links</h2>",
		`<nav><a href="/">Home</a><a href="/about">Meet Jordan Avery</a><a href="/portfolio">My &lt;Work&gt;</a></nav>`} {
		assert.Contains(t, page, want)
	}
	assert.NotContains(t, page, "<em>Work</em>", "HTML is text")
	assert.NotContains(t, page, "Music Production")
}

func TestSiteTextsAreChecked(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	before := e.get("/api/site", nil).Body.String()
	for body, fields := range map[string]map[string]string{
		`{"pages": {"portfolioTitle": 5}}`:                                                      {"pages.portfolioTitle": "Expected string, received number"},
		`{"pages": {"portfolioTitle": null}}`:                                                   {"pages.portfolioTitle": "Expected string, received null"},
		`{"pages": {"heroTitle": "x"}}`:                                                         {"pages.heroTitle": "Unknown field"},
		`{"homeTexts": "Projects"}`:                                                             {"homeTexts": "Expected object, received string"},
		`{"callToAction": {"heading": " "}}`:                                                    {"callToAction.heading": "Required"},
		`{"footer": {"industries": ["Games", 1]}}`:                                              {"footer.industries[1]": "Expected string, received number"},
		`{"footer": {"copyright": ""}}`:                                                         {"footer.copyright": "Required"},
		`{"socials": [{"platform": "myspace", "label": "M", "url": "#"}]}`:                      {"socials[0].platform": "Must be one of the social platforms"},
		`{"homeTexts": {"projectsHeading": "` + strings.Repeat("x", 201) + `"}}`:                {"homeTexts.projectsHeading": "String must contain at most 200 character(s)"},
		`{"gameStudios": [{"key": "Riot Games", "name": "Riot"}]}`:                              {"gameStudios[0].key": "Use lowercase letters, digits and hyphens, like riot-games"},
		`{"gameStudios": [{"key": "a", "name": "A"}, {"key": "a", "name": "B"}]}`:               {"gameStudios[1].key": "Another studio already uses this key"},
		`{"gameStudios": [{"key": "a", "name": "", "logo": 5}]}`:                                {"gameStudios[0].logo": "Expected string, received number"},
		`{"gameStudios": [{"key": "a", "name": "A", "url": "x"}]}`:                              {"gameStudios[0].url": "Unknown field"},
		`{"gameStudios": [{"key": "a", "name": "A", "logoUrl": "javascript:alert(1)"}]}`:        {"gameStudios[0].logoUrl": "Must be a valid image URL or path"},
		`{"outlets": ["A"], "outletLogos": [{"name": "B", "logoUrl": "/logos/b.svg"}]}`:         {"outletLogos[0].name": "Must be the name of one of the outlets"},
		`{"outlets": ["A"], "outletLogos": [{"name": "A", "logoUrl": "//evil.example/a.svg"}]}`: {"outletLogos[0].logoUrl": "Must be a valid image URL or path"},
		`{"outlets": ["A"], "outletLogos": [{"name": "A", "logo": "/a.svg"}]}`:                  {"outletLogos[0].logo": "Unknown field"},
		`{"pages": {"mediaIntro": "` + strings.Repeat("x", 2001) + `"}}`:                        {"pages.mediaIntro": "String must contain at most 2000 character(s)"},
		`{"nav": {"portfolio": ""}}`:                                                            {"nav.portfolio": "Required"},
		`{"nav": {"games": "Games"}}`:                                                           {"nav.games": "Unknown field"},
		`{"nav": {"about": 1}, "name": "Jo"}`:                                                   {"nav.about": "Expected string, received number"},
		`{"nav": {"home": "Start", "contact": " "}}`:                                            {"nav.contact": "Required"},
		`{"sections": {"game": ""}}`:                                                            {"sections.game": "Required"},
		`{"sections": {"funds-managed": "Funds"}}`:                                              {"sections.funds-managed": "Unknown field"},
		`{"pages": {"notFoundTitle": "` + strings.Repeat("x", 201) + `"}}`:                      {"pages.notFoundTitle": "String must contain at most 200 character(s)"},
	} {
		w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: body})
		require.Equal(t, http.StatusBadRequest, w.Code, body)
		var answer struct {
			Message string
			Fields  map[string]string
		}
		require.NoError(t, json.Unmarshal(w.Body.Bytes(), &answer), body)
		assert.Equal(t, fields, answer.Fields, body)
		for field := range fields {
			assert.Contains(t, answer.Message, field, "the message names the field")
		}
	}
	assert.Equal(t, before, e.get("/api/site", nil).Body.String(), "nothing was saved")
}

// studiosPage is the Games section as the built portfolio page reads it.
const studiosPage = "<div id=\"root\"><nav>\uE000#each views.portfolio.games.studios\uE001<a href=\"\uE000.href\uE001\">\uE000.logo\uE001</a>\uE000/each\uE001</nav>" +
	"\uE000#each views.portfolio.games.studios\uE001\uE000#if .visible\uE001<section id=\"\uE000.anchor\uE001\"><h3>\uE000.title\uE001</h3><p>\uE000.period\uE001</p>" +
	"<ul>\uE000#each .items\uE001<li>\uE000.title\uE001</li>\uE000/each\uE001</ul></section>\uE000/if\uE001\uE000/each\uE001" +
	"\uE000#each views.portfolio.games.extra\uE001<section id=\"\uE000.anchor\uE001\"><h3>\uE000.title\uE001</h3></section>\uE000/each\uE001</div>"

// The Games section's studio blocks are the site document's: the spec's
// three by default, then the owner's list, in its order, with the games of
// each studio's key; a studio removed leaves its games in a group of their
// own.
func TestGameStudiosAreTheOwners(t *testing.T) {
	e := newEnv(t, func(d *envDeps) {
		fsys := prerenderedBuild()
		fsys["pages/portfolio.html"] = &fstest.MapFile{Data: []byte(strings.Replace(testIndex, `<div id="root"></div>`, studiosPage, 1))}
		d.SPA = fsys
	})
	admin := e.login()
	for _, p := range []map[string]any{
		{"title": "League", "category": "games", "subcategory": "riot-games"},
		{"title": "Indie Gem", "category": "games", "subcategory": "indie"},
	} {
		w := e.do(request{method: http.MethodPost, path: "/api/portfolio/projects", cookie: admin, body: p})
		require.Equal(t, http.StatusCreated, w.Code, w.Body.String())
	}
	page := e.get("/portfolio", nil).Body.String()
	for _, want := range []string{`<a href="#riot">RIOT</a>`, `<a href="#ea">EA</a>`, `<section id="games-riot"><h3>Riot Games</h3>`, "<li>League</li>",
		`<section id="games-namco"><h3>Bandai Namco</h3><p>First chapter · arcade and console action</p>`, `<section id="games-indie"><h3>indie</h3></section>`} {
		assert.Contains(t, page, want)
	}

	w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{
		"gameStudios": []map[string]any{{"key": "indie", "name": "Indie <Studio>", "logo": "IND", "period": "Now"}},
	}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	page = e.get("/portfolio", nil).Body.String()
	for _, want := range []string{`<a href="#games-indie">IND</a>`, `<section id="games-indie"><h3>Indie &lt;Studio&gt;</h3><p>Now</p><ul><li>Indie Gem</li></ul>`,
		`<section id="games-riot-games"><h3>Riot Games</h3></section>`} {
		assert.Contains(t, page, want)
	}
	assert.NotContains(t, page, "RIOT")
}

// The logos of the outlets and studios go through PUT /api/site and come
// back from GET /api/site; a client that sends the outlets alone keeps the
// logos of the outlets it still names.
func TestSiteLogosRoundTrip(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	body := map[string]any{
		"outlets":     []string{"Pixel Ledger", "Venture Weekly"},
		"outletLogos": []map[string]any{{"name": "Pixel Ledger", "logoUrl": "/uploads/00112233445566778899aabbccddeeff.png"}},
		"gameStudios": []map[string]any{{"key": "indie", "name": "Indie", "logo": "IND", "logoUrl": "/logos/indie.svg", "period": ""}},
	}
	w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: body})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	var got struct {
		Outlets     []string         `json:"outlets"`
		OutletLogos []map[string]any `json:"outletLogos"`
		GameStudios []map[string]any `json:"gameStudios"`
	}
	require.NoError(t, json.Unmarshal(e.get("/api/site", nil).Body.Bytes(), &got))
	assert.Equal(t, []string{"Pixel Ledger", "Venture Weekly"}, got.Outlets, "outlets stay a list of names")
	assert.Equal(t, []map[string]any{{"name": "Pixel Ledger", "logoUrl": "/uploads/00112233445566778899aabbccddeeff.png", "logoFocalX": 0.5, "logoFocalY": 0.5}}, got.OutletLogos, "a focal point not sent is centred")
	require.Len(t, got.GameStudios, 1)
	assert.Equal(t, "/logos/indie.svg", got.GameStudios[0]["logoUrl"])
	assert.Equal(t, "IND", got.GameStudios[0]["logo"], "the wordmark stays the fallback")

	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{"outlets": []string{"Venture Weekly", "Pixel Ledger", "New Outlet"}}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	require.NoError(t, json.Unmarshal(e.get("/api/site", nil).Body.Bytes(), &got))
	assert.Len(t, got.OutletLogos, 1, "the outlets alone keep the logo of an outlet still named")
	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{"outlets": []string{"Pixel Weekly"}}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	require.NoError(t, json.Unmarshal(e.get("/api/site", nil).Body.Bytes(), &got))
	assert.Empty(t, got.OutletLogos, "a renamed outlet's logo goes with its old name")
}
