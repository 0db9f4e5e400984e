package auth

import (
	"context"
	"errors"
	"log/slog"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// TwoFactorDisable is a signed-in administrator turning two-factor sign-in
// off: the password and a code (or a recovery code) both.
type TwoFactorDisable struct {
	SessionID, Password, Code, ClientAddr string
	// Device is the browser's device token (device_cookies.go), or "".
	Device string
}

// DisableTwoFactor turns two-factor sign-in off after checking the
// password and a code; the checks are charged to the sign-in counters,
// as a password change is. It is a security change (security_change.go):
// the code is used up, the state deleted, every other session of the user
// ended, their pending sign-ins voided and the change recorded in one
// transaction.
//
// Errors: EUNAUTHORIZED; EINVALID with fields.password or fields.code;
// ECONFLICT when it is off; ETHROTTLED.
func (s *Service) DisableTwoFactor(ctx context.Context, in TwoFactorDisable) error {
	u, err := s.Authenticate(ctx, in.SessionID)
	if err != nil {
		return err
	}
	v := domain.ValidationErrors{}
	if in.Password == "" {
		v.Add("password", domain.MsgRequired)
	}
	if strings.TrimSpace(in.Code) == "" {
		v.Add("code", domain.MsgRequired)
	}
	v.Text("password", in.Password, false)
	v.Text("code", in.Code, false)
	if err := v.Err(); err != nil {
		return err
	}
	if on, err := s.TwoFactorEnabled(ctx, u.ID); err != nil {
		return err
	} else if !on {
		return domain.Errorf(domain.ECONFLICT, domain.MsgTwoFactorOff)
	}
	keys := s.attemptKeys(ctx, u.Username, in.ClientAddr, in.Device)
	if err := s.admit(ctx, keys); err != nil {
		return err
	}
	if len(in.Password) > 1024 || s.hasher.Compare(u.PasswordHash, in.Password) != nil {
		return &domain.Error{Code: domain.EINVALID, Message: MsgWrongCurrentPassword, Fields: map[string]string{"password": MsgWrongCurrentPassword}}
	}
	// Loaded before the transaction, as EnableTwoFactor does.
	if err := s.tf.sealer.Ready(ctx); err != nil {
		return err
	}
	n, err := s.commitSecurityChange(ctx, securityChange{
		user: u, keep: in.SessionID,
		write: func(ctx context.Context) error {
			if err := s.checkCode(ctx, u.ID, in.Code, false, true); err != nil {
				return err
			}
			return s.tf.repo.Delete(ctx, u.ID)
		},
		action: domain.ActionTwoFactorOff, title: "Two-factor sign-in", addr: in.ClientAddr,
	})
	if errors.Is(err, errWrongCode) {
		return invalidCode()
	} else if err != nil {
		return err
	}
	if err := s.throttle.Reset(ctx, keys...); err != nil {
		s.log.Warn("could not reset the sign-in counters", slog.Any("error", err))
	}
	s.log.Info("two-factor sign-in turned off; other sessions ended", slog.String("username", u.Username), slog.Int("sessions", n))
	return nil
}

// ResetTwoFactor turns two-factor sign-in off for username without any
// code: the command line's way back in for an owner who lost the
// authenticator. It is a security change (security_change.go): the state
// is deleted, every session of the user ended, their pending sign-ins
// voided, the sign-in counters reset and the change recorded in one
// transaction.
//
// Errors: ENOTFOUND when there is no such user.
func (s *Service) ResetTwoFactor(ctx context.Context, username string) error {
	username = domain.NormalizeUsername(username)
	u, err := s.users.FindByUsername(ctx, username)
	if err != nil {
		return err
	}
	n, err := s.commitSecurityChange(ctx, securityChange{
		user: u,
		write: func(ctx context.Context) error {
			if err := s.tf.repo.Delete(ctx, u.ID); err != nil {
				return err
			}
			// "Passkeys only" goes too: an owner who lost the passkeys
			// gets in with the password again. The passkeys stay, to be
			// removed in the admin.
			if err := s.users.SetPasskeysOnly(ctx, u.ID, false); err != nil {
				return err
			}
			return s.throttle.Reset(ctx, throttleKeys(username, "")...)
		},
		action: domain.ActionTwoFactorOff, title: "Two-factor sign-in (reset from the command line)",
	})
	if err != nil {
		return err
	}
	s.log.Info("two-factor sign-in reset; sessions ended", slog.String("username", username), slog.Int("sessions", n))
	return nil
}
