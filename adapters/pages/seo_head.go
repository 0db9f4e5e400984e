package pages

import (
	"bytes"
	"strconv"
)

// A page's head is two slots of its template (pagetemplate.go): @title,
// the content of its <title>, and @head, the meta tags and JSON-LD where
// the build wrote <!--app-head-->. The template is compiled once from the
// build's file alone; the head is built per version of the site document
// with the escaping of template fields (appendHTMLEscaped), so the owner's
// text is never part of what is compiled.

const (
	titleSlot = "@title"
	headSlot  = "@head"
)

// pageSource is a build file prepared for compilePage: its title and head
// marker replaced by the slots, and what the head must not repeat.
type pageSource struct {
	src           []byte
	hasThemeColor bool // the file has its own theme-color meta
	hasManifest   bool // the file links the manifest itself
}

// withHeadSlots puts the slots into a build file: the first
// <title>…</title> becomes <title>@title</title> (or one is added with the
// head), and the head goes where <!--app-head--> is, else before </head>,
// else first.
func withHeadSlots(file []byte) pageSource {
	ps := pageSource{
		hasThemeColor: bytes.Contains(file, []byte(`name="theme-color"`)),
		hasManifest:   bytes.Contains(file, []byte(`rel="manifest"`)),
	}
	title := "<title>" + pageMarkOpen + titleSlot + pageMarkClose + "</title>"
	head := pageMarkOpen + headSlot + pageMarkClose
	out := file
	if span := titleSpan(out); span != nil {
		out = splice(out, span[0], span[1], title)
	} else {
		head = title + "\n" + head
	}
	switch i := bytes.Index(out, []byte(headMarker)); {
	case i >= 0:
		out = splice(out, i, i+len(headMarker), head)
	default:
		if i := bytes.Index(bytes.ToLower(out), []byte("</head>")); i >= 0 {
			out = splice(out, i, i, head)
		} else {
			out = append([]byte(head), out...)
		}
	}
	ps.src = out
	return ps
}

// headSlots are the slot values of a route's head; a route with an empty
// path is the not-found page: no canonical URL, never indexed.
func (g *seoRenderer) headSlots(ps pageSource, rt seoRoute) map[string]any {
	var b []byte
	tag := func(open, value, close string) {
		b = append(b, open...)
		b = appendHTMLEscaped(b, value)
		b = append(b, close...)
		b = append(b, '\n')
	}
	meta := func(attr, name, content string) {
		tag(`<meta `+attr+`="`+name+`" content="`, content, `">`)
	}
	keywords, image, ogType := rt.Keywords, rt.Image, rt.OGType
	if keywords == "" {
		keywords = g.cfg.Defaults.Keywords
	}
	if image == "" {
		image = g.cfg.Defaults.Image
	}
	if ogType == "" {
		ogType = "website"
	}
	robots := "index, follow"
	if rt.NoIndex || rt.Path == "" {
		robots = "noindex"
	}
	meta("name", "description", rt.Description)
	if keywords != "" {
		meta("name", "keywords", keywords)
	}
	meta("name", "author", g.site.Name)
	meta("name", "robots", robots)
	if rt.Path != "" {
		tag(`<link rel="canonical" href="`, g.absolute(rt.Path), `">`)
	}
	meta("property", "og:type", ogType)
	meta("property", "og:title", rt.Title)
	meta("property", "og:description", rt.Description)
	if rt.Path != "" {
		meta("property", "og:url", g.absolute(rt.Path))
	}
	if image != "" {
		meta("property", "og:image", g.absolute(image))
		size := rt.imageSize
		if d := g.cfg.Defaults; image == d.Image {
			size = imageSize{d.ImageWidth, d.ImageHeight, d.ImageType}
		}
		if size.width > 0 && size.height > 0 {
			meta("property", "og:image:width", strconv.Itoa(size.width))
			meta("property", "og:image:height", strconv.Itoa(size.height))
			if size.contentType != "" {
				meta("property", "og:image:type", size.contentType)
			}
		}
	}
	meta("property", "og:site_name", g.site.Name)
	meta("property", "og:locale", g.cfg.Defaults.Locale)
	meta("name", "twitter:card", "summary_large_image")
	meta("name", "twitter:title", rt.Title)
	meta("name", "twitter:description", rt.Description)
	if image != "" {
		meta("name", "twitter:image", g.absolute(image))
	}
	if c := g.cfg.Defaults.ThemeColor; c != "" && !ps.hasThemeColor {
		meta("name", "theme-color", c)
	}
	if !ps.hasManifest {
		tag(`<link rel="manifest" href="`, "/manifest.json", `">`)
	}
	b = append(b, `<script type="application/ld+json">`...)
	ld := rt.jsonLD
	if ld == nil {
		ld = g.jsonLD(rt)
	}
	b = appendScriptJSON(b, ld)
	b = append(b, "</script>"...)
	return map[string]any{titleSlot: rawHTML(appendHTMLEscaped(nil, rt.Title)), headSlot: rawHTML(b)}
}

// titleSpan returns the byte range of index's first <title>…</title>.
func titleSpan(index []byte) []int {
	lower := bytes.ToLower(index)
	start := bytes.Index(lower, []byte("<title"))
	if start < 0 {
		return nil
	}
	end := bytes.Index(lower[start:], []byte("</title>"))
	if end < 0 {
		return nil
	}
	return []int{start, start + end + len("</title>")}
}

func splice(b []byte, from, to int, insert string) []byte {
	out := make([]byte, 0, len(b)-(to-from)+len(insert))
	out = append(out, b[:from]...)
	out = append(out, insert...)
	return append(out, b[to:]...)
}
