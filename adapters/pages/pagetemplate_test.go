package pages

import (
	"bytes"
	"fmt"
	"html"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pmark is a marker: U+E000 s U+E001.
func pmark(s string) string { return "\uE000" + s + "\uE001" }

func renderPage(t *testing.T, src string, data map[string]any) string {
	t.Helper()
	tpl, err := compilePage([]byte(src))
	require.NoError(t, err)
	out, err := tpl.render(data)
	require.NoError(t, err)
	return string(out)
}

func TestPageTemplateRender(t *testing.T) {
	site := map[string]any{
		"name":  `Tom & "Jerry" <b>'s`,
		"n":     3.0,
		"f":     2.5,
		"neg":   -12.0,
		"big":   1e21,
		"small": 1e-7,
		"i":     42,
		"i64":   int64(-7),
		"t":     true,
		"no":    false,
		"nil":   nil,
	}
	data := map[string]any{
		"site": site,
		"projects": []any{
			map[string]any{"title": "A<1>", "year": 2020.0, "links": []any{
				map[string]any{"url": "https://a/1?x=1&y=2", "platform": "github"},
				map[string]any{"url": "https://a/2", "platform": "linkedin"},
			}},
			map[string]any{"title": "B", "year": 2021.0},
		},
		"tags":  []any{"go", "<react>"},
		"stags": []string{"x", "y"},
		"items": []map[string]any{{"k": "one"}, {"k": "two"}},
	}
	cases := []struct {
		name, src, want string
	}{
		{"text escaping", "<p>" + pmark("site.name") + "</p>", "<p>Tom &amp; &#34;Jerry&#34; &lt;b&gt;&#39;s</p>"},
		{"attribute escaping", `<a title="` + pmark("site.name") + `" href="/">x</a>`, `<a title="Tom &amp; &#34;Jerry&#34; &lt;b&gt;&#39;s" href="/">x</a>`},
		{"integral float", "<i>" + pmark("site.n") + "</i>", "<i>3</i>"},
		{"fraction", "<i>" + pmark("site.f") + "</i>", "<i>2.5</i>"},
		{"negative", "<i>" + pmark("site.neg") + "</i>", "<i>-12</i>"},
		{"large float like JSON", "<i>" + pmark("site.big") + "</i>", "<i>1e+21</i>"},
		{"small float like JSON", "<i>" + pmark("site.small") + "</i>", "<i>1e-7</i>"},
		{"int", "<i>" + pmark("site.i") + "</i>", "<i>42</i>"},
		{"int64", "<i>" + pmark("site.i64") + "</i>", "<i>-7</i>"},
		{"true", "<i>" + pmark("site.t") + "</i>", "<i>true</i>"},
		{"false", "<i>" + pmark("site.no") + "</i>", "<i>false</i>"},
		{"nil", "<i>" + pmark("site.nil") + "</i>", "<i></i>"},
		{"missing", "<i>" + pmark("site.nope.deeper") + "</i>", "<i></i>"},
		{"key of a scalar", "<i>" + pmark("site.name.x") + "</i>", "<i></i>"},
		{"several fields", pmark("site.n") + "/" + pmark("site.i") + "/" + pmark("site.t"), "3/42/true"},
		{
			"nested each, relative and absolute",
			"<ul>" + pmark("#each projects") + "<li>" + pmark(".title") + " (" + pmark(".year") + ", " + pmark("site.n") + ")" +
				pmark("#each .links") + `<a href="` + pmark(".url") + `">` + pmark(".platform") + "@" + pmark("site.i") + "</a>" + pmark("/each") +
				"</li>" + pmark("/each") + "</ul>",
			`<ul><li>A&lt;1&gt; (2020, 3)<a href="https://a/1?x=1&amp;y=2">github@42</a><a href="https://a/2">linkedin@42</a></li>` +
				"<li>B (2021, 3)</li></ul>",
		},
		{"dot element", "<ul>" + pmark("#each tags") + "<li>" + pmark(".") + "</li>" + pmark("/each") + "</ul>", "<ul><li>go</li><li>&lt;react&gt;</li></ul>"},
		{"[]string", pmark("#each stags") + pmark(".") + ";" + pmark("/each"), "x;y;"},
		{"[]map[string]any", pmark("#each items") + pmark(".k") + ";" + pmark("/each"), "one;two;"},
		{"each over missing", "<ul>" + pmark("#each nope") + "<li>x</li>" + pmark("/each") + "</ul>", "<ul></ul>"},
		{"each over nil", "<ul>" + pmark("#each site.nil") + "<li>x</li>" + pmark("/each") + "</ul>", "<ul></ul>"},
		{"relative path of a scalar element", pmark("#each tags") + "[" + pmark(".x") + "]" + pmark("/each"), "[][]"},
		{
			"eq filter",
			pmark("#each projects") + pmark("#each .links") + pmark("#if .platform|eq:linkedin") + "in:" + pmark(".url") + pmark("/if") +
				pmark("#unless .platform|eq:linkedin") + "other:" + pmark(".platform") + ";" + pmark("/unless") + pmark("/each") + pmark("/each"),
			"other:github;in:https://a/2",
		},
		{"eq on a number", pmark("#if site.n|eq:3") + "three" + pmark("/if"), "three"},
		{"eq on a bool", pmark("#if site.t|eq:true") + "yes" + pmark("/if"), "yes"},
		{"eq on missing with empty arg", pmark("#if nope|eq:") + "empty" + pmark("/if"), "empty"},
		{"eq on an array is false", pmark("#if tags|eq:go") + "x" + pmark("/if"), ""},
		{"eq argument is unescaped", pmark("#if site.name|eq:Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#39;s") + "same" + pmark("/if"), "same"},
		{"eq as a field", pmark("site.n|eq:3") + "," + pmark("site.n|eq:4"), "true,false"},
		{"eq twice", pmark("#if site.n|eq:3|eq:true") + "ok" + pmark("/if"), "ok"},
		{"each inside if", pmark("#if tags") + pmark("#each tags") + pmark(".") + pmark("/each") + pmark("/if"), "go&lt;react&gt;"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, renderPage(t, c.src, data))
		})
	}
}

