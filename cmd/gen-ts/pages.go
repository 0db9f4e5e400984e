package main

import (
	"reflect"
	"strings"

	"github.com/portfolio-site/portfolio/adapters/pages"
	"github.com/portfolio-site/portfolio/domain"
)

// sitePages writes the site's pages (pages.Pages): the frontend's route
// table, navigation, breadcrumbs, prerender list and speculation rules
// read them, so a page's path is written once, in Go.
func sitePages(p printer) {
	navKeys := map[string]bool{}
	nav := reflect.TypeFor[domain.SiteNavTexts]()
	for i := range nav.NumField() {
		name, _, _ := strings.Cut(nav.Field(i).Tag.Get("json"), ",")
		navKeys[name] = true
	}
	list := pages.Pages()
	p("import type { SiteNavTexts } from './api-types.gen'\n\n")
	p("/** A page of the site: path; nav, the key of its label among the site document's nav texts (null for none); the menus that show it (header, footer's Quick Links, breadcrumb); prerender: the build renders it (the admin is the app's shell); noSpeculation: the speculation rules never prerender a link to it. */\n")
	p("export interface SitePage {\n  path: string\n  nav: keyof SiteNavTexts | null\n  header: boolean\n  footer: boolean\n  breadcrumb: boolean\n  prerender: boolean\n  noSpeculation: boolean\n}\n\n")
	p("/** The site's pages by key, in the header's order (adapters/pages.Pages). */\n")
	p("export const PAGES = {\n")
	var prerendered []string
	seen := map[string]bool{}
	for _, pg := range list {
		if seen[pg.Key] || pg.Key == "" || !strings.HasPrefix(pg.Path, "/") {
			panic("gen-ts: page " + str(pg.Key) + " at " + str(pg.Path) + ": a key must be unique and a path start with /")
		}
		seen[pg.Key] = true
		navKey := "null"
		if pg.Nav != "" {
			if !navKeys[pg.Nav] {
				panic("gen-ts: page " + pg.Key + " names nav label " + pg.Nav + ", which domain.SiteNavTexts has not")
			}
			navKey = tsStr(pg.Nav)
		}
		p("  %s: { path: %s, nav: %s, header: %t, footer: %t, breadcrumb: %t, prerender: %t, noSpeculation: %t },\n",
			pg.Key, tsStr(pg.Path), navKey, pg.Menus.Header, pg.Menus.Footer, pg.Menus.Breadcrumb, pg.Prerender, pg.NoSpeculation)
		if pg.Prerender {
			prerendered = append(prerendered, tsStr(pg.Key))
		}
	}
	p("} as const satisfies Record<string, SitePage>\n\n")
	p("/** A page's key. */\nexport type PageKey = keyof typeof PAGES\n\n")
	p("/** The pages the build prerenders: each has a component in the route table. */\nexport type PrerenderedPageKey = %s\n", strings.Join(prerendered, " | "))
}

// tsStr is a single-quoted TypeScript string literal (the house style)
// for a string without quotes or backslashes.
func tsStr(s string) string {
	if strings.ContainsAny(s, `'\`+"\n") {
		return str(s)
	}
	return "'" + s + "'"
}
