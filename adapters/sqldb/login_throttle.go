package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.LoginThrottle = (*LoginThrottle)(nil)

// LoginThrottle is the SQL domain.LoginThrottle: the counters live in the
// database every instance shares, so attempts spread over instances add up.
type LoginThrottle struct{ db *DB }

// NewLoginThrottle returns the throttle of db.
func NewLoginThrottle(db *DB) *LoginThrottle { return &LoginThrottle{db: db} }

// loginAttemptRow is a row of login_attempts.
type loginAttemptRow struct {
	bun.BaseModel `bun:"table:login_attempts"`
	Key           string    `bun:"attempt_key,pk"`
	Failures      int       `bun:"failures"`
	WindowStart   time.Time `bun:"window_start,nullzero"`
	LockedUntil   time.Time `bun:"locked_until,nullzero"`
}

// Update reads, changes and writes the counters of key in one transaction.
// The row is inserted first when missing (two first attempts cannot both
// insert) and then read with a row lock on PostgreSQL; SQLite's write
// transaction holds the database.
func (t *LoginThrottle) Update(ctx context.Context, key string, fn func(a *domain.LoginAttempts)) error {
	return t.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(&loginAttemptRow{Key: key}).On("CONFLICT (attempt_key) DO NOTHING").Exec(ctx); err != nil {
			return dbError("insert login attempts", err)
		}
		var row loginAttemptRow
		q := tx.NewSelect().Model(&row).Where("attempt_key = ?", key)
		if t.db.isPostgres() {
			q = q.For("UPDATE")
		}
		if err := q.Scan(ctx); err != nil {
			return dbError("read login attempts", err)
		}
		a := domain.LoginAttempts{Key: key, Failures: row.Failures, WindowStart: row.WindowStart.UTC(), LockedUntil: row.LockedUntil.UTC()}
		if row.WindowStart.IsZero() {
			a.WindowStart = time.Time{}
		}
		if row.LockedUntil.IsZero() {
			a.LockedUntil = time.Time{}
		}
		fn(&a)
		row = loginAttemptRow{Key: key, Failures: a.Failures, WindowStart: utcOrZero(a.WindowStart), LockedUntil: utcOrZero(a.LockedUntil)}
		if _, err := tx.NewUpdate().Model(&row).WherePK().Exec(ctx); err != nil {
			return dbError("write login attempts", err)
		}
		return nil
	})
}

// Find reads the counters of key; a missing row is zero counters.
func (t *LoginThrottle) Find(ctx context.Context, key string) (domain.LoginAttempts, error) {
	var row loginAttemptRow
	err := t.db.idb(ctx).NewSelect().Model(&row).Where("attempt_key = ?", key).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return domain.LoginAttempts{Key: key}, nil
	} else if err != nil {
		return domain.LoginAttempts{}, dbError("read login attempts", err)
	}
	return domain.LoginAttempts{Key: key, Failures: row.Failures, WindowStart: utcOrZero(row.WindowStart), LockedUntil: utcOrZero(row.LockedUntil)}, nil
}

func utcOrZero(t time.Time) time.Time {
	if t.IsZero() {
		return t
	}
	return utc(t)
}

// Reset forgets the counters of the keys.
func (t *LoginThrottle) Reset(ctx context.Context, keys ...string) error {
	if len(keys) == 0 {
		return nil
	}
	if _, err := t.db.idb(ctx).NewDelete().Model((*loginAttemptRow)(nil)).Where("attempt_key IN (?)", bun.In(keys)).Exec(ctx); err != nil {
		return dbError("reset login attempts", err)
	}
	return nil
}

// DeleteStale removes counters whose window started before windowStart and
// that are not locked at now.
func (t *LoginThrottle) DeleteStale(ctx context.Context, windowStart, now time.Time) (int, error) {
	res, err := t.db.idb(ctx).NewDelete().Model((*loginAttemptRow)(nil)).
		Where("(window_start IS NULL OR window_start < ?) AND (locked_until IS NULL OR locked_until <= ?)", utc(windowStart), utc(now)).
		Exec(ctx)
	if err != nil {
		return 0, dbError("delete stale login attempts", err)
	}
	return rowsAffected(res, "delete stale login attempts")
}

// rowsAffected reads how many rows a statement changed.
func rowsAffected(res sql.Result, op string) (int, error) {
	n, err := res.RowsAffected()
	if err != nil {
		return 0, dbError(op, err)
	}
	return int(n), nil
}
