package sqldb

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var (
	_ domain.PasskeyRepository     = (*PasskeyRepository)(nil)
	_ domain.PasskeyChallengeStore = (*PasskeyChallenges)(nil)
)

// PasskeyRepository is the SQL domain.PasskeyRepository. A passkey goes
// with its user (ON DELETE CASCADE).
type PasskeyRepository struct{ db *DB }

// NewPasskeyRepository returns the passkey repository of db.
func NewPasskeyRepository(db *DB) *PasskeyRepository { return &PasskeyRepository{db: db} }

// passkeyRow is a row of passkeys.
type passkeyRow struct {
	bun.BaseModel `bun:"table:passkeys"`
	ID            int64     `bun:"id,pk,autoincrement"`
	UserID        int64     `bun:"user_id"`
	CredentialID  []byte    `bun:"credential_id"`
	Handle        []byte    `bun:"handle"`
	Name          string    `bun:"name"`
	Record        []byte    `bun:"record"`
	CreatedAt     time.Time `bun:"created_at"`
	LastUsedAt    time.Time `bun:"last_used_at,nullzero"`
}

func (r *passkeyRow) toDomain() domain.Passkey {
	return domain.Passkey{
		ID: r.ID, UserID: r.UserID, CredentialID: r.CredentialID, Handle: r.Handle, Name: r.Name, Record: r.Record,
		CreatedAt: r.CreatedAt.UTC(), LastUsedAt: utcOrZero(r.LastUsedAt),
	}
}

// ListByUser returns the passkeys of a user, oldest first.
func (r *PasskeyRepository) ListByUser(ctx context.Context, userID int64) ([]domain.Passkey, error) {
	var rows []passkeyRow
	if err := r.db.idb(ctx).NewSelect().Model(&rows).Where("user_id = ?", userID).Order("id").Scan(ctx); err != nil {
		return nil, dbError(fmt.Sprintf("list passkeys of user %d", userID), err)
	}
	out := make([]domain.Passkey, len(rows))
	for i := range rows {
		out[i] = rows[i].toDomain()
	}
	return out, nil
}

// FindByCredentialID returns the passkey of that credential id.
func (r *PasskeyRepository) FindByCredentialID(ctx context.Context, credentialID []byte) (*domain.Passkey, error) {
	var row passkeyRow
	if err := r.db.idb(ctx).NewSelect().Model(&row).Where("credential_id = ?", credentialID).Scan(ctx); err != nil {
		return nil, noRows(err, domain.MsgPasskeyNotFound, "find passkey")
	}
	p := row.toDomain()
	return &p, nil
}

