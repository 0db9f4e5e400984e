package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.SessionStore = (*SessionStore)(nil)

// SessionStore is the SQL domain.SessionStore. A session goes with its user
// (ON DELETE CASCADE).
type SessionStore struct{ db *DB }

// NewSessionStore returns the session store of db.
func NewSessionStore(db *DB) *SessionStore { return &SessionStore{db: db} }

// sessionRow is a row of sessions.
type sessionRow struct {
	bun.BaseModel `bun:"table:sessions"`
	ID            string    `bun:"id,pk"`
	UserID        int64     `bun:"user_id"`
	ExpiresAt     time.Time `bun:"expires_at"`
}

// Create stores s, replacing a session with the same id.
func (st *SessionStore) Create(ctx context.Context, s domain.Session) error {
	row := &sessionRow{ID: s.ID, UserID: s.UserID, ExpiresAt: s.ExpiresAt.UTC().Truncate(time.Microsecond)}
	if _, err := st.db.db.NewInsert().Model(row).
		On("CONFLICT (id) DO UPDATE").Set("user_id = EXCLUDED.user_id, expires_at = EXCLUDED.expires_at").
		Exec(ctx); err != nil {
		if isForeignKeyViolation(err) {
			return notFound(domain.MsgUserNotFound)
		}
		return fmt.Errorf("insert session: %w", err)
	}
	return nil
}

// Find returns the session unless it is missing or has expired at now. The
// expiry is compared here rather than in SQL, where SQLite would compare
// timestamps as text.
func (st *SessionStore) Find(ctx context.Context, id string, now time.Time) (*domain.Session, error) {
	var row sessionRow
	if err := st.db.db.NewSelect().Model(&row).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, noRows(err, domain.MsgSessionNotFound, "find session")
	}
	if !now.Before(row.ExpiresAt) {
		return nil, notFound(domain.MsgSessionNotFound)
	}
	return &domain.Session{ID: row.ID, UserID: row.UserID, ExpiresAt: row.ExpiresAt.UTC()}, nil
}

// Delete removes the session; a missing one is not an error.
func (st *SessionStore) Delete(ctx context.Context, id string) error {
	if _, err := st.db.db.NewDelete().Model((*sessionRow)(nil)).Where("id = ?", id).Exec(ctx); err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	return nil
}

// DeleteExpired removes the sessions expired at now and returns how many;
// a periodic job may call it to keep the table small.
func (st *SessionStore) DeleteExpired(ctx context.Context, now time.Time) (int, error) {
	res, err := st.db.db.NewDelete().Model((*sessionRow)(nil)).Where("expires_at <= ?", now.UTC()).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("delete expired sessions: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("delete expired sessions: %w", err)
	}
	return int(n), nil
}