func TestPageTemplateTruthiness(t *testing.T) {
	cases := []struct {
		name   string
		v      any
		truthy bool
	}{
		{"missing", nil, false},
		{"empty string", "", false},
		{"string", "x", true},
		{"space", " ", true},
		{"string false", "false", true},
		{"true", true, true},
		{"false", false, false},
		{"zero", 0.0, false},
		{"negative zero", -0.0, false},
		{"number", 0.5, true},
		{"negative", -1.0, true},
		{"int zero", 0, false},
		{"int", 1, true},
		{"int64 zero", int64(0), false},
		{"int64", int64(2), true},
		{"empty array", []any{}, false},
		{"nil array", []any(nil), false},
		{"array", []any{nil}, true},
		{"empty []string", []string{}, false},
		{"[]string", []string{""}, true},
		{"nil object", map[string]any(nil), false},
		{"empty object", map[string]any{}, true},
		{"object", map[string]any{"a": 1.0}, true},
	}
	src := pmark("#if v") + "I" + pmark("/if") + "|" + pmark("#unless v") + "U" + pmark("/unless")
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := map[string]any{"v": c.v}
			if c.name == "missing" {
				data = map[string]any{}
			}
			want := "|U"
			if c.truthy {
				want = "I|"
			}
			assert.Equal(t, want, renderPage(t, src, data))
		})
	}
	t.Run("nil data", func(t *testing.T) {
		assert.Equal(t, "|U", renderPage(t, src, nil))
	})
}

