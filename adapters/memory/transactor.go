package memory

import (
	"context"
	"maps"
	"slices"
	"sync"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.Transactor = (*Transactor)(nil)

// Participant is an in-memory store that can take part in a Transactor's
// transactions: the Store and the repositories kept outside it.
type Participant interface {
	// snapshot copies the store's state and returns the function that
	// puts that copy back.
	snapshot() (rollback func())
}

// Transactor is the in-memory domain.Transactor of tests. Transactions run
// one at a time; each snapshots its participants first and puts the
// snapshot back when its function fails, so nothing of a failed unit of
// work stays. It does not isolate a transaction from writes made outside
// any transaction meanwhile (a rollback would undo them too): the
// services make every multi-store change inside one.
type Transactor struct {
	mu    sync.Mutex
	parts []Participant
}

// NewTransactor returns a Transactor over parts.
func NewTransactor(parts ...Participant) *Transactor { return &Transactor{parts: parts} }

type memTxKey struct{}

// InTx runs fn, rolling every participant back when it fails; a context
// already inside a transaction of t runs fn in it.
func (t *Transactor) InTx(ctx context.Context, fn func(ctx context.Context) error) error {
	if ctx.Value(memTxKey{}) == t {
		return fn(ctx)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	rollbacks := make([]func(), len(t.parts))
	for i, p := range t.parts {
		rollbacks[i] = p.snapshot()
	}
	if err := fn(context.WithValue(ctx, memTxKey{}, t)); err != nil {
		for _, rb := range rollbacks {
			rb()
		}
		return err
	}
	return nil
}

// snapshot implements Participant for the store's tables, the content
// repositories, the trash and the activity log.
func (s *Store) snapshot() func() {
	s.mu.Lock()
	defer s.mu.Unlock()
	projects, links, images := maps.Clone(s.projects), maps.Clone(s.links), maps.Clone(s.images)
	layouts, users, lastID := maps.Clone(s.layouts), maps.Clone(s.users), maps.Clone(s.lastID)
	redirects := slices.Clone(s.redirects)
	restoreContent := make([]func(), len(s.tables))
	for i, t := range s.tables {
		restoreContent[i] = t.snapshotLocked()
	}
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		s.projects, s.links, s.images = projects, links, images
		s.layouts, s.users, s.lastID = layouts, users, lastID
		s.redirects = redirects
		for _, r := range restoreContent {
			r()
		}
	}
}

// snapshotLocked copies the items; the caller holds s.mu, as does the
// caller of the function it returns.
func (r *contentRepository[T]) snapshotLocked() func() {
	items, lastID := maps.Clone(r.items), r.lastID
	return func() { r.items, r.lastID = items, lastID }
}

// snapshot implements Participant.
func (st *SessionStore) snapshot() func() {
	st.mu.Lock()
	defer st.mu.Unlock()
	sessions := maps.Clone(st.sessions)
	return func() {
		st.mu.Lock()
		defer st.mu.Unlock()
		st.sessions = sessions
	}
}

// snapshot implements Participant. The recovery hashes are copied on every
// read and write, so sharing them with the snapshot is safe.
func (r *TwoFactorRepository) snapshot() func() {
	r.mu.Lock()
	defer r.mu.Unlock()
	users := maps.Clone(r.users)
	return func() {
		r.mu.Lock()
		defer r.mu.Unlock()
		r.users = users
	}
}

// snapshot implements Participant.
func (t *LoginThrottle) snapshot() func() {
	t.mu.Lock()
	defer t.mu.Unlock()
	attempts := maps.Clone(t.attempts)
	return func() {
		t.mu.Lock()
		defer t.mu.Unlock()
		t.attempts = attempts
	}
}

// snapshot implements Participant.
func (r *MessageRepository) snapshot() func() {
	r.mu.Lock()
	defer r.mu.Unlock()
	messages, lastID := maps.Clone(r.messages), r.lastID
	return func() {
		r.mu.Lock()
		defer r.mu.Unlock()
		r.messages, r.lastID = messages, lastID
	}
}

// snapshot implements Participant.
func (r *SiteRepository) snapshot() func() {
	r.mu.Lock()
	defer r.mu.Unlock()
	doc := r.doc
	return func() {
		r.mu.Lock()
		defer r.mu.Unlock()
		r.doc = doc
	}
}
