package app

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// TrashConfig says how long the trash and the activity log keep things.
type TrashConfig struct {
	// Retention is how long a deleted item stays restorable (30 days).
	Retention time.Duration
	// ActivityRetention is how long the activity log keeps an entry (180 days).
	ActivityRetention time.Duration
}

// Default retentions.
const (
	DefaultTrashRetention    = 30 * 24 * time.Hour
	DefaultActivityRetention = 180 * 24 * time.Hour
)

func (c TrashConfig) withDefaults() TrashConfig {
	if c.Retention <= 0 {
		c.Retention = DefaultTrashRetention
	}
	if c.ActivityRetention <= 0 {
		c.ActivityRetention = DefaultActivityRetention
	}
	return c
}

// TrashService moves deleted content to the trash and back. Deleting,
// restoring and purging each run in one transaction with their activity
// entry, then publish the event of the change, so the public pages (the
// cache) follow at once.
type TrashService struct {
	repos   Repositories
	journal *Journal
	events  domain.EventPublisher
	cfg     TrashConfig
}

// List returns the trash, newest first.
func (t *TrashService) List(ctx context.Context) ([]domain.TrashItem, error) {
	return t.repos.Trash.List(ctx)
}

// Discard moves the item to the trash: it is read whole (a project with
// its links and gallery images), removed from its store and kept in the
// trash. ENOTFOUND when there is no such item.
func (t *TrashService) Discard(ctx context.Context, kind domain.TrashKind, id int64) (*domain.TrashItem, error) {
	var item domain.TrashItem
	err := t.journal.InTx(ctx, func(ctx context.Context) error {
		var err error
		if item, err = t.remove(ctx, kind, id); err != nil {
			return err
		}
		item.DeletedAt = t.journal.clock.Now()
		item.DeletedBy = ActorFrom(ctx).Name
		if err := t.repos.Trash.Put(ctx, item); err != nil {
			return err
		}
		return t.record(ctx, domain.ActionDelete, item)
	})
	if err != nil {
		return nil, err
	}
	t.publish(ctx, item, false)
	return &item, nil
}

// remove reads the item of kind and deletes it from its store, returning
// its trash entry (without the time and actor).
func (t *TrashService) remove(ctx context.Context, kind domain.TrashKind, id int64) (domain.TrashItem, error) {
	r := t.repos
	switch kind {
	case domain.TrashProject:
		return take(ctx, kind, id, r.Projects.Find, r.Projects.Delete, func(p *domain.Project) (string, int64) { return p.Title, 0 })
	case domain.TrashLink:
		return take(ctx, kind, id, r.Links.Find, dropResult(r.Links.Delete), func(l *domain.ProjectLink) (string, int64) { return l.Label, l.ProjectID })
	case domain.TrashGallery:
		return take(ctx, kind, id, r.Gallery.Find, dropResult(r.Gallery.Delete), func(g *domain.GalleryImage) (string, int64) { return galleryTitle(g), g.ProjectID })
	case domain.TrashCollaboration:
		return take(ctx, kind, id, r.Collaborations.Find, r.Collaborations.Delete, func(c *domain.Collaboration) (string, int64) { return c.Title, 0 })
	case domain.TrashMedia:
		return take(ctx, kind, id, r.Media.Find, r.Media.Delete, func(m *domain.MediaItem) (string, int64) { return m.Title, 0 })
	case domain.TrashInvestment:
		return take(ctx, kind, id, r.Investments.Find, r.Investments.Delete, func(i *domain.Investment) (string, int64) { return i.Title, 0 })
	case domain.TrashMessage:
		return take(ctx, kind, id, r.Messages.Find, r.Messages.Delete, messageTitle)
	}
	return domain.TrashItem{}, domain.Errorf(domain.EINVALID, domain.MsgTrashKindUnknown)
}

