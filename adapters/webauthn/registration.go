package webauthn

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/go-webauthn/webauthn/protocol"
	gowebauthn "github.com/go-webauthn/webauthn/webauthn"

	"github.com/portfolio-site/portfolio/domain"
)

// BeginRegistration starts registering a passkey of acct: a discoverable,
// user-verified credential with no attestation, excluding acct's passkeys
// so one authenticator is not registered twice.
func (c *Ceremonies) BeginRegistration(acct domain.PasskeyAccount) (*domain.PasskeyBegun, error) {
	u, err := newUser(acct)
	if err != nil {
		return nil, fmt.Errorf("passkey registration: %w", err)
	}
	opts := []gowebauthn.RegistrationOption{
		gowebauthn.WithResidentKeyRequirement(protocol.ResidentKeyRequirementRequired),
		gowebauthn.WithConveyancePreference(protocol.PreferNoAttestation),
		// credProps says whether the key is discoverable; asked for so a
		// browser that reports it unprompted is not refused for an
		// unsolicited extension output (go-webauthn v0.18 refuses those).
		gowebauthn.WithExtensions(gowebauthn.WithExtensionCredProps()),
	}
	if exclude := u.descriptors(); len(exclude) > 0 {
		opts = append(opts, gowebauthn.WithExclusions(exclude))
	}
	creation, session, err := c.wa.BeginRegistration(u, opts...)
	if err != nil {
		return nil, fmt.Errorf("passkey registration: begin: %w", err)
	}
	return begun(creation, session)
}

// begun is a ceremony's first step as the port carries it: the options as
// the browser takes them, the challenge as its client data will carry it
// back, and the library's session as the state.
func begun(options any, session *gowebauthn.SessionData) (*domain.PasskeyBegun, error) {
	opts, err := json.Marshal(options)
	if err != nil {
		return nil, fmt.Errorf("passkeys: encode the options: %w", err)
	}
	state, err := json.Marshal(session)
	if err != nil {
		return nil, fmt.Errorf("passkeys: encode the state: %w", err)
	}
	return &domain.PasskeyBegun{Options: opts, Challenge: session.Challenge, State: state}, nil
}

// ReadRegistration parses a registration answer, so the caller can find
// the ceremony it answers before verifying it. EINVALID.
func (c *Ceremonies) ReadRegistration(response []byte) (*domain.PasskeyAnswer, error) {
	parsed, err := protocol.ParseCredentialCreationResponseBytes(response)
	if err != nil {
		return nil, invalid(err)
	}
	challenge := parsed.Response.CollectedClientData.Challenge
	if challenge == "" {
		return nil, invalid(errors.New("the client data has no challenge"))
	}
	return &domain.PasskeyAnswer{Challenge: challenge, CredentialID: parsed.RawID}, nil
}

// FinishRegistration verifies a registration answer against the state its
// BeginRegistration returned (challenge, origin, RP ID hash, user
// verification, algorithm) and returns the new credential's id and record.
// Any failure is EINVALID with the cause in the chain.
func (c *Ceremonies) FinishRegistration(acct domain.PasskeyAccount, state, response []byte) (credentialID, record []byte, err error) {
	session, err := decodeState(state)
	if err != nil {
		return nil, nil, invalid(err)
	}
	u, err := newUser(acct)
	if err != nil {
		return nil, nil, invalid(err)
	}
	parsed, err := protocol.ParseCredentialCreationResponseBytes(response)
	if err != nil {
		return nil, nil, invalid(err)
	}
	cred, err := c.wa.CreateCredential(u, *session, parsed)
	if err != nil {
		return nil, nil, invalid(err)
	}
	// The library checks UV because the state requires it; checked again
	// here so a state that asked for less can never register a passkey
	// that is not a whole sign-in.
	if !parsed.Response.AttestationObject.AuthData.Flags.UserVerified() || !cred.Flags.UserVerified {
		return nil, nil, invalid(errors.New("the authenticator did not verify the user"))
	}
	if u.has(cred.ID) {
		return nil, nil, invalid(errors.New("the credential is registered already"))
	}
	record, err = json.Marshal(cred)
	if err != nil {
		return nil, nil, fmt.Errorf("passkey registration: encode the record: %w", err)
	}
	return cred.ID, record, nil
}

// decodeState is the library's session a ceremony's state holds.
func decodeState(state []byte) (*gowebauthn.SessionData, error) {
	var session gowebauthn.SessionData
	if err := json.Unmarshal(state, &session); err != nil {
		return nil, fmt.Errorf("decode the ceremony state: %w", err)
	}
	if session.Challenge == "" {
		return nil, errors.New("the ceremony state has no challenge")
	}
	return &session, nil
}
