package app

import (
	"context"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/domain"
)

// The sign-in events of the activity log. Each is recorded right after
// its outcome: a refused attempt must stay counted by the throttle even
// though the request fails, so these cannot share a transaction that a
// failure rolls back. Failing to record is logged and does not turn a
// sign-in into an error.

// WithJournal records sign-ins, sign-outs, password changes and two-factor
// changes in the activity log.
func WithJournal(j *Journal) AuthOption {
	return func(s *AuthService) { s.journal = j }
}

// note records an auth event about username (the actor too).
func (s *AuthService) note(ctx context.Context, action, username, addr, title string) {
	if s.journal == nil {
		return
	}
	e := domain.ActivityEntry{Action: action, Kind: domain.ActivityUser, Actor: username, Title: title, Address: addr}
	if err := s.journal.Record(ctx, e); err != nil {
		s.log.Warn("could not record activity", zap.String("action", action), zap.Error(err))
	}
}

// failure records a refused sign-in: throttled, or wrong credentials or
// code. Invalid input records nothing.
func (s *AuthService) failure(ctx context.Context, err error, username, addr, title string) {
	switch domain.ErrorCode(err) {
	case domain.ETHROTTLED:
		s.note(ctx, domain.ActionSignInThrottled, username, addr, title)
	case domain.EUNAUTHORIZED:
		s.note(ctx, domain.ActionSignInFailed, username, addr, title)
	}
}

// SignIn checks the credentials under the throttle (signIn) and records
// the outcome: a sign-in, a failed one or a throttled one.
func (s *AuthService) SignIn(ctx context.Context, in LoginAttempt) (LoginResult, error) {
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
func (s *AuthService) CompleteSignIn(ctx context.Context, in SecondStep) (*domain.Session, *domain.User, error) {
	sess, u, err := s.completeSignIn(ctx, in)
	if err != nil {
		name := ""
		if pending, perr := s.checkPending(ctx, in.Token); perr == nil {
			name = pending.Username
		}
		s.failure(ctx, err, name, in.ClientAddr, "Authentication code")
		return nil, nil, err
	}
	s.note(ctx, domain.ActionSignIn, u.Username, in.ClientAddr, "Password and authentication code")
	return sess, u, nil
}

// Logout ends a session (logout) and records who signed out.
func (s *AuthService) Logout(ctx context.Context, sessionID string) error {
	name := ""
	if u, err := s.Authenticate(ctx, sessionID); err == nil {
		name = u.Username
	}
	if err := s.logout(ctx, sessionID); err != nil {
		return err
	}
	if name != "" {
		s.note(ctx, domain.ActionSignOut, name, ActorFrom(ctx).Address, "Session")
	}
	return nil
}

// ChangePassword changes the password (changePassword) and records it.
func (s *AuthService) ChangePassword(ctx context.Context, in PasswordChangeRequest) error {
	if err := s.changePassword(ctx, in); err != nil {
		return err
	}
	if u, err := s.Authenticate(ctx, in.SessionID); err == nil {
		s.note(ctx, domain.ActionPasswordChange, u.Username, in.ClientAddr, "Password")
	}
	return nil
}

// EnableTwoFactor confirms the enrolment (enableTwoFactor) and records it.
func (s *AuthService) EnableTwoFactor(ctx context.Context, sessionID, code string) ([]string, error) {
	codes, err := s.enableTwoFactor(ctx, sessionID, code)
	if err != nil {
		return nil, err
	}
	if u, err := s.Authenticate(ctx, sessionID); err == nil {
		s.note(ctx, domain.ActionTwoFactorEnable, u.Username, ActorFrom(ctx).Address, "Two-factor sign-in")
	}
	return codes, nil
}

// DisableTwoFactor turns two-factor sign-in off (disableTwoFactor) and
// records it.
func (s *AuthService) DisableTwoFactor(ctx context.Context, in TwoFactorDisable) error {
	if err := s.disableTwoFactor(ctx, in); err != nil {
		return err
	}
	if u, err := s.Authenticate(ctx, in.SessionID); err == nil {
		s.note(ctx, domain.ActionTwoFactorOff, u.Username, in.ClientAddr, "Two-factor sign-in")
	}
	return nil
}
