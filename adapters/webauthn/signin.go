package webauthn

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/go-webauthn/webauthn/protocol"
	gowebauthn "github.com/go-webauthn/webauthn/webauthn"

	"github.com/portfolio-site/portfolio/domain"
)

// BeginSignIn starts a sign-in with user verification. With acct nil it
// is discoverable: no allowCredentials, the browser offers every passkey
// of the site and the answer's user handle says whose it is. With acct it
// is a re-confirmation: only acct's passkeys may answer.
func (c *Ceremonies) BeginSignIn(acct *domain.PasskeyAccount) (*domain.PasskeyBegun, error) {
	uv := gowebauthn.WithUserVerification(protocol.VerificationRequired)
	if acct == nil {
		assertion, session, err := c.wa.BeginDiscoverableLogin(uv)
		if err != nil {
			return nil, fmt.Errorf("passkey sign-in: begin: %w", err)
		}
		return begun(assertion, session)
	}
	u, err := newUser(*acct)
	if err != nil {
		return nil, fmt.Errorf("passkey sign-in: %w", err)
	}
	if len(u.creds) == 0 {
		// Nothing could answer; the caller should not have offered it.
		return nil, failed(errors.New("the account has no passkey"))
	}
	assertion, session, err := c.wa.BeginLogin(u, uv)
	if err != nil {
		return nil, fmt.Errorf("passkey sign-in: begin: %w", err)
	}
	return begun(assertion, session)
}

// ReadSignIn parses a sign-in answer, so the caller can find the ceremony
// it answers and the passkey used before verifying it. EUNAUTHORIZED.
func (c *Ceremonies) ReadSignIn(response []byte) (*domain.PasskeyAnswer, error) {
	parsed, err := protocol.ParseCredentialRequestResponseBytes(response)
	if err != nil {
		return nil, failed(err)
	}
	challenge := parsed.Response.CollectedClientData.Challenge
	if challenge == "" {
		return nil, failed(errors.New("the client data has no challenge"))
	}
	return &domain.PasskeyAnswer{Challenge: challenge, CredentialID: parsed.RawID, UserHandle: parsed.Response.UserHandle}, nil
}

// FinishSignIn verifies a sign-in answer against the state its BeginSignIn
// returned and acct's passkeys (challenge, origin, RP ID hash, user
// verification, signature, signature counter) and returns the used
// passkey's record with its new counter. Any failure is EUNAUTHORIZED with
// the cause in the chain.
func (c *Ceremonies) FinishSignIn(acct domain.PasskeyAccount, state, response []byte) ([]byte, error) {
	session, err := decodeState(state)
	if err != nil {
		return nil, failed(err)
	}
	u, err := newUser(acct)
	if err != nil {
		return nil, failed(err)
	}
	parsed, err := protocol.ParseCredentialRequestResponseBytes(response)
	if err != nil {
		return nil, failed(err)
	}
	var cred *gowebauthn.Credential
	if len(session.UserID) == 0 {
		// Discoverable: the caller found acct by the answer's user handle
		// or credential; the handle must be acct's all the same.
		handler := func(_, userHandle []byte) (gowebauthn.User, error) {
			if !bytes.Equal(userHandle, acct.Handle) {
				return nil, errors.New("the user handle is not the account's")
			}
			return u, nil
		}
		_, cred, err = c.wa.ValidatePasskeyLogin(handler, *session, parsed)
	} else {
		cred, err = c.wa.ValidateLogin(u, *session, parsed)
	}
	if err != nil {
		return nil, failed(err)
	}
	if !parsed.Response.AuthenticatorData.Flags.UserVerified() {
		return nil, failed(errors.New("the authenticator did not verify the user"))
	}
	// A counter that did not move past the stored one means two copies of
	// the key may exist (a cloned authenticator, or a replayed answer).
	if cred.Authenticator.CloneWarning {
		return nil, failed(fmt.Errorf("the signature counter %d did not increase (clone warning)", parsed.Response.AuthenticatorData.Counter))
	}
	record, err := json.Marshal(cred)
	if err != nil {
		return nil, fmt.Errorf("passkey sign-in: encode the record: %w", err)
	}
	return record, nil
}
