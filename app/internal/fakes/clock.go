package fakes

import (
	"sync"
	"time"
)

// Clock is a domain.Clock that stands still until the test moves it.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// NewClock is a clock standing at now.
func NewClock(now time.Time) *Clock { return &Clock{now: now} }

// Now is the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock on by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}
