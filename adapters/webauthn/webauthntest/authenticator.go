// Package webauthntest is a software passkey authenticator and the part of
// a browser that talks to it, for tests that run the WebAuthn ceremonies
// without a browser: it reads the options a relying party sends to
// navigator.credentials and answers with the JSON a browser would post.
// It holds ES256 (P-256) keys in memory, attests with "none", and reports
// the user present and (unless told otherwise) verified.
package webauthntest

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/go-webauthn/webauthn/protocol/webauthncbor"
)

// Errors a test may expect, as a browser reports them to the page.
var (
	// ErrExcluded is a registration refused because the authenticator
	// holds one of the options' excludeCredentials (InvalidStateError).
	ErrExcluded = errors.New("webauthntest: the authenticator holds an excluded credential")
	// ErrNoCredential is a sign-in no stored credential can answer
	// (NotAllowedError).
	ErrNoCredential = errors.New("webauthntest: no credential for this relying party")
)

// Flags of the authenticator data (WebAuthn §6.1).
const (
	flagUP = 0x01 // user present
	flagUV = 0x04 // user verified
	flagAT = 0x40 // attested credential data included
)

// COSE values of an ES256 key (RFC 9053).
const (
	coseAlgES256 = -7
	coseKtyEC2   = 2
	coseCrvP256  = 1
)

// credential is one key the authenticator made.
type credential struct {
	id         []byte
	rpID       string
	userHandle []byte
	key        *ecdsa.PrivateKey
	counter    uint32
}

// Authenticator is a platform authenticator with resident keys. It is safe
// for concurrent use.
type Authenticator struct {
	mu    sync.Mutex
	creds []*credential
	// noUV makes it answer without verifying the user (a security key
	// without a PIN), for tests of a relying party that requires it.
	noUV bool
}

// New returns an authenticator that holds no credential and verifies the
// user on every ceremony.
func New() *Authenticator { return &Authenticator{} }

// SetUserVerified sets whether the next answers report the user verified
// (the UV flag); true by default.
func (a *Authenticator) SetUserVerified(verified bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.noUV = !verified
}

// flags are the authenticator data flags of an answer: the user present,
// verified unless told otherwise, plus extra.
func (a *Authenticator) flags(extra byte) byte {
	f := byte(flagUP) | extra
	if !a.noUV {
		f |= flagUV
	}
	return f
}

// Register answers creation options as navigator.credentials.create() at
// origin would: it makes an ES256 key for options' rpId and user, stores
// it, and returns the RegistrationResponseJSON.
func (a *Authenticator) Register(optionsJSON []byte, origin string) ([]byte, error) {
	var opts creationOptions
	if err := json.Unmarshal(optionsJSON, &opts); err != nil {
		return nil, fmt.Errorf("webauthntest: read the creation options: %w", err)
	}
	o := opts.PublicKey
	rpID, err := relyingParty(o.RP.ID, origin)
	if err != nil {
		return nil, err
	}
	if !offersES256(o.PubKeyCredParams) {
		return nil, errors.New("webauthntest: the options do not offer ES256")
	}
	handle, err := decode(o.User.ID)
	if err != nil || len(handle) == 0 {
		return nil, fmt.Errorf("webauthntest: the user id is not base64url: %v", err)
	}
	challenge, err := decode(o.Challenge)
	if err != nil || len(challenge) == 0 {
		return nil, fmt.Errorf("webauthntest: the challenge is not base64url: %v", err)
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, d := range o.Exclude {
		id, err := decode(d.ID)
		if err == nil && a.find(rpID, id) != nil {
			return nil, ErrExcluded
		}
	}
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, fmt.Errorf("webauthntest: make a key: %w", err)
	}
	cred := &credential{id: make([]byte, 32), rpID: rpID, userHandle: handle, key: key}
	if _, err := rand.Read(cred.id); err != nil {
		return nil, fmt.Errorf("webauthntest: make a credential id: %w", err)
	}
	coseKey, err := cosePublicKey(&key.PublicKey)
	if err != nil {
		return nil, err
	}
	authData := authenticatorData(rpID, a.flags(flagAT), 0)
	authData = append(authData, make([]byte, 16)...) // AAGUID: none
	authData = binary.BigEndian.AppendUint16(authData, uint16(len(cred.id)))
	authData = append(authData, cred.id...)
	authData = append(authData, coseKey...)
	attObj, err := webauthncbor.Marshal(map[string]any{"fmt": "none", "attStmt": map[string]any{}, "authData": authData})
	if err != nil {
		return nil, fmt.Errorf("webauthntest: encode the attestation object: %w", err)
	}
	// Replace a credential of the same account, as a platform
	// authenticator keeps one passkey per account and site.
	kept := a.creds[:0]
	for _, c := range a.creds {
		if c.rpID != rpID || !bytes.Equal(c.userHandle, handle) {
			kept = append(kept, c)
		}
	}
	a.creds = append(kept, cred)
	return json.Marshal(map[string]any{
		"id":                      encode(cred.id),
		"rawId":                   encode(cred.id),
		"type":                    "public-key",
		"clientExtensionResults":  map[string]any{},
		"authenticatorAttachment": "platform",
		"response": map[string]any{
			"clientDataJSON":    encode(clientData("webauthn.create", challenge, origin)),
			"attestationObject": encode(attObj),
			"transports":        []string{"internal"},
		},
	})
}

