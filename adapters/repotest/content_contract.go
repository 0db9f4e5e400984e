package repotest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// contentCase describes one simple content entity to the shared checks of
// domain.ContentRepository.
type contentCase[T any] struct {
	notFound string
	repo     func(Repos) domain.ContentRepository[T]
	// make returns a fully populated item with the given title, priority and
	// active flag.
	make      func(title string, priority int, active bool) T
	id        func(*T) int64
	title     func(*T) string
	setTitle  func(*T, string)
	createdAt func(*T) time.Time
	// strip zeroes what the store assigns (id, createdAt).
	strip func(T) T
}

func runCollaborationContract(t *testing.T, open func(t *testing.T) Repos) {
	runContentContract(t, open, contentCase[domain.Collaboration]{
		notFound: domain.MsgCollaborationNotFound,
		repo:     func(r Repos) domain.ContentRepository[domain.Collaboration] { return r.Collaborations },
		make: func(title string, priority int, active bool) domain.Collaboration {
			return domain.Collaboration{Title: title, Description: title + " description", ImageURL: "/uploads/" + title + ".png",
				ImageDescription: title + " logo", LogoURL: "/uploads/" + title + "-logo.svg", Priority: priority, IsActive: active}
		},
		id:        func(c *domain.Collaboration) int64 { return c.ID },
		title:     func(c *domain.Collaboration) string { return c.Title },
		setTitle:  func(c *domain.Collaboration, s string) { c.Title = s },
		createdAt: func(c *domain.Collaboration) time.Time { return c.CreatedAt },
		strip:     func(c domain.Collaboration) domain.Collaboration { c.ID, c.CreatedAt = 0, time.Time{}; return c },
	})
}

func runMediaContract(t *testing.T, open func(t *testing.T) Repos) {
	runContentContract(t, open, contentCase[domain.MediaItem]{
		notFound: domain.MsgMediaItemNotFound,
		repo:     func(r Repos) domain.ContentRepository[domain.MediaItem] { return r.Media },
		make: func(title string, priority int, active bool) domain.MediaItem {
			return domain.MediaItem{Title: title, Description: title + " description", Category: "podcast",
				URL: "https://example.com/" + title, LinkType: "audio", ThumbnailURL: "/uploads/" + title + ".png",
				ThumbnailDescription: title + " thumbnail", Priority: priority, IsActive: active}
		},
		id:        func(m *domain.MediaItem) int64 { return m.ID },
		title:     func(m *domain.MediaItem) string { return m.Title },
		setTitle:  func(m *domain.MediaItem, s string) { m.Title = s },
		createdAt: func(m *domain.MediaItem) time.Time { return m.CreatedAt },
		strip:     func(m domain.MediaItem) domain.MediaItem { m.ID, m.CreatedAt = 0, time.Time{}; return m },
	})
}

func runInvestmentContract(t *testing.T, open func(t *testing.T) Repos) {
	runContentContract(t, open, contentCase[domain.Investment]{
		notFound: domain.MsgInvestmentNotFound,
		repo:     func(r Repos) domain.ContentRepository[domain.Investment] { return r.Investments },
		make: func(title string, priority int, active bool) domain.Investment {
			return domain.Investment{Title: title, Description: title + " description", Category: "portfolio-companies",
				Subcategory: "game", URL: "https://example.com/" + title, Role: "Investor", LogoURL: "/uploads/" + title + ".png",
				LogoDescription: title + " logo", Priority: priority, IsActive: active}
		},
		id:        func(i *domain.Investment) int64 { return i.ID },
		title:     func(i *domain.Investment) string { return i.Title },
		setTitle:  func(i *domain.Investment, s string) { i.Title = s },
		createdAt: func(i *domain.Investment) time.Time { return i.CreatedAt },
		strip:     func(i domain.Investment) domain.Investment { i.ID, i.CreatedAt = 0, time.Time{}; return i },
	})
}