// take reads an item, deletes it and returns its trash entry.
func take[T any](ctx context.Context, kind domain.TrashKind, id int64,
	find func(context.Context, int64) (*T, error), del func(context.Context, int64) error,
	describe func(*T) (title string, parent int64)) (domain.TrashItem, error) {
	item, err := find(ctx, id)
	if err != nil {
		return domain.TrashItem{}, err
	}
	payload, err := json.Marshal(item)
	if err != nil {
		return domain.TrashItem{}, fmt.Errorf("keep %s %d in the trash: %w", kind, id, err)
	}
	if err := del(ctx, id); err != nil {
		return domain.TrashItem{}, err
	}
	title, parent := describe(item)
	return domain.TrashItem{Kind: kind, ItemID: id, ParentID: parent, Title: title, Payload: payload}, nil
}

// dropResult adapts a delete that returns what it removed.
func dropResult[T any](del func(context.Context, int64) (*T, error)) func(context.Context, int64) error {
	return func(ctx context.Context, id int64) error {
		_, err := del(ctx, id)
		return err
	}
}

func messageTitle(m *domain.Message) (string, int64) {
	if m.Subject == "" {
		return m.Name, 0
	}
	return m.Subject + " (" + m.Name + ")", 0
}

// Restore puts the item back exactly as it was. ENOTFOUND when it is not
// in the trash; ECONFLICT when a link's or gallery image's project is gone
// (restore the project first) or its id is taken.
func (t *TrashService) Restore(ctx context.Context, kind domain.TrashKind, id int64) (*domain.TrashItem, error) {
	var item *domain.TrashItem
	err := t.journal.InTx(ctx, func(ctx context.Context) error {
		var err error
		if item, err = t.repos.Trash.Take(ctx, kind, id); err != nil {
			return err
		}
		if err := t.put(ctx, item); err != nil {
			return err
		}
		return t.record(ctx, domain.ActionRestore, *item)
	})
	if err != nil {
		return nil, err
	}
	t.publish(ctx, *item, true)
	return item, nil
}

// put inserts the entity the entry holds into its store.
func (t *TrashService) put(ctx context.Context, item *domain.TrashItem) error {
	r := t.repos
	var err error
	switch item.Kind {
	case domain.TrashProject:
		err = restore(ctx, item, r.Projects.Restore)
	case domain.TrashLink:
		err = restore(ctx, item, r.Links.Restore)
	case domain.TrashGallery:
		err = restore(ctx, item, r.Gallery.Restore)
	case domain.TrashCollaboration:
		err = restore(ctx, item, r.Collaborations.Restore)
	case domain.TrashMedia:
		err = restore(ctx, item, r.Media.Restore)
	case domain.TrashInvestment:
		err = restore(ctx, item, r.Investments.Restore)
	case domain.TrashMessage:
		err = restore(ctx, item, r.Messages.Restore)
	default:
		return domain.Errorf(domain.EINVALID, domain.MsgTrashKindUnknown)
	}
	if domain.ErrorCode(err) == domain.ENOTFOUND && item.ParentID != 0 {
		return &domain.Error{Code: domain.ECONFLICT, Message: domain.MsgTrashParentMissing}
	}
	return err
}

// restore decodes the entry's entity and hands it to its store.
func restore[T any](ctx context.Context, item *domain.TrashItem, put func(context.Context, *T) error) error {
	var v T
	if err := json.Unmarshal(item.Payload, &v); err != nil {
		return fmt.Errorf("restore %s %d: decode: %w", item.Kind, item.ItemID, err)
	}
	return put(ctx, &v)
}

// Purge deletes the entry for good. ENOTFOUND when it is not in the trash.
func (t *TrashService) Purge(ctx context.Context, kind domain.TrashKind, id int64) error {
	var item *domain.TrashItem
	err := t.journal.InTx(ctx, func(ctx context.Context) error {
		var err error
		if item, err = t.repos.Trash.Take(ctx, kind, id); err != nil {
			return err
		}
		if err := t.purged(ctx, *item); err != nil {
			return err
		}
		return t.record(ctx, domain.ActionPurge, *item)
	})
	if err != nil {
		return err
	}
	t.publish(ctx, *item, false)
	return nil
}

