package redis

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/domain"
)

// cacheHealth tracks an outage episode: from the first failed call to the
// first successful recovery. While it lasts, calls fail fast without
// touching Redis, except for one probe per backoff.
type cacheHealth struct {
	down atomic.Bool // read on every call; the rest is behind mu

	mu      sync.Mutex
	since   time.Time // start of the episode
	retryAt time.Time // no probe before this
	probing bool      // one caller probes, the others fail fast
	cause   error
}

// unavailable wraps a Redis failure as EUNAVAILABLE, so the app knows to
// read the database, while keeping the cause for its log.
func unavailable(op string, cause error) error {
	return fmt.Errorf("redis cache %s: %w: %w", op, domain.Errorf(domain.EUNAVAILABLE, "Cache unavailable"), cause)
}

// failed handles a failed Redis call. If the caller's ctx is still live,
// Redis is what failed us, and an episode starts (or goes on).
func (c *Cache) failed(caller context.Context, op string, err error) error {
	if caller.Err() == nil {
		c.markDown(err)
	}
	return unavailable(op, err)
}

// markDown starts or extends an outage episode. Memory is cleared: once
// Redis is unreachable, another instance's invalidation cannot reach us, so
// nothing remembered from before may be served. Only the first failure of
// an episode is logged, so a down Redis does not flood the log.
func (c *Cache) markDown(err error) {
	h := &c.health
	h.mu.Lock()
	first := !h.down.Load()
	now := time.Now()
	h.retryAt = now.Add(c.cfg.Backoff)
	h.cause = err
	if first {
		h.since = now
		h.down.Store(true)
	}
	h.mu.Unlock()
	c.local.clear()
	if first {
		c.log.Warn("redis cache unavailable; serving from the database",
			zap.Error(err), zap.Duration("retry_after", c.cfg.Backoff))
	}
}

// admit lets a call through when Redis is up. During an episode it fails
// fast until the backoff ran out; then this caller probes by recovering.
func (c *Cache) admit(ctx context.Context, op string) error {
	h := &c.health
	if !h.down.Load() {
		return nil
	}
	h.mu.Lock()
	if h.probing || time.Now().Before(h.retryAt) {
		cause := h.cause
		h.mu.Unlock()
		return unavailable(op, fmt.Errorf("backing off after: %w", cause))
	}
	h.probing = true
	h.mu.Unlock()

	err := c.recover(ctx)

	h.mu.Lock()
	h.probing = false
	if err != nil {
		h.retryAt = time.Now().Add(c.cfg.Backoff)
		h.cause = err
		h.mu.Unlock()
		return unavailable(op, err)
	}
	since := h.since
	h.down.Store(false)
	h.mu.Unlock()
	c.log.Info("redis cache recovered", zap.Duration("outage", time.Since(since)))
	return nil
}

// recover moves every known region to a new generation and clears memory,
// which doubles as the probe: entries stored before or during the outage,
// and invalidations that failed meanwhile, can no longer matter. Other
// instances are told to clear their memory too.
func (c *Cache) recover(ctx context.Context) error {
	rctx, cancel := context.WithTimeout(ctx, 2*c.cfg.Timeout)
	defer cancel()
	return c.bumpAll(rctx, ctx, false)
}
