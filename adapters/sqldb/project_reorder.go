package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

// Reorder exchanges the places of a and b in their group
// (domain.SwapPlaces) in one transaction: it reads both rows, then their
// group, locked on PostgreSQL (SQLite's write transaction locks the
// database), and writes the priorities that change: two when the group's
// positions are unique, the renumbered ones when it has ties. When either
// is missing, or they are of two groups, nothing changes.
//
// Two reorders in one group could each hold their own pair and wait for
// the other's to lock the group, a deadlock PostgreSQL would break by
// failing one; a transaction-scoped advisory lock makes reorders take
// turns instead. They are rare (an administrator's arrows), so the wait
// costs nothing.
func (r *ProjectRepository) Reorder(ctx context.Context, a, b int64) ([]domain.ProjectMove, error) {
	var out []domain.ProjectMove
	err := r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if r.db.isPostgres() {
			if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(?)", reorderLock); err != nil {
				return dbError("take the reorder lock", err)
			}
		}
		var rows []projectRow
		q := tx.NewSelect().Model(&rows).Where("p.id IN (?)", bun.List([]int64{a, b})).OrderExpr("p.id ASC")
		if err := r.db.selectForUpdate(q).Scan(ctx); err != nil {
			return dbError(fmt.Sprintf("lock projects %d and %d", a, b), err)
		}
		byID := make(map[int64]*domain.Project, len(rows))
		for i := range rows {
			p, err := rows[i].toDomain()
			if err != nil {
				return err
			}
			byID[p.ID] = &p
		}
		if byID[a] == nil || byID[b] == nil {
			return notFound(domain.MsgProjectNotFound)
		}
		if !byID[a].SameGroup(byID[b]) {
			_, err := domain.SwapPlaces(byID[a], byID[b], nil)
			return err
		}
		group, err := r.lockGroup(ctx, tx, byID[a].Category, byID[a].Subcategory)
		if err != nil {
			return err
		}
		priorities, err := domain.SwapPlaces(byID[a], byID[b], group)
		if err != nil || a == b {
			return err
		}
		t := now()
		for id, prio := range priorities {
			if _, err := tx.NewUpdate().Model((*projectRow)(nil)).
				Set("priority = ?", prio).Set("updated_at = ?", t).
				Where("id = ?", id).Exec(ctx); err != nil {
				return dbError(fmt.Sprintf("update priority of project %d", id), err)
			}
		}
		out, err = movedProjects(ctx, tx, a, b, priorities, group)
		return err
	})
	if err != nil {
		return nil, err
	}
	if out == nil {
		out = []domain.ProjectMove{}
	}
	return out, nil
}

// reorderLock is the key of the PostgreSQL advisory lock reorders take
// turns on; any constant no other code uses will do.
const reorderLock int64 = 0x706f7274666f6c /* "portfol" */

// movedProjects reads the projects a reorder of a and b moved (the ids of
// domain.MovedIDs) as stored now, with their links and gallery images in
// one query each, next to their states in group from before the move.
func movedProjects(ctx context.Context, tx bun.Tx, a, b int64, priorities map[int64]int, group []domain.Project) ([]domain.ProjectMove, error) {
	before := make(map[int64]domain.Project, len(group))
	places := make([]domain.Place, len(group))
	for i, p := range group {
		before[p.ID] = p
		places[i] = p.Place()
	}
	ids := domain.MovedIDs(a, b, priorities, places)
	var rows []projectRow
	if err := tx.NewSelect().Model(&rows).Where("p.id IN (?)", bun.List(ids)).Scan(ctx); err != nil {
		return nil, dbError(fmt.Sprintf("read the %d moved projects", len(ids)), err)
	}
	after := make([]domain.Project, 0, len(rows))
	for i := range rows {
		p, err := rows[i].toDomain()
		if err != nil {
			return nil, err
		}
		after = append(after, p)
	}
	if err := attachChildren(ctx, tx, after); err != nil {
		return nil, err
	}
	byID := make(map[int64]domain.Project, len(after))
	for _, p := range after {
		byID[p.ID] = p
	}
	out := make([]domain.ProjectMove, 0, len(ids))
	for _, id := range ids {
		p, ok := byID[id]
		if !ok {
			return nil, notFound(domain.MsgProjectNotFound)
		}
		was := before[id]
		was.Links, was.GalleryImages = p.Links, p.GalleryImages
		out = append(out, domain.ProjectMove{Before: was, After: p})
	}
	return out, nil
}

// lockGroup returns the projects of one category and subcategory by
// ascending priority then id, locked on PostgreSQL. An empty subcategory
// is stored as NULL.
func (r *ProjectRepository) lockGroup(ctx context.Context, tx bun.Tx, category, subcategory string) ([]domain.Project, error) {
	var rows []projectRow
	q := tx.NewSelect().Model(&rows).Where("p.category = ?", category).OrderExpr(projectOrder)
	if subcategory == "" {
		q = q.Where("p.subcategory IS NULL")
	} else {
		q = q.Where("p.subcategory = ?", subcategory)
	}
	if err := r.db.selectForUpdate(q).Scan(ctx); err != nil {
		return nil, dbError(fmt.Sprintf("lock the projects of %s/%s", category, subcategory), err)
	}
	group := make([]domain.Project, 0, len(rows))
	for i := range rows {
		p, err := rows[i].toDomain()
		if err != nil {
			return nil, err
		}
		group = append(group, p)
	}
	return group, nil
}
