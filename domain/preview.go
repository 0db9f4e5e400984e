package domain

import (
	"context"
	"time"
)

// Preview is a shareable link to the whole public site as it will look
// with every current draft applied: anyone with the link sees it (a press
// officer on a phone) until it expires or is revoked. Its token is the
// unguessable part of the link.
type Preview struct {
	ID        int64     `json:"id"`
	Token     string    `json:"-"`
	CreatedAt time.Time `json:"createdAt"`
	ExpiresAt time.Time `json:"expiresAt"`
	Actor     string    `json:"actor"`
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
	// FindByToken returns the preview of token. ENOTFOUND.
	FindByToken(ctx context.Context, token string) (*Preview, error)
	// Delete removes one preview. ENOTFOUND.
	Delete(ctx context.Context, id int64) error
	// DeleteExpired removes the previews expired at now and says how many.
	DeleteExpired(ctx context.Context, now time.Time) (int, error)
}
