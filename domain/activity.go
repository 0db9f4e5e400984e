package domain

import (
	"context"
	"time"
)

// Activity actions: what an entry of the activity log records.
const (
	ActionSignIn          = "sign-in"
	ActionSignInFailed    = "sign-in-failed"
	ActionSignInThrottled = "sign-in-throttled"
	ActionSignOut         = "sign-out"
	ActionCreate          = "create"
	ActionUpdate          = "update"
	ActionDelete          = "delete"
	ActionRestore         = "restore"
	ActionPurge           = "purge"
	ActionUpload          = "upload"
	ActionPasswordChange  = "password-change"
	ActionTwoFactorEnable = "2fa-enable"
	ActionTwoFactorOff    = "2fa-disable"
	ActionDraft           = "draft"
	ActionDiscard         = "discard-draft"
	ActionPublish         = "publish"
	ActionUnpublish       = "unpublish"
	ActionSchedule        = "schedule"
	ActionUnschedule      = "unschedule"
	// ActionImport: a backup replaced the whole content (Account tab).
	ActionImport = "import"
	// Passkeys (issue 27): one added, renamed or removed, "passkeys only"
	// turned on or off. A passkey sign-in is an ActionSignIn (or
	// ActionSignInFailed) whose title says "Passkey".
	ActionPasskeyAdd      = "passkey-add"
	ActionPasskeyRename   = "passkey-rename"
	ActionPasskeyRemove   = "passkey-remove"
	ActionPasskeysOnlyOn  = "passkeys-only-on"
	ActionPasskeysOnlyOff = "passkeys-only-off"
)

// ActivityActions lists every action, in the order the admin offers them
// as a filter.
var ActivityActions = []string{
	ActionSignIn, ActionSignInFailed, ActionSignInThrottled, ActionSignOut, ActionCreate, ActionUpdate,
	ActionDelete, ActionRestore, ActionPurge, ActionUpload, ActionPasswordChange, ActionTwoFactorEnable, ActionTwoFactorOff,
	ActionDraft, ActionDiscard, ActionPublish, ActionUnpublish, ActionSchedule, ActionUnschedule, ActionImport,
	ActionPasskeyAdd, ActionPasskeyRename, ActionPasskeyRemove, ActionPasskeysOnlyOn, ActionPasskeysOnlyOff,
	ActionInvite, ActionInviteRevoke, ActionUserJoin, ActionUserRemove,
}

// The actions of users and invitations (issue 43).
const (
	ActionInvite       = "invite"
	ActionInviteRevoke = "invite-revoke"
	ActionUserJoin     = "user-join"
	ActionUserRemove   = "user-remove"
)

// Activity kinds beyond the trash kinds: what else an entry can be about.
const (
	ActivityLayout = string(KindLayout)
	ActivitySite   = string(KindSite)
	ActivityFile   = string(KindFile)
	ActivityUser   = string(KindUser)
)

// ActivityKinds lists every kind an entry can be about (InActivity), in
// the product's registry's order: the trash kinds, then the others.
func ActivityKinds() []string {
	return kindStrings(ContentKinds().Where(InActivity))
}

// ActorSystem is the actor of what the server does by itself (purges).
const ActorSystem = "system"

// ActivityEntry is one line of the activity log: when, who, what and from
// which address.
type ActivityEntry struct {
	ID      int64     `json:"id"`
	At      time.Time `json:"at"`
	Actor   string    `json:"actor"`
	Action  string    `json:"action"`
	Kind    string    `json:"kind"`
	ItemID  int64     `json:"itemId,omitempty"`
	Title   string    `json:"title"`
	Fields  []string  `json:"fields,omitempty"`
	Address string    `json:"address"`
	// Count is how many events the entry stands for: 1, except for an
	// entry that Tally grew (refused sign-ins of one throttle counter in
	// one window).
	Count int `json:"count"`
}

// ActivityFilter narrows a page of the log: empty strings do not filter,
// Before (an entry id) starts the page below it, Limit bounds it.
type ActivityFilter struct {
	Kind   string
	Action string
	// Actor keeps the entries of one person (issue 43: the owner filters
	// the activity by person).
	Actor  string
	Before int64
	Limit  int
	// HideAccounts leaves out the entries about accounts (ActivityUser:
	// sign-ins, refused sign-ins, security changes), which an editor may
	// not read.
	HideAccounts bool
}

// ActivityLog stores the activity log. Record joins the transaction of the
// context (Transactor), so an entry commits with the change it records.
type ActivityLog interface {
	// Record appends e, setting its ID.
	Record(ctx context.Context, e *ActivityEntry) error
	// Tally records one more event under key: the first Tally of a key
	// appends e with Count 1, each later one adds 1 to that entry's Count
	// and leaves the rest of it as the first event wrote it. Concurrent
	// calls with one key leave one entry; the key is the caller's, window
	// included (a key never expires by itself). If the key's entry has
	// been purged, the next Tally appends a new one. e gets the entry's ID
	// and Count.
	Tally(ctx context.Context, key string, e *ActivityEntry) error
	// List returns a page of entries, newest first.
	List(ctx context.Context, f ActivityFilter) ([]ActivityEntry, error)
	// PurgeBefore deletes the entries older than t and says how many.
	PurgeBefore(ctx context.Context, t time.Time) (int, error)
}

// Validate checks a filter from the query string: kind and action are
// short words (any value is allowed, an unknown one matches nothing).
func (f ActivityFilter) Validate() error {
	v := ValidationErrors{}
	limitText(v, "kind", f.Kind, maxFilterLength)
	limitText(v, "action", f.Action, maxFilterLength)
	limitText(v, "actor", f.Actor, maxUsernameLength)
	return v.Err()
}
