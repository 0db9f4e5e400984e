package domain

import (
	"context"
	"slices"
	"time"
)

// DefaultColumnsPerRow is the columns of a section layout when none is set.
const DefaultColumnsPerRow = 3

// MaxColumnsPerRow is the most columns a section shows on wide screens.
const MaxColumnsPerRow = 4

// The display styles of a section: cards in a grid, or one card per row.
// The spec names the field but not its values.
const (
	DisplayGrid = "grid"
	DisplayList = "list"
)

// Section layout messages, as the admin form shows them.
const (
	MsgColumnsPerRowHigh   = "Number must be less than or equal to 4"
	MsgLayoutCategory      = "Must be one of the project categories"
	MsgLayoutDisplayStyle  = "Must be grid or list"
	MsgSectionLayoutExists = "An active layout already exists for this category and subcategory"
	MsgLayoutNotFound      = "Section layout not found"
)

// SectionLayout describes how a portfolio section is laid out: its title
// and description, the columns of its grid on wide screens and its display
// style. The active layout of a category (no subcategory) replaces the
// section's defaults on the public portfolio page.
type SectionLayout struct {
	ID                 int64     `json:"id"`
	Category           string    `json:"category"`
	Subcategory        string    `json:"subcategory"`
	ColumnsPerRow      int       `json:"columnsPerRow"`
	DisplayStyle       string    `json:"displayStyle"`
	SectionTitle       string    `json:"sectionTitle"`
	SectionDescription string    `json:"sectionDescription"`
	IsActive           bool      `json:"isActive"`
	CreatedAt          time.Time `json:"createdAt"`
}

// NewSectionLayout returns a layout with the database defaults.
func NewSectionLayout() SectionLayout {
	return SectionLayout{ColumnsPerRow: DefaultColumnsPerRow, DisplayStyle: DisplayGrid, IsActive: true}
}

// Validate checks the category is a project category, the columns 1 to 4,
// the display style grid or list (empty is grid) and the texts bounded.
func (s *SectionLayout) Validate() error {
	v := ValidationErrors{}
	requireText(v, "category", s.Category)
	if s.Category != "" && !slices.ContainsFunc(projectCategories, func(c CategoryOption) bool { return c.Key == s.Category }) {
		v.Add("category", MsgLayoutCategory)
	}
	if s.ColumnsPerRow < 1 {
		v.Add("columnsPerRow", MsgColumnsPerRowLow)
	} else if s.ColumnsPerRow > MaxColumnsPerRow {
		v.Add("columnsPerRow", MsgColumnsPerRowHigh)
	}
	if s.DisplayStyle != "" && s.DisplayStyle != DisplayGrid && s.DisplayStyle != DisplayList {
		v.Add("displayStyle", MsgLayoutDisplayStyle)
	}
	for f, t := range map[string]string{"subcategory": s.Subcategory, "sectionTitle": s.SectionTitle} {
		limitText(v, f, t, maxTextLength)
	}
	limitLines(v, "sectionDescription", s.SectionDescription, maxTextLength)
	return v.Err()
}

// SameSection reports whether s and o lay out the same section: the same
// category and subcategory. Two active layouts may not.
func (s *SectionLayout) SameSection(o *SectionLayout) bool {
	return s.Category == o.Category && s.Subcategory == o.Subcategory
}

// ErrLayoutExists is the ECONFLICT of a second active layout for a section.
func ErrLayoutExists() error {
	return &Error{Code: ECONFLICT, Message: MsgSectionLayoutExists, Fields: map[string]string{"subcategory": MsgSectionLayoutExists}}
}

// SectionLayoutPatch holds the fields of a create or partial update.
type SectionLayoutPatch struct {
	Category           *string
	Subcategory        *string
	ColumnsPerRow      *int
	DisplayStyle       *string
	SectionTitle       *string
	SectionDescription *string
	IsActive           *bool
}

// Apply copies the present fields onto s.
func (u SectionLayoutPatch) Apply(s *SectionLayout) {
	setString(&s.Category, u.Category)
	setString(&s.Subcategory, u.Subcategory)
	setInt(&s.ColumnsPerRow, u.ColumnsPerRow)
	setString(&s.DisplayStyle, u.DisplayStyle)
	setString(&s.SectionTitle, u.SectionTitle)
	setString(&s.SectionDescription, u.SectionDescription)
	setBool(&s.IsActive, u.IsActive)
}

// SectionLayoutRepository stores section layouts, listed by category,
// subcategory and id. At most one layout of a category and subcategory is
// active: Create and Update refuse a second one with ECONFLICT
// (MsgSectionLayoutExists), checked in the write's transaction.
type SectionLayoutRepository interface {
	// List returns the layouts; activeOnly hides inactive ones.
	List(ctx context.Context, activeOnly bool) ([]SectionLayout, error)
	// Find returns one layout. ENOTFOUND.
	Find(ctx context.Context, id int64) (*SectionLayout, error)
	// Create inserts s, setting its ID and createdAt. ECONFLICT.
	Create(ctx context.Context, s *SectionLayout) error
	// Update reads the layout, applies fn and writes it back in one
	// transaction; fn's error aborts the write. ENOTFOUND, ECONFLICT.
	Update(ctx context.Context, id int64, fn func(*SectionLayout) error) (*SectionLayout, error)
	// Delete removes one layout. ENOTFOUND.
	Delete(ctx context.Context, id int64) error
	// Count returns the number of layouts.
	Count(ctx context.Context) (int, error)
}

// SectionLayoutSaved: a portfolio section layout was created or updated.
type SectionLayoutSaved struct{ LayoutID int64 }

// SectionLayoutDeleted: a portfolio section layout was deleted.
type SectionLayoutDeleted struct{ LayoutID int64 }

// EventName implements Event.
func (SectionLayoutSaved) EventName() string { return "SectionLayoutSaved" }

// EventName implements Event.
func (SectionLayoutDeleted) EventName() string { return "SectionLayoutDeleted" }

// EventKind implements KindEvent.
func (SectionLayoutSaved) EventKind() Kind { return KindLayout }

// EventKind implements KindEvent.
func (SectionLayoutDeleted) EventKind() Kind { return KindLayout }
