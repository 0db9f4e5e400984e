// Package auth is the sign-in context: administrators sign in and out with
// server-side sessions, by password, two-factor code or passkey; password
// guessing is throttled per username and per address (a trusted browser's
// device token keeps its own budget); and every change of credentials is
// one security change that ends the other sessions. It records its events
// in the journal (app/journal) and depends on nothing else of app.
package auth

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// MsgInvalidCredentials is the one answer to a failed login, whether or not
// the user exists, so the response does not reveal which usernames exist.
const MsgInvalidCredentials = "Invalid username or password"

// MsgAuthRequired is the answer to a write without a signed-in administrator.
const MsgAuthRequired = "Authentication required"

// touchEvery is how stale a session's last-seen time may get before a
// request writes it again: the idle timeout is enforced to within this,
// and an active administrator costs one write a minute, not one a request.
const touchEvery = time.Minute

// Config bounds sessions and sign-in attempts.
type Config struct {
	// IdleTimeout ends a session not used for this long.
	IdleTimeout time.Duration
	// Lifetime ends a session this long after sign-in.
	Lifetime time.Duration
	// Login is when failed sign-ins lock a username or an address.
	Login domain.LoginPolicy
}

func (c Config) check() error {
	if c.IdleTimeout <= 0 || c.Lifetime <= 0 {
		return errors.New("auth: session idle timeout and lifetime must be positive")
	}
	if c.Login.MaxFailures <= 0 || c.Login.Window <= 0 || c.Login.Lockout <= 0 {
		return errors.New("auth: the sign-in policy needs positive failures, window and lockout")
	}
	return nil
}

// Service signs administrators in and out with server-side sessions and
// throttles password guessing per username and per client address.
type Service struct {
	// tx runs each security change as one unit (security_change.go).
	tx       domain.Transactor
	users    domain.UserRepository
	sessions domain.SessionStore
	throttle domain.LoginThrottle
	hasher   domain.PasswordHasher
	clock    domain.Clock
	cfg      Config
	log      *slog.Logger
	// dummyHash is compared against when the user does not exist, so a
	// failed login takes as long either way.
	dummyHash string
	// tf is two-factor sign-in.
	tf twoFactor
	// journal records sign-in events and security changes.
	journal *journal.Journal
	// pk is passkey sign-in (passkeys.go).
	pk passkeys
}

// NewService returns an Service; every dependency is required,
// two-factor sign-in's repository and sealer too. tx is the transactor of
// the store that holds users and sessions, the two-factor state and the
// journal's activity log: a security change joins them all in one
// transaction.
func NewService(tx domain.Transactor, users domain.UserRepository, sessions domain.SessionStore, throttle domain.LoginThrottle, hasher domain.PasswordHasher, clock domain.Clock, cfg Config, log *slog.Logger, journal *journal.Journal, twoFactor TwoFactorConfig) (*Service, error) {
	if tx == nil || users == nil || sessions == nil || throttle == nil || hasher == nil || clock == nil || log == nil || journal == nil {
		return nil, errors.New("auth: transactor, users, sessions, throttle, hasher, clock, logger and journal are required")
	}
	if err := cfg.check(); err != nil {
		return nil, err
	}
	tf, err := newTwoFactor(twoFactor)
	if err != nil {
		return nil, err
	}
	dummy, err := hasher.Hash(randomToken(12))
	if err != nil {
		return nil, err
	}
	return &Service{tx: tx, users: users, sessions: sessions, throttle: throttle, hasher: hasher, clock: clock, cfg: cfg, log: log, dummyHash: dummy, tf: tf, journal: journal, pk: newPasskeys(twoFactor.Passkeys)}, nil
}

// LoginAttempt is a sign-in: the credentials and the address it came from.
type LoginAttempt struct {
	domain.Credentials
	// ClientAddr is the client's IP address as the HTTP adapter found it.
	ClientAddr string
	// Device is the browser's device token (device_cookies.go), or "".
	Device string
}

