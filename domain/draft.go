package domain

import (
	"context"
	"encoding/json"
	"time"
)

// Draft is a prepared next state of an item, kept beside the published
// one: the public API, the pages, the sitemap and the cache never see it
// until it is published.
type Draft struct {
	Kind   string `json:"kind"`
	ItemID int64  `json:"id"`
	// Title is what the admin calls the item (its draft's title).
	Title     string    `json:"title"`
	UpdatedAt time.Time `json:"updatedAt"`
	Actor     string    `json:"actor"`
	// Data is the item as it will be published, as the API shows it.
	Data json.RawMessage `json:"-"`
}

// Schedule actions.
const (
	SchedulePublish   = "publish"
	ScheduleUnpublish = "unpublish"
)

// Schedule is a change of an item planned for a time: publishing its
// draft, or hiding it. Each is applied once, by one instance, within
// seconds of its time, or at the next start when no instance ran then.
type Schedule struct {
	Kind   string    `json:"kind"`
	ItemID int64     `json:"id"`
	Action string    `json:"action"`
	At     time.Time `json:"at"`
	Title  string    `json:"title"`
	Actor  string    `json:"actor"`
}

// Messages of drafts and schedules.
const (
	MsgDraftNotFound       = "This item has no draft"
	MsgScheduleNotFound    = "Nothing is scheduled for this item"
	MsgScheduleInPast      = "Must be a time in the future"
	MsgScheduleTooFar      = "Must be a time in the next 5 years"
	MsgScheduleNeedsDraft  = "Save a draft first: publishing applies the draft"
	MsgCannotHide          = "This kind of item cannot be hidden; delete it instead"
	MsgDraftItemGone       = "The item of this draft is no longer on the site"
	MsgDraftCreateChildren = "Links and gallery images are published with their save; draft the project instead"
	// MsgScheduleTrashed says in the activity log why a schedule was
	// cancelled: its item went to the trash (its draft waits there).
	MsgScheduleTrashed = "the item went to the trash; its draft comes back with it"
)

// DraftStore keeps drafts and schedules. Its writes join the transaction
// of the context (Transactor).
type DraftStore interface {
	// PutDraft stores d, replacing the item's draft.
	PutDraft(ctx context.Context, d Draft) error
	// Draft returns the item's draft with its data. ENOTFOUND.
	Draft(ctx context.Context, kind string, itemID int64) (*Draft, error)
	// DeleteDraft removes the item's draft and says whether there was one.
	DeleteDraft(ctx context.Context, kind string, itemID int64) (bool, error)
	// Drafts lists every draft, with data, oldest change first.
	Drafts(ctx context.Context) ([]Draft, error)

	// PutSchedule stores s, replacing the item's schedule of the same
	// action.
	PutSchedule(ctx context.Context, s Schedule) error
	// DeleteSchedules removes the item's schedules and says how many.
	DeleteSchedules(ctx context.Context, kind string, itemID int64) (int, error)
	// Schedules lists every schedule, soonest first.
	Schedules(ctx context.Context) ([]Schedule, error)
	// TakeDue removes and returns the soonest schedule due at now, if any
	// (nil when none), locked until ctx's transaction ends: another
	// instance taking at once gets another schedule or none, never the
	// same one.
	TakeDue(ctx context.Context, now time.Time) (*Schedule, error)
}

// Validate checks a draft as an import reads it: a kind that has drafts,
// an item id, short plain text, and data that is a valid item of its kind.
func (d *Draft) Validate() error {
	v := ValidationErrors{}
	if !ContentKinds().Is(Kind(d.Kind), WithDrafts) {
		v.Add("kind", MsgRevisionKindUnknown)
	}
	if d.ItemID <= 0 {
		v.Add("item_id", MsgRevisionNumber)
	}
	limitText(v, "actor", d.Actor, maxFilterLength)
	limitText(v, "title", d.Title, maxTextLength)
	if err := v.Err(); err != nil {
		return err
	}
	return revisionData(d.Kind, d.Data)
}

// MaxScheduleYears bounds how far ahead a change may be scheduled: a
// schedule years away is a typo (9999 for 2029), and a time that far
// cannot be shown in the admin's date picker anyway.
const MaxScheduleYears = 5

// ScheduleTimeProblem is the message a schedule's time at gets when it is
// not in the future of now or more than MaxScheduleYears ahead; "" when
// it may be scheduled.
func ScheduleTimeProblem(at, now time.Time) string {
	switch {
	case !at.After(now):
		return MsgScheduleInPast
	case at.After(now.AddDate(MaxScheduleYears, 0, 0)):
		return MsgScheduleTooFar
	}
	return ""
}

// Validate checks a schedule as an import reads it at now: a time already
// past is kept (the scheduler applies it at once, as it would have had
// the server run), one more than MaxScheduleYears after now is refused as
// the API refuses it (issue 37).
func (s *Schedule) Validate(now time.Time) error {
	v := ValidationErrors{}
	if s.At.After(now.AddDate(MaxScheduleYears, 0, 0)) {
		v.Add("at", MsgScheduleTooFar)
	}
	if !ContentKinds().Is(Kind(s.Kind), WithSchedules) {
		v.Add("kind", MsgRevisionKindUnknown)
	}
	if s.ItemID <= 0 {
		v.Add("item_id", MsgRevisionNumber)
	}
	if s.Action != SchedulePublish && s.Action != ScheduleUnpublish {
		v.Add("action", "Must be publish or unpublish")
	}
	limitText(v, "actor", s.Actor, maxFilterLength)
	limitText(v, "title", s.Title, maxTextLength)
	return v.Err()
}
