package app

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

// totpSecretName names the generated master key of two-factor sign-in in
// the SecretStore, used when no key is configured.
const totpSecretName = "totp_key"

// TwoFactorConfig turns two-factor sign-in on for an AuthService.
type TwoFactorConfig struct {
	// Repo stores each user's two-factor state.
	Repo domain.TwoFactorRepository
	// Secrets keeps a generated master key when Key is empty.
	Secrets domain.SecretStore
	// Key is the configured master key (auth.totp_key, 32 bytes); empty
	// means one generated once and kept in Secrets.
	Key []byte
	// Issuer is the name authenticator apps show beside the account.
	Issuer string
}

// ParseTOTPKey decodes auth.totp_key: base64 (standard or URL, padded or
// not) of exactly 32 bytes. An empty value is no key.
func ParseTOTPKey(s string) ([]byte, error) {
	if s == "" {
		return nil, nil
	}
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if k, err := enc.DecodeString(s); err == nil {
			if len(k) != 32 {
				return nil, fmt.Errorf("auth.totp_key must be the base64 of 32 bytes, not %d", len(k))
			}
			return k, nil
		}
	}
	return nil, errors.New("auth.totp_key is not base64")
}

// totpKeys holds the master key and the two keys derived from it: one
// encrypts secrets, the other signs pending sign-ins, so no key serves two
// purposes.
type totpKeys struct {
	mu      sync.Mutex
	secrets domain.SecretStore
	master  []byte
	aead    cipher.AEAD
	signing []byte
}

func (k *totpKeys) load(ctx context.Context) (cipher.AEAD, []byte, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.aead != nil {
		return k.aead, k.signing, nil
	}
	master := k.master
	if master == nil {
		if k.secrets == nil {
			return nil, nil, domain.Errorf(domain.EUNAVAILABLE, domain.MsgTwoFactorUnavailable)
		}
		fresh := make([]byte, 32)
		if _, err := rand.Read(fresh); err != nil {
			return nil, nil, err
		}
		var err error
		if master, err = k.secrets.LoadOrCreate(ctx, totpSecretName, fresh); err != nil {
			return nil, nil, err
		}
	}
	block, err := aes.NewCipher(derive(master, "totp-secret-encryption"))
	if err != nil {
		return nil, nil, fmt.Errorf("totp key: %w", err)
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, nil, fmt.Errorf("totp key: %w", err)
	}
	k.aead, k.signing = aead, derive(master, "pending-sign-in")
	return k.aead, k.signing, nil
}

func derive(master []byte, purpose string) []byte {
	h := hmac.New(sha256.New, master)
	h.Write([]byte(purpose))
	return h.Sum(nil)
}

// seal encrypts a secret with AES-256-GCM; the user id is the additional
// data, so a sealed secret copied to another user's row does not open.
func (k *totpKeys) seal(ctx context.Context, userID int64, plain string) (string, error) {
	aead, _, err := k.load(ctx)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	out := aead.Seal(nonce, nonce, []byte(plain), userAAD(userID))
	return "v1:" + base64.StdEncoding.EncodeToString(out), nil
}

// open decrypts what seal made.
func (k *totpKeys) open(ctx context.Context, userID int64, sealed string) (string, error) {
	aead, _, err := k.load(ctx)
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

func trimVersion(s string) string {
	if len(s) > 3 && s[:3] == "v1:" {
		return s[3:]
	}
	return s
}

func userAAD(userID int64) []byte { return fmt.Appendf(nil, "user:%d", userID) }
