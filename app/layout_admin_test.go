package app_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

func TestSectionLayoutEventsDropTheLayoutsRegion(t *testing.T) {
	for _, e := range []domain.Event{domain.SectionLayoutSaved{LayoutID: 1}, domain.SectionLayoutDeleted{LayoutID: 1}} {
		assert.Equal(t, []domain.CacheRegion{domain.RegionLayouts}, app.RegionsFor(e), e.EventName())
	}
}

func TestSectionLayoutValidation(t *testing.T) {
	l := domain.NewSectionLayout()
	assert.Equal(t, 3, l.ColumnsPerRow)
	assert.Equal(t, "grid", l.DisplayStyle)
	assert.True(t, l.IsActive)
	l.Category = "music"
	assert.NoError(t, l.Validate())
	for _, c := range []struct {
		change func(*domain.SectionLayout)
		field  string
		msg    string
	}{
		{func(s *domain.SectionLayout) { s.Category = "" }, "category", domain.MsgRequired},
		{func(s *domain.SectionLayout) { s.Category = "pottery" }, "category", domain.MsgLayoutCategory},
		{func(s *domain.SectionLayout) { s.ColumnsPerRow = 0 }, "columnsPerRow", domain.MsgColumnsPerRowLow},
		{func(s *domain.SectionLayout) { s.ColumnsPerRow = 5 }, "columnsPerRow", domain.MsgColumnsPerRowHigh},
		{func(s *domain.SectionLayout) { s.DisplayStyle = "carousel" }, "displayStyle", domain.MsgLayoutDisplayStyle},
	} {
		s := l
		c.change(&s)
		var de *domain.Error
		if assert.ErrorAs(t, s.Validate(), &de) {
			assert.Equal(t, c.msg, de.Fields[c.field])
		}
	}
}
