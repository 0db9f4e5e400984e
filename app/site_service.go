package app

import (
	"bytes"
	"context"
	_ "embed" // site_default.json
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"

	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// siteDefaultJSON is the document the first start stores: the home and
// About content the site shipped with before it was editable.
//
//go:embed site_default.json
var siteDefaultJSON []byte

// siteCacheKey is the one key of the site region: there is one document.
const siteCacheKey = "doc"

// DefaultSite returns the embedded default document, decoded strictly so a
// key the entity does not know fails here (and in the tests) rather than
// vanish on the first save.
//
// The fixed texts of the pages are not in the file: they start from their
// defaults (domain.SiteTextFields), the one place their words live.
func DefaultSite() (domain.Site, error) {
	dec := json.NewDecoder(bytes.NewReader(siteDefaultJSON))
	dec.DisallowUnknownFields()
	var s domain.Site
	s.SetDefaultTexts()
	domain.CentreFocalPoints(&s) // its images are centred, as any document without points
	// plainSite is Site without its methods: its UnmarshalJSON would
	// decode without DisallowUnknownFields.
	type plainSite domain.Site
	if err := dec.Decode((*plainSite)(&s)); err != nil {
		return domain.Site{}, fmt.Errorf("app: site_default.json: %w", err)
	}
	return s, nil
}

// SiteService owns the site document: it seeds it at the first start,
// answers GET /api/site cache-aside like the catalogue, and applies the
// admin's partial updates in one transaction, then publishes SiteSaved so
// every instance drops the cached document.
type SiteService struct {
	repo    domain.SiteRepository
	cache   domain.Cache
	events  domain.EventPublisher
	profile SiteProfile
	log     *slog.Logger
	// journal records each save in the save's transaction.
	journal *journal.Journal
	drafts  domain.DraftStore
}

// NewSiteService returns a SiteService. profile is the configured profile
// (config site.* and public_url): its name, email, location, tagline and
// socials are the first start's values only, its PublicURL is added to
// every answer. Every dependency is required; the journal records every
// save of the document in the activity log.
func NewSiteService(repo domain.SiteRepository, drafts domain.DraftStore, cache domain.Cache, events domain.EventPublisher, journal *journal.Journal, profile SiteProfile, log *slog.Logger) (*SiteService, error) {
	if repo == nil || drafts == nil || cache == nil || events == nil || journal == nil || log == nil {
		return nil, errors.New("app: a site repository, a draft store, a cache, an event publisher, a journal and a logger are required")
	}
	return &SiteService{repo: repo, drafts: drafts, cache: cache, events: events, journal: journal, profile: profile, log: log}, nil
}

// Behaviour is what the generic paths do with the site document (kind
// site, one item: SiteRevisionID): restore a revision, apply a schedule.
func (s *SiteService) Behaviour() KindBehaviour {
	return KindBehaviour{Kind: domain.KindSite, Due: s.Editorial(),
		Restore: func(ctx context.Context, _ int64, data []byte) (any, error) { return s.Restore(ctx, data) },
		RestoreGroup: func(ctx context.Context, _ int64, data []byte, members []string) (any, error) {
			return s.RestoreMembers(ctx, data, members)
		},
		Uses: func(ctx context.Context) ([]KindItem, error) {
			site, err := s.Site(ctx)
			if err != nil {
				return nil, err
			}
			return []KindItem{{Kind: domain.KindSite, ID: domain.SiteRevisionID, Title: "Site", Value: site}}, nil
		}}
}

// SiteEditorial is the drafts and schedules of the site document.
type SiteEditorial = Editorial[domain.Site, *domain.Site]

// Editorial returns the drafts and schedules of the site document (kind
// site, id 1): a draft of the whole document, published as one change.
func (s *SiteService) Editorial() *SiteEditorial {
	return &SiteEditorial{
		itemKind: itemKind[domain.Site]{
			journal: s.journal, events: s.events, kind: domain.RevisionSite,
			id:    func(*domain.Site) int64 { return domain.SiteRevisionID },
			title: func(*domain.Site) string { return "Site content" },
			saved: func(*domain.Site) domain.Event { return domain.SiteSaved{} },
		},
		drafts: s.drafts,
		find:   func(ctx context.Context, _ int64) (*domain.Site, error) { return s.repo.Get(ctx) },
		update: func(ctx context.Context, _ int64, fn func(*domain.Site) error) (*domain.Site, error) {
			return s.repo.Update(ctx, fn)
		},
	}
}

// PublicURL is the site's configured address, which every answer of the
// document carries.
func (s *SiteService) PublicURL() string { return s.profile.PublicURL }

// firstDocument is the document a fresh database starts with: the
// defaults with the configured profile over them. An empty setting keeps
// the default, so a partial configuration still gives a whole document.
func (s *SiteService) firstDocument() (*domain.Site, error) {
	doc, err := DefaultSite()
	if err != nil {
		return nil, err
	}
	p := s.profile
	for dst, src := range map[*string]string{&doc.Name: p.Name, &doc.Email: p.Email, &doc.Location: p.Location, &doc.Tagline: p.Tagline} {
		if src != "" {
			*dst = src
		}
	}
	if len(p.Socials) > 0 {
		doc.Socials = make([]domain.SiteSocial, len(p.Socials))
		for i, so := range p.Socials {
			doc.Socials[i] = domain.SiteSocial{Platform: domain.SocialPlatformKey(so.Platform), Label: so.Label, URL: so.URL}
		}
	}
	if err := doc.Validate(); err != nil {
		return nil, fmt.Errorf("app: the configured site profile (site.*) breaks a rule: %s: %w", domain.ErrorMessage(err), err)
	}
	return &doc, nil
}

// EnsureSeeded stores the first document unless the database has one and
// reports whether it did. The composition root calls it after migrating;
// safe when several instances start at once (one stores, none fails). A
// configured profile that breaks the document's rules is an error here,
// so the operator learns at start rather than from the admin's first save.
func (s *SiteService) EnsureSeeded(ctx context.Context) (bool, error) {
	doc, err := s.firstDocument()
	if err != nil {
		return false, err
	}
	seeded, err := s.repo.SeedIfEmpty(ctx, doc)
	if err != nil {
		return false, fmt.Errorf("seed site document: %w", err)
	}
	if seeded {
		publishCommitted(ctx, s.events, domain.SiteSaved{})
	}
	return seeded, nil
}

// Site returns the stored document with the public URL, from the database.
// A database never seeded (a command that skipped the start-up) is seeded
// first, so readers never see "not found".
func (s *SiteService) Site(ctx context.Context) (*domain.Site, error) {
	doc, err := s.repo.Get(ctx)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		if _, err = s.EnsureSeeded(ctx); err != nil {
			return nil, err
		}
		doc, err = s.repo.Get(ctx)
	}
	if err != nil {
		return nil, err
	}
	doc.PublicURL = s.profile.PublicURL
	return doc, nil
}

