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
