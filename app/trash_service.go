package app

import (
	"context"
	"time"

	"github.com/portfolio-site/portfolio/app/journal"
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
	journal *journal.Journal
	events  domain.EventPublisher
	cfg     TrashConfig
	// kinds are the kinds the trash keeps, served by behaviours (Take,
	// Put, Purged, Saved, Deleted).
	kinds      *domain.Kinds
	behaviours kindBehaviours
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
		item.DeletedAt = t.journal.Now()
		item.DeletedBy = journal.ActorFrom(ctx).Name
		if err := t.repos.Trash.Put(ctx, item); err != nil {
			return err
		}
		if err := t.record(ctx, domain.ActionDelete, item); err != nil {
			return err
		}
		return t.cancelSchedules(ctx, item)
	})
	if err != nil {
		return nil, err
	}
	t.publish(ctx, item, false)
	return &item, nil
}

// remove reads the item of kind and deletes it from its store, returning
// its trash entry (without the time and actor). EINVALID for a kind the
// trash does not keep.
func (t *TrashService) remove(ctx context.Context, kind domain.TrashKind, id int64) (domain.TrashItem, error) {
	b, err := t.behaviour(kind)
	if err != nil {
		return domain.TrashItem{}, err
	}
	return b.Take(ctx, id)
}

// behaviour returns the behaviour of a kind the trash keeps; EINVALID
// (MsgTrashKindUnknown) for any other.
func (t *TrashService) behaviour(kind domain.TrashKind) (KindBehaviour, error) {
	if !t.kinds.Is(kind, domain.InTrash) {
		return KindBehaviour{}, domain.Errorf(domain.EINVALID, domain.MsgTrashKindUnknown)
	}
	return t.behaviours.of(kind)
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
	b, err := t.behaviour(item.Kind)
	if err != nil {
		return err
	}
	err = b.Put(ctx, item)
	if domain.ErrorCode(err) == domain.ENOTFOUND && item.ParentID != 0 {
		return &domain.Error{Code: domain.ECONFLICT, Message: domain.MsgTrashParentMissing}
	}
	return err
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
	return t.purgeBefore(ctx, t.journal.Now().AddDate(100, 0, 0))
}

// Sweep purges what is older than the retentions: trash entries deleted
// before Retention ago (recorded as purged by the system) and activity
// entries older than ActivityRetention.
func (t *TrashService) Sweep(ctx context.Context) (trashed, logged int, err error) {
	now := t.journal.Now()
	ctx = journal.WithActor(ctx, journal.Actor{Name: domain.ActorSystem})
	if trashed, err = t.purgeBefore(ctx, now.Add(-t.cfg.Retention)); err != nil {
		return 0, 0, err
	}
	logged, err = t.journal.PurgeBefore(ctx, now.Add(-t.cfg.ActivityRetention))
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

// purged does what an entry's purge means beyond the trash: the drafts
// and schedules of the items it held go with it, and its kind's own
// (KindBehaviour.Purged). An entry of a kind the trash no longer serves (a
// row no import would take, but there) is only removed from the trash:
// nothing beyond it can be about it, and refusing would block every sweep
// after it.
func (t *TrashService) purged(ctx context.Context, item domain.TrashItem) error {
	for _, held := range heldItems(t.kinds, item) {
		if _, err := t.repos.Drafts.DeleteDraft(ctx, string(held.kind), held.id); err != nil {
			return err
		}
		if _, err := t.repos.Drafts.DeleteSchedules(ctx, string(held.kind), held.id); err != nil {
			return err
		}
	}
	b, err := t.behaviour(item.Kind)
	if err != nil || b.Purged == nil {
		return nil
	}
	return b.Purged(ctx, item)
}

func (t *TrashService) record(ctx context.Context, action string, item domain.TrashItem) error {
	return t.journal.Record(ctx, domain.ActivityEntry{Action: action, Kind: string(item.Kind), ItemID: item.ItemID, Title: item.Title})
}

// publish tells the cache what changed: the item is back (saved) or gone.
// A kind with no event declares no cache region (messages are never
// cached): the coverage check at construction (checkCovered) makes sure a
// kind with regions has its events, so no restore can leave the cache
// stale.
func (t *TrashService) publish(ctx context.Context, item domain.TrashItem, back bool) {
	b, err := t.behaviour(item.Kind)
	if err != nil || b.Saved == nil {
		return
	}
	e := b.Deleted(item.ItemID, item.ParentID)
	if back {
		e = b.Saved(item.ItemID, item.ParentID)
	}
	publishCommitted(ctx, t.events, e)
}
