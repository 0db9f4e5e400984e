package auth_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// assertThrottled checks that err refuses the attempt for the whole lockout.
func assertThrottled(t *testing.T, err error, msgAndArgs ...any) {
	t.Helper()
	require.Error(t, err, msgAndArgs...)
	assert.Equal(t, domain.ETHROTTLED, domain.ErrorCode(err), msgAndArgs...)
	assert.Equal(t, domain.MsgTooManyAttempts, domain.ErrorMessage(err))
	var de *domain.Error
	require.ErrorAs(t, err, &de)
	assert.GreaterOrEqual(t, de.RetryAfter, 15*time.Minute, "Retry-After of at least the lockout")
}

func TestThrottlePerUsername(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	require.NoError(t, f.auth.SetPassword(ctx, "owner", ownerPassword))
	for i := 0; i < 5; i++ {
		// A new address each time: only the username counts here.
		_, err := f.login("owner", "wrong guess", fmt.Sprintf("198.51.100.%d", i))
		assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "failure %d is answered normally", i+1)
	}
	_, err := f.login("owner", ownerPassword, "203.0.113.7")
	assertThrottled(t, err, "the sixth attempt is refused, even with the right password, from anywhere")

	f.clock.now = f.clock.now.Add(10 * time.Minute)
	_, err = f.login("owner", ownerPassword, "203.0.113.7")
	assertThrottled(t, err, "an attempt during the lockout starts it again")
	f.clock.now = f.clock.now.Add(15 * time.Minute)
	_, err = f.login("owner", ownerPassword, "203.0.113.7")
	assert.NoError(t, err, "15 minutes after the last refused attempt the owner gets in")
}

func TestThrottlePerAddress(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	require.NoError(t, f.auth.SetPassword(ctx, "owner", ownerPassword))
	for i := 0; i < 5; i++ {
		_, err := f.login(fmt.Sprintf("user%d", i), "wrong guess", testAddr)
		assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
	}
	_, err := f.login("owner", ownerPassword, testAddr)
	assertThrottled(t, err, "five failures from one address lock the address")
	_, err = f.login("owner", ownerPassword, "192.0.2.99")
	assert.NoError(t, err, "the owner's username is not locked, and another address may sign in")
}

func TestThrottleGroupsIPv6By64(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	require.NoError(t, f.auth.SetPassword(ctx, "owner", ownerPassword))
	for i := 0; i < 5; i++ {
		_, err := f.login(fmt.Sprintf("user%d", i), "wrong guess", fmt.Sprintf("2001:db8:1:2::%x", i+1))
		assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
	}
	_, err := f.login("owner", ownerPassword, "2001:db8:1:2:ffff::1")
	assertThrottled(t, err, "one /64 is one address")
	_, err = f.login("owner", ownerPassword, "2001:db8:1:3::1")
	assert.NoError(t, err)
}

func TestThrottleWindowAndReset(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	require.NoError(t, f.auth.SetPassword(ctx, "owner", ownerPassword))
	fail := func(n int) {
		for i := 0; i < n; i++ {
			_, err := f.login("owner", "wrong guess", testAddr)
			require.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
		}
	}
	fail(4)
	f.clock.now = f.clock.now.Add(16 * time.Minute)
	fail(4)
	_, err := f.login("owner", ownerPassword, testAddr)
	require.NoError(t, err, "failures of an old window do not add up")
	fail(4)
	_, err = f.login("owner", ownerPassword, testAddr)
	require.NoError(t, err, "a success resets the counters")
	fail(4)

	_, counters, err := f.auth.Sweep(ctx)
	require.NoError(t, err)
	assert.Zero(t, counters, "a live window is kept")
	f.clock.now = f.clock.now.Add(16 * time.Minute)
	_, counters, err = f.auth.Sweep(ctx)
	require.NoError(t, err)
	assert.Equal(t, 2, counters, "the username's and the address's counters are swept")
}

func TestThrottleHoldsUnderConcurrentGuesses(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	require.NoError(t, f.auth.SetPassword(ctx, "owner", ownerPassword))
	var wg sync.WaitGroup
	var mu sync.Mutex
	checked := 0
	for i := 0; i < 40; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := f.login("owner", "wrong guess", fmt.Sprintf("198.51.100.%d", i))
			if domain.ErrorCode(err) == domain.EUNAUTHORIZED {
				mu.Lock()
				checked++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	assert.Equal(t, 5, checked, "only five of 40 simultaneous guesses reach the password check")
}

func TestPasswordChangeUnlocksTheUsername(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	require.NoError(t, f.auth.SetPassword(ctx, "owner", ownerPassword))
	for i := 0; i < 6; i++ {
		_, _ = f.login("owner", "wrong guess", fmt.Sprintf("198.51.100.%d", i))
	}
	require.NoError(t, f.auth.SetPassword(ctx, "owner", "a fresh password"))
	_, err := f.login("owner", "a fresh password", "203.0.113.1")
	assert.NoError(t, err, "set-password lets a locked-out owner back in")
}
