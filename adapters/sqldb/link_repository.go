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

// LinkRepository is the SQL domain.LinkRepository.
type LinkRepository struct{ db *DB }

// NewLinkRepository returns the project link repository of db.
func NewLinkRepository(db *DB) *LinkRepository { return &LinkRepository{db: db} }

// ListByProject returns the links of one project by ascending priority then id.
func (r *LinkRepository) ListByProject(ctx context.Context, projectID int64) ([]domain.ProjectLink, error) {
	var rows []linkRow
	if err := r.db.db.NewSelect().Model(&rows).Where("l.project_id = ?", projectID).OrderExpr(linkOrder).Scan(ctx); err != nil {
		return nil, dbError(fmt.Sprintf("list links of project %d", projectID), err)
	}
	out := make([]domain.ProjectLink, len(rows))
	for i := range rows {
		out[i] = rows[i].toDomain()
	}
	return out, nil
}

// Find returns one link.
func (r *LinkRepository) Find(ctx context.Context, id int64) (*domain.ProjectLink, error) {
	return findLink(ctx, r.db.db, id, false)
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

// Update reads the link (locked on PostgreSQL), applies fn and writes it back
// in one transaction. The id and project are kept whatever fn does.
func (r *LinkRepository) Update(ctx context.Context, id int64, fn func(*domain.ProjectLink) error) (*domain.ProjectLink, error) {
	var out *domain.ProjectLink
	err := r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		old, err := findLink(ctx, tx, id, r.db.isPostgres())
		if err != nil {
			return err
		}
		l := *old
		if err := fn(&l); err != nil {
			return err
		}
		l.ID, l.ProjectID = old.ID, old.ProjectID
		if _, err := tx.NewUpdate().Model(newLinkRow(&l)).WherePK().Exec(ctx); err != nil {
			return dbError(fmt.Sprintf("update link %d", id), err)
		}
		out = &l
		return nil
	})
	return out, err
}

// Delete removes one link and returns what it was.
func (r *LinkRepository) Delete(ctx context.Context, id int64) (*domain.ProjectLink, error) {
	var out *domain.ProjectLink
	err := r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		l, err := findLink(ctx, tx, id, r.db.isPostgres())
		if err != nil {
			return err
		}
		if _, err := tx.NewDelete().Model((*linkRow)(nil)).Where("id = ?", id).Exec(ctx); err != nil {
			return dbError(fmt.Sprintf("delete link %d", id), err)
		}
		out = l
		return nil
	})
	return out, err
}

func findLink(ctx context.Context, idb bun.IDB, id int64, lock bool) (*domain.ProjectLink, error) {
	var row linkRow
	q := idb.NewSelect().Model(&row).Where("l.id = ?", id)
	if lock {
		q = q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, noRows(err, domain.MsgLinkNotFound, fmt.Sprintf("find link %d", id))
	}
	l := row.toDomain()
	return &l, nil
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
