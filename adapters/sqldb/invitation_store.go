package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.InvitationStore = (*InvitationStore)(nil)

// InvitationStore is the SQL domain.InvitationStore.
type InvitationStore struct{ db *DB }

// NewInvitationStore returns the invitation store of db.
func NewInvitationStore(db *DB) *InvitationStore { return &InvitationStore{db: db} }

// invitationRow is a row of invitations.
type invitationRow struct {
	bun.BaseModel `bun:"table:invitations"`
	ID            int64     `bun:"id,pk,autoincrement"`
	TokenHash     string    `bun:"token_hash"`
	Email         string    `bun:"email"`
	Name          string    `bun:"name"`
	Role          string    `bun:"role"`
	InvitedBy     string    `bun:"invited_by"`
	CreatedAt     time.Time `bun:"created_at"`
	ExpiresAt     time.Time `bun:"expires_at"`
}

func (r *invitationRow) toDomain() domain.Invitation {
	return domain.Invitation{ID: r.ID, TokenHash: r.TokenHash, Email: r.Email, Name: r.Name, Role: domain.Role(r.Role).OrEditor(),
		InvitedBy: r.InvitedBy, CreatedAt: r.CreatedAt.UTC(), ExpiresAt: r.ExpiresAt.UTC()}
}

// Create stores inv, setting its ID.
func (st *InvitationStore) Create(ctx context.Context, inv *domain.Invitation) error {
	inv.CreatedAt, inv.ExpiresAt = utc(inv.CreatedAt), utc(inv.ExpiresAt)
	row := &invitationRow{TokenHash: inv.TokenHash, Email: inv.Email, Name: inv.Name, Role: string(inv.Role.OrEditor()),
		InvitedBy: inv.InvitedBy, CreatedAt: inv.CreatedAt, ExpiresAt: inv.ExpiresAt}
	if _, err := st.db.idb(ctx).NewInsert().Model(row).Returning("id").Exec(ctx); err != nil {
		return dbError("insert invitation", err)
	}
	inv.ID = row.ID
	return nil
}

// List returns the invitations not expired at now, newest first. The
// expiry is compared here, as SessionStore.Find does.
func (st *InvitationStore) List(ctx context.Context, now time.Time) ([]domain.Invitation, error) {
	var rows []invitationRow
	if err := st.db.idb(ctx).NewSelect().Model(&rows).Order("id DESC").Scan(ctx); err != nil {
		return nil, dbError("list invitations", err)
	}
	out := make([]domain.Invitation, 0, len(rows))
	for i := range rows {
		if now.Before(rows[i].ExpiresAt) {
			out = append(out, rows[i].toDomain())
		}
	}
	return out, nil
}

// Delete removes an invitation.
func (st *InvitationStore) Delete(ctx context.Context, id int64) error {
	res, err := st.db.idb(ctx).NewDelete().Model((*invitationRow)(nil)).Where("id = ?", id).Exec(ctx)
	return oneRow(res, err, fmt.Sprintf("delete invitation %d", id), domain.MsgInvitationNotFound)
}

// Take deletes the invitation of the hash and returns it: of two
// takers of one link, only the one whose DELETE removed the row gets it.
func (st *InvitationStore) Take(ctx context.Context, tokenHash string, now time.Time) (*domain.Invitation, error) {
	var row invitationRow
	if err := st.db.idb(ctx).NewSelect().Model(&row).Where("token_hash = ?", tokenHash).Scan(ctx); err != nil {
		return nil, noRows(err, domain.MsgInvitationGone, "find invitation")
	}
	res, err := st.db.idb(ctx).NewDelete().Model((*invitationRow)(nil)).Where("id = ?", row.ID).Exec(ctx)
	if err := oneRow(res, err, "take invitation", domain.MsgInvitationGone); err != nil {
		return nil, err
	}
	if !now.Before(row.ExpiresAt) {
		return nil, notFound(domain.MsgInvitationGone)
	}
	inv := row.toDomain()
	return &inv, nil
}
