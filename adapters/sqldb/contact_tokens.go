package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.ContactTokenStore = (*ContactTokens)(nil)

// ContactTokens is the SQL domain.ContactTokenStore (table
// contact_tokens): one row per spent token, shared by every instance of
// the database. Not content: the backup leaves it out.
type ContactTokens struct{ db *DB }

// NewContactTokens returns the spent contact tokens of db.
func NewContactTokens(db *DB) *ContactTokens { return &ContactTokens{db: db} }

// contactTokenRow is a row of contact_tokens.
type contactTokenRow struct {
	bun.BaseModel `bun:"table:contact_tokens"`
	TokenHash     string    `bun:"token_hash,pk"`
	ExpiresAt     time.Time `bun:"expires_at"`
}

// Spend records the token of hash as used until expiresAt; false when it
// already was. The primary key decides between two instances spending the
// same token at once: the second insert does nothing.
func (s *ContactTokens) Spend(ctx context.Context, hash string, expiresAt time.Time) (bool, error) {
	res, err := s.db.idb(ctx).NewInsert().Model(&contactTokenRow{TokenHash: hash, ExpiresAt: utc(expiresAt)}).
		On("CONFLICT (token_hash) DO NOTHING").Exec(ctx)
	if err != nil {
		return false, dbError("spend a contact token", err)
	}
	n, err := rowsAffected(res, "spend a contact token")
	return n == 1, err
}

// DeleteExpired removes the tokens expired at now.
func (s *ContactTokens) DeleteExpired(ctx context.Context, now time.Time) (int, error) {
	res, err := s.db.idb(ctx).NewDelete().Model((*contactTokenRow)(nil)).Where("expires_at <= ?", utc(now)).Exec(ctx)
	if err != nil {
		return 0, dbError("delete expired contact tokens", err)
	}
	return rowsAffected(res, "delete expired contact tokens")
}
