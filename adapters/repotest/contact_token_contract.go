package repotest

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// runContactTokenContract (issue 37): a contact token is spent once, even
// by many callers at once; the expired ones are swept.
func runContactTokenContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	r := open(t)
	at := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	one, two := domain.ContactTokenHash("token-one"), domain.ContactTokenHash("token-two")

	fresh, err := r.ContactTokens.Spend(ctx, one, at.Add(time.Hour))
	require.NoError(t, err)
	assert.True(t, fresh, "a token is good once")
	fresh, err = r.ContactTokens.Spend(ctx, one, at.Add(time.Hour))
	require.NoError(t, err)
	assert.False(t, fresh, "and only once")

	var won atomic.Int32
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ok, err := r.ContactTokens.Spend(ctx, two, at.Add(48*time.Hour))
			assert.NoError(t, err)
			if ok {
				won.Add(1)
			}
		}()
	}
	wg.Wait()
	assert.Equal(t, int32(1), won.Load(), "one of the callers spending a token at once wins")

	n, err := r.ContactTokens.DeleteExpired(ctx, at.Add(2*time.Hour))
	require.NoError(t, err)
	assert.Equal(t, 1, n, "the expired token is swept, the other kept")
	fresh, err = r.ContactTokens.Spend(ctx, two, at.Add(48*time.Hour))
	require.NoError(t, err)
	assert.False(t, fresh, "a token not expired stays spent")
}
