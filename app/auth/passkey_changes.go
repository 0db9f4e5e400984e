package auth

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// Confirmation and changes of the passkeys. A change (adding or removing
// a passkey, "passkeys only" on or off) needs the administrator to have
// proved who they are in this session within domain.ConfirmWindow: the
// sign-in counts, and so does confirming again with the password (and the
// code, with two-factor sign-in on) or with a passkey. A stolen session
// cookie alone can therefore not add the thief's passkey.

// PasskeyList is what the Account tab shows: the passkeys, the switch,
// and until when the session's confirmation allows changes (zero when it
// does not).
type PasskeyList struct {
	Passkeys       []domain.Passkey
	PasskeysOnly   bool
	ConfirmedUntil time.Time
}

// session returns the user and the session of sessionID.
func (s *Service) session(ctx context.Context, sessionID string) (*domain.User, *domain.Session, error) {
	u, err := s.Authenticate(ctx, sessionID)
	if err != nil {
		return nil, nil, err
	}
	sess, err := s.sessions.Find(ctx, sessionID, s.clock.Now())
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return nil, nil, domain.Errorf(domain.EUNAUTHORIZED, MsgAuthRequired)
	} else if err != nil {
		return nil, nil, err
	}
	return u, sess, nil
}

// confirmedUntil is when the session's confirmation stops allowing
// changes; zero when it does not allow them now.
func (s *Service) confirmedUntil(sess *domain.Session) time.Time {
	if sess.ConfirmedAt.IsZero() {
		return time.Time{}
	}
	until := sess.ConfirmedAt.Add(domain.ConfirmWindow)
	if !s.clock.Now().Before(until) {
		return time.Time{}
	}
	return until
}

// confirmedUser is the user of a session confirmed within the window.
//
// Errors: EUNAVAILABLE; EUNAUTHORIZED; EFORBIDDEN (domain.MsgConfirmIdentity).
func (s *Service) confirmedUser(ctx context.Context, sessionID string) (*domain.User, error) {
	if err := s.passkeysReady(); err != nil {
		return nil, err
	}
	u, sess, err := s.session(ctx, sessionID)
	if err != nil {
		return nil, err
	}
	if s.confirmedUntil(sess).IsZero() {
		return nil, domain.Errorf(domain.EFORBIDDEN, domain.MsgConfirmIdentity)
	}
	return u, nil
}

