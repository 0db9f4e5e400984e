package domain

import (
	"cmp"
	"slices"
)

// The day's bound on a dimension's keys (issue 37) is kept by the store:
// each instance folds the keys it cannot take into InsightOther first (a
// cheap filter that keeps the database off the hot path), but it learns
// the other instances' keys only after a flush, so N instances flooding at
// once would take about N times the bound. An InsightsRepository's Add
// therefore checks the batch's new keys against what the day holds, in a
// transaction that no other Add of the same day and dimension runs beside.

// InsightKeyGroup is the keys a batch brings for one bounded dimension on
// one day: what an Add checks against the keys the day already holds.
type InsightKeyGroup struct {
	Day       string
	Dimension string
	// Bound is the most keys (InsightOther aside) the day may hold.
	Bound int
	// Keys are the batch's keys, sorted, InsightOther aside.
	Keys []string
}

// BoundedGroups lists the batch's keys of its bounded dimensions by day
// and dimension, sorted so that every Add takes its locks in one order.
func (b InsightBatch) BoundedGroups() []InsightKeyGroup {
	if len(b.Bounds) == 0 {
		return nil
	}
	type dayDim struct{ day, dim string }
	sets := map[dayDim]map[string]struct{}{}
	add := func(k InsightKey) {
		if _, ok := b.Bounds[k.Dimension]; !ok || k.Key == InsightOther {
			return
		}
		g := dayDim{k.Day, k.Dimension}
		if sets[g] == nil {
			sets[g] = map[string]struct{}{}
		}
		sets[g][k.Key] = struct{}{}
	}
	for k := range b.Counts {
		add(k)
	}
	for k := range b.Visitors {
		add(k)
	}
	out := make([]InsightKeyGroup, 0, len(sets))
	for g, set := range sets {
		keys := make([]string, 0, len(set))
		for k := range set {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		out = append(out, InsightKeyGroup{Day: g.day, Dimension: g.dim, Bound: b.Bounds[g.dim], Keys: keys})
	}
	slices.SortFunc(out, func(a, b InsightKeyGroup) int {
		return cmp.Or(cmp.Compare(a.Day, b.Day), cmp.Compare(a.Dimension, b.Dimension))
	})
	return out
}

// Fold returns the batch with g's keys that the day does not hold (held:
// the keys it holds, InsightOther aside) counted under InsightOther once
// the day is at its bound; the keys with the most views take the room
// left. Views and visitors move with their key, so none is lost. The
// batch itself is not changed (a failed Add leaves it to be sent again).
func (b InsightBatch) Fold(g InsightKeyGroup, held map[string]struct{}) InsightBatch {
	room := g.Bound - len(held)
	var fresh []string
	for _, k := range g.Keys {
		if _, ok := held[k]; !ok {
			fresh = append(fresh, k)
		}
	}
	if len(fresh) <= max(room, 0) {
		return b
	}
	key := func(k string) InsightKey { return InsightKey{Day: g.Day, Dimension: g.Dimension, Key: k} }
	slices.SortStableFunc(fresh, func(x, y string) int { return cmp.Compare(b.Counts[key(y)], b.Counts[key(x)]) })
	out := InsightBatch{
		Counts:   make(map[InsightKey]int64, len(b.Counts)),
		Visitors: make(map[InsightKey]map[string]struct{}, len(b.Visitors)),
		Vitals:   b.Vitals,
		Bounds:   b.Bounds,
	}
	for k, n := range b.Counts {
		out.Counts[k] = n
	}
	for k, set := range b.Visitors {
		out.Visitors[k] = set
	}
	other := key(InsightOther)
	var otherSet map[string]struct{}
	for _, k := range fresh[max(room, 0):] {
		if n, ok := out.Counts[key(k)]; ok {
			out.Counts[other] += n
			delete(out.Counts, key(k))
		}
		if set, ok := out.Visitors[key(k)]; ok {
			if otherSet == nil {
				otherSet = make(map[string]struct{}, len(set)+len(out.Visitors[other]))
				for h := range out.Visitors[other] {
					otherSet[h] = struct{}{}
				}
				out.Visitors[other] = otherSet
			}
			for h := range set {
				otherSet[h] = struct{}{}
			}
			delete(out.Visitors, key(k))
		}
	}
	return out
}

// InsightVisitorDay is the visitor hashes a batch brings for one day:
// what an Add checks against the visitors the day already holds.
type InsightVisitorDay struct {
	Day string
	// Hashes are the batch's distinct hashes of the day, sorted.
	Hashes []string
}

// VisitorDays lists, by day, the hashes the batch brings when it bounds
// the day's visitors (VisitorsPerDay), sorted as BoundedGroups are.
func (b InsightBatch) VisitorDays() []InsightVisitorDay {
	if b.VisitorsPerDay <= 0 {
		return nil
	}
	days := map[string]map[string]struct{}{}
	for k, set := range b.Visitors {
		if days[k.Day] == nil {
			days[k.Day] = map[string]struct{}{}
		}
		for h := range set {
			days[k.Day][h] = struct{}{}
		}
	}
	out := make([]InsightVisitorDay, 0, len(days))
	for day, set := range days {
		hashes := make([]string, 0, len(set))
		for h := range set {
			hashes = append(hashes, h)
		}
		slices.Sort(hashes)
		out = append(out, InsightVisitorDay{Day: day, Hashes: hashes})
	}
	slices.SortFunc(out, func(a, b InsightVisitorDay) int { return cmp.Compare(a.Day, b.Day) })
	return out
}

// DropVisitors returns the batch without v's hashes that the day does not
// hold (present: those of v.Hashes it holds; held: how many visitors it
// holds) past the room VisitorsPerDay leaves; their views stay counted.
// The batch itself is not changed.
func (b InsightBatch) DropVisitors(v InsightVisitorDay, held int, present map[string]struct{}) InsightBatch {
	room := max(b.VisitorsPerDay-held, 0)
	drop := map[string]struct{}{}
	for _, h := range v.Hashes {
		if _, ok := present[h]; ok {
			continue
		}
		if room > 0 {
			room--
			continue
		}
		drop[h] = struct{}{}
	}
	if len(drop) == 0 {
		return b
	}
	out := b
	out.Visitors = make(map[InsightKey]map[string]struct{}, len(b.Visitors))
	for k, set := range b.Visitors {
		if k.Day != v.Day {
			out.Visitors[k] = set
			continue
		}
		kept := make(map[string]struct{}, len(set))
		for h := range set {
			if _, ok := drop[h]; !ok {
				kept[h] = struct{}{}
			}
		}
		if len(kept) > 0 {
			out.Visitors[k] = kept
		}
	}
	return out
}
