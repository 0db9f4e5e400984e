package app

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// Previews (issue 23): a link, random and unguessable, that shows the whole
// public site rendered by the server as it will look with every current
// draft applied, to anyone who has it, until it expires or is revoked.
// A preview read (Viewer.Preview) never touches the public cache.

// PreviewService hands out, lists and revokes preview links. A token is
// stored as its hash, looked up by it, and sealed with the server's key
// for the owner's list (domain.Preview): the owner can copy a live link
// again, as the dashboard has always allowed, while the database alone
// opens none.
type PreviewService struct {
	store  domain.PreviewStore
	clock  domain.Clock
	sealer domain.SecretSealer
}

// previewSealUser is the "user" the tokens are sealed for: previews are
// the site's, not one administrator's.
const previewSealUser = 0

// NewPreviewService returns the preview links of store; all are required.
func NewPreviewService(store domain.PreviewStore, clock domain.Clock, sealer domain.SecretSealer) (*PreviewService, error) {
	if store == nil || clock == nil || sealer == nil {
		return nil, errors.New("app: previews need a store, a clock and a sealer")
	}
	return &PreviewService{store: store, clock: clock, sealer: sealer}, nil
}

// Create makes a new preview link that lasts until expiresAt (zero: the
// default lifetime, 7 days); the token is its unguessable part.
func (s *PreviewService) Create(ctx context.Context, expiresAt time.Time) (*domain.Preview, error) {
	now := s.clock.Now()
	if expiresAt.IsZero() {
		expiresAt = now.Add(domain.DefaultPreviewLifetime)
	}
	if !expiresAt.After(now) || expiresAt.After(now.Add(domain.MaxPreviewLifetime)) {
		return nil, &domain.Error{Code: domain.EINVALID, Message: "expiresAt: " + domain.MsgPreviewExpiry,
			Fields: map[string]string{"expiresAt": domain.MsgPreviewExpiry}}
	}
	raw := make([]byte, 24)
	_, _ = rand.Read(raw) // crypto/rand.Read never fails
	token := base64.RawURLEncoding.EncodeToString(raw)
	sealed, err := s.sealer.Seal(ctx, previewSealUser, token)
	if err != nil {
		return nil, fmt.Errorf("seal a preview token: %w", err)
	}
	p := &domain.Preview{Token: token, TokenHash: domain.PreviewTokenHash(token), SealedToken: sealed, CreatedAt: now, ExpiresAt: expiresAt, Actor: journal.ActorFrom(ctx).Name}
	if err := s.store.Create(ctx, p); err != nil {
		return nil, err
	}
	return p, nil
}

// List returns the previews that have not expired, newest first (the
// expired ones are deleted on the way), each with its token opened from
// the seal; a token that does not open (a preview made before tokens were
// sealed, or a changed server key) is left empty: that link still works
// but was shown only when it was made.
func (s *PreviewService) List(ctx context.Context) ([]domain.Preview, error) {
	if _, err := s.store.DeleteExpired(ctx, s.clock.Now()); err != nil {
		return nil, err
	}
	list, err := s.store.List(ctx)
	if err != nil {
		return nil, err
	}
	for i := range list {
		if list[i].SealedToken == "" {
			continue
		}
		if token, err := s.sealer.Open(ctx, previewSealUser, list[i].SealedToken); err == nil && domain.PreviewTokenHash(token) == list[i].TokenHash {
			list[i].Token = token
		}
	}
	return list, nil
}

// Revoke deletes a preview: its link answers 404 from then on. ENOTFOUND.
func (s *PreviewService) Revoke(ctx context.Context, id int64) error {
	return s.store.Delete(ctx, id)
}

