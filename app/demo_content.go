package app

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// demoContentJSON is the demo content, the one copy of it: for each kind
// (its domain.Kind id), its items as the API writes them, in the order they
// are created. A kind's children (a parent item's child items) are the
// member of the parent that its registry row names (domain.KindSpec.
// ParentMember), and demoParentID in a child stands for its parent's id.
// An item's demoArtMember says how frontend/scripts/generate-images.mjs
// draws the picture at the item's image URL; the seed skips it.
//
//go:embed demo_content.json
var demoContentJSON []byte

const (
	demoArtMember = "art"
	demoParentID  = "{parentId}"
)

// LoadDemoContent fills an empty database with demo content through the same
// use cases the admin uses, so it obeys every rule. It does nothing (and
// reports false) when any content already exists. The activity log
// records the demo items as created by the system.
func LoadDemoContent(ctx context.Context, content *ContentService) (bool, error) {
	ctx = journal.WithActor(ctx, journal.Actor{Name: domain.ActorSystem})
	seed, err := newDemoSeed(content)
	if err != nil {
		return false, err
	}
	for _, spec := range seed.specs {
		if _, ok := seed.items[spec.ID]; !ok {
			continue
		}
		n, err := seed.kinds[spec.ID].Count(ctx)
		if err != nil {
			return false, fmt.Errorf("count content: %w", err)
		}
		if n > 0 {
			return false, nil
		}
	}
	for _, spec := range seed.specs {
		if items, ok := seed.items[spec.ID]; ok {
			if err := seed.load(ctx, spec.ID, 0, items); err != nil {
				return false, err
			}
		}
	}
	return true, nil
}

// demoSeed is the demo content decoded, with the kinds it goes through.
type demoSeed struct {
	specs []domain.KindSpec
	kinds map[domain.Kind]KindBehaviour
	items map[domain.Kind][]json.RawMessage
}

// newDemoSeed decodes the demo content: each kind it lists at its top
// level must be a registered kind without a parent whose behaviour
// creates and counts items (KindBehaviour.Create, Count).
func newDemoSeed(content *ContentService) (*demoSeed, error) {
	s := &demoSeed{specs: domain.StandardKinds(), kinds: map[domain.Kind]KindBehaviour{}}
	for _, b := range content.behaviours {
		if b.Create != nil {
			s.kinds[b.Kind] = b
		}
	}
	if err := json.Unmarshal(demoContentJSON, &s.items); err != nil {
		return nil, fmt.Errorf("demo content: %w", err)
	}
	for kind := range s.items {
		if k, ok := s.kinds[kind]; !ok || k.Count == nil {
			return nil, fmt.Errorf("demo content: %q is not a kind the seed creates without a parent", kind)
		}
	}
	return s, nil
}

// load creates items of kind, the children of parent (0: none), and then
// the children of each, in the data's order.
func (s *demoSeed) load(ctx context.Context, kind domain.Kind, parent int64, items []json.RawMessage) error {
	k, ok := s.kinds[kind]
	if !ok {
		return fmt.Errorf("demo content: the seed creates no %s", kind)
	}
	runs := [][]json.RawMessage{items}
	if !k.Batch {
		runs = make([][]json.RawMessage, len(items))
		for i := range items {
			runs[i] = items[i : i+1]
		}
	}
	for r, run := range runs {
		fields := make([]json.RawMessage, len(run))
		children := make([]map[string]json.RawMessage, len(run))
		for i, raw := range run {
			var err error
			if fields[i], children[i], err = s.split(kind, parent, raw); err != nil {
				return fmt.Errorf("demo %s %d: %w", kind, r+i+1, err)
			}
		}
		ids, err := k.Create(ctx, parent, fields)
		if err != nil && k.Batch {
			return fmt.Errorf("demo %s: %w", kind, err)
		} else if err != nil {
			return fmt.Errorf("demo %s %d: %w", kind, r+1, err)
		}
		for i, id := range ids {
			for _, spec := range s.specs {
				member, ok := children[i][spec.ParentMember]
				if spec.Parent != kind || !ok {
					continue
				}
				var list []json.RawMessage
				if err := json.Unmarshal(member, &list); err != nil {
					return fmt.Errorf("demo %s %d: %s: %w", kind, r+i+1, spec.ParentMember, err)
				}
				if err := s.load(ctx, spec.ID, id, list); err != nil {
					return fmt.Errorf("demo %s %d: %w", kind, r+i+1, err)
				}
			}
		}
	}
	return nil
}

// split parts an item of kind into its own members (demoParentID made
// parent's id) and the members that list its children; the art member
// goes.
func (s *demoSeed) split(kind domain.Kind, parent int64, raw json.RawMessage) (json.RawMessage, map[string]json.RawMessage, error) {
	if parent != 0 {
		raw = bytes.ReplaceAll(raw, []byte(demoParentID), []byte(strconv.FormatInt(parent, 10)))
	}
	var members map[string]json.RawMessage
	if err := json.Unmarshal(raw, &members); err != nil {
		return nil, nil, err
	}
	delete(members, demoArtMember)
	children := map[string]json.RawMessage{}
	for _, spec := range s.specs {
		if m, ok := members[spec.ParentMember]; spec.Parent == kind && ok {
			children[spec.ParentMember] = m
			delete(members, spec.ParentMember)
		}
	}
	fields, err := json.Marshal(members)
	return fields, children, err
}