func TestPageTemplateSeparators(t *testing.T) {
	const s = "<!-- -->"
	cases := []struct {
		name, src string
		data      map[string]any
		want      string
	}{
		{"empty field after text", "<p>A" + s + pmark("x") + "</p>", map[string]any{"x": ""}, "<p>A</p>"},
		{"field after text", "<p>A" + s + pmark("x") + "</p>", map[string]any{"x": "B"}, "<p>A" + s + "B</p>"},
		{"missing field after text", "<p>A" + s + pmark("x") + "</p>", nil, "<p>A</p>"},
		{"empty field before text", "<p>" + pmark("x") + s + "A</p>", map[string]any{"x": ""}, "<p>A</p>"},
		{"empty field between texts", "<p>A" + s + pmark("x") + s + "B</p>", map[string]any{"x": ""}, "<p>A" + s + "B</p>"},
		{"field between texts", "<p>A" + s + pmark("x") + s + "B</p>", map[string]any{"x": "x"}, "<p>A" + s + "x" + s + "B</p>"},
		{
			"if true", "<div>" + pmark("#if c") + s + "T" + s + pmark("/if") + s + "U</div>",
			map[string]any{"c": true}, "<div>T" + s + "U</div>",
		},
		{
			"if false", "<div>" + pmark("#if c") + s + "T" + s + pmark("/if") + s + "U</div>",
			map[string]any{"c": false}, "<div>U</div>",
		},
		{
			"each of strings", "<ul>" + pmark("#each xs") + "<li>" + pmark(".") + "</li>" + pmark("/each") + "</ul>",
			map[string]any{"xs": []any{"a", "b"}}, "<ul><li>a</li><li>b</li></ul>",
		},
		{
			"each of text nodes", "<p>" + pmark("#each xs") + s + pmark(".") + s + pmark("/each") + "</p>",
			map[string]any{"xs": []any{"a", "", "b"}}, "<p>a" + s + "b</p>",
		},
		{"at the start", s + "A" + pmark("x"), nil, "A"},
		{"at the end", pmark("x") + "A" + s, nil, "A"},
		{"only separators", pmark("x") + s + s, nil, ""},
		{"run between texts", "A" + s + s + s + pmark("x") + "B", nil, "A" + s + "B"},
		{"run after a tag", "<b>" + s + s + "A" + pmark("x"), nil, "<b>A"},
		{"run before a tag", "A" + s + s + "<b>" + pmark("x"), nil, "A<b>"},
		{
			"other comments untouched", "<!--$-->" + s + "A" + pmark("x") + "<!--/$--><!-- a -->" + s + "<!---->",
			nil, "<!--$-->A<!--/$--><!-- a --><!---->",
		},
		{"a separator between comments goes", "<!--$-->" + s + "<!--/$-->" + pmark("x"), nil, "<!--$--><!--/$-->"},
		{"escaped text stays", "&lt;" + s + pmark("x") + "&gt;", map[string]any{"x": "<>"}, "&lt;" + s + "&lt;&gt;&gt;"},
		{"no separator in src", "<p>" + pmark("x") + "</p>", map[string]any{"x": "a"}, "<p>a</p>"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, renderPage(t, c.src, c.data))
		})
	}
}

func TestPageTemplateRenderErrors(t *testing.T) {
	data := map[string]any{
		"arr": []any{1.0},
		"obj": map[string]any{"a": "b"},
		"str": "s",
		"num": 1.0,
		"odd": struct{}{},
	}
	cases := []struct{ name, src, msg string }{
		{"array field", "<p>" + pmark("arr") + "</p>", "array or object"},
		{"object field", "<p>" + pmark("obj") + "</p>", "array or object"},
		{"element object field", pmark("#each arr") + pmark("#each obj.x") + pmark("/each") + pmark("/each") + pmark("#each arr") + pmark(".") + pmark("/each") + pmark("obj"), "array or object"},
		{"each over string", pmark("#each str") + "x" + pmark("/each"), "not an array"},
		{"each over number", pmark("#each num") + "x" + pmark("/each"), "not an array"},
		{"each over object", pmark("#each obj") + "x" + pmark("/each"), "not an array"},
		{"unsupported type", pmark("odd"), "unsupported"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tpl, err := compilePage([]byte(c.src))
			require.NoError(t, err)
			_, err = tpl.render(data)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.msg)
		})
	}
}

