package pgcache

import "sync"

// acks tracks this instance's pending invalidations: each waits for the
// acknowledgement of a known set of instances (those whose heartbeat was
// fresh once the new generations were committed).
type acks struct {
	mu      sync.Mutex
	waiting map[string]*ackWait
}

// ackWait is one pending invalidation. Acks may arrive before the set of
// instances to wait for is known, so they are collected from the start.
type ackWait struct {
	got  map[string]struct{}
	need map[string]struct{} // nil until expect
	done chan struct{}
}

func (w *ackWait) check() {
	if w.need == nil {
		return
	}
	for id := range w.need {
		if _, ok := w.got[id]; !ok {
			return
		}
	}
	select {
	case <-w.done:
	default:
		close(w.done)
	}
}

// register starts collecting acks for nonce.
func (a *acks) register(nonce string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.waiting == nil {
		a.waiting = make(map[string]*ackWait)
	}
	a.waiting[nonce] = &ackWait{got: make(map[string]struct{}), done: make(chan struct{})}
}

// expect sets the instances that complete nonce and returns the channel
// closed once each of them acknowledged.
func (a *acks) expect(nonce string, ids []string) <-chan struct{} {
	a.mu.Lock()
	defer a.mu.Unlock()
	w := a.waiting[nonce]
	w.need = make(map[string]struct{}, len(ids))
	for _, id := range ids {
		w.need[id] = struct{}{}
	}
	w.check()
	return w.done
}

// ack records that instance id applied nonce; acks of forgotten nonces are
// ignored.
func (a *acks) ack(nonce, id string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if w := a.waiting[nonce]; w != nil {
		w.got[id] = struct{}{}
		w.check()
	}
}

// forget stops waiting and reports how many of the awaited instances did
// not acknowledge.
func (a *acks) forget(nonce string) (missing, of int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	w := a.waiting[nonce]
	delete(a.waiting, nonce)
	if w == nil {
		return 0, 0
	}
	for id := range w.need {
		if _, ok := w.got[id]; !ok {
			missing++
		}
	}
	return missing, len(w.need)
}
