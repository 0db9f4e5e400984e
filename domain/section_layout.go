package domain

import (
	"context"
	"time"
)

// DefaultColumnsPerRow is the columns of a section layout when none is set.
const DefaultColumnsPerRow = 3

// SectionLayout describes how a portfolio section is laid out. The product
// stores it but shows no screen for it; the API exposes it read-only.
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

// Validate checks category present and at least one column.
func (s *SectionLayout) Validate() error {
	v := ValidationErrors{}
	requireText(v, "category", s.Category)
	if s.ColumnsPerRow < 1 {
		v.Add("columnsPerRow", MsgColumnsPerRowLow)
	}
	return v.Err()
}

// SectionLayoutRepository stores section layouts, listed by category,
// subcategory and id.
type SectionLayoutRepository interface {
	// List returns the layouts; activeOnly hides inactive ones.
	List(ctx context.Context, activeOnly bool) ([]SectionLayout, error)
	// Create inserts s, setting its ID and createdAt.
	Create(ctx context.Context, s *SectionLayout) error
}
