package pages

import (
	"slices"

	"github.com/portfolio-site/portfolio/domain"
)

// The section layouts the owner sets per portfolio section and
// subcategory group: titles, descriptions and columns over the defaults.

// sectionLayout is the app's sectionLayout: the first active layout of
// the section's category without a subcategory, in the list's order, nil
// for none.
func sectionLayout(category string, layouts []domain.SectionLayout) *domain.SectionLayout {
	for i, l := range layouts {
		if l.IsActive && l.Category == category && l.Subcategory == "" {
			return &layouts[i]
		}
	}
	return nil
}

// applyLayout returns base with what the layout l sets over it (the app's
// applyLayout); a nil layout changes nothing.
func applyLayout(base groupLayoutView, l *domain.SectionLayout) groupLayoutView {
	if l == nil {
		return base
	}
	out := groupLayoutView{Title: base.Title, Description: present(l.SectionDescription), Columns: domain.DefaultColumnsPerRow, Display: domain.DisplayGrid}
	if t := present(l.SectionTitle); t != "" {
		out.Title = t
	}
	if l.ColumnsPerRow >= 1 && l.ColumnsPerRow <= domain.MaxColumnsPerRow {
		out.Columns = l.ColumnsPerRow
	}
	if l.DisplayStyle == domain.DisplayList {
		out.Display = domain.DisplayList
	}
	return out
}

// groupLayout is the app's groupLayout: the first active layout of the
// category naming one of the subcategories, nil for none.
func groupLayout(category string, subcategories []string, layouts []domain.SectionLayout) *domain.SectionLayout {
	for i, l := range layouts {
		if l.IsActive && l.Category == category && l.Subcategory != "" && slices.Contains(subcategories, l.Subcategory) {
			return &layouts[i]
		}
	}
	return nil
}

// groupFields is the app's groupFields: the group's own layout over its
// label and the section's columns and display.
func groupFields(section groupLayoutView, label string, l *domain.SectionLayout) groupLayoutView {
	return applyLayout(groupLayoutView{Title: label, Columns: section.Columns, Display: section.Display}, l)
}
