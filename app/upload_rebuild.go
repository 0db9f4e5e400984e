package app

import (
	"context"
	"fmt"

	"github.com/portfolio-site/portfolio/domain"
)

// RebuildProgress is what Rebuild reports after each original: its place
// in the list (1-based) of total, its name, the copies made of it (none
// when all were there) and why none could be made (nil when they could).
type RebuildProgress struct {
	Index, Total int
	Name         string
	Made         []string
	Err          error
}

// RebuildResult counts what Rebuild did.
type RebuildResult struct {
	// Originals is how many uploaded originals were looked at; Made how
	// many copies were stored; Failed how many originals no copy could be
	// made of (not a valid image, over the limits).
	Originals, Made, Failed int
}

// Rebuild makes the missing copies of every stored original: its resized
// variants in every format (domain.ImageVariantTypes: the AVIF copies of
// uploads from before AVIF, or of a restored backup, which carries no
// copies) and its centred share copy (a copy cut around another focal
// point is made when first asked for, as Open does). One original at a time, each decoded once in
// the image processor's slot, so the site keeps serving; what is stored
// stays stored, so a run stopped halfway goes on where it was when run
// again, and a run with nothing missing writes nothing. progress, when not
// nil, is called after each original. An original no copy can be made of
// is counted and reported, not an error; a store that fails is.
func (s *UploadService) Rebuild(ctx context.Context, progress func(RebuildProgress)) (RebuildResult, error) {
	var res RebuildResult
	names, err := s.blobs.List(ctx)
	if err != nil {
		return res, fmt.Errorf("rebuild: list uploads: %w", err)
	}
	var originals []string
	for _, n := range names {
		if t, ok := domain.ImageTypeByName(n); ok && t != domain.AVIFVariantType() && !domain.IsDerivedImageName(n) {
			originals = append(originals, n)
		}
	}
	res.Originals = len(originals)
	for i, name := range originals {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		base := baseOf(name)
		var made []string
		// The original's lock keeps a delete of it from the media library
		// out while its copies are made: the delete then finds them all.
		err := s.withOriginal(ctx, base, func() error {
			var err error
			made, err = s.makeMissing(ctx, base, domain.ImageVariantTypes())
			if err == nil {
				var share bool
				if share, err = s.makeShareImage(ctx, base, domain.SharePointOf(domain.FocalCentre, domain.FocalCentre)); share {
					made = append(made, domain.ShareImageName(base))
				}
			}
			// An upload deleted while its copies were being made: the
			// delete may have removed them before they were written, so
			// they go here. The lock rules that out within this process;
			// this look is for a delete by another instance (PostgreSQL
			// and S3), which the lock does not reach, and it narrows the
			// window there without closing it.
			if len(made) > 0 {
				if b, oerr := s.blobs.Open(ctx, name); oerr == nil {
					_ = b.Close()
				} else if domain.ErrorCode(oerr) == domain.ENOTFOUND {
					for _, m := range made {
						_ = s.blobs.Delete(ctx, m)
					}
					made = nil
				}
			}
			return err
		})
		res.Made += len(made)
		p := RebuildProgress{Index: i + 1, Total: len(originals), Name: name, Made: made}
		switch domain.ErrorCode(err) {
		case "":
		case domain.ENOTFOUND:
			res.Failed++
			p.Err = err
		default:
			return res, fmt.Errorf("rebuild: %s: %w", name, err)
		}
		if progress != nil {
			progress(p)
		}
	}
	return res, nil
}
