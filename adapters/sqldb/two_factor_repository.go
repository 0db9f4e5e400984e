package sqldb

import (
	"context"
	"fmt"
	"strings"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.TwoFactorRepository = (*TwoFactorRepository)(nil)

// TwoFactorRepository is the SQL domain.TwoFactorRepository.
type TwoFactorRepository struct{ db *DB }

// NewTwoFactorRepository returns the two-factor repository of db.
func NewTwoFactorRepository(db *DB) *TwoFactorRepository { return &TwoFactorRepository{db: db} }

// Find returns the two-factor state of a user.
func (r *TwoFactorRepository) Find(ctx context.Context, userID int64) (*domain.TwoFactor, error) {
	var row twoFactorRow
	if err := r.db.idb(ctx).NewSelect().Model(&row).Where("user_id = ?", userID).Scan(ctx); err != nil {
		return nil, noRows(err, domain.MsgTwoFactorOff, fmt.Sprintf("find two-factor of user %d", userID))
	}
	return row.toDomain(), nil
}

// Update reads, changes and writes a user's state in one transaction. The
// row is inserted first when missing and then read with a row lock on
// PostgreSQL; SQLite's write transaction holds the database. So two codes
// of one step sent at once cannot both pass.
func (r *TwoFactorRepository) Update(ctx context.Context, userID int64, fn func(tf *domain.TwoFactor) error) error {
	return r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(&twoFactorRow{UserID: userID}).On("CONFLICT (user_id) DO NOTHING").Exec(ctx); err != nil {
			return dbError("insert two-factor", err)
		}
		var row twoFactorRow
		q := tx.NewSelect().Model(&row).Where("user_id = ?", userID)
		if r.db.isPostgres() {
			q = q.For("UPDATE")
		}
		if err := q.Scan(ctx); err != nil {
			return dbError("read two-factor", err)
		}
		tf := row.toDomain()
		if err := fn(tf); err != nil {
			return err
		}
		tf.UserID = userID
		if _, err := tx.NewUpdate().Model(twoFactorRowOf(tf)).WherePK().Exec(ctx); err != nil {
			return dbError("write two-factor", err)
		}
		return nil
	})
}

// Delete removes the state of a user.
func (r *TwoFactorRepository) Delete(ctx context.Context, userID int64) error {
	if _, err := r.db.idb(ctx).NewDelete().Model((*twoFactorRow)(nil)).Where("user_id = ?", userID).Exec(ctx); err != nil {
		return dbError(fmt.Sprintf("delete two-factor of user %d", userID), err)
	}
	return nil
}

// twoFactorRow is a row of user_two_factor; the recovery hashes are kept
// space-separated (hex never holds a space).
type twoFactorRow struct {
	bun.BaseModel  `bun:"table:user_two_factor"`
	UserID         int64  `bun:"user_id,pk"`
	Enabled        bool   `bun:"enabled"`
	Secret         string `bun:"secret"`
	PendingSecret  string `bun:"pending_secret"`
	LastStep       int64  `bun:"last_step"`
	RecoveryHashes string `bun:"recovery_hashes"`
}

func (r *twoFactorRow) toDomain() *domain.TwoFactor {
	return &domain.TwoFactor{
		UserID: r.UserID, Enabled: r.Enabled, Secret: r.Secret, PendingSecret: r.PendingSecret,
		LastStep: r.LastStep, RecoveryHashes: strings.Fields(r.RecoveryHashes),
	}
}

func twoFactorRowOf(tf *domain.TwoFactor) *twoFactorRow {
	return &twoFactorRow{
		UserID: tf.UserID, Enabled: tf.Enabled, Secret: tf.Secret, PendingSecret: tf.PendingSecret,
		LastStep: tf.LastStep, RecoveryHashes: strings.Join(tf.RecoveryHashes, " "),
	}
}
