package domain

import (
	"slices"
	"strings"
)

// KindGroup is a group of an item's members that the admin edits, saves
// and restores on its own: one of the Site tab's groups of the site
// document. ID names it in the API (?group=) and the admin, Label is what
// the Site tab calls it, Members are the item's top-level JSON members it
// holds.
type KindGroup struct {
	ID      string
	Label   string
	Members []string
}

// Messages of a group the API does not know.
const (
	MsgGroupUnknown = "Unknown group"
	MsgGroupNone    = "Items of this kind have no groups"
)

// SiteGroups returns the Site tab's groups of the site document, in the
// order the tab shows them: together they hold every member of the
// document but publicUrl (configuration, never stored), each once. The
// one declaration of the groups: the history restores one group by them
// (POST /api/revisions/site/1/REV/restore?group=ID) and cmd/gen-ts writes
// them for the Site tab (SITE_GROUPS).
func SiteGroups() []KindGroup {
	return []KindGroup{
		{ID: "profile", Label: "Profile", Members: []string{"name", "tagline", "email", "location", "socials"}},
		{ID: "seo", Label: "SEO", Members: []string{"seo"}},
		{ID: "hero", Label: "Hero", Members: []string{"hero"}},
		{ID: "cards", Label: "Cards", Members: []string{"categoryCards"}},
		{ID: "funds", Label: "Funds", Members: []string{"funds"}},
		{ID: "highlights", Label: "Highlights", Members: []string{"mediaHighlights"}},
		{ID: "figures", Label: "Figures", Members: []string{"impactStats"}},
		{ID: "timeline", Label: "Timeline", Members: []string{"timeline"}},
		{ID: "outlets", Label: "Featured In", Members: []string{"outlets", "outletLogos"}},
		{ID: "biography", Label: "Biography & Quote", Members: []string{"biography", "quote", "venture"}},
		{ID: SiteGroupHomeTexts, Label: "Home Headings & Buttons", Members: []string{SiteGroupHomeTexts}},
		{ID: SiteGroupCallToAction, Label: "Call to Action", Members: []string{SiteGroupCallToAction}},
		{ID: SiteGroupPages, Label: "Page Titles", Members: []string{SiteGroupPages}},
		{ID: SiteGroupFooter, Label: "Footer", Members: []string{SiteGroupFooter}},
		{ID: SiteGroupNav, Label: "Navigation", Members: []string{SiteGroupNav}},
		{ID: SiteGroupSections, Label: "Section Headings", Members: []string{SiteGroupSections}},
		{ID: "gameStudios", Label: "Game Studios", Members: []string{"gameStudios"}},
		{ID: "pressKit", Label: "Press Kit", Members: []string{"pressKit"}},
	}
}

// Group returns the group of kind k named id: EINVALID for a kind without
// groups, or for a name none of its groups has, with a message naming
// them.
func (r *Kinds) Group(k Kind, id string) (KindGroup, error) {
	spec, _ := r.Spec(k)
	if len(spec.Groups) == 0 {
		return KindGroup{}, &Error{Code: EINVALID, Message: "group: " + MsgGroupNone, Fields: map[string]string{"group": MsgGroupNone}}
	}
	ids := make([]string, len(spec.Groups))
	for i, g := range spec.Groups {
		if g.ID == id {
			return g, nil
		}
		ids[i] = g.ID
	}
	msg := MsgGroupUnknown + "; use one of " + strings.Join(ids, ", ")
	if id != "" && IsText(id, false) && len(id) <= maxFilterLength {
		msg = MsgGroupUnknown + " \u201c" + id + "\u201d; use one of " + strings.Join(ids, ", ")
	}
	return KindGroup{}, &Error{Code: EINVALID, Message: "group: " + msg, Fields: map[string]string{"group": msg}}
}

// GroupIDs are the ids of k's groups, in order (none for a kind without).
func (r *Kinds) GroupIDs(k Kind) []string {
	spec, _ := r.Spec(k)
	out := make([]string, 0, len(spec.Groups))
	for _, g := range spec.Groups {
		out = append(out, g.ID)
	}
	return slices.Clip(out)
}
