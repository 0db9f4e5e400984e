package domain

import (
	"context"
	"strings"
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

// Messages of the redirect rules.
const (
	MsgRedirectPath      = "Must be the address of a project page on this site, like /portfolio/games/a-title"
	MsgRedirectSelf      = "Must not redirect an address to itself"
	MsgRedirectChain     = "Must not lead to an address that redirects again (a chain or a loop)"
	MsgRedirectDuplicate = "Must not be the from of two redirects"
)

// IsRedirectPath reports whether p may be an end of a redirect: what the
// API makes of a moved page (ProjectPath), a path of this site only —
// "/portfolio/", a category, "/", a slug — with no scheme, host, query,
// control character or space, so a redirect can never send a visitor off
// the site or split a response header.
func IsRedirectPath(p string) bool {
	rest, ok := strings.CutPrefix(p, "/portfolio/")
	if !ok || !IsText(p, false) || strings.ContainsAny(p, " \\?#") {
		return false
	}
	category, slug, ok := strings.Cut(rest, "/")
	return ok && category != "" && !strings.Contains(slug, "/") && IsSlug(slug)
}

// CheckRedirects applies the rules the API keeps for the redirects to a
// whole table (an import's): every from and to a project page's path
// (IsRedirectPath; an empty to is a page gone for good), no address
// redirected twice or to itself, and no to that is another entry's from,
// so there is neither chain nor loop. EINVALID naming the first offending
// entry as table[i].member (i from 0), with the rule's message.
func CheckRedirects(table string, list []Redirect) error {
	from := make(map[string]int, len(list))
	for i, r := range list {
		if _, dup := from[r.From]; dup {
			return redirectProblem(table, i, "from", MsgRedirectDuplicate)
		}
		from[r.From] = i
	}
	for i, r := range list {
		switch {
		case !IsRedirectPath(r.From):
			return redirectProblem(table, i, "from", MsgRedirectPath)
		case r.To != "" && !IsRedirectPath(r.To):
			return redirectProblem(table, i, "to", MsgRedirectPath)
		case r.To == r.From:
			return redirectProblem(table, i, "to", MsgRedirectSelf)
		}
		if _, again := from[r.To]; again {
			return redirectProblem(table, i, "to", MsgRedirectChain)
		}
	}
	return nil
}

func redirectProblem(table string, i int, member, msg string) error {
	return Errorf(EINVALID, "%s[%d].%s: %s", table, i, member, msg)
}
