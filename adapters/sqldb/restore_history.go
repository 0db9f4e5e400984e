package sqldb

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"reflect"
	"slices"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// An import is a change like any other (issue 23): every item it replaces
// with a different state keeps the state it had as a revision, in the
// import's transaction, so an import can be undone item by item from the
// History panel. The states are read as the API shows them, through the
// repositories, before the tables are replaced and after.

// itemKey names an item of the history.
type itemKey struct {
	kind string
	id   int64
}

// storeOwned are the members an item's revision never compares: the store
// sets them, or they are children with a history of their own.
var storeOwned = []string{"id", "createdAt", "updatedAt", "links", "galleryImages"}

// contentStates reads every item with a history, as the API shows it,
// through the states reader of each kind (kind_tables.go).
func (s *BackupStore) contentStates(ctx context.Context) (map[itemKey][]byte, error) {
	out := map[itemKey][]byte{}
	put := func(kind domain.Kind, id int64, v any) error {
		b, err := encodeState(kind, id, v)
		if err != nil {
			return err
		}
		out[itemKey{string(kind), id}] = b
		return nil
	}
	for _, t := range kindTables() {
		if t.states == nil {
			continue
		}
		if err := t.states(ctx, s.db, put); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// keepReplacedStates adds a revision, by system at now, for every item of
// before whose state after differs.
func (s *BackupStore) keepReplacedStates(ctx context.Context, before, after map[itemKey][]byte, now time.Time) error {
	revisions := NewRevisionStore(s.db)
	keys := make([]itemKey, 0, len(before))
	for k := range before {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b itemKey) int { return cmp.Or(cmp.Compare(a.kind, b.kind), cmp.Compare(a.id, b.id)) })
	for _, k := range keys {
		state, ok := after[k]
		if !ok {
			continue
		}
		fields := changedMembers(before[k], state)
		if len(fields) == 0 {
			continue
		}
		_, err := revisions.Add(ctx, &domain.Revision{Kind: k.kind, ItemID: k.id, At: now, Actor: domain.ActorSystem,
			Fields: fields, Data: before[k]}, domain.RevisionPolicy{}.WithDefaults())
		if err != nil {
			return err
		}
	}
	return nil
}

// changedMembers names the top-level members whose values differ between
// two states of an item, the store's own left out, sorted.
func changedMembers(before, after []byte) []string {
	var a, b map[string]json.RawMessage
	if json.Unmarshal(before, &a) != nil || json.Unmarshal(after, &b) != nil {
		return nil
	}
	var out []string
	for k, v := range b {
		if !slices.Contains(storeOwned, k) && !jsonEqual(a[k], v) {
			out = append(out, k)
		}
	}
	for k := range a {
		if _, ok := b[k]; !ok && !slices.Contains(storeOwned, k) {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}

// jsonEqual compares two JSON values by what they decode to.
func jsonEqual(a, b json.RawMessage) bool {
	if bytes.Equal(a, b) {
		return true
	}
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	return reflect.DeepEqual(x, y)
}
