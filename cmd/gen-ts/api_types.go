package main

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	httpapi "github.com/portfolio-site/portfolio/adapters/http"
	"github.com/portfolio-site/portfolio/domain"
)

// apiTypes writes the API's types from its one description, the OpenAPI
// document GET /api/openapi.json serves (httpapi.OpenAPI): every
// component schema (the entities, the answers, the request bodies) as an
// interface of the same name, and every named enum (a schema with a
// title) as a union of that name. Before them come the value lists the
// admin's forms offer, with their labels, and the site document's empty
// and default texts (siteTexts).
func apiTypes(p printer) {
	keys(p, "The icons a home figure or timeline era may show (features/home/icons.ts draws them).", "SITE_ICONS", domain.SiteIcons())
	keys(p, "The accent palettes of a timeline era.", "ERA_PALETTES", domain.SitePalettes())
	p("/** The platforms a social link can be (domain.SocialPlatforms), each with its label; website is any other site. */\n")
	p("export const SOCIAL_PLATFORMS = [\n")
	for _, sp := range domain.SocialPlatforms() {
		p("  { key: %q, label: %q },\n", sp.Key, sp.Label)
	}
	p("] as const\n\n")
	siteTexts(p)

	schemas, params := openAPISchemas()
	w := &tsWriter{enums: map[string]string{}}
	for _, s := range params {
		w.typeOf(s, "") // a named enum of a path or query is declared too
	}
	var decls []string
	for _, name := range slices.Sorted(maps.Keys(schemas)) {
		decls = append(decls, w.declaration(name, schemas[name].(map[string]any)))
	}
	for _, name := range slices.Sorted(maps.Keys(w.enums)) {
		p("%s\n", w.enums[name])
	}
	for _, d := range decls {
		if d != "" {
			p("%s\n", d)
		}
	}
}

// openAPISchemas are the component schemas of the API's description, read
// back from its JSON as a client reads it, and the schemas of its
// operations' parameters.
func openAPISchemas() (map[string]any, []map[string]any) {
	doc, err := httpapi.OpenAPI(httpapi.Config{CookieName: httpapi.DefaultCookieName})
	if err != nil {
		panic(err)
	}
	raw, err := json.Marshal(doc)
	if err != nil {
		panic(err)
	}
	var read struct {
		Paths map[string]map[string]struct {
			Parameters []struct{ Schema map[string]any }
		}
		Components struct{ Schemas map[string]any }
	}
	if err := json.Unmarshal(raw, &read); err != nil {
		panic(err)
	}
	var params []map[string]any
	for _, path := range slices.Sorted(maps.Keys(read.Paths)) {
		for _, method := range slices.Sorted(maps.Keys(read.Paths[path])) {
			for _, p := range read.Paths[path][method].Parameters {
				params = append(params, p.Schema)
			}
		}
	}
	return read.Components.Schemas, params
}

// tsWriter turns JSON Schemas into TypeScript, collecting the named enums
// it meets.
type tsWriter struct {
	// enums are the union declarations by name.
	enums map[string]string
}

// declaration is the TypeScript declaration of the component name.
func (w *tsWriter) declaration(name string, s map[string]any) string {
	var b strings.Builder
	if _, isEnum := s["enum"]; isEnum {
		w.typeOf(s, "") // declared with the enums, under its title
		return ""
	}
	if doc, _ := s["description"].(string); doc != "" {
		fmt.Fprintf(&b, "/** %s */\n", doc)
	}
	if props, ok := s["properties"].(map[string]any); ok {
		fmt.Fprintf(&b, "export interface %s %s\n", name, w.object(props, s, ""))
		return b.String()
	}
	fmt.Fprintf(&b, "export type %s = %s\n", name, w.typeOf(s, ""))
	return b.String()
}

