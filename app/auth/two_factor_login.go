package auth

import (
	"context"
	"crypto/subtle"
	"errors"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// PendingLoginTTL is how long the second sign-in step may come after the
// password.
const PendingLoginTTL = 5 * time.Minute

// LoginResult is a sign-in's outcome: a session, or, for a user with
// two-factor sign-in, a pending sign-in that waits for a code.
type LoginResult struct {
	Session *domain.Session
	User    *domain.User
	// Pending is set (and Session nil) when a code is still needed.
	Pending *PendingLogin
	// RecoveryCodeOnly says the code must be a recovery code: the
	// administrator signs in with passkeys only, and the password opens
	// the door only with one.
	RecoveryCodeOnly bool
}

// PendingLogin is the signed proof that the password was right, given to
// the browser for the second step.
type PendingLogin struct {
	Token     string
	ExpiresAt time.Time
}

// signIn checks the credentials under the throttle. A user without
// two-factor sign-in gets a session, as Login gives. A user with it gets a
// PendingLogin instead, and the counters are not reset: the attempt stays
// charged until the code is right too, so knowing the password does not
// buy unlimited guesses at the code.
//
// With "passkeys only" on, the answer never says whether the password was
// right (issue 37): without two-factor sign-in every password gets
// MsgInvalidCredentials, as an unknown username does; with it every
// password, right or wrong, gets the same recovery-code-only second step,
// whose token records (under its signature) whether the password was
// right, and that step opens a session only when it was and the code is
// valid. Every such attempt stays charged to the throttle.
func (s *Service) signIn(ctx context.Context, in LoginAttempt) (LoginResult, error) {
	c := in.Credentials
	c.Username = domain.NormalizeUsername(c.Username)
	if err := c.Validate(); err != nil {
		return LoginResult{}, err
	}
	keys := s.attemptKeys(ctx, c.Username, in.ClientAddr, in.Device)
	if err := s.admit(ctx, keys); err != nil {
		return LoginResult{}, err
	}
	u, passwordOK, err := s.lookUp(ctx, c)
	if err != nil {
		return LoginResult{}, err
	}
	if u.PasskeysOnly {
		return s.passkeysOnlySignIn(ctx, u, passwordOK)
	}
	if !passwordOK {
		return LoginResult{}, domain.Errorf(domain.EUNAUTHORIZED, MsgInvalidCredentials)
	}
	s.upgradeHash(ctx, u, c.Password)
	on, err := s.TwoFactorEnabled(ctx, u.ID)
	if err != nil {
		return LoginResult{}, err
	}
	if on {
		p, err := s.pendingToken(ctx, u, true)
		if err != nil {
			return LoginResult{}, err
		}
		return LoginResult{User: u, Pending: p}, nil
	}
	if err := s.throttle.Reset(ctx, keys...); err != nil {
		s.log.Warn("could not reset the sign-in counters", slog.Any("error", err))
	}
	sess, err := s.openSession(ctx, u)
	if errors.Is(err, errStaleSignIn) {
		return LoginResult{}, domain.Errorf(domain.EUNAUTHORIZED, MsgInvalidCredentials)
	} else if err != nil {
		return LoginResult{}, err
	}
	return LoginResult{Session: sess, User: u}, nil
}

// passkeysOnlySignIn is signIn's answer for u with "passkeys only" on:
// the same whether the password was right or not.
func (s *Service) passkeysOnlySignIn(ctx context.Context, u *domain.User, passwordOK bool) (LoginResult, error) {
	on, err := s.TwoFactorEnabled(ctx, u.ID)
	if err != nil {
		return LoginResult{}, err
	}
	if !on {
		// No recovery code to ask for: the password opens nothing.
		return LoginResult{}, domain.Errorf(domain.EUNAUTHORIZED, MsgInvalidCredentials)
	}
	p, err := s.pendingToken(ctx, u, passwordOK)
	if err != nil {
		return LoginResult{}, err
	}
	return LoginResult{User: u, Pending: p, RecoveryCodeOnly: true}, nil
}

// lookUp finds the user of c and says whether the password is right; an
// unknown username is EUNAUTHORIZED after as long a comparison.
func (s *Service) lookUp(ctx context.Context, c domain.Credentials) (*domain.User, bool, error) {
	u, err := s.users.FindByUsername(ctx, c.Username)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		_ = s.hasher.Compare(s.dummyHash, c.Password)
		return nil, false, domain.Errorf(domain.EUNAUTHORIZED, MsgInvalidCredentials)
	} else if err != nil {
		return nil, false, err
	}
	return u, s.hasher.Compare(u.PasswordHash, c.Password) == nil, nil
}

