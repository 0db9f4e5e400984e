package memory

import (
	"context"
	"sync"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.ContactTokenStore = (*ContactTokens)(nil)

// ContactTokens is the in-memory domain.ContactTokenStore.
type ContactTokens struct {
	mu    sync.Mutex
	spent map[string]time.Time
}

// NewContactTokens returns a store with no token spent.
func NewContactTokens() *ContactTokens { return &ContactTokens{spent: map[string]time.Time{}} }

// Spend records the token of hash as used until expiresAt; false when it
// already was.
func (s *ContactTokens) Spend(_ context.Context, hash string, expiresAt time.Time) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.spent[hash]; ok {
		return false, nil
	}
	s.spent[hash] = expiresAt
	return true, nil
}

// DeleteExpired removes the tokens expired at now.
func (s *ContactTokens) DeleteExpired(_ context.Context, now time.Time) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for h, exp := range s.spent {
		if !exp.After(now) {
			delete(s.spent, h)
			n++
		}
	}
	return n, nil
}
