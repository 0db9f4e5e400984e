package app

import (
	"context"
	"errors"

	"github.com/portfolio-site/portfolio/domain"
)

// History reads the revisions of every kind of item (the states their
// changes replaced, kept by the Journal) and restores them.
type History struct {
	journal *Journal
	// restorers make an item of a kind the state of one of its revisions
	// and return it as the API shows it.
	restorers map[string]restorer
}

// restorer makes item id the state data holds and returns it.
type restorer func(ctx context.Context, id int64, data []byte) (any, error)

// NewHistory returns the history of the content and the site document;
// both are required.
func NewHistory(content *ContentService, site *SiteService) (*History, error) {
	if content == nil || site == nil {
		return nil, errors.New("app: the history needs the content and site services")
	}
	return &History{journal: content.journal, restorers: map[string]restorer{
		string(domain.TrashProject): func(ctx context.Context, id int64, data []byte) (any, error) {
			return content.RestoreProject(ctx, id, data)
		},
		string(domain.TrashLink): func(ctx context.Context, id int64, data []byte) (any, error) {
			return content.RestoreLink(ctx, id, data)
		},
		string(domain.TrashGallery): func(ctx context.Context, id int64, data []byte) (any, error) {
			return content.RestoreGalleryImage(ctx, id, data)
		},
		string(domain.TrashCollaboration): func(ctx context.Context, id int64, data []byte) (any, error) {
			return content.Collaborations().Restore(ctx, id, data)
		},
		string(domain.TrashMedia): func(ctx context.Context, id int64, data []byte) (any, error) {
			return content.Media().Restore(ctx, id, data)
		},
		string(domain.TrashInvestment): func(ctx context.Context, id int64, data []byte) (any, error) {
			return content.Investments().Restore(ctx, id, data)
		},
		domain.RevisionLayout: func(ctx context.Context, id int64, data []byte) (any, error) {
			return content.SectionLayouts().Restore(ctx, id, data)
		},
		domain.RevisionSite: func(ctx context.Context, _ int64, data []byte) (any, error) {
			return site.Restore(ctx, data)
		},
	}}, nil
}

// revisionKind returns the kind s names, or EINVALID.
func revisionKind(s string) (string, error) {
	k, ok := domain.ParseRevisionKind(s)
	if !ok {
		return "", &domain.Error{Code: domain.EINVALID, Message: domain.MsgRevisionKindUnknown,
			Fields: map[string]string{"kind": domain.MsgRevisionKindUnknown}}
	}
	return k, nil
}

// List returns the revisions of one item, newest first, without their
// states. EINVALID for an unknown kind.
func (h *History) List(ctx context.Context, kind string, id int64) ([]domain.Revision, error) {
	k, err := revisionKind(kind)
	if err != nil {
		return nil, err
	}
	return h.journal.Revisions(ctx, k, id)
}

// Get returns one revision with its state. EINVALID, ENOTFOUND.
func (h *History) Get(ctx context.Context, kind string, id int64, rev int) (*domain.Revision, error) {
	k, err := revisionKind(kind)
	if err != nil {
		return nil, err
	}
	return h.journal.Revision(ctx, k, id, rev)
}

// Restore makes the item the state of its revision rev and returns it as
// the API shows it: one change, recorded, announced to every cache, and
// keeping the state it replaces as a new revision. EINVALID, ENOTFOUND (no
// such revision), ECONFLICT (the item is in the trash or gone).
func (h *History) Restore(ctx context.Context, kind string, id int64, rev int) (any, error) {
	r, err := h.Get(ctx, kind, id, rev)
	if err != nil {
		return nil, err
	}
	restore, ok := h.restorers[r.Kind]
	if !ok {
		return nil, domain.Errorf(domain.EINVALID, "Items of this kind have no history to restore")
	}
	return restore(ctx, id, r.Data)
}
