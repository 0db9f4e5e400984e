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
// means the caller, not Redis, gave up. It never runs on the subscriber
// goroutine, which must stay free to apply and confirm messages (its own
// included).
func (c *Cache) broadcast(ctx, caller context.Context, regions []domain.CacheRegion, all bool) error {
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
	published := time.Now()
	c.reached()
	select {
	case <-c.acks.expect(msg.Nonce, int(n)):
		return nil
	case <-ctx.Done():
		got, need := c.acks.forget(msg.Nonce)
		return &unconfirmedError{missing: need - got, of: need, published: published}
	}
}

// unconfirmedError says that Redis has the new generations but some
// instances did not confirm they dropped the old ones from memory in time.
// Their lease on memory ends at most Lease after published (see Cache).
type unconfirmedError struct {
	missing, of int
	published   time.Time
}

func (e *unconfirmedError) Error() string {
	return fmt.Sprintf("redis cache invalidate: %d of %d instances did not confirm in time", e.missing, e.of)
}

// bumpAll moves every known region to a new generation and makes every
// instance forget its memory. Instances that do not confirm in time are
// acceptable here: Redis itself is right, and an instance that missed the
// message lost its subscription, so it is down itself, or will be within
// its lease.
func (c *Cache) bumpAll(ctx, caller context.Context) error {
	err := c.broadcast(ctx, caller, c.knownRegions(), true)
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

// errSilent ends a subscription whose ping went unanswered for a lease.
var errSilent = errors.New("redis cache: the invalidation subscription did not answer a ping within the lease")

// listen keeps a subscription up. It backs off only after an attempt that
// never got subscribed, so a dropped connection is replaced at once.
//
// Losing a subscription that was up starts an outage episode (markDown):
// the instance neither serves memory nor reads Redis until a probe has
// moved every region to a new generation and made every instance clear
// its memory. Invalidations published while it was not subscribed were
// missed, and a Redis that restarted may have come back from a snapshot
// that predates them, old generations and entries included; a probe
// succeeds only once Redis answers again, so its bump lands after any such
// restart.
func (c *Cache) listen(ctx context.Context) {
	for {
		worked, err := c.listenOnce(ctx)
		c.local.untrust()
		if ctx.Err() != nil {
			return
		}
		if worked {
			c.markDown(err, msgUnavailable)
			continue
		}
		c.log.Debug("redis cache: invalidation subscription failed", zap.Error(err))
		select {
		case <-ctx.Done():
			return
		case <-time.After(c.cfg.Backoff):
		}
	}
}

// listenOnce runs one subscription until it fails. Every receive has a
// deadline: go-redis redials a broken subscription inside the failing
// call, and without one that redial could hang on an unreachable Redis.
// Once subscribed it pings every Lease/4, even while messages flow, and
// each answer renews the lease on memory; when the lease runs out with a
// ping unanswered, the subscription ends (a Lookup that meets the lapsed
// lease first starts the episode itself). Any error of a ping ends it
// too: go-redis may have replaced the connection inside the failed call,
// and messages published meanwhile were lost.
func (c *Cache) listenOnce(ctx context.Context) (worked bool, err error) {
	interval := c.cfg.Lease / 4
	sent := time.Now()
	sctx, cancel := context.WithTimeout(ctx, c.cfg.Lease)
	ps := c.rdb.Subscribe(sctx, c.keys.channel(), c.keys.acks(c.id))
	cancel()
	defer func() { _ = ps.Close() }()
	if !c.bus.use(ps) {
		return false, errors.New("stopped")
	}
	pending := 2
	// deadline is when the lease ends: by then the subscription must be up,
	// and then each answer moves it on.
	deadline := sent.Add(c.cfg.Lease)
	var ping struct {
		sent    time.Time
		payload string
		out     bool
	}
	var seq uint64
	next := time.Time{} // when the next ping is due, once subscribed
	for {
		now := time.Now()
		if worked && !ping.out && !now.Before(next) {
			seq++
			ping.sent, ping.payload, ping.out = now, strconv.FormatUint(seq, 10), true
			pctx, cancel := context.WithDeadline(ctx, silentAt(deadline, ping.sent, interval))
			err := ps.Ping(pctx, ping.payload)
			cancel()
			if err != nil {
				return worked, err
			}
		}
		wait := time.Until(deadline)
		switch {
		case worked && ping.out:
			wait = time.Until(silentAt(deadline, ping.sent, interval))
		case worked:
			wait = time.Until(next)
		}
		if wait <= 0 {
			if !worked || ping.out {
				return worked, errSilent
			}
			continue
		}
		rctx, cancel := context.WithTimeout(ctx, wait)
		msg, err := ps.ReceiveTimeout(rctx, wait)
		cancel()
		if err != nil {
			if isTimeout(err) && ctx.Err() == nil {
				continue
			}
			return worked, err
		}
		switch m := msg.(type) {
		case *goredis.Subscription:
			if m.Kind != "subscribe" || pending == 0 {
				continue
			}
			if pending--; pending == 0 {
				c.subscribed(sent)
				worked, next = true, time.Now()
			}
		case *goredis.Pong:
			if ping.out && m.Payload == ping.payload {
				c.local.renew(ping.sent)
				c.reached()
				ping.out = false
				next, deadline = ping.sent.Add(interval), ping.sent.Add(c.cfg.Lease)
			}
		case *goredis.Message:
			c.receive(ctx, m)
		}
	}
}

// silentAt is when a ping sent at sent counts as unanswered: when the
// lease ends, but never before interval has passed (a subscriber that was
// late to send it, on a loaded machine, gives it a chance all the same;
// the lease has lapsed meanwhile, and Lookup acts on that).
func silentAt(leaseEnd, sent time.Time, interval time.Duration) time.Time {
	if end := sent.Add(interval); end.After(leaseEnd) {
		return end
	}
	return leaseEnd
}

// subscribed starts trusting memory, under a lease that runs from sent,
// when the SUBSCRIBE went out. Memory is cleared first (see trust). If
// this instance is down (it started without Redis, or lost its previous
// subscription), the probe starts now rather than at the next backoff:
// its bump is what lets it serve again.
func (c *Cache) subscribed(sent time.Time) {
	c.local.trust(sent)
	c.reached()
	c.bus.readyOnce.Do(func() { close(c.bus.ready) })
	c.kick()
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
