package app

import (
	"context"
	"sync"
)

// originalLocks is a lock per uploaded original, within this process:
// the making of its copies (Rebuild, Open's on-demand copies, Upload) and
// the media library's deletion of it hold it, so that a copy is never
// written while the original is being deleted. Without it, a rebuild that
// checked the original was there could store a copy just after the delete
// listed the copies it would remove, and that copy of a deleted file
// would stay served.
//
// The key is the original's base name, its name without the extension
// (baseOf): what a copy's name gives back (derivedBase, keyOf) and what
// Open parses from the copy asked for, so every side computes the same
// key. An entry lives while someone holds or waits for it, so the map
// holds only the originals in use.
//
// Several instances (PostgreSQL and S3) share no lock: there Rebuild's
// look for the original after making its copies is what catches most of
// a delete that ran meanwhile.
type originalLocks struct {
	mu      sync.Mutex
	entries map[string]*originalLock
}

// originalLock is one original's lock: a token in held while someone
// holds it, and how many hold it or wait for it.
type originalLock struct {
	held chan struct{}
	refs int
}

// lock waits for the lock of the original base, or for ctx to end, and
// returns its unlock. Each holder must not take the lock of the same base
// again before it unlocks: it is not reentrant.
func (k *originalLocks) lock(ctx context.Context, base string) (unlock func(), err error) {
	k.mu.Lock()
	if k.entries == nil {
		k.entries = map[string]*originalLock{}
	}
	e := k.entries[base]
	if e == nil {
		e = &originalLock{held: make(chan struct{}, 1)}
		k.entries[base] = e
	}
	e.refs++
	k.mu.Unlock()
	select {
	case e.held <- struct{}{}:
		return func() {
			<-e.held
			k.release(base, e)
		}, nil
	case <-ctx.Done():
		k.release(base, e)
		return nil, ctx.Err()
	}
}

// release drops a holder's or a waiter's count, and the entry with the
// last one.
func (k *originalLocks) release(base string, e *originalLock) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if e.refs--; e.refs == 0 {
		delete(k.entries, base)
	}
}

// withOriginal runs fn holding the lock of the original base.
func (s *UploadService) withOriginal(ctx context.Context, base string, fn func() error) error {
	unlock, err := s.locks.lock(ctx, base)
	if err != nil {
		return err
	}
	defer unlock()
	return fn()
}
