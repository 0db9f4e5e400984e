package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"sort"
	"strings"
	"testing"
	"testing/fstest"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/pages"
	"github.com/portfolio-site/portfolio/domain"
)

// No stored text is ever template syntax: the marker characters, every
// control and private-use samples saved in every field of the site
// document and of every catalogue list render escaped on every public
// page, before and after a restart.

const leakEmail = "leak@example.com"

// The poison's grades, from the whole of it down to what the text rule
// (domain/text.go) lets a field keep.
const (
	poisonAll        = iota // every C0 control, NUL included
	poisonLineBreaks        // of the C0 controls only tab, LF and CR: a multi-line field keeps them
	poisonNoC0              // no C0 control: what a one-line field keeps
)

// poisonSuffix holds what must never reach a page as it is: the markers
// (also as a whole marker naming another field), the C0 controls of the
// grade, every C1 control, DEL, private-use samples of the BMP and of
// planes 15 and 16, noncharacters, an invalid byte and HTML's own
// specials. (JSON carries the invalid byte as U+FFFD.)
func poisonSuffix(grade int) string {
	var b strings.Builder
	b.WriteString(" \uE000site.email\uE001 \uE001 \uE000 \uE000#each site.socials\uE001")
	for c := rune(0); c < 0x20; c++ {
		if grade == poisonAll || grade == poisonLineBreaks && (c == '\t' || c == '\n' || c == '\r') {
			b.WriteRune(c)
		}
	}
	b.WriteString("\x7F")
	for c := rune(0x80); c <= 0x9F; c++ {
		b.WriteRune(c)
	}
	b.WriteString("\uE123\uF8FF\U000F0000\U0010FFFD\uFDD0\uFFFE\U0001FFFF\u2028<b>&'\"")
	return b.String()
}

// c0Controls is every C0 control, NUL included: what rows stored before
// the text rule may hold.
func c0Controls() string {
	var b strings.Builder
	for c := rune(0); c < 0x20; c++ {
		b.WriteRune(c)
	}
	return b.String()
}

// poisonFields saves body with each string field (nested ones too) in turn
// given the poison, keeping those the API accepts (a URL, an e-mail
// address or a catalogue key may refuse it), and returns the body with
// every accepted poison. Every field must refuse the whole poison (the
// text rule refuses C0 controls everywhere; 400, not 500), then gets the
// grade a multi-line field keeps, then the one-line grade. save answers
// the status.
func poisonFields(t *testing.T, body map[string]any, save func(map[string]any) int) map[string]any {
	t.Helper()
	var leaves [][]any // paths to string leaves
	var walk func(v any, path []any)
	walk = func(v any, path []any) {
		switch x := v.(type) {
		case map[string]any:
			for k, v := range x {
				walk(v, append(append([]any{}, path...), k))
			}
		case []any:
			for i, v := range x {
				walk(v, append(append([]any{}, path...), i))
			}
		case string:
			leaves = append(leaves, path)
		}
	}
	walk(body, nil)
	set := func(root any, path []any, v string) string {
		for _, k := range path[:len(path)-1] {
			if s, ok := k.(string); ok {
				root = root.(map[string]any)[s]
			} else {
				root = root.([]any)[k.(int)]
			}
		}
		var old string
		if s, ok := path[len(path)-1].(string); ok {
			old = root.(map[string]any)[s].(string)
			root.(map[string]any)[s] = v
		} else {
			old = root.([]any)[path[len(path)-1].(int)].(string)
			root.([]any)[path[len(path)-1].(int)] = v
		}
		return old
	}
	accepted := 0
	for _, path := range leaves {
		old := set(body, path, "")
		set(body, path, old)
		for _, grade := range []int{poisonAll, poisonLineBreaks, poisonNoC0} {
			value := old + poisonSuffix(grade)
			if path[len(path)-1] == "name" && len(path) == 1 {
				value = "Evil \uE000site.email\uE001 Name" + poisonSuffix(grade)
			}
			set(body, path, value)
			status := save(body)
			// publicUrl is configuration: a save ignores it (domain.Site).
			if grade == poisonAll && !(len(path) == 1 && path[0] == "publicUrl") {
				require.Equal(t, http.StatusBadRequest, status, "every field refuses C0 controls: %v", path)
			}
			if status < 300 {
				accepted++
				break
			}
			set(body, path, old)
		}
	}
	require.Positive(t, accepted, "some field takes any text")
	require.Less(t, save(body), 300)
	return body
}

