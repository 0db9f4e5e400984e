// Package journal writes the record of changes: the activity log and each
// item's history of revisions, stamped with the actor of the request that
// the HTTP adapter puts into the context (WithActor). The use cases of
// content and of sign-in both write it, so it stands apart from either.
package journal

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// Actor is who makes a request and from which address; the HTTP adapter
// puts it into the request's context and the Journal reads it from there.
type Actor struct {
	// Name is the signed-in user's name, "" for a visitor.
	Name string
	// Address is the client's address as the HTTP adapter found it.
	Address string
}

type actorKey struct{}

type noteKey struct{}

// WithNote returns ctx whose activity entries add note to their title (a
// scheduled change applied late says so).
func WithNote(ctx context.Context, note string) context.Context {
	return context.WithValue(ctx, noteKey{}, note)
}

// WithActor returns ctx carrying a.
func WithActor(ctx context.Context, a Actor) context.Context {
	return context.WithValue(ctx, actorKey{}, a)
}

// ActorFrom returns the actor ctx carries, or the zero Actor.
func ActorFrom(ctx context.Context) Actor {
	a, _ := ctx.Value(actorKey{}).(Actor)
	return a
}

// Journal writes the record of changes: the activity log, and the history
// of every item (the state each change replaced). A change, the entry that
// records it and the revision it keeps are written in one transaction
// (InTx, then Record and Revise with its context), so neither shows a
// change that rolled back nor misses one that committed.
type Journal struct {
	tx        domain.Transactor
	log       domain.ActivityLog
	revisions domain.RevisionStore
	keep      domain.RevisionPolicy
	clock     domain.Clock
}

// New returns a Journal; every dependency is required, and the zero
// members of keep take the defaults.
func New(tx domain.Transactor, log domain.ActivityLog, revisions domain.RevisionStore, keep domain.RevisionPolicy, clock domain.Clock) (*Journal, error) {
	if tx == nil || log == nil || revisions == nil || clock == nil {
		return nil, errors.New("journal: needs a transactor, an activity log, a revision store and a clock")
	}
	return &Journal{tx: tx, log: log, revisions: revisions, keep: keep.WithDefaults(), clock: clock}, nil
}

// Revise keeps before, the state of an item that a change replaced, as
// the item's next revision, stamped with ctx's actor and the time; with
// ctx from InTx it commits with the change. A change that altered no
// field keeps nothing.
func (j *Journal) Revise(ctx context.Context, kind string, id int64, before any, fields []string) error {
	if len(fields) == 0 {
		return nil
	}
	data, err := json.Marshal(before)
	if err != nil {
		return fmt.Errorf("keep the earlier state of %s %d: %w", kind, id, err)
	}
	r := domain.Revision{Kind: kind, ItemID: id, At: j.clock.Now(), Actor: ActorFrom(ctx).Name, Fields: fields, Data: data}
	_, err = j.revisions.Add(ctx, &r, j.keep)
	return err
}

// Revisions returns an item's history, newest first, without the states.
func (j *Journal) Revisions(ctx context.Context, kind string, id int64) ([]domain.Revision, error) {
	return j.revisions.List(ctx, kind, id)
}

// Revision returns one revision of an item with its state. ENOTFOUND.
func (j *Journal) Revision(ctx context.Context, kind string, id int64, rev int) (*domain.Revision, error) {
	return j.revisions.Get(ctx, kind, id, rev)
}

// InTx runs fn in one transaction of the store.
func (j *Journal) InTx(ctx context.Context, fn func(ctx context.Context) error) error {
	return j.tx.InTx(ctx, fn)
}

// Record appends e, stamped with the time and, unless e names them, the
// actor and address of ctx; with ctx from InTx it commits with the change.
func (j *Journal) Record(ctx context.Context, e domain.ActivityEntry) error {
	j.stamp(ctx, &e)
	return j.log.Record(ctx, &e)
}

// Tally records one more event under key (domain.ActivityLog.Tally),
// stamped as Record stamps.
func (j *Journal) Tally(ctx context.Context, key string, e domain.ActivityEntry) error {
	j.stamp(ctx, &e)
	return j.log.Tally(ctx, key, &e)
}

// stamp fills what e leaves empty: the actor and address of ctx, the time.
func (j *Journal) stamp(ctx context.Context, e *domain.ActivityEntry) {
	a := ActorFrom(ctx)
	if e.Actor == "" {
		e.Actor = a.Name
	}
	if e.Address == "" {
		e.Address = a.Address
	}
	if e.At.IsZero() {
		e.At = j.clock.Now()
	}
	if note, _ := ctx.Value(noteKey{}).(string); note != "" {
		e.Title += " (" + note + ")"
	}
}

// List returns a page of the log, newest first; the page size is bounded.
func (j *Journal) List(ctx context.Context, f domain.ActivityFilter) ([]domain.ActivityEntry, error) {
	if f.Limit <= 0 || f.Limit > MaxActivityPage {
		f.Limit = DefaultActivityPage
	}
	return j.log.List(ctx, f)
}

// Now is the journal's clock: the time its entries and revisions are
// stamped with, which the use cases that write it share.
func (j *Journal) Now() time.Time { return j.clock.Now() }

// PurgeBefore deletes the activity entries older than t and says how many.
func (j *Journal) PurgeBefore(ctx context.Context, t time.Time) (int, error) {
	return j.log.PurgeBefore(ctx, t)
}

// Page sizes of the activity log.
const (
	DefaultActivityPage = 50
	MaxActivityPage     = 200
)

// Recent calls fn with the entries matching f that are newer than since,
// newest first, at most limit of them, reading the log page by page.
func (j *Journal) Recent(ctx context.Context, f domain.ActivityFilter, since time.Time, limit int, fn func(domain.ActivityEntry)) error {
	f.Limit, f.Before = MaxActivityPage, 0
	for seen := 0; seen < limit; {
		page, err := j.log.List(ctx, f)
		if err != nil {
			return err
		}
		for _, e := range page {
			if e.At.Before(since) || seen == limit {
				return nil
			}
			fn(e)
			seen++
		}
		if len(page) < f.Limit {
			return nil
		}
		f.Before = page[len(page)-1].ID
	}
	return nil
}
