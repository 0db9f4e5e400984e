package auth_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/domain"
)

// newJournaledAuth is newAuth, whose journal writes the activity log of
// its store.
func newJournaledAuth(t *testing.T) authFixture { return newAuth(t) }

// activity is the whole log, newest first.
func (f authFixture) activity(t *testing.T) []domain.ActivityEntry {
	t.Helper()
	all, err := f.store.Activity().List(context.Background(), domain.ActivityFilter{})
	require.NoError(t, err)
	return all
}

// strangerName is the i-th distinct username of maximal length.
func strangerName(i int) string {
	s := fmt.Sprintf("stranger-%d-", i)
	return s + strings.Repeat("x", 128-len(s))
}

func TestThrottledSignInsFromOneAddressAddAFewEntries(t *testing.T) {
	f := newJournaledAuth(t)
	require.NoError(t, f.auth.SetPassword(context.Background(), "owner", ownerPassword))
	for i := 0; i < 2000; i++ {
		_, err := f.login(strangerName(i), "guess", testAddr)
		require.Error(t, err)
	}
	all := f.activity(t)
	require.LessOrEqual(t, len(all), 10, "issue 21: 2,000 throttled attempts from one address")
	require.Len(t, all, 6, "five failures the throttle let through, one tally")
	assert.Equal(t, domain.ActionSignInThrottled, all[0].Action)
	assert.Equal(t, 1995, all[0].Count, "the tally counts every refused attempt")
	assert.Equal(t, strangerName(5), all[0].Actor, "the tally is the first refused attempt")
	assert.Equal(t, testAddr, all[0].Address)
	for i, e := range all[1:] {
		assert.Equal(t, domain.ActionSignInFailed, e.Action)
		assert.Equal(t, strangerName(4-i), e.Actor, "a failure before the throttle is recorded whole")
		assert.Equal(t, 1, e.Count)
	}

	_, err := f.login("owner", ownerPassword, "198.51.100.200")
	require.NoError(t, err)
	all = f.activity(t)
	assert.Equal(t, domain.ActionSignIn, all[0].Action, "the owner's sign-in is an entry of its own")
	assert.Equal(t, "owner", all[0].Actor)

	// Each refusal extends the lock; the third crosses into the next
	// window of the policy (windows are aligned to the clock).
	for range 2 {
		f.clock.now = f.clock.now.Add(10 * time.Minute)
		_, err = f.login(strangerName(9999), "guess", testAddr)
		assertThrottled(t, err)
	}
	all = f.activity(t)
	require.Len(t, all, 8, "a new window starts a new tally")
	assert.Equal(t, 1, all[0].Count)
	assert.Equal(t, 1996, all[2].Count)
}

func TestThrottledSignInsFromTwentyAddressesAddAFewEntriesEach(t *testing.T) {
	f := newJournaledAuth(t)
	for i := 0; i < 2000; i++ {
		addr := fmt.Sprintf("203.0.113.%d", i%20)
		_, err := f.login(strangerName(i), "guess", addr)
		require.Error(t, err)
	}
	all := f.activity(t)
	require.LessOrEqual(t, len(all), 200, "issue 21: 2,000 throttled attempts from 20 addresses")
	assert.Len(t, all, 20*6)
	total := 0
	for _, e := range all {
		total += e.Count
	}
	assert.Equal(t, 2000, total, "every attempt is counted somewhere")
}

func TestThrottledSignInsForOneUsernameAddOneTally(t *testing.T) {
	f := newJournaledAuth(t)
	require.NoError(t, f.auth.SetPassword(context.Background(), "owner", ownerPassword))
	for i := 0; i < 2000; i++ {
		// A new address each time: only the username's counter locks.
		addr := fmt.Sprintf("2001:db8:%x::1", i)
		_, err := f.login("owner", "guess", addr)
		require.Error(t, err)
	}
	all := f.activity(t)
	require.Len(t, all, 6)
	assert.Equal(t, 1995, all[0].Count)
	assert.Equal(t, "owner", all[0].Actor)
	assert.Equal(t, "2001:db8:5::1", all[0].Address, "the first refused attempt's address")
}

func TestForgedSecondStepRecordsNothing(t *testing.T) {
	f := newJournaledAuth(t)
	for i := 0; i < 50; i++ {
		_, _, err := f.auth.CompleteSignIn(context.Background(), auth.SecondStep{Token: fmt.Sprintf("forged-%d", i), Code: "123456", ClientAddr: testAddr})
		require.Error(t, err)
	}
	assert.Empty(t, f.activity(t), "a token that charges no counter must not grow the log")
}

func TestTalliesKeepCountingUnderTheClock(t *testing.T) {
	f := newJournaledAuth(t)
	for i := 0; i < 30; i++ {
		f.clock.now = f.clock.now.Add(time.Second)
		_, _ = f.login(strangerName(i), "guess", testAddr)
	}
	all := f.activity(t)
	require.Len(t, all, 6)
	assert.Equal(t, 25, all[0].Count)
}
