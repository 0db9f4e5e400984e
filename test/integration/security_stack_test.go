package integration_test

import (
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	totpadapter "github.com/portfolio-site/portfolio/adapters/totp"
	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// securityStores are the stores a security change writes, of one backend,
// sharing its transactor.
type securityStores struct {
	tx        domain.Transactor
	users     domain.UserRepository
	sessions  domain.SessionStore
	throttle  domain.LoginThrottle
	twoFactor domain.TwoFactorRepository
	secrets   domain.SecretStore
	activity  domain.ActivityLog
	revisions domain.RevisionStore
	// invitations are issue 43's pending invitations.
	invitations domain.InvitationStore
}

// securityBackends are the stores the security tests run on: the memory
// fakes, SQLite, and PostgreSQL (a fresh database per test; skipped
// without a server, failed on CI: testenv).
var securityBackends = []struct {
	name string
	open func(t *testing.T) securityStores
}{
	{"Memory", func(*testing.T) securityStores {
		store := memory.NewStore()
		sessions, throttle, twoFactor := memory.NewSessionStore(), memory.NewLoginThrottle(), memory.NewTwoFactorRepository()
		return securityStores{
			tx:    memory.NewTransactor(store, sessions, throttle, twoFactor),
			users: store.Users(), sessions: sessions, throttle: throttle, twoFactor: twoFactor,
			secrets: memory.NewSecretStore(), activity: store.Activity(), revisions: store.Revisions(), invitations: memory.NewInvitationStore(),
		}
	}},
	{"SQLite", func(t *testing.T) securityStores {
		return sqlSecurityStores(t, "file:"+filepath.Join(t.TempDir(), "security.db"))
	}},
	{"PostgreSQL", func(t *testing.T) securityStores {
		return sqlSecurityStores(t, testenv.PostgresDatabase(t, "portfolio_app_"))
	}},
}

// sqlSecurityStores opens and migrates the database at url.
func sqlSecurityStores(t *testing.T, url string) securityStores {
	t.Helper()
	ctx := context.Background()
	db, cleanup, err := sqldb.Open(ctx, url)
	require.NoError(t, err)
	t.Cleanup(cleanup)
	require.NoError(t, db.Migrate(ctx))
	return securityStores{
		tx: db, users: sqldb.NewUserRepository(db), sessions: sqldb.NewSessionStore(db), throttle: sqldb.NewLoginThrottle(db),
		twoFactor: sqldb.NewTwoFactorRepository(db), secrets: sqldb.NewSecretStore(db), activity: sqldb.NewActivityLog(db), revisions: sqldb.NewRevisionStore(db),
		invitations: sqldb.NewInvitationStore(db),
	}
}

// errPurge is the fault faultySessions injects.
var errPurge = errors.New("session purge failed")

// faultySessions is a real session store whose purge of a user's sessions
// fails while fail is set: the fault between a security change's write
// and the end of the old sessions.
type faultySessions struct {
	domain.SessionStore
	fail bool
}

// DeleteByUser fails while fail is set.
func (s *faultySessions) DeleteByUser(ctx context.Context, userID int64) (int, error) {
	if s.fail {
		return 0, errPurge
	}
	return s.SessionStore.DeleteByUser(ctx, userID)
}

// DeleteByUserExcept fails while fail is set.
func (s *faultySessions) DeleteByUserExcept(ctx context.Context, userID int64, keep string) (int, error) {
	if s.fail {
		return 0, errPurge
	}
	return s.SessionStore.DeleteByUserExcept(ctx, userID, keep)
}

// racingUsers is a real user repository that runs a hook once, right after
// the next FindByUsername or Find read the user: a security change
// committing between a sign-in's check of the credentials and its session.
type racingUsers struct {
	domain.UserRepository
	mu   sync.Mutex
	hook func()
}

// afterNextRead arms the hook.
func (r *racingUsers) afterNextRead(hook func()) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.hook = hook
}

func (r *racingUsers) fire() {
	r.mu.Lock()
	hook := r.hook
	r.hook = nil
	r.mu.Unlock()
	if hook != nil {
		hook()
	}
}

// FindByUsername reads, then fires the armed hook.
func (r *racingUsers) FindByUsername(ctx context.Context, username string) (*domain.User, error) {
	u, err := r.UserRepository.FindByUsername(ctx, username)
	r.fire()
	return u, err
}

// Find reads, then fires the armed hook.
func (r *racingUsers) Find(ctx context.Context, id int64) (*domain.User, error) {
	u, err := r.UserRepository.Find(ctx, id)
	r.fire()
	return u, err
}