// Document answers GET /api/site: visitors through the shared cache (a
// cache failure falls back to the database, so the site keeps answering),
// an administrator straight from the database, as the catalogue does.
func (s *SiteService) Document(ctx context.Context, v Viewer) (domain.CacheEntry, error) {
	if v.Preview {
		doc, err := s.Editorial().current(ctx, domain.SiteRevisionID)
		if err != nil {
			return domain.CacheEntry{}, err
		}
		doc.PublicURL = s.profile.PublicURL
		return NewEntry(doc)
	}
	if v.Admin {
		return s.load(ctx)
	}
	return cacheAside(ctx, s.cache, s.log, domain.RegionSite, siteCacheKey, s.load)
}

func (s *SiteService) load(ctx context.Context) (domain.CacheEntry, error) {
	doc, err := s.Site(ctx)
	if err != nil {
		return domain.CacheEntry{}, err
	}
	return NewEntry(doc)
}

// Update applies a partial update (domain.SitePatch: present members
// change, seo/hero/biography/venture merge member by member, lists are
// replaced), validates the whole result and saves it in one
// read-modify-write transaction, so an invalid patch stores nothing and a
// concurrent save cannot be lost. SiteSaved is published after the commit;
// the answer is the new document.
func (s *SiteService) Update(ctx context.Context, p domain.SitePatch) (domain.CacheEntry, error) {
	return s.change(ctx, domain.ActionUpdate, func(doc *domain.Site) error {
		p.Apply(doc)
		return nil
	})
}

// Restore makes the site document the state data holds (a revision's):
// every member takes its value from data. It is recorded like an update,
// and the document it replaces is kept as a new revision.
func (s *SiteService) Restore(ctx context.Context, data []byte) (domain.CacheEntry, error) {
	return s.change(ctx, domain.ActionRestore, func(doc *domain.Site) error {
		var saved domain.Site
		if err := json.Unmarshal(data, &saved); err != nil {
			return fmt.Errorf("the revision no longer fits the site document: %w", err)
		}
		saved.PublicURL = doc.PublicURL // configuration, never stored
		*doc = saved
		return nil
	})
}

// RestoreMembers makes only members (a Site tab group's,
// domain.SiteGroups) of the site document those of the state data holds
// (a revision's, read as Restore reads it); every other member keeps its
// value. Recorded like an update (its fields are the members that
// changed), the document it replaces kept as a new revision.
func (s *SiteService) RestoreMembers(ctx context.Context, data []byte, members []string) (domain.CacheEntry, error) {
	return s.change(ctx, domain.ActionRestore, func(doc *domain.Site) error {
		var saved domain.Site
		if err := json.Unmarshal(data, &saved); err != nil {
			return fmt.Errorf("the revision no longer fits the site document: %w", err)
		}
		then := membersOf(&saved)
		part := make(map[string]json.RawMessage, len(members))
		for _, m := range members {
			if v, ok := then[m]; ok {
				part[m] = v
			}
		}
		return overlay(doc, part)
	})
}

// change is the read-modify-write of Update and Restore: apply, validate,
// save, record under action and keep the replaced document as a revision,
// in one transaction, then publish SiteSaved; the answer is the new
// document.
func (s *SiteService) change(ctx context.Context, action string, apply func(*domain.Site) error) (domain.CacheEntry, error) {
	update := func() (*domain.Site, error) {
		var saved *domain.Site
		err := s.journal.InTx(ctx, func(ctx context.Context) error {
			var before domain.Site
			var err error
			saved, err = s.repo.Update(ctx, func(doc *domain.Site) error {
				before = *doc
				if err := apply(doc); err != nil {
					return err
				}
				return doc.Validate()
			})
			if err != nil {
				return err
			}
			fields := changedFields(before, saved)
			if err := s.journal.Revise(ctx, domain.RevisionSite, domain.SiteRevisionID, before, fields); err != nil {
				return err
			}
			return s.journal.Record(ctx, domain.ActivityEntry{
				Action: action, Kind: domain.ActivitySite, Title: "Site content", Fields: fields,
			})
		})
		return saved, err
	}
	doc, err := update()
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		if _, err = s.EnsureSeeded(ctx); err == nil {
			doc, err = update()
		}
	}
	if err != nil {
		return domain.CacheEntry{}, err
	}
	publishCommitted(ctx, s.events, domain.SiteSaved{})
	doc.PublicURL = s.profile.PublicURL
	return NewEntry(doc)
}
