package app

import (
	"context"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Restores in a row never run two rebuilds at once: a request while one
// runs waits for it, the requests meanwhile make one more run (it sees
// every file restored by then), and Stop cancels the run under way and
// waits for it.
func TestImageRebuildsOneAtATime(t *testing.T) {
	var active, most, runs atomic.Int32
	started := make(chan context.Context)
	release := make(chan struct{})
	r := newImageRebuilds(func(ctx context.Context, _ func(RebuildProgress)) (RebuildResult, error) {
		n := active.Add(1)
		defer active.Add(-1)
		if n > most.Load() {
			most.Store(n)
		}
		runs.Add(1)
		started <- ctx
		select {
		case <-release:
			return RebuildResult{}, nil
		case <-ctx.Done():
			return RebuildResult{}, ctx.Err()
		}
	}, slog.New(slog.DiscardHandler))

	r.Request() // before Start: kept, run once started
	stop := r.Start(context.Background())
	defer stop()
	waitStarted := func() context.Context {
		t.Helper()
		select {
		case ctx := <-started:
			return ctx
		case <-time.After(10 * time.Second):
			require.FailNow(t, "no rebuild started")
			return nil
		}
	}
	waitStarted()
	// Two more restores while the first rebuild runs.
	r.Request()
	r.Request()
	select {
	case <-started:
		require.FailNow(t, "a second rebuild started while the first ran")
	default:
	}
	release <- struct{}{} // the first ends; the two requests make one run
	waitStarted()
	release <- struct{}{}
	// A third request: a new run, which Stop cancels and waits for.
	r.Request()
	ctx := waitStarted()
	stop()
	assert.Error(t, ctx.Err(), "stopped: the run's context is cancelled")
	assert.Zero(t, active.Load(), "Stop waited for the run to end")
	assert.EqualValues(t, 3, runs.Load(), "the requests during a run made one more run")
	assert.EqualValues(t, 1, most.Load(), "never two rebuilds at once")
}
