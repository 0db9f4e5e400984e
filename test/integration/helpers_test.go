// Package integration_test runs the use cases of app on the real stores
// (SQLite and PostgreSQL, the backup archive, the image codecs): the
// integration half of their tests. The use-case tests of app itself run on
// fakes and stay fast.
package integration_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/secrets"
	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/domain"
)

// fixedClock is a clock tests move by hand.
type fixedClock struct{ now time.Time }

func (c *fixedClock) Now() time.Time { return c.now }

// plainHasher is an honest, fast stand-in for argon2id in tests. Hashes
// of an "older scheme" start with "old:" and still verify.
type plainHasher struct{}

func (plainHasher) Hash(p string) (string, error) { return "h:" + p, nil }
func (plainHasher) Compare(h, p string) error {
	if h != "h:"+p && h != "old:"+p {
		return errors.New("mismatch")
	}
	return nil
}

// NeedsRehash asks for hashes of the older scheme to be replaced.
func (plainHasher) NeedsRehash(h string) bool { return strings.HasPrefix(h, "old:") }

// testAuthConfig is the production policy with a one-hour lifetime.
var testAuthConfig = auth.Config{
	IdleTimeout: 30 * time.Minute, Lifetime: time.Hour,
	Login: domain.LoginPolicy{MaxFailures: 5, Window: 15 * time.Minute, Lockout: 15 * time.Minute},
}

const (
	ownerPassword    = "owner password 1"
	newOwnerPassword = "a brand new password"
	testAddr         = "192.0.2.10"
)

// newSealer is the secrets adapter of key (nil: one generated into store).
func newSealer(t *testing.T, key []byte, store domain.SecretStore) domain.SecretSealer {
	t.Helper()
	s, err := secrets.NewSealer(key, store)
	require.NoError(t, err)
	return s
}
