package domain

import "context"

// Messages of two-factor sign-in, each written once.
const (
	// MsgInvalidCode is the answer to a wrong, reused or expired
	// authentication code (or recovery code).
	MsgInvalidCode = "Invalid authentication code"
	// MsgTwoFactorExpired is the answer to a second sign-in step without a
	// pending sign-in (none, forged or older than five minutes).
	MsgTwoFactorExpired = "Sign-in expired. Enter your password again."
	// MsgTwoFactorNotPending is the answer to confirming an enrolment that
	// was not started.
	MsgTwoFactorNotPending = "Start the two-factor setup first"
	// MsgTwoFactorAlreadyOn is the answer to setting up two-factor sign-in
	// while it is on.
	MsgTwoFactorAlreadyOn = "Two-factor sign-in is already on"
	// MsgTwoFactorOff is the answer to disabling two-factor sign-in while
	// it is off.
	MsgTwoFactorOff = "Two-factor sign-in is not on"
)

// RecoveryCodeCount is how many single-use recovery codes an enrolment
// hands out.
const RecoveryCodeCount = 10

// TwoFactor is a user's TOTP (RFC 6238) state. The secrets are sealed
// (by the SecretSealer) before they reach a repository, so a stolen
// database alone does not yield them.
type TwoFactor struct {
	UserID int64
	// Enabled says sign-in asks for a code; Secret is then set.
	Enabled bool
	// Secret is the sealed base32 secret of the authenticator app.
	Secret string
	// PendingSecret is the sealed secret of an enrolment not yet confirmed.
	PendingSecret string
	// LastStep is the last TOTP time step accepted: a code of that step or
	// an earlier one is refused, so an observed code cannot be replayed.
	LastStep int64
	// RecoveryHashes are the SHA-256 hashes (hex) of the recovery codes not
	// used yet.
	RecoveryHashes []string
}

// TwoFactorRepository stores the two-factor state of users.
type TwoFactorRepository interface {
	// Find returns the state of a user. ENOTFOUND when the user never set
	// two-factor sign-in up.
	Find(ctx context.Context, userID int64) (*TwoFactor, error)
	// Update runs fn on the state of a user (zero values with UserID set
	// when there is none) and stores what fn left, in one transaction with
	// respect to other updates of that user; an error from fn is returned
	// and nothing is stored.
	Update(ctx context.Context, userID int64, fn func(tf *TwoFactor) error) error
	// Delete removes the state of a user; removing a missing one is not an
	// error.
	Delete(ctx context.Context, userID int64) error
}
