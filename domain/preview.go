package domain

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"time"
)

// Preview is a shareable link to the whole public site as it will look
// with every current draft applied: anyone with the link sees it (a press
// officer on a phone) until it expires or is revoked. Its token is the
// unguessable part of the link.
//
// The token is stored only as its SHA-256 (TokenHash), as session tokens
// are (issue 37): a copy of the database opens no preview. The owner's
// list can still show the link again from SealedToken, the token sealed
// with the server's key (domain.SecretSealer); Token is the plain token,
// set only while a use case holds it (made, or opened from the seal).
type Preview struct {
	ID          int64     `json:"id"`
	Token       string    `json:"-"`
	TokenHash   string    `json:"-"`
	SealedToken string    `json:"-"`
	CreatedAt   time.Time `json:"createdAt"`
	ExpiresAt   time.Time `json:"expiresAt"`
	Actor       string    `json:"actor"`
}

// Defaults and bounds of a preview's life.
const (
	DefaultPreviewLifetime = 7 * 24 * time.Hour
	MaxPreviewLifetime     = 90 * 24 * time.Hour
)

// Messages of previews.
const (
	MsgPreviewNotFound = "Preview not found"
	MsgPreviewExpiry   = "Must be a time in the next 90 days"
)

// PreviewStore keeps the preview links.
type PreviewStore interface {
	// Create stores p, setting its ID.
	Create(ctx context.Context, p *Preview) error
	// List returns every preview, newest first.
	List(ctx context.Context) ([]Preview, error)
	// FindByTokenHash returns the preview whose token hashes to hash
	// (PreviewTokenHash). ENOTFOUND.
	FindByTokenHash(ctx context.Context, hash string) (*Preview, error)
	// Delete removes one preview. ENOTFOUND.
	Delete(ctx context.Context, id int64) error
	// DeleteExpired removes the previews expired at now and says how many.
	DeleteExpired(ctx context.Context, now time.Time) (int, error)
}

// PreviewTokenHash is what the stores keep of a preview's token: its
// SHA-256 in hex. A token is 192 random bits, so an unsalted hash is as
// unguessable as the token itself.
func PreviewTokenHash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}
