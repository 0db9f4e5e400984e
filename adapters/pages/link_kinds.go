package pages

import "slices"

// LinkKinds lists every kind linkKind can give a project link, in a fixed
// order: the host kinds, then the kinds a link type names. The frontend's
// LinkKind union is generated from it (cmd/gen-ts), so the components
// that pick an icon per kind know exactly these.
func LinkKinds() []string {
	var kinds []string
	for _, hk := range hostKinds {
		kinds = append(kinds, hk.kind)
	}
	types := make([]string, 0, len(typeKinds))
	for t := range typeKinds {
		types = append(types, t)
	}
	slices.Sort(types)
	for _, t := range types {
		if k := typeKinds[t]; !slices.Contains(kinds, k) {
			kinds = append(kinds, k)
		}
	}
	if !slices.Contains(kinds, "website") {
		kinds = append(kinds, "website")
	}
	return kinds
}
