package memory

import (
	"context"
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
}

// Record appends e, setting its ID.
func (l *ActivityLog) Record(_ context.Context, e *domain.ActivityEntry) error {
	l.s.mu.Lock()
	defer l.s.mu.Unlock()
	l.lastID++
	e.ID = l.lastID
	e.At = e.At.UTC().Truncate(time.Microsecond)
	e.Fields = slices.Clone(e.Fields)
	l.entries = append(l.entries, *e)
	return nil
}

// List returns a page of entries, newest first.
func (l *ActivityLog) List(_ context.Context, f domain.ActivityFilter) ([]domain.ActivityEntry, error) {
	l.s.mu.Lock()
	defer l.s.mu.Unlock()
	out := []domain.ActivityEntry{}
	for i := len(l.entries) - 1; i >= 0 && (f.Limit <= 0 || len(out) < f.Limit); i-- {
		e := l.entries[i]
		if (f.Before > 0 && e.ID >= f.Before) || (f.Kind != "" && e.Kind != f.Kind) || (f.Action != "" && e.Action != f.Action) {
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
	entries, lastID := slices.Clone(l.entries), l.lastID
	return func() { l.entries, l.lastID = entries, lastID }
}
