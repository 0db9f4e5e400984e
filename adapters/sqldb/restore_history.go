package sqldb

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
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

// contentStates reads every item with a history, as the API shows it.
func (s *BackupStore) contentStates(ctx context.Context) (map[itemKey][]byte, error) {
	out := map[itemKey][]byte{}
	put := func(kind string, id int64, v any) error {
		b, err := json.Marshal(v)
		if err != nil {
			return fmt.Errorf("encode %s %d: %w", kind, id, err)
		}
		out[itemKey{kind, id}] = b
		return nil
	}
	projects, err := NewProjectRepository(s.db).List(ctx, domain.ProjectFilter{})
	if err != nil {
		return nil, err
	}
	for _, p := range projects {
		if err := put(string(domain.TrashProject), p.ID, p); err != nil {
			return nil, err
		}
		for _, l := range p.Links {
			if err := put(string(domain.TrashLink), l.ID, l); err != nil {
				return nil, err
			}
		}
		for _, g := range p.GalleryImages {
			if err := put(string(domain.TrashGallery), g.ID, g); err != nil {
				return nil, err
			}
		}
	}
	if err := collect(ctx, out, string(domain.TrashCollaboration), NewCollaborationRepository(s.db).List, func(c domain.Collaboration) int64 { return c.ID }); err != nil {
		return nil, err
	}
	if err := collect(ctx, out, string(domain.TrashMedia), NewMediaRepository(s.db).List, func(m domain.MediaItem) int64 { return m.ID }); err != nil {
		return nil, err
	}
	if err := collect(ctx, out, string(domain.TrashInvestment), NewInvestmentRepository(s.db).List, func(i domain.Investment) int64 { return i.ID }); err != nil {
		return nil, err
	}
	if err := collect(ctx, out, domain.RevisionLayout, NewSectionLayoutRepository(s.db).List, func(l domain.SectionLayout) int64 { return l.ID }); err != nil {
		return nil, err
	}
	site, err := NewSiteRepository(s.db).Get(ctx)
	switch {
	case domain.ErrorCode(err) == domain.ENOTFOUND:
	case err != nil:
		return nil, err
	default:
		if err := put(domain.RevisionSite, domain.SiteRevisionID, site); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// collect adds every item list returns under kind.
func collect[T any](ctx context.Context, out map[itemKey][]byte, kind string, list func(context.Context, bool) ([]T, error), id func(T) int64) error {
	items, err := list(ctx, false)
	if err != nil {
		return err
	}
	for _, item := range items {
		b, err := json.Marshal(item)
		if err != nil {
			return fmt.Errorf("encode %s %d: %w", kind, id(item), err)
		}
		out[itemKey{kind, id(item)}] = b
	}
	return nil
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
