package domain

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"time"
)

// MsgContactFormExpired answers a contact form sent with a token that has
// expired or was already used (issue 37): a person is told to send again
// (the form comes back with a fresh token and the text kept), and a
// replayed form gets no further than an old one.
const MsgContactFormExpired = "This form has expired or was already sent. Please send your message again."

// MsgContactConfirm answers a contact form sent sooner after it was shown
// than a person types (issue 39): the message is not stored, and the
// sender is told so and asked to send it again, which confirms it (the
// form comes back with the text kept and a token good at once). Never
// answered "sent": a person's message is never dropped in silence.
const MsgContactConfirm = "Your message has not been sent yet: it came very quickly after the page opened, as automated messages do. Please check it and send it again."

// ContactTokenStore remembers the contact form tokens already spent, until
// they would have expired anyway, so a token is good for one message on
// every instance. Its writes join the transaction of the context
// (Transactor): a message refused after the spend gives its token back.
type ContactTokenStore interface {
	// Spend records the token of hash (ContactTokenHash) as used until
	// expiresAt; false when it already was.
	Spend(ctx context.Context, hash string, expiresAt time.Time) (bool, error)
	// DeleteExpired removes the tokens expired at now and says how many.
	DeleteExpired(ctx context.Context, now time.Time) (int, error)
}

// ContactTokenHash is what the store keeps of a contact token: its SHA-256
// in hex, a short key of fixed size whatever the token's length.
func ContactTokenHash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}
