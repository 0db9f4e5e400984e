package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.GalleryRepository = (*GalleryRepository)(nil)

// galleryOrder lists gallery images highest priority first, then by id.
const galleryOrder = "g.priority DESC, g.id ASC"

// GalleryRepository is the SQL domain.GalleryRepository.
type GalleryRepository struct{ db *DB }

// NewGalleryRepository returns the gallery image repository of db.
func NewGalleryRepository(db *DB) *GalleryRepository { return &GalleryRepository{db: db} }

// List returns every gallery image, highest priority first; when
// activeProjectsOnly is set the images of inactive projects are left out.
func (r *GalleryRepository) List(ctx context.Context, activeProjectsOnly bool) ([]domain.GalleryImage, error) {
	var rows []galleryImageRow
	q := r.db.db.NewSelect().Model(&rows).OrderExpr(galleryOrder)
	if activeProjectsOnly {
		q = q.Join("JOIN portfolio_projects AS p ON p.id = g.project_id").Where("p.is_active = ?", true)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, dbError("list gallery images", err)
	}
	return galleryImages(rows), nil
}

// ListByProject returns the images of one project, highest priority first.
func (r *GalleryRepository) ListByProject(ctx context.Context, projectID int64) ([]domain.GalleryImage, error) {
	var rows []galleryImageRow
	if err := r.db.db.NewSelect().Model(&rows).Where("g.project_id = ?", projectID).OrderExpr(galleryOrder).Scan(ctx); err != nil {
		return nil, dbError(fmt.Sprintf("list gallery images of project %d", projectID), err)
	}
	return galleryImages(rows), nil
}

// Find returns one image.
func (r *GalleryRepository) Find(ctx context.Context, id int64) (*domain.GalleryImage, error) {
	return findGalleryImage(ctx, r.db.db, id, false)
}

// Create inserts every image with one statement in one transaction: all or,
// when a project is missing, none.
func (r *GalleryRepository) Create(ctx context.Context, images []*domain.GalleryImage) error {
	if len(images) == 0 {
		return nil
	}
	rows := make([]*galleryImageRow, len(images))
	projectIDs := make([]int64, len(images))
	for i, g := range images {
		rows[i] = newGalleryImageRow(g)
		rows[i].ID = 0
		projectIDs[i] = g.ProjectID
	}
	err := r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := requireProjects(ctx, tx, projectIDs...); err != nil {
			return err
		}
		if _, err := tx.NewInsert().Model(&rows).Exec(ctx); err != nil {
			return insertChildError(err, fmt.Sprintf("insert %d gallery images", len(rows)))
		}
		return nil
	})
	if err != nil {
		return err
	}
	for i, g := range images {
		g.ID = rows[i].ID
	}
	return nil
}

// Update reads the image (locked on PostgreSQL), applies fn and writes it
// back in one transaction. The id and project are kept whatever fn does.
func (r *GalleryRepository) Update(ctx context.Context, id int64, fn func(*domain.GalleryImage) error) (*domain.GalleryImage, error) {
	var out *domain.GalleryImage
	err := r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		old, err := findGalleryImage(ctx, tx, id, r.db.isPostgres())
		if err != nil {
			return err
		}
		g := *old
		if err := fn(&g); err != nil {
			return err
		}
		g.ID, g.ProjectID = old.ID, old.ProjectID
		if _, err := tx.NewUpdate().Model(newGalleryImageRow(&g)).WherePK().Exec(ctx); err != nil {
			return dbError(fmt.Sprintf("update gallery image %d", id), err)
		}
		out = &g
		return nil
	})
	return out, err
}

// Delete removes one image and returns what it was.
func (r *GalleryRepository) Delete(ctx context.Context, id int64) (*domain.GalleryImage, error) {
	var out *domain.GalleryImage
	err := r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		g, err := findGalleryImage(ctx, tx, id, r.db.isPostgres())
		if err != nil {
			return err
		}
		if _, err := tx.NewDelete().Model((*galleryImageRow)(nil)).Where("id = ?", id).Exec(ctx); err != nil {
			return dbError(fmt.Sprintf("delete gallery image %d", id), err)
		}
		out = g
		return nil
	})
	return out, err
}

func findGalleryImage(ctx context.Context, idb bun.IDB, id int64, lock bool) (*domain.GalleryImage, error) {
	var row galleryImageRow
	q := idb.NewSelect().Model(&row).Where("g.id = ?", id)
	if lock {
		q = q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, noRows(err, domain.MsgGalleryImageNotFound, fmt.Sprintf("find gallery image %d", id))
	}
	g := row.toDomain()
	return &g, nil
}

func galleryImages(rows []galleryImageRow) []domain.GalleryImage {
	out := make([]domain.GalleryImage, len(rows))
	for i := range rows {
		out[i] = rows[i].toDomain()
	}
	return out
}
