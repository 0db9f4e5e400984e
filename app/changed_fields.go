package app

import (
	"encoding/json"
	"reflect"
	"slices"

	"github.com/portfolio-site/portfolio/app/journal"
)

// DefaultActivityPage is the activity log's page size when a request asks
// for none (journal.DefaultActivityPage); the generated frontend limits
// read it here.
const DefaultActivityPage = journal.DefaultActivityPage

// ignoredFields are the fields an update's entry never names: the store
// sets them, they are children with their own entries, or they follow
// from others (a project's path, from its category and slug).
var ignoredFields = []string{"id", "createdAt", "updatedAt", "links", "galleryImages", "path"}

// changedFields names the JSON fields whose values differ between before
// and after (entities with JSON names), sorted.
func changedFields(before, after any) []string {
	a, errA := jsonFields(before)
	b, errB := jsonFields(after)
	if errA != nil || errB != nil {
		return nil
	}
	var out []string
	for k, v := range b {
		if slices.Contains(ignoredFields, k) {
			continue
		}
		if old, ok := a[k]; !ok || !reflect.DeepEqual(old, v) {
			out = append(out, k)
		}
	}
	for k := range a {
		if _, ok := b[k]; !ok && !slices.Contains(ignoredFields, k) {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}

func jsonFields(v any) (map[string]any, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	err = json.Unmarshal(raw, &m)
	return m, err
}
