package app

import "github.com/portfolio-site/portfolio/domain"

// SectionLayoutAdmin administers the portfolio section layouts. The
// repository refuses a second active layout of a section (ECONFLICT).
type SectionLayoutAdmin = ContentAdmin[domain.SectionLayout, *domain.SectionLayout, domain.SectionLayoutPatch]

// SectionLayouts returns the administrator of section layouts.
func (s *ContentService) SectionLayouts() *SectionLayoutAdmin {
	return &SectionLayoutAdmin{
		itemKind: itemKind[domain.SectionLayout]{
			journal: s.journal, events: s.events, kind: domain.ActivityLayout,
			id:    func(l *domain.SectionLayout) int64 { return l.ID },
			title: layoutTitle,
			saved: func(l *domain.SectionLayout) domain.Event { return domain.SectionLayoutSaved{LayoutID: l.ID} },
		},
		repo: s.layouts, trash: s.trash, newItem: domain.NewSectionLayout,
		drafts: s.drafts, setActive: func(l *domain.SectionLayout, on bool) { l.IsActive = on },
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
