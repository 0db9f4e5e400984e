package auth

import (
	"context"
	"log/slog"
	"net/netip"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// The throttle of password guessing (domain.LoginThrottle): an attempt is
// charged to the counters of its address and of its username, or to its
// browser's device token alone (device_cookies.go), and admit refuses it
// while one of them is locked, before any hash is computed.

// throttleKeys are the counters an attempt is charged to: its address
// first, then its username, so an address that is already locked out
// cannot go on charging the username of the owner. An IPv6 address counts
// by its /64, the block one subscriber usually holds, so a guesser cannot
// step through the addresses of its own network.
func throttleKeys(username, addr string) []string {
	var keys []string
	if a, err := netip.ParseAddr(addr); err == nil {
		if a.Is6() && !a.Is4In6() {
			p, _ := a.Prefix(64)
			addr = p.String()
		}
		keys = append(keys, "addr:"+addr)
	}
	return append(keys, "user:"+username)
}

// throttledError is admit's refusal: the ETHROTTLED domain error and the
// counter (throttleKeys) that refused, which the activity log tallies by.
type throttledError struct {
	key string
	err *domain.Error
}

func (e *throttledError) Error() string { return e.err.Error() }
func (e *throttledError) Unwrap() error { return e.err }

// admit charges the attempt to each key, refusing it when one is locked.
func (s *Service) admit(ctx context.Context, keys []string) error {
	now := s.clock.Now()
	for _, key := range keys {
		var wait time.Duration
		var ok bool
		if err := s.throttle.Update(ctx, key, func(a *domain.LoginAttempts) {
			wait, ok = s.cfg.Login.Admit(a, now)
		}); err != nil {
			return err
		}
		if !ok {
			s.log.Warn("sign-in refused: too many attempts", slog.String("key", key), slog.Duration("retry_after", wait))
			return &throttledError{key: key, err: &domain.Error{Code: domain.ETHROTTLED, Message: domain.MsgTooManyAttempts, RetryAfter: wait}}
		}
	}
	return nil
}
