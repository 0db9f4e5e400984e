package memory

import (
	"context"
	"errors"
	"sync"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/domain"
)

var (
	_ domain.EventPublisher  = (*EventBus)(nil)
	_ domain.EventSubscriber = (*EventBus)(nil)
)

// EventBus delivers events to its handlers synchronously, in the order they
// subscribed, in the publisher's goroutine: a save's response leaves only
// after the cache invalidator ran, which is what gives read-your-writes.
// Events do not cross instances; the Redis cache carries invalidations
// between instances itself.
type EventBus struct {
	log *zap.Logger

	mu sync.RWMutex
	// handlers is replaced, never appended to in place, so Publish can
	// iterate a snapshot without holding the lock while handlers run (a
	// handler may subscribe or publish without deadlocking).
	handlers []domain.EventHandler
}

// NewEventBus returns a bus with no handlers. log records handler panics.
func NewEventBus(log *zap.Logger) (*EventBus, error) {
	if log == nil {
		return nil, errors.New("memory: event bus needs a logger")
	}
	return &EventBus{log: log}, nil
}

// Subscribe adds h after the handlers already registered.
func (b *EventBus) Subscribe(h domain.EventHandler) {
	if h == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	next := make([]domain.EventHandler, len(b.handlers), len(b.handlers)+1)
	copy(next, b.handlers)
	b.handlers = append(next, h)
}

// Publish runs every handler with e. The transaction has already committed,
// so a failing handler cannot undo the save: a panic is recovered and
// logged, and the remaining handlers still run.
func (b *EventBus) Publish(ctx context.Context, e domain.Event) {
	b.mu.RLock()
	handlers := b.handlers
	b.mu.RUnlock()
	for _, h := range handlers {
		b.run(ctx, h, e)
	}
}

// run calls h, turning a panic into a log entry.
func (b *EventBus) run(ctx context.Context, h domain.EventHandler, e domain.Event) {
	defer func() {
		if p := recover(); p != nil {
			b.log.Error("event handler panicked",
				zap.String("event", busEventName(e)),
				zap.Any("panic", p),
				zap.StackSkip("stack", 2))
		}
	}()
	h(ctx, e)
}

// busEventName names e for the log, tolerating a nil event.
func busEventName(e domain.Event) string {
	if e == nil {
		return "<nil>"
	}
	return e.EventName()
}
