package app

import (
	"bytes"
	"context"
	"encoding/json"
)

// CreateItems creates items of one kind from their API members, as
// children of parent (0 for a kind without a parent), and returns their
// ids in order (KindBehaviour.Create).
type CreateItems func(ctx context.Context, parent int64, items []json.RawMessage) ([]int64, error)

// createEach is the CreateItems of a kind without a parent, one by one.
func createEach[P, T any](create func(context.Context, P) (*T, error)) CreateItems {
	return createEachOf(func(ctx context.Context, _ int64, in P) (*T, error) { return create(ctx, in) })
}

// createEachOf is the CreateItems of a parent's children, one by one.
func createEachOf[P, T any](create func(context.Context, int64, P) (*T, error)) CreateItems {
	return func(ctx context.Context, parent int64, items []json.RawMessage) ([]int64, error) {
		ids := make([]int64, len(items))
		for i, raw := range items {
			var in P
			if err := decodeStrict(raw, &in); err != nil {
				return nil, err
			}
			item, err := create(ctx, parent, in)
			if err != nil {
				return nil, err
			}
			if ids[i], err = createdID(item); err != nil {
				return nil, err
			}
		}
		return ids, nil
	}
}

// createBatchOf is the CreateItems of a parent's children, all at once.
func createBatchOf[P, T any](create func(context.Context, int64, []P) ([]*T, error)) CreateItems {
	return func(ctx context.Context, parent int64, items []json.RawMessage) ([]int64, error) {
		in := make([]P, len(items))
		for i, raw := range items {
			if err := decodeStrict(raw, &in[i]); err != nil {
				return nil, err
			}
		}
		created, err := create(ctx, parent, in)
		if err != nil {
			return nil, err
		}
		ids := make([]int64, len(created))
		for i, item := range created {
			if ids[i], err = createdID(item); err != nil {
				return nil, err
			}
		}
		return ids, nil
	}
}

// decodeStrict decodes an item's members into its patch: a member the patch
// does not have is a mistake, not something to skip.
func decodeStrict(raw json.RawMessage, patch any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	return dec.Decode(patch)
}

// createdID is a created item's id, its "id" member as the API shows it.
func createdID(item any) (int64, error) {
	data, err := json.Marshal(item)
	if err != nil {
		return 0, err
	}
	var shown struct {
		ID int64 `json:"id"`
	}
	err = json.Unmarshal(data, &shown)
	return shown.ID, err
}
