package domain

import (
	"fmt"
	"slices"
	"strings"
)

// Kind names a kind of content: what a trash entry, a revision, a draft, a
// schedule or an activity entry is about. The values are the API's and the
// database's ("project", "gallery", …): they never change.
type Kind string

// KindSpec describes one kind of content: everything the generic paths
// (trash, history, drafts, schedules, previews, the media library, the
// cache, the backup, the activity log) need to know about it. The
// behaviour per kind (reading and saving it through its repository, its
// events) lives in app, registered once next to the kind and reached
// through the registry; this is the descriptive half.
type KindSpec struct {
	ID Kind
	// Label names the kind in the admin (the Trash tab's badges, the
	// Activity tab's kind column).
	Label string
	// Aliases are the other names a client may use in a path: plurals and
	// the API's own route names.
	Aliases []string
	// Regions are the cache regions a save or delete of an item makes
	// stale. A project list embeds links and gallery images, and the
	// all-gallery list hides images of inactive projects, hence the
	// overlaps. Empty: the kind is never cached (messages).
	Regions []CacheRegion
	// ListRegion is the region whose lists hold items of this kind (a
	// preview overlays them with their drafts); "" when none does.
	ListRegion CacheRegion
	// Parent is the kind an item belongs to (a link's project), and
	// ParentMember the member of the parent that lists it ("links"); a
	// preview overlays the children with their own drafts, and a restore
	// whose parent is gone is a conflict.
	Parent       Kind
	ParentMember string
	// Trash: deleting an item moves it to the trash.
	Trash bool
	// History: the item keeps revisions that can be restored.
	History bool
	// Drafts and Schedules: the item can have a draft, and its publishing
	// can be scheduled.
	Drafts, Schedules bool
	// MediaUses: the media library looks for files in the item.
	MediaUses bool
	// Activity: an activity entry can be about the kind.
	Activity bool
	// Groups are the groups of members the admin edits, saves and
	// restores one at a time (the site document's Site tab groups); a
	// history restore may ask for one. None: the item is one whole.
	Groups []KindGroup
	// CheckPayload checks an item of the kind as the API shows it (a trash
	// entry's payload, a revision's or a draft's data): it decodes and
	// passes the entity's own rules. Required for a kind with Trash,
	// History or Drafts.
	CheckPayload func(payload []byte) error
}

// Kinds is a registry of kinds: a value, built once (ContentKinds for the
// product; a test may build one with a kind of its own) and never changed.
type Kinds struct {
	specs []KindSpec
}

// NewKinds returns the registry of specs, in their order (the order the
// admin names them). A duplicate id or alias, an empty id, a parent that is
// not registered, or a kind whose payload cannot be checked is an error.
func NewKinds(specs ...KindSpec) (*Kinds, error) {
	names := map[string]Kind{}
	for _, s := range specs {
		if s.ID == "" {
			return nil, fmt.Errorf("domain: a kind needs an id")
		}
		for _, n := range append([]string{string(s.ID)}, s.Aliases...) {
			if k, dup := names[n]; dup {
				return nil, fmt.Errorf("domain: kind %q: the name %q is taken by %q", s.ID, n, k)
			}
			names[n] = s.ID
		}
		if (s.Trash || s.History || s.Drafts) && s.CheckPayload == nil {
			return nil, fmt.Errorf("domain: kind %q keeps items but cannot check them (CheckPayload)", s.ID)
		}
		groups := map[string]bool{}
		for _, g := range s.Groups {
			if g.ID == "" || groups[g.ID] || len(g.Members) == 0 {
				return nil, fmt.Errorf("domain: kind %q: group %q is unnamed, named twice or empty", s.ID, g.ID)
			}
			groups[g.ID] = true
		}
	}
	r := &Kinds{specs: slices.Clone(specs)}
	for _, s := range specs {
		if _, ok := r.Spec(s.Parent); s.Parent != "" && !ok {
			return nil, fmt.Errorf("domain: kind %q: its parent %q is not registered", s.ID, s.Parent)
		}
	}
	return r, nil
}

// ContentKinds returns the product's registry of kinds (StandardKinds).
func ContentKinds() *Kinds {
	k, err := NewKinds(StandardKinds()...)
	if err != nil {
		panic(err) // StandardKinds is a literal: a test covers it
	}
	return k
}

// All returns every spec, in order.
func (r *Kinds) All() []KindSpec { return slices.Clone(r.specs) }

// Spec returns the spec of k.
func (r *Kinds) Spec(k Kind) (KindSpec, bool) {
	for _, s := range r.specs {
		if s.ID == k {
			return s, true
		}
	}
	return KindSpec{}, false
}

// Is says whether k is the id of a kind that has.
func (r *Kinds) Is(k Kind, has func(KindSpec) bool) bool {
	spec, ok := r.Spec(k)
	return ok && has(spec)
}

// Where returns the ids of the kinds that have, in order.
func (r *Kinds) Where(has func(KindSpec) bool) []Kind {
	var out []Kind
	for _, s := range r.specs {
		if has(s) {
			out = append(out, s.ID)
		}
	}
	return out
}

// Parse returns the kind s names (case-insensitive, aliases included)
// among those that have; ok is false for anything else.
func (r *Kinds) Parse(s string, has func(KindSpec) bool) (Kind, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for _, spec := range r.specs {
		if has(spec) && (string(spec.ID) == s || slices.Contains(spec.Aliases, s)) {
			return spec.ID, true
		}
	}
	return "", false
}

// CheckPayload checks payload as an item of kind k: EINVALID with
// MsgTrashKindUnknown for a kind the registry does not hold (or whose
// items are not kept).
func (r *Kinds) CheckPayload(k Kind, payload []byte) error {
	spec, ok := r.Spec(k)
	if !ok || spec.CheckPayload == nil {
		return Errorf(EINVALID, "%s: %q", MsgTrashKindUnknown, k)
	}
	return spec.CheckPayload(payload)
}

// Capability predicates, for Where and Parse.

// InTrash is true for the kinds the trash keeps.
func InTrash(s KindSpec) bool { return s.Trash }

// WithHistory is true for the kinds the history API names: those that
// keep revisions, and every trash kind (a message has none, so its list
// is empty), as the API always named them.
func WithHistory(s KindSpec) bool { return s.History || s.Trash }

// WithDrafts is true for the kinds that can have a draft.
func WithDrafts(s KindSpec) bool { return s.Drafts }

// WithSchedules is true for the kinds whose publishing can be scheduled.
func WithSchedules(s KindSpec) bool { return s.Schedules }

// InActivity is true for the kinds an activity entry can be about.
func InActivity(s KindSpec) bool { return s.Activity }

// Restorable is true for the kinds whose revisions can be restored.
func Restorable(s KindSpec) bool { return s.History }
