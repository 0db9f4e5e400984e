package domain

import (
	"cmp"
	"slices"
)

// Every ordered list of the site (projects, links, gallery images, and the
// rest) shows the lowest priority first, ties by ascending id (issue 24:
// one rule, worded 'Lower numbers appear first' everywhere). This file is
// that rule, once: ComparePlaces is every sort in Go (the in-memory stores,
// the public pages), the SQL stores' ORDER BY priority, id says the same
// (their contract suite checks it against ComparePlaces), and the admin's
// byPriorityAsc and movePlaces (frontend/src/lib/sort.ts) mirror it;
// test/fixtures/places.json is the table of cases both languages run, so
// the admin's order cannot drift from the public one unnoticed.

// Place is an item's place in an ordered list: its id and its priority.
type Place struct {
	ID       int64 `json:"id"`
	Priority int   `json:"priority"`
}

// ComparePlaces orders two places: the lower priority first, then the
// lower id.
func ComparePlaces(a, b Place) int {
	return cmp.Or(cmp.Compare(a.Priority, b.Priority), cmp.Compare(a.ID, b.ID))
}

// SortedByPlace returns a copy of items in the order of ComparePlaces;
// place says where an item is.
func SortedByPlace[T any](items []T, place func(T) Place) []T {
	out := slices.Clone(items)
	slices.SortFunc(out, func(a, b T) int { return ComparePlaces(place(a), place(b)) })
	return out
}

// MovePlaces returns the priorities, by id, that exchange the places of a
// and b in group (every item of their list, in any order), holding only
// the items whose priority changes. Afterwards no two items of the group
// share a priority, so the position the admin shows is the one the public
// order uses:
//
//   - when the group's priorities are unique, a and b swap theirs: two
//     writes, however long the group;
//   - when some tie (every new item starts at the form's default priority,
//     which the demo content uses too), the group is renumbered with
//     consecutive priorities from its lowest one, in its order with a and b
//     exchanged; the numbers never go below the lowest one there was.
//
// Gaps between priorities never change the order, so a group without ties
// keeps them. a == b changes nothing. ENOTFOUND (missing) when a or b is
// not in group.
func MovePlaces(group []Place, a, b int64, missing string) (map[int64]int, error) {
	ordered := SortedByPlace(group, func(p Place) Place { return p })
	ia := slices.IndexFunc(ordered, func(p Place) bool { return p.ID == a })
	ib := slices.IndexFunc(ordered, func(p Place) bool { return p.ID == b })
	if ia < 0 || ib < 0 {
		return nil, &Error{Code: ENOTFOUND, Message: missing}
	}
	if a == b {
		return map[int64]int{}, nil
	}
	if !hasTies(ordered) {
		return map[int64]int{a: ordered[ib].Priority, b: ordered[ia].Priority}, nil
	}
	base := ordered[0].Priority
	ordered[ia], ordered[ib] = ordered[ib], ordered[ia]
	out := map[int64]int{}
	for i, p := range ordered {
		if p.Priority != base+i {
			out[p.ID] = base + i
		}
	}
	return out, nil
}

// hasTies reports whether two places of ordered (by ComparePlaces) share a
// priority.
func hasTies(ordered []Place) bool {
	for i := 1; i < len(ordered); i++ {
		if ordered[i].Priority == ordered[i-1].Priority {
			return true
		}
	}
	return false
}

// MovedIDs returns the ids a move of a and b answers with: a and b (their
// places changed even when one priority did not), then the other items
// whose priority changes (moved, from MovePlaces) in group's order
// (ComparePlaces, before the move).
func MovedIDs(a, b int64, moved map[int64]int, group []Place) []int64 {
	out := []int64{a, b}
	for _, p := range SortedByPlace(group, func(p Place) Place { return p }) {
		if _, ok := moved[p.ID]; ok && p.ID != a && p.ID != b {
			out = append(out, p.ID)
		}
	}
	return out
}
