package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOriginalLocksHoldOneAtATimeAndForgetTheOriginalsNoOneHolds(t *testing.T) {
	var k originalLocks
	ctx := context.Background()
	unlockA, err := k.lock(ctx, "a")
	require.NoError(t, err)
	unlockB, err := k.lock(ctx, "b")
	require.NoError(t, err, "another original's lock is free")

	stopped, stop := context.WithCancel(ctx)
	stop()
	_, err = k.lock(stopped, "a")
	assert.ErrorIs(t, err, context.Canceled, "a waiter whose context ends gives up")

	got := make(chan struct{})
	go func() {
		unlock, err := k.lock(ctx, "a")
		if err == nil {
			unlock()
		}
		close(got)
	}()
	unlockA()
	<-got
	unlockB()
	assert.Empty(t, k.entries, "no entry is kept once no one holds or waits")
}