// securityFixture is an auth.Service with two-factor sign-in and the
// journal on one backend, the owner's password set.
type securityFixture struct {
	auth     *auth.Service
	stores   securityStores
	sessions *faultySessions
	users    *racingUsers
	clock    *fixedClock
}

func newSecurityFixture(t *testing.T, stores securityStores) *securityFixture {
	t.Helper()
	f := &securityFixture{
		stores: stores, sessions: &faultySessions{SessionStore: stores.sessions}, users: &racingUsers{UserRepository: stores.users},
		clock: &fixedClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)},
	}
	j, err := journal.New(stores.tx, stores.activity, stores.revisions, domain.RevisionPolicy{}, f.clock)
	require.NoError(t, err)
	f.auth, err = auth.NewService(stores.tx, f.users, f.sessions, stores.throttle, plainHasher{}, f.clock, testAuthConfig, slog.New(slog.DiscardHandler),
		j, auth.TwoFactorConfig{Repo: stores.twoFactor, Sealer: newSealer(t, nil, stores.secrets), Codes: totpadapter.NewCodes()})
	require.NoError(t, err)
	require.NoError(t, f.auth.SetPassword(context.Background(), "owner", ownerPassword))
	return f
}

// signIn is the first sign-in step of the owner with password.
func (f *securityFixture) signIn(password string) (auth.LoginResult, error) {
	return f.auth.SignIn(context.Background(), auth.LoginAttempt{Credentials: domain.Credentials{Username: "owner", Password: password}, ClientAddr: testAddr})
}

// session signs the owner in with ownerPassword, without two-factor
// sign-in.
func (f *securityFixture) session(t *testing.T) string {
	t.Helper()
	res, err := f.signIn(ownerPassword)
	require.NoError(t, err)
	require.NotNil(t, res.Session, "two-factor sign-in is off")
	return res.Session.ID
}

// pending is a pending sign-in of the owner with ownerPassword.
func (f *securityFixture) pending(t *testing.T) string {
	t.Helper()
	res, err := f.signIn(ownerPassword)
	require.NoError(t, err)
	require.NotNil(t, res.Pending, "two-factor sign-in is on")
	return res.Pending.Token
}

// complete redeems a pending sign-in with code.
func (f *securityFixture) complete(token, code string) (*domain.Session, error) {
	sess, _, err := f.auth.CompleteSignIn(context.Background(), auth.SecondStep{Token: token, Code: code, ClientAddr: testAddr})
	return sess, err
}

// enrol turns two-factor sign-in on from session and returns the secret.
func (f *securityFixture) enrol(t *testing.T, session string) string {
	t.Helper()
	setup, err := f.auth.SetupTwoFactor(context.Background(), session)
	require.NoError(t, err)
	_, err = f.auth.EnableTwoFactor(context.Background(), session, f.code(t, setup.Secret))
	require.NoError(t, err)
	return setup.Secret
}

// code moves the clock to the next TOTP step and returns its code: each
// step's code is accepted once.
func (f *securityFixture) code(t *testing.T, secret string) string {
	t.Helper()
	f.clock.now = f.clock.now.Add(30 * time.Second)
	c, err := totp.GenerateCode(secret, f.clock.now)
	require.NoError(t, err)
	return c
}

// twoStepSession signs the owner in with the password and a code.
func (f *securityFixture) twoStepSession(t *testing.T, secret string) string {
	t.Helper()
	sess, err := f.complete(f.pending(t), f.code(t, secret))
	require.NoError(t, err)
	return sess.ID
}

// alive says whether session is signed in.
func (f *securityFixture) alive(session string) bool {
	_, err := f.auth.Authenticate(context.Background(), session)
	return err == nil
}

// twoFactorOn says whether the owner's sign-in asks for a code.
func (f *securityFixture) twoFactorOn(t *testing.T) bool {
	t.Helper()
	u, err := f.stores.users.FindByUsername(context.Background(), "owner")
	require.NoError(t, err)
	on, err := f.auth.TwoFactorEnabled(context.Background(), u.ID)
	require.NoError(t, err)
	return on
}

// entries are the activity entries of action, newest first.
func (f *securityFixture) entries(t *testing.T, action string) []domain.ActivityEntry {
	t.Helper()
	out, err := f.stores.activity.List(context.Background(), domain.ActivityFilter{Action: action})
	require.NoError(t, err)
	return out
}

// forEachBackend runs test on every backend of securityBackends.
func forEachBackend(t *testing.T, test func(t *testing.T, f *securityFixture)) {
	for _, b := range securityBackends {
		t.Run(b.name, func(t *testing.T) { test(t, newSecurityFixture(t, b.open(t))) })
	}
}
