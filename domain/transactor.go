package domain

import "context"

// Transactor runs a unit of work in one database transaction: every
// repository of the same store called with fn's context joins it, so a
// change, the trash entry it makes and the activity entry that records it
// commit together or not at all.
type Transactor interface {
	// InTx runs fn in a transaction, committed when fn returns nil and
	// rolled back (nothing written) when it returns an error, which InTx
	// returns unchanged. A context that already carries a transaction of
	// the same store runs fn inside it.
	InTx(ctx context.Context, fn func(ctx context.Context) error) error
}