// SignIn answers request options as navigator.credentials.get() at origin
// would: it picks the newest credential of the options' rpId (among
// allowCredentials when the options list some), moves its counter on, and
// returns the AuthenticationResponseJSON.
func (a *Authenticator) SignIn(optionsJSON []byte, origin string) ([]byte, error) {
	var opts requestOptions
	if err := json.Unmarshal(optionsJSON, &opts); err != nil {
		return nil, fmt.Errorf("webauthntest: read the request options: %w", err)
	}
	o := opts.PublicKey
	rpID, err := relyingParty(o.RPID, origin)
	if err != nil {
		return nil, err
	}
	challenge, err := decode(o.Challenge)
	if err != nil || len(challenge) == 0 {
		return nil, fmt.Errorf("webauthntest: the challenge is not base64url: %v", err)
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	cred := a.pick(rpID, o.Allow)
	if cred == nil {
		return nil, ErrNoCredential
	}
	cred.counter++
	authData := authenticatorData(rpID, a.flags(0), cred.counter)
	cdj := clientData("webauthn.get", challenge, origin)
	cdh := sha256.Sum256(cdj)
	digest := sha256.Sum256(append(append([]byte{}, authData...), cdh[:]...))
	sig, err := ecdsa.SignASN1(rand.Reader, cred.key, digest[:])
	if err != nil {
		return nil, fmt.Errorf("webauthntest: sign: %w", err)
	}
	return json.Marshal(map[string]any{
		"id":                      encode(cred.id),
		"rawId":                   encode(cred.id),
		"type":                    "public-key",
		"clientExtensionResults":  map[string]any{},
		"authenticatorAttachment": "platform",
		"response": map[string]any{
			"clientDataJSON":    encode(cdj),
			"authenticatorData": encode(authData),
			"signature":         encode(sig),
			"userHandle":        encode(cred.userHandle),
		},
	})
}

// SetCounter sets the signature counter of a credential, so its next
// sign-in signs n+1: setting it back makes the answer of a cloned key.
// It reports whether the authenticator holds that credential.
func (a *Authenticator) SetCounter(credentialID []byte, n uint32) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, c := range a.creds {
		if bytes.Equal(c.id, credentialID) {
			c.counter = n
			return true
		}
	}
	return false
}

// find is the credential of that rpID and id, or nil.
func (a *Authenticator) find(rpID string, id []byte) *credential {
	for _, c := range a.creds {
		if c.rpID == rpID && bytes.Equal(c.id, id) {
			return c
		}
	}
	return nil
}

// pick is the newest credential of rpID among allow (any when allow is
// empty), or nil.
func (a *Authenticator) pick(rpID string, allow []descriptorJS) *credential {
	for i := len(a.creds) - 1; i >= 0; i-- {
		c := a.creds[i]
		if c.rpID != rpID {
			continue
		}
		if len(allow) == 0 {
			return c
		}
		for _, d := range allow {
			if id, err := decode(d.ID); err == nil && bytes.Equal(id, c.id) {
				return c
			}
		}
	}
	return nil
}
