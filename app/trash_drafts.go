package app

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/portfolio-site/portfolio/domain"
)

// Drafts and schedules of what is in the trash (issue 39). The trash is
// generic over kinds, and so is this: an item's draft stays in the draft
// store while the item is in the trash (nothing the owner prepared is
// lost), but it is not listed (Scheduler.Drafts lists the drafts of items
// on the site only), previewed (a preview overlays drafts on the items
// its lists hold, and the trash holds this one), published or scheduled
// (those find the item first): it comes back with the item when it is
// restored, and goes for good when the entry is purged. A schedule cannot
// wait the same way, since its time may pass while the item is away and
// a restore would then apply it at once: moving an item to the trash
// cancels its schedules, recorded in the activity log.

// heldItem is one item a trash entry holds.
type heldItem struct {
	kind domain.Kind
	id   int64
}

// heldItems are the items a trash entry holds: its item, and the children
// its payload lists under the member each child kind names
// (KindSpec.ParentMember: a project's links and gallery images), which
// left their stores with it.
func heldItems(kinds *domain.Kinds, item domain.TrashItem) []heldItem {
	out := []heldItem{{item.Kind, item.ItemID}}
	var members map[string]json.RawMessage
	if json.Unmarshal(item.Payload, &members) != nil {
		return out
	}
	for _, child := range kinds.All() {
		if child.Parent != item.Kind || child.ParentMember == "" {
			continue
		}
		var children []struct {
			ID int64 `json:"id"`
		}
		if json.Unmarshal(members[child.ParentMember], &children) != nil {
			continue
		}
		for _, c := range children {
			out = append(out, heldItem{child.ID, c.ID})
		}
	}
	return out
}

// cancelSchedules cancels the schedules of the items the entry holds, in
// ctx's transaction, each recorded in the activity log.
func (t *TrashService) cancelSchedules(ctx context.Context, item domain.TrashItem) error {
	held := heldItems(t.kinds, item)
	list, err := t.repos.Drafts.Schedules(ctx)
	if err != nil {
		return err
	}
	var cancelled []domain.Schedule
	for _, sc := range list {
		if slices.Contains(held, heldItem{domain.Kind(sc.Kind), sc.ItemID}) {
			cancelled = append(cancelled, sc)
		}
	}
	for _, h := range held {
		if _, err := t.repos.Drafts.DeleteSchedules(ctx, string(h.kind), h.id); err != nil {
			return err
		}
	}
	for _, sc := range cancelled {
		err := t.journal.Record(ctx, domain.ActivityEntry{Action: domain.ActionUnschedule, Kind: sc.Kind, ItemID: sc.ItemID,
			Title: fmt.Sprintf("%s: the scheduled %s was cancelled (%s)", sc.Title, sc.Action, domain.MsgScheduleTrashed)})
		if err != nil {
			return err
		}
	}
	return nil
}

// onSite keeps the entries (drafts or schedules) whose item is on the
// site: in its store, not in the trash. An entry of a kind no behaviour
// serves is kept, so that nothing is hidden that no one can check.
func onSite[E any](ctx context.Context, bs kindBehaviours, list []E, ref func(*E) (domain.Kind, int64)) ([]E, error) {
	out := make([]E, 0, len(list))
	for i := range list {
		kind, id := ref(&list[i])
		if b, err := bs.of(kind); err == nil && b.Due != nil {
			present, err := b.Due.onSite(ctx, id)
			if err != nil {
				return nil, err
			}
			if !present {
				continue
			}
		}
		out = append(out, list[i])
	}
	return out, nil
}

// onSite says whether item id is in its store (not in the trash, not
// deleted).
func (e *Editorial[T, PT]) onSite(ctx context.Context, id int64) (bool, error) {
	_, err := e.find(ctx, id)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return false, nil
	}
	return err == nil, err
}
