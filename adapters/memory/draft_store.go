package memory

import (
	"bytes"
	"cmp"
	"context"
	"maps"
	"slices"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.DraftStore = (*DraftStore)(nil)

// DraftStore is the in-memory domain.DraftStore; it shares the Store's
// lock and takes part in its transactions (a taken schedule of a unit of
// work that fails comes back).
type DraftStore struct {
	s         *Store
	drafts    map[revisionKey]domain.Draft
	schedules map[scheduleKey]domain.Schedule
}

type scheduleKey struct {
	kind   string
	id     int64
	action string
}

// PutDraft stores d, replacing the item's draft.
func (r *DraftStore) PutDraft(_ context.Context, d domain.Draft) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	d.UpdatedAt = d.UpdatedAt.UTC().Truncate(time.Microsecond)
	d.Data = bytes.Clone(d.Data)
	r.drafts[revisionKey{d.Kind, d.ItemID}] = d
	return nil
}

// Draft returns the item's draft. ENOTFOUND.
func (r *DraftStore) Draft(_ context.Context, kind string, itemID int64) (*domain.Draft, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	d, ok := r.drafts[revisionKey{kind, itemID}]
	if !ok {
		return nil, notFound(domain.MsgDraftNotFound)
	}
	d.Data = bytes.Clone(d.Data)
	return &d, nil
}

// DeleteDraft removes the item's draft.
func (r *DraftStore) DeleteDraft(_ context.Context, kind string, itemID int64) (bool, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	k := revisionKey{kind, itemID}
	_, ok := r.drafts[k]
	delete(r.drafts, k)
	return ok, nil
}

// Drafts lists every draft, oldest change first.
func (r *DraftStore) Drafts(context.Context) ([]domain.Draft, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	out := make([]domain.Draft, 0, len(r.drafts))
	for _, d := range r.drafts {
		d.Data = bytes.Clone(d.Data)
		out = append(out, d)
	}
	slices.SortFunc(out, func(a, b domain.Draft) int {
		return cmp.Or(a.UpdatedAt.Compare(b.UpdatedAt), cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.ItemID, b.ItemID))
	})
	return out, nil
}

// PutSchedule stores s, replacing the item's schedule of that action.
func (r *DraftStore) PutSchedule(_ context.Context, s domain.Schedule) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	s.At = s.At.UTC().Truncate(time.Microsecond)
	r.schedules[scheduleKey{s.Kind, s.ItemID, s.Action}] = s
	return nil
}

// DeleteSchedules removes the item's schedules.
func (r *DraftStore) DeleteSchedules(_ context.Context, kind string, itemID int64) (int, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	n := 0
	for k := range r.schedules {
		if k.kind == kind && k.id == itemID {
			delete(r.schedules, k)
			n++
		}
	}
	return n, nil
}

// Schedules lists every schedule, soonest first.
func (r *DraftStore) Schedules(context.Context) ([]domain.Schedule, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	return r.sortedLocked(), nil
}

func (r *DraftStore) sortedLocked() []domain.Schedule {
	out := slices.Collect(maps.Values(r.schedules))
	slices.SortFunc(out, func(a, b domain.Schedule) int {
		return cmp.Or(a.At.Compare(b.At), cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.ItemID, b.ItemID), cmp.Compare(a.Action, b.Action))
	})
	return out
}

// TakeDue removes and returns the soonest schedule due at now.
func (r *DraftStore) TakeDue(_ context.Context, now time.Time) (*domain.Schedule, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	for _, s := range r.sortedLocked() {
		if s.At.After(now) {
			return nil, nil
		}
		delete(r.schedules, scheduleKey{s.Kind, s.ItemID, s.Action})
		return &s, nil
	}
	return nil, nil
}

// snapshotLocked copies the drafts and schedules; the caller holds s.mu,
// as does the caller of the function it returns.
func (r *DraftStore) snapshotLocked() func() {
	drafts, schedules := maps.Clone(r.drafts), maps.Clone(r.schedules)
	return func() { r.drafts, r.schedules = drafts, schedules }
}
