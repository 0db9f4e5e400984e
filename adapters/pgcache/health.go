package pgcache

import (
	"errors"
	"time"

	"go.uber.org/zap"
)

// health is what Check and the log say about the listener.
type health struct {
	up     bool
	joined bool      // joined at least once
	since  time.Time // start of the current outage
	cause  error
}

var errNotJoined = errors.New("not listening yet")

// markUp records a successful join and logs the end of an outage.
func (c *Cache) markUp() {
	c.mu.Lock()
	h := c.health
	c.health = health{up: true, joined: true}
	c.mu.Unlock()
	c.once.Do(func() { close(c.settled) })
	if h.joined {
		c.log.Info("pg cache: listening again; serving from memory", zap.Duration("outage", time.Since(h.since)))
	}
}

// markDown records a failed or lost session. Each outage is logged once:
// as a warning when a joined instance lost its connection; at start, where
// the tables may only be created by the migrations that follow, as info.
func (c *Cache) markDown(err error) {
	c.mu.Lock()
	first := c.health.up || c.health.since.IsZero()
	if first {
		c.health.since = time.Now()
	}
	c.health.up = false
	c.health.cause = err
	joined := c.health.joined
	c.mu.Unlock()
	c.once.Do(func() { close(c.settled) })
	switch {
	case !first:
	case joined:
		c.log.Warn("pg cache: invalidation listener lost; serving from the database until it is back", zap.Error(err))
	default:
		c.log.Info("pg cache: not listening yet; serving from the database until it is", zap.Error(err))
	}
}

// downCause is why the instance does not serve from memory.
func (c *Cache) downCause() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.health.cause == nil {
		return errNotJoined
	}
	return c.health.cause
}
