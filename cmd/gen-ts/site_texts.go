package main

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// siteTexts writes the site document before it has loaded and the
// defaults a document without its fixed texts reads (domain.SiteTextFields).
func siteTexts(p printer) {
	var empty, defaults domain.Site
	domain.CentreFocalPoints(&empty) // as a document without them reads
	domain.CentreFocalPoints(&defaults)
	defaults.SetDefaultTexts()
	emptyDoc, defaultDoc := members(empty), members(defaults)

	p("/** The site document before it has loaded (domain.Site's zero value as the API sends it, focal points centred): empty texts and lists, so screens render at once. */\n")
	p("export const EMPTY_SITE: SiteInfo = {\n")
	for _, m := range emptyDoc {
		p("  %s: %s,\n", m.key, m.value)
	}
	p("}\n\n")

	// The members SetDefaultTexts fills: the fixed texts and the lists a
	// document without them reads.
	var filled []member
	for i, m := range defaultDoc {
		if m.value != emptyDoc[i].value {
			filled = append(filled, m)
		}
	}
	p("/** The site document's fixed texts as a document without them reads them (domain.SiteTextFields). */\n")
	p("export const DEFAULT_SITE_TEXTS: Pick<SiteInfo, %s> = {\n", union(filled, func(m member) string { return m.key }))
	for _, m := range filled {
		p("  %s: %s,\n", m.key, m.value)
	}
	p("}\n\n")
}

// siteTab writes the Site tab's tables: its groups, then its texts.
func siteTab(p printer) {
	siteGroups(p)
	textGroups(p)
}

// siteGroups writes SITE_GROUPS: the Site tab's groups, in order, each
// with its id (the ?group= of a history restore, SiteGroupId), its label
// and the document's members its Save sends and its History restores.
func siteGroups(p printer) {
	p("import type { SiteGroupId, SiteInfo } from './api-types.gen'\n\n")
	p("/** One group of the Site tab (domain.SiteGroups): its id, what the tab calls it and the members of the document its Save sends and its History restores. */\n")
	p("export interface SiteGroupRow {\n  readonly id: SiteGroupId\n  readonly label: string\n  readonly keys: readonly Exclude<keyof SiteInfo, 'publicUrl'>[]\n}\n\n")
	p("/** The Site tab's groups, in order: together they hold every member of the document but publicUrl, each once. */\n")
	p("export const SITE_GROUPS: readonly SiteGroupRow[] = [\n")
	for _, g := range domain.SiteGroups() {
		keys := make([]string, len(g.Members))
		for i, m := range g.Members {
			keys[i] = str(m)
		}
		p("  { id: %s, label: %s, keys: [%s] },\n", str(g.ID), str(g.Label), strings.Join(keys, ", "))
	}
	p("]\n\n")
}

// textGroups writes SITE_TEXT_GROUPS: every fixed text by group, in the
// parts (sub-headings) and order the admin's Site tab shows them, which
// renders its text fields from it. Only the admin imports it, so its
// labels stay out of the public pages' script.
func textGroups(p printer) {
	fields := domain.SiteTextFields()
	var groups []string
	for _, f := range fields {
		if !slices.Contains(groups, f.Group) {
			groups = append(groups, f.Group)
		}
	}
	p("/**\n * A fixed text as the admin's Site tab edits it (domain.SiteTextField): its\n")
	p(" * member, its label, whether it is a sentence (a textarea) rather than a\n")
	p(" * line, whether it has a row to itself, and what its placeholders become\n")
	p(" * (told under the field).\n */\n")
	p("export interface SiteTextRow {\n  readonly key: string\n  readonly label: string\n")
	p("  readonly sentence?: boolean\n  readonly wide?: boolean\n  readonly hint?: string\n}\n\n")
	p("/** A part of a group of texts in the Site tab: its sub-heading (\"\" for none) and its texts. */\n")
	p("export interface SiteTextPart {\n  readonly heading: string\n  readonly texts: readonly SiteTextRow[]\n}\n\n")
	p("/** Every fixed text of the site document by group, in the parts and order the Site tab shows them (domain.SiteTextFields). */\n")
	p("export const SITE_TEXT_GROUPS: Readonly<Record<%s, readonly SiteTextPart[]>> = {\n", union(groups, func(g string) string { return g }))
	for _, g := range groups {
		p("  %s: [\n", g)
		for i, f := range fields {
			if f.Group != g {
				continue
			}
			if i == 0 || fields[i-1].Group != g || fields[i-1].Section != f.Section {
				p("    {\n      heading: %s,\n      texts: [\n", str(f.Section))
			}
			p("        { key: %s, label: %s", str(f.Key), str(f.Label))
			if f.Sentence {
				p(", sentence: true")
			}
			if f.Wide {
				p(", wide: true")
			}
			if f.Hint != "" {
				p(", hint: %s", str(f.Hint))
			}
			p(" },\n")
			if i == len(fields)-1 || fields[i+1].Group != g || fields[i+1].Section != f.Section {
				p("      ],\n    },\n")
			}
		}
		p("  ],\n")
	}
	p("}\n\n")
}

// member is a member of the site document: its key and its JSON value.
type member struct {
	key   string
	value string
}

// members is the site document s as the API encodes it (every list
// present), member by member in its order, without the HTML escapes
// TypeScript does not need (which Site.MarshalJSON would write).
func members(s domain.Site) []member {
	type plain domain.Site // without MarshalJSON
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(plain(s.WithLists())); err != nil {
		panic(err)
	}
	dec := json.NewDecoder(&b)
	var out []member
	if _, err := dec.Token(); err != nil { // {
		panic(err)
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			panic(err)
		}
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			panic(err)
		}
		out = append(out, member{key.(string), string(value)})
	}
	return out
}

// union is a union of string literal types, one of each item's name.
func union[T any](items []T, name func(T) string) string {
	alts := make([]string, len(items))
	for i, it := range items {
		alts[i] = tsQuote(name(it))
	}
	return strings.Join(alts, " | ")
}
