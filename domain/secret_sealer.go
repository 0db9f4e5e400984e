package domain

import "context"

// SecretSealer keeps the secrets the application must store and read back
// (a user's TOTP secret) unreadable without the server's key, and signs
// the short-lived tokens the application hands out (a pending sign-in)
// with a key of its own derived from the same master key, so no key
// serves two purposes. How it encrypts is the adapter's business: the use
// cases only seal, open and sign.
type SecretSealer interface {
	// Ready loads the key, generating and storing it the first time when
	// none is configured. Seal, Open and Sign call it themselves; a use
	// case calls it before a transaction in which they run, so that a
	// generated key is stored outside that transaction: it must neither
	// wait on the transaction's locks nor roll back with it.
	Ready(ctx context.Context) error
	// Seal encrypts plain for userID: the sealed value opens only for the
	// same user, so one copied into another user's row is useless.
	Seal(ctx context.Context, userID int64, plain string) (string, error)
	// Open returns what Seal sealed for userID. An error (not a domain
	// one) when sealed is malformed, was sealed for another user or does
	// not open with the key.
	Open(ctx context.Context, userID int64, sealed string) (string, error)
	// Sign returns a message authentication code of message (base64url,
	// unpadded); the same message always gets the same code.
	Sign(ctx context.Context, message string) (string, error)
}