// Login checks the credentials and opens a session with a fresh random id.
// While the username or the address is locked every attempt without a
// valid device token is refused with ETHROTTLED, the right password
// included, before any hash is computed (device_cookies.go). A user with two-factor sign-in is refused with EUNAUTHORIZED
// here: that sign-in goes through SignIn and CompleteSignIn.
func (s *Service) Login(ctx context.Context, in LoginAttempt) (*domain.Session, *domain.User, error) {
	res, err := s.SignIn(ctx, in)
	if err != nil {
		return nil, nil, err
	}
	if res.Pending != nil {
		return nil, nil, domain.Errorf(domain.EUNAUTHORIZED, domain.MsgInvalidCode)
	}
	return res.Session, res.User, nil
}

// verify returns the user whose password matches, or EUNAUTHORIZED.
func (s *Service) verify(ctx context.Context, c domain.Credentials) (*domain.User, error) {
	u, err := s.users.FindByUsername(ctx, c.Username)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		_ = s.hasher.Compare(s.dummyHash, c.Password)
		return nil, domain.Errorf(domain.EUNAUTHORIZED, MsgInvalidCredentials)
	} else if err != nil {
		return nil, err
	}
	if !u.HasPassword() {
		// The same work as a wrong password: the answer's time does not
		// tell that this account has none.
		_ = s.hasher.Compare(s.dummyHash, c.Password)
		return nil, domain.Errorf(domain.EUNAUTHORIZED, MsgInvalidCredentials)
	}
	if err := s.hasher.Compare(u.PasswordHash, c.Password); err != nil {
		return nil, domain.Errorf(domain.EUNAUTHORIZED, MsgInvalidCredentials)
	}
	return u, nil
}

// upgradeHash replaces a hash of an older algorithm or weaker parameters
// now that the password is known; failing to is logged, never fatal.
func (s *Service) upgradeHash(ctx context.Context, u *domain.User, password string) {
	if !s.hasher.NeedsRehash(u.PasswordHash) {
		return
	}
	hash, err := s.hasher.Hash(password)
	if err == nil {
		err = s.users.SetPasswordHash(ctx, u.ID, hash)
	}
	if err != nil {
		s.log.Warn("could not upgrade the password hash", slog.String("username", u.Username), slog.Any("error", err))
		return
	}
	u.PasswordHash = hash
	s.log.Info("upgraded the password hash", slog.String("username", u.Username))
}

// logout ends a session; ending a missing one is not an error.
func (s *Service) logout(ctx context.Context, sessionID string) error {
	if sessionID == "" {
		return nil
	}
	return s.sessions.Delete(ctx, sessionID)
}

// Authenticate returns the user of a live session, or EUNAUTHORIZED. A
// session unused for the idle timeout is ended here; a used one has its
// last-seen time moved on (at most once a minute).
func (s *Service) Authenticate(ctx context.Context, sessionID string) (*domain.User, error) {
	if sessionID == "" {
		return nil, domain.Errorf(domain.EUNAUTHORIZED, MsgAuthRequired)
	}
	now := s.clock.Now()
	sess, err := s.sessions.Find(ctx, sessionID, now)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return nil, domain.Errorf(domain.EUNAUTHORIZED, MsgAuthRequired)
	} else if err != nil {
		return nil, err
	}
	if now.Sub(sess.LastSeenAt) >= s.cfg.IdleTimeout {
		if err := s.sessions.Delete(ctx, sessionID); err != nil {
			s.log.Warn("could not delete an idle session", slog.Any("error", err))
		}
		return nil, domain.Errorf(domain.EUNAUTHORIZED, MsgAuthRequired)
	}
	u, err := s.users.Find(ctx, sess.UserID)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return nil, domain.Errorf(domain.EUNAUTHORIZED, MsgAuthRequired)
	} else if err != nil {
		return nil, err
	}
	if now.Sub(sess.LastSeenAt) >= touchEvery {
		if err := s.sessions.Touch(ctx, sessionID, now); err != nil {
			s.log.Warn("could not record session use", slog.Any("error", err))
		}
	}
	return u, nil
}