func TestCompilePageErrors(t *testing.T) {
	cases := []struct{ name, src, msg string }{
		{"unclosed each", "<ul>" + pmark("#each xs") + "<li></li></ul>", "never closed"},
		{"unclosed if in each", pmark("#each xs") + pmark("#if .a") + pmark("/each"), "closes #if"},
		{"if closed by each", pmark("#each xs") + pmark("/if"), "/if at byte 14 closes #each opened at byte 0"},
		{"each closed by unless", pmark("#each xs") + pmark("/unless"), "closes #each"},
		{"unless closed by if", pmark("#unless a") + pmark("/if"), "closes #unless"},
		{"close without open", "<p>" + pmark("/if") + "</p>", "closes no block"},
		{"empty marker", "<p>" + pmark("") + "</p>", "empty marker"},
		{"unknown block", pmark("#with a") + pmark("/with"), "unknown block"},
		{"block without space", pmark("#ifa") + pmark("/if"), "unknown block"},
		{"block without path", pmark("#if") + pmark("/if"), "no path"},
		{"block with blank path", pmark("#each ") + pmark("/each"), "no path"},
		{"unknown close", pmark("#if a") + pmark("/iff"), "malformed marker"},
		{"close with path", pmark("#if a") + pmark("/if a"), "malformed marker"},
		{"space in path", pmark("a b"), "malformed path"},
		{"trailing dot", pmark("a."), "malformed path"},
		{"double dot", pmark("a..b"), "malformed path"},
		{"bad key char", pmark("a.b$"), "malformed path"},
		{"html in marker", pmark("<b>"), "malformed path"},
		{"relative outside each", pmark(".a"), "outside any #each"},
		{"dot outside each", pmark("."), "outside any #each"},
		{"relative each outside each", pmark("#each .a") + pmark("/each"), "outside any #each"},
		{"relative with double dot", pmark("#each a") + pmark("..b") + pmark("/each"), "malformed path"},
		{"filter only", pmark("|eq:a"), "no path"},
		{"unknown filter", pmark("a|upper"), "unknown filter"},
		{"unknown filter with arg", pmark("#if a|ne:x") + pmark("/if"), "unknown filter"},
		{"eq without argument", pmark("#if a|eq") + pmark("/if"), "malformed filter"},
		{"empty filter", pmark("a|"), "empty filter"},
		{"empty filter between", pmark("a||eq:b"), "empty filter"},
		{"empty trailing filter", pmark("a|eq:b|"), "empty filter"},
		{"unterminated", "<p>\uE000site.name</p>", "unterminated marker at byte 3"},
		{"unterminated at end", "<p>x</p>\uE000", "unterminated"},
		{"open inside marker", "\uE000a\uE000b\uE001", "unterminated marker at byte 0"},
		{"stray close", "<p>a\uE001</p>", "stray marker close U+E001 at byte 4"},
		{"stray close after marker", pmark("a") + "\uE001", "stray"},
		{"stray close only", "\uE001", "stray"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tpl, err := compilePage([]byte(c.src))
			require.Error(t, err)
			assert.Nil(t, tpl)
			assert.Contains(t, err.Error(), c.msg)
		})
	}
}

func TestCompilePageOtherPrivateUseCharacters(t *testing.T) {
	// U+E002 and U+E0FF share the lead byte EE; they are text.
	src := "<p>\uE002" + pmark("a") + "\uE0FF\uEE80</p>"
	assert.Equal(t, "<p>\uE002x\uE0FF\uEE80</p>", renderPage(t, src, map[string]any{"a": "x"}))
}

func TestPageTemplateStatic(t *testing.T) {
	for _, src := range []string{"", "<p>A<!-- -->B</p>", "<p><!-- -->A</p>\uE002"} {
		tpl, err := compilePage([]byte(src))
		require.NoError(t, err)
		assert.True(t, tpl.static())
		assert.Empty(t, tpl.fields())
		in := []byte(src)
		tpl, err = compilePage(in)
		require.NoError(t, err)
		out, err := tpl.render(map[string]any{"a": 1.0})
		require.NoError(t, err)
		assert.Equal(t, src, string(out), "unchanged, not normalised")
		if len(in) > 0 {
			assert.Same(t, &in[0], &out[0], "the source itself, not a copy")
		}
		assert.Equal(t, len(in), len(out))
	}
	tpl, err := compilePage([]byte("<p>" + pmark("a") + "</p>"))
	require.NoError(t, err)
	assert.False(t, tpl.static())
}