// ListPasskeys returns the signed-in administrator's passkeys.
//
// Errors: EUNAVAILABLE; EUNAUTHORIZED.
func (s *Service) ListPasskeys(ctx context.Context, sessionID string) (*PasskeyList, error) {
	if err := s.passkeysReady(); err != nil {
		return nil, err
	}
	u, sess, err := s.session(ctx, sessionID)
	if err != nil {
		return nil, err
	}
	keys, err := s.pk.repo.ListByUser(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	return &PasskeyList{Passkeys: keys, PasskeysOnly: u.PasskeysOnly, ConfirmedUntil: s.confirmedUntil(sess)}, nil
}

// Confirmation is a confirmation with the password (and, with two-factor
// sign-in on, a code or a recovery code).
type Confirmation struct {
	SessionID, Password, Code, ClientAddr string
	// Device is the browser's device token (device_cookies.go), or "".
	Device string
}

// ConfirmWithPassword confirms who the administrator is, under the
// sign-in throttle, and returns until when changes are allowed.
//
// Errors: EUNAUTHORIZED (a wrong password or code, or domain.MsgPasskeysOnly);
// EINVALID (a missing password or code); ETHROTTLED.
func (s *Service) ConfirmWithPassword(ctx context.Context, in Confirmation) (time.Time, error) {
	u, err := s.Authenticate(ctx, in.SessionID)
	if err != nil {
		return time.Time{}, err
	}
	if u.PasskeysOnly {
		return time.Time{}, domain.Errorf(domain.EUNAUTHORIZED, domain.MsgPasskeysOnly)
	}
	on, err := s.TwoFactorEnabled(ctx, u.ID)
	if err != nil {
		return time.Time{}, err
	}
	v := domain.ValidationErrors{}
	if in.Password == "" {
		v.Add("password", domain.MsgRequired)
	}
	if on && strings.TrimSpace(in.Code) == "" {
		v.Add("code", domain.MsgRequired)
	}
	if err := v.Err(); err != nil {
		return time.Time{}, err
	}
	if err := (domain.Credentials{Username: u.Username, Password: in.Password}).Validate(); err != nil {
		return time.Time{}, err
	}
	// A browser with a device token keeps its own budget here too: a
	// stranger's lock must not stop the owner confirming (issue 37).
	keys := s.attemptKeys(ctx, u.Username, in.ClientAddr, in.Device)
	err = s.admit(ctx, keys)
	if err == nil {
		_, err = s.verify(ctx, domain.Credentials{Username: u.Username, Password: in.Password})
	}
	if err == nil && on {
		if err = s.checkCode(ctx, u.ID, in.Code, false, true); errors.Is(err, errWrongCode) {
			err = domain.Errorf(domain.EUNAUTHORIZED, domain.MsgInvalidCode)
		}
	}
	if err != nil {
		s.failure(ctx, err, u.Username, in.ClientAddr, "Confirmation")
		return time.Time{}, err
	}
	return s.confirm(ctx, in.SessionID, keys)
}

// confirm records the confirmation in the session and resets the keys.
func (s *Service) confirm(ctx context.Context, sessionID string, keys []string) (time.Time, error) {
	if err := s.throttle.Reset(ctx, keys...); err != nil {
		s.log.Warn("could not reset the sign-in counters", slog.Any("error", err))
	}
	now := s.clock.Now()
	if err := s.sessions.Confirm(ctx, sessionID, now); err != nil {
		return time.Time{}, err
	}
	return now.Add(domain.ConfirmWindow), nil
}

// BeginPasskeyConfirm starts a confirmation that only the signed-in
// administrator's passkeys may answer.
//
// Errors: EUNAVAILABLE; EUNAUTHORIZED; ECONFLICT when they have none;
// ETHROTTLED.
func (s *Service) BeginPasskeyConfirm(ctx context.Context, sessionID, addr string) (*domain.PasskeyBegun, error) {
	if err := s.passkeysReady(); err != nil {
		return nil, err
	}
	u, err := s.Authenticate(ctx, sessionID)
	if err != nil {
		return nil, err
	}
	if err := s.limitBegins(addr); err != nil {
		return nil, err
	}
	acct, err := s.passkeyAccount(ctx, u)
	if err != nil {
		return nil, err
	}
	if len(acct.Passkeys) == 0 {
		return nil, domain.Errorf(domain.ECONFLICT, domain.MsgPasskeysOnlyNeedsPasskey)
	}
	begun, err := s.pk.ceremonies.BeginSignIn(&acct)
	if err != nil {
		return nil, err
	}
	return begun, s.begin(ctx, addr, begun, domain.PasskeyChallenge{Kind: domain.CeremonyConfirm, UserID: u.ID, Session: sessionHash(sessionID)})
}

// ConfirmWithPasskey finishes a confirmation begun by this session.
//
// Errors: EUNAVAILABLE; EUNAUTHORIZED (domain.MsgPasskeyFailed for any
// failure of the answer); ETHROTTLED.
func (s *Service) ConfirmWithPasskey(ctx context.Context, sessionID string, response []byte, addr string) (time.Time, error) {
	if err := s.passkeysReady(); err != nil {
		return time.Time{}, err
	}
	u, err := s.Authenticate(ctx, sessionID)
	if err != nil {
		return time.Time{}, err
	}
	// A passkey's own counter, never the password's (issue 37).
	keys := passkeyKey(addr)
	err = s.admit(ctx, keys)
	if err == nil {
		err = s.passkeyConfirm(ctx, u, sessionID, response)
	}
	if err != nil {
		s.failure(ctx, err, u.Username, addr, "Passkey confirmation")
		if domain.ErrorCode(err) == domain.EUNAUTHORIZED {
			s.log.Warn("passkey confirmation refused", slog.String("username", u.Username), slog.Any("error", err))
			return time.Time{}, domain.Errorf(domain.EUNAUTHORIZED, domain.MsgPasskeyFailed)
		}
		return time.Time{}, err
	}
	return s.confirm(ctx, sessionID, keys)
}

func (s *Service) passkeyConfirm(ctx context.Context, u *domain.User, sessionID string, response []byte) error {
	failed := domain.Errorf(domain.EUNAUTHORIZED, domain.MsgPasskeyFailed)
	if len(response) > domain.MaxPasskeyResponse {
		return failed
	}
	ans, err := s.pk.ceremonies.ReadSignIn(response)
	if err != nil {
		return err
	}
	ch, err := s.pk.challenges.Take(ctx, ans.Challenge, s.clock.Now())
	if domain.ErrorCode(err) == domain.ENOTFOUND ||
		(err == nil && (ch.Kind != domain.CeremonyConfirm || ch.UserID != u.ID || ch.Session != sessionHash(sessionID))) {
		return errors.Join(errors.New("challenge unknown, expired, used or not this session's confirmation"), failed)
	} else if err != nil {
		return err
	}
	pk, err := s.pk.repo.FindByCredentialID(ctx, ans.CredentialID)
	if domain.ErrorCode(err) == domain.ENOTFOUND || (err == nil && pk.UserID != u.ID) {
		return errors.Join(errors.New("passkey unknown or another user's"), failed)
	} else if err != nil {
		return err
	}
	return s.finishWith(ctx, u, pk, ch.State, response)
}

// passkeyTitle is how the activity log names a passkey.
func passkeyTitle(name string) string { return fmt.Sprintf("Passkey “%s”", name) }
