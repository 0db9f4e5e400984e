package sqldb

import (
	"context"
	"fmt"
	"slices"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.LinkRepository = (*LinkRepository)(nil)

// linkOrder lists links by ascending priority then id.
const linkOrder = "l.priority ASC, l.id ASC"

// LinkRepository is the SQL domain.LinkRepository; finding, updating and
// deleting are the children's shared code.
type LinkRepository struct {
	childRepository[domain.ProjectLink, linkRow, *linkRow]
}

// NewLinkRepository returns the project link repository of db.
func NewLinkRepository(db *DB) *LinkRepository {
	return &LinkRepository{childRepository[domain.ProjectLink, linkRow, *linkRow]{db: db, noun: "link", notFound: domain.MsgLinkNotFound}}
}

// ListByProject returns the links of one project by ascending priority then id.
func (r *LinkRepository) ListByProject(ctx context.Context, projectID int64) ([]domain.ProjectLink, error) {
	var rows []linkRow
	if err := r.db.idb(ctx).NewSelect().Model(&rows).Where("l.project_id = ?", projectID).OrderExpr(linkOrder).Scan(ctx); err != nil {
		return nil, dbError(fmt.Sprintf("list links of project %d", projectID), err)
	}
	out := make([]domain.ProjectLink, len(rows))
	for i := range rows {
		out[i] = rows[i].toDomain()
	}
	return out, nil
}

// Create inserts l; ENOTFOUND when its project does not exist.
func (r *LinkRepository) Create(ctx context.Context, l *domain.ProjectLink) error {
	row := newLinkRow(l)
	row.ID = 0
	err := r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := requireProjects(ctx, tx, l.ProjectID); err != nil {
			return err
		}
		if _, err := tx.NewInsert().Model(row).Exec(ctx); err != nil {
			return insertChildError(err, "insert link")
		}
		return nil
	})
	if err != nil {
		return err
	}
	l.ID = row.ID
	return nil
}

// requireProjects returns ENOTFOUND unless every project of ids exists.
// The foreign key would refuse the insert anyway; checking first gives the
// product's message and keeps a PostgreSQL transaction usable.
func requireProjects(ctx context.Context, tx bun.Tx, ids ...int64) error {
	distinct := slices.Compact(slices.Sorted(slices.Values(ids)))
	n, err := tx.NewSelect().Model((*projectRow)(nil)).Where("p.id IN (?)", bun.List(distinct)).Count(ctx)
	if err != nil {
		return dbError("check projects", err)
	}
	if int(n) != len(distinct) {
		return notFound(domain.MsgProjectNotFound)
	}
	return nil
}

// insertChildError maps a foreign key violation (the project was deleted
// between the check and the insert) to ENOTFOUND and wraps anything else.
func insertChildError(err error, op string) error {
	if isForeignKeyViolation(err) {
		return notFound(domain.MsgProjectNotFound)
	}
	return dbError(op, err)
}
