package repotest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// runAppearanceContract checks domain.AppearanceRepository: every field
// round-trips (the times as written, with their offsets), inactive ones are
// hidden from the public list, updates are partial, deletes and restores
// keep the id.
func runAppearanceContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	full := func(title, slug string, active bool) domain.Appearance {
		a := domain.Appearance{Title: title, Slug: slug, EventName: "GDC", Role: "keynote", StartsAt: "2027-05-14T09:30:00+02:00",
			EndsAt: "2027-05-14T10:15:00+02:00", TimeZone: "Europe/Berlin", Venue: "Hall 1", City: "Berlin", Country: "Germany",
			Online: true, URL: "https://example.com/e", RecordingURL: "https://example.com/r", Description: "Line one\nline two",
			ImageURL: "/uploads/a.png", ImageDescription: "Stage", IsActive: active}
		require.NoError(t, a.Validate())
		return a
	}
	strip := func(a domain.Appearance) domain.Appearance { a.ID, a.CreatedAt = 0, time.Time{}; return a }

	t.Run("RoundTripAndActiveOnly", func(t *testing.T) {
		repo := open(t).Appearances
		a, b := full("Keynote", "keynote", true), full("Hidden", "hidden", false)
		require.NoError(t, repo.Create(ctx, &a))
		require.NoError(t, repo.Create(ctx, &b))
		require.NotZero(t, a.ID)
		got, err := repo.Find(ctx, a.ID)
		require.NoError(t, err)
		assert.Equal(t, strip(full("Keynote", "keynote", true)), strip(*got))
		assert.Equal(t, "/speaking/keynote", got.Path)
		all, err := repo.List(ctx, false)
		require.NoError(t, err)
		assert.Len(t, all, 2)
		active, err := repo.List(ctx, true)
		require.NoError(t, err)
		require.Len(t, active, 1)
		assert.Equal(t, a.ID, active[0].ID)
	})

	t.Run("UpdateDeleteRestore", func(t *testing.T) {
		repo := open(t).Appearances
		a := full("Panel", "panel", true)
		require.NoError(t, repo.Create(ctx, &a))
		got, err := repo.Update(ctx, a.ID, func(x *domain.Appearance) error { x.City = "Paris"; return nil })
		require.NoError(t, err)
		assert.Equal(t, "Paris", got.City)
		assert.Equal(t, "Panel", got.Title)
		require.NoError(t, repo.Delete(ctx, a.ID))
		_, err = repo.Find(ctx, a.ID)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
		require.NoError(t, repo.Restore(ctx, got))
		back, err := repo.Find(ctx, a.ID)
		require.NoError(t, err)
		assert.Equal(t, "Paris", back.City)
	})
}
