package memory

import (
	"context"
	"sync"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.LoginThrottle = (*LoginThrottle)(nil)

// LoginThrottle is the in-memory domain.LoginThrottle of tests: one
// process's counters, so it suits a single instance only.
type LoginThrottle struct {
	mu       sync.Mutex
	attempts map[string]domain.LoginAttempts
}

// NewLoginThrottle returns a throttle with no counters.
func NewLoginThrottle() *LoginThrottle {
	return &LoginThrottle{attempts: map[string]domain.LoginAttempts{}}
}

// Update runs fn on the counters of key under the lock and keeps the result.
func (t *LoginThrottle) Update(_ context.Context, key string, fn func(a *domain.LoginAttempts)) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	a, ok := t.attempts[key]
	if !ok {
		a = domain.LoginAttempts{Key: key}
	}
	fn(&a)
	a.Key = key
	t.attempts[key] = a
	return nil
}

// Find returns the counters of key, zero when there are none.
func (t *LoginThrottle) Find(_ context.Context, key string) (domain.LoginAttempts, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	a, ok := t.attempts[key]
	if !ok {
		a = domain.LoginAttempts{Key: key}
	}
	return a, nil
}

// Reset forgets the counters of the keys.
func (t *LoginThrottle) Reset(_ context.Context, keys ...string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, k := range keys {
		delete(t.attempts, k)
	}
	return nil
}

// DeleteStale removes counters whose window started before windowStart and
// whose lock ended by now.
func (t *LoginThrottle) DeleteStale(_ context.Context, windowStart, now time.Time) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := 0
	for k, a := range t.attempts {
		if a.WindowStart.Before(windowStart) && !now.Before(a.LockedUntil) {
			delete(t.attempts, k)
			n++
		}
	}
	return n, nil
}
