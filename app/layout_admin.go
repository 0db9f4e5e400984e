package app

import "github.com/portfolio-site/portfolio/domain"

// SectionLayoutAdmin administers the portfolio section layouts. The
// repository refuses a second active layout of a section (ECONFLICT).
type SectionLayoutAdmin = ContentAdmin[domain.SectionLayout, domain.SectionLayoutPatch]

// SectionLayouts returns the administrator of section layouts.
func (s *ContentService) SectionLayouts() *SectionLayoutAdmin {
	return &SectionLayoutAdmin{
		repo: s.layouts, events: s.events, journal: s.journal, kind: domain.ActivityLayout, newItem: domain.NewSectionLayout,
		id:      func(l *domain.SectionLayout) int64 { return l.ID },
		title:   layoutTitle,
		saved:   func(id int64) domain.Event { return domain.SectionLayoutSaved{LayoutID: id} },
		deleted: func(id int64) domain.Event { return domain.SectionLayoutDeleted{LayoutID: id} },
	}
}

// layoutTitle is what the activity log calls a layout: its section title,
// else the section it lays out.
func layoutTitle(l *domain.SectionLayout) string {
	if l.SectionTitle != "" {
		return l.SectionTitle
	}
	if l.Subcategory != "" {
		return l.Category + " / " + l.Subcategory
	}
	return l.Category
}
