package domain

// ContentReplaced: the whole content was replaced at once (a backup
// restored from the admin). Every cached answer is stale.
type ContentReplaced struct{}

// EventName implements Event.
func (ContentReplaced) EventName() string { return "ContentReplaced" }
