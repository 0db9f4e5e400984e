package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"time"

	httpapi "github.com/portfolio-site/portfolio/adapters/http"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// An entity is a Go type the API sends, and the TypeScript name the
// frontend gives it.
type entity struct {
	ts  string
	typ reflect.Type
	doc string
}

func typeOf[T any]() reflect.Type { return reflect.TypeFor[T]() }

// entities are the API's types, in the order they are written. Every Go
// struct a field refers to must be here too (generation panics otherwise).
var entities = []entity{
	{"ProjectLink", typeOf[domain.ProjectLink](), "A project's link."},
	{"GalleryImage", typeOf[domain.GalleryImage](), "An image of a project's gallery; decorative ones are shown with alt=\"\"."},
	{"Project", typeOf[domain.Project](), "A portfolio project with its links and gallery images (GET /api/portfolio/projects)."},
	{"Collaboration", typeOf[domain.Collaboration](), "A collaboration (GET /api/collaborations)."},
	{"SectionLayout", typeOf[domain.SectionLayout](), "A portfolio section layout (GET /api/portfolio/section-layouts)."},
	{"MediaItem", typeOf[domain.MediaItem](), "A media and press item (GET /api/media)."},
	{"Investment", typeOf[domain.Investment](), "An investment (GET /api/investments)."},
	{"ContactMessage", typeOf[domain.Message](), "A message sent through the contact form, as the admin's inbox reads it (GET /api/messages, newest first): address is the sender's client address."},
	{"TrashItem", typeOf[domain.TrashItem](), "GET /api/trash: one deleted item, newest deletion first; parentId is the project of a link or gallery image."},
	{"ActivityEntry", typeOf[domain.ActivityEntry](), "GET /api/activity: one entry; actor is a username, 'system', or '' for a visitor or an unknown name."},
	{"Revision", typeOf[domain.Revision](), "GET /api/revisions?kind=&id=: one earlier state of an item, newest first; GET /api/revisions/KIND/ID/REV adds data, the item as the API showed it then."},
	{"Draft", typeOf[domain.Draft](), "GET /api/drafts: one item's draft (kind, id), oldest change first; GET …/draft reads the item as it will be published."},
	{"Schedule", typeOf[domain.Schedule](), "GET /api/schedules: a publish or unpublish planned for a time, soonest first."},
	{"Redirect", typeOf[domain.Redirect](), "GET /api/redirects: an old address of a moved project page (from) and the page's address now (to), answered with a 301; hits counts its visits."},
	{"SignInProtection", typeOf[app.SignInProtection](), "GET /api/auth/sign-in-protection: whether the administrator's name is locked for browsers that never signed in (lockedUntil, null when not), the sign-in attempts refused since (24 hours ago) and from how many addresses (at least), and whether this browser carries a device cookie (trustedBrowser), whose password a lock does not refuse."},
	{"InsightsDay", typeOf[app.InsightsDay](), "A day's totals: human page views, visitors (one address and browser that day), crawlers' views and contact messages."},
	{"InsightsPage", typeOf[app.InsightsPage](), "A page's views and visitors over the range (the sum of its days')."},
	{"InsightsReferrer", typeOf[app.InsightsReferrer](), "Another site that sent visitors, by host."},
	{"InsightsOutbound", typeOf[app.InsightsOutbound](), "Clicks on an item's outbound links; kind is project, investment, media or email (id 0)."},
	{"InsightsVital", typeOf[app.InsightsVital](), "A page's Web Vitals metric at the 75th percentile (LCP and INP in ms, CLS unitless), rated good, needs-improvement or poor."},
	{"InsightsBot", typeOf[app.InsightsNamed](), "A crawler's views."},
	{"InsightsDevice", typeOf[app.InsightsDevice](), "Human views by device class (mobile, tablet or desktop)."},
	{"InsightsProject", typeOf[app.InsightsProject](), "A project's page views and its links' clicks."},
	{"InsightsReport", typeOf[app.InsightsReport](), "GET /api/insights?from=&to=: the site's own analytics of the days from..to (UTC, inclusive); days has every day, oldest first."},
	{"SiteSocial", typeOf[domain.SiteSocial](), "One of the owner's public profiles."},
	{"SiteSeo", typeOf[domain.SiteSEO](), "The SEO defaults."},
	{"SiteHero", typeOf[domain.SiteHero](), "The top of the home page."},
	{"CategoryCard", typeOf[domain.SiteCategoryCard](), "A card of the home page's portfolio categories."},
	{"Fund", typeOf[domain.SiteFund](), "A fund the owner manages."},
	{"MediaHighlight", typeOf[domain.SiteMediaHighlight](), "A card of the home page's media section."},
	{"SiteBiography", typeOf[domain.SiteBiography](), "The About page's biography and portrait."},
	{"ImpactStat", typeOf[domain.SiteImpactStat](), "A figure of the About page."},
	{"SiteVenture", typeOf[domain.SiteVenture](), "The About page's venture section."},
	{"Milestone", typeOf[domain.SiteMilestone](), "A step of an era; text is inline markup: **strong**, *emphasis*, [label](href)."},
	{"EraColors", typeOf[domain.SiteEraColors](), "An era's accents: a palette name and a gradient pair (#rrggbb)."},
	{"TimelineEra", typeOf[domain.SiteEra](), "An era of the About page's career timeline."},
	{"SiteHomeTexts", typeOf[domain.SiteHomeTexts](), "The home page's fixed words: hero buttons, section headings, introductions and buttons."},
	{"SiteCallToAction", typeOf[domain.SiteCallToAction](), "The home page's one closing call to action."},
	{"SitePageTexts", typeOf[domain.SitePageTexts](), "The other pages' titles, introductions, buttons and labels ({name} in aboutTitle and portfolioCtaAboutButton, {path} in notFoundHint, are filled in on the pages)."},
	{"SiteFooter", typeOf[domain.SiteFooter](), "The footer's column headings, Industries list and copyright line ({year} and {name} are filled in on the pages)."},
	{"SiteSectionTexts", typeOf[domain.SiteSectionTexts](), "The Investments and Media & Press pages' section headings and card buttons ({name} and {name}' are filled in on the pages)."},
	{"SiteNavTexts", typeOf[domain.SiteNavTexts](), "The navigation's labels: header, mobile menu, footer Quick Links and breadcrumbs ({name} in about is filled in on the pages)."},
	{"GameStudio", typeOf[domain.SiteGameStudio](), "A studio block of the portfolio's Games section: the projects of subcategory key, its wordmark and career period."},
	{"SiteInfo", typeOf[domain.Site](), "The site document (GET /api/site, PUT /api/site), edited in the admin's Site tab; publicUrl is read-only (configuration)."},
}

