package domain_test

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/domain"
)

// The tables themselves are the one source (the frontend's module is
// generated from them); these tests check their rules, not their rows.

func TestCatalogueKeysAreUnique(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range domain.ProjectCategories() {
		assert.False(t, seen[c.Key], "category %s twice", c.Key)
		seen[c.Key] = true
		assert.NotEmpty(t, c.Label)
	}
	labels := map[string]string{}
	for _, s := range domain.SubcategoryOrderTable() {
		labels[s.Key] = s.Label
	}
	for _, o := range domain.ExtraSubcategoryLabels() {
		_, dup := labels[o.Key]
		assert.False(t, dup, "subcategory %s has two labels", o.Key)
		labels[o.Key] = o.Label
	}
	for _, c := range domain.ProjectCategories() {
		for _, o := range c.Subcategories {
			assert.NotEmpty(t, labels[o.Key], "every admin subcategory option has a label: %s", o.Key)
		}
	}
}

func TestSubcategoryOrderTableIsSorted(t *testing.T) {
	table := domain.SubcategoryOrderTable()
	assert.True(t, sort.SliceIsSorted(table, func(i, j int) bool { return table[i].Sort < table[j].Sort }))
	for _, s := range table {
		assert.Less(t, s.Sort, float64(domain.UnknownSubcategorySort), "unknown keys sort after every known one")
	}
}

func TestCataloguesAreCopies(t *testing.T) {
	cats := domain.ProjectCategories()
	cats[0].Subcategories[0].Key = "changed"
	assert.NotEqual(t, "changed", domain.ProjectCategories()[0].Subcategories[0].Key, "callers get a copy")
	assert.False(t, domain.InvestmentCategoryHasSubcategories("funds-managed"))
	assert.True(t, domain.InvestmentCategoryHasSubcategories("portfolio-companies"))
}

// Every portfolio section is a project category, in the categories' order,
// with an anchor of its own; a group key names one group only (its
// category page, /portfolio/<key>, is that group's), and every key a group
// accepts has a label.
func TestPortfolioSectionsFollowTheCategories(t *testing.T) {
	sections := domain.PortfolioSections()
	cats := domain.ProjectCategories()
	assert.Len(t, sections, len(cats))
	anchors, groups := map[string]bool{}, map[string]bool{}
	for i, s := range sections {
		if i < len(cats) {
			assert.Equal(t, cats[i].Key, s.Category)
			assert.Equal(t, cats[i].Label, s.Title)
		}
		assert.False(t, anchors[s.Anchor], "anchor %s twice", s.Anchor)
		anchors[s.Anchor] = true
		assert.NotEmpty(t, s.ErrorText, s.Category)
		assert.NotEmpty(t, s.EmptyText, s.Category)
		assert.NotNil(t, s.Groups, s.Category)
		for _, g := range s.Groups {
			assert.False(t, groups[g.Key], "group %s twice", g.Key)
			groups[g.Key] = true
			assert.NotEmpty(t, g.Accepts, g.Key)
			for _, k := range g.Accepts {
				assert.NotEqual(t, k, domain.SubcategoryLabel(k), "subcategory %s has no label", k)
			}
		}
	}
}
