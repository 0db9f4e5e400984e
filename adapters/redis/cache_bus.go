package redis

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"strconv"
	"sync"
	"time"

	goredis "github.com/redis/go-redis/v9"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/domain"
)

// invalidation is the message every instance receives on the channel.
type invalidation struct {
	From    string               `json:"from"`
	Nonce   string               `json:"nonce,omitempty"` // set when From waits for acks
	Regions []domain.CacheRegion `json:"regions,omitempty"`
	All     bool                 `json:"all,omitempty"` // after a recovery: forget everything
}

// broadcast moves regions to new generations in Redis, drops them from
// memory here, publishes them, and waits until as many instances as
// received the message confirmed they applied it. ctx bounds the whole,
// its two round trips included: they are what every other instance's
// consistency hangs on, so they get the time a read's Timeout would cut
// short on a loaded machine. With all (a recovery) every instance forgets
// its whole memory instead. caller is the context whose cancellation
// means the caller, not Redis, gave up.
//
// fromListener is set when the subscriber goroutine itself broadcasts: it
// cannot receive its own message while it waits, so it counts itself as
// confirmed (it did apply the invalidation, here).
func (c *Cache) broadcast(ctx, caller context.Context, regions []domain.CacheRegion, all, fromListener bool) error {
	keys := make([]string, len(regions))
	for i, r := range regions {
		keys[i] = c.keys.gen(r)
	}
	if err := c.scripts.bump.Run(ctx, c.rdb, keys).Err(); err != nil {
		return c.failed(caller, "invalidate", err)
	}
	// Memory is dropped after the bump: a Lookup that read the old
	// generation before it cannot install it any more (the epoch moved).
	msg := invalidation{From: c.id, Regions: regions, All: all}
	if all {
		msg.Regions = nil
		c.local.clear()
	} else {
		c.local.invalidate(regions)
	}
	msg.Nonce = c.id + "-" + strconv.FormatUint(c.acks.seq.Add(1), 10)
	c.acks.register(msg.Nonce)
	defer c.acks.forget(msg.Nonce)
	payload, err := json.Marshal(msg)
	if err != nil {
		return err
	}
	n, err := c.rdb.Publish(ctx, c.keys.channel(), payload).Result()
	if err != nil {
		return c.failed(caller, "invalidate", err)
	}
	need := int(n)
	if fromListener {
		need--
	}
	select {
	case <-c.acks.expect(msg.Nonce, need):
		return nil
	case <-ctx.Done():
		got, need := c.acks.forget(msg.Nonce)
		return &unconfirmedError{missing: need - got, of: need, maxAge: c.cfg.LocalMaxAge}
	}
}

// unconfirmedError says that Redis has the new generations but some
// instances did not confirm they dropped the old ones from memory; they may
// serve them until their LocalMaxAge runs out.
type unconfirmedError struct {
	missing, of int
	maxAge      time.Duration
}

func (e *unconfirmedError) Error() string {
	return fmt.Sprintf("redis cache invalidate: %d of %d instances did not confirm in time; they may serve old entries for up to %s",
		e.missing, e.of, e.maxAge)
}

// bumpAll moves every known region to a new generation and makes every
// instance forget its memory. Instances that do not confirm in time are
// bounded by LocalMaxAge, which is acceptable here: Redis itself is right.
func (c *Cache) bumpAll(ctx, caller context.Context, fromListener bool) error {
	err := c.broadcast(ctx, caller, c.knownRegions(), true, fromListener)
	var unconfirmed *unconfirmedError
	if errors.As(err, &unconfirmed) {
		c.log.Debug("redis cache: recovery not confirmed by every instance", zap.Error(err))
		return nil
	}
	return err
}

// cacheBus is the subscriber's state.
type cacheBus struct {
	ready     chan struct{} // closed once the first subscription is up
	readyOnce sync.Once

	mu     sync.Mutex
	ps     *goredis.PubSub // the current subscription, closed on stop
	closed bool
}

// use makes ps the current subscription; false when the bus is stopped.
func (b *cacheBus) use(ps *goredis.PubSub) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.ps = ps
	return !b.closed
}

// stop closes the current subscription, unblocking its receive.
func (b *cacheBus) stop() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed = true
	if b.ps != nil {
		_ = b.ps.Close()
	}
}

// startBus runs the subscriber until the returned func is called.
func (c *Cache) startBus() func() {
	c.bus.ready = make(chan struct{})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		c.listen(ctx)
	}()
	var once sync.Once
	return func() {
		once.Do(func() {
			cancel()
			c.bus.stop()
			<-done
		})
	}
}

