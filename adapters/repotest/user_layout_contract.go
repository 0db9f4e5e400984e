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
		gamesRiot2 := mk("games", "riot-games", true)

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
		assert.Equal(t, []int64{gamesMaxis.ID, gamesRiot.ID, gamesRiot2.ID, music.ID}, ids(active, layoutID))
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