// neverNull are the types whose lists always encode as [] (their
// MarshalJSON, or the handler that answers them: a revision's fields), so a
// list member is never null.
var neverNull = map[reflect.Type]bool{
	typeOf[domain.Site](): true, typeOf[domain.SiteSEO](): true, typeOf[domain.SiteBiography](): true,
	typeOf[domain.SiteVenture](): true, typeOf[domain.SiteEra](): true, typeOf[domain.Revision](): true,
	typeOf[domain.SiteFooter](): true, typeOf[app.InsightsReport](): true,
}

// narrowed are string members whose values come from a Go list that the
// generated modules also hold: the TypeScript type is that list's union.
var narrowed = map[string]string{
	"SiteSocial.platform":   "SocialPlatformKey",
	"ImpactStat.icon":       "IconKey",
	"TimelineEra.icon":      "IconKey",
	"EraColors.palette":     "EraPalette",
	"TrashItem.kind":        "TrashKind",
	"ActivityEntry.kind":    "ActivityKind",
	"ActivityEntry.action":  "ActivityAction",
	"InsightsVital.metric":  "'LCP' | 'INP' | 'CLS'",
	"InsightsVital.rating":  "'good' | 'needs-improvement' | 'poor'",
	"InsightsOutbound.kind": "'project' | 'investment' | 'media' | 'email'",
	"InsightsDevice.device": "'mobile' | 'tablet' | 'desktop'",
}

