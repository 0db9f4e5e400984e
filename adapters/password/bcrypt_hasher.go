// Package password hashes administrator passwords with bcrypt.
package password

import (
	"errors"

	"golang.org/x/crypto/bcrypt"

	"github.com/portfolio-site/portfolio/domain"
)

// BcryptHasher implements domain.PasswordHasher with bcrypt.
type BcryptHasher struct {
	cost int
}

var _ domain.PasswordHasher = (*BcryptHasher)(nil)

// NewBcryptHasher returns a hasher with bcrypt's default cost.
func NewBcryptHasher() *BcryptHasher { return &BcryptHasher{cost: bcrypt.DefaultCost} }

// Hash returns the bcrypt hash of password. bcrypt reads at most 72 bytes,
// so longer passwords are refused rather than silently truncated.
func (h *BcryptHasher) Hash(password string) (string, error) {
	if len(password) > 72 {
		return "", &domain.Error{Code: domain.EINVALID, Message: "password: String must contain at most 72 character(s)", Fields: map[string]string{"password": "String must contain at most 72 character(s)"}}
	}
	b, err := bcrypt.GenerateFromPassword([]byte(password), h.cost)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// Compare returns nil when password matches hash.
func (h *BcryptHasher) Compare(hash, password string) error {
	if len(password) > 72 {
		return errors.New("password too long")
	}
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(password))
}
