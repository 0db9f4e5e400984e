package pgcache

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/uptrace/bun/driver/pgdriver"
	"go.uber.org/zap"
)

// run keeps the instance joined until ctx ends: one session per LISTEN
// connection, and after a session that never joined, a pause of Backoff
// (cut short by wake).
func (c *Cache) run(ctx context.Context) {
	for {
		joined, err := c.session(ctx)
		c.local.drop()
		if ctx.Err() != nil {
			return
		}
		c.markDown(err)
		if joined {
			// Invalidations need not wait for an instance that serves
			// nothing from memory until it has joined again.
			lctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
			_ = leave(lctx, c.db, c.scope, c.id)
			cancel()
			continue // the connection broke: listen again at once
		}
		select {
		case <-ctx.Done():
			return
		case <-c.kick:
		case <-time.After(c.cfg.Backoff):
		}
	}
}

// wake cuts a Backoff pause short.
func (c *Cache) wake() {
	select {
	case c.kick <- struct{}{}:
	default:
	}
}

// session listens on one connection: it joins, then keeps the heartbeat
// going and applies what it receives until the connection fails, a ping
// is not delivered within a heartbeat interval, or the trust lapsed.
// joined tells whether it got as far as serving from memory.
//
// The heartbeat is a ping NOTIFYed to this instance's own channel and,
// once the LISTEN connection delivered it, an update of the instance's
// row. Trust is renewed from the moment the update was sent: its
// heartbeat_at is no earlier, so when another instance finds it stale
// (and does not wait for this one), this one has stopped serving.
func (c *Cache) session(ctx context.Context) (joined bool, err error) {
	ln := pgdriver.NewListener(c.db)
	if !c.useListener(ln) {
		_ = ln.Close()
		return false, errors.New("stopped")
	}
	defer func() {
		c.useListener(nil)
		_ = ln.Close()
	}()
	lctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	err = ln.Listen(lctx, c.ch.bcast(), c.ch.own(c.id))
	cancel()
	if err != nil {
		return false, fmt.Errorf("listen: %w", err)
	}
	if err := c.awaitListening(ctx, ln); err != nil {
		return false, err
	}
	start := time.Now()
	jctx, cancel := context.WithTimeout(ctx, 2*c.cfg.Timeout)
	gens, err := join(jctx, c.db, c.scope, c.id)
	cancel()
	if err != nil {
		return false, err
	}
	c.local.install(gens, start.Add(c.cfg.StaleAfter))
	c.markUp()

	interval := c.cfg.StaleAfter / 4
	for {
		c.retryPending(ctx)
		ping, err := c.ping(ctx)
		if err != nil {
			return true, err
		}
		next := time.Now().Add(interval)
		if err := c.awaitPing(ctx, ln, func(p string) bool { return p == ping }, next); err != nil {
			return true, err
		}
		sent := time.Now()
		hctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
		ok, err := heartbeat(hctx, c.db, c.scope, c.id)
		cancel()
		switch {
		case err != nil:
			return true, fmt.Errorf("heartbeat: %w", err)
		case !ok:
			return true, errors.New("heartbeat: the instance's row is gone")
		case !c.local.renew(time.Now(), sent.Add(c.cfg.StaleAfter)):
			return true, errors.New("heartbeat: trust lapsed before it was renewed")
		}
		if err := c.receiveUntil(ctx, ln, next); err != nil {
			return true, err
		}
	}
}

// ping NOTIFYs this instance's own channel and returns the ping's payload.
func (c *Cache) ping(ctx context.Context) (string, error) {
	payload := "p:" + strconv.FormatUint(c.seq.Add(1), 10)
	pctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	if err := notify(pctx, c.db, c.ch.own(c.id), payload); err != nil {
		return "", fmt.Errorf("ping: %w", err)
	}
	return payload, nil
}

