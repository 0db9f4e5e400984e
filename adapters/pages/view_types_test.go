package pages

import (
	"encoding/json"
	"maps"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// The views as frontend/src/lib/views.gen.ts declares them (cmd/gen-ts
// writes it from ViewTypes): every list and map member non-nullable, every
// member present, every narrowed string one of its type's values. These
// tests hold the views' JSON, for empty content and for every golden case,
// to those declarations.

// tagValues are the values of the types a `ts` tag may name.
var tagValues = map[string][]string{
	"IconKey":        domain.SiteIcons(),
	"EraPalette":     domain.SitePalettes(),
	"LinkKind":       LinkKinds(),
	"SectionDisplay": {domain.DisplayGrid, domain.DisplayList},
}

var tsLiteral = regexp.MustCompile(`^'([^']*)'$`)

// allowedValues is what a `ts` tag lets a string be.
func allowedValues(t *testing.T, tag string) []string {
	if v, ok := tagValues[tag]; ok {
		return v
	}
	var out []string
	for _, part := range strings.Split(tag, "|") {
		m := tsLiteral.FindStringSubmatch(strings.TrimSpace(part))
		require.NotNil(t, m, "ts tag %q: a union of literals or one of %v", tag, tagValues)
		out = append(out, m[1])
	}
	return out
}

// checkDeclared holds v, a decoded JSON value at path, to what the
// generated TypeScript declares for Go type typ.
func checkDeclared(t *testing.T, path string, typ reflect.Type, v any) {
	t.Helper()
	switch typ.Kind() {
	case reflect.Pointer:
		if v != nil {
			checkDeclared(t, path, typ.Elem(), v)
		}
	case reflect.Struct:
		obj, ok := v.(map[string]any)
		if !assert.True(t, ok, "%s: an object, not %#v", path, v) {
			return
		}
		checkMembers(t, path, typ, obj)
	case reflect.Slice:
		list, ok := v.([]any)
		if !assert.True(t, ok, "%s: a list (the TypeScript says %s[], never null), not %#v", path, typ.Elem(), v) {
			return
		}
		for i, x := range list {
			checkDeclared(t, path+"["+strconv.Itoa(i)+"]", typ.Elem(), x)
		}
	case reflect.Map:
		obj, ok := v.(map[string]any)
		if !assert.True(t, ok, "%s: an object (the TypeScript says Record, never null), not %#v", path, v) {
			return
		}
		for _, k := range slices.Sorted(maps.Keys(obj)) {
			checkDeclared(t, path+"."+k, typ.Elem(), obj[k])
		}
	case reflect.String:
		assert.IsType(t, "", v, path)
	case reflect.Bool:
		assert.IsType(t, false, v, path)
	case reflect.Int, reflect.Int64:
		assert.IsType(t, float64(0), v, path)
	default:
		t.Fatalf("%s: no check for %s", path, typ)
	}
}

// checkMembers checks the members of struct typ (an embedded view's
// included) in obj: every one present, as declared.
func checkMembers(t *testing.T, path string, typ reflect.Type, obj map[string]any) {
	t.Helper()
	for i := range typ.NumField() {
		f := typ.Field(i)
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if f.Anonymous && name == "" {
			checkMembers(t, path, f.Type, obj)
			continue
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		v, ok := obj[name]
		if !ok {
			assert.Contains(t, opts, "omitempty", "%s.%s is missing", path, name)
			continue
		}
		checkDeclared(t, path+"."+name, f.Type, v)
		if tag := f.Tag.Get("ts"); tag != "" {
			assert.Contains(t, allowedValues(t, tag), v, "%s.%s: its ts tag is %s", path, name, tag)
		}
	}
}

// checkView encodes view as the pages do and checks it against its
// declared type, which must be one of ViewTypes.
func checkView(t *testing.T, name string, view any) {
	t.Helper()
	typ := reflect.TypeOf(view)
	require.True(t, slices.ContainsFunc(ViewTypes(), func(v ViewType) bool { return v.Type == typ }), "%s: %s is not in ViewTypes", name, typ)
	checkDeclared(t, name, typ, jsonValue(view))
}

func TestViewTypesAreDistinctStructs(t *testing.T) {
	names := map[string]bool{}
	types := map[reflect.Type]bool{}
	for _, v := range ViewTypes() {
		assert.Equal(t, reflect.Struct, v.Type.Kind(), v.Name)
		assert.False(t, names[v.Name], "%s twice", v.Name)
		assert.False(t, types[v.Type], "%s twice", v.Type)
		assert.NotEmpty(t, v.Doc, v.Name)
		names[v.Name], types[v.Type] = true, true
	}
}

// TestViewsHaveNoNullLists: the views of empty content (no projects, no
// items, an empty site document with nil lists) and of projects without
// links or gallery encode no list or map as null.
func TestViewsHaveNoNullLists(t *testing.T) {
	c := testViewConfig(t)
	bare := []domain.Project{}
	for _, s := range c.PortfolioSections {
		for _, searching := range []bool{false, true} {
			checkView(t, "portfolio."+s.Category, c.sectionView(s, nil, nil, searching))
		}
		bare = append(bare, domain.Project{ID: int64(len(bare) + 1), Category: s.Category, Title: "Bare"},
			domain.Project{ID: int64(len(bare) + 2), Category: s.Category, Subcategory: "unknown-kind", Title: "Odd"})
	}
	for _, s := range c.PortfolioSections {
		checkView(t, "portfolio.bare."+s.Category, c.sectionView(s, bare, nil, false))
	}
	checkView(t, "collaborations", carouselView(nil))
	checkView(t, "collaborations.one", carouselView([]domain.Collaboration{{ID: 1, Title: "One"}}))
	checkView(t, "games", c.gamesView(nil))
	checkView(t, "games.bare", c.gamesView([]domain.Project{{ID: 1, Title: "Bare"}}))
	checkView(t, "investments", c.investmentsView(nil, ""))
	checkView(t, "media", c.mediaView(nil, ""))
	checkView(t, "media.documentaries", c.mediaView(nil, "documentaries"))
	checkView(t, "home", c.homeView(domain.Site{}))
	// A stored era has an icon and a palette (Site.Validate), and may have
	// nothing else.
	era := domain.SiteEra{Era: "E", Icon: domain.SiteIcons()[0], Colors: domain.SiteEraColors{Palette: domain.SitePalettes()[0]},
		Milestones: []domain.SiteMilestone{{Year: "1"}}}
	checkView(t, "home.bare", c.homeView(domain.Site{Timeline: []domain.SiteEra{era}}))
}

// TestGoldenViewsAreAsDeclared holds every golden case's view to its
// declaration.
func TestGoldenViewsAreAsDeclared(t *testing.T) {
	c := testViewConfig(t)
	var portfolio struct {
		Projects []domain.Project       `json:"projects"`
		Layouts  []domain.SectionLayout `json:"layouts"`
	}
	readInput(t, "portfolio", &portfolio)
	for _, s := range c.PortfolioSections {
		for _, searching := range []bool{false, true} {
			checkView(t, "portfolio."+s.Category, c.sectionView(s, portfolio.Projects, portfolio.Layouts, searching))
		}
	}
	for name, v := range listCases(t, "collaborations", func(items []domain.Collaboration) any { return carouselView(items) }) {
		checkView(t, "collaborations."+name, v)
	}
	for name, v := range listCases(t, "games", func(games []domain.Project) any { return c.gamesView(games) }) {
		checkView(t, "games."+name, v)
	}
	for name, v := range listCases(t, "investments", func(items []domain.Investment) any { return c.investmentsView(items, "Jordan Avery") }) {
		checkView(t, "investments."+name, v)
	}
	for name, v := range listCases(t, "media", func(items []domain.MediaItem) any { return c.mediaView(items, "") }) {
		checkView(t, "media."+name, v)
	}
	var home struct {
		Sites map[string]domain.Site `json:"sites"`
	}
	readInput(t, "home", &home)
	for name, site := range home.Sites {
		checkView(t, "home."+name, c.homeView(site))
	}
}

func TestGalleryJSONIsAsDeclared(t *testing.T) {
	v := projectGallery(domain.Project{ID: 1, Title: "T", ImageURL: "/a.png", GalleryImages: []domain.GalleryImage{{ID: 1, Src: "/b.png"}}})
	var gallery any
	require.NoError(t, json.Unmarshal([]byte(jsonText(v)), &gallery))
	checkDeclared(t, "gallery", reflect.TypeFor[[]galleryImageView](), gallery)
	var none any
	require.NoError(t, json.Unmarshal([]byte(jsonText(projectGallery(domain.Project{ID: 2}))), &none))
	checkDeclared(t, "gallery", reflect.TypeFor[[]galleryImageView](), none)
}
