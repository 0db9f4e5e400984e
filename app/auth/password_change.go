package auth

import (
	"context"
	"log/slog"

	"github.com/portfolio-site/portfolio/domain"
)

// MsgWrongCurrentPassword is the answer to a password change whose current
// password does not match; it is the message and the currentPassword
// field's message both.
const MsgWrongCurrentPassword = "Current password is incorrect"

// PasswordChangeRequest is a signed-in administrator replacing their own
// password from the admin.
type PasswordChangeRequest struct {
	domain.PasswordChange
	// SessionID is the session the request came with: its user is the one
	// whose password changes, and it is the one session left afterwards.
	SessionID string
	// ClientAddr is the client's IP address as the HTTP adapter found it.
	ClientAddr string
	// Device is the browser's device token (device_cookies.go), or "".
	Device string
}

// ChangePassword checks the current password (an account that has none
// yet needs a session confirmed within the window instead) and stores the
// new one as a
// security change (security_change.go): in one transaction the hash is
// replaced, every other session of the user ended, their pending sign-ins
// voided and the change recorded. Checking the current password is a
// sign-in attempt in all but name, so it is charged to the same counters
// as a login (the username and the address): a stolen session cannot be
// used to guess the password faster than the login allows.
//
// Errors: EUNAUTHORIZED without a live session (or when another security
// change ended it before this one committed); EINVALID with
// fields.currentPassword or fields.newPassword; ETHROTTLED (with the wait)
// while the username or the address is locked.
func (s *Service) ChangePassword(ctx context.Context, in PasswordChangeRequest) error {
	u, sess, err := s.session(ctx, in.SessionID)
	if err != nil {
		return err
	}
	// An account without a password (it joined with a passkey) sets its
	// first one with no current one to give, as a session confirmed
	// within the window allows (ConfirmWithPasskey), like adding a passkey.
	in.First = !u.HasPassword()
	if in.First && s.confirmedUntil(sess).IsZero() {
		return domain.Errorf(domain.EFORBIDDEN, domain.MsgConfirmIdentity)
	}
	// The shape is checked first: a too-short new password costs no
	// attempt and no hash.
	if err := in.PasswordChange.Validate(); err != nil {
		return err
	}
	if !in.First {
		if err := s.checkCurrentPassword(ctx, u, in); err != nil {
			return err
		}
	}
	hash, err := s.hasher.Hash(in.New)
	if err != nil {
		return err
	}
	n, err := s.commitSecurityChange(ctx, securityChange{
		user: u, keep: in.SessionID,
		write:  func(ctx context.Context) error { return s.users.SetPasswordHash(ctx, u.ID, hash) },
		action: domain.ActionPasswordChange, title: "Password", addr: in.ClientAddr,
	})
	if err != nil {
		return err
	}
	s.log.Info("password changed in the admin; other sessions ended", slog.String("username", u.Username), slog.Int("sessions", n))
	return nil
}

// checkCurrentPassword compares the password change's current password
// with u's, charged to the sign-in counters.
func (s *Service) checkCurrentPassword(ctx context.Context, u *domain.User, in PasswordChangeRequest) error {
	keys := s.attemptKeys(ctx, u.Username, in.ClientAddr, in.Device)
	if err := s.admit(ctx, keys); err != nil {
		return err
	}
	if err := s.hasher.Compare(u.PasswordHash, in.Current); err != nil {
		s.log.Warn("password change refused: wrong current password", slog.String("username", u.Username))
		return &domain.Error{
			Code: domain.EINVALID, Message: MsgWrongCurrentPassword,
			Fields: map[string]string{"currentPassword": MsgWrongCurrentPassword},
		}
	}
	if err := s.throttle.Reset(ctx, keys...); err != nil {
		s.log.Warn("could not reset the sign-in counters", slog.Any("error", err))
	}
	return nil
}
