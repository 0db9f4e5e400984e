package domain_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// The offset written is the zone's at the instant: winter and summer time
// in Berlin differ, and the instant never moves.
func TestAppearanceTimesKeepTheirInstantAcrossDaylightSaving(t *testing.T) {
	a := domain.Appearance{Title: "T", Role: "talk", TimeZone: "Europe/Berlin", StartsAt: "2027-03-28T00:30:00Z", EndsAt: "2027-03-28T01:30:00Z"}
	require.NoError(t, a.Validate())
	assert.Equal(t, "2027-03-28T01:30:00+01:00", a.StartsAt, "before the change: CET")
	assert.Equal(t, "2027-03-28T03:30:00+02:00", a.EndsAt, "after the change: CEST")
	assert.Equal(t, time.Hour, a.End().Sub(a.Start()))
}

func TestOrderAppearances(t *testing.T) {
	now := time.Date(2030, 1, 1, 12, 0, 0, 0, time.UTC)
	mk := func(id int64, start string) domain.Appearance {
		return domain.Appearance{ID: id, StartsAt: start, TimeZone: "UTC"}
	}
	items := []domain.Appearance{mk(1, "2029-01-01T10:00:00Z"), mk(2, "2031-06-01T10:00:00Z"), mk(3, "2028-01-01T10:00:00Z"),
		mk(4, "2030-02-01T10:00:00Z"), {ID: 5, StartsAt: "2030-01-01T11:00:00Z", EndsAt: "2030-01-01T13:00:00Z", TimeZone: "UTC"}}
	domain.OrderAppearances(items, now)
	var ids []int64
	for _, a := range items {
		ids = append(ids, a.ID)
	}
	assert.Equal(t, []int64{5, 4, 2, 1, 3}, ids, "upcoming (and running) soonest first, then past latest first")
}
