package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.UserRepository = (*UserRepository)(nil)

// UserRepository is the SQL domain.UserRepository.
type UserRepository struct{ db *DB }

// NewUserRepository returns the user repository of db.
func NewUserRepository(db *DB) *UserRepository { return &UserRepository{db: db} }

// userRow is a row of users; the password column holds the hash.
type userRow struct {
	bun.BaseModel `bun:"table:users"`
	ID            int64  `bun:"id,pk,autoincrement"`
	Username      string `bun:"username"`
	Password      string `bun:"password"`
	// SecurityGeneration is domain.User.SecurityGeneration.
	SecurityGeneration int64     `bun:"security_generation"`
	PasskeysOnly       bool      `bun:"passkeys_only"`
	Role               string    `bun:"role"`
	Name               string    `bun:"name"`
	Email              string    `bun:"email"`
	CreatedAt          time.Time `bun:"created_at,nullzero"`
	LastSignInAt       time.Time `bun:"last_sign_in_at,nullzero"`
}

func (r *userRow) toDomain() *domain.User {
	return &domain.User{ID: r.ID, Username: r.Username, PasswordHash: r.Password, SecurityGeneration: r.SecurityGeneration, PasskeysOnly: r.PasskeysOnly,
		Role: domain.Role(r.Role).OrEditor(), Name: r.Name, Email: r.Email, CreatedAt: utcOrZero(r.CreatedAt), LastSignInAt: utcOrZero(r.LastSignInAt)}
}

// FindByUsername returns the user with exactly that name.
func (r *UserRepository) FindByUsername(ctx context.Context, username string) (*domain.User, error) {
	var row userRow
	if err := r.db.idb(ctx).NewSelect().Model(&row).Where("username = ?", username).Scan(ctx); err != nil {
		return nil, noRows(err, domain.MsgUserNotFound, "find user by name")
	}
	return row.toDomain(), nil
}

// Find returns the user with that id.
func (r *UserRepository) Find(ctx context.Context, id int64) (*domain.User, error) {
	var row userRow
	if err := r.db.idb(ctx).NewSelect().Model(&row).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, noRows(err, domain.MsgUserNotFound, fmt.Sprintf("find user %d", id))
	}
	return row.toDomain(), nil
}

// Create inserts u, setting its ID; ECONFLICT when the name is taken. The
// insert does nothing on a clash instead of failing, which both databases
// support and which leaves a surrounding transaction usable.
func (r *UserRepository) Create(ctx context.Context, u *domain.User) error {
	u.Role = u.Role.OrEditor()
	u.CreatedAt, u.LastSignInAt = utcOrZero(u.CreatedAt), utcOrZero(u.LastSignInAt)
	row := &userRow{Username: u.Username, Password: u.PasswordHash, SecurityGeneration: u.SecurityGeneration, PasskeysOnly: u.PasskeysOnly,
		Role: string(u.Role), Name: u.Name, Email: u.Email, CreatedAt: u.CreatedAt, LastSignInAt: u.LastSignInAt}
	res, err := r.db.idb(ctx).NewInsert().Model(row).On("CONFLICT (username) DO NOTHING").Returning("id").Exec(ctx)
	if err != nil {
		return dbError("insert user", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return dbError("insert user", err)
	} else if n == 0 {
		return &domain.Error{Code: domain.ECONFLICT, Message: domain.MsgUsernameTaken}
	}
	u.ID = row.ID
	return nil
}

// SetPasswordHash replaces a user's password hash.
func (r *UserRepository) SetPasswordHash(ctx context.Context, id int64, hash string) error {
	res, err := r.db.idb(ctx).NewUpdate().Model((*userRow)(nil)).Set("password = ?", hash).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return dbError(fmt.Sprintf("set password of user %d", id), err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return dbError(fmt.Sprintf("set password of user %d", id), err)
	} else if n == 0 {
		return notFound(domain.MsgUserNotFound)
	}
	return nil
}

// AdvanceSecurityGeneration adds one to the user's security generation in
// one statement: on PostgreSQL the updated row stays locked until the
// transaction ctx carries ends; SQLite's write transaction holds the
// whole database.
func (r *UserRepository) AdvanceSecurityGeneration(ctx context.Context, id int64) error {
	op := fmt.Sprintf("advance security generation of user %d", id)
	res, err := r.db.idb(ctx).NewUpdate().Model((*userRow)(nil)).
		Set("security_generation = security_generation + 1").Where("id = ?", id).Exec(ctx)
	if err != nil {
		return dbError(op, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return dbError(op, err)
	} else if n == 0 {
		return notFound(domain.MsgUserNotFound)
	}
	return nil
}

// FindForUpdate returns the user with that id, its row locked (SELECT …
// FOR UPDATE) on PostgreSQL until the transaction ctx carries ends.
func (r *UserRepository) FindForUpdate(ctx context.Context, id int64) (*domain.User, error) {
	var row userRow
	q := r.db.selectForUpdate(r.db.idb(ctx).NewSelect().Model(&row).Where("id = ?", id))
	if err := q.Scan(ctx); err != nil {
		return nil, noRows(err, domain.MsgUserNotFound, fmt.Sprintf("find user %d for update", id))
	}
	return row.toDomain(), nil
}

// Count returns the number of users.
func (r *UserRepository) Count(ctx context.Context) (int, error) {
	n, err := r.db.idb(ctx).NewSelect().Model((*userRow)(nil)).Count(ctx)
	if err != nil {
		return 0, dbError("count users", err)
	}
	return int(n), nil
}

// SetPasskeysOnly turns "passkeys only" on or off.
func (r *UserRepository) SetPasskeysOnly(ctx context.Context, id int64, on bool) error {
	res, err := r.db.idb(ctx).NewUpdate().Model((*userRow)(nil)).Set("passkeys_only = ?", on).Where("id = ?", id).Exec(ctx)
	return oneRow(res, err, fmt.Sprintf("set passkeys only of user %d", id), domain.MsgUserNotFound)
}

// List returns every user, oldest first.
func (r *UserRepository) List(ctx context.Context) ([]domain.User, error) {
	var rows []userRow
	if err := r.db.idb(ctx).NewSelect().Model(&rows).Order("id").Scan(ctx); err != nil {
		return nil, dbError("list users", err)
	}
	out := make([]domain.User, 0, len(rows))
	for i := range rows {
		out = append(out, *rows[i].toDomain())
	}
	return out, nil
}

// Delete removes a user; the foreign keys take their sessions, passkeys
// and two-factor state with them (ON DELETE CASCADE).
func (r *UserRepository) Delete(ctx context.Context, id int64) error {
	res, err := r.db.idb(ctx).NewDelete().Model((*userRow)(nil)).Where("id = ?", id).Exec(ctx)
	return oneRow(res, err, fmt.Sprintf("delete user %d", id), domain.MsgUserNotFound)
}

// RecordSignIn sets when the user last signed in.
func (r *UserRepository) RecordSignIn(ctx context.Context, id int64, at time.Time) error {
	if _, err := r.db.idb(ctx).NewUpdate().Model((*userRow)(nil)).Set("last_sign_in_at = ?", utc(at)).Where("id = ?", id).Exec(ctx); err != nil {
		return dbError(fmt.Sprintf("record sign-in of user %d", id), err)
	}
	return nil
}
