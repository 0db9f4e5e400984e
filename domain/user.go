package domain

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// Role says what a user may do (issue 43): the owner everything, an
// editor the content but not the keys (users, backups, purges, redirects,
// others' security, the sign-in entries of the activity log).
type Role string

// The roles. A role the store does not know reads as RoleEditor, the one
// that may do less.
const (
	RoleOwner  Role = "owner"
	RoleEditor Role = "editor"
)

// Valid says whether r is one of the roles.
func (r Role) Valid() bool { return r == RoleOwner || r == RoleEditor }

// OrEditor returns r when it is a role, else RoleEditor: an unknown or
// empty role never grants more than an editor's.
func (r Role) OrEditor() Role {
	if r.Valid() {
		return r
	}
	return RoleEditor
}

// MsgOwnerOnly answers an editor who asks for what the owner alone may
// do (issue 43).
const MsgOwnerOnly = "Only the site's owner can do this"

// May says whether a user of role r may do what needs role need: the
// owner may do everything, an editor what needs an editor.
func (r Role) May(need Role) bool {
	return r.OrEditor() == RoleOwner || need == RoleEditor
}

// MsgInvalidRole is the answer to a role that is neither owner nor editor.
const MsgInvalidRole = "Role must be owner or editor"

// User is a person who signs in to the admin: the owner or an editor.
// PasswordHash never leaves the server; it is "" for an account that has
// no password (it joined with a passkey), which no password opens.
type User struct {
	ID           int64  `json:"id"`
	Username     string `json:"username"`
	PasswordHash string `json:"-"`
	// Role is what the user may do; the first user (made from the
	// configuration) is the owner.
	Role Role `json:"role"`
	// Name and Email are the invited person's, "" for the configured owner.
	Name  string `json:"name"`
	Email string `json:"email"`
	// CreatedAt is when the user was made; LastSignInAt when a session of
	// theirs last opened (zero: never).
	CreatedAt    time.Time `json:"createdAt"`
	LastSignInAt time.Time `json:"lastSignInAt"`
	// SecurityGeneration counts the user's security changes (a password
	// set, two-factor sign-in turned on, off or reset). What was granted
	// under an older generation, a pending sign-in or a sign-in whose
	// credentials were checked before the change, is void: the app layer
	// signs it into pending sign-ins and checks it before opening a
	// session. A new user starts at 0.
	SecurityGeneration int64 `json:"-"`
	// PasskeysOnly refuses password sign-in (issue 27): a passkey signs
	// in, and the password opens the door only with a recovery code.
	PasskeysOnly bool `json:"-"`
}

// HasPassword says a password can sign u in: false for an account made
// with a passkey until its first password is set.
func (u *User) HasPassword() bool { return u.PasswordHash != "" }

// Credentials is a login attempt.
type Credentials struct {
	Username string
	Password string
}

// Limits of credentials. A username or password longer than these is never
// looked up or hashed, so a request cannot make the server hash megabytes.
const (
	MinPasswordLength = 12
	maxUsernameLength = 128
	maxPasswordLength = 1024
)

// MsgPasswordTooShort is the answer to a new password under
// MinPasswordLength characters.
const MsgPasswordTooShort = "Password must be at least 12 characters"

// Validate checks that both username and password are present and within
// their length limits.
func (c Credentials) Validate() error {
	v := ValidationErrors{}
	requireText(v, "username", c.Username)
	limitText(v, "username", c.Username, maxUsernameLength)
	if c.Password == "" {
		v.Add("password", MsgRequired)
	}
	limitText(v, "password", c.Password, maxPasswordLength)
	return v.Err()
}

// ValidateUsername checks a username being chosen (an invitation accepted
// with a passkey): present and within the length limit.
func ValidateUsername(username string) error {
	v := ValidationErrors{}
	requireText(v, "username", username)
	limitText(v, "username", username, maxUsernameLength)
	return v.Err()
}

// ValidateNewPassword checks a password being set: at least
// MinPasswordLength characters (counted as Unicode code points) and within
// the length limit.
func ValidateNewPassword(password string) error {
	v := ValidationErrors{}
	checkNewPassword(v, "password", password)
	return v.Err()
}

func checkNewPassword(v ValidationErrors, field, password string) {
	if utf8.RuneCountInString(password) < MinPasswordLength {
		v.Add(field, MsgPasswordTooShort)
	}
	limitText(v, field, password, maxPasswordLength)
}

// PasswordChange is an administrator replacing their own password; the
// field names are those of the admin's form.
type PasswordChange struct {
	Current string
	New     string
	// First says the account has no password yet (it joined with a
	// passkey: User.HasPassword is false), so there is no current one to
	// give.
	First bool
}

