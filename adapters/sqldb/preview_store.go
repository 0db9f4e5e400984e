package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.PreviewStore = (*PreviewStore)(nil)

// PreviewStore is the SQL domain.PreviewStore (table previews). Previews
// are links handed out for a few days, not content: the backup leaves them
// out.
type PreviewStore struct{ db *DB }

// NewPreviewStore returns the preview links of db.
func NewPreviewStore(db *DB) *PreviewStore { return &PreviewStore{db: db} }

// previewRow is a row of previews.
type previewRow struct {
	bun.BaseModel `bun:"table:previews"`
	ID            int64     `bun:"id,pk,autoincrement"`
	TokenHash     string    `bun:"token_hash"`
	SealedToken   string    `bun:"sealed_token"`
	CreatedAt     time.Time `bun:"created_at"`
	ExpiresAt     time.Time `bun:"expires_at"`
	Actor         string    `bun:"actor"`
}

func (r *previewRow) toDomain() domain.Preview {
	return domain.Preview{ID: r.ID, TokenHash: r.TokenHash, SealedToken: r.SealedToken, CreatedAt: r.CreatedAt.UTC(), ExpiresAt: r.ExpiresAt.UTC(), Actor: r.Actor}
}

// Create stores p, setting its ID.
func (s *PreviewStore) Create(ctx context.Context, p *domain.Preview) error {
	row := &previewRow{TokenHash: p.TokenHash, SealedToken: p.SealedToken, CreatedAt: utc(p.CreatedAt), ExpiresAt: utc(p.ExpiresAt), Actor: p.Actor}
	if _, err := s.db.idb(ctx).NewInsert().Model(row).Returning("id").Exec(ctx); err != nil {
		return dbError("create a preview", err)
	}
	token := p.Token
	*p = row.toDomain()
	p.Token = token
	return nil
}

// List returns every preview, newest first.
func (s *PreviewStore) List(ctx context.Context) ([]domain.Preview, error) {
	var rows []previewRow
	if err := s.db.idb(ctx).NewSelect().Model(&rows).OrderExpr("id DESC").Scan(ctx); err != nil {
		return nil, dbError("list previews", err)
	}
	out := make([]domain.Preview, len(rows))
	for i := range rows {
		out[i] = rows[i].toDomain()
	}
	return out, nil
}

// FindByTokenHash returns the preview whose token hashes to hash. ENOTFOUND.
func (s *PreviewStore) FindByTokenHash(ctx context.Context, hash string) (*domain.Preview, error) {
	var rows []previewRow
	if err := s.db.idb(ctx).NewSelect().Model(&rows).Where("token_hash = ?", hash).Scan(ctx); err != nil {
		return nil, dbError("read a preview", err)
	}
	if len(rows) == 0 {
		return nil, notFound(domain.MsgPreviewNotFound)
	}
	p := rows[0].toDomain()
	return &p, nil
}

// Delete removes one preview. ENOTFOUND.
func (s *PreviewStore) Delete(ctx context.Context, id int64) error {
	res, err := s.db.idb(ctx).NewDelete().Model((*previewRow)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return dbError("revoke a preview", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return notFound(domain.MsgPreviewNotFound)
	}
	return nil
}

// DeleteExpired removes the previews expired at now.
func (s *PreviewStore) DeleteExpired(ctx context.Context, now time.Time) (int, error) {
	res, err := s.db.idb(ctx).NewDelete().Model((*previewRow)(nil)).Where("expires_at <= ?", utc(now)).Exec(ctx)
	if err != nil {
		return 0, dbError("delete expired previews", err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}
