package domain

import (
	"context"
	"encoding/json"
	"time"
)

// TrashKind names what a trash entry holds: a Kind whose spec has Trash.
type TrashKind = Kind

// TrashKinds lists every kind the trash keeps, in the order the admin
// names them (the product's registry, ContentKinds). The generators read
// it; code that serves kinds takes a *Kinds instead.
var TrashKinds = ContentKinds().Where(InTrash)

// ParseTrashKind returns the trash kind s names in the product's registry
// (case-insensitive, aliases included); ok is false for anything else.
func ParseTrashKind(s string) (TrashKind, bool) {
	return ContentKinds().Parse(s, InTrash)
}

// TrashItem is a deleted piece of content, kept whole so that a restore
// brings it back exactly as it was: Payload is the entity as the API shows
// it (a project with its links and gallery images).
type TrashItem struct {
	Kind TrashKind `json:"kind"`
	// ItemID is the id the item had, and gets back.
	ItemID int64 `json:"id"`
	// ParentID is the project of a link or gallery image, else 0.
	ParentID  int64           `json:"parentId,omitempty"`
	Title     string          `json:"title"`
	DeletedAt time.Time       `json:"deletedAt"`
	DeletedBy string          `json:"deletedBy"`
	Payload   json.RawMessage `json:"-"`
}

// Messages of the trash.
const (
	MsgTrashItemNotFound  = "Item not found in the trash"
	MsgTrashParentMissing = "Restore its project first: it is no longer on the site"
	MsgTrashKindUnknown   = "Unknown kind of item"
	MsgTrashIDTaken       = "An item with this id exists again; it cannot be restored over it"
)

// TrashRepository keeps the trash. Its writes join the transaction of the
// context (Transactor), with the delete or restore they belong to.
type TrashRepository interface {
	// Put stores item, replacing an entry of the same kind and id.
	Put(ctx context.Context, item TrashItem) error
	// List returns every entry, newest first, payloads included.
	List(ctx context.Context) ([]TrashItem, error)
	// Take removes the entry and returns it (locked until the transaction
	// ends). ENOTFOUND.
	Take(ctx context.Context, kind TrashKind, id int64) (*TrashItem, error)
	// TakeBefore removes and returns the entries deleted before t.
	TakeBefore(ctx context.Context, t time.Time) ([]TrashItem, error)
}
