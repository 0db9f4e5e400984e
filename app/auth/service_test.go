package auth_test

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"github.com/portfolio-site/portfolio/adapters/logging"
	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/adapters/secrets"
	totpadapter "github.com/portfolio-site/portfolio/adapters/totp"
	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

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
	ownerPassword = "owner password 1"
	testAddr      = "192.0.2.10"
)

type authFixture struct {
	auth      *auth.Service
	store     *memory.Store
	sessions  *memory.SessionStore
	twoFactor *memory.TwoFactorRepository
	// tx is the transactor over store, sessions and twoFactor.
	tx    *memory.Transactor
	clock *fixedClock
	logs  *observer.ObservedLogs
}

func newAuth(t *testing.T) authFixture {
	f := authFixture{
		store: memory.NewStore(), sessions: memory.NewSessionStore(), twoFactor: memory.NewTwoFactorRepository(),
		clock: &fixedClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)},
	}
	f.tx = memory.NewTransactor(f.store, f.sessions, f.twoFactor)
	core, logs := observer.New(zap.InfoLevel)
	f.logs = logs
	j, err := journal.New(f.tx, f.store.Activity(), f.store.Revisions(), domain.RevisionPolicy{}, f.clock)
	require.NoError(t, err)
	s, err := auth.NewService(f.tx, f.store.Users(), f.sessions, memory.NewLoginThrottle(), plainHasher{}, f.clock, testAuthConfig, slog.New(logging.NewHandler(core)),
		j, auth.TwoFactorConfig{Repo: f.twoFactor, Sealer: newSealer(t, nil, memory.NewSecretStore()), Codes: totpadapter.NewCodes()})
	require.NoError(t, err)
	f.auth = s
	return f
}

// newSealer is the secrets adapter of key (nil: one generated into store).
func newSealer(t *testing.T, key []byte, store domain.SecretStore) domain.SecretSealer {
	t.Helper()
	s, err := secrets.NewSealer(key, store)
	require.NoError(t, err)
	return s
}

func (f authFixture) login(user, password, addr string) (*domain.Session, error) {
	s, _, err := f.auth.Login(context.Background(), auth.LoginAttempt{Credentials: domain.Credentials{Username: user, Password: password}, ClientAddr: addr})
	return s, err
}

func TestLoginLogout(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	require.NoError(t, f.auth.SetPassword(ctx, "owner", ownerPassword))

	_, err := f.login("owner", "nope", testAddr)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
	assert.Equal(t, auth.MsgInvalidCredentials, domain.ErrorMessage(err))
	_, err2 := f.login("ghost", ownerPassword, testAddr)
	assert.Equal(t, domain.ErrorMessage(err), domain.ErrorMessage(err2), "same answer whether the user exists or not")
	_, err = f.login("", "", testAddr)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	_, err = f.login("owner", strings.Repeat("x", 2000), testAddr)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "a huge password is never hashed")

	s1, err := f.login(" owner ", ownerPassword, testAddr)
	require.NoError(t, err)
	s2, err := f.login("owner", ownerPassword, testAddr)
	require.NoError(t, err)
	assert.NotEqual(t, s1.ID, s2.ID, "every login gets a fresh random session id")
	assert.GreaterOrEqual(t, len(s1.ID), 40)

	who, err := f.auth.Authenticate(ctx, s1.ID)
	require.NoError(t, err)
	assert.Equal(t, "owner", who.Username)
	require.NoError(t, f.auth.Logout(ctx, s1.ID))
	_, err = f.auth.Authenticate(ctx, s1.ID)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
	_, err = f.auth.Authenticate(ctx, "")
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
}

func TestSessionIdleTimeoutAndLifetime(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	require.NoError(t, f.auth.SetPassword(ctx, "owner", ownerPassword))

	idle, err := f.login("owner", ownerPassword, testAddr)
	require.NoError(t, err)
	active, err := f.login("owner", ownerPassword, testAddr)
	require.NoError(t, err)
	_, err = f.login("owner", ownerPassword, testAddr) // never used again
	require.NoError(t, err)

	// The active session is used every 20 minutes; the idle one is not.
	for i := 0; i < 2; i++ {
		f.clock.now = f.clock.now.Add(20 * time.Minute)
		_, err = f.auth.Authenticate(ctx, active.ID)
		require.NoError(t, err, "use within the idle timeout keeps the session (at %d)", i)
	}
	_, err = f.auth.Authenticate(ctx, idle.ID)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "unused for 40 minutes: over the 30-minute idle timeout")
	_, err = f.sessions.Find(ctx, idle.ID, f.clock.now)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "the idle session is deleted, not only refused")

	f.clock.now = f.clock.now.Add(15 * time.Minute)
	_, err = f.auth.Authenticate(ctx, active.ID)
	require.NoError(t, err, "55 minutes after sign-in, used 15 minutes ago")
	f.clock.now = f.clock.now.Add(6 * time.Minute)
	_, err = f.auth.Authenticate(ctx, active.ID)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "past the absolute lifetime, however active")

	n, _, err := f.auth.Sweep(ctx)
	require.NoError(t, err)
	assert.Equal(t, 1, n, "the sweep removes the session nobody looked up since it went idle")
}

