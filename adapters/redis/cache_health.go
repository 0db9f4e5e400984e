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

// cacheHealth tracks an outage episode: from the first failed call (or a
// start without Redis) to the first successful recovery. While it lasts,
// calls fail fast without touching Redis; one probe per backoff runs in
// the background, so no request ever waits for it.
type cacheHealth struct {
	down atomic.Bool // read on every call; the rest is behind mu

	mu      sync.Mutex
	since   time.Time // start of the episode
	retryAt time.Time // no probe before this
	probing bool      // one probe at a time
	cause   error
	// refused counts the Invalidate calls refused or failed during the
	// episode. A probe that saw it change while it bumped the generations
	// bumps them again: a write that committed after the bump and could
	// not invalidate must not leave entries other instances stored
	// meanwhile.
	refused uint64
	// writesFail is set once a write or a probe of the episode failed
	// within InvalidateTimeout: from then on Invalidate fails fast too.
	// Until then the episode may be this instance's alone (one slow
	// round trip), and a write still tries Redis (see Cache).
	writesFail bool
	// failingSince is when this instance first saw Redis fail after it
	// last had an answer from it (zero while the last word was an
	// answer). The writes of an episode try for one Timeout only while
	// Redis has said nothing since it failed, and a failed write waits
	// out the other instances' leases from there (see outlasted).
	failingSince time.Time
	// marks counts markDown calls. A probe that saw it change while it
	// bumped bumps again: the failure may have been a restart of Redis
	// after the bump, from a snapshot older than it.
	marks uint64
}

// msgUnavailable is logged once at the start of an outage episode.
const msgUnavailable = "redis cache unavailable; serving from the database"

// unavailable wraps a Redis failure as EUNAVAILABLE, so the app knows to
// read the database, while keeping the cause for its log.
func unavailable(op string, cause error) error {
	return fmt.Errorf("redis cache %s: %w: %w", op, domain.Errorf(domain.EUNAVAILABLE, "Cache unavailable"), cause)
}

// failed handles a failed Redis call. If the caller's ctx is still live,
// Redis is what failed us, and an episode starts (or goes on).
func (c *Cache) failed(caller context.Context, op string, err error) error {
	if caller.Err() == nil {
		c.markDown(err, msgUnavailable)
	}
	return unavailable(op, err)
}

// markDown starts or extends an outage episode. Memory is cleared: once
// Redis is unreachable, another instance's invalidation cannot reach us, so
// nothing remembered from before may be served. Only the first failure of
// an episode is logged (as msg), so a down Redis does not flood the log.
func (c *Cache) markDown(err error, msg string) {
	h := &c.health
	h.mu.Lock()
	first := !h.down.Load()
	now := time.Now()
	h.retryAt = now.Add(c.cfg.Backoff)
	h.cause = err
	if h.failingSince.IsZero() {
		h.failingSince = now
	}
	h.marks++
	if first {
		h.since = now
		h.refused = 0
		h.writesFail = false
		h.down.Store(true)
	}
	h.mu.Unlock()
	c.local.clear()
	if first {
		c.log.Warn(msg, zap.Error(err), zap.Duration("retry_after", c.cfg.Backoff))
	}
}

// reached records an answer from Redis: a ping of the subscription, a
// subscription, a publish. Reads do not record theirs: the pings answer
// every Lease/4, which is enough and costs reads nothing.
func (c *Cache) reached() {
	h := &c.health
	h.mu.Lock()
	defer h.mu.Unlock()
	h.failingSince = time.Time{}
}

// outlasted is when the other instances' leases on memory have run out,
// if Redis failed for them too when this instance saw it fail: a Redis
// down for everyone answered none of their pings after failingSince. The
// margin (half a lease) covers a failure seen early, by a round trip that
// timed out on a loaded machine while Redis was still up: the
// subscriber's pings, answered every Lease/4 while Redis is, move
// failingSince on. Zero when Redis last answered. Only the first failed
// writes of an outage wait, then: the later ones find it passed.
func (c *Cache) outlasted() time.Time {
	h := &c.health
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.failingSince.IsZero() {
		return time.Time{}
	}
	return h.failingSince.Add(c.cfg.Lease + c.cfg.Lease/2)
}