// SetPassword sets the password of username, creating the administrator when
// it does not exist yet. For an existing user it is a security change (one
// transaction, security_change.go) that ends every session of the user,
// voids their pending sign-ins and resets the counters of failed sign-ins
// for the username, so whoever signed in with the old password is signed
// out and an owner locked out by a guesser can get in with the new one.
func (s *Service) SetPassword(ctx context.Context, username, password string) error {
	username = domain.NormalizeUsername(username)
	if err := (domain.Credentials{Username: username, Password: password}).Validate(); err != nil {
		return err
	}
	if err := domain.ValidateNewPassword(password); err != nil {
		return err
	}
	hash, err := s.hasher.Hash(password)
	if err != nil {
		return err
	}
	u, err := s.users.FindByUsername(ctx, username)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		// Only the command line and the first start reach here: the user
		// they make is the owner (invited users come through Accept).
		return s.users.Create(ctx, &domain.User{Username: username, PasswordHash: hash, Role: domain.RoleOwner, CreatedAt: s.clock.Now()})
	} else if err != nil {
		return err
	}
	n, err := s.commitSecurityChange(ctx, securityChange{
		user: u,
		write: func(ctx context.Context) error {
			if err := s.users.SetPasswordHash(ctx, u.ID, hash); err != nil {
				return err
			}
			return s.throttle.Reset(ctx, throttleKeys(username, "")...)
		},
		action: domain.ActionPasswordChange, title: "Password (command line)",
	})
	if err != nil {
		return err
	}
	s.log.Info("password changed; sessions ended", slog.String("username", username), slog.Int("sessions", n))
	return nil
}

// EnsureAdmin runs at start: it creates the configured administrator when no
// user of that name exists; with none configured and no user at all, it
// creates "admin" with a random password and logs that password once. A
// configured password that breaks the password rules stops the start, even
// when the user exists, so a weak setting never goes unnoticed.
func (s *Service) EnsureAdmin(ctx context.Context, username, password string) error {
	username = domain.NormalizeUsername(username)
	if password != "" {
		if err := domain.ValidateNewPassword(password); err != nil {
			return fmt.Errorf("PORTFOLIO_ADMIN_PASSWORD: %s", domain.ErrorMessage(err))
		}
	}
	if username != "" && password != "" {
		_, err := s.users.FindByUsername(ctx, username)
		if domain.ErrorCode(err) != domain.ENOTFOUND {
			return err
		}
		if err := s.SetPassword(ctx, username, password); err != nil {
			return err
		}
		s.log.Info("created the configured administrator", slog.String("username", username))
		return nil
	}
	n, err := s.users.Count(ctx)
	if err != nil || n > 0 {
		return err
	}
	generated := randomToken(15)
	if err := s.SetPassword(ctx, "admin", generated); err != nil {
		return err
	}
	// Logged once, on purpose: it is the only way a newcomer learns it.
	s.log.Warn("created administrator 'admin' with a generated password; change it with 'portfolio set-password'",
		slog.String("username", "admin"), slog.String("generated_password", generated))
	return nil
}

// Sweep deletes expired and idle sessions and sign-in counters that no
// longer matter; serve runs it periodically.
func (s *Service) Sweep(ctx context.Context) (sessions, counters int, err error) {
	now := s.clock.Now()
	sessions, err = s.sessions.DeleteExpired(ctx, now, now.Add(-s.cfg.IdleTimeout))
	if err != nil {
		return 0, 0, err
	}
	counters, err = s.throttle.DeleteStale(ctx, now.Add(-s.cfg.Login.Window), now)
	if err != nil || s.pk.challenges == nil {
		return sessions, counters, err
	}
	if _, err := s.pk.challenges.DeleteExpired(ctx, now); err != nil {
		return sessions, counters, err
	}
	return sessions, counters, nil
}

// randomToken returns n random bytes, base64url-encoded.
func randomToken(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic("crypto/rand failed: " + err.Error())
	}
	return base64.RawURLEncoding.EncodeToString(b)
}
