package memory_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/domain"
)

func newBus(t *testing.T) (*memory.EventBus, *observer.ObservedLogs) {
	t.Helper()
	core, logs := observer.New(zapcore.DebugLevel)
	bus, err := memory.NewEventBus(zap.New(core))
	require.NoError(t, err)
	return bus, logs
}

func TestEventBusRejectsNilLogger(t *testing.T) {
	_, err := memory.NewEventBus(nil)
	assert.Error(t, err)
}

func TestEventBusDeliversInSubscriptionOrder(t *testing.T) {
	bus, _ := newBus(t)
	var got []string
	for _, name := range []string{"first", "second", "third"} {
		bus.Subscribe(func(_ context.Context, e domain.Event) { got = append(got, name+":"+e.EventName()) })
	}
	bus.Publish(context.Background(), domain.ProjectSaved{ProjectID: 1})
	bus.Publish(context.Background(), domain.LinkDeleted{LinkID: 2, ProjectID: 1})
	assert.Equal(t, []string{
		"first:ProjectSaved", "second:ProjectSaved", "third:ProjectSaved",
		"first:LinkDeleted", "second:LinkDeleted", "third:LinkDeleted",
	}, got)
}

// Delivery is synchronous: when Publish returns, the handlers have run,
// which is what lets a save answer only after the cache was invalidated.
func TestEventBusIsSynchronousAndPassesContext(t *testing.T) {
	bus, _ := newBus(t)
	type key struct{}
	ctx := context.WithValue(context.Background(), key{}, "request")
	var seen domain.Event
	var value any
	bus.Subscribe(func(ctx context.Context, e domain.Event) { seen, value = e, ctx.Value(key{}) })
	bus.Publish(ctx, domain.MediaItemSaved{MediaItemID: 7})
	assert.Equal(t, domain.MediaItemSaved{MediaItemID: 7}, seen)
	assert.Equal(t, "request", value)
}

func TestEventBusRecoversAndLogsHandlerPanics(t *testing.T) {
	bus, logs := newBus(t)
	var after int
	bus.Subscribe(func(context.Context, domain.Event) { panic("boom") })
	bus.Subscribe(func(context.Context, domain.Event) { after++ })

	require.NotPanics(t, func() { bus.Publish(context.Background(), domain.InvestmentDeleted{InvestmentID: 3}) })
	assert.Equal(t, 1, after, "handlers after a panicking one still run")

	entries := logs.FilterMessage("event handler panicked").All()
	require.Len(t, entries, 1)
	assert.Equal(t, zapcore.ErrorLevel, entries[0].Level)
	assert.Equal(t, "InvestmentDeleted", entries[0].ContextMap()["event"])
	assert.Equal(t, "boom", entries[0].ContextMap()["panic"])
}

func TestEventBusWithoutHandlers(t *testing.T) {
	bus, logs := newBus(t)
	bus.Subscribe(nil) // ignored rather than panicking on every publish
	bus.Publish(context.Background(), domain.ProjectDeleted{ProjectID: 1})
	assert.Zero(t, logs.Len())
}

// A handler may subscribe another (or publish) without deadlocking; the new
// handler sees the next event, not the one being delivered.
func TestEventBusHandlerMaySubscribe(t *testing.T) {
	bus, _ := newBus(t)
	var late int
	bus.Subscribe(func(_ context.Context, e domain.Event) {
		if _, ok := e.(domain.ProjectSaved); ok {
			bus.Subscribe(func(context.Context, domain.Event) { late++ })
		}
	})
	bus.Publish(context.Background(), domain.ProjectSaved{ProjectID: 1})
	assert.Zero(t, late)
	bus.Publish(context.Background(), domain.CollaborationSaved{CollaborationID: 1})
	assert.Equal(t, 1, late)
}