func TestSetPasswordEndsTheUsersSessions(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	require.NoError(t, f.auth.SetPassword(ctx, "owner", ownerPassword))
	require.NoError(t, f.auth.SetPassword(ctx, "editor", "editor password"))
	a, err := f.login("owner", ownerPassword, testAddr)
	require.NoError(t, err)
	b, err := f.login("owner", ownerPassword, "192.0.2.11")
	require.NoError(t, err)
	other, err := f.login("editor", "editor password", testAddr)
	require.NoError(t, err)

	require.NoError(t, f.auth.SetPassword(ctx, "owner", "a new password"))
	for _, s := range []*domain.Session{a, b} {
		_, err = f.auth.Authenticate(ctx, s.ID)
		assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "a session of the old password ends")
	}
	_, err = f.auth.Authenticate(ctx, other.ID)
	assert.NoError(t, err, "another user's session stays")
	_, err = f.login("owner", ownerPassword, testAddr)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
	_, err = f.login("owner", "a new password", testAddr)
	assert.NoError(t, err)
}

func TestNewPasswordsNeedTwelveCharacters(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	err := f.auth.SetPassword(ctx, "owner", "short pass")
	require.Error(t, err)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	assert.Contains(t, domain.ErrorMessage(err), domain.MsgPasswordTooShort)
	assert.Error(t, f.auth.SetPassword(ctx, "owner", strings.Repeat("é", 11)), "characters, not bytes")
	assert.NoError(t, f.auth.SetPassword(ctx, "owner", strings.Repeat("é", 12)))

	err = f.auth.EnsureAdmin(ctx, "boss", "too short")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "PORTFOLIO_ADMIN_PASSWORD")
	assert.Contains(t, err.Error(), domain.MsgPasswordTooShort)
}

func TestLoginUpgradesOlderHashes(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	require.NoError(t, f.store.Users().Create(ctx, &domain.User{Username: "owner", PasswordHash: "old:" + ownerPassword}))
	_, err := f.login("owner", ownerPassword, testAddr)
	require.NoError(t, err)
	u, err := f.store.Users().FindByUsername(ctx, "owner")
	require.NoError(t, err)
	assert.Equal(t, "h:"+ownerPassword, u.PasswordHash, "the hash is replaced at the first successful sign-in")
}

func TestEnsureAdmin(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	require.NoError(t, f.auth.EnsureAdmin(ctx, "", ""))
	n, _ := f.store.Users().Count(ctx)
	assert.Equal(t, 1, n)
	entries := f.logs.FilterField(zap.String("username", "admin")).All()
	require.Len(t, entries, 1, "the generated password is logged once")
	generated := entries[0].ContextMap()["generated_password"].(string)
	assert.GreaterOrEqual(t, len(generated), domain.MinPasswordLength)
	_, err := f.login("admin", generated, testAddr)
	assert.NoError(t, err)

	require.NoError(t, f.auth.EnsureAdmin(ctx, "", ""))
	n, _ = f.store.Users().Count(ctx)
	assert.Equal(t, 1, n, "no second admin when users exist")

	require.NoError(t, f.auth.EnsureAdmin(ctx, "owner", "configured password"))
	_, err = f.login("owner", "configured password", testAddr)
	assert.NoError(t, err)
	require.NoError(t, f.auth.EnsureAdmin(ctx, "owner", "changed password"))
	_, err = f.login("owner", "configured password", testAddr)
	assert.NoError(t, err, "an existing user keeps the password it has")
}

func TestNewServiceRefusesMissingParts(t *testing.T) {
	f := newAuth(t)
	jr, err := journal.New(f.tx, f.store.Activity(), f.store.Revisions(), domain.RevisionPolicy{}, f.clock)
	require.NoError(t, err)
	sealer := newSealer(t, nil, memory.NewSecretStore())
	build := func(j *journal.Journal, tf auth.TwoFactorConfig) error {
		_, err := auth.NewService(f.tx, f.store.Users(), f.sessions, memory.NewLoginThrottle(), plainHasher{}, f.clock, testAuthConfig, quietLog(), j, tf)
		return err
	}
	require.NoError(t, build(jr, auth.TwoFactorConfig{Repo: f.twoFactor, Sealer: sealer, Codes: totpadapter.NewCodes()}))
	assert.Error(t, build(nil, auth.TwoFactorConfig{Repo: f.twoFactor, Sealer: sealer, Codes: totpadapter.NewCodes()}), "the journal is required")
	assert.Error(t, build(jr, auth.TwoFactorConfig{Sealer: sealer, Codes: totpadapter.NewCodes()}), "the two-factor repository is required")
	assert.Error(t, build(jr, auth.TwoFactorConfig{Repo: f.twoFactor, Codes: totpadapter.NewCodes()}), "the sealer is required")
	assert.Error(t, build(jr, auth.TwoFactorConfig{Repo: f.twoFactor, Sealer: sealer}), "the code maker is required")
}
