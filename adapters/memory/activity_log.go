package memory

import (
	"context"
	"maps"
	"slices"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.ActivityLog = (*ActivityLog)(nil)

// ActivityLog is the in-memory domain.ActivityLog; it shares the Store's
// lock and takes part in its transactions.
type ActivityLog struct {
	s       *Store
	entries []domain.ActivityEntry // oldest first
	lastID  int64
	// tallies maps a Tally key to the ID of its entry.
	tallies map[string]int64
}

// Record appends e, setting its ID.
func (l *ActivityLog) Record(_ context.Context, e *domain.ActivityEntry) error {
	l.s.mu.Lock()
	defer l.s.mu.Unlock()
	l.appendLocked(e)
	return nil
}

// appendLocked appends e with the next ID; the caller holds s.mu.
func (l *ActivityLog) appendLocked(e *domain.ActivityEntry) {
	l.lastID++
	e.ID = l.lastID
	e.At = e.At.UTC().Truncate(time.Microsecond)
	e.Fields = slices.Clone(e.Fields)
	e.Count = 1
	l.entries = append(l.entries, *e)
}

// Tally adds one to the Count of key's entry, or appends e for it.
func (l *ActivityLog) Tally(_ context.Context, key string, e *domain.ActivityEntry) error {
	l.s.mu.Lock()
	defer l.s.mu.Unlock()
	if id, ok := l.tallies[key]; ok {
		for i := range l.entries {
			if l.entries[i].ID == id {
				l.entries[i].Count++
				e.ID, e.Count = id, l.entries[i].Count
				return nil
			}
		}
	}
	l.appendLocked(e)
	if l.tallies == nil {
		l.tallies = map[string]int64{}
	}
	l.tallies[key] = e.ID
	return nil
}

// List returns a page of entries, newest first.
func (l *ActivityLog) List(_ context.Context, f domain.ActivityFilter) ([]domain.ActivityEntry, error) {
	l.s.mu.Lock()
	defer l.s.mu.Unlock()
	out := []domain.ActivityEntry{}
	for i := len(l.entries) - 1; i >= 0 && (f.Limit <= 0 || len(out) < f.Limit); i-- {
		e := l.entries[i]
		if (f.Before > 0 && e.ID >= f.Before) || (f.Kind != "" && e.Kind != f.Kind) || (f.Action != "" && e.Action != f.Action) ||
			(f.Actor != "" && e.Actor != f.Actor) || (f.HideAccounts && e.Kind == domain.ActivityUser) {
			continue
		}
		e.Fields = slices.Clone(e.Fields)
		out = append(out, e)
	}
	return out, nil
}

// PurgeBefore deletes the entries older than t.
func (l *ActivityLog) PurgeBefore(_ context.Context, t time.Time) (int, error) {
	l.s.mu.Lock()
	defer l.s.mu.Unlock()
	kept := l.entries[:0:0]
	for _, e := range l.entries {
		if !e.At.Before(t) {
			kept = append(kept, e)
		}
	}
	n := len(l.entries) - len(kept)
	l.entries = kept
	return n, nil
}

// snapshotLocked copies the entries; the caller holds s.mu.
func (l *ActivityLog) snapshotLocked() func() {
	entries, lastID, tallies := slices.Clone(l.entries), l.lastID, maps.Clone(l.tallies)
	return func() { l.entries, l.lastID, l.tallies = entries, lastID, tallies }
}
