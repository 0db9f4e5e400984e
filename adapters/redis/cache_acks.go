package redis

import (
	"sync"
	"sync/atomic"
)

// cacheAcks counts the confirmations of this instance's pending
// invalidations. PUBLISH tells how many subscribers received a message; an
// invalidation is complete when that many confirmed they applied it.
type cacheAcks struct {
	seq atomic.Uint64 // numbers this instance's invalidations

	mu      sync.Mutex
	waiting map[string]*ackWait
}

// ackWait is one pending invalidation. Acks may arrive before PUBLISH has
// returned the count, so need starts unknown (-1).
type ackWait struct {
	need, got int
	done      chan struct{}
}

func (w *ackWait) check() {
	if w.need >= 0 && w.got >= w.need {
		select {
		case <-w.done:
		default:
			close(w.done)
		}
	}
}

// register starts counting acks for nonce.
func (a *cacheAcks) register(nonce string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.waiting[nonce] = &ackWait{need: -1, done: make(chan struct{})}
}

// expect sets how many acks complete nonce and returns the channel closed
// when they did.
func (a *cacheAcks) expect(nonce string, need int) <-chan struct{} {
	a.mu.Lock()
	defer a.mu.Unlock()
	w := a.waiting[nonce]
	w.need = need
	w.check()
	return w.done
}

// ack counts one confirmation; acks of forgotten nonces are ignored.
func (a *cacheAcks) ack(nonce string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if w := a.waiting[nonce]; w != nil {
		w.got++
		w.check()
	}
}

// forget stops counting and reports what was counted.
func (a *cacheAcks) forget(nonce string) (got, need int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	w := a.waiting[nonce]
	if w == nil {
		return 0, 0
	}
	delete(a.waiting, nonce)
	return w.got, w.need
}
