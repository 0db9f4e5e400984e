package domain

import (
	"context"
	"time"
)

// Redirect is one old address of a project's page and the address it
// answers with a 301 now. To is always a current address: when a page
// moves again, every redirect to its old address is pointed at the new
// one, so a visitor is never sent through a chain. An entry whose To is
// empty is a page that is gone for good (its project purged from the
// trash): it answers 410, and the API does not list it.
type Redirect struct {
	ID        int64     `json:"id"`
	From      string    `json:"from"`
	To        string    `json:"to"`
	Hits      int64     `json:"hits"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
}

// MsgRedirectNotFound is the ENOTFOUND message of a redirect.
const MsgRedirectNotFound = "Redirect not found"

// RedirectRepository stores the redirects of moved project pages.
type RedirectRepository interface {
	// List returns every entry (gone ones too), by from.
	List(ctx context.Context) ([]Redirect, error)
	// Moved records that the page at from is now at to: entries to from
	// now point at to, from answers with to, and an entry from to (a
	// return to an earlier address) is removed, so there is no chain and
	// no loop. from == to changes nothing.
	Moved(ctx context.Context, from, to string) error
	// Gone records that the page at path is gone for good: the entries to
	// it become gone too.
	Gone(ctx context.Context, path string) error
	// Live removes any entry from path: a page lives there again.
	Live(ctx context.Context, path string) error
	// Delete removes one entry. ENOTFOUND.
	Delete(ctx context.Context, id int64) error
	// Hit counts one visit of the entry id; an unknown id is ignored.
	Hit(ctx context.Context, id int64) error
}

// ApplyMoved is Moved on a list of entries, for stores that keep them in
// memory: it returns the new list (ids of new entries are 0).
func ApplyMoved(list []Redirect, from, to string, now time.Time) []Redirect {
	if from == to {
		return list
	}
	out := list[:0:0]
	found := false
	for _, r := range list {
		switch {
		case r.From == to:
			continue
		case r.From == from:
			r.To, r.UpdatedAt, found = to, now, true
		case r.To == from:
			r.To, r.UpdatedAt = to, now
		}
		out = append(out, r)
	}
	if !found {
		out = append(out, Redirect{From: from, To: to, CreatedAt: now, UpdatedAt: now})
	}
	return out
}
