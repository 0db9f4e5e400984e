package domain

import (
	"context"
	"strings"
)

// ProjectLink is a labelled link of a project (trailer, store page, review).
type ProjectLink struct {
	ID        int64  `json:"id"`
	ProjectID int64  `json:"projectId"`
	Label     string `json:"label"`
	URL       string `json:"url"`
	Type      string `json:"type"`
	Priority  int    `json:"priority"`
}

// Validate checks the link form rules: label required, url a valid http(s)
// URL, priority never below 0.
func (l *ProjectLink) Validate() error {
	v := ValidationErrors{}
	if strings.TrimSpace(l.Label) == "" {
		v.Add("label", MsgLabelRequired)
	}
	limitText(v, "label", l.Label, maxTextLength)
	if !IsHTTPURL(l.URL) {
		v.Add("url", MsgInvalidURL)
	}
	limitText(v, "url", l.URL, maxTextLength)
	limitText(v, "type", l.Type, maxTextLength)
	if l.Priority < 0 {
		v.Add("priority", MsgPriorityNegative)
	}
	return v.Err()
}

// LinkPatch holds the fields of a link create or partial update.
type LinkPatch struct {
	Label    *string
	URL      *string
	Type     *string
	Priority *int
}

// Apply copies the present fields onto l.
func (u LinkPatch) Apply(l *ProjectLink) {
	setString(&l.Label, u.Label)
	setString(&l.URL, u.URL)
	setString(&l.Type, u.Type)
	if u.Priority != nil {
		l.Priority = *u.Priority
	}
}

// LinkRepository stores project links, listed by ascending priority then id.
type LinkRepository interface {
	// ListByProject returns the links of one project.
	ListByProject(ctx context.Context, projectID int64) ([]ProjectLink, error)
	// Find returns one link. ENOTFOUND.
	Find(ctx context.Context, id int64) (*ProjectLink, error)
	// Create inserts l; ENOTFOUND when its project does not exist.
	Create(ctx context.Context, l *ProjectLink) error
	// Update applies fn in one transaction. ENOTFOUND.
	Update(ctx context.Context, id int64, fn func(*ProjectLink) error) (*ProjectLink, error)
	// Delete removes one link. ENOTFOUND.
	Delete(ctx context.Context, id int64) (*ProjectLink, error)
	// Restore inserts l as it was, id included. ENOTFOUND when its
	// project does not exist, ECONFLICT when the id is taken.
	Restore(ctx context.Context, l *ProjectLink) error
}
