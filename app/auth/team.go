package auth

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// MsgOwnerStays answers removing the owner: the site always has one.
const MsgOwnerStays = "The owner cannot be removed"

// Team is the people who may sign in (issue 43): the owner lists them,
// invites editors with a link that works once for
// domain.InvitationLifetime, revokes invitations and removes editors. An
// invited person accepts with a username and a password and is signed
// in. Every rule of sign-in (throttles, two-factor, passkeys) is the
// Service's, so it applies to every account alike.
type Team struct {
	s           *Service
	invitations domain.InvitationStore
	mailer      domain.InvitationMailer
	// publicURL is the site's address, the links' base.
	publicURL string
}

// NewTeam returns the Team of s; every dependency is required (a site
// without e-mail passes domain.InvitationMailOff).
func NewTeam(s *Service, invitations domain.InvitationStore, mailer domain.InvitationMailer, publicURL string) (*Team, error) {
	if s == nil || invitations == nil || mailer == nil {
		return nil, errors.New("auth: team needs the service, the invitation store and a mailer")
	}
	return &Team{s: s, invitations: invitations, mailer: mailer, publicURL: strings.TrimRight(publicURL, "/")}, nil
}

// InvitePath is where an invitation's link opens (the admin app's page
// where the invited person chooses a username and a password); the token
// follows it.
const InvitePath = "/admin/invitation/"

// Member is one user as the owner's list shows them: never a secret.
type Member struct {
	ID           int64       `json:"id"`
	Username     string      `json:"username"`
	Name         string      `json:"name"`
	Email        string      `json:"email"`
	Role         domain.Role `json:"role"`
	CreatedAt    time.Time   `json:"createdAt"`
	LastSignInAt *time.Time  `json:"lastSignInAt"`
	TwoFactor    bool        `json:"twoFactor"`
	Passkeys     int         `json:"passkeys"`
}

// Members lists every user, oldest first, with their sign-in methods.
func (t *Team) Members(ctx context.Context) ([]Member, error) {
	users, err := t.s.users.List(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]Member, 0, len(users))
	for _, u := range users {
		m := Member{ID: u.ID, Username: u.Username, Name: u.Name, Email: u.Email, Role: u.Role, CreatedAt: u.CreatedAt}
		if !u.LastSignInAt.IsZero() {
			at := u.LastSignInAt
			m.LastSignInAt = &at
		}
		if m.TwoFactor, err = t.s.TwoFactorEnabled(ctx, u.ID); err != nil {
			return nil, err
		}
		if t.s.pk.repo != nil {
			keys, err := t.s.pk.repo.ListByUser(ctx, u.ID)
			if err != nil {
				return nil, err
			}
			m.Passkeys = len(keys)
		}
		out = append(out, m)
	}
	return out, nil
}

// Remove removes a user who is not the owner and ends their sessions at
// once: their next request is refused (Authenticate finds no user even
// where sessions live apart from the users, in Redis).
//
// Errors: ENOTFOUND; ECONFLICT (MsgOwnerStays).
func (t *Team) Remove(ctx context.Context, id int64) error {
	var gone *domain.User
	err := t.s.tx.InTx(ctx, func(ctx context.Context) error {
		u, err := t.s.users.FindForUpdate(ctx, id)
		if err != nil {
			return err
		}
		if u.Role == domain.RoleOwner {
			return domain.Errorf(domain.ECONFLICT, MsgOwnerStays)
		}
		if err := t.s.users.Delete(ctx, id); err != nil {
			return err
		}
		gone = u
		return t.s.journal.Record(ctx, domain.ActivityEntry{Action: domain.ActionUserRemove, Kind: domain.ActivityUser, ItemID: u.ID, Title: u.Username})
	})
	if err != nil {
		return err
	}
	if _, err := t.s.sessions.DeleteByUser(ctx, id); err != nil {
		t.s.log.Warn("could not end the sessions of a removed user", slog.String("username", gone.Username), slog.Any("error", err))
	}
	return nil
}

// Invited is a new invitation and its link, shown to the owner once.
type Invited struct {
	domain.Invitation
	Link string `json:"link"`
	// Emailed says whether the link was e-mailed.
	Emailed bool `json:"emailed"`
}

