package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.SessionStore = (*SessionStore)(nil)

// SessionStore is the SQL domain.SessionStore: every instance sharing the
// database sees a sign-in, a sign-out or a password change at once. A
// session goes with its user (ON DELETE CASCADE).
type SessionStore struct{ db *DB }

// NewSessionStore returns the session store of db.
func NewSessionStore(db *DB) *SessionStore { return &SessionStore{db: db} }

// sessionRow is a row of sessions.
type sessionRow struct {
	bun.BaseModel `bun:"table:sessions"`
	ID            string    `bun:"id,pk"`
	UserID        int64     `bun:"user_id"`
	CreatedAt     time.Time `bun:"created_at"`
	LastSeenAt    time.Time `bun:"last_seen_at"`
	ExpiresAt     time.Time `bun:"expires_at"`
	ConfirmedAt   time.Time `bun:"confirmed_at,nullzero"`
}

func utc(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }

// Create stores s, replacing a session with the same id.
func (st *SessionStore) Create(ctx context.Context, s domain.Session) error {
	row := &sessionRow{ID: s.ID, UserID: s.UserID, CreatedAt: utc(s.CreatedAt), LastSeenAt: utc(s.LastSeenAt), ExpiresAt: utc(s.ExpiresAt), ConfirmedAt: utcOrZero(s.ConfirmedAt)}
	if _, err := st.db.idb(ctx).NewInsert().Model(row).
		On("CONFLICT (id) DO UPDATE").
		Set("user_id = EXCLUDED.user_id, created_at = EXCLUDED.created_at, last_seen_at = EXCLUDED.last_seen_at, expires_at = EXCLUDED.expires_at, confirmed_at = EXCLUDED.confirmed_at").
		Exec(ctx); err != nil {
		if isForeignKeyViolation(err) {
			return notFound(domain.MsgUserNotFound)
		}
		return dbError("insert session", err)
	}
	return nil
}

// Find returns the session unless it is missing or has expired at now. The
// expiry is compared here rather than in SQL, where SQLite would compare
// timestamps as text.
func (st *SessionStore) Find(ctx context.Context, id string, now time.Time) (*domain.Session, error) {
	var row sessionRow
	if err := st.db.idb(ctx).NewSelect().Model(&row).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, noRows(err, domain.MsgSessionNotFound, "find session")
	}
	if !now.Before(row.ExpiresAt) {
		return nil, notFound(domain.MsgSessionNotFound)
	}
	return &domain.Session{ID: row.ID, UserID: row.UserID, CreatedAt: row.CreatedAt.UTC(), LastSeenAt: row.LastSeenAt.UTC(), ExpiresAt: row.ExpiresAt.UTC(), ConfirmedAt: utcOrZero(row.ConfirmedAt)}, nil
}

// Touch moves the session's last-seen time to seen.
func (st *SessionStore) Touch(ctx context.Context, id string, seen time.Time) error {
	if _, err := st.db.idb(ctx).NewUpdate().Model((*sessionRow)(nil)).Set("last_seen_at = ?", utc(seen)).
		Where("id = ?", id).Exec(ctx); err != nil {
		return dbError("touch session", err)
	}
	return nil
}

// Confirm records a confirmation of who the administrator is at at.
func (st *SessionStore) Confirm(ctx context.Context, id string, at time.Time) error {
	if _, err := st.db.idb(ctx).NewUpdate().Model((*sessionRow)(nil)).Set("confirmed_at = ?", utc(at)).
		Where("id = ?", id).Exec(ctx); err != nil {
		return dbError("confirm session", err)
	}
	return nil
}

// Delete removes the session; a missing one is not an error.
func (st *SessionStore) Delete(ctx context.Context, id string) error {
	if _, err := st.db.idb(ctx).NewDelete().Model((*sessionRow)(nil)).Where("id = ?", id).Exec(ctx); err != nil {
		return dbError("delete session", err)
	}
	return nil
}

// DeleteByUser removes every session of the user.
func (st *SessionStore) DeleteByUser(ctx context.Context, userID int64) (int, error) {
	res, err := st.db.idb(ctx).NewDelete().Model((*sessionRow)(nil)).Where("user_id = ?", userID).Exec(ctx)
	if err != nil {
		return 0, dbError("delete sessions of user", err)
	}
	return rowsAffected(res, "delete sessions of user")
}

// DeleteByUserExcept removes every session of the user but keep.
func (st *SessionStore) DeleteByUserExcept(ctx context.Context, userID int64, keep string) (int, error) {
	res, err := st.db.idb(ctx).NewDelete().Model((*sessionRow)(nil)).Where("user_id = ? AND id <> ?", userID, keep).Exec(ctx)
	if err != nil {
		return 0, dbError("delete other sessions of user", err)
	}
	return rowsAffected(res, "delete other sessions of user")
}

// DeleteExpired removes the sessions expired at now or idle since before
// idleSince and returns how many; serve calls it periodically to keep the
// table small.
func (st *SessionStore) DeleteExpired(ctx context.Context, now, idleSince time.Time) (int, error) {
	res, err := st.db.idb(ctx).NewDelete().Model((*sessionRow)(nil)).
		Where("expires_at <= ? OR last_seen_at < ?", utc(now), utc(idleSince)).Exec(ctx)
	if err != nil {
		return 0, dbError("delete expired sessions", err)
	}
	return rowsAffected(res, "delete expired sessions")
}
