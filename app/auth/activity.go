package auth

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// The sign-in events of the activity log. Each is recorded right after
// its outcome: a refused attempt must stay counted by the throttle even
// though the request fails, so these cannot share a transaction that a
// failure rolls back. Failing to record is logged and does not turn a
// sign-in into an error. Security changes (a password set, two-factor
// sign-in on, off or reset) are the opposite: each is recorded inside its
// transaction (security_change.go), so the change and its entry commit
// together or not at all.
//
// What a stranger can add to the log is bounded (issue 21). Every
// success, every change by the owner and every failed attempt the throttle
// let through is an entry of its own, username and address whole: the
// throttle lets through at most MaxFailures attempts per address and per
// username in a window, so those are bounded already. A throttled attempt
// is tallied instead (tally): the counter that refused it (an address, an
// IPv6 /64, a username, a device token or an address's passkey counter)
// gets one entry per window of the sign-in
// policy, and its Count grows with every refusal. The entry is the first
// refused attempt (its username and address, whole); the later ones only
// count, whatever username or address they carried (a stranger's choice,
// which may differ on every attempt, so keeping them would be the growth
// this prevents). So 2,000 throttled attempts with distinct usernames
// from one address add MaxFailures failures and one tally, two when a
// window boundary falls inside the burst; windows are aligned to the
// clock, not to the attack. Concurrent refusals cannot split a tally: the
// store adds to it atomically (domain.ActivityLog.Tally). A second step
// with a forged or expired token charges no counter and records nothing.

// note records an auth event about username (the actor too).
func (s *Service) note(ctx context.Context, action, username, addr, title string) {
	e := domain.ActivityEntry{Action: action, Kind: domain.ActivityUser, Actor: username, Title: title, Address: addr}
	if err := s.journal.Record(ctx, e); err != nil {
		s.log.Warn("could not record activity", slog.String("action", action), slog.Any("error", err))
	}
}

// failure records a refused sign-in: throttled (tallied), or wrong
// credentials or code. Invalid input records nothing.
func (s *Service) failure(ctx context.Context, err error, username, addr, title string) {
	var throttled *throttledError
	switch {
	case errors.As(err, &throttled):
		s.tally(ctx, throttled.key, username, addr, title)
	case domain.ErrorCode(err) == domain.EUNAUTHORIZED:
		s.note(ctx, domain.ActionSignInFailed, username, addr, title)
	}
}

// tally counts a throttled attempt in the entry of the counter key that
// refused it for the current window of the sign-in policy.
func (s *Service) tally(ctx context.Context, key, username, addr, title string) {
	now := s.clock.Now()
	e := domain.ActivityEntry{Action: domain.ActionSignInThrottled, Kind: domain.ActivityUser, Actor: username, Title: title, Address: addr, At: now}
	window := now.Truncate(s.cfg.Login.Window).UTC().Format(time.RFC3339)
	if err := s.journal.Tally(ctx, e.Action+" "+window+" "+key, e); err != nil {
		s.log.Warn("could not record activity", slog.String("action", e.Action), slog.Any("error", err))
	}
}

// SignIn checks the credentials under the throttle (signIn) and records
// the outcome: a sign-in, a failed one or a throttled one.
func (s *Service) SignIn(ctx context.Context, in LoginAttempt) (LoginResult, error) {
	res, err := s.signIn(ctx, in)
	name := domain.NormalizeUsername(in.Username)
	switch {
	case err != nil:
		s.failure(ctx, err, name, in.ClientAddr, "Password")
	case res.Session != nil:
		s.note(ctx, domain.ActionSignIn, name, in.ClientAddr, "Password")
	}
	return res, err
}

// CompleteSignIn checks the second step (completeSignIn) and records the
// outcome.
func (s *Service) CompleteSignIn(ctx context.Context, in SecondStep) (*domain.Session, *domain.User, error) {
	sess, u, err := s.completeSignIn(ctx, in)
	if err != nil {
		if pending, _, perr := s.checkPending(ctx, in.Token); perr == nil {
			s.failure(ctx, err, pending.Username, in.ClientAddr, "Authentication code")
		}
		return nil, nil, err
	}
	s.note(ctx, domain.ActionSignIn, u.Username, in.ClientAddr, "Password and authentication code")
	return sess, u, nil
}

// Logout ends a session (logout) and records who signed out.
func (s *Service) Logout(ctx context.Context, sessionID string) error {
	name := ""
	if u, err := s.Authenticate(ctx, sessionID); err == nil {
		name = u.Username
	}
	if err := s.logout(ctx, sessionID); err != nil {
		return err
	}
	if name != "" {
		s.note(ctx, domain.ActionSignOut, name, journal.ActorFrom(ctx).Address, "Session")
	}
	return nil
}