func adminSave(e *env, cookie *http.Cookie, method, path string) func(map[string]any) int {
	return func(body map[string]any) int {
		return e.do(request{method: method, path: path, cookie: cookie, body: body}).Code
	}
}

// poisonEverything fills the site document and one of every catalogue
// item with the poison.
func poisonEverything(t *testing.T, e *env) {
	admin := e.login()
	site := decodeMap(t, e.get("/api/site", admin))
	site["email"] = leakEmail
	poisonFields(t, site, adminSave(e, admin, http.MethodPut, "/api/site"))

	item := func(create string, body map[string]any, update string) map[string]any {
		created := e.create(admin, create, body)
		id := jsonNumber2String(created["id"])
		return poisonFields(t, body, adminSave(e, admin, http.MethodPut, strings.Replace(update, "{id}", id, 1)))
	}
	for _, category := range []string{"games", "film-animation", "music"} {
		project := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "P", "category": category, "subcategory": "riot-games",
			"imageUrl": "/uploads/0123456789abcdef0123456789abcdef.jpg", "tags": []any{"tag"}})
		id := jsonNumber2String(project["id"])
		poisonFields(t, map[string]any{"title": "P", "category": category, "subcategory": "riot-games", "role": "R", "description": "D",
			"imageUrl": "/uploads/0123456789abcdef0123456789abcdef.jpg", "imageDescription": "I", "videoUrl": "https://youtu.be/M7lc1UVf-VE",
			"tags": []any{"tag"}}, adminSave(e, admin, http.MethodPut, "/api/portfolio/projects/"+id))
		item("/api/portfolio/projects/"+id+"/links", map[string]any{"url": "https://www.youtube.com/watch?v=M7lc1UVf-VE", "label": "Watch", "type": "youtube"}, "/api/portfolio/links/{id}")
		item("/api/portfolio/projects/"+id+"/gallery", map[string]any{"src": "/uploads/00112233445566778899aabbccddeeff.png", "alt": "A", "caption": "C"}, "/api/portfolio/gallery/{id}")
	}
	item("/api/notable-collaborations", map[string]any{"title": "C", "imageUrl": "/uploads/00112233445566778899aabbccddeeff.png", "imageDescription": "I"}, "/api/notable-collaborations/{id}")
	for _, c := range []string{"podcast-appearances", "talks-panels"} {
		item("/api/media-press", map[string]any{"title": "M", "description": "D", "category": c, "linkType": "youtube", "url": "https://youtu.be/M7lc1UVf-VE",
			"thumbnailUrl": "/uploads/00112233445566778899aabbccddeeff.png", "thumbnailDescription": "T"}, "/api/media-press/{id}")
	}
	item("/api/investments", map[string]any{"title": "I", "category": "portfolio-companies", "subcategory": "game", "role": "R", "description": "D",
		"url": "https://i.example", "logoUrl": "/uploads/00112233445566778899aabbccddeeff.png", "logoDescription": "L"}, "/api/investments/{id}")
	item("/api/portfolio/section-layouts", map[string]any{"category": "games", "sectionTitle": "T", "sectionDescription": "D", "isActive": true}, "/api/portfolio/section-layouts/{id}")
}

// dumpTemplate writes a template reading every scalar of v (at path), as
// text and as an attribute value, and every array with #each.
func dumpTemplate(b *strings.Builder, v any, path string) {
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			if templateKey.MatchString(k) {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		for _, k := range keys {
			p := path + "." + k
			if path == "" || path == "." {
				p = path + k
				if path == "" {
					p = k
				}
			}
			dumpTemplate(b, x[k], p)
		}
	case []any:
		merged := map[string]any{}
		var scalar any
		for _, el := range x {
			if m, ok := el.(map[string]any); ok {
				for k, v := range m {
					merged[k] = v
				}
			} else {
				scalar = el
			}
		}
		fmt.Fprintf(b, "\uE000#each %s\uE001<li>", path)
		if scalar != nil || len(merged) == 0 {
			b.WriteString("\uE000.\uE001")
		} else {
			dumpTemplate(b, merged, ".")
		}
		b.WriteString("</li>\uE000/each\uE001")
	default:
		fmt.Fprintf(b, "<p title=\"\uE000%[1]s\uE001\">\uE000%[1]s\uE001</p>", path)
	}
}