func TestPageTemplateFields(t *testing.T) {
	src := "<title>" + pmark("site.name") + "</title>" +
		pmark("#if views.portfolio.show") + pmark("#each views.portfolio.games.groups") +
		pmark(".title") + pmark("#each .links") + pmark(".url") + pmark("site.name") + pmark("/each") +
		pmark("#if .platform|eq:x") + pmark("site.base") + pmark("/if") +
		pmark("/each") + pmark("/if") +
		pmark("#unless site.hidden|eq:true") + pmark("site.name") + pmark("/unless") + pmark("#each tags") + pmark(".") + pmark("/each")
	tpl, err := compilePage([]byte(src))
	require.NoError(t, err)
	assert.Equal(t, []string{
		"site.name", "views.portfolio.show", "views.portfolio.games.groups", "site.base", "site.hidden", "tags",
	}, tpl.fields())
	f := tpl.fields()
	f[0] = "changed"
	assert.Equal(t, "site.name", tpl.fields()[0], "fields returns a copy")
}

func TestPageTemplateEscapingMatchesHTML(t *testing.T) {
	for _, s := range []string{"", "plain", `<>&"'`, "a<b>c&d\"e'f", "ünï<cödé>", "&amp;"} {
		assert.Equal(t, html.EscapeString(s), string(appendHTMLEscaped(nil, s)))
	}
}

func TestPageTemplateConcurrentRenders(t *testing.T) {
	tpl, err := compilePage([]byte("<ul>" + pmark("#each xs") + "<li>A<!-- -->" + pmark(".") + "</li>" + pmark("/each") + "</ul>"))
	require.NoError(t, err)
	done := make(chan string)
	for g := range 8 {
		go func() {
			var last string
			for i := range 200 {
				xs := make([]any, (g+i)%5)
				for j := range xs {
					xs[j] = fmt.Sprint(j)
				}
				out, err := tpl.render(map[string]any{"xs": xs})
				if err != nil {
					last = err.Error()
					break
				}
				var want strings.Builder
				want.WriteString("<ul>")
				for j := range xs {
					fmt.Fprintf(&want, "<li>A<!-- -->%d</li>", j)
				}
				want.WriteString("</ul>")
				if string(out) != want.String() {
					last = string(out)
					break
				}
			}
			done <- last
		}()
	}
	for range 8 {
		assert.Empty(t, <-done)
	}
}

func FuzzCompilePage(f *testing.F) {
	for _, s := range []string{
		"",
		"<p>A<!-- -->" + pmark("x") + "</p>",
		"<div>" + pmark("#if c") + "<!-- -->T<!-- -->" + pmark("/if") + "<!-- -->U</div>",
		"<ul>" + pmark("#each xs") + "<li>" + pmark(".") + "</li>" + pmark("/each") + "</ul>",
		pmark("#each xs") + pmark("#each .links") + pmark(".url|eq:a") + pmark("/each") + pmark("/each"),
		pmark("#unless a.b|eq:&amp;") + "<!--$-->x<!-- --><!-- -->y" + pmark("/unless"),
		"\uE000", "\uE001", "\uE000\uE001", "<!-- --><!-- -->",
	} {
		f.Add([]byte(s))
	}
	data := map[string]any{
		"x": "<v>", "c": true, "n": 1.5,
		"xs":   []any{"a", map[string]any{"links": []any{map[string]any{"url": "a"}}}, 2.0, nil},
		"a":    map[string]any{"b": "&"},
		"tags": []string{"t"},
	}
	sep := []byte(reactTextSeparator)
	f.Fuzz(func(t *testing.T, src []byte) {
		tpl, err := compilePage(src)
		if err != nil {
			return
		}
		_ = tpl.fields()
		for _, d := range []map[string]any{{}, data} {
			out, err := tpl.render(d)
			if err != nil {
				continue
			}
			if tpl.static() {
				if !bytes.Equal(out, src) {
					t.Fatalf("static page changed: %q → %q", src, out)
				}
				continue
			}
			if bytes.HasPrefix(out, sep) || bytes.HasSuffix(out, sep) ||
				bytes.Contains(out, append([]byte(">"), sep...)) || bytes.Contains(out, append(sep[:len(sep):len(sep)], '<')) {
				t.Fatalf("separator left next to a tag or an end: %q → %q", src, out)
			}
		}
	})
}

