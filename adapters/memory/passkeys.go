package memory

import (
	"bytes"
	"context"
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

var (
	_ domain.PasskeyRepository     = (*PasskeyRepository)(nil)
	_ domain.PasskeyChallengeStore = (*PasskeyChallenges)(nil)
)

// PasskeyRepository is the in-memory domain.PasskeyRepository.
type PasskeyRepository struct {
	mu     sync.Mutex
	keys   map[int64]domain.Passkey
	lastID int64
}

// NewPasskeyRepository returns a repository without passkeys.
func NewPasskeyRepository() *PasskeyRepository {
	return &PasskeyRepository{keys: map[int64]domain.Passkey{}}
}

// ListByUser returns the passkeys of a user, oldest first.
func (r *PasskeyRepository) ListByUser(_ context.Context, userID int64) ([]domain.Passkey, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []domain.Passkey
	for _, p := range r.keys {
		if p.UserID == userID {
			out = append(out, p)
		}
	}
	slices.SortFunc(out, func(a, b domain.Passkey) int { return int(a.ID - b.ID) })
	return out, nil
}

// FindByCredentialID returns the passkey of that credential id.
func (r *PasskeyRepository) FindByCredentialID(_ context.Context, credentialID []byte) (*domain.Passkey, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, p := range r.keys {
		if bytes.Equal(p.CredentialID, credentialID) {
			return &p, nil
		}
	}
	return nil, notFound(domain.MsgPasskeyNotFound)
}

// Create stores p, setting its ID.
func (r *PasskeyRepository) Create(_ context.Context, p *domain.Passkey) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, other := range r.keys {
		if bytes.Equal(other.CredentialID, p.CredentialID) {
			return &domain.Error{Code: domain.ECONFLICT, Message: domain.MsgPasskeyInvalid}
		}
	}
	r.lastID++
	p.ID = r.lastID
	r.keys[p.ID] = *p
	return nil
}

// Rename sets the name of a user's passkey.
func (r *PasskeyRepository) Rename(_ context.Context, userID, id int64, name string) error {
	return r.change(userID, id, func(p *domain.Passkey) { p.Name = name })
}

// Used records a use of a passkey.
func (r *PasskeyRepository) Used(_ context.Context, id int64, record []byte, at time.Time) error {
	r.mu.Lock()
	owner := r.keys[id].UserID
	r.mu.Unlock()
	return r.change(owner, id, func(p *domain.Passkey) { p.Record, p.LastUsedAt = record, at })
}

func (r *PasskeyRepository) change(userID, id int64, fn func(p *domain.Passkey)) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	p, ok := r.keys[id]
	if !ok || p.UserID != userID {
		return notFound(domain.MsgPasskeyNotFound)
	}
	fn(&p)
	r.keys[id] = p
	return nil
}

// Delete removes a user's passkey.
func (r *PasskeyRepository) Delete(_ context.Context, userID, id int64) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if p, ok := r.keys[id]; !ok || p.UserID != userID {
		return notFound(domain.MsgPasskeyNotFound)
	}
	delete(r.keys, id)
	return nil
}

// Count returns how many passkeys there are.
func (r *PasskeyRepository) Count(_ context.Context) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.keys), nil
}

// snapshot implements Participant: a passkey added by a security change
// that rolls back is gone again.
func (r *PasskeyRepository) snapshot() func() {
	r.mu.Lock()
	defer r.mu.Unlock()
	keys, lastID := maps.Clone(r.keys), r.lastID
	return func() {
		r.mu.Lock()
		defer r.mu.Unlock()
		r.keys, r.lastID = keys, lastID
	}
}

// PasskeyChallenges is the in-memory domain.PasskeyChallengeStore: one
// process's, so only for a single instance.
type PasskeyChallenges struct {
	mu    sync.Mutex
	items map[string]domain.PasskeyChallenge
}

// NewPasskeyChallenges returns an empty challenge store.
func NewPasskeyChallenges() *PasskeyChallenges {
	return &PasskeyChallenges{items: map[string]domain.PasskeyChallenge{}}
}

// Put stores c.
func (s *PasskeyChallenges) Put(_ context.Context, c domain.PasskeyChallenge) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.items[c.Challenge] = c
	return nil
}

// Take removes and returns the challenge unless it is missing or expired.
func (s *PasskeyChallenges) Take(_ context.Context, challenge string, now time.Time) (*domain.PasskeyChallenge, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.items[challenge]
	delete(s.items, challenge)
	if !ok || !now.Before(c.ExpiresAt) {
		return nil, notFound(domain.MsgChallengeNotFound)
	}
	return &c, nil
}

// DeleteExpired removes the challenges expired at now.
func (s *PasskeyChallenges) DeleteExpired(_ context.Context, now time.Time) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for k, c := range s.items {
		if !now.Before(c.ExpiresAt) {
			delete(s.items, k)
			n++
		}
	}
	return n, nil
}