// Create stores p, setting its ID; ECONFLICT when the credential id is
// registered already. The insert does nothing on a clash instead of
// failing, which leaves a surrounding transaction usable.
func (r *PasskeyRepository) Create(ctx context.Context, p *domain.Passkey) error {
	row := &passkeyRow{UserID: p.UserID, CredentialID: p.CredentialID, Handle: p.Handle, Name: p.Name, Record: p.Record,
		CreatedAt: utc(p.CreatedAt), LastUsedAt: utcOrZero(p.LastUsedAt)}
	res, err := r.db.idb(ctx).NewInsert().Model(row).On("CONFLICT (credential_id) DO NOTHING").Returning("id").Exec(ctx)
	if err != nil {
		if isForeignKeyViolation(err) {
			return notFound(domain.MsgUserNotFound)
		}
		return dbError("insert passkey", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return dbError("insert passkey", err)
	} else if n == 0 {
		return &domain.Error{Code: domain.ECONFLICT, Message: domain.MsgPasskeyInvalid}
	}
	p.ID = row.ID
	return nil
}

// Rename sets the name of a user's passkey.
func (r *PasskeyRepository) Rename(ctx context.Context, userID, id int64, name string) error {
	return r.update(ctx, fmt.Sprintf("rename passkey %d", id),
		r.db.idb(ctx).NewUpdate().Model((*passkeyRow)(nil)).Set("name = ?", name).Where("id = ? AND user_id = ?", id, userID))
}

// Used records a use of a passkey: its new record and when.
func (r *PasskeyRepository) Used(ctx context.Context, id int64, record []byte, at time.Time) error {
	return r.update(ctx, fmt.Sprintf("record use of passkey %d", id),
		r.db.idb(ctx).NewUpdate().Model((*passkeyRow)(nil)).Set("record = ?", record).Set("last_used_at = ?", utc(at)).Where("id = ?", id))
}

// Delete removes a user's passkey.
func (r *PasskeyRepository) Delete(ctx context.Context, userID, id int64) error {
	op := fmt.Sprintf("delete passkey %d", id)
	res, err := r.db.idb(ctx).NewDelete().Model((*passkeyRow)(nil)).Where("id = ? AND user_id = ?", id, userID).Exec(ctx)
	return oneRow(res, err, op, domain.MsgPasskeyNotFound)
}

// Count returns how many passkeys there are.
func (r *PasskeyRepository) Count(ctx context.Context) (int, error) {
	n, err := r.db.idb(ctx).NewSelect().Model((*passkeyRow)(nil)).Count(ctx)
	if err != nil {
		return 0, dbError("count passkeys", err)
	}
	return int(n), nil
}

func (r *PasskeyRepository) update(ctx context.Context, op string, q *bun.UpdateQuery) error {
	res, err := q.Exec(ctx)
	return oneRow(res, err, op, domain.MsgPasskeyNotFound)
}

// PasskeyChallenges is the SQL domain.PasskeyChallengeStore.
type PasskeyChallenges struct{ db *DB }

// NewPasskeyChallenges returns the challenge store of db.
func NewPasskeyChallenges(db *DB) *PasskeyChallenges { return &PasskeyChallenges{db: db} }

// challengeRow is a row of passkey_challenges.
type challengeRow struct {
	bun.BaseModel `bun:"table:passkey_challenges"`
	Challenge     string    `bun:"challenge,pk"`
	Kind          string    `bun:"kind"`
	UserID        int64     `bun:"user_id"`
	Session       string    `bun:"session"`
	Name          string    `bun:"name"`
	State         []byte    `bun:"state"`
	ExpiresAt     time.Time `bun:"expires_at"`
}

// Put stores c.
func (s *PasskeyChallenges) Put(ctx context.Context, c domain.PasskeyChallenge) error {
	row := &challengeRow{Challenge: c.Challenge, Kind: c.Kind, UserID: c.UserID, Session: c.Session, Name: c.Name, State: c.State, ExpiresAt: utc(c.ExpiresAt)}
	if _, err := s.db.idb(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return dbError("insert passkey challenge", err)
	}
	return nil
}

// Take deletes the challenge and returns what was deleted, in one
// statement: of two instances answering the same challenge at once, one
// gets it and the other ENOTFOUND. The expiry is compared here rather
// than in SQL, where SQLite would compare timestamps as text.
func (s *PasskeyChallenges) Take(ctx context.Context, challenge string, now time.Time) (*domain.PasskeyChallenge, error) {
	var rows []challengeRow
	if _, err := s.db.idb(ctx).NewDelete().Model((*challengeRow)(nil)).Where("challenge = ?", challenge).
		Returning("*").Exec(ctx, &rows); err != nil {
		return nil, dbError("take passkey challenge", err)
	}
	if len(rows) == 0 || !now.Before(rows[0].ExpiresAt) {
		return nil, notFound(domain.MsgChallengeNotFound)
	}
	r := rows[0]
	return &domain.PasskeyChallenge{Challenge: r.Challenge, Kind: r.Kind, UserID: r.UserID, Session: r.Session, Name: r.Name, State: r.State, ExpiresAt: r.ExpiresAt.UTC()}, nil
}

// DeleteExpired removes the challenges expired at now.
func (s *PasskeyChallenges) DeleteExpired(ctx context.Context, now time.Time) (int, error) {
	res, err := s.db.idb(ctx).NewDelete().Model((*challengeRow)(nil)).Where("expires_at <= ?", utc(now)).Exec(ctx)
	if err != nil {
		return 0, dbError("delete expired passkey challenges", err)
	}
	return rowsAffected(res, "delete expired passkey challenges")
}

// oneRow is the error of a statement that must change exactly one row:
// the store's error, or ENOTFOUND with msg when it changed none.
func oneRow(res sql.Result, err error, op, msg string) error {
	if err != nil {
		return dbError(op, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return dbError(op, err)
	} else if n == 0 {
		return notFound(msg)
	}
	return nil
}
