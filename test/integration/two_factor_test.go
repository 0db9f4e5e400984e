package integration_test

import (
	"context"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/secrets"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	totpadapter "github.com/portfolio-site/portfolio/adapters/totp"
	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// TestTwoFactorSecretIsStoredEncrypted enrols on a real SQLite database
// and reads the raw row: neither column holds the base32 secret.
func TestTwoFactorSecretIsStoredEncrypted(t *testing.T) {
	ctx := context.Background()
	db, cleanup, err := sqldb.Open(ctx, "file:"+filepath.Join(t.TempDir(), "tf.db"))
	require.NoError(t, err)
	t.Cleanup(cleanup)
	require.NoError(t, db.Migrate(ctx))
	clock := &fixedClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	key, err := secrets.ParseKey("MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=")
	require.NoError(t, err)
	j, err := journal.New(db, sqldb.NewActivityLog(db), sqldb.NewRevisionStore(db), domain.RevisionPolicy{}, clock)
	require.NoError(t, err)
	authService, err := auth.NewService(db, sqldb.NewUserRepository(db), sqldb.NewSessionStore(db), sqldb.NewLoginThrottle(db), plainHasher{}, clock, testAuthConfig, slog.New(slog.DiscardHandler),
		j, auth.TwoFactorConfig{Repo: sqldb.NewTwoFactorRepository(db), Sealer: newSealer(t, key, sqldb.NewSecretStore(db)), Codes: totpadapter.NewCodes()})
	require.NoError(t, err)
	require.NoError(t, authService.SetPassword(ctx, "owner", ownerPassword))
	sess, _, err := authService.Login(ctx, auth.LoginAttempt{Credentials: domain.Credentials{Username: "owner", Password: ownerPassword}, ClientAddr: testAddr})
	require.NoError(t, err)

	setup, err := authService.SetupTwoFactor(ctx, sess.ID)
	require.NoError(t, err)
	code, err := totp.GenerateCode(setup.Secret, clock.now)
	require.NoError(t, err)
	codes, err := authService.EnableTwoFactor(ctx, sess.ID, code)
	require.NoError(t, err)
	require.Len(t, codes, domain.RecoveryCodeCount)

	var secret, pending, hashes string
	require.NoError(t, db.Bun().QueryRowContext(ctx, "SELECT secret, pending_secret, recovery_hashes FROM user_two_factor").Scan(&secret, &pending, &hashes))
	assert.NotEmpty(t, secret)
	assert.Empty(t, pending)
	assert.NotContains(t, strings.ToUpper(secret), setup.Secret)
	for _, c := range codes {
		assert.NotContains(t, hashes, strings.ReplaceAll(c, "-", ""), "only hashes of the recovery codes are kept")
	}

	// A key other than the one that sealed it cannot open it.
	other, err := auth.NewService(db, sqldb.NewUserRepository(db), sqldb.NewSessionStore(db), sqldb.NewLoginThrottle(db), plainHasher{}, clock, testAuthConfig, slog.New(slog.DiscardHandler),
		j, auth.TwoFactorConfig{Repo: sqldb.NewTwoFactorRepository(db), Sealer: newSealer(t, nil, sqldb.NewSecretStore(db)), Codes: totpadapter.NewCodes()})
	require.NoError(t, err)
	res, err := other.SignIn(ctx, auth.LoginAttempt{Credentials: domain.Credentials{Username: "owner", Password: ownerPassword}, ClientAddr: testAddr})
	require.NoError(t, err)
	require.NotNil(t, res.Pending)
	clock.now = clock.now.Add(30 * time.Second)
	next, _ := totp.GenerateCode(setup.Secret, clock.now)
	_, _, err = other.CompleteSignIn(ctx, auth.SecondStep{Token: res.Pending.Token, Code: next, ClientAddr: testAddr})
	assert.Error(t, err)
	assert.NotEqual(t, domain.ErrorCode(err), "")
}
