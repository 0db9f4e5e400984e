package memory

import (
	"cmp"
	"context"
	"maps"
	"slices"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.TrashRepository = (*TrashRepository)(nil)

// TrashRepository is the in-memory domain.TrashRepository; it shares the
// Store's lock and takes part in its transactions.
type TrashRepository struct {
	s     *Store
	items map[trashKey]domain.TrashItem
}

type trashKey struct {
	kind domain.TrashKind
	id   int64
}

// Put stores item, replacing an entry of the same kind and id.
func (r *TrashRepository) Put(_ context.Context, item domain.TrashItem) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	item.DeletedAt = item.DeletedAt.UTC().Truncate(time.Microsecond)
	r.items[trashKey{item.Kind, item.ItemID}] = item
	return nil
}

// List returns every entry, newest first (ties by kind, then id).
func (r *TrashRepository) List(context.Context) ([]domain.TrashItem, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	out := slices.Collect(maps.Values(r.items))
	slices.SortFunc(out, newestTrashFirst)
	return out, nil
}

func newestTrashFirst(a, b domain.TrashItem) int {
	if c := b.DeletedAt.Compare(a.DeletedAt); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Kind, b.Kind); c != 0 {
		return c
	}
	return cmp.Compare(b.ItemID, a.ItemID)
}

// Take removes the entry and returns it. ENOTFOUND.
func (r *TrashRepository) Take(_ context.Context, kind domain.TrashKind, id int64) (*domain.TrashItem, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	k := trashKey{kind, id}
	item, ok := r.items[k]
	if !ok {
		return nil, notFound(domain.MsgTrashItemNotFound)
	}
	delete(r.items, k)
	return &item, nil
}

// TakeBefore removes and returns the entries deleted before t.
func (r *TrashRepository) TakeBefore(_ context.Context, t time.Time) ([]domain.TrashItem, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	var out []domain.TrashItem
	for k, item := range r.items {
		if item.DeletedAt.Before(t) {
			out = append(out, item)
			delete(r.items, k)
		}
	}
	slices.SortFunc(out, newestTrashFirst)
	return out, nil
}

// snapshotLocked copies the entries; the caller holds s.mu.
func (r *TrashRepository) snapshotLocked() func() {
	items := maps.Clone(r.items)
	return func() { r.items = items }
}