// Empty deletes every entry for good and says how many there were.
func (t *TrashService) Empty(ctx context.Context) (int, error) {
	return t.purgeBefore(ctx, t.journal.clock.Now().AddDate(100, 0, 0))
}

// Sweep purges what is older than the retentions: trash entries deleted
// before Retention ago (recorded as purged by the system) and activity
// entries older than ActivityRetention.
func (t *TrashService) Sweep(ctx context.Context) (trashed, logged int, err error) {
	now := t.journal.clock.Now()
	ctx = WithActor(ctx, Actor{Name: domain.ActorSystem})
	if trashed, err = t.purgeBefore(ctx, now.Add(-t.cfg.Retention)); err != nil {
		return 0, 0, err
	}
	logged, err = t.journal.log.PurgeBefore(ctx, now.Add(-t.cfg.ActivityRetention))
	return trashed, logged, err
}

func (t *TrashService) purgeBefore(ctx context.Context, before time.Time) (int, error) {
	var items []domain.TrashItem
	err := t.journal.InTx(ctx, func(ctx context.Context) error {
		var err error
		if items, err = t.repos.Trash.TakeBefore(ctx, before); err != nil {
			return err
		}
		for _, item := range items {
			if err := t.purged(ctx, item); err != nil {
				return err
			}
			if err := t.record(ctx, domain.ActionPurge, item); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	for _, item := range items {
		t.publish(ctx, item, false)
	}
	return len(items), nil
}

// purged does what an entry's purge means beyond the trash: a project's
// page is gone for good (410) rather than not found.
func (t *TrashService) purged(ctx context.Context, item domain.TrashItem) error {
	if item.Kind != domain.TrashProject {
		return nil
	}
	var p domain.Project
	if err := json.Unmarshal(item.Payload, &p); err != nil {
		return fmt.Errorf("purge project %d: decode: %w", item.ItemID, err)
	}
	return gone(ctx, t.repos, &p)
}

func (t *TrashService) record(ctx context.Context, action string, item domain.TrashItem) error {
	return t.journal.Record(ctx, domain.ActivityEntry{Action: action, Kind: string(item.Kind), ItemID: item.ItemID, Title: item.Title})
}

// publish tells the cache what changed: the item is back (saved) or gone.
// Messages are never cached, so they have no event.
func (t *TrashService) publish(ctx context.Context, item domain.TrashItem, back bool) {
	id, parent := item.ItemID, item.ParentID
	var e domain.Event
	switch item.Kind {
	case domain.TrashProject:
		e = pick(back, domain.Event(domain.ProjectSaved{ProjectID: id}), domain.ProjectDeleted{ProjectID: id})
	case domain.TrashLink:
		e = pick(back, domain.Event(domain.LinkSaved{LinkID: id, ProjectID: parent}), domain.LinkDeleted{LinkID: id, ProjectID: parent})
	case domain.TrashGallery:
		e = pick(back, domain.Event(domain.GalleryImagesSaved{ImageIDs: []int64{id}, ProjectIDs: []int64{parent}}), domain.GalleryImageDeleted{ImageID: id, ProjectID: parent})
	case domain.TrashCollaboration:
		e = pick(back, domain.Event(domain.CollaborationSaved{CollaborationID: id}), domain.CollaborationDeleted{CollaborationID: id})
	case domain.TrashMedia:
		e = pick(back, domain.Event(domain.MediaItemSaved{MediaItemID: id}), domain.MediaItemDeleted{MediaItemID: id})
	case domain.TrashInvestment:
		e = pick(back, domain.Event(domain.InvestmentSaved{InvestmentID: id}), domain.InvestmentDeleted{InvestmentID: id})
	default:
		return
	}
	publishCommitted(ctx, t.events, e)
}

func pick(back bool, saved, deleted domain.Event) domain.Event {
	if back {
		return saved
	}
	return deleted
}