// SecondStep is the code that completes a pending sign-in.
type SecondStep struct {
	// Token is the PendingLogin's token.
	Token string
	// Code is a six-digit TOTP code or a recovery code.
	Code string
	// ClientAddr is the client's IP address as the HTTP adapter found it.
	ClientAddr string
	// Device is the browser's device token (device_cookies.go), or "".
	Device string
}

// completeSignIn checks the code of a pending sign-in and opens the
// session. Each attempt is charged to the sign-in counters.
//
// Errors: EINVALID for a token or code that breaks the text rule;
// EUNAUTHORIZED with MsgTwoFactorExpired for a missing, forged or expired
// token, with MsgInvalidCode for a wrong or reused code; ETHROTTLED.
func (s *Service) completeSignIn(ctx context.Context, in SecondStep) (*domain.Session, *domain.User, error) {
	v := domain.ValidationErrors{}
	v.Text("token", in.Token, false)
	v.Text("code", in.Code, false)
	if err := v.Err(); err != nil {
		return nil, nil, err
	}
	u, passwordOK, err := s.checkPending(ctx, in.Token)
	if err != nil {
		return nil, nil, err
	}
	keys := s.attemptKeys(ctx, u.Username, in.ClientAddr, in.Device)
	if err := s.admit(ctx, keys); err != nil {
		return nil, nil, err
	}
	if err := s.checkCode(ctx, u.ID, in.Code, u.PasskeysOnly, passwordOK); errors.Is(err, errWrongCode) {
		s.log.Warn("sign-in refused: wrong authentication code", slog.String("username", u.Username))
		return nil, nil, domain.Errorf(domain.EUNAUTHORIZED, domain.MsgInvalidCode)
	} else if errors.Is(err, errTOTPRefused) {
		return nil, nil, domain.Errorf(domain.EUNAUTHORIZED, domain.MsgRecoveryCodeOnly)
	} else if err != nil {
		return nil, nil, err
	}
	if err := s.throttle.Reset(ctx, keys...); err != nil {
		s.log.Warn("could not reset the sign-in counters", slog.Any("error", err))
	}
	sess, err := s.openSession(ctx, u)
	if errors.Is(err, errStaleSignIn) {
		return nil, nil, domain.Errorf(domain.EUNAUTHORIZED, domain.MsgTwoFactorExpired)
	} else if err != nil {
		return nil, nil, err
	}
	return sess, u, nil
}

// pendingToken signs "user id . expiry" with the sealer (a key of its
// own, derived from the master key of the TOTP secrets); the user's
// security generation is part of what is signed, so a security change
// (security_change.go), which advances it, voids every pending sign-in
// issued before. Whether the password was right is signed too, not
// written: with "passkeys only" a wrong password gets a token that looks
// the same and that no code completes.
func (s *Service) pendingToken(ctx context.Context, u *domain.User, passwordOK bool) (*PendingLogin, error) {
	exp := s.clock.Now().Add(PendingLoginTTL)
	body := strconv.FormatInt(u.ID, 10) + "." + strconv.FormatInt(exp.Unix(), 10)
	mac, err := s.tf.sealer.Sign(ctx, pendingMessage(body, u.SecurityGeneration, passwordOK))
	if err != nil {
		return nil, err
	}
	return &PendingLogin{Token: body + "." + mac, ExpiresAt: exp}, nil
}

// pendingMessage is what a pending token's signature covers.
func pendingMessage(body string, generation int64, passwordOK bool) string {
	prefix := "pending-sign-in|"
	if !passwordOK {
		prefix = "pending-sign-in-wrong-password|"
	}
	return prefix + body + "|" + strconv.FormatInt(generation, 10)
}

// checkPending returns the user a pending token was given to, as long as
// no security change came after it (the generation it signs is the
// user's), and whether the password of that attempt was right.
func (s *Service) checkPending(ctx context.Context, token string) (*domain.User, bool, error) {
	expired := domain.Errorf(domain.EUNAUTHORIZED, domain.MsgTwoFactorExpired)
	parts := strings.Split(token, ".")
	if len(token) > 200 || len(parts) != 3 {
		return nil, false, expired
	}
	id, err1 := strconv.ParseInt(parts[0], 10, 64)
	exp, err2 := strconv.ParseInt(parts[1], 10, 64)
	if err1 != nil || err2 != nil || !s.clock.Now().Before(time.Unix(exp, 0)) {
		return nil, false, expired
	}
	u, err := s.users.Find(ctx, id)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return nil, false, expired
	} else if err != nil {
		return nil, false, err
	}
	for _, passwordOK := range []bool{true, false} {
		want, err := s.tf.sealer.Sign(ctx, pendingMessage(parts[0]+"."+parts[1], u.SecurityGeneration, passwordOK))
		if err != nil {
			return nil, false, err
		}
		if subtle.ConstantTimeCompare([]byte(parts[2]), []byte(want)) == 1 {
			return u, passwordOK, nil
		}
	}
	return nil, false, expired
}
