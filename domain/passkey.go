package domain

import (
	"context"
	"time"
)

// Passkeys (WebAuthn, issue 27): an administrator's public-key credentials,
// each made by an authenticator (a phone, a laptop's fingerprint reader, a
// security key) for this site's relying-party ID only, so a look-alike site
// cannot ask for them. A passkey sign-in is complete on its own: the
// authenticator holds the key and verifies the person.

// Messages of passkey sign-in and management, each written once.
const (
	// MsgPasskeyFailed is the one answer to a passkey sign-in that failed,
	// whatever the cause (unknown key, expired or reused challenge, another
	// origin, a bad signature), so a failure reveals nothing.
	MsgPasskeyFailed = "Passkey sign-in failed. Try again."
	// MsgPasskeyInvalid is the answer to a new passkey that could not be
	// verified.
	MsgPasskeyInvalid = "The passkey could not be verified. Try again."
	// MsgPasskeysOnly is the answer to a password sign-in (or a password
	// confirmation) of an administrator who signs in with passkeys only.
	MsgPasskeysOnly = "This account signs in with a passkey only."
	// MsgConfirmIdentity is the answer (EFORBIDDEN) to a change of the
	// passkeys without a confirmation in the last ConfirmWindow.
	MsgConfirmIdentity = "Confirm it's you first: enter your password again or use a passkey."
	// MsgPasskeysOnlyNeedsPasskey is the answer to turning "passkeys only"
	// on without a passkey, or removing the last one while it is on.
	MsgPasskeysOnlyNeedsPasskey = "Add a passkey before you turn on passkeys only."
	// MsgLastPasskey is the answer to removing the last passkey while
	// "passkeys only" is on.
	MsgLastPasskey = "Turn off passkeys only before you remove your last passkey."
	// MsgPasskeysUnavailable is the answer to any passkey call when the
	// site's address cannot carry passkeys (an IP address).
	MsgPasskeysUnavailable = "Passkeys need the site to be reached by a domain name (set PORTFOLIO_PUBLIC_URL)."
	// MsgRecoveryCodeOnly is the answer to an authenticator-app code at the
	// second sign-in step of an administrator with passkeys only: only a
	// recovery code opens that door.
	MsgRecoveryCodeOnly = "Passkeys only is on: enter one of your recovery codes."
)

// Limits of passkeys.
const (
	// PasskeyChallengeTTL is how long a ceremony's challenge may be
	// answered.
	PasskeyChallengeTTL = 5 * time.Minute
	// ConfirmWindow is how long a confirmation (a sign-in, or the password
	// and code, or a passkey, given again) allows changes of the passkeys.
	ConfirmWindow = 5 * time.Minute
	// MaxPasskeyName is the longest name of a passkey, in characters.
	MaxPasskeyName = 60
	// MaxPasskeys is how many passkeys one administrator may register.
	MaxPasskeys = 20
	// MaxPasskeyResponse is the largest ceremony response accepted, in
	// bytes: an attestation of a real authenticator is a few KiB.
	MaxPasskeyResponse = 64 << 10
)

// Passkey is one registered credential of an administrator.
type Passkey struct {
	ID     int64
	UserID int64
	// CredentialID is the authenticator's id of the key (its rawId).
	CredentialID []byte
	// Handle is the user handle the key was made for: random, the same for
	// every passkey of a user, and never the user's id or name.
	Handle []byte
	// Name is the administrator's name for it ("Phone").
	Name string
	// Record is the ceremony adapter's record of the key (public key,
	// flags, signature counter), opaque here.
	Record    []byte
	CreatedAt time.Time
	// LastUsedAt is the last sign-in or confirmation with it; zero never.
	LastUsedAt time.Time
}

// PasskeyRepository stores passkeys.
type PasskeyRepository interface {
	// ListByUser returns the passkeys of a user, oldest first.
	ListByUser(ctx context.Context, userID int64) ([]Passkey, error)
	// FindByCredentialID returns the passkey of that credential id.
	// ENOTFOUND.
	FindByCredentialID(ctx context.Context, credentialID []byte) (*Passkey, error)
	// Create stores p, setting its ID. ECONFLICT when the credential id is
	// registered already.
	Create(ctx context.Context, p *Passkey) error
	// Rename sets the name of a user's passkey. ENOTFOUND.
	Rename(ctx context.Context, userID, id int64, name string) error
	// Used records a use of a passkey: its new record (the counter moves)
	// and when. ENOTFOUND.
	Used(ctx context.Context, id int64, record []byte, at time.Time) error
	// Delete removes a user's passkey. ENOTFOUND.
	Delete(ctx context.Context, userID, id int64) error
	// Count returns how many passkeys there are, of every user.
	Count(ctx context.Context) (int, error)
}

