package sqldb

import (
	"context"
	"fmt"
	"slices"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.GalleryRepository = (*GalleryRepository)(nil)

// galleryOrder lists gallery images lowest priority first, then by id.
const galleryOrder = "g.priority ASC, g.id ASC"

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

// List returns every gallery image, lowest priority first; when
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

// ListByProject returns the images of one project, lowest priority first.
func (r *GalleryRepository) ListByProject(ctx context.Context, projectID int64) ([]domain.GalleryImage, error) {
	var rows []galleryImageRow
	if err := r.db.idb(ctx).NewSelect().Model(&rows).Where("g.project_id = ?", projectID).OrderExpr(galleryOrder).Scan(ctx); err != nil {
		return nil, dbError(fmt.Sprintf("list gallery images of project %d", projectID), err)
	}
	return galleryImages(rows), nil
}

// Reorder exchanges the places of a and b (domain.SwapGalleryPlaces) in
// one transaction. On PostgreSQL it locks their project's row, so moves in
// one gallery take turns, then the gallery's rows (FOR UPDATE), so an
// edit cannot slip between the read and the write; an SQLite write
// transaction is alone anyway.
func (r *GalleryRepository) Reorder(ctx context.Context, a, b int64) ([]domain.GalleryImage, error) {
	var out []domain.GalleryImage
	err := r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var pair []galleryImageRow
		if err := tx.NewSelect().Model(&pair).Where("g.id IN (?)", bun.List([]int64{a, b})).Scan(ctx); err != nil {
			return dbError(fmt.Sprintf("read gallery images %d and %d", a, b), err)
		}
		if len(pair) != len(slices.Compact([]int64{a, b})) {
			return notFound(domain.MsgGalleryImageNotFound)
		}
		projectID := pair[0].ProjectID
		if pair[len(pair)-1].ProjectID != projectID {
			ga, gb := pair[0].toDomain(), pair[1].toDomain()
			_, err := domain.SwapGalleryPlaces(&ga, &gb, nil)
			return err
		}
		if r.db.isPostgres() {
			if _, err := tx.NewSelect().Model((*projectRow)(nil)).Column("p.id").Where("p.id = ?", projectID).For("UPDATE").Exec(ctx); err != nil {
				return dbError(fmt.Sprintf("lock project %d", projectID), err)
			}
		}
		gallery, err := r.lockGallery(ctx, tx, projectID)
		if err != nil {
			return err
		}
		ia := slices.IndexFunc(gallery, func(g domain.GalleryImage) bool { return g.ID == a })
		ib := slices.IndexFunc(gallery, func(g domain.GalleryImage) bool { return g.ID == b })
		if ia < 0 || ib < 0 {
			return notFound(domain.MsgGalleryImageNotFound)
		}
		priorities, err := domain.SwapGalleryPlaces(&gallery[ia], &gallery[ib], gallery)
		if err != nil {
			return err
		}
		for id, prio := range priorities {
			if _, err := tx.NewUpdate().Model((*galleryImageRow)(nil)).Set("priority = ?", prio).
				Where("id = ?", id).Exec(ctx); err != nil {
				return dbError(fmt.Sprintf("update priority of gallery image %d", id), err)
			}
		}
		out, err = r.lockGallery(ctx, tx, projectID)
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// lockGallery returns the images of one project in their order, locked on
// PostgreSQL.
func (r *GalleryRepository) lockGallery(ctx context.Context, tx bun.Tx, projectID int64) ([]domain.GalleryImage, error) {
	var rows []galleryImageRow
	q := tx.NewSelect().Model(&rows).Where("g.project_id = ?", projectID).OrderExpr(galleryOrder)
	if err := r.db.selectForUpdate(q).Scan(ctx); err != nil {
		return nil, dbError(fmt.Sprintf("lock the gallery of project %d", projectID), err)
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
