package app_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// plainHasher is an honest, fast stand-in for bcrypt in tests.
type plainHasher struct{}

func (plainHasher) Hash(p string) (string, error) { return "h:" + p, nil }
func (plainHasher) Compare(h, p string) error {
	if h != "h:"+p {
		return errors.New("mismatch")
	}
	return nil
}

func newAuth(t *testing.T) (*app.AuthService, *memory.Store, *fixedClock, *observer.ObservedLogs) {
	store := memory.NewStore()
	clock := &fixedClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	core, logs := observer.New(zap.InfoLevel)
	auth, err := app.NewAuthService(store.Users(), memory.NewSessionStore(), plainHasher{}, clock, time.Hour, zap.New(core))
	require.NoError(t, err)
	return auth, store, clock, logs
}

func TestLoginLogout(t *testing.T) {
	ctx := context.Background()
	auth, _, clock, _ := newAuth(t)
	require.NoError(t, auth.SetPassword(ctx, "owner", "pw"))

	_, _, err := auth.Login(ctx, domain.Credentials{Username: "owner", Password: "nope"})
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
	assert.Equal(t, app.MsgInvalidCredentials, domain.ErrorMessage(err))
	_, _, err2 := auth.Login(ctx, domain.Credentials{Username: "ghost", Password: "pw"})
	assert.Equal(t, domain.ErrorMessage(err), domain.ErrorMessage(err2), "same answer whether the user exists or not")
	_, _, err = auth.Login(ctx, domain.Credentials{})
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))

	s1, u, err := auth.Login(ctx, domain.Credentials{Username: " owner ", Password: "pw"})
	require.NoError(t, err)
	assert.Equal(t, "owner", u.Username)
	s2, _, err := auth.Login(ctx, domain.Credentials{Username: "owner", Password: "pw"})
	require.NoError(t, err)
	assert.NotEqual(t, s1.ID, s2.ID, "every login gets a fresh random session id")
	assert.GreaterOrEqual(t, len(s1.ID), 40)

	who, err := auth.Authenticate(ctx, s1.ID)
	require.NoError(t, err)
	assert.Equal(t, u.ID, who.ID)
	require.NoError(t, auth.Logout(ctx, s1.ID))
	_, err = auth.Authenticate(ctx, s1.ID)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
	_, err = auth.Authenticate(ctx, "")
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))

	clock.now = clock.now.Add(2 * time.Hour)
	_, err = auth.Authenticate(ctx, s2.ID)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "sessions expire")
}

func TestEnsureAdmin(t *testing.T) {
	ctx := context.Background()
	auth, store, _, logs := newAuth(t)
	require.NoError(t, auth.EnsureAdmin(ctx, "", ""))
	n, _ := store.Users().Count(ctx)
	assert.Equal(t, 1, n)
	entries := logs.FilterField(zap.String("username", "admin")).All()
	require.Len(t, entries, 1, "the generated password is logged once")
	generated := entries[0].ContextMap()["generated_password"].(string)
	_, _, err := auth.Login(ctx, domain.Credentials{Username: "admin", Password: generated})
	assert.NoError(t, err)

	require.NoError(t, auth.EnsureAdmin(ctx, "", ""))
	n, _ = store.Users().Count(ctx)
	assert.Equal(t, 1, n, "no second admin when users exist")

	require.NoError(t, auth.EnsureAdmin(ctx, "owner", "configured"))
	_, _, err = auth.Login(ctx, domain.Credentials{Username: "owner", Password: "configured"})
	assert.NoError(t, err)
	require.NoError(t, auth.EnsureAdmin(ctx, "owner", "changed"))
	_, _, err = auth.Login(ctx, domain.Credentials{Username: "owner", Password: "configured"})
	assert.NoError(t, err, "an existing user keeps the password it has")
}
