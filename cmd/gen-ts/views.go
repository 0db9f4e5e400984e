package main

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/portfolio-site/portfolio/adapters/pages"
)

// tsImports are the types of the other generated modules a view's `ts`
// tag may name, and the module each comes from.
var tsImports = map[string]string{
	"IconKey":        "./api-types.gen",
	"EraPalette":     "./api-types.gen",
	"LinkKind":       "./links.gen",
	"SectionDisplay": "./limits.gen",
}

// tsIdent finds the type names in a `ts` tag, outside its string literals.
var (
	tsLiteral = regexp.MustCompile(`'[^']*'`)
	tsIdent   = regexp.MustCompile(`[A-Za-z_$][A-Za-z0-9_$]*`)
)

// views writes the public pages' views (pages.ViewTypes): one interface
// per Go struct, its members as encoding/json writes them.
func views(p printer) {
	list := pages.ViewTypes()
	names := map[reflect.Type]string{}
	for _, v := range list {
		if v.Type.Kind() != reflect.Struct {
			panic("gen-ts: view " + v.Name + " is not a struct")
		}
		names[v.Type] = v.Name
	}

	var body strings.Builder
	used := map[string]bool{}
	w := func(format string, args ...any) { fmt.Fprintf(&body, format, args...) }
	for _, v := range list {
		var extends []string
		var members []string
		for i := range v.Type.NumField() {
			f := v.Type.Field(i)
			name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "-" {
				continue
			}
			if f.Anonymous && name == "" {
				n, ok := names[f.Type]
				if !ok {
					panic("gen-ts: view " + v.Name + " embeds " + f.Type.String() + ", which is no view")
				}
				extends = append(extends, n)
				continue
			}
			if !f.IsExported() {
				continue
			}
			if name == "" {
				name = f.Name
			}
			t := f.Tag.Get("ts")
			if t != "" {
				if f.Type.Kind() != reflect.String {
					panic("gen-ts: the ts tag of " + v.Name + "." + name + " narrows a " + f.Type.String())
				}
				for _, id := range tsIdent.FindAllString(tsLiteral.ReplaceAllString(t, ""), -1) {
					if _, ok := tsImports[id]; !ok {
						panic("gen-ts: " + v.Name + "." + name + " names " + id + ", which no generated module exports")
					}
					used[id] = true
				}
			} else {
				t = viewMember(f.Type, names)
			}
			opt := ""
			if strings.Contains(opts, "omitempty") {
				opt = "?"
			}
			members = append(members, fmt.Sprintf("  %s%s: %s\n", name, opt, t))
		}
		if strings.Contains(v.Doc, "*/") {
			panic("gen-ts: the doc of " + v.Name + " ends its comment")
		}
		w("/** %s */\n", v.Doc)
		w("export interface %s ", v.Name)
		if len(extends) > 0 {
			w("extends %s ", strings.Join(extends, ", "))
		}
		w("{\n%s}\n\n", strings.Join(members, ""))
	}

	byModule := map[string][]string{}
	for id := range used {
		byModule[tsImports[id]] = append(byModule[tsImports[id]], id)
	}
	modules := make([]string, 0, len(byModule))
	for m := range byModule {
		modules = append(modules, m)
	}
	sort.Strings(modules)
	for _, m := range modules {
		ids := byModule[m]
		slices.Sort(ids)
		p("import type { %s } from '%s'\n", strings.Join(ids, ", "), m)
	}
	if len(modules) > 0 {
		p("\n")
	}
	p("%s", body.String())
}

// viewMember is the TypeScript type of a view's member. The views always
// make their lists and maps (pages.TestViewsHaveNoNullLists), so neither
// is ever null.
func viewMember(t reflect.Type, names map[reflect.Type]string) string {
	if n, ok := names[t]; ok {
		return n
	}
	switch t.Kind() {
	case reflect.Slice:
		return viewMember(t.Elem(), names) + "[]"
	case reflect.Map:
		if t.Key().Kind() != reflect.String {
			panic("gen-ts: a view's map is keyed by " + t.Key().String())
		}
		return "Record<string, " + viewMember(t.Elem(), names) + ">"
	case reflect.Pointer:
		return viewMember(t.Elem(), names) + " | null"
	case reflect.Struct:
		if t.Name() != "" {
			panic("gen-ts: " + t.String() + " is no view: add it to pages.ViewTypes")
		}
		var members []string
		for i := range t.NumField() {
			f := t.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "-" || !f.IsExported() || f.Anonymous {
				continue
			}
			if name == "" {
				name = f.Name
			}
			members = append(members, name+": "+viewMember(f.Type, names))
		}
		return "{ " + strings.Join(members, "; ") + " }"
	}
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Float64:
		return "number"
	}
	panic("gen-ts: no TypeScript type for " + t.String())
}