func runContentContract[T any](t *testing.T, open func(t *testing.T) Repos, c contentCase[T]) {
	ctx := context.Background()
	create := func(t *testing.T, repo domain.ContentRepository[T], title string, priority int, active bool) *T {
		t.Helper()
		item := c.make(title, priority, active)
		require.NoError(t, repo.Create(ctx, &item))
		require.NotZero(t, c.id(&item))
		return &item
	}

	t.Run("CreateFind", func(t *testing.T) {
		repo := c.repo(open(t))
		item := create(t, repo, "first", 3, true)
		assert.WithinDuration(t, time.Now(), c.createdAt(item), time.Minute)

		got, err := repo.Find(ctx, c.id(item))
		require.NoError(t, err)
		want := c.make("first", 3, true)
		assertSameContent(t, c, &want, got)
		assert.WithinDuration(t, c.createdAt(item), c.createdAt(got), time.Millisecond)
	})

	t.Run("OptionalFieldsEmpty", func(t *testing.T) {
		repo := c.repo(open(t))
		var bare T
		c.setTitle(&bare, "bare")
		require.NoError(t, repo.Create(ctx, &bare))
		got, err := repo.Find(ctx, c.id(&bare))
		require.NoError(t, err)
		assertSameContent(t, c, &bare, got)
	})

	t.Run("ListOrderAndActiveOnly", func(t *testing.T) {
		repo := c.repo(open(t))
		b := create(t, repo, "b", 2, true)
		a := create(t, repo, "a", 1, false)
		a2 := create(t, repo, "a2", 1, true)
		z := create(t, repo, "z", 0, true)

		all, err := repo.List(ctx, false)
		require.NoError(t, err)
		assert.Equal(t, []int64{c.id(z), c.id(a), c.id(a2), c.id(b)}, ids(all, c.id))
		active, err := repo.List(ctx, true)
		require.NoError(t, err)
		assert.Equal(t, []int64{c.id(z), c.id(a2), c.id(b)}, ids(active, c.id))
	})

	t.Run("UpdatePartialAndAbort", func(t *testing.T) {
		repo := c.repo(open(t))
		item := create(t, repo, "old", 4, true)
		got, err := repo.Update(ctx, c.id(item), func(v *T) error {
			c.setTitle(v, "new")
			return nil
		})
		require.NoError(t, err)
		want := c.make("old", 4, true)
		c.setTitle(&want, "new")
		assertSameContent(t, c, &want, got)
		assert.Equal(t, c.id(item), c.id(got))
		assert.WithinDuration(t, c.createdAt(item), c.createdAt(got), time.Millisecond)

		_, err = repo.Update(ctx, c.id(item), func(v *T) error {
			c.setTitle(v, "lost")
			return errAbort
		})
		assert.Same(t, errAbort, err)
		found, err := repo.Find(ctx, c.id(item))
		require.NoError(t, err)
		assert.Equal(t, "new", c.title(found))
	})

	t.Run("DeleteCountNotFound", func(t *testing.T) {
		repo := c.repo(open(t))
		n, err := repo.Count(ctx)
		require.NoError(t, err)
		assert.Equal(t, 0, n)
		item := create(t, repo, "doomed", 0, true)
		create(t, repo, "kept", 0, false)
		n, err = repo.Count(ctx)
		require.NoError(t, err)
		assert.Equal(t, 2, n)

		require.NoError(t, repo.Delete(ctx, c.id(item)))
		n, err = repo.Count(ctx)
		require.NoError(t, err)
		assert.Equal(t, 1, n)
		_, err = repo.Find(ctx, c.id(item))
		assertNotFound(t, err, c.notFound)
		assertNotFound(t, repo.Delete(ctx, c.id(item)), c.notFound)
		called := false
		_, err = repo.Update(ctx, c.id(item), func(*T) error { called = true; return nil })
		assertNotFound(t, err, c.notFound)
		assert.False(t, called)
	})
}

// assertSameContent compares two items but for their id and createdAt, which
// the store assigns.
func assertSameContent[T any](t *testing.T, c contentCase[T], want, got *T) {
	t.Helper()
	assert.Equal(t, c.strip(*want), c.strip(*got))
}
