package domain

// maxFilterLength bounds a list filter's category or subcategory: the
// values reach the cache key, and the catalogue's keys are short words.
const maxFilterLength = 64

// Validate checks the filter values a visitor sends in the query string.
// Unknown categories are allowed (projects may carry any category), but a
// value over 64 characters is refused, so a request cannot make the
// server keep, or look up, arbitrarily large keys.
func (f ProjectFilter) Validate() error {
	v := ValidationErrors{}
	limitText(v, "category", f.Category, maxFilterLength)
	limitText(v, "subcategory", f.Subcategory, maxFilterLength)
	return v.Err()
}