// Invite makes an invitation of req for the session's owner, who must
// have confirmed who they are within domain.ConfirmWindow (as for a
// change of the passkeys), and e-mails its link; a mail that fails is
// logged and the owner passes the link on.
//
// Errors: EINVALID; EUNAUTHORIZED; EFORBIDDEN (domain.MsgConfirmIdentity).
func (t *Team) Invite(ctx context.Context, sessionID string, req domain.InvitationRequest) (*Invited, error) {
	req.Email, req.Name = strings.TrimSpace(req.Email), strings.TrimSpace(req.Name)
	if err := req.Validate(); err != nil {
		return nil, err
	}
	u, sess, err := t.s.session(ctx, sessionID)
	if err != nil {
		return nil, err
	}
	if t.s.confirmedUntil(sess).IsZero() {
		return nil, domain.Errorf(domain.EFORBIDDEN, domain.MsgConfirmIdentity)
	}
	now := t.s.clock.Now()
	// Hex, not base64: the API's paths are matched in lower case.
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return nil, fmt.Errorf("invitation token: %w", err)
	}
	token := hex.EncodeToString(raw)
	inv := domain.Invitation{TokenHash: domain.ContactTokenHash(token), Email: req.Email, Name: req.Name, Role: req.Role,
		InvitedBy: u.Username, CreatedAt: now, ExpiresAt: now.Add(domain.InvitationLifetime)}
	err = t.s.tx.InTx(ctx, func(ctx context.Context) error {
		if err := t.invitations.Create(ctx, &inv); err != nil {
			return err
		}
		return t.s.journal.Record(ctx, domain.ActivityEntry{Action: domain.ActionInvite, Kind: domain.ActivityUser, ItemID: inv.ID, Title: inv.Name + " <" + inv.Email + "> (" + string(inv.Role) + ")"})
	})
	if err != nil {
		return nil, err
	}
	out := &Invited{Invitation: inv, Link: t.publicURL + InvitePath + token}
	if err := t.mailer.SendInvitation(ctx, inv, out.Link); err != nil {
		t.s.log.Warn("could not e-mail the invitation", slog.Int64("invitation", inv.ID), slog.Any("error", err))
	} else {
		out.Emailed = true
	}
	return out, nil
}

// Invitations lists the pending invitations, newest first.
func (t *Team) Invitations(ctx context.Context) ([]domain.Invitation, error) {
	return t.invitations.List(ctx, t.s.clock.Now())
}

// Revoke removes a pending invitation: its link answers as a used one.
//
// Errors: ENOTFOUND.
func (t *Team) Revoke(ctx context.Context, id int64) error {
	return t.s.tx.InTx(ctx, func(ctx context.Context) error {
		if err := t.invitations.Delete(ctx, id); err != nil {
			return err
		}
		return t.s.journal.Record(ctx, domain.ActivityEntry{Action: domain.ActionInviteRevoke, Kind: domain.ActivityUser, ItemID: id, Title: "Invitation"})
	})
}

// Acceptance is an invited person choosing their username and password.
type Acceptance struct {
	Token string
	domain.Credentials
	ClientAddr string
}

// Accept spends the invitation of the token, once, making its user with
// the chosen username and password and the invitation's role, name and
// e-mail, and signs them in.
//
// Errors: EINVALID; ENOTFOUND (domain.MsgInvitationGone: used, revoked
// or expired); ECONFLICT (the username is taken: the link still works).
func (t *Team) Accept(ctx context.Context, in Acceptance) (*domain.Session, *domain.User, error) {
	in.Username = domain.NormalizeUsername(in.Username)
	if err := in.Credentials.Validate(); err != nil {
		return nil, nil, err
	}
	if err := domain.ValidateNewPassword(in.Password); err != nil {
		return nil, nil, err
	}
	if in.Token == "" || len(in.Token) > 128 {
		return nil, nil, domain.Errorf(domain.ENOTFOUND, domain.MsgInvitationGone)
	}
	// A taken name is refused before the link is spent: the memory store
	// of the tests does not roll the invitation back.
	if _, err := t.s.users.FindByUsername(ctx, in.Username); err == nil {
		return nil, nil, domain.Errorf(domain.ECONFLICT, domain.MsgUsernameTaken)
	} else if domain.ErrorCode(err) != domain.ENOTFOUND {
		return nil, nil, err
	}
	hash, err := t.s.hasher.Hash(in.Password)
	if err != nil {
		return nil, nil, err
	}
	return t.join(ctx, in.Token, in.Username, hash, in.ClientAddr, nil)
}

// join spends the invitation of token, once, making its user (username,
// the password hash, the invitation's role, name and e-mail), then what
// also (if any) stores with the user, and records the joining, in one
// transaction; then it signs the user in.
func (t *Team) join(ctx context.Context, token, username, hash, addr string, also func(ctx context.Context, u *domain.User) error) (*domain.Session, *domain.User, error) {
	now := t.s.clock.Now()
	var u *domain.User
	err := t.s.tx.InTx(ctx, func(ctx context.Context) error {
		inv, err := t.invitations.Take(ctx, domain.ContactTokenHash(token), now)
		if err != nil {
			return err
		}
		u = &domain.User{Username: username, PasswordHash: hash, Role: inv.Role, Name: inv.Name, Email: inv.Email, CreatedAt: now}
		if err := t.s.users.Create(ctx, u); err != nil {
			return err
		}
		if also != nil {
			if err := also(ctx, u); err != nil {
				return err
			}
		}
		return t.s.journal.Record(ctx, domain.ActivityEntry{Action: domain.ActionUserJoin, Kind: domain.ActivityUser, ItemID: u.ID, Actor: u.Username, Title: u.Name, Address: addr})
	})
	if err != nil {
		return nil, nil, err
	}
	sess, err := t.s.openSession(ctx, u)
	if err != nil {
		return nil, nil, err
	}
	return sess, u, nil
}