// awaitListening waits until LISTEN is in effect, so that every
// invalidation committed from then on reaches this instance. pgdriver only
// writes LISTEN without waiting for the server, so a ping sent right after
// may commit before the server read it: pings are repeated until one comes
// back.
func (c *Cache) awaitListening(ctx context.Context, ln *pgdriver.Listener) error {
	deadline := time.Now().Add(max(c.cfg.InvalidateTimeout, c.cfg.Timeout))
	for wait := 20 * time.Millisecond; ; wait = min(2*wait, 200*time.Millisecond) {
		if _, err := c.ping(ctx); err != nil {
			return err
		}
		next := time.Now().Add(wait)
		if next.After(deadline) {
			next = deadline
		}
		err := c.awaitPing(ctx, ln, func(p string) bool { return strings.HasPrefix(p, "p:") }, next)
		if err == nil || !errors.Is(err, errPingLate) || !time.Now().Before(deadline) {
			return err
		}
	}
}

// errPingLate is a ping that did not come back in time.
var errPingLate = errors.New("ping not delivered in time: the LISTEN connection does not answer")

// awaitPing handles notifications until a ping that matches arrives;
// errPingLate if none did by deadline.
func (c *Cache) awaitPing(ctx context.Context, ln *pgdriver.Listener, match func(string) bool, deadline time.Time) error {
	for {
		wait := time.Until(deadline)
		if wait <= 0 {
			return errPingLate
		}
		channel, payload, err := c.receive(ctx, ln, wait)
		if isTimeout(err) && ctx.Err() == nil {
			continue
		}
		if err != nil {
			return err
		}
		if p := c.handle(ctx, channel, payload); p != "" && match(p) {
			return nil
		}
	}
}

// receiveUntil handles notifications until deadline.
func (c *Cache) receiveUntil(ctx context.Context, ln *pgdriver.Listener, deadline time.Time) error {
	for {
		wait := time.Until(deadline)
		if wait <= 0 {
			return nil
		}
		channel, payload, err := c.receive(ctx, ln, wait)
		if isTimeout(err) && ctx.Err() == nil {
			continue
		}
		if err != nil {
			return err
		}
		c.handle(ctx, channel, payload)
	}
}

// receive waits up to wait for one notification. The context carries a
// deadline too: on a broken connection pgdriver redials inside the call,
// and that redial must not hang on an unreachable server.
func (c *Cache) receive(ctx context.Context, ln *pgdriver.Listener, wait time.Duration) (string, string, error) {
	rctx, cancel := context.WithTimeout(ctx, wait+c.cfg.Timeout)
	defer cancel()
	return ln.ReceiveTimeout(rctx, wait)
}

// handle applies an invalidation (and acknowledges it), counts an ack, or
// returns the payload of a ping for the caller to match.
func (c *Cache) handle(ctx context.Context, channel, payload string) (ping string) {
	if channel == c.ch.own(c.id) {
		if rest, ok := strings.CutPrefix(payload, "a:"); ok {
			if nonce, from, ok := cutLast(rest, ":"); ok {
				c.acks.ack(nonce, from)
			}
			return ""
		}
		return payload
	}
	if channel != c.ch.bcast() {
		return ""
	}
	var n notice
	if err := json.Unmarshal([]byte(payload), &n); err != nil || len(n.From) != instanceIDLen {
		c.log.Debug("pg cache: bad invalidation notice", zap.String("payload", payload), zap.Error(err))
		return ""
	}
	if n.From == c.id {
		// Applied before it was sent, unless the bump's answer was lost
		// (a timeout after the commit): then this is how it gets here.
		c.local.apply(n.Gens)
		return ""
	}
	c.local.apply(n.Gens)
	actx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	if err := notify(actx, c.db, c.ch.own(n.From), "a:"+n.Nonce+":"+c.id); err != nil {
		c.log.Debug("pg cache: ack failed", zap.Error(err))
	}
	return ""
}

// cutLast splits s around the last sep.
func cutLast(s, sep string) (before, after string, ok bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

// useListener makes ln the listener stop closes; false once stopped.
func (c *Cache) useListener(ln *pgdriver.Listener) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.ln = ln
	return !c.closed
}

// closeListener stops the cache's listening, unblocking a receive.
func (c *Cache) closeListener() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.closed = true
	if c.ln != nil {
		_ = c.ln.Close()
	}
}

// isTimeout tells a quiet connection from a broken one.
func isTimeout(err error) bool {
	var ne net.Error
	return err != nil && (errors.Is(err, os.ErrDeadlineExceeded) || errors.Is(err, context.DeadlineExceeded) ||
		(errors.As(err, &ne) && ne.Timeout()))
}
