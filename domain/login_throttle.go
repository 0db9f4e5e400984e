package domain

import (
	"context"
	"time"
)

// MsgTooManyAttempts is the answer to a sign-in while its username or
// address is locked, whatever the password.
const MsgTooManyAttempts = "Too many sign-in attempts. Try again in 15 minutes."

// LoginAttempts counts the sign-in attempts of one key (a username or a
// client address) in the current window.
type LoginAttempts struct {
	// Key is "user:" + username or "addr:" + client address.
	Key string
	// Failures counts the attempts since WindowStart that did not succeed
	// (an attempt counts before its password is checked; a success resets
	// the key).
	Failures int
	// WindowStart is when the first of those attempts came.
	WindowStart time.Time
	// LockedUntil is when the key may try again; zero when not locked.
	LockedUntil time.Time
}

// LoginPolicy is how many failures in which window lock a key, and for how
// long.
type LoginPolicy struct {
	MaxFailures int
	Window      time.Duration
	Lockout     time.Duration
}

// Admit decides one attempt of a at now and updates a to record it. A
// locked key stays locked for another full Lockout from now, so every
// refused attempt is told to wait the whole lockout and a guesser that
// keeps trying never gets in between; the refusal returns the wait.
// Otherwise the attempt is counted as a failure in advance (so concurrent
// attempts cannot all pass the check before any failure is recorded) and
// the key locks once the count reaches MaxFailures; the caller resets the
// key when the password turns out right.
func (p LoginPolicy) Admit(a *LoginAttempts, now time.Time) (retryAfter time.Duration, ok bool) {
	if now.Before(a.LockedUntil) {
		a.LockedUntil = now.Add(p.Lockout)
		return p.Lockout, false
	}
	if a.WindowStart.IsZero() || now.Sub(a.WindowStart) >= p.Window || now.Before(a.WindowStart) {
		a.WindowStart, a.Failures = now, 0
	}
	a.Failures++
	if a.Failures >= p.MaxFailures {
		a.LockedUntil = now.Add(p.Lockout)
	}
	return 0, true
}

// LoginThrottle keeps the attempt counters that every instance shares (in
// the database), so a guesser cannot spread attempts over instances.
type LoginThrottle interface {
	// Update runs fn on the counters of key (zero values with Key set when
	// there are none) and stores what fn left, atomically with respect to
	// other updates of the same key: the read and the write are one
	// transaction.
	Update(ctx context.Context, key string, fn func(a *LoginAttempts)) error
	// Find returns the counters of key without charging them (zero values
	// with Key set when there are none): what the owner's Account tab
	// shows writes nothing.
	Find(ctx context.Context, key string) (LoginAttempts, error)
	// Reset forgets the counters of the keys.
	Reset(ctx context.Context, keys ...string) error
	// DeleteStale removes counters whose window started before windowStart
	// and whose lock (if any) ended by now; it returns how many.
	DeleteStale(ctx context.Context, windowStart, now time.Time) (int, error)
}