// Validate checks that the current password is given unless First
// (and within the limit, so a huge one is never hashed) and that the new
// one follows the password rules. It does not check the current password
// against the stored hash: that is the auth service's, under the sign-in
// throttle.
func (c PasswordChange) Validate() error {
	v := ValidationErrors{}
	if c.Current == "" && !c.First {
		v.Add("currentPassword", MsgRequired)
	}
	limitText(v, "currentPassword", c.Current, maxPasswordLength)
	checkNewPassword(v, "newPassword", c.New)
	return v.Err()
}

// NormalizeUsername trims the username; usernames are compared exactly.
func NormalizeUsername(s string) string { return strings.TrimSpace(s) }

// UserRepository stores the users. Create stores Role.OrEditor().
type UserRepository interface {
	// FindByUsername returns the user with that name. ENOTFOUND.
	FindByUsername(ctx context.Context, username string) (*User, error)
	// Find returns the user with that id. ENOTFOUND.
	Find(ctx context.Context, id int64) (*User, error)
	// Create inserts u, setting its ID. ECONFLICT when the name is taken.
	Create(ctx context.Context, u *User) error
	// SetPasswordHash replaces a user's password hash, leaving the
	// security generation as it is (a stronger hash of the same password
	// is no security change). ENOTFOUND.
	SetPasswordHash(ctx context.Context, id int64, hash string) error
	// AdvanceSecurityGeneration adds one to the user's SecurityGeneration.
	// Inside a transaction (Transactor) the user is held until it ends, so
	// a FindForUpdate of another transaction waits for the change to
	// commit or roll back. ENOTFOUND.
	AdvanceSecurityGeneration(ctx context.Context, id int64) error
	// FindForUpdate is Find that, inside a transaction, holds the user
	// until it ends: a security change of the user (which advances the
	// generation) waits for it, or it waits for the change and then sees
	// the new generation. ENOTFOUND.
	FindForUpdate(ctx context.Context, id int64) (*User, error)
	// Count returns the number of users.
	Count(ctx context.Context) (int, error)
	// List returns every user, oldest first.
	List(ctx context.Context) ([]User, error)
	// Delete removes a user; their sessions and passkeys go with them.
	// ENOTFOUND.
	Delete(ctx context.Context, id int64) error
	// RecordSignIn sets the user's LastSignInAt; a missing user is not an
	// error.
	RecordSignIn(ctx context.Context, id int64, at time.Time) error
	// SetPasskeysOnly turns "passkeys only" on or off. ENOTFOUND.
	SetPasskeysOnly(ctx context.Context, id int64, on bool) error
}

// Session is a signed-in browser: a random id kept in an HttpOnly cookie.
// It ends at ExpiresAt (the absolute lifetime from sign-in) or when it was
// not used for the idle timeout since LastSeenAt, whichever comes first.
type Session struct {
	ID         string
	UserID     int64
	CreatedAt  time.Time
	LastSeenAt time.Time
	ExpiresAt  time.Time
	// ConfirmedAt is when the administrator last proved who they are in
	// this session (the sign-in, or a confirmation since): changes of the
	// passkeys need it within ConfirmWindow.
	ConfirmedAt time.Time
}

// SessionStore keeps server-side sessions.
type SessionStore interface {
	// Create stores s.
	Create(ctx context.Context, s Session) error
	// Find returns the session with that id; ENOTFOUND when it does not
	// exist or has expired (ExpiresAt) at now. The idle timeout is the
	// caller's rule.
	Find(ctx context.Context, id string, now time.Time) (*Session, error)
	// Touch records that the session was used at seen; a missing session
	// is not an error.
	Touch(ctx context.Context, id string, seen time.Time) error
	// Confirm records that the administrator confirmed who they are at
	// at; a missing session is not an error.
	Confirm(ctx context.Context, id string, at time.Time) error
	// Delete removes the session; deleting a missing one is not an error.
	Delete(ctx context.Context, id string) error
	// DeleteByUser removes every session of a user (a security change
	// from the command line) and returns how many there were.
	DeleteByUser(ctx context.Context, userID int64) (int, error)
	// DeleteByUserExcept removes every session of a user but keep (the
	// browser that made a security change stays signed in) and returns how
	// many it removed.
	DeleteByUserExcept(ctx context.Context, userID int64, keep string) (int, error)
	// DeleteExpired removes the sessions expired at now, or idle since
	// before idleSince, and returns how many.
	DeleteExpired(ctx context.Context, now, idleSince time.Time) (int, error)
}

// PasswordHasher hashes and checks passwords.
type PasswordHasher interface {
	// Hash returns an encoded hash of password.
	Hash(password string) (string, error)
	// Compare returns nil when password matches hash, else an error.
	Compare(hash, password string) error
	// NeedsRehash reports whether hash was made with another algorithm or
	// weaker parameters than Hash uses now, so that it is replaced at the
	// next successful sign-in.
	NeedsRehash(hash string) bool
}

// Clock tells the time; tests use a fixed one.
type Clock interface {
	Now() time.Time
}

// SystemClock is the real clock.
type SystemClock struct{}

// Now returns the current time.
func (SystemClock) Now() time.Time { return time.Now() }
