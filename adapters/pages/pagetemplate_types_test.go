package pages

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// mark is a template marker around instruction.
func mark(instruction string) string { return pageMarkOpen + instruction + pageMarkClose }

// mediaRoot is the data type of a Media & Press page: its view and the
// site document.
func mediaRoot(t *testing.T) *pageData {
	t.Helper()
	d, err := newPageData([]byte(`{"name":"N"}`), "http://x", nil, testViewConfig(t), domain.Site{Name: "N"}, app.Viewer{})
	require.NoError(t, err)
	return d
}

// A misspelt marker fails the type check with the page and the marker
// named: a field of a view, of an #each's elements, of the site document.
func TestTypeCheckNamesTheTemplateAndTheMisspeltField(t *testing.T) {
	d := mediaRoot(t)
	root := d.dataType(nil, map[string]any{"media": mediaPageView{}}, false)
	each := mark("#each views.media.sections.interviews.items")
	for name, tc := range map[string]struct{ src, marker, field string }{
		"view field":    {src: mark("views.media.allCurent"), marker: "views.media.allCurent", field: `MediaView has no field "allCurent"`},
		"each element":  {src: each + mark(".titel") + mark("/each"), marker: ".titel", field: `MediaCardView has no field "titel"`},
		"nested if":     {src: each + mark("#if .url") + mark(".lable") + mark("/if") + mark("/each"), marker: ".lable", field: `MediaCardView has no field "lable"`},
		"site document": {src: mark("site.footer.quickLinksHeadin"), marker: "site.footer.quickLinksHeadin", field: `has no field "quickLinksHeadin"`},
		"site list":     {src: mark("#each site.socials") + mark(".lable") + mark("/each"), marker: ".lable", field: `SiteSocial has no field "lable"`},
		"unknown view":  {src: mark("views.medai.allCurrent"), marker: "views.medai.allCurrent", field: `has no field "medai"`},
		"into a string": {src: mark("views.media.allCurrent.x"), marker: "views.media.allCurrent.x", field: `views.media.allCurrent is a string`},
	} {
		tmpl, err := compilePage([]byte("<p>" + tc.src + "</p>"))
		require.NoError(t, err, name)
		err = tmpl.typeCheck("/media-press", root)
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), `page "/media-press"`, name)
		assert.Contains(t, err.Error(), tc.marker, name)
		assert.Contains(t, err.Error(), tc.field, name)
	}

	ok := each + mark(".title") + mark("#if .url") + mark(".label") + mark("/if") + mark("/each") +
		mark("views.media.allCurrent|eq:true") + mark("site.footer.quickLinksHeading") + mark("#each site.socials") + mark(".label") + mark("/each") +
		mark("views.home.hero.headline") + mark("views.footer.copyright") + mark("request.path")
	tmpl, err := compilePage([]byte(ok))
	require.NoError(t, err)
	assert.NoError(t, tmpl.typeCheck("/media-press", root))
}

// The server does not start with a page whose markers name a field that
// does not exist, even one only an #each's elements or the site document
// would have (which no probe of empty lists can find).
func TestASiteWithAMisspeltMarkerDoesNotStart(t *testing.T) {
	index := "<!doctype html><html lang=\"en\"><head><title>x</title><!--app-head--></head><body><div id=\"root\"></div></body></html>"
	page := func(root string) []byte {
		return []byte(strings.Replace(index, `<div id="root"></div>`, `<div id="root">`+root+`</div>`, 1))
	}
	for marker, root := range map[string]string{
		".lable":                       mark("#each site.socials") + mark(".lable") + mark("/each"),
		"site.footer.quickLinksHeadin": mark("site.footer.quickLinksHeadin"),
	} {
		fsys := fstest.MapFS{"index.html": {Data: []byte(index)}, "pages/about.html": {Data: page(root)}}
		_, err := NewSite(Deps{FS: fsys, Site: app.SiteProfile{Name: "N", PublicURL: "http://x"}, Log: zap.NewNop()})
		require.Error(t, err, marker)
		assert.Contains(t, err.Error(), `page "/about"`)
		assert.Contains(t, err.Error(), marker)
	}
	fsys := fstest.MapFS{"index.html": {Data: []byte(index)}, "pages/about.html": {Data: page(mark("#each site.socials") + mark(".label") + mark("/each"))}}
	_, err := NewSite(Deps{FS: fsys, Site: app.SiteProfile{Name: "N", PublicURL: "http://x"}, Log: zap.NewNop()})
	assert.NoError(t, err)
}

// builtFrontend is the frontend's build (frontend/dist, `make build`):
// without it the test is skipped, and fails on CI.
func builtFrontend(t *testing.T) fs.FS {
	t.Helper()
	dist := os.DirFS(filepath.Join("..", "..", "frontend", "dist"))
	_, err := fs.Stat(dist, "pages/index.html")
	if errors.Is(err, fs.ErrNotExist) {
		if os.Getenv("CI") == "true" {
			t.Fatal("the frontend is not built (make build)")
		}
		t.Skip("the frontend is not built (make build)")
	}
	require.NoError(t, err)
	return dist
}

// TestBuiltTemplatesReadOnlyViewFields checks every page of the frontend's
// build (frontend/dist/pages, `make build`) against the views' types: a
// component that names a field no view has fails here, naming the page
// and the field. Without a build it is skipped (and fails on CI).
func TestBuiltTemplatesReadOnlyViewFields(t *testing.T) {
	dist := builtFrontend(t)
	doc := domain.Site{Name: "N"}
	siteJSON, err := json.Marshal(doc)
	require.NoError(t, err)
	d, err := newPageData(siteJSON, "http://x", nil, newViewConfig(), doc, app.Viewer{})
	require.NoError(t, err)

	files, err := fs.Glob(dist, "pages/*.html")
	require.NoError(t, err)
	more, err := fs.Glob(dist, "pages/*/*.html")
	require.NoError(t, err)
	files = append(files, more...)
	require.NotEmpty(t, files)
	checked := 0
	for _, file := range files {
		route := "/" + strings.TrimSuffix(strings.TrimPrefix(file, "pages/"), ".html")
		switch route {
		case "/index":
			route = "/"
		case "/404":
			route = ""
		}
		src, err := fs.ReadFile(dist, file)
		require.NoError(t, err)
		tmpl, err := compilePage(src)
		require.NoError(t, err, file)
		var lists map[string]any
		var l *pageLists
		if p, ok := pageAt(route); ok && p.lists != nil {
			l = p.lists(d, p)
		} else if cp, ok := d.views.categoryPageFor(route); ok {
			l = d.categoryLists(cp)
		} else if route == projectTemplateRoute {
			lists = map[string]any{"project": projectPageView{}}
		} else if route == appearanceTemplateRoute {
			lists = map[string]any{"appearance": appearancePageView{}}
		}
		if l != nil {
			lists, _, err = l.build(make([][]byte, len(l.sources)), pageQuery{})
			require.NoError(t, err, file)
		}
		withForm := strings.Contains(string(src), pageMarkOpen+"form.")
		assert.NoError(t, tmpl.typeCheck(route, d.dataType(nil, lists, withForm)), file)
		checked++
	}
	for _, p := range Pages() {
		if p.Prerender {
			_, err := fs.Stat(dist, prerenderedFile(p.Path))
			assert.NoError(t, err, "the build prerenders %s (pages.Pages)", p.Path)
		}
	}
	t.Logf("%d built pages checked", checked)
}
