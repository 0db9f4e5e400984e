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

// GalleryRepository is the SQL domain.GalleryRepository; finding, updating
// and deleting are the children's shared code.
type GalleryRepository struct {
	childRepository[domain.GalleryImage, galleryImageRow, *galleryImageRow]
}

// NewGalleryRepository returns the gallery image repository of db.
func NewGalleryRepository(db *DB) *GalleryRepository {
	return &GalleryRepository{childRepository[domain.GalleryImage, galleryImageRow, *galleryImageRow]{
		db: db, noun: "gallery image", notFound: domain.MsgGalleryImageNotFound,
	}}
}

// List returns every gallery image, highest priority first; when
// activeProjectsOnly is set the images of inactive projects are left out.
func (r *GalleryRepository) List(ctx context.Context, activeProjectsOnly bool) ([]domain.GalleryImage, error) {
	var rows []galleryImageRow
	q := r.db.idb(ctx).NewSelect().Model(&rows).OrderExpr(galleryOrder)
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
	if err := r.db.idb(ctx).NewSelect().Model(&rows).Where("g.project_id = ?", projectID).OrderExpr(galleryOrder).Scan(ctx); err != nil {
		return nil, dbError(fmt.Sprintf("list gallery images of project %d", projectID), err)
	}
	return galleryImages(rows), nil
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

func galleryImages(rows []galleryImageRow) []domain.GalleryImage {
	out := make([]domain.GalleryImage, len(rows))
	for i := range rows {
		out[i] = rows[i].toDomain()
	}
	return out
}