// dumpBuild is a build whose pages read everything the server gives them
// now (so every field of every view), made from e's current pages.
func dumpBuild(t *testing.T, e *env) fstest.MapFS {
	site := e.handler.(*server).pages.(*pages.Site)
	data, err := site.TemplateData(context.Background(), httptest.NewRequest(http.MethodGet, "/?category=talks-panels", nil))
	require.NoError(t, err)
	fsys := listsBuild()
	for file, d := range data {
		var root strings.Builder
		dumpTemplate(&root, d, "")
		fsys[file] = &fstest.MapFile{Data: []byte(strings.Replace(testIndex, `<div id="root"></div>`, `<div id="root">`+root.String()+`</div>`, 1))}
	}
	return fsys
}

// templateKey matches the keys a template can name.
var templateKey = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)

// htmlForbids reports whether r must not appear as it is in an HTML page:
// a control other than white space, a C1 control, a private-use character
// (shown only as a reference) or a noncharacter.
func htmlForbids(r rune) bool {
	return r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r >= 0x7F && r <= 0x9F ||
		unicode.In(r, unicode.Co) || r >= 0xFDD0 && r <= 0xFDEF || r&0xFFFE == 0xFFFE
}

// checkPoisonedPage gets path and checks it renders the poison escaped.
func checkPoisonedPage(t *testing.T, e *env, path string, status int) {
	t.Helper()
	w := e.get(path, nil)
	require.Equal(t, status, w.Code, path)
	body := w.Body.String()
	assert.True(t, utf8.ValidString(body), path)
	assert.NotContains(t, body, "\uE000", path)
	assert.NotContains(t, body, "\uE001", path)
	for _, r := range body {
		if htmlForbids(r) {
			t.Errorf("%s: the page holds %U", path, r)
			break
		}
	}
	assert.NotContains(t, body, "Evil "+leakEmail, path)
	assert.NotContains(t, body, "<b>", path)
	assert.Contains(t, body, "&#xE000;site.email&#xE001;", path)
}

func TestNoStoredTextIsTemplateSyntax(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SPA = listsBuild() })
	poisonEverything(t, e)
	pages := []string{"/", "/about", "/portfolio", "/portfolio/music", "/games", "/investments", "/media-press", "/contact"}
	for _, p := range pages {
		checkPoisonedPage(t, e, p, http.StatusOK)
	}
	checkPoisonedPage(t, e, "/nope", http.StatusNotFound)
	assert.Contains(t, e.get("/games", nil).Body.String(), "Evil &#xE000;site.email&#xE001; Name", "the name shows escaped")

	// Rows stored before the text rule (or by an import that skipped it)
	// may still hold C0 controls: put them in behind the API's back.
	ctx := context.Background()
	_, err := e.siteRepo.Update(ctx, func(s *domain.Site) error {
		s.Tagline += c0Controls()
		s.Hero.Headline += c0Controls()
		return nil
	})
	require.NoError(t, err)
	projects, err := e.store.Projects().List(ctx, domain.ProjectFilter{})
	require.NoError(t, err)
	require.NotEmpty(t, projects)
	for _, p := range projects {
		_, err := e.store.Projects().Update(ctx, p.ID, func(p *domain.Project) error {
			p.Title += c0Controls()
			p.Description += c0Controls()
			return nil
		})
		require.NoError(t, err)
	}

	// A restart, with a build whose pages read every field of the site
	// document and every view the server gives them.
	fsys := dumpBuild(t, e)
	deps := e.deps(t, zap.NewNop())
	deps.SPA = fsys
	h, err := deps.newServer()
	require.NoError(t, err, "the pages compile from the build alone, whatever is stored")
	e.handler = h
	for _, p := range pages {
		checkPoisonedPage(t, e, p, http.StatusOK)
	}
	checkPoisonedPage(t, e, "/media-press?category=talks-panels", http.StatusOK)
	checkPoisonedPage(t, e, "/portfolio?search="+url.QueryEscape("\uE000site.email\uE001"), http.StatusOK)
	checkPoisonedPage(t, e, "/nope"+url.PathEscape("\uE000site.email\uE001"), http.StatusNotFound)
	body := e.get("/portfolio", nil).Body.String()
	assert.Contains(t, body, "&#xF0000;&#x10FFFD;", "private-use characters are references")
	assert.Contains(t, body, "\uFFFD", "controls and noncharacters are U+FFFD")
	ready := e.get("/readyz", nil)
	assert.Equal(t, http.StatusOK, ready.Code, ready.Body.String())
}