// Kinds of passkey ceremony, so a challenge issued for one cannot answer
// another.
const (
	CeremonyRegister = "register"
	CeremonySignIn   = "sign-in"
	CeremonyConfirm  = "confirm"
)

// PasskeyChallenge is a ceremony begun and not answered yet. It is kept
// where the sessions are, so any instance can finish what another began,
// and it is taken (deleted) by the first answer, right or wrong.
type PasskeyChallenge struct {
	// Challenge is the random challenge, base64url, as the browser's client
	// data carries it back.
	Challenge string
	// Kind is one of the Ceremony* kinds.
	Kind string
	// UserID is whose ceremony it is; 0 for a sign-in, where the passkey
	// chosen says whose.
	UserID int64
	// Session is the SHA-256 (hex) of the session that began a registration
	// or a confirmation; only it may finish them.
	Session string
	// Name is the name a registration will give the passkey; for the
	// registration of an invitation's acceptance (UserID 0, Session bound
	// to the invitation), the username the invited person chose.
	Name string
	// State is the ceremony adapter's state of the ceremony, opaque here.
	State     []byte
	ExpiresAt time.Time
}

// PasskeyChallengeStore keeps ceremonies between their two steps.
type PasskeyChallengeStore interface {
	// Put stores c.
	Put(ctx context.Context, c PasskeyChallenge) error
	// Take removes and returns the challenge, so it is answered once.
	// ENOTFOUND when there is none or it expired at now.
	Take(ctx context.Context, challenge string, now time.Time) (*PasskeyChallenge, error)
	// DeleteExpired removes the challenges expired at now and returns how
	// many.
	DeleteExpired(ctx context.Context, now time.Time) (int, error)
}

// PasskeyAccount is a user as a ceremony sees it.
type PasskeyAccount struct {
	Handle []byte
	// Name is the username; DisplayName what authenticators show beside
	// it.
	Name, DisplayName string
	Passkeys          []Passkey
}

// PasskeyBegun is a ceremony's first step: the options the browser passes
// to navigator.credentials (JSON, {"publicKey": …}), and what to keep.
type PasskeyBegun struct {
	Options   []byte
	Challenge string
	State     []byte
}

// PasskeyAnswer is what a browser's answer says before it is verified:
// the challenge it answers, the credential used and, for a sign-in, the
// user handle.
type PasskeyAnswer struct {
	Challenge    string
	CredentialID []byte
	UserHandle   []byte
}

// PasskeyCeremonies runs the WebAuthn ceremonies for one relying party
// (its ID and origins are the adapter's configuration). Every failure to
// verify is EUNAUTHORIZED (sign-in, confirmation) or EINVALID
// (registration); the cause goes to the log, not to the caller.
type PasskeyCeremonies interface {
	// BeginRegistration starts registering a new passkey of acct (its
	// passkeys are excluded, so an authenticator is not registered twice).
	BeginRegistration(acct PasskeyAccount) (*PasskeyBegun, error)
	// ReadRegistration parses a registration answer. EINVALID.
	ReadRegistration(response []byte) (*PasskeyAnswer, error)
	// FinishRegistration verifies the answer against the state kept and
	// returns the new passkey's credential id and record.
	FinishRegistration(acct PasskeyAccount, state, response []byte) (credentialID, record []byte, err error)
	// BeginSignIn starts a sign-in; with acct nil any passkey of the site
	// may answer (discoverable), else only acct's.
	BeginSignIn(acct *PasskeyAccount) (*PasskeyBegun, error)
	// ReadSignIn parses a sign-in answer. EUNAUTHORIZED.
	ReadSignIn(response []byte) (*PasskeyAnswer, error)
	// FinishSignIn verifies the answer against the state kept and acct's
	// passkeys, and returns the used passkey's new record.
	FinishSignIn(acct PasskeyAccount, state, response []byte) (record []byte, err error)
}

// ValidatePasskeyName checks a passkey's name (trimmed by the caller):
// one line of text of at most MaxPasskeyName characters; empty is allowed
// where the caller names it.
func ValidatePasskeyName(name string) error {
	v := ValidationErrors{}
	v.Text("name", name, false)
	limitText(v, "name", name, MaxPasskeyName)
	return v.Err()
}
