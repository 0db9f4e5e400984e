package domain

import (
	"context"
	"encoding/json"
	"time"
)

// Revision kinds beyond the trash kinds: section layouts and the site
// document (whose one id is SiteRevisionID).
const (
	RevisionLayout = ActivityLayout
	RevisionSite   = ActivitySite
	// SiteRevisionID is the site document's id in the history.
	SiteRevisionID int64 = 1
)

// RevisionKinds lists every kind the history API names (WithHistory), in
// the product's registry's order.
func RevisionKinds() []string {
	return kindStrings(ContentKinds().Where(WithHistory))
}

// kindStrings returns the ids of kinds as strings.
func kindStrings(kinds []Kind) []string {
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = string(k)
	}
	return out
}

// ParseRevisionKind returns the kind s names (case-insensitive; the
// aliases and plurals included); ok is false for anything else.
func ParseRevisionKind(s string) (string, bool) {
	k, ok := ContentKinds().Parse(s, WithHistory)
	return string(k), ok
}

// Revision is one earlier state of an item: what it was before a change,
// who made that change, when, and which fields it changed. Restoring a
// revision makes the item that state again (and keeps the state it
// replaces as a new revision, so nothing is lost).
type Revision struct {
	Kind   string `json:"-"`
	ItemID int64  `json:"-"`
	// Rev numbers the item's revisions from 1, in the order they were
	// made; a number is never reused.
	Rev   int       `json:"rev"`
	At    time.Time `json:"at"`
	Actor string    `json:"actor"`
	// Fields are the JSON fields the change altered, sorted.
	Fields []string `json:"fields"`
	// Data is the item as the API showed it before the change.
	Data json.RawMessage `json:"-"`
}

// RevisionPolicy says how long the history lasts: an item keeps its
// newest Keep revisions and every revision younger than MaxAge.
type RevisionPolicy struct {
	Keep   int
	MaxAge time.Duration
}

// Defaults of RevisionPolicy: fifty revisions an item, and a year of them
// whatever their number.
const (
	DefaultRevisionKeep   = 50
	DefaultRevisionMaxAge = 365 * 24 * time.Hour
)

// WithDefaults fills the zero members of p with the defaults.
func (p RevisionPolicy) WithDefaults() RevisionPolicy {
	if p.Keep <= 0 {
		p.Keep = DefaultRevisionKeep
	}
	if p.MaxAge <= 0 {
		p.MaxAge = DefaultRevisionMaxAge
	}
	return p
}

// Messages of the history.
const (
	MsgRevisionNotFound    = "Revision not found"
	MsgRevisionKindUnknown = "Unknown kind of item"
	MsgRevisionItemGone    = "The item is no longer on the site: restore it from the trash first"
	MsgRevisionNumber      = "Must be a whole number from 1"
)

// RevisionStore keeps the history. Add joins the transaction of the
// context (Transactor), with the change whose earlier state it keeps.
type RevisionStore interface {
	// Add stores r as the item's next revision, setting r.Rev, unless
	// r.Data is the same as the item's newest revision's (identical
	// consecutive states are stored once; added is false then). It then
	// deletes the item's revisions that are neither among its newest
	// keep.Keep nor younger than keep.MaxAge before r.At.
	Add(ctx context.Context, r *Revision, keep RevisionPolicy) (added bool, err error)
	// List returns the item's revisions, newest first, without Data.
	List(ctx context.Context, kind string, itemID int64) ([]Revision, error)
	// Get returns one revision with its Data. ENOTFOUND.
	Get(ctx context.Context, kind string, itemID int64, rev int) (*Revision, error)
	// All returns every revision with its Data, oldest first within an
	// item (for a backup).
	All(ctx context.Context) ([]Revision, error)
}

// Validate checks a revision as an import reads it (issue 21): a kind
// that keeps a history, numbers from 1, short plain text for the actor
// and the field names, and data that is a valid item of its kind, as the
// API would have saved it (a restore validates it again anyway).
func (r *Revision) Validate() error {
	v := ValidationErrors{}
	if !ContentKinds().Is(Kind(r.Kind), WithHistory) {
		v.Add("kind", MsgRevisionKindUnknown)
	}
	if r.ItemID <= 0 {
		v.Add("item_id", MsgRevisionNumber)
	}
	if r.Rev <= 0 {
		v.Add("rev", MsgRevisionNumber)
	}
	limitText(v, "actor", r.Actor, maxFilterLength)
	for _, f := range r.Fields {
		limitText(v, "fields", f, maxFilterLength)
	}
	if err := v.Err(); err != nil {
		return err
	}
	return revisionData(r.Kind, r.Data)
}

// revisionData checks that data is a valid item of kind.
func revisionData(kind string, data []byte) error {
	return ContentKinds().CheckPayload(Kind(kind), data)
}
