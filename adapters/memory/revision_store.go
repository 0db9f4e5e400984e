package memory

import (
	"bytes"
	"cmp"
	"context"
	"maps"
	"slices"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.RevisionStore = (*RevisionStore)(nil)

// RevisionStore is the in-memory domain.RevisionStore; it shares the
// Store's lock and takes part in its transactions.
type RevisionStore struct {
	s     *Store
	items map[revisionKey][]domain.Revision // oldest first
	// last is the last number given out per item: numbers are never reused,
	// even after the oldest revisions are pruned.
	last map[revisionKey]int
}

type revisionKey struct {
	kind string
	id   int64
}

// Add stores r as the item's next revision unless its data is the newest
// revision's, then prunes the item's history by keep.
func (r *RevisionStore) Add(_ context.Context, rev *domain.Revision, keep domain.RevisionPolicy) (bool, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	k := revisionKey{rev.Kind, rev.ItemID}
	list := r.items[k]
	if n := len(list); n > 0 && bytes.Equal(list[n-1].Data, rev.Data) {
		return false, nil
	}
	r.last[k]++
	rev.Rev = r.last[k]
	rev.At = rev.At.UTC().Truncate(time.Microsecond)
	stored := *rev
	stored.Fields = slices.Clone(rev.Fields)
	stored.Data = bytes.Clone(rev.Data)
	list = append(list, stored)
	r.items[k] = pruneRevisions(list, keep, rev.At)
	return true, nil
}

// pruneRevisions drops from list (oldest first) the revisions that are
// neither among the newest keep.Keep nor younger than keep.MaxAge at now.
func pruneRevisions(list []domain.Revision, keep domain.RevisionPolicy, now time.Time) []domain.Revision {
	cut, newest := now.Add(-keep.MaxAge), list[len(list)-1].Rev
	return slices.DeleteFunc(list, func(rev domain.Revision) bool {
		return rev.Rev <= newest-keep.Keep && rev.At.Before(cut)
	})
}

// List returns the item's revisions, newest first, without their data.
func (r *RevisionStore) List(_ context.Context, kind string, itemID int64) ([]domain.Revision, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	list := r.items[revisionKey{kind, itemID}]
	out := make([]domain.Revision, 0, len(list))
	for i := len(list) - 1; i >= 0; i-- {
		rev := list[i]
		rev.Fields, rev.Data = slices.Clone(rev.Fields), nil
		out = append(out, rev)
	}
	return out, nil
}

// Get returns one revision with its data. ENOTFOUND.
func (r *RevisionStore) Get(_ context.Context, kind string, itemID int64, n int) (*domain.Revision, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	for _, rev := range r.items[revisionKey{kind, itemID}] {
		if rev.Rev == n {
			rev.Fields, rev.Data = slices.Clone(rev.Fields), bytes.Clone(rev.Data)
			return &rev, nil
		}
	}
	return nil, notFound(domain.MsgRevisionNotFound)
}

// All returns every revision with its data, by kind and item, oldest
// first within an item.
func (r *RevisionStore) All(context.Context) ([]domain.Revision, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	keys := slices.SortedFunc(maps.Keys(r.items), func(a, b revisionKey) int {
		return cmp.Or(cmp.Compare(a.kind, b.kind), cmp.Compare(a.id, b.id))
	})
	var out []domain.Revision
	for _, k := range keys {
		for _, rev := range r.items[k] {
			rev.Fields, rev.Data = slices.Clone(rev.Fields), bytes.Clone(rev.Data)
			out = append(out, rev)
		}
	}
	return out, nil
}

// snapshotLocked copies the history; the caller holds s.mu, as does the
// caller of the function it returns. A revision's slices are never
// changed in place, so sharing them with the snapshot is safe.
func (r *RevisionStore) snapshotLocked() func() {
	items, last := maps.Clone(r.items), maps.Clone(r.last)
	for k, list := range items {
		items[k] = slices.Clone(list)
	}
	return func() { r.items, r.last = items, last }
}
