package app

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// Drafts over published content (issue 23): a draft is an item's prepared
// next state kept beside the published one, which the public API, pages,
// sitemap and cache never see; publishing applies it as one change (one
// revision, one activity entry, one event), now or at a scheduled time.

// Editorial is the drafts, publishing and schedules of one kind of item.
// PT is *T, which validates itself.
type Editorial[T any, PT validating[T]] struct {
	itemKind[T]
	drafts domain.DraftStore
	find   func(ctx context.Context, id int64) (*T, error)
	create func(ctx context.Context, item *T) error
	update func(ctx context.Context, id int64, fn func(*T) error) (*T, error)
	// setActive shows or hides an item; nil for the kinds that are always
	// shown with their project (links, gallery images).
	setActive func(item *T, active bool)
}

// record stamps a draft or schedule entry of the activity log.
func (e *Editorial[T, PT]) recordTitle(ctx context.Context, action string, id int64, title string) error {
	return e.journal.Record(ctx, domain.ActivityEntry{Action: action, Kind: e.kind, ItemID: id, Title: title})
}

// SaveDraft applies apply to the item's draft (or, without one, to the
// published item), validates the result as a save would and keeps it as
// the draft. Nothing public changes. ENOTFOUND when the item is gone.
func (e *Editorial[T, PT]) SaveDraft(ctx context.Context, id int64, apply func(*T)) (*T, error) {
	var draft *T
	err := e.journal.InTx(ctx, func(ctx context.Context) error {
		base, err := e.current(ctx, id)
		if err != nil {
			return err
		}
		apply(base)
		if err := PT(base).Validate(); err != nil {
			return err
		}
		if err := e.put(ctx, id, base); err != nil {
			return err
		}
		draft = base
		return e.recordTitle(ctx, domain.ActionDraft, id, e.title(base))
	})
	return draft, err
}

// current is the item's draft, else the published item.
func (e *Editorial[T, PT]) current(ctx context.Context, id int64) (*T, error) {
	published, err := e.find(ctx, id)
	if err != nil {
		return nil, err
	}
	d, err := e.drafts.Draft(ctx, e.kind, id)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return published, nil
	}
	if err != nil {
		return nil, err
	}
	if err := overlay(published, draftMembers(d.Data)); err != nil {
		return nil, err
	}
	return published, nil
}

// draftMembers decodes a stored draft's members (stored by this server:
// an object).
func draftMembers(data []byte) map[string]json.RawMessage {
	var m map[string]json.RawMessage
	_ = json.Unmarshal(data, &m)
	return m
}

// put stores item as the draft of id.
func (e *Editorial[T, PT]) put(ctx context.Context, id int64, item *T) error {
	data, err := json.Marshal(item)
	if err != nil {
		return fmt.Errorf("encode the draft of %s %d: %w", e.kind, id, err)
	}
	return e.drafts.PutDraft(ctx, domain.Draft{Kind: e.kind, ItemID: id, Title: e.title(item), UpdatedAt: e.journal.Now(),
		Actor: journal.ActorFrom(ctx).Name, Data: data})
}

// CreateDraft stores a new item that is not public until published: the
// item is created hidden, and its draft is the item as the store made it
// (its id, a project's slug and page address, its times) with only what
// hiding it changed set back as asked. The kinds that cannot be hidden
// (links, gallery images) refuse.
func (e *Editorial[T, PT]) CreateDraft(ctx context.Context, item *T) (*T, error) {
	if e.setActive == nil {
		return nil, &domain.Error{Code: domain.EINVALID, Message: domain.MsgDraftCreateChildren}
	}
	if err := PT(item).Validate(); err != nil {
		return nil, err
	}
	hidden := *item
	e.setActive(&hidden, false)
	// Only these members go back: the asked item's others are what the
	// store was given, and the store's answer to them (a slug made from
	// the title where none was asked) is what the draft must hold, or the
	// draft would publish, and preview, an item without an address.
	shown := differingMembers(membersOf(item), membersOf(&hidden))
	err := e.journal.InTx(ctx, func(ctx context.Context) error {
		if err := e.create(ctx, &hidden); err != nil {
			return err
		}
		if err := e.record(ctx, domain.ActionCreate, &hidden, nil); err != nil {
			return err
		}
		id := e.id(&hidden)
		draft := hidden
		if err := overlay(&draft, shown); err != nil {
			return err
		}
		*item = draft
		return e.put(ctx, id, item)
	})
	if err != nil {
		return nil, err
	}
	publishCommitted(ctx, e.events, e.saved(&hidden))
	return item, nil
}

