package domain

import "time"

// OneTimeCodeStep is the RFC 6238 time step in seconds: the adapter makes
// its codes with it, the use cases count steps with it.
const OneTimeCodeStep = 30

// OneTimeCodes makes the keys and codes of an authenticator app (TOTP,
// RFC 6238: HMAC-SHA1, six digits, a 30-second step), so that the use
// cases keep the step window and the replay check while the algorithm and
// its library stay in an adapter.
type OneTimeCodes interface {
	// NewKey generates a fresh base32 secret and its otpauth:// URL, which
	// names issuer and account for the authenticator app.
	// Errors: an internal error when no randomness is available.
	NewKey(issuer, account string) (secret, url string, err error)
	// Code is the code of secret for the time step holding at.
	// Errors: an internal error when secret is not valid base32.
	Code(secret string, at time.Time) (string, error)
}
