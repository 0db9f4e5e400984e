package memory

import (
	"context"
	"sync"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.SessionStore = (*SessionStore)(nil)

// SessionStore is the in-memory domain.SessionStore. Sessions live as long
// as the process; expired ones are dropped when they are looked up.
type SessionStore struct {
	mu       sync.Mutex
	sessions map[string]domain.Session
}

// NewSessionStore returns an empty session store.
func NewSessionStore() *SessionStore {
	return &SessionStore{sessions: map[string]domain.Session{}}
}

// Create stores s, replacing a session with the same id.
func (st *SessionStore) Create(_ context.Context, s domain.Session) error {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.sessions[s.ID] = s
	return nil
}

// Find returns the session unless it is missing or has expired at now.
func (st *SessionStore) Find(_ context.Context, id string, now time.Time) (*domain.Session, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	s, ok := st.sessions[id]
	if !ok {
		return nil, notFound(domain.MsgSessionNotFound)
	}
	if !now.Before(s.ExpiresAt) {
		delete(st.sessions, id)
		return nil, notFound(domain.MsgSessionNotFound)
	}
	return &s, nil
}

// Touch records that the session was used at seen.
func (st *SessionStore) Touch(_ context.Context, id string, seen time.Time) error {
	st.mu.Lock()
	defer st.mu.Unlock()
	if s, ok := st.sessions[id]; ok && seen.After(s.LastSeenAt) {
		s.LastSeenAt = seen
		st.sessions[id] = s
	}
	return nil
}

// Confirm records a confirmation of who the administrator is at at.
func (st *SessionStore) Confirm(_ context.Context, id string, at time.Time) error {
	st.mu.Lock()
	defer st.mu.Unlock()
	if s, ok := st.sessions[id]; ok {
		s.ConfirmedAt = at
		st.sessions[id] = s
	}
	return nil
}

// Delete removes the session; a missing one is not an error.
func (st *SessionStore) Delete(_ context.Context, id string) error {
	st.mu.Lock()
	defer st.mu.Unlock()
	delete(st.sessions, id)
	return nil
}

// DeleteByUser removes every session of the user.
func (st *SessionStore) DeleteByUser(_ context.Context, userID int64) (int, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	n := 0
	for id, s := range st.sessions {
		if s.UserID == userID {
			delete(st.sessions, id)
			n++
		}
	}
	return n, nil
}

// DeleteByUserExcept removes every session of the user but keep.
func (st *SessionStore) DeleteByUserExcept(_ context.Context, userID int64, keep string) (int, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	n := 0
	for id, s := range st.sessions {
		if s.UserID == userID && id != keep {
			delete(st.sessions, id)
			n++
		}
	}
	return n, nil
}

// DeleteExpired removes the sessions expired at now or idle since before
// idleSince.
func (st *SessionStore) DeleteExpired(_ context.Context, now, idleSince time.Time) (int, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	n := 0
	for id, s := range st.sessions {
		if !now.Before(s.ExpiresAt) || s.LastSeenAt.Before(idleSince) {
			delete(st.sessions, id)
			n++
		}
	}
	return n, nil
}
