package repotest

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

func runProjectContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()

	t.Run("CreateFind", func(t *testing.T) {
		r := open(t)
		before := time.Now().Add(-time.Second)
		p := domain.Project{
			Title: "Arcane", Description: "An animated series", Category: "film-animation",
			Subcategory: "animated-series", Role: "Executive producer", ImageURL: "/uploads/arcane.png",
			ImageDescription: "Poster", VideoURL: "https://youtu.be/fXmAurh012s",
			Tags: []string{"animation", "netflix"}, Priority: 2, IsActive: true,
		}
		require.NoError(t, r.Projects.Create(ctx, &p))
		assert.NotZero(t, p.ID)
		assert.WithinDuration(t, time.Now(), p.CreatedAt, time.Minute)
		assert.True(t, p.CreatedAt.After(before))
		assert.False(t, p.UpdatedAt.IsZero())

		got, err := r.Projects.Find(ctx, p.ID)
		require.NoError(t, err)
		assert.Equal(t, p.ID, got.ID)
		assert.Equal(t, "Arcane", got.Title)
		assert.Equal(t, "An animated series", got.Description)
		assert.Equal(t, "film-animation", got.Category)
		assert.Equal(t, "animated-series", got.Subcategory)
		assert.Equal(t, "Executive producer", got.Role)
		assert.Equal(t, "/uploads/arcane.png", got.ImageURL)
		assert.Equal(t, "Poster", got.ImageDescription)
		assert.Equal(t, "https://youtu.be/fXmAurh012s", got.VideoURL)
		assert.Equal(t, []string{"animation", "netflix"}, got.Tags)
		assert.Equal(t, 2, got.Priority)
		assert.True(t, got.IsActive)
		assert.WithinDuration(t, p.CreatedAt, got.CreatedAt, time.Millisecond)
		assert.WithinDuration(t, p.UpdatedAt, got.UpdatedAt, time.Millisecond)
		assert.NotNil(t, got.Links, "links are [] not null")
		assert.Empty(t, got.Links)
		assert.NotNil(t, got.GalleryImages, "galleryImages are [] not null")
		assert.Empty(t, got.GalleryImages)
	})

	t.Run("CaseStudyRoundTrip", func(t *testing.T) {
		r := open(t)
		p := domain.NewProject()
		p.Title, p.Category = "Case", "games"
		p.Year, p.Studio, p.Platform = "2019–2022", "Studio «Ü»", "PC, PlayStation 5"
		p.Story = "First <script>alert(1)</script>.\n\nSecond — ✓."
		p.Outcomes, p.Credits = []string{"10M players", "BAFTA nominee"}, []string{"Jo — Director", "Jo — Director"}
		require.NoError(t, r.Projects.Create(ctx, &p))
		got, err := r.Projects.Find(ctx, p.ID)
		require.NoError(t, err)
		assert.Equal(t, "2019–2022", got.Year)
		assert.Equal(t, "Studio «Ü»", got.Studio)
		assert.Equal(t, "PC, PlayStation 5", got.Platform)
		assert.Equal(t, "First <script>alert(1)</script>.\n\nSecond — ✓.", got.Story, "hostile text is stored as text")
		assert.Equal(t, []string{"10M players", "BAFTA nominee"}, got.Outcomes)
		assert.Equal(t, []string{"Jo — Director", "Jo — Director"}, got.Credits, "order and repeats kept")

		updated, err := r.Projects.Update(ctx, p.ID, func(p *domain.Project) error {
			p.Year, p.Studio, p.Platform, p.Story, p.Outcomes, p.Credits = "", "", "", "", []string{}, nil
			return nil
		})
		require.NoError(t, err)
		found, err := r.Projects.Find(ctx, p.ID)
		require.NoError(t, err)
		for _, q := range []*domain.Project{updated, found} {
			assert.Equal(t, "", q.Year+q.Studio+q.Platform+q.Story)
			assert.Nil(t, q.Outcomes, "no outcomes is null, as no tags")
			assert.Nil(t, q.Credits)
		}
		list, err := r.Projects.List(ctx, domain.ProjectFilter{})
		require.NoError(t, err)
		require.Len(t, list, 1)
		assert.Equal(t, *found, list[0])
	})

	t.Run("OptionalFieldsEmpty", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "Bare", "games", "", 0, false)
		got, err := r.Projects.Find(ctx, p.ID)
		require.NoError(t, err)
		assert.Equal(t, "", got.Subcategory)
		assert.Equal(t, "", got.Description)
		assert.Equal(t, "", got.VideoURL)
		assert.False(t, got.IsActive)
		assert.Equal(t, 0, got.Priority)
	})

	t.Run("TagsNilWhenEmpty", func(t *testing.T) {
		r := open(t)
		for _, tags := range [][]string{nil, {}} {
			p := domain.NewProject()
			p.Title, p.Category, p.Tags = "Untagged", "games", tags
			require.NoError(t, r.Projects.Create(ctx, &p))
			got, err := r.Projects.Find(ctx, p.ID)
			require.NoError(t, err)
			assert.Nil(t, got.Tags)
		}
		p := mustProject(t, r, "Tagged", "games", "", 0, true)
		got, err := r.Projects.Update(ctx, p.ID, func(p *domain.Project) error {
			p.Tags = []string{"one"}
			return nil
		})
		require.NoError(t, err)
		assert.Equal(t, []string{"one"}, got.Tags)
		got, err = r.Projects.Update(ctx, p.ID, func(p *domain.Project) error {
			p.Tags = []string{}
			return nil
		})
		require.NoError(t, err)
		assert.Nil(t, got.Tags)
		found, err := r.Projects.Find(ctx, p.ID)
		require.NoError(t, err)
		assert.Nil(t, found.Tags)
	})

	t.Run("ListOrderAndFilters", func(t *testing.T) {
		r := open(t)
		c := mustProject(t, r, "C", "games", "riot-games", 5, true)
		a := mustProject(t, r, "A", "games", "riot-games", 1, true)
		b := mustProject(t, r, "B", "games", "maxis-ea", 1, false)
		d := mustProject(t, r, "D", "music", "music-videos", 0, true)

		all, err := r.Projects.List(ctx, domain.ProjectFilter{})
		require.NoError(t, err)
		assert.Equal(t, []int64{d.ID, a.ID, b.ID, c.ID}, ids(all, projectID), "ascending priority, then id")

		games, err := r.Projects.List(ctx, domain.ProjectFilter{Category: "games"})
		require.NoError(t, err)
		assert.Equal(t, []int64{a.ID, b.ID, c.ID}, ids(games, projectID))

		riot, err := r.Projects.List(ctx, domain.ProjectFilter{Category: "games", Subcategory: "riot-games"})
		require.NoError(t, err)
		assert.Equal(t, []int64{a.ID, c.ID}, ids(riot, projectID))

		bySub, err := r.Projects.List(ctx, domain.ProjectFilter{Subcategory: "maxis-ea"})
		require.NoError(t, err)
		assert.Equal(t, []int64{b.ID}, ids(bySub, projectID))

		active, err := r.Projects.List(ctx, domain.ProjectFilter{Category: "games", ActiveOnly: true})
		require.NoError(t, err)
		assert.Equal(t, []int64{a.ID, c.ID}, ids(active, projectID))

		none, err := r.Projects.List(ctx, domain.ProjectFilter{Category: "esports"})
		require.NoError(t, err)
		assert.Empty(t, none)
	})

	t.Run("ListEmbedsLinksAndGallery", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "League", "games", "riot-games", 0, true)
		q := mustProject(t, r, "Sims", "games", "maxis-ea", 1, true)
		l2 := mustLink(t, r, p.ID, "store", 2)
		l0 := mustLink(t, r, p.ID, "trailer", 0)
		l0b := mustLink(t, r, p.ID, "review", 0)
		g1 := mustImage(t, r, p.ID, "one.png", 1)
		g5 := mustImage(t, r, p.ID, "five.png", 5)
		g1b := mustImage(t, r, p.ID, "other.png", 1)
		other := mustLink(t, r, q.ID, "site", 0)

		list, err := r.Projects.List(ctx, domain.ProjectFilter{})
		require.NoError(t, err)
		require.Len(t, list, 2)
		assert.Equal(t, []int64{l0.ID, l0b.ID, l2.ID}, ids(list[0].Links, linkID))
		assert.Equal(t, []int64{g1.ID, g1b.ID, g5.ID}, ids(list[0].GalleryImages, imageID), "lowest priority first, like the links")
		assert.Equal(t, *l2, list[0].Links[2])
		assert.Equal(t, *g5, list[0].GalleryImages[2])
		assert.Equal(t, []int64{other.ID}, ids(list[1].Links, linkID))
		assert.NotNil(t, list[1].GalleryImages)
		assert.Empty(t, list[1].GalleryImages)

		found, err := r.Projects.Find(ctx, p.ID)
		require.NoError(t, err)
		assert.Equal(t, list[0].Links, found.Links)
		assert.Equal(t, list[0].GalleryImages, found.GalleryImages)
	})

	t.Run("UpdatePartial", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "Old title", "games", "riot-games", 3, true)
		mustLink(t, r, p.ID, "trailer", 0)
		time.Sleep(2 * time.Millisecond)

		got, err := r.Projects.Update(ctx, p.ID, func(p *domain.Project) error {
			domain.ProjectPatch{Title: ptr("New title"), IsActive: ptr(false)}.Apply(p)
			p.ID, p.CreatedAt = 999999, time.Time{} // identity is not the closure's to change
			return nil
		})
		require.NoError(t, err)
		assert.Equal(t, p.ID, got.ID)
		assert.Equal(t, "New title", got.Title)
		assert.False(t, got.IsActive)
		assert.Equal(t, "riot-games", got.Subcategory)
		assert.Equal(t, 3, got.Priority)
		assert.WithinDuration(t, p.CreatedAt, got.CreatedAt, time.Millisecond)
		assert.True(t, got.UpdatedAt.After(p.UpdatedAt), "updatedAt moves on")
		assert.Len(t, got.Links, 1)

		found, err := r.Projects.Find(ctx, p.ID)
		require.NoError(t, err)
		assert.Equal(t, "New title", found.Title)
		assert.False(t, found.IsActive)
		assert.Equal(t, "riot-games", found.Subcategory)
	})

	t.Run("UpdateClosureErrorAborts", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "Kept", "games", "", 0, true)
		_, err := r.Projects.Update(ctx, p.ID, func(p *domain.Project) error {
			p.Title = "Lost"
			return errAbort
		})
		assert.Same(t, errAbort, err, "the closure's error comes back unchanged")
		found, err := r.Projects.Find(ctx, p.ID)
		require.NoError(t, err)
		assert.Equal(t, "Kept", found.Title)
	})

	t.Run("ConcurrentUpdatesLoseNothing", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "Counter", "games", "", 0, true)
		const workers, rounds = 4, 10
		var wg sync.WaitGroup
		errs := make(chan error, workers*rounds)
		for range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for range rounds {
					_, err := r.Projects.Update(ctx, p.ID, func(p *domain.Project) error {
						p.Priority++
						return nil
					})
					errs <- err
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			require.NoError(t, err)
		}
		found, err := r.Projects.Find(ctx, p.ID)
		require.NoError(t, err)
		assert.Equal(t, workers*rounds, found.Priority, "each read-modify-write sees the previous one")
	})

	t.Run("NotFound", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "Only", "games", "", 0, true)
		_, err := r.Projects.Find(ctx, p.ID+100)
		assertNotFound(t, err, domain.MsgProjectNotFound)
		called := false
		_, err = r.Projects.Update(ctx, p.ID+100, func(*domain.Project) error { called = true; return nil })
		assertNotFound(t, err, domain.MsgProjectNotFound)
		assert.False(t, called)
		assertNotFound(t, r.Projects.Delete(ctx, p.ID+100), domain.MsgProjectNotFound)
		_, err = r.Projects.Reorder(ctx, p.ID, p.ID+100)
		assertNotFound(t, err, domain.MsgProjectNotFound)
	})

	t.Run("DeleteCascades", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "Doomed", "games", "", 0, true)
		q := mustProject(t, r, "Survivor", "games", "", 1, true)
		l := mustLink(t, r, p.ID, "trailer", 0)
		g := mustImage(t, r, p.ID, "shot.png", 0)
		ql := mustLink(t, r, q.ID, "site", 0)
		qg := mustImage(t, r, q.ID, "kept.png", 0)

		require.NoError(t, r.Projects.Delete(ctx, p.ID))
		_, err := r.Projects.Find(ctx, p.ID)
		assertNotFound(t, err, domain.MsgProjectNotFound)
		_, err = r.Links.Find(ctx, l.ID)
		assertNotFound(t, err, domain.MsgLinkNotFound)
		_, err = r.Gallery.Find(ctx, g.ID)
		assertNotFound(t, err, domain.MsgGalleryImageNotFound)
		links, err := r.Links.ListByProject(ctx, p.ID)
		require.NoError(t, err)
		assert.Empty(t, links)

		all, err := r.Gallery.List(ctx, false)
		require.NoError(t, err)
		assert.Equal(t, []int64{qg.ID}, ids(all, imageID))
		qLinks, err := r.Links.ListByProject(ctx, q.ID)
		require.NoError(t, err)
		assert.Equal(t, []int64{ql.ID}, ids(qLinks, linkID))
	})

	runProjectReorderContract(t, open)

	t.Run("Count", func(t *testing.T) {
		r := open(t)
		n, err := r.Projects.Count(ctx)
		require.NoError(t, err)
		assert.Equal(t, 0, n)
		mustProject(t, r, "A", "games", "", 0, true)
		mustProject(t, r, "B", "music", "", 0, false)
		n, err = r.Projects.Count(ctx)
		require.NoError(t, err)
		assert.Equal(t, 2, n)
	})
}
