package auth

import (
	"context"
	"crypto/sha256"
	"errors"
	"log/slog"

	"github.com/portfolio-site/portfolio/domain"
)

// Accepting an invitation with a passkey (issue 43): the invited person
// chooses a username, their authenticator makes a passkey for it, and the
// account is made with that passkey and no password anyone knows. The
// link is spent only when the passkey is verified, so a ceremony that
// fails or is cancelled leaves the invitation as it was.

// invitedPasskeyName is the name of the passkey an invitation is accepted
// with; the Account tab renames it.
const invitedPasskeyName = "Passkey 1"

// inviteBinding is what a registration's challenge is bound to: the
// invitation's token (as the hash the store keeps), so only an acceptance
// of the same link may finish it.
func inviteBinding(token string) string { return "invitation|" + domain.ContactTokenHash(token) }

// inviteeAccount is the invited person as the ceremony sees them: no
// passkey yet, and a user handle derived from the invitation and the
// username with the sealer's key, random to anyone without it and the
// same at both steps.
func (t *Team) inviteeAccount(ctx context.Context, token, username string) (domain.PasskeyAccount, error) {
	mac, err := t.s.tf.sealer.Sign(ctx, "passkey-invitee-handle|"+domain.ContactTokenHash(token)+"|"+username)
	if err != nil {
		return domain.PasskeyAccount{}, err
	}
	sum := sha256.Sum256([]byte(mac))
	return domain.PasskeyAccount{Handle: sum[:], Name: username, DisplayName: username}, nil
}

// checkAcceptance checks the token's form and the username: valid and
// not taken.
func (t *Team) checkAcceptance(ctx context.Context, token, username string) error {
	if err := domain.ValidateUsername(username); err != nil {
		return err
	}
	if token == "" || len(token) > 128 {
		return domain.Errorf(domain.ENOTFOUND, domain.MsgInvitationGone)
	}
	if _, err := t.s.users.FindByUsername(ctx, username); err == nil {
		return domain.Errorf(domain.ECONFLICT, domain.MsgUsernameTaken)
	} else if domain.ErrorCode(err) != domain.ENOTFOUND {
		return err
	}
	return nil
}

// BeginPasskeyAcceptance starts making the passkey of the invited person
// who chose username: the options for navigator.credentials.create.
//
// Errors: EUNAVAILABLE; EINVALID (the username); ENOTFOUND (a token that
// cannot be one); ECONFLICT (the username is taken); ETHROTTLED.
func (t *Team) BeginPasskeyAcceptance(ctx context.Context, token, username, addr string) (*domain.PasskeyBegun, error) {
	if err := t.s.passkeysReady(); err != nil {
		return nil, err
	}
	username = domain.NormalizeUsername(username)
	if err := t.checkAcceptance(ctx, token, username); err != nil {
		return nil, err
	}
	if err := t.s.limitBegins(addr); err != nil {
		return nil, err
	}
	acct, err := t.inviteeAccount(ctx, token, username)
	if err != nil {
		return nil, err
	}
	begun, err := t.s.pk.ceremonies.BeginRegistration(acct)
	if err != nil {
		return nil, err
	}
	return begun, t.s.begin(ctx, addr, begun, domain.PasskeyChallenge{Kind: domain.CeremonyRegister, Session: inviteBinding(token), Name: username})
}

// AcceptWithPasskey finishes the ceremony BeginPasskeyAcceptance began:
// the passkey verified, it spends the invitation, makes its user (the
// username chosen at the first step, the invitation's role, name and
// e-mail, a password nobody knows) with that passkey, and signs them in.
//
// Errors: EUNAVAILABLE; EINVALID (domain.MsgPasskeyInvalid, whatever the
// cause; the invitation still works); ENOTFOUND (domain.MsgInvitationGone);
// ECONFLICT (the username was taken meanwhile).
func (t *Team) AcceptWithPasskey(ctx context.Context, token string, response []byte, addr string) (*domain.Session, *domain.User, error) {
	if err := t.s.passkeysReady(); err != nil {
		return nil, nil, err
	}
	sess, u, err := t.acceptWithPasskey(ctx, token, response, addr)
	if domain.ErrorCode(err) == domain.EINVALID {
		t.s.log.Warn("invitation passkey refused", slog.Any("error", err))
		return nil, nil, &domain.Error{Code: domain.EINVALID, Message: domain.MsgPasskeyInvalid}
	}
	return sess, u, err
}

func (t *Team) acceptWithPasskey(ctx context.Context, token string, response []byte, addr string) (*domain.Session, *domain.User, error) {
	invalid := &domain.Error{Code: domain.EINVALID, Message: domain.MsgPasskeyInvalid}
	if len(response) > domain.MaxPasskeyResponse {
		return nil, nil, invalid
	}
	ans, err := t.s.pk.ceremonies.ReadRegistration(response)
	if err != nil {
		return nil, nil, err
	}
	now := t.s.clock.Now()
	ch, err := t.s.pk.challenges.Take(ctx, ans.Challenge, now)
	if domain.ErrorCode(err) == domain.ENOTFOUND ||
		(err == nil && (ch.Kind != domain.CeremonyRegister || ch.UserID != 0 || ch.Session != inviteBinding(token))) {
		return nil, nil, errors.Join(errors.New("challenge unknown, expired, used or not this invitation's"), invalid)
	} else if err != nil {
		return nil, nil, err
	}
	username := ch.Name
	if err := t.checkAcceptance(ctx, token, username); err != nil {
		return nil, nil, err
	}
	acct, err := t.inviteeAccount(ctx, token, username)
	if err != nil {
		return nil, nil, err
	}
	credentialID, record, err := t.s.pk.ceremonies.FinishRegistration(acct, ch.State, response)
	if err != nil {
		return nil, nil, err
	}
	// No password: the account signs in with its passkey until its
	// person sets one on the Account tab (ChangePassword, First).
	return t.join(ctx, token, username, "", addr, func(ctx context.Context, u *domain.User) error {
		return t.s.pk.repo.Create(ctx, &domain.Passkey{UserID: u.ID, CredentialID: credentialID, Handle: acct.Handle, Name: invitedPasskeyName, Record: record, CreatedAt: now})
	})
}
