package app

import (
	"context"

	"github.com/portfolio-site/portfolio/domain"
)

// MsgGallerySwapSelf is the message of a gallery move that names one image
// twice.
const MsgGallerySwapSelf = "Cannot swap a gallery image with itself"

// SwapGalleryImages exchanges the places of two images of one gallery, as
// the Manage Project Gallery arrows do (domain.SwapGalleryPlaces: equal
// priorities still move, the tied gallery renumbered), in one transaction
// that records an update and keeps a revision of every image whose
// priority changed. It returns the gallery in its new order. EINVALID when
// a and b are one image or of two projects, ENOTFOUND when either is
// missing; nothing changes then.
func (s *ContentService) SwapGalleryImages(ctx context.Context, a, b int64) ([]domain.GalleryImage, error) {
	if a == b {
		return nil, &domain.Error{Code: domain.EINVALID, Message: MsgGallerySwapSelf, Fields: map[string]string{"ids": "Must name two different images"}}
	}
	var after []domain.GalleryImage
	var changed []int64
	err := s.journal.InTx(ctx, func(ctx context.Context) error {
		first, err := s.gallery.Find(ctx, a)
		if err != nil {
			return err
		}
		gallery, err := s.gallery.ListByProject(ctx, first.ProjectID)
		if err != nil {
			return err
		}
		before := make(map[int64]domain.GalleryImage, len(gallery))
		for _, g := range gallery {
			before[g.ID] = g
		}
		if after, err = s.gallery.Reorder(ctx, a, b); err != nil {
			return err
		}
		for i := range after {
			g := &after[i]
			old, ok := before[g.ID]
			if !ok || old.Priority == g.Priority {
				continue
			}
			if err := s.journal.Revise(ctx, string(domain.KindGallery), g.ID, &old, changedFields(&old, g)); err != nil {
				return err
			}
			if err := s.galleryKind().record(ctx, domain.ActionUpdate, g, []string{"priority"}); err != nil {
				return err
			}
			changed = append(changed, g.ID)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(after) > 0 && len(changed) > 0 {
		publishCommitted(ctx, s.events, domain.GalleryImagesSaved{ImageIDs: changed, ProjectIDs: []int64{after[0].ProjectID}})
	}
	return after, nil
}
