package auth

import (
	"context"
	"errors"
	"log/slog"
	"strconv"
	"strings"

	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// BeginPasskeyRegistration starts adding a passkey named name (empty: the
// server names it "Passkey N") for a confirmed session.
//
// Errors: EUNAVAILABLE; EUNAUTHORIZED; EFORBIDDEN; EINVALID (the name);
// ECONFLICT at domain.MaxPasskeys; ETHROTTLED.
func (s *Service) BeginPasskeyRegistration(ctx context.Context, sessionID, name, addr string) (*domain.PasskeyBegun, error) {
	name = strings.TrimSpace(name)
	if err := domain.ValidatePasskeyName(name); err != nil {
		return nil, err
	}
	u, err := s.confirmedUser(ctx, sessionID)
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
	if len(acct.Passkeys) >= domain.MaxPasskeys {
		return nil, domain.Errorf(domain.ECONFLICT, "You have %d passkeys, the most there can be: remove one first.", domain.MaxPasskeys)
	}
	if name == "" {
		name = "Passkey " + strconv.Itoa(len(acct.Passkeys)+1)
	}
	begun, err := s.pk.ceremonies.BeginRegistration(acct)
	if err != nil {
		return nil, err
	}
	return begun, s.begin(ctx, addr, begun, domain.PasskeyChallenge{Kind: domain.CeremonyRegister, UserID: u.ID, Session: sessionHash(sessionID), Name: name})
}

// RegisterPasskey finishes adding a passkey. It is a security change
// (security_change.go): the passkey is stored, the administrator's other
// sessions end and pending sign-ins are voided, and the change is
// recorded, in one transaction.
//
// Errors: EUNAVAILABLE; EUNAUTHORIZED; EFORBIDDEN; EINVALID
// (domain.MsgPasskeyInvalid for an answer that fails, whatever the cause).
func (s *Service) RegisterPasskey(ctx context.Context, sessionID string, response []byte) (*domain.Passkey, error) {
	u, err := s.confirmedUser(ctx, sessionID)
	if err != nil {
		return nil, err
	}
	p, err := s.registerPasskey(ctx, u, sessionID, response)
	if domain.ErrorCode(err) == domain.EINVALID {
		s.log.Warn("passkey registration refused", slog.String("username", u.Username), slog.Any("error", err))
		return nil, &domain.Error{Code: domain.EINVALID, Message: domain.MsgPasskeyInvalid}
	}
	return p, err
}

func (s *Service) registerPasskey(ctx context.Context, u *domain.User, sessionID string, response []byte) (*domain.Passkey, error) {
	invalid := &domain.Error{Code: domain.EINVALID, Message: domain.MsgPasskeyInvalid}
	if len(response) > domain.MaxPasskeyResponse {
		return nil, invalid
	}
	ans, err := s.pk.ceremonies.ReadRegistration(response)
	if err != nil {
		return nil, err
	}
	ch, err := s.pk.challenges.Take(ctx, ans.Challenge, s.clock.Now())
	if domain.ErrorCode(err) == domain.ENOTFOUND ||
		(err == nil && (ch.Kind != domain.CeremonyRegister || ch.UserID != u.ID || ch.Session != sessionHash(sessionID))) {
		return nil, errors.Join(errors.New("challenge unknown, expired, used or not this session's registration"), invalid)
	} else if err != nil {
		return nil, err
	}
	acct, err := s.passkeyAccount(ctx, u)
	if err != nil {
		return nil, err
	}
	credentialID, record, err := s.pk.ceremonies.FinishRegistration(acct, ch.State, response)
	if err != nil {
		return nil, err
	}
	p := &domain.Passkey{UserID: u.ID, CredentialID: credentialID, Handle: acct.Handle, Name: ch.Name, Record: record, CreatedAt: s.clock.Now()}
	n, err := s.commitSecurityChange(ctx, securityChange{
		user: u, keep: sessionID,
		write:  func(ctx context.Context) error { return s.pk.repo.Create(ctx, p) },
		action: domain.ActionPasskeyAdd, title: passkeyTitle(p.Name), addr: journal.ActorFrom(ctx).Address,
	})
	if domain.ErrorCode(err) == domain.ECONFLICT {
		return nil, errors.Join(errors.New("the passkey is registered already"), invalid)
	} else if err != nil {
		return nil, err
	}
	s.log.Info("passkey added; other sessions ended", slog.String("username", u.Username), slog.Int("sessions", n))
	return p, nil
}

// RenamePasskey renames one of the signed-in administrator's passkeys; a
// name is no security change and needs no confirmation.
//
// Errors: EUNAVAILABLE; EUNAUTHORIZED; EINVALID; ENOTFOUND.
func (s *Service) RenamePasskey(ctx context.Context, sessionID string, id int64, name string) (*domain.Passkey, error) {
	if err := s.passkeysReady(); err != nil {
		return nil, err
	}
	u, err := s.Authenticate(ctx, sessionID)
	if err != nil {
		return nil, err
	}
	name = strings.TrimSpace(name)
	if err := domain.ValidatePasskeyName(name); err != nil {
		return nil, err
	}
	if name == "" {
		return nil, domain.ValidationErrors{"name": domain.MsgRequired}.Err()
	}
	var out *domain.Passkey
	err = s.tx.InTx(ctx, func(ctx context.Context) error {
		if err := s.pk.repo.Rename(ctx, u.ID, id, name); err != nil {
			return err
		}
		keys, err := s.pk.repo.ListByUser(ctx, u.ID)
		if err != nil {
			return err
		}
		for i := range keys {
			if keys[i].ID == id {
				out = &keys[i]
			}
		}
		return s.journal.Record(ctx, domain.ActivityEntry{
			Action: domain.ActionPasskeyRename, Kind: domain.ActivityUser, Actor: u.Username, Title: passkeyTitle(name), Address: journal.ActorFrom(ctx).Address,
		})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// RemovePasskey removes one of the administrator's passkeys, a security
// change like adding one. The last passkey cannot go while "passkeys
// only" is on.
//
// Errors: EUNAVAILABLE; EUNAUTHORIZED; EFORBIDDEN; ENOTFOUND; ECONFLICT.
func (s *Service) RemovePasskey(ctx context.Context, sessionID string, id int64) error {
	u, err := s.confirmedUser(ctx, sessionID)
	if err != nil {
		return err
	}
	keys, err := s.pk.repo.ListByUser(ctx, u.ID)
	if err != nil {
		return err
	}
	name := ""
	for _, k := range keys {
		if k.ID == id {
			name = k.Name
		}
	}
	if name == "" {
		return &domain.Error{Code: domain.ENOTFOUND, Message: domain.MsgPasskeyNotFound}
	}
	n, err := s.commitSecurityChange(ctx, securityChange{
		user: u, keep: sessionID,
		write: func(ctx context.Context) error {
			cur, err := s.users.Find(ctx, u.ID)
			if err != nil {
				return err
			}
			left, err := s.pk.repo.ListByUser(ctx, u.ID)
			if err != nil {
				return err
			}
			if cur.PasskeysOnly && len(left) <= 1 {
				return domain.Errorf(domain.ECONFLICT, domain.MsgLastPasskey)
			}
			return s.pk.repo.Delete(ctx, u.ID, id)
		},
		action: domain.ActionPasskeyRemove, title: passkeyTitle(name), addr: journal.ActorFrom(ctx).Address,
	})
	if err != nil {
		return err
	}
	s.log.Info("passkey removed; other sessions ended", slog.String("username", u.Username), slog.Int("sessions", n))
	return nil
}

// SetPasskeysOnly turns "passkeys only" on or off, a security change. On
// needs a passkey; setting what is set already changes nothing.
//
// Errors: EUNAVAILABLE; EUNAUTHORIZED; EFORBIDDEN; ECONFLICT.
func (s *Service) SetPasskeysOnly(ctx context.Context, sessionID string, on bool) error {
	u, err := s.confirmedUser(ctx, sessionID)
	if err != nil {
		return err
	}
	if u.PasskeysOnly == on {
		return nil
	}
	action := domain.ActionPasskeysOnlyOff
	if on {
		action = domain.ActionPasskeysOnlyOn
	}
	n, err := s.commitSecurityChange(ctx, securityChange{
		user: u, keep: sessionID,
		write: func(ctx context.Context) error {
			keys, err := s.pk.repo.ListByUser(ctx, u.ID)
			if err != nil {
				return err
			}
			if on && len(keys) == 0 {
				return domain.Errorf(domain.ECONFLICT, domain.MsgPasskeysOnlyNeedsPasskey)
			}
			return s.users.SetPasskeysOnly(ctx, u.ID, on)
		},
		action: action, title: "Passkeys only", addr: journal.ActorFrom(ctx).Address,
	})
	if err != nil {
		return err
	}
	s.log.Info("passkeys only changed; other sessions ended", slog.String("username", u.Username), slog.Bool("on", on), slog.Int("sessions", n))
	return nil
}