// apiTypes writes the entity types and the lists their narrowed members
// draw from.
func apiTypes(p printer) {
	p("import type { ACTIVITY_ACTIONS, ACTIVITY_KINDS, TRASH_KINDS } from './catalogue.gen'\n\n")
	keys(p, "The icons a home figure or timeline era may show (features/home/icons.ts draws them).", "SITE_ICONS", domain.SiteIcons())
	p("export type IconKey = (typeof SITE_ICONS)[number]\n\n")
	keys(p, "The accent palettes of a timeline era.", "ERA_PALETTES", domain.SitePalettes())
	p("export type EraPalette = (typeof ERA_PALETTES)[number]\n\n")
	p("/** The platforms a social link can be (domain.SocialPlatforms), each with its label; website is any other site. */\n")
	p("export const SOCIAL_PLATFORMS = [\n")
	for _, sp := range domain.SocialPlatforms() {
		p("  { key: %q, label: %q },\n", sp.Key, sp.Label)
	}
	p("] as const\n\n")
	p("export type SocialPlatformKey = (typeof SOCIAL_PLATFORMS)[number]['key']\n\n")
	defaultTexts(p)
	p("/** What the trash holds. */\nexport type TrashKind = (typeof TRASH_KINDS)[number]\n\n")
	p("/** What an activity entry can be about. */\nexport type ActivityKind = (typeof ACTIVITY_KINDS)[number]\n\n")
	p("/** What an activity entry records. */\nexport type ActivityAction = (typeof ACTIVITY_ACTIONS)[number]\n\n")

	names := map[reflect.Type]string{}
	for _, e := range entities {
		names[e.typ] = e.ts
	}
	for _, e := range entities {
		p("/** %s */\n", e.doc)
		p("export interface %s {\n", e.ts)
		for i := range e.typ.NumField() {
			f := e.typ.Field(i)
			name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "-" || !f.IsExported() {
				continue
			}
			if name == "" {
				name = f.Name
			}
			t := narrowed[e.ts+"."+name]
			if t == "" {
				t = tsType(f.Type, names, !neverNull[e.typ])
			}
			opt := ""
			if strings.Contains(opts, "omitempty") {
				opt = "?"
			}
			p("  %s%s: %s\n", name, opt, t)
		}
		p("}\n\n")
	}
	requestTypes(p)
}

// tsType is the TypeScript type of a Go type as encoding/json writes it.
// A nil slice encodes as null unless the owner says otherwise.
func tsType(t reflect.Type, names map[reflect.Type]string, nullLists bool) string {
	if t == typeOf[time.Time]() {
		return "string"
	}
	if n, ok := names[t]; ok {
		return n
	}
	switch t.Kind() {
	case reflect.Pointer:
		return tsType(t.Elem(), names, nullLists) + " | null"
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Float64:
		return "number"
	case reflect.Slice:
		list := tsType(t.Elem(), names, nullLists) + "[]"
		if nullLists {
			return list + " | null"
		}
		return list
	}
	panic("gen-ts: no TypeScript type for " + t.String())
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

// requestTypes writes the request bodies the server decodes
// (adapters/http/fields.go and the handlers' own tables): every member
// may be left out.
func requestTypes(p printer) {
	for _, b := range httpapi.RequestBodies() {
		p("/** %s */\n", b.Doc)
		p("export interface %s {\n", b.Name)
		for _, m := range b.Members {
			p("  %s?: %s\n", m.Name, m.Type)
		}
		p("}\n\n")
	}
}

// defaultTexts writes the default fixed texts of the site document
// (domain.SiteTextFields), which a stored document without them reads:
// for the frontend's tests and fixtures, which start from the seed file
// that does not hold them.
func defaultTexts(p printer) {
	var s domain.Site
	s.SetDefaultTexts()
	groups := []struct {
		name  string
		value any
	}{
		{domain.SiteGroupHomeTexts, s.HomeTexts}, {domain.SiteGroupCallToAction, s.CallToAction},
		{domain.SiteGroupPages, s.Pages}, {domain.SiteGroupFooter, s.Footer}, {domain.SiteGroupNav, s.Nav},
		{domain.SiteGroupSections, s.Sections}, {"gameStudios", s.GameStudios},
	}
	p("/** The site document's fixed texts as a document without them reads them (domain.SiteTextFields). */\n")
	p("export const DEFAULT_SITE_TEXTS: Pick<SiteInfo, 'homeTexts' | 'callToAction' | 'pages' | 'footer' | 'nav' | 'sections' | 'gameStudios'> = {\n")
	for _, g := range groups {
		var b strings.Builder
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(g.value); err != nil {
			panic(err)
		}
		p("  %s: %s,\n", g.name, strings.TrimSpace(b.String()))
	}
	p("}\n\n")
}
