package repotest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

func runUserContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()

	t.Run("CreateFind", func(t *testing.T) {
		r := open(t)
		u := &domain.User{Username: "admin", PasswordHash: "$argon2id$hash"}
		require.NoError(t, r.Users.Create(ctx, u))
		assert.NotZero(t, u.ID)

		byName, err := r.Users.FindByUsername(ctx, "admin")
		require.NoError(t, err)
		assert.Equal(t, *u, *byName)
		byID, err := r.Users.Find(ctx, u.ID)
		require.NoError(t, err)
		assert.Equal(t, *u, *byID)

		_, err = r.Users.FindByUsername(ctx, "Admin")
		assertNotFound(t, err, domain.MsgUserNotFound)
		_, err = r.Users.Find(ctx, u.ID+100)
		assertNotFound(t, err, domain.MsgUserNotFound)
	})

	t.Run("UniqueUsername", func(t *testing.T) {
		r := open(t)
		require.NoError(t, r.Users.Create(ctx, &domain.User{Username: "admin", PasswordHash: "one"}))
		assertConflict(t, r.Users.Create(ctx, &domain.User{Username: "admin", PasswordHash: "two"}))

		u, err := r.Users.FindByUsername(ctx, "admin")
		require.NoError(t, err)
		assert.Equal(t, "one", u.PasswordHash, "the first user is untouched")
		n, err := r.Users.Count(ctx)
		require.NoError(t, err)
		assert.Equal(t, 1, n)
	})

	t.Run("SetPasswordHashAndCount", func(t *testing.T) {
		r := open(t)
		n, err := r.Users.Count(ctx)
		require.NoError(t, err)
		assert.Equal(t, 0, n)
		u := &domain.User{Username: "admin", PasswordHash: "old"}
		require.NoError(t, r.Users.Create(ctx, u))
		other := &domain.User{Username: "editor", PasswordHash: "other"}
		require.NoError(t, r.Users.Create(ctx, other))

		require.NoError(t, r.Users.SetPasswordHash(ctx, u.ID, "new"))
		got, err := r.Users.Find(ctx, u.ID)
		require.NoError(t, err)
		assert.Equal(t, "new", got.PasswordHash)
		got, err = r.Users.Find(ctx, other.ID)
		require.NoError(t, err)
		assert.Equal(t, "other", got.PasswordHash)

		assertNotFound(t, r.Users.SetPasswordHash(ctx, other.ID+100, "x"), domain.MsgUserNotFound)
		n, err = r.Users.Count(ctx)
		require.NoError(t, err)
		assert.Equal(t, 2, n)
	})

	t.Run("SecurityGeneration", func(t *testing.T) { runSecurityGenerationContract(t, open) })
}

func runSecurityGenerationContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	r := open(t)
	u := &domain.User{Username: "admin", PasswordHash: "hash"}
	require.NoError(t, r.Users.Create(ctx, u))
	other := &domain.User{Username: "editor", PasswordHash: "other"}
	require.NoError(t, r.Users.Create(ctx, other))
	got, err := r.Users.Find(ctx, u.ID)
	require.NoError(t, err)
	assert.Zero(t, got.SecurityGeneration, "a new user starts at 0")

	require.NoError(t, r.Users.AdvanceSecurityGeneration(ctx, u.ID))
	require.NoError(t, r.Users.AdvanceSecurityGeneration(ctx, u.ID))
	require.NoError(t, r.Users.SetPasswordHash(ctx, u.ID, "rehashed"))
	for _, find := range []func(context.Context, int64) (*domain.User, error){r.Users.Find, r.Users.FindForUpdate} {
		got, err := find(ctx, u.ID)
		require.NoError(t, err)
		assert.Equal(t, domain.User{ID: u.ID, Username: "admin", PasswordHash: "rehashed", SecurityGeneration: 2, Role: domain.RoleEditor}, *got,
			"advanced twice; a new hash leaves the generation alone")
	}
	byName, err := r.Users.FindByUsername(ctx, "admin")
	require.NoError(t, err)
	assert.Equal(t, int64(2), byName.SecurityGeneration)
	got, err = r.Users.Find(ctx, other.ID)
	require.NoError(t, err)
	assert.Zero(t, got.SecurityGeneration, "only that user's")

	assertNotFound(t, r.Users.AdvanceSecurityGeneration(ctx, other.ID+100), domain.MsgUserNotFound)
	_, err = r.Users.FindForUpdate(ctx, other.ID+100)
	assertNotFound(t, err, domain.MsgUserNotFound)
}

func runLayoutContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()

	t.Run("CreateList", func(t *testing.T) {
		r := open(t)
		mk := func(category, subcategory string, active bool) *domain.SectionLayout {
			s := &domain.SectionLayout{Category: category, Subcategory: subcategory, ColumnsPerRow: 2,
				DisplayStyle: "grid", SectionTitle: category + " title", SectionDescription: "about " + category, IsActive: active}
			require.NoError(t, r.Layouts.Create(ctx, s))
			require.NotZero(t, s.ID)
			assert.WithinDuration(t, time.Now(), s.CreatedAt, time.Minute)
			return s
		}
		music := mk("music", "", true)
		gamesRiot := mk("games", "riot-games", true)
		games := mk("games", "", false)
		gamesMaxis := mk("games", "maxis-ea", true)
		gamesRiot2 := mk("games", "riot-games", false)

		all, err := r.Layouts.List(ctx, false)
		require.NoError(t, err)
		assert.Equal(t, []int64{games.ID, gamesMaxis.ID, gamesRiot.ID, gamesRiot2.ID, music.ID}, ids(all, layoutID),
			"by category, subcategory (none first), then id")
		assert.Equal(t, gamesMaxis.SectionTitle, all[1].SectionTitle)
		assert.Equal(t, "about games", all[1].SectionDescription)
		assert.Equal(t, "grid", all[1].DisplayStyle)
		assert.Equal(t, 2, all[1].ColumnsPerRow)
		assert.WithinDuration(t, gamesMaxis.CreatedAt, all[1].CreatedAt, time.Millisecond)

		active, err := r.Layouts.List(ctx, true)
		require.NoError(t, err)
		assert.Equal(t, []int64{gamesMaxis.ID, gamesRiot.ID, music.ID}, ids(active, layoutID))
	})

	t.Run("OneActivePerSection", func(t *testing.T) {
		r := open(t)
		first := &domain.SectionLayout{Category: "music", ColumnsPerRow: 2, IsActive: true}
		require.NoError(t, r.Layouts.Create(ctx, first))
		assertConflict(t, r.Layouts.Create(ctx, &domain.SectionLayout{Category: "music", ColumnsPerRow: 3, IsActive: true}))
		sub := &domain.SectionLayout{Category: "music", Subcategory: "soundtracks", ColumnsPerRow: 3, IsActive: true}
		require.NoError(t, r.Layouts.Create(ctx, sub), "another subcategory is another section")
		off := &domain.SectionLayout{Category: "music", ColumnsPerRow: 4, IsActive: false}
		require.NoError(t, r.Layouts.Create(ctx, off), "inactive layouts do not count")

		_, err := r.Layouts.Update(ctx, off.ID, func(l *domain.SectionLayout) error { l.IsActive = true; return nil })
		assertConflict(t, err)
		_, err = r.Layouts.Update(ctx, sub.ID, func(l *domain.SectionLayout) error { l.Subcategory = ""; return nil })
		assertConflict(t, err)
		got, err := r.Layouts.Find(ctx, sub.ID)
		require.NoError(t, err)
		assert.Equal(t, "soundtracks", got.Subcategory, "a refused update writes nothing")

		_, err = r.Layouts.Update(ctx, first.ID, func(l *domain.SectionLayout) error { l.IsActive = false; return nil })
		require.NoError(t, err)
		on, err := r.Layouts.Update(ctx, off.ID, func(l *domain.SectionLayout) error { l.IsActive = true; return nil })
		require.NoError(t, err)
		assert.True(t, on.IsActive)
		_, err = r.Layouts.Update(ctx, off.ID, func(l *domain.SectionLayout) error { l.SectionTitle = "Again"; return nil })
		require.NoError(t, err, "a layout does not conflict with itself")
	})

	t.Run("FindUpdateDelete", func(t *testing.T) {
		r := open(t)
		l := &domain.SectionLayout{Category: "games", ColumnsPerRow: 2, DisplayStyle: "grid", SectionTitle: "Games", IsActive: true}
		require.NoError(t, r.Layouts.Create(ctx, l))
		got, err := r.Layouts.Find(ctx, l.ID)
		require.NoError(t, err)
		assert.Equal(t, "Games", got.SectionTitle)
		assert.WithinDuration(t, l.CreatedAt, got.CreatedAt, time.Millisecond)

		up, err := r.Layouts.Update(ctx, l.ID, func(s *domain.SectionLayout) error {
			s.ColumnsPerRow, s.DisplayStyle, s.SectionDescription, s.ID = 4, "list", "All of them", 999
			return nil
		})
		require.NoError(t, err)
		assert.Equal(t, l.ID, up.ID, "the id is kept")
		assert.Equal(t, 4, up.ColumnsPerRow)
		got, err = r.Layouts.Find(ctx, l.ID)
		require.NoError(t, err)
		assert.Equal(t, "list", got.DisplayStyle)
		assert.Equal(t, "All of them", got.SectionDescription)
		assert.WithinDuration(t, l.CreatedAt, got.CreatedAt, time.Millisecond)

		_, err = r.Layouts.Update(ctx, l.ID, func(*domain.SectionLayout) error { return errAbort })
		assert.ErrorIs(t, err, errAbort)
		_, err = r.Layouts.Update(ctx, l.ID+100, func(*domain.SectionLayout) error { return nil })
		assertNotFound(t, err, domain.MsgLayoutNotFound)
		_, err = r.Layouts.Find(ctx, l.ID+100)
		assertNotFound(t, err, domain.MsgLayoutNotFound)

		n, err := r.Layouts.Count(ctx)
		require.NoError(t, err)
		assert.Equal(t, 1, n)
		require.NoError(t, r.Layouts.Delete(ctx, l.ID))
		assertNotFound(t, r.Layouts.Delete(ctx, l.ID), domain.MsgLayoutNotFound)
		all, err := r.Layouts.List(ctx, false)
		require.NoError(t, err)
		assert.Empty(t, all)
	})

	t.Run("DefaultColumns", func(t *testing.T) {
		r := open(t)
		s := &domain.SectionLayout{Category: "games", IsActive: true}
		require.NoError(t, r.Layouts.Create(ctx, s))
		assert.Equal(t, domain.DefaultColumnsPerRow, s.ColumnsPerRow)
		all, err := r.Layouts.List(ctx, true)
		require.NoError(t, err)
		require.Len(t, all, 1)
		assert.Equal(t, domain.DefaultColumnsPerRow, all[0].ColumnsPerRow)
		assert.Equal(t, "", all[0].Subcategory)
	})
}