// admit lets a call through when Redis is up. During an episode it fails
// fast, and starts the background probe when the backoff ran out.
func (c *Cache) admit(op string) error {
	h := &c.health
	if !h.down.Load() {
		return nil
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.down.Load() {
		if !time.Now().Before(h.retryAt) {
			c.probeLocked()
		}
		return unavailable(op, fmt.Errorf("backing off after: %w", h.cause))
	}
	return nil // a probe recovered meanwhile
}

// invalidateBudget is how long an invalidation may try Redis: the whole
// InvalidateTimeout when Redis is up, and during an episode until a write
// or a probe of it failed; after that one Timeout, until Redis answers
// anything again (the subscriber getting through, say). A write never
// fails without trying: Redis may be back while this instance still waits
// out its backoff, and the other instances, already reading Redis again,
// would serve the old entries until the probe ran. So the first write
// after Redis returned reaches it (and ends the episode), and a write
// while Redis is really gone pays one Timeout (nothing when refused).
func (c *Cache) invalidateBudget() time.Duration {
	h := &c.health
	if !h.down.Load() {
		return c.cfg.InvalidateTimeout
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.down.Load() || !h.writesFail || h.failingSince.IsZero() {
		return c.cfg.InvalidateTimeout
	}
	if !time.Now().Before(h.retryAt) {
		c.probeLocked()
	}
	return c.cfg.Timeout
}

// invalidateFailed records an invalidation that Redis failed (failed has
// started or extended the episode): writes of the episode now try for one
// Timeout only, and the probe knows to bump again if it was bumping
// meanwhile.
func (c *Cache) invalidateFailed() {
	h := &c.health
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.down.Load() {
		h.refused++
		h.writesFail = true
	}
}

// kick starts a probe now if the cache is down, without waiting for the
// backoff: the subscriber calls it when it got through to Redis again, and
// Invalidate when Redis answered a write.
func (c *Cache) kick() {
	h := &c.health
	if !h.down.Load() {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.down.Load() {
		c.probeLocked()
	}
}

// probeLocked starts the probe unless one runs or the cache is stopping;
// health.mu must be held.
func (c *Cache) probeLocked() {
	if c.health.probing || c.stopping.Err() != nil {
		return
	}
	c.health.probing = true
	c.probes.Add(1)
	go func() {
		defer c.probes.Done()
		c.probe(c.stopping)
	}()
}

// probe tries to end the episode by recovering: it moves every known
// region to a new generation and makes every instance clear its memory,
// which doubles as the check that Redis answers. Entries stored before or
// during the outage, and invalidations that failed meanwhile, can then no
// longer matter. It runs in the background and may take InvalidateTimeout
// (other instances confirm), which no request pays.
func (c *Cache) probe(ctx context.Context) {
	h := &c.health
	var err error
	for ctx.Err() == nil {
		h.mu.Lock()
		refused, marks := h.refused, h.marks
		h.mu.Unlock()

		rctx, cancel := context.WithTimeout(ctx, c.cfg.InvalidateTimeout)
		err = c.bumpAll(rctx, ctx)
		cancel()

		h.mu.Lock()
		if err != nil || h.refused != refused || h.marks != marks {
			h.mu.Unlock()
			if err != nil {
				break
			}
			continue // a write could not invalidate, or Redis failed, while we bumped: bump again
		}
		// Said before the cache counts as up: whoever sees it up (a request,
		// a test) finds the recovery already in the log.
		c.log.Info("redis cache recovered", zap.Duration("outage", time.Since(h.since)))
		h.probing = false
		h.down.Store(false)
		h.mu.Unlock()
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.probing = false
	h.retryAt = time.Now().Add(c.cfg.Backoff)
	if err != nil {
		h.cause = err
		h.writesFail = true // Redis failed a bump given InvalidateTimeout: writes would fail too
	}
}

// Check reports whether the cache can use Redis, for the readiness report.
// While down it returns the outage at once (and lets a due probe start, so
// an idle instance recovers too); while up it pings Redis within Timeout,
// so an outage is noticed even when no request uses the cache.
func (c *Cache) Check(ctx context.Context) error {
	if err := c.admit("check"); err != nil {
		return err
	}
	rctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	if err := c.rdb.Ping(rctx).Err(); err != nil {
		return c.failed(ctx, "check", err)
	}
	return nil
}