// membersOf is item's JSON members.
func membersOf(item any) map[string]json.RawMessage {
	data, _ := json.Marshal(item)
	return draftMembers(data)
}

// Draft returns the item's draft as it will be published, and when and by
// whom it was saved. ENOTFOUND when there is none.
func (e *Editorial[T, PT]) Draft(ctx context.Context, id int64) (*T, *domain.Draft, error) {
	d, err := e.drafts.Draft(ctx, e.kind, id)
	if err != nil {
		return nil, nil, err
	}
	item, err := e.current(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	return item, d, nil
}

// DiscardDraft deletes the item's draft and a publish scheduled for it.
// ENOTFOUND when there is none, or when the item is in the trash (its
// draft waits there with it, trash_drafts.go).
func (e *Editorial[T, PT]) DiscardDraft(ctx context.Context, id int64) error {
	return e.journal.InTx(ctx, func(ctx context.Context) error {
		if _, err := e.find(ctx, id); err != nil {
			return err
		}
		d, err := e.drafts.Draft(ctx, e.kind, id)
		if err != nil {
			return err
		}
		if _, err := e.drafts.DeleteDraft(ctx, e.kind, id); err != nil {
			return err
		}
		if err := e.cancel(ctx, id, domain.SchedulePublish); err != nil {
			return err
		}
		return e.recordTitle(ctx, domain.ActionDiscard, id, d.Title)
	})
}

// cancel removes the item's schedule of action, keeping the other one.
func (e *Editorial[T, PT]) cancel(ctx context.Context, id int64, action string) error {
	return dropSchedule(ctx, e.drafts, e.kind, id, action)
}

// Publish makes the item's draft its published state: one change (one
// revision, one activity entry, one event for every instance's cache).
// With at, it schedules that instead (at must be in the future).
// ENOTFOUND when there is no draft.
func (e *Editorial[T, PT]) Publish(ctx context.Context, id int64, at *time.Time) (*T, error) {
	if at != nil {
		return nil, e.schedule(ctx, id, domain.SchedulePublish, *at)
	}
	var item *T
	err := e.journal.InTx(ctx, func(ctx context.Context) error {
		var err error
		item, err = e.publishInTx(ctx, id)
		return err
	})
	if err != nil {
		return nil, err
	}
	publishCommitted(ctx, e.events, e.saved(item))
	return item, nil
}

// publishInTx applies the draft in ctx's transaction and deletes it and
// its publish schedule.
func (e *Editorial[T, PT]) publishInTx(ctx context.Context, id int64) (*T, error) {
	d, err := e.drafts.Draft(ctx, e.kind, id)
	if err != nil {
		return nil, err
	}
	item, err := changeInTx[T, PT](ctx, e.itemKind, domain.ActionPublish, id, func(item *T) error {
		return overlay(item, draftMembers(d.Data))
	}, e.update)
	if err != nil {
		return nil, err
	}
	if _, err := e.drafts.DeleteDraft(ctx, e.kind, id); err != nil {
		return nil, err
	}
	return item, e.cancel(ctx, id, domain.SchedulePublish)
}

// Unpublish hides the published item (it stays in the admin), now or, with
// at, at that time. The kinds that cannot be hidden refuse.
func (e *Editorial[T, PT]) Unpublish(ctx context.Context, id int64, at *time.Time) (*T, error) {
	if e.setActive == nil {
		return nil, &domain.Error{Code: domain.EINVALID, Message: domain.MsgCannotHide}
	}
	if at != nil {
		return nil, e.schedule(ctx, id, domain.ScheduleUnpublish, *at)
	}
	var item *T
	err := e.journal.InTx(ctx, func(ctx context.Context) error {
		var err error
		item, err = e.unpublishInTx(ctx, id)
		return err
	})
	if err != nil {
		return nil, err
	}
	publishCommitted(ctx, e.events, e.saved(item))
	return item, nil
}

func (e *Editorial[T, PT]) unpublishInTx(ctx context.Context, id int64) (*T, error) {
	item, err := changeInTx[T, PT](ctx, e.itemKind, domain.ActionUnpublish, id, func(item *T) error {
		e.setActive(item, false)
		return nil
	}, e.update)
	if err != nil {
		return nil, err
	}
	return item, e.cancel(ctx, id, domain.ScheduleUnpublish)
}

// schedule plans action for the item at at: a time in the future; a
// publish needs a draft.
func (e *Editorial[T, PT]) schedule(ctx context.Context, id int64, action string, at time.Time) error {
	_, err := e.Schedule(ctx, id, action, at)
	return err
}

// Schedule plans action (domain.SchedulePublish or ScheduleUnpublish) for
// the item at at, a time in the future (a publish needs a draft), and
// returns the schedule; one of the same action replaces it.
func (e *Editorial[T, PT]) Schedule(ctx context.Context, id int64, action string, at time.Time) (*domain.Schedule, error) {
	if msg := domain.ScheduleTimeProblem(at, e.journal.Now()); msg != "" {
		return nil, &domain.Error{Code: domain.EINVALID, Message: "at: " + msg, Fields: map[string]string{"at": msg}}
	}
	if action == domain.ScheduleUnpublish && e.setActive == nil {
		return nil, &domain.Error{Code: domain.EINVALID, Message: domain.MsgCannotHide}
	}
	var out *domain.Schedule
	err := e.journal.InTx(ctx, func(ctx context.Context) error {
		item, err := e.find(ctx, id)
		if err != nil {
			return err
		}
		title := e.title(item)
		if action == domain.SchedulePublish {
			d, err := e.drafts.Draft(ctx, e.kind, id)
			if domain.ErrorCode(err) == domain.ENOTFOUND {
				return &domain.Error{Code: domain.ECONFLICT, Message: domain.MsgScheduleNeedsDraft}
			}
			if err != nil {
				return err
			}
			title = d.Title
		}
		sc := domain.Schedule{Kind: e.kind, ItemID: id, Action: action, At: at.UTC(), Title: title, Actor: journal.ActorFrom(ctx).Name}
		if err := e.drafts.PutSchedule(ctx, sc); err != nil {
			return err
		}
		out = &sc
		return e.journal.Record(ctx, domain.ActivityEntry{Action: domain.ActionSchedule, Kind: e.kind, ItemID: id, Title: title,
			Fields: []string{action + " " + at.UTC().Format(time.RFC3339)}})
	})
	return out, err
}

// CancelSchedule removes what is scheduled for the item. ENOTFOUND when
// nothing is.
func (e *Editorial[T, PT]) CancelSchedule(ctx context.Context, id int64) error {
	return e.journal.InTx(ctx, func(ctx context.Context) error {
		n, err := e.drafts.DeleteSchedules(ctx, e.kind, id)
		if err != nil {
			return err
		}
		if n == 0 {
			return &domain.Error{Code: domain.ENOTFOUND, Message: domain.MsgScheduleNotFound}
		}
		return e.recordTitle(ctx, domain.ActionUnschedule, id, "")
	})
}

// applyDue applies a due schedule of this kind in ctx's transaction and
// returns the event to publish once it commits.
func (e *Editorial[T, PT]) applyDue(ctx context.Context, s domain.Schedule) (domain.Event, error) {
	var item *T
	var err error
	switch s.Action {
	case domain.SchedulePublish:
		item, err = e.publishInTx(ctx, s.ItemID)
	case domain.ScheduleUnpublish:
		if e.setActive == nil {
			return nil, &domain.Error{Code: domain.EINVALID, Message: domain.MsgCannotHide}
		}
		item, err = e.unpublishInTx(ctx, s.ItemID)
	default:
		return nil, domain.Errorf(domain.EINVALID, "unknown scheduled action %q", s.Action)
	}
	if err != nil {
		return nil, err
	}
	return e.saved(item), nil
}
