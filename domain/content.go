package domain

import "context"

// ContentRepository is the shape shared by the stores of each simple
// content kind (StandardKinds): lists ordered by ascending priority
// then id, and read-modify-write updates in one transaction.
type ContentRepository[T any] interface {
	// List returns the items; activeOnly hides those with isActive false.
	List(ctx context.Context, activeOnly bool) ([]T, error)
	// Find returns one item. ENOTFOUND.
	Find(ctx context.Context, id int64) (*T, error)
	// Create inserts item, setting its ID and createdAt.
	Create(ctx context.Context, item *T) error
	// Update reads the item, applies fn and writes it back in one
	// transaction; fn's error aborts the write. ENOTFOUND.
	Update(ctx context.Context, id int64, fn func(*T) error) (*T, error)
	// Delete removes one item. ENOTFOUND.
	Delete(ctx context.Context, id int64) error
	// Count returns the number of items.
	Count(ctx context.Context) (int, error)
}

// Restorer puts an item that went to the trash back in its store.
type Restorer[T any] interface {
	// Restore inserts item as it was before it went to the trash, its id
	// and createdAt included. ECONFLICT when the id is taken.
	Restore(ctx context.Context, item *T) error
}
