package memory

import (
	"context"
)

// children is the one in-memory implementation of finding, updating and
// deleting a project's children (links, gallery images); their
// repositories embed it and add their own lists and creation.
type children[T any] struct {
	s *Store
	// items is the map of the children in the store; the caller holds s.mu.
	items func(s *Store) map[int64]T
	// keepKeys puts old's id and project back into item after an update.
	keepKeys func(old T, item *T)
	notFound string
}

// Find returns one child.
func (c children[T]) Find(_ context.Context, id int64) (*T, error) {
	c.s.mu.Lock()
	defer c.s.mu.Unlock()
	item, ok := c.items(c.s)[id]
	if !ok {
		return nil, notFound(c.notFound)
	}
	return &item, nil
}

// Update applies fn to a copy of the child and stores it when fn succeeds.
// The id and project are kept whatever fn does.
func (c children[T]) Update(_ context.Context, id int64, fn func(*T) error) (*T, error) {
	c.s.mu.Lock()
	defer c.s.mu.Unlock()
	m := c.items(c.s)
	old, ok := m[id]
	if !ok {
		return nil, notFound(c.notFound)
	}
	item := old
	if err := fn(&item); err != nil {
		return nil, err
	}
	c.keepKeys(old, &item)
	m[id] = item
	return &item, nil
}

// Delete removes one child and returns what it was.
func (c children[T]) Delete(_ context.Context, id int64) (*T, error) {
	c.s.mu.Lock()
	defer c.s.mu.Unlock()
	m := c.items(c.s)
	item, ok := m[id]
	if !ok {
		return nil, notFound(c.notFound)
	}
	delete(m, id)
	return &item, nil
}
