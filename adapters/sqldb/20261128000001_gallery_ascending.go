package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// One priority rule (issue 24): gallery priorities written when the
// gallery showed the highest first are rewritten into the same order
// lowest first (galleryFlip), the trash's gallery images with them, and
// the images drafts and revisions hold (galleryFlip.flipKept). Down flips
// them back the same way: the order is kept both ways.

func registerGalleryAscending(m *migrate.Migrations) {
	flip := func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error { return flipGalleryOrder(ctx, tx) })
	}
	m.MustRegister(flip, flip)
}

// galleryPriorityV1 is what the migration reads of a gallery image.
type galleryPriorityV1 struct {
	bun.BaseModel `bun:"table:portfolio_gallery_images"`
	ID            int64 `bun:"id,pk"`
	ProjectID     int64 `bun:"project_id"`
	Priority      int   `bun:"priority"`
}

// trashPayloadV1 is what the migration reads of a trash entry.
type trashPayloadV1 struct {
	bun.BaseModel `bun:"table:trash"`
	Kind          string `bun:"kind,pk"`
	ItemID        int64  `bun:"item_id,pk"`
	Payload       string `bun:"payload"`
}

// draftDataV1 is what the migration reads of a draft.
type draftDataV1 struct {
	bun.BaseModel `bun:"table:drafts"`
	Kind          string `bun:"kind,pk"`
	ItemID        int64  `bun:"item_id,pk"`
	Data          string `bun:"data"`
}

// revisionDataV1 is what the migration reads of a revision.
type revisionDataV1 struct {
	bun.BaseModel `bun:"table:revisions"`
	Kind          string `bun:"kind,pk"`
	ItemID        int64  `bun:"item_id,pk"`
	Rev           int    `bun:"rev,pk"`
	Data          string `bun:"data"`
}

// flipGalleryOrder rewrites every gallery priority, live and in the
// trash, with one galleryFlip over both; then the drafts' and revisions'.
func flipGalleryOrder(ctx context.Context, tx bun.Tx) error {
	withImages := bun.In([]string{"gallery", "project"})
	var images []galleryPriorityV1
	if err := tx.NewSelect().Model(&images).Scan(ctx); err != nil {
		return fmt.Errorf("read gallery priorities: %w", err)
	}
	var trash []trashPayloadV1
	if err := tx.NewSelect().Model(&trash).Where("kind IN (?)", withImages).Scan(ctx); err != nil {
		return fmt.Errorf("read the trash's galleries: %w", err)
	}
	var drafts []draftDataV1
	if err := tx.NewSelect().Model(&drafts).Where("kind IN (?)", withImages).Scan(ctx); err != nil {
		return fmt.Errorf("read the drafts' galleries: %w", err)
	}
	var revisions []revisionDataV1
	if err := tx.NewSelect().Model(&revisions).Where("kind IN (?)", withImages).Scan(ctx); err != nil {
		return fmt.Errorf("read the revisions' galleries: %w", err)
	}
	f := galleryFlip{}
	for i := range images {
		f.see(images[i].ProjectID, &images[i].Priority)
	}
	for _, t := range trash {
		if _, _, err := trashGalleryImages(t.Kind, []byte(t.Payload), f.see); err != nil {
			return fmt.Errorf("trash %s %d: %w", t.Kind, t.ItemID, err)
		}
	}
	projects := map[int64]bool{}
	for _, g := range images {
		projects[g.ProjectID] = true
	}
	for projectID := range projects {
		if _, err := tx.NewUpdate().Model((*galleryPriorityV1)(nil)).
			Set("priority = ? - priority", f[projectID]).Where("project_id = ?", projectID).Exec(ctx); err != nil {
			return fmt.Errorf("rewrite the gallery priorities of project %d: %w", projectID, err)
		}
	}
	for _, t := range trash {
		payload, changed, err := trashGalleryImages(t.Kind, []byte(t.Payload), f.flip)
		if err != nil {
			return fmt.Errorf("trash %s %d: %w", t.Kind, t.ItemID, err)
		}
		if !changed {
			continue
		}
		if _, err := tx.NewUpdate().Model((*trashPayloadV1)(nil)).Set("payload = ?", string(payload)).
			Where("kind = ? AND item_id = ?", t.Kind, t.ItemID).Exec(ctx); err != nil {
			return fmt.Errorf("rewrite trash %s %d: %w", t.Kind, t.ItemID, err)
		}
	}
	for i := range drafts {
		d := &drafts[i]
		data, changed, err := trashGalleryImages(d.Kind, []byte(d.Data), f.flipKept)
		if err != nil {
			return fmt.Errorf("draft %s %d: %w", d.Kind, d.ItemID, err)
		}
		if !changed {
			continue
		}
		d.Data = string(data)
		if _, err := tx.NewUpdate().Model(d).Column("data").WherePK().Exec(ctx); err != nil {
			return fmt.Errorf("rewrite draft %s %d: %w", d.Kind, d.ItemID, err)
		}
	}
	for i := range revisions {
		r := &revisions[i]
		data, changed, err := trashGalleryImages(r.Kind, []byte(r.Data), f.flipKept)
		if err != nil {
			return fmt.Errorf("revision %d of %s %d: %w", r.Rev, r.Kind, r.ItemID, err)
		}
		if !changed {
			continue
		}
		r.Data = string(data)
		if _, err := tx.NewUpdate().Model(r).Column("data").WherePK().Exec(ctx); err != nil {
			return fmt.Errorf("rewrite revision %d of %s %d: %w", r.Rev, r.Kind, r.ItemID, err)
		}
	}
	return nil
}