// benchPage is a ~150 KB prerendered page: static markup around a list of
// 60 items with 6 fields each.
func benchPage() ([]byte, map[string]any) {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>` + pmark("site.name") + `</title>` +
		`<meta name="description" content="` + pmark("site.description") + `"></head><body><div id="root">`)
	for b.Len() < 120_000 {
		b.WriteString(`<section class="block"><h2 class="title">Static heading</h2><p class="lead">Some text<!-- -->` +
			`that React prerendered, with separators<!-- -->between text nodes &amp; entities.</p></section>`)
	}
	b.WriteString(`<ul class="games">` + pmark("#each items") + `<li class="card"><a href="` + pmark(".url") + `" title="` + pmark(".title") + `">` +
		`<img src="` + pmark(".image") + `" alt="` + pmark(".title") + `"><h3>` + pmark(".title") + `</h3><span>` + pmark(".year") + `</span>` +
		`<p>` + pmark(".summary") + `</p>` + pmark("#if .platform|eq:steam") + `<b>Steam</b>` + pmark("/if") +
		`<i>Platform<!-- -->` + pmark(".platform") + `</i></a></li>` + pmark("/each") + `</ul>`)
	for b.Len() < 150_000 {
		b.WriteString(`<footer class="foot"><p>Footer<!-- -->text &copy; and more static markup here.</p></footer>`)
	}
	b.WriteString(`</div></body></html>`)
	items := make([]any, 60)
	for i := range items {
		items[i] = map[string]any{
			"url":      fmt.Sprintf("https://example.com/games/%d?ref=site&x=1", i),
			"title":    fmt.Sprintf("Game %d: \"Quest\" <Deluxe>", i),
			"image":    fmt.Sprintf("/uploads/%d.webp", i),
			"year":     float64(2000 + i),
			"summary":  strings.Repeat("A summary of the game with some words. ", 4),
			"platform": []string{"steam", "itch", ""}[i%3],
		}
	}
	return []byte(b.String()), map[string]any{
		"site":  map[string]any{"name": "Portfolio", "description": "Games & more"},
		"items": items,
	}
}

func BenchmarkPageTemplateRender(b *testing.B) {
	src, data := benchPage()
	tpl, err := compilePage(src)
	require.NoError(b, err)
	out, err := tpl.render(data)
	require.NoError(b, err)
	b.SetBytes(int64(len(out)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := tpl.render(data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(src)), "src-bytes")
	b.ReportMetric(float64(len(out)), "out-bytes")
}

func BenchmarkCompilePage(b *testing.B) {
	src, _ := benchPage()
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := compilePage(src); err != nil {
			b.Fatal(err)
		}
	}
}

// An image without variants gets no srcset: an empty one is invalid HTML.
func TestPageTemplateEmptySrcSet(t *testing.T) {
	src := "<img src=\"a.png\" srcSet=\"\uE000.s\uE001\" sizes=\"10px\" alt=\"\">"
	tpl, err := compilePage([]byte("\uE000#each items\uE001" + src + "\uE000/each\uE001"))
	require.NoError(t, err)
	out, err := tpl.render(map[string]any{"items": []any{map[string]any{"s": ""}, map[string]any{"s": "a-w480.webp 480w"}}})
	require.NoError(t, err)
	assert.Equal(t, `<img src="a.png" alt=""><img src="a.png" srcSet="a-w480.webp 480w" sizes="10px" alt="">`, string(out))
}
