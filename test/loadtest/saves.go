package main

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"
)

// probePath is the public read that shows thing right after it is saved.
func (s *site) probePath(thing string) string {
	switch thing {
	case thingTagline:
		return "/api/site"
	case thingProject:
		return fmt.Sprintf("/api/portfolio/projects/%d", s.projectID)
	default:
		return "/api/notable-collaborations"
	}
}

// saveLoop saves every interval until stop is set: the tagline, the
// collaboration's title and the project's title in turn, and every tenth
// save a new collaboration. Saves are one after the other, as one admin
// makes them; a save slower than the interval delays the next one (the
// ticker drops the ticks it missed), so the report gives the rate reached.
// After each acknowledged save, one public read through the proxy
// (read-your-writes) is made beside the next save, and recorded as a
// sample of the probe worker.
func (s *site) saveLoop(ctx context.Context, probe *worker, t0 time.Time, every time.Duration, stop *atomic.Bool) {
	acked := make(chan write, 64)
	probing := make(chan struct{})
	go func() {
		defer close(probing)
		for w := range acked {
			s.readYourWrite(ctx, probe, t0, &w)
			s.ledger.record(w)
		}
	}()
	defer func() {
		close(acked)
		<-probing
	}()
	tick := time.NewTicker(every)
	defer tick.Stop()
	updates := []string{thingTagline, thingCollab, thingProject}
	for n, u := 0, 0; ; n++ {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		if stop.Load() {
			return
		}
		thing := thingNew
		if n%10 != 9 {
			thing = updates[u%len(updates)]
			u++
		}
		w := s.save(ctx, thing, time.Since(t0))
		if ctx.Err() != nil {
			return
		}
		if w.acked {
			acked <- w
		} else {
			s.ledger.record(w)
		}
	}
}

// readYourWrite reads w's probe path publicly through the proxy and notes
// whether it shows w (or, for an update, a later save of the same thing).
func (s *site) readYourWrite(ctx context.Context, probe *worker, t0 time.Time, w *write) {
	if ctx.Err() != nil {
		return
	}
	c := publicClient{http: probe.client}
	path := s.probePath(w.thing)
	start := time.Now()
	r, err := c.get(ctx, probe.base+path, "", "")
	sm := sample{start: start.Sub(t0), latency: time.Since(start), status: int16(r.status), group: uint8(len(groups)), upstream: -1}
	if u, ok := probe.upstreams[r.upstream]; ok {
		sm.upstream = u
	}
	w.ryw.done, w.ryw.upstream = true, r.upstream
	switch {
	case err != nil:
		sm.status = 0
		probe.transport[transportError(err)]++
		w.ryw.detail = err.Error()
	case r.status != http.StatusOK:
		probe.odd("GET "+path+" (read-your-writes)", r.status)
		w.ryw.detail = "status " + strconv.Itoa(r.status)
	default:
		w.ryw.fresh, w.ryw.detail = s.ledger.showsAtLeast(r.body, *w)
	}
	probe.samples = append(probe.samples, sm)
}

// restartTimes is when the Redis restart happened, since the traffic began.
type restartTimes struct {
	stopAt, stopped, startAt, up time.Duration
	done                         bool
	err                          string
}

// restartRedis stops the load test's Redis at `at`, keeps it down for
// `down`, and starts it again, empty, on the same port.
func restartRedis(ctx context.Context, env *environment, t0 time.Time, at, down time.Duration) restartTimes {
	var r restartTimes
	select {
	case <-ctx.Done():
		r.err = "interrupted"
		return r
	case <-time.After(time.Until(t0.Add(at))):
	}
	r.stopAt = time.Since(t0)
	if err := env.redis.stop(); err != nil {
		r.err = "stop: " + err.Error()
		return r
	}
	r.stopped = time.Since(t0)
	select {
	case <-ctx.Done():
		r.err = "interrupted"
		return r
	case <-time.After(down):
	}
	r.startAt = time.Since(t0)
	if err := env.redis.start(ctx); err != nil {
		r.err = "start: " + err.Error()
		return r
	}
	r.up, r.done = time.Since(t0), true
	return r
}

// stateChange is an instance's cache state as /readyz reports it, from
// the moment it changed.
type stateChange struct {
	at       time.Duration
	instance string
	state    string // ok, degraded, or unreachable
}

// watchCaches polls each instance's /readyz directly every 100 ms until
// done, and returns each change of its cache state.
func watchCaches(ctx context.Context, env *environment, t0 time.Time, done <-chan struct{}) []stateChange {
	var changes []stateChange
	last := map[string]string{}
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		for _, in := range env.instances {
			cctx, cancel := context.WithTimeout(ctx, time.Second)
			state, err := cacheState(cctx, in.base)
			cancel()
			if err != nil {
				state = "unreachable"
			}
			if state != last[in.name] {
				last[in.name] = state
				changes = append(changes, stateChange{at: time.Since(t0), instance: in.name, state: state})
			}
		}
		select {
		case <-done:
			return changes
		case <-ctx.Done():
			return changes
		case <-tick.C:
		}
	}
}
