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

// Delete removes the session; a missing one is not an error.
func (st *SessionStore) Delete(_ context.Context, id string) error {
	st.mu.Lock()
	defer st.mu.Unlock()
	delete(st.sessions, id)
	return nil
}