// listen keeps a subscription up. It backs off only after an attempt that
// never got subscribed, so a dropped connection is replaced at once.
func (c *Cache) listen(ctx context.Context) {
	subscribedBefore := false
	for {
		worked, err := c.listenOnce(ctx, subscribedBefore)
		subscribedBefore = subscribedBefore || worked
		c.local.setTrusted(false)
		if ctx.Err() != nil {
			return
		}
		c.log.Debug("redis cache: invalidation subscription lost", zap.Error(err))
		if !worked {
			select {
			case <-ctx.Done():
				return
			case <-time.After(c.cfg.Backoff):
			}
		}
	}
}

// listenOnce runs one subscription until it fails. Every receive has a
// deadline: go-redis redials a broken subscription inside the failing
// receive, and without one that redial could hang on an unreachable Redis
// while memory is still trusted. Silence is checked with pings, so a
// connection that died without a reset is noticed within a few intervals.
func (c *Cache) listenOnce(ctx context.Context, resubscribe bool) (worked bool, err error) {
	interval := min(max(c.cfg.LocalMaxAge/2, 50*time.Millisecond), time.Second)
	sctx, cancel := context.WithTimeout(ctx, interval)
	ps := c.rdb.Subscribe(sctx, c.keys.channel(), c.keys.acks(c.id))
	cancel()
	defer func() { _ = ps.Close() }()
	if !c.bus.use(ps) {
		return false, errors.New("stopped")
	}
	pending, silent := 2, 0
	for {
		msg, err := c.receiveOne(ctx, ps, interval, silent)
		if err != nil {
			if !isTimeout(err) || silent >= 2 || ctx.Err() != nil {
				return worked, err
			}
			silent++
			continue
		}
		silent = 0
		switch m := msg.(type) {
		case *goredis.Subscription:
			if m.Kind != "subscribe" || pending == 0 {
				continue
			}
			if pending--; pending == 0 {
				if err := c.subscribed(ctx, resubscribe); err != nil {
					return false, err
				}
				worked = true
			}
		case *goredis.Message:
			c.receive(ctx, m)
		}
	}
}

// receiveOne waits up to interval for a message, pinging first if the
// previous wait was silent.
func (c *Cache) receiveOne(ctx context.Context, ps *goredis.PubSub, interval time.Duration, silent int) (any, error) {
	rctx, cancel := context.WithTimeout(ctx, interval)
	defer cancel()
	if silent > 0 {
		if err := ps.Ping(rctx); err != nil {
			return nil, err
		}
	}
	return ps.ReceiveTimeout(rctx, interval)
}

// subscribed starts trusting memory. After a re-subscription every region
// is first moved to a new generation: the connection may have dropped
// because Redis restarted, possibly from a snapshot that predates
// invalidations, whose entries must not come back.
func (c *Cache) subscribed(ctx context.Context, resubscribe bool) error {
	if resubscribe {
		rctx, cancel := context.WithTimeout(ctx, c.cfg.InvalidateTimeout)
		defer cancel()
		if err := c.bumpAll(rctx, ctx, true); err != nil {
			return err
		}
	}
	c.local.setTrusted(true)
	c.bus.readyOnce.Do(func() { close(c.bus.ready) })
	// Redis answers again: if the cache is down (it started without Redis,
	// or lost it), recover now rather than at the next backoff.
	c.kick()
	return nil
}

// receive applies an invalidation or counts an ack.
func (c *Cache) receive(ctx context.Context, m *goredis.Message) {
	if m.Channel == c.keys.acks(c.id) {
		c.acks.ack(m.Payload)
		return
	}
	var inv invalidation
	if err := json.Unmarshal([]byte(m.Payload), &inv); err != nil {
		c.log.Debug("redis cache: bad invalidation message", zap.Error(err))
		return
	}
	if inv.From == c.id { // applied before it was published
		c.acks.ack(inv.Nonce)
		return
	}
	if inv.All {
		c.local.clear()
	} else {
		c.local.invalidate(inv.Regions)
	}
	actx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	if err := c.rdb.Publish(actx, c.keys.acks(inv.From), inv.Nonce).Err(); err != nil {
		c.log.Debug("redis cache: ack failed", zap.Error(err))
	}
}

// isTimeout tells a quiet connection from a broken one.
func isTimeout(err error) bool {
	var ne net.Error
	return errors.Is(err, os.ErrDeadlineExceeded) || errors.Is(err, context.DeadlineExceeded) ||
		(errors.As(err, &ne) && ne.Timeout())
}
