package domain

// Every ordered list of the site (projects, links, gallery images, and the
// rest) shows the lowest priority first, ties by ascending id (issue 24:
// one rule, worded 'Lower numbers appear first' everywhere). Moving an
// item one place up or down exchanges its place with its neighbour's.

// place is an item of an ordered list: its id and its priority.
type place struct {
	id       int64
	priority int
}

// swapPlaces returns the priorities, by id, that exchange the places of a
// and b in one list. Different priorities are swapped. Equal priorities
// would change nothing visible, so their tied list (group, by ascending
// priority then id, holding a and b) is renumbered with consecutive
// priorities from its lowest one, in its current order with a and b
// exchanged; the numbers never go below the lowest one there was. An item
// swapped with itself stays put. ENOTFOUND (missing) when a tied pair is
// not in group.
func swapPlaces(a, b place, group []place, missing string) (map[int64]int, error) {
	if a.id == b.id {
		return map[int64]int{}, nil
	}
	if a.priority != b.priority {
		return map[int64]int{a.id: b.priority, b.id: a.priority}, nil
	}
	ordered := make([]int64, 0, len(group))
	ia, ib, base := -1, -1, 0
	for _, p := range group {
		switch p.id {
		case a.id:
			ia = len(ordered)
		case b.id:
			ib = len(ordered)
		}
		if len(ordered) == 0 || p.priority < base {
			base = p.priority
		}
		ordered = append(ordered, p.id)
	}
	if ia < 0 || ib < 0 {
		return nil, &Error{Code: ENOTFOUND, Message: missing}
	}
	ordered[ia], ordered[ib] = ordered[ib], ordered[ia]
	out := make(map[int64]int, len(ordered))
	for i, id := range ordered {
		out[id] = base + i
	}
	return out, nil
}
