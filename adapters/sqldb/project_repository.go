package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.ProjectRepository = (*ProjectRepository)(nil)

// ProjectRepository is the SQL domain.ProjectRepository.
type ProjectRepository struct{ db *DB }

// NewProjectRepository returns the project repository of db.
func NewProjectRepository(db *DB) *ProjectRepository { return &ProjectRepository{db: db} }

// projectOrder is the order of every list of projects: domain.ComparePlaces
// (ascending priority, then id), which the contract suite checks it against.
const projectOrder = "p.priority ASC, p.id ASC"

// List returns the projects matching f by ascending priority then id, with
// their links and gallery images loaded in one query each.
func (r *ProjectRepository) List(ctx context.Context, f domain.ProjectFilter) ([]domain.Project, error) {
	var rows []projectRow
	q := r.db.idb(ctx).NewSelect().Model(&rows).OrderExpr(projectOrder)
	if f.Category != "" {
		q = q.Where("p.category = ?", f.Category)
	}
	if f.Subcategory != "" {
		q = q.Where("p.subcategory = ?", f.Subcategory)
	}
	if f.ActiveOnly {
		q = q.Where("p.is_active = ?", true)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, dbError("list projects", err)
	}
	projects := make([]domain.Project, 0, len(rows))
	for i := range rows {
		p, err := rows[i].toDomain()
		if err != nil {
			return nil, err
		}
		projects = append(projects, p)
	}
	if err := attachChildren(ctx, r.db.idb(ctx), projects); err != nil {
		return nil, err
	}
	return projects, nil
}

// Find returns one project with its links and gallery images.
func (r *ProjectRepository) Find(ctx context.Context, id int64) (*domain.Project, error) {
	return findProject(ctx, r.db.idb(ctx), id, false)
}

// Create inserts p, setting its ID and timestamps; a new project has no
// links or gallery images yet.
func (r *ProjectRepository) Create(ctx context.Context, p *domain.Project) error {
	p.CreatedAt = now()
	p.UpdatedAt = p.CreatedAt
	row, err := newProjectRow(p)
	if err != nil {
		return err
	}
	row.ID = 0
	if _, err := r.db.idb(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return projectWriteError("insert project", err)
	}
	p.ID = row.ID
	p.Tags, p.Outcomes, p.Credits = storedTags(p.Tags), storedTags(p.Outcomes), storedTags(p.Credits)
	p.Links, p.GalleryImages = []domain.ProjectLink{}, []domain.GalleryImage{}
	return nil
}

// Update reads the project (locked on PostgreSQL), applies fn and writes it
// back in one transaction. The id and createdAt are kept whatever fn does.
func (r *ProjectRepository) Update(ctx context.Context, id int64, fn func(*domain.Project) error) (*domain.Project, error) {
	var out *domain.Project
	err := r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		old, err := findProject(ctx, tx, id, r.db.isPostgres())
		if err != nil {
			return err
		}
		p := *old
		if err := fn(&p); err != nil {
			return err
		}
		p.ID, p.CreatedAt, p.UpdatedAt = old.ID, old.CreatedAt, now()
		p.Links, p.GalleryImages = old.Links, old.GalleryImages
		row, err := newProjectRow(&p)
		if err != nil {
			return err
		}
		if _, err := tx.NewUpdate().Model(row).WherePK().Exec(ctx); err != nil {
			return projectWriteError(fmt.Sprintf("update project %d", id), err)
		}
		p.Tags, p.Outcomes, p.Credits = storedTags(p.Tags), storedTags(p.Outcomes), storedTags(p.Credits)
		out = &p
		return nil
	})
	return out, err
}

// Delete removes the project; the foreign keys remove its links and images.
func (r *ProjectRepository) Delete(ctx context.Context, id int64) error {
	res, err := r.db.idb(ctx).NewDelete().Model((*projectRow)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return dbError(fmt.Sprintf("delete project %d", id), err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return dbError(fmt.Sprintf("delete project %d", id), err)
	} else if n == 0 {
		return notFound(domain.MsgProjectNotFound)
	}
	return nil
}

// Slugs returns every project's slug with its id.
func (r *ProjectRepository) Slugs(ctx context.Context) (map[string]int64, error) {
	var rows []projectRow
	if err := r.db.idb(ctx).NewSelect().Model(&rows).Column("id", "slug").Scan(ctx); err != nil {
		return nil, dbError("list project slugs", err)
	}
	out := make(map[string]int64, len(rows))
	for _, row := range rows {
		if row.Slug != "" {
			out[row.Slug] = row.ID
		}
	}
	return out, nil
}

// Count returns the number of projects.
func (r *ProjectRepository) Count(ctx context.Context) (int, error) {
	n, err := r.db.idb(ctx).NewSelect().Model((*projectRow)(nil)).Count(ctx)
	if err != nil {
		return 0, dbError("count projects", err)
	}
	return int(n), nil
}

// findProject loads one project with its links and gallery images through
// idb (the database or a transaction), locking its row when lock is set.
func findProject(ctx context.Context, idb bun.IDB, id int64, lock bool) (*domain.Project, error) {
	var row projectRow
	q := idb.NewSelect().Model(&row).Where("p.id = ?", id)
	if lock {
		q = q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, noRows(err, domain.MsgProjectNotFound, fmt.Sprintf("find project %d", id))
	}
	p, err := row.toDomain()
	if err != nil {
		return nil, err
	}
	projects := []domain.Project{p}
	if err := attachChildren(ctx, idb, projects); err != nil {
		return nil, err
	}
	return &projects[0], nil
}

// attachChildren loads the links and gallery images of every project with
// one query each and sets them on the projects, [] when there are none.
func attachChildren(ctx context.Context, idb bun.IDB, projects []domain.Project) error {
	if len(projects) == 0 {
		return nil
	}
	ids := make([]int64, len(projects))
	for i := range projects {
		ids[i] = projects[i].ID
		projects[i].Links = []domain.ProjectLink{}
		projects[i].GalleryImages = []domain.GalleryImage{}
	}
	index := make(map[int64]*domain.Project, len(projects))
	for i := range projects {
		index[projects[i].ID] = &projects[i]
	}

	var links []linkRow
	if err := idb.NewSelect().Model(&links).Where("l.project_id IN (?)", bun.List(ids)).
		OrderExpr(linkOrder).Scan(ctx); err != nil {
		return dbError(fmt.Sprintf("load links of %d projects", len(ids)), err)
	}
	for i := range links {
		p := index[links[i].ProjectID]
		p.Links = append(p.Links, links[i].toDomain())
	}

	var images []galleryImageRow
	if err := idb.NewSelect().Model(&images).Where("g.project_id IN (?)", bun.List(ids)).
		OrderExpr(galleryOrder).Scan(ctx); err != nil {
		return dbError(fmt.Sprintf("load gallery images of %d projects", len(ids)), err)
	}
	for i := range images {
		p := index[images[i].ProjectID]
		p.GalleryImages = append(p.GalleryImages, images[i].toDomain())
	}
	return nil
}