// Open says whether token is a live preview's: ENOTFOUND for an unknown,
// revoked or expired one.
func (s *PreviewService) Open(ctx context.Context, token string) (*domain.Preview, error) {
	if token == "" || len(token) > 64 || !domain.IsText(token, false) {
		return nil, &domain.Error{Code: domain.ENOTFOUND, Message: domain.MsgPreviewNotFound}
	}
	p, err := s.store.FindByTokenHash(ctx, domain.PreviewTokenHash(token))
	if err != nil {
		return nil, err
	}
	if !p.ExpiresAt.After(s.clock.Now()) {
		return nil, &domain.Error{Code: domain.ENOTFOUND, Message: domain.MsgPreviewNotFound}
	}
	return p, nil
}

// draftMembersByKind reads every draft: kind → id → the draft's members.
func draftMembersByKind(ctx context.Context, drafts domain.DraftStore) (map[string]map[int64]map[string]json.RawMessage, error) {
	list, err := drafts.Drafts(ctx)
	if err != nil {
		return nil, err
	}
	out := map[string]map[int64]map[string]json.RawMessage{}
	for _, d := range list {
		if out[d.Kind] == nil {
			out[d.Kind] = map[int64]map[string]json.RawMessage{}
		}
		out[d.Kind][d.ItemID] = draftMembers(d.Data)
	}
	return out, nil
}

// previewEntry is data (a list or one item of region's kind) with every
// draft applied: an item with a draft takes its members (but for what the
// store owns and its children, which take their own drafts), and a list
// leaves out what the drafts leave inactive.
func previewEntry(ctx context.Context, drafts domain.DraftStore, kinds *domain.Kinds, region domain.CacheRegion, data any) (domain.CacheEntry, error) {
	body, err := json.Marshal(data)
	if err != nil {
		return domain.CacheEntry{}, err
	}
	byKind, err := draftMembersByKind(ctx, drafts)
	if err != nil {
		return domain.CacheEntry{}, err
	}
	// The kind whose items the region's lists hold (KindSpec.ListRegion);
	// none for the site document, whose preview reads its own draft.
	var kind domain.Kind
	if k := kinds.Where(func(s domain.KindSpec) bool { return s.ListRegion == region }); len(k) > 0 {
		kind = k[0]
	}
	var list []map[string]json.RawMessage
	if json.Unmarshal(body, &list) == nil && list != nil {
		out := make([]map[string]json.RawMessage, 0, len(list))
		for _, item := range list {
			applyItemDrafts(kinds, item, kind, byKind)
			if shown(item) {
				out = append(out, item)
			}
		}
		return NewEntry(out)
	}
	var item map[string]json.RawMessage
	if json.Unmarshal(body, &item) != nil || item == nil {
		return domain.CacheEntry{Body: body, ETag: domain.ETagOf(body)}, nil
	}
	applyItemDrafts(kinds, item, kind, byKind)
	return NewEntry(item)
}

// applyItemDrafts overlays item (of kind) with its draft, and its
// children (the kinds whose Parent is kind: a project's links and gallery
// images) with theirs.
func applyItemDrafts(kinds *domain.Kinds, item map[string]json.RawMessage, kind domain.Kind, byKind map[string]map[int64]map[string]json.RawMessage) {
	var id int64
	_ = json.Unmarshal(item["id"], &id)
	for k, v := range byKind[string(kind)][id] {
		if !slices.Contains(ignoredFields, k) {
			item[k] = v
		}
	}
	for _, child := range kinds.All() {
		if kind == "" || child.Parent != kind || child.ParentMember == "" {
			continue
		}
		var children []map[string]json.RawMessage
		if json.Unmarshal(item[child.ParentMember], &children) != nil || children == nil {
			continue
		}
		for _, c := range children {
			applyItemDrafts(kinds, c, child.ID, byKind)
		}
		if b, err := json.Marshal(children); err == nil {
			item[child.ParentMember] = b
		}
	}
}

// shown is false for an item its draft leaves inactive.
func shown(item map[string]json.RawMessage) bool {
	active, ok := item["isActive"]
	return !ok || string(active) != "false"
}
