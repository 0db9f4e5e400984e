package app

import (
	"context"
	"errors"
	"slices"

	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// History reads the revisions of every kind of item (the states their
// changes replaced, kept by the Journal) and restores them through the
// behaviour of the item's kind (KindBehaviour.Restore).
type History struct {
	journal    *journal.Journal
	kinds      *domain.Kinds
	behaviours kindBehaviours
}

// NewHistory returns the history of the content and the site document;
// both are required. A kind that declares a history without a behaviour
// to restore it is an error.
func NewHistory(content *ContentService, site *SiteService) (*History, error) {
	if content == nil || site == nil {
		return nil, errors.New("app: the history needs the content and site services")
	}
	bs := append(slices.Clone(content.behaviours), site.Behaviour())
	if err := checkCovered(content.kinds, bs, historyNeeds()); err != nil {
		return nil, err
	}
	return &History{journal: content.journal, kinds: content.kinds, behaviours: bs}, nil
}

// revisionKind returns the kind s names, or EINVALID.
func (h *History) revisionKind(s string) (string, error) {
	k, ok := h.kinds.Parse(s, domain.WithHistory)
	if !ok {
		return "", &domain.Error{Code: domain.EINVALID, Message: domain.MsgRevisionKindUnknown,
			Fields: map[string]string{"kind": domain.MsgRevisionKindUnknown}}
	}
	return string(k), nil
}

// List returns the revisions of one item, newest first, without their
// states. EINVALID for an unknown kind.
func (h *History) List(ctx context.Context, kind string, id int64) ([]domain.Revision, error) {
	k, err := h.revisionKind(kind)
	if err != nil {
		return nil, err
	}
	return h.journal.Revisions(ctx, k, id)
}

// Get returns one revision with its state. EINVALID, ENOTFOUND.
func (h *History) Get(ctx context.Context, kind string, id int64, rev int) (*domain.Revision, error) {
	k, err := h.revisionKind(kind)
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
	b, err := h.behaviours.of(domain.Kind(r.Kind))
	if err != nil || b.Restore == nil {
		return nil, domain.Errorf(domain.EINVALID, "Items of this kind have no history to restore")
	}
	return b.Restore(ctx, id, r.Data)
}

// RestoreGroup is Restore of one group of the item's members (one of its
// kind's KindSpec.Groups: a Site tab group of the site document): those
// members take the revision's values, every other keeps the value it has
// now. EINVALID for a kind without groups or a group it does not have
// (the message names its groups), else as Restore.
func (h *History) RestoreGroup(ctx context.Context, kind string, id int64, rev int, group string) (any, error) {
	k, err := h.revisionKind(kind)
	if err != nil {
		return nil, err
	}
	g, err := h.kinds.Group(domain.Kind(k), group)
	if err != nil {
		return nil, err
	}
	r, err := h.journal.Revision(ctx, k, id, rev)
	if err != nil {
		return nil, err
	}
	b, err := h.behaviours.of(domain.Kind(r.Kind))
	if err != nil || b.RestoreGroup == nil {
		return nil, domain.Errorf(domain.EINVALID, "Items of this kind have no history to restore")
	}
	return b.RestoreGroup(ctx, id, r.Data, g.Members)
}
