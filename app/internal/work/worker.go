// Package work holds the small background helpers the app's services share:
// a worker that runs rounds until stopped, and a per-minute limiter.
package work

import (
	"context"
	"sync"
	"time"
)

// Worker runs a round of background work at start, on every wake and every
// poll, until stopped: the notification outbox, the scheduler and the insights flush.
type Worker struct {
	mu      sync.Mutex
	stop    context.CancelFunc
	stopped chan struct{}
}

// Start runs round in the background (a round at once, then on wake and
// every poll) unless it already runs; the returned func stops it. The
// work's context outlives ctx's cancellation: only Stop ends it.
func (w *Worker) Start(ctx context.Context, poll time.Duration, wake <-chan struct{}, round func(ctx context.Context)) func() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.stop != nil {
		return w.Stop
	}
	ctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	w.stop, w.stopped = cancel, make(chan struct{})
	go func(done chan struct{}) {
		defer close(done)
		ticker := time.NewTicker(poll)
		defer ticker.Stop()
		for {
			round(ctx)
			select {
			case <-ctx.Done():
				return
			case <-wake:
			case <-ticker.C:
			}
		}
	}(w.stopped)
	return w.Stop
}

// Stop ends the work and waits for its round to finish; stopping work
// that never started is fine.
func (w *Worker) Stop() {
	w.mu.Lock()
	stop, stopped := w.stop, w.stopped
	w.stop = nil
	w.mu.Unlock()
	if stop != nil {
		stop()
		<-stopped
	}
}
