package app

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"time"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/domain"
)

// MsgInvalidCredentials is the one answer to a failed login, whether or not
// the user exists, so the response does not reveal which usernames exist.
const MsgInvalidCredentials = "Invalid username or password"

// MsgAuthRequired is the answer to a write without a signed-in administrator.
const MsgAuthRequired = "Authentication required"

// AuthService signs administrators in and out with server-side sessions.
type AuthService struct {
	users    domain.UserRepository
	sessions domain.SessionStore
	hasher   domain.PasswordHasher
	clock    domain.Clock
	ttl      time.Duration
	log      *zap.Logger
	// dummyHash is compared against when the user does not exist, so a
	// failed login takes as long either way.
	dummyHash string
}

// NewAuthService returns an AuthService whose sessions last ttl.
func NewAuthService(users domain.UserRepository, sessions domain.SessionStore, hasher domain.PasswordHasher, clock domain.Clock, ttl time.Duration, log *zap.Logger) (*AuthService, error) {
	if users == nil || sessions == nil || hasher == nil || clock == nil || log == nil {
		return nil, errors.New("app: users, sessions, hasher, clock and logger are required")
	}
	if ttl <= 0 {
		return nil, errors.New("app: session lifetime must be positive")
	}
	dummy, err := hasher.Hash(randomToken(12))
	if err != nil {
		return nil, err
	}
	return &AuthService{users: users, sessions: sessions, hasher: hasher, clock: clock, ttl: ttl, log: log, dummyHash: dummy}, nil
}

// Login checks the credentials and opens a session with a fresh random id.
func (s *AuthService) Login(ctx context.Context, c domain.Credentials) (*domain.Session, *domain.User, error) {
	c.Username = domain.NormalizeUsername(c.Username)
	if err := c.Validate(); err != nil {
		return nil, nil, err
	}
	u, err := s.users.FindByUsername(ctx, c.Username)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		_ = s.hasher.Compare(s.dummyHash, c.Password)
		return nil, nil, domain.Errorf(domain.EUNAUTHORIZED, MsgInvalidCredentials)
	} else if err != nil {
		return nil, nil, err
	}
	if err := s.hasher.Compare(u.PasswordHash, c.Password); err != nil {
		return nil, nil, domain.Errorf(domain.EUNAUTHORIZED, MsgInvalidCredentials)
	}
	sess := domain.Session{ID: randomToken(32), UserID: u.ID, ExpiresAt: s.clock.Now().Add(s.ttl)}
	if err := s.sessions.Create(ctx, sess); err != nil {
		return nil, nil, err
	}
	return &sess, u, nil
}

// Logout ends a session; ending a missing one is not an error.
func (s *AuthService) Logout(ctx context.Context, sessionID string) error {
	if sessionID == "" {
		return nil
	}
	return s.sessions.Delete(ctx, sessionID)
}

// Authenticate returns the user of a live session, or EUNAUTHORIZED.
func (s *AuthService) Authenticate(ctx context.Context, sessionID string) (*domain.User, error) {
	if sessionID == "" {
		return nil, domain.Errorf(domain.EUNAUTHORIZED, MsgAuthRequired)
	}
	sess, err := s.sessions.Find(ctx, sessionID, s.clock.Now())
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return nil, domain.Errorf(domain.EUNAUTHORIZED, MsgAuthRequired)
	} else if err != nil {
		return nil, err
	}
	u, err := s.users.Find(ctx, sess.UserID)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return nil, domain.Errorf(domain.EUNAUTHORIZED, MsgAuthRequired)
	}
	return u, err
}

// SetPassword sets the password of username, creating the administrator when
// it does not exist yet.
func (s *AuthService) SetPassword(ctx context.Context, username, password string) error {
	username = domain.NormalizeUsername(username)
	if err := (domain.Credentials{Username: username, Password: password}).Validate(); err != nil {
		return err
	}
	hash, err := s.hasher.Hash(password)
	if err != nil {
		return err
	}
	u, err := s.users.FindByUsername(ctx, username)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return s.users.Create(ctx, &domain.User{Username: username, PasswordHash: hash})
	} else if err != nil {
		return err
	}
	return s.users.SetPasswordHash(ctx, u.ID, hash)
}

// EnsureAdmin runs at start: it creates the configured administrator when no
// user of that name exists; with none configured and no user at all, it
// creates "admin" with a random password and logs that password once.
func (s *AuthService) EnsureAdmin(ctx context.Context, username, password string) error {
	username = domain.NormalizeUsername(username)
	if username != "" && password != "" {
		_, err := s.users.FindByUsername(ctx, username)
		if domain.ErrorCode(err) != domain.ENOTFOUND {
			return err
		}
		if err := s.SetPassword(ctx, username, password); err != nil {
			return err
		}
		s.log.Info("created the configured administrator", zap.String("username", username))
		return nil
	}
	n, err := s.users.Count(ctx)
	if err != nil || n > 0 {
		return err
	}
	generated := randomToken(12)
	if err := s.SetPassword(ctx, "admin", generated); err != nil {
		return err
	}
	// Logged once, on purpose: it is the only way a newcomer learns it.
	s.log.Warn("created administrator 'admin' with a generated password; change it with 'portfolio set-password'",
		zap.String("username", "admin"), zap.String("generated_password", generated))
	return nil
}

// randomToken returns n random bytes, base64url-encoded.
func randomToken(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic("crypto/rand failed: " + err.Error())
	}
	return base64.RawURLEncoding.EncodeToString(b)
}
