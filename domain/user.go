package domain

import (
	"context"
	"strings"
	"time"
)

// User is an administrator. PasswordHash never leaves the server.
type User struct {
	ID           int64  `json:"id"`
	Username     string `json:"username"`
	PasswordHash string `json:"-"`
}

// Credentials is a login attempt.
type Credentials struct {
	Username string
	Password string
}

// Validate checks that both username and password are present.
func (c Credentials) Validate() error {
	v := ValidationErrors{}
	requireText(v, "username", c.Username)
	if c.Password == "" {
		v.Add("password", MsgRequired)
	}
	return v.Err()
}

// NormalizeUsername trims the username; usernames are compared exactly.
func NormalizeUsername(s string) string { return strings.TrimSpace(s) }

// UserRepository stores administrators.
type UserRepository interface {
	// FindByUsername returns the user with that name. ENOTFOUND.
	FindByUsername(ctx context.Context, username string) (*User, error)
	// Find returns the user with that id. ENOTFOUND.
	Find(ctx context.Context, id int64) (*User, error)
	// Create inserts u, setting its ID. ECONFLICT when the name is taken.
	Create(ctx context.Context, u *User) error
	// SetPasswordHash replaces a user's password hash. ENOTFOUND.
	SetPasswordHash(ctx context.Context, id int64, hash string) error
	// Count returns the number of users.
	Count(ctx context.Context) (int, error)
}

// Session is a signed-in browser: a random id kept in an HttpOnly cookie.
type Session struct {
	ID        string
	UserID    int64
	ExpiresAt time.Time
}

// SessionStore keeps server-side sessions (in the database, or Redis).
type SessionStore interface {
	// Create stores s.
	Create(ctx context.Context, s Session) error
	// Find returns the session with that id; ENOTFOUND when it does not
	// exist or has expired at now.
	Find(ctx context.Context, id string, now time.Time) (*Session, error)
	// Delete removes the session; deleting a missing one is not an error.
	Delete(ctx context.Context, id string) error
}

// PasswordHasher hashes and checks passwords.
type PasswordHasher interface {
	// Hash returns an encoded hash of password.
	Hash(password string) (string, error)
	// Compare returns nil when password matches hash, else an error.
	Compare(hash, password string) error
}

// Clock tells the time; tests use a fixed one.
type Clock interface {
	Now() time.Time
}

// SystemClock is the real clock.
type SystemClock struct{}

// Now returns the current time.
func (SystemClock) Now() time.Time { return time.Now() }
