// Package secrets seals the secrets the application stores (AES-256-GCM)
// and signs its short-lived tokens (HMAC-SHA256), both with keys derived
// from one master key: the configured auth.totp_key, or one generated once
// and kept in the database's secret store.
package secrets

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"sync"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.SecretSealer = (*Sealer)(nil)

// keyName names the generated master key in the SecretStore, used when no
// key is configured. Existing databases hold it under this name.
const keyName = "totp_key"

// version prefixes every sealed value, so that a later format can tell
// the values of this one apart.
const version = "v1:"

// Sealer is the domain.SecretSealer of AES-256-GCM. The master key is
// loaded once, on first use, and two keys are derived from it: one
// encrypts, the other signs. The derivations and the sealed format are
// what databases written by earlier versions hold: changing them makes
// every stored secret unreadable (see the golden test).
type Sealer struct {
	store domain.SecretStore

	mu      sync.Mutex
	master  []byte
	aead    cipher.AEAD
	signing []byte
}

// NewSealer returns a Sealer of the configured master key (ParseKey), or,
// when key is empty, of one generated the first time it is needed and
// kept in store, so every instance sharing the store uses the same key.
// store is required.
func NewSealer(key []byte, store domain.SecretStore) (*Sealer, error) {
	if store == nil {
		return nil, errors.New("secrets: the secret store is required")
	}
	if len(key) != 0 && len(key) != keyLen {
		return nil, fmt.Errorf("secrets: the master key must be %d bytes, not %d", keyLen, len(key))
	}
	return &Sealer{store: store, master: key}, nil
}

// Ready loads the master key and derives the two keys, generating and
// storing the master key the first time when none is configured.
func (s *Sealer) Ready(ctx context.Context) error {
	_, _, err := s.load(ctx)
	return err
}

func (s *Sealer) load(ctx context.Context) (cipher.AEAD, []byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.aead != nil {
		return s.aead, s.signing, nil
	}
	master := s.master
	if len(master) == 0 {
		fresh := make([]byte, keyLen)
		if _, err := rand.Read(fresh); err != nil {
			return nil, nil, err
		}
		var err error
		if master, err = s.store.LoadOrCreate(ctx, keyName, fresh); err != nil {
			return nil, nil, err
		}
	}
	block, err := aes.NewCipher(derive(master, "totp-secret-encryption"))
	if err != nil {
		return nil, nil, fmt.Errorf("secrets: master key: %w", err)
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, nil, fmt.Errorf("secrets: master key: %w", err)
	}
	s.aead, s.signing = aead, derive(master, "pending-sign-in")
	return s.aead, s.signing, nil
}

// derive is HMAC-SHA256(master, purpose): one key per purpose.
func derive(master []byte, purpose string) []byte {
	h := hmac.New(sha256.New, master)
	h.Write([]byte(purpose))
	return h.Sum(nil)
}

// Seal encrypts plain with AES-256-GCM under a random nonce; the user id
// is the additional data, so the value opens for that user only. The
// result is "v1:" and the base64 of nonce and ciphertext.
func (s *Sealer) Seal(ctx context.Context, userID int64, plain string) (string, error) {
	aead, _, err := s.load(ctx)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	out := aead.Seal(nonce, nonce, []byte(plain), userAAD(userID))
	return version + base64.StdEncoding.EncodeToString(out), nil
}

// Open decrypts what Seal made; a value without the version prefix is
// read as version 1.
func (s *Sealer) Open(ctx context.Context, userID int64, sealed string) (string, error) {
	aead, _, err := s.load(ctx)
	if err != nil {
		return "", err
	}
	raw, err := base64.StdEncoding.DecodeString(trimVersion(sealed))
	if err != nil || len(raw) < aead.NonceSize() {
		return "", errors.New("totp secret: malformed")
	}
	plain, err := aead.Open(nil, raw[:aead.NonceSize()], raw[aead.NonceSize():], userAAD(userID))
	if err != nil {
		return "", errors.New("totp secret: does not open with the configured key")
	}
	return string(plain), nil
}

// Sign returns the base64url HMAC-SHA256 of message under the signing key.
func (s *Sealer) Sign(ctx context.Context, message string) (string, error) {
	_, key, err := s.load(ctx)
	if err != nil {
		return "", err
	}
	h := hmac.New(sha256.New, key)
	h.Write([]byte(message))
	return base64.RawURLEncoding.EncodeToString(h.Sum(nil)), nil
}

func trimVersion(s string) string {
	if len(s) > len(version) && s[:len(version)] == version {
		return s[len(version):]
	}
	return s
}

func userAAD(userID int64) []byte { return fmt.Appendf(nil, "user:%d", userID) }