// object is an object type's body, its members indented one step more
// than indent: a member not required may be left out.
func (w *tsWriter) object(props, s map[string]any, indent string) string {
	required := map[string]bool{}
	list, _ := s["required"].([]any)
	for _, r := range list {
		required[r.(string)] = true
	}
	var b strings.Builder
	b.WriteString("{\n")
	for _, name := range slices.Sorted(maps.Keys(props)) {
		opt := "?"
		if required[name] {
			opt = ""
		}
		fmt.Fprintf(&b, "%s  %s%s: %s\n", indent, name, opt, w.typeOf(props[name].(map[string]any), indent+"  "))
	}
	b.WriteString(indent + "}")
	return b.String()
}

// typeOf is the TypeScript type of schema s, as JSON decodes what it
// describes.
func (w *tsWriter) typeOf(s map[string]any, indent string) string {
	if ref, ok := s["$ref"].(string); ok {
		return ref[strings.LastIndex(ref, "/")+1:]
	}
	if values, ok := s["enum"].([]any); ok {
		var alts []string
		for _, v := range values {
			alts = append(alts, tsQuote(v.(string)))
		}
		union := strings.Join(alts, " | ")
		title, _ := s["title"].(string)
		if title == "" {
			return union
		}
		decl := fmt.Sprintf("/** The values of %s the API names. */\nexport type %s = %s\n", title, title, union)
		if paths, ok := s["x-item-paths"].(map[string]any); ok {
			decl += fmt.Sprintf("\n/** The path of an item of each %s (x-item-paths): its editorial routes are below it. */\n", title)
			decl += fmt.Sprintf("export const %s_ITEM_PATHS: Readonly<Record<%s, string>> = {\n", upperSnake(title), title)
			for _, v := range values {
				decl += fmt.Sprintf("  %s: %s,\n", v, tsQuote(paths[v.(string)].(string)))
			}
			decl += "}\n"
		}
		if prev, seen := w.enums[title]; seen && prev != decl {
			panic("gen-ts: two enums are named " + title)
		}
		w.enums[title] = decl
		return title
	}
	for _, key := range []string{"anyOf", "oneOf"} {
		if alts, ok := s[key].([]any); ok {
			var out []string
			for _, a := range alts {
				out = append(out, w.typeOf(a.(map[string]any), indent))
			}
			return strings.Join(out, " | ")
		}
	}
	var types []string
	switch t := s["type"].(type) {
	case string:
		types = []string{t}
	case []any:
		for _, x := range t {
			types = append(types, x.(string))
		}
	default:
		return "unknown" // any JSON value
	}
	var out []string
	for _, t := range types {
		switch t {
		case "string", "boolean", "null":
			out = append(out, t)
		case "integer", "number":
			out = append(out, "number")
		case "array":
			item := w.typeOf(s["items"].(map[string]any), indent)
			if strings.Contains(item, " | ") {
				item = "(" + item + ")"
			}
			out = append(out, item+"[]")
		case "object":
			if props, ok := s["properties"].(map[string]any); ok {
				out = append(out, w.object(props, s, indent))
			} else if extra, ok := s["additionalProperties"].(map[string]any); ok {
				out = append(out, "Record<string, "+w.typeOf(extra, indent)+">")
			} else {
				out = append(out, "Record<string, unknown>")
			}
		default:
			panic("gen-ts: no TypeScript type for the JSON Schema type " + t)
		}
	}
	return strings.Join(out, " | ")
}

// upperSnake is a type's name as a constant's: DraftKind → DRAFT_KIND.
func upperSnake(name string) string {
	var b strings.Builder
	for i, r := range name {
		if i > 0 && r >= 'A' && r <= 'Z' {
			b.WriteByte('_')
		}
		b.WriteRune(r)
	}
	return strings.ToUpper(b.String())
}

// tsQuote is a TypeScript string literal in single quotes.
func tsQuote(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}

// keys writes a constant list of strings.
func keys(p printer, doc, name string, list []string) {
	p("/** %s */\n", doc)
	p("export const %s = [", name)
	for i, k := range list {
		if i > 0 {
			p(", ")
		}
		p("%s", str(k))
	}
	p("] as const\n\n")
}
