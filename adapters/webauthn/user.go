package webauthn

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/go-webauthn/webauthn/protocol"
	gowebauthn "github.com/go-webauthn/webauthn/webauthn"

	"github.com/portfolio-site/portfolio/domain"
)

// user is a domain.PasskeyAccount as the library sees it: the handle is
// the WebAuthn user id, and the credentials are the passkeys' records.
type user struct {
	acct  domain.PasskeyAccount
	creds []gowebauthn.Credential
}

var _ gowebauthn.User = (*user)(nil)

// newUser decodes the records of acct's passkeys. A record that does not
// decode, or that is another credential's, is an error: signing in with a
// key whose public key is unknown could only fail later, less clearly.
func newUser(acct domain.PasskeyAccount) (*user, error) {
	u := &user{acct: acct, creds: make([]gowebauthn.Credential, 0, len(acct.Passkeys))}
	for _, p := range acct.Passkeys {
		cred, err := decodeRecord(p.Record)
		if err != nil {
			return nil, fmt.Errorf("passkey %d: %w", p.ID, err)
		}
		if !bytes.Equal(cred.ID, p.CredentialID) {
			return nil, fmt.Errorf("passkey %d: its record is of another credential", p.ID)
		}
		u.creds = append(u.creds, cred)
	}
	return u, nil
}

// decodeRecord is the credential a record (the JSON of the library's
// Credential) holds.
func decodeRecord(record []byte) (gowebauthn.Credential, error) {
	var cred gowebauthn.Credential
	if err := json.Unmarshal(record, &cred); err != nil {
		return cred, fmt.Errorf("decode the record: %w", err)
	}
	if len(cred.ID) == 0 || len(cred.PublicKey) == 0 {
		return cred, fmt.Errorf("the record has no credential id or public key")
	}
	return cred, nil
}

// descriptors are the references to the user's credentials that a
// ceremony's options list (allowCredentials, excludeCredentials).
func (u *user) descriptors() []protocol.CredentialDescriptor {
	out := make([]protocol.CredentialDescriptor, 0, len(u.creds))
	for _, c := range u.creds {
		out = append(out, c.Descriptor())
	}
	return out
}

// has says whether the user has the credential of that id.
func (u *user) has(credentialID []byte) bool {
	for _, c := range u.creds {
		if bytes.Equal(c.ID, credentialID) {
			return true
		}
	}
	return false
}

// WebAuthnID is the account's handle: random, never its id or name.
func (u *user) WebAuthnID() []byte { return u.acct.Handle }

// WebAuthnName is the username an authenticator lists the passkey under.
func (u *user) WebAuthnName() string { return u.acct.Name }

// WebAuthnDisplayName is what an authenticator shows beside the name; the
// name when the account has none.
func (u *user) WebAuthnDisplayName() string {
	if u.acct.DisplayName == "" {
		return u.acct.Name
	}
	return u.acct.DisplayName
}

// WebAuthnCredentials are the account's passkeys.
func (u *user) WebAuthnCredentials() []gowebauthn.Credential { return u.creds }
