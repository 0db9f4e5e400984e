package repotest

import (
	"context"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

func runLinkContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()

	t.Run("CreateFindList", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "P", "games", "", 0, true)
		q := mustProject(t, r, "Q", "games", "", 0, true)
		b := mustLink(t, r, p.ID, "b", 3)
		a := mustLink(t, r, p.ID, "a", 0)
		c := mustLink(t, r, p.ID, "c", 3)
		mustLink(t, r, q.ID, "elsewhere", 0)

		got, err := r.Links.Find(ctx, b.ID)
		require.NoError(t, err)
		assert.Equal(t, *b, *got)
		assert.Equal(t, "https://example.com/b", got.URL)
		assert.Equal(t, "website", got.Type)

		list, err := r.Links.ListByProject(ctx, p.ID)
		require.NoError(t, err)
		assert.Equal(t, []int64{a.ID, b.ID, c.ID}, ids(list, linkID))

		none, err := r.Links.ListByProject(ctx, q.ID+100)
		require.NoError(t, err)
		assert.Empty(t, none)
	})

	t.Run("CreateForMissingProject", func(t *testing.T) {
		r := open(t)
		l := &domain.ProjectLink{ProjectID: 4242, Label: "x", URL: "https://example.com"}
		assertNotFound(t, r.Links.Create(ctx, l), domain.MsgProjectNotFound)
		assert.Zero(t, l.ID)
	})

	t.Run("UpdatePartialAndAbort", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "P", "games", "", 0, true)
		l := mustLink(t, r, p.ID, "trailer", 1)

		got, err := r.Links.Update(ctx, l.ID, func(l *domain.ProjectLink) error {
			domain.LinkPatch{Label: ptr("Trailer"), Type: ptr("youtube")}.Apply(l)
			return nil
		})
		require.NoError(t, err)
		assert.Equal(t, l.ID, got.ID)
		assert.Equal(t, p.ID, got.ProjectID)
		assert.Equal(t, "Trailer", got.Label)
		assert.Equal(t, "youtube", got.Type)
		assert.Equal(t, l.URL, got.URL)
		assert.Equal(t, 1, got.Priority)

		_, err = r.Links.Update(ctx, l.ID, func(l *domain.ProjectLink) error {
			l.Label = "Lost"
			return errAbort
		})
		assert.Same(t, errAbort, err)
		found, err := r.Links.Find(ctx, l.ID)
		require.NoError(t, err)
		assert.Equal(t, *got, *found)
	})

	t.Run("DeleteAndNotFound", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "P", "games", "", 0, true)
		l := mustLink(t, r, p.ID, "trailer", 1)

		deleted, err := r.Links.Delete(ctx, l.ID)
		require.NoError(t, err)
		assert.Equal(t, *l, *deleted)
		_, err = r.Links.Find(ctx, l.ID)
		assertNotFound(t, err, domain.MsgLinkNotFound)
		_, err = r.Links.Delete(ctx, l.ID)
		assertNotFound(t, err, domain.MsgLinkNotFound)
		_, err = r.Links.Update(ctx, l.ID, func(*domain.ProjectLink) error { return nil })
		assertNotFound(t, err, domain.MsgLinkNotFound)
	})
}

func runGalleryContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()

	t.Run("BulkCreateAndOrder", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "P", "games", "", 0, true)
		q := mustProject(t, r, "Q", "games", "", 0, true)
		batch := []*domain.GalleryImage{
			{ProjectID: p.ID, Src: "/uploads/a.png", Alt: "a", Caption: "a", Priority: 0},
			{ProjectID: p.ID, Src: "/uploads/b.png", Alt: "b", Caption: "b", Priority: 2},
			{ProjectID: q.ID, Src: "https://cdn.example.com/c.png", Priority: 1},
			{ProjectID: p.ID, Src: "/uploads/d.png", Priority: 2},
		}
		require.NoError(t, r.Gallery.Create(ctx, batch))
		for _, g := range batch {
			assert.NotZero(t, g.ID)
		}

		got, err := r.Gallery.Find(ctx, batch[2].ID)
		require.NoError(t, err)
		assert.Equal(t, *batch[2], *got)
		assert.Equal(t, "", got.Alt)

		all, err := r.Gallery.List(ctx, false)
		require.NoError(t, err)
		assert.Equal(t, []int64{batch[0].ID, batch[2].ID, batch[1].ID, batch[3].ID}, ids(all, imageID),
			"lowest priority first, then ascending id")

		ofP, err := r.Gallery.ListByProject(ctx, p.ID)
		require.NoError(t, err)
		assert.Equal(t, []int64{batch[0].ID, batch[1].ID, batch[3].ID}, ids(ofP, imageID))

		require.NoError(t, r.Gallery.Create(ctx, nil), "an empty batch is a no-op")
	})

	t.Run("ReorderMovesOnePlace", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "P", "games", "", 0, true)
		q := mustProject(t, r, "Q", "games", "", 0, true)
		batch := []*domain.GalleryImage{
			{ProjectID: p.ID, Src: "/uploads/x.png"},
			{ProjectID: p.ID, Src: "/uploads/y.png"},
			{ProjectID: p.ID, Src: "/uploads/z.png"},
			{ProjectID: p.ID, Src: "/uploads/w.png", Priority: 5},
			{ProjectID: q.ID, Src: "/uploads/other.png"},
		}
		require.NoError(t, r.Gallery.Create(ctx, batch))
		x, y, z, w, other := batch[0].ID, batch[1].ID, batch[2].ID, batch[3].ID, batch[4].ID
		priorities := func(gallery []domain.GalleryImage) []int {
			out := []int{}
			for _, g := range gallery {
				out = append(out, g.Priority)
			}
			return out
		}

		got, err := r.Gallery.Reorder(ctx, y, x)
		require.NoError(t, err)
		assert.Equal(t, []int64{y, x, z, w}, ids(got, imageID), "a tie still moves: y goes up one place")
		assert.Equal(t, []int{0, 1, 2, 3}, priorities(got), "the tied gallery is renumbered from its lowest priority")

		got, err = r.Gallery.Reorder(ctx, w, z)
		require.NoError(t, err)
		assert.Equal(t, []int64{y, x, w, z}, ids(got, imageID))
		assert.Equal(t, []int{0, 1, 2, 3}, priorities(got), "different priorities are swapped")

		stored, err := r.Gallery.ListByProject(ctx, p.ID)
		require.NoError(t, err)
		assert.Equal(t, got, stored)

		_, err = r.Gallery.Reorder(ctx, x, other)
		assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "two galleries: %v", err)
		_, err = r.Gallery.Reorder(ctx, x, other+100)
		assertNotFound(t, err, domain.MsgGalleryImageNotFound)
		after, err := r.Gallery.List(ctx, false)
		require.NoError(t, err)
		assert.Equal(t, []int64{y, other, x, w, z}, ids(after, imageID), "a refused move changes nothing")

		// A tie away from the pair (two images added at the bulk upload's
		// shared priority) is renumbered by any move: positions end unique.
		more := []*domain.GalleryImage{{ProjectID: q.ID, Src: "/uploads/u.png", Priority: 4}, {ProjectID: q.ID, Src: "/uploads/v.png", Priority: 4}}
		require.NoError(t, r.Gallery.Create(ctx, more))
		got, err = r.Gallery.Reorder(ctx, more[0].ID, other)
		require.NoError(t, err)
		assert.Equal(t, []int64{more[0].ID, other, more[1].ID}, ids(got, imageID))
		assert.Equal(t, []int{0, 1, 2}, priorities(got), "renumbered from the gallery's lowest priority")
	})

	t.Run("ConcurrentGalleryMovesKeepItConsistent", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "P", "games", "", 0, true)
		batch := []*domain.GalleryImage{}
		for _, name := range []string{"a", "b", "c", "d"} {
			batch = append(batch, &domain.GalleryImage{ProjectID: p.ID, Src: "/uploads/" + name + ".png"})
		}
		require.NoError(t, r.Gallery.Create(ctx, batch))
		const workers, rounds = 4, 5
		var wg sync.WaitGroup
		errs := make(chan error, workers*rounds)
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range rounds {
					x, y := batch[(w+i)%len(batch)].ID, batch[(w+i+1)%len(batch)].ID
					_, err := r.Gallery.Reorder(ctx, x, y)
					errs <- err
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			require.NoError(t, err)
		}
		gallery, err := r.Gallery.ListByProject(ctx, p.ID)
		require.NoError(t, err)
		seen := map[int]bool{}
		for _, g := range gallery {
			seen[g.Priority] = true
		}
		assert.Len(t, seen, len(batch), "every move read what the previous one wrote: no two images share a place")
	})

	t.Run("BulkCreateAllOrNothing", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "P", "games", "", 0, true)
		batch := []*domain.GalleryImage{
			{ProjectID: p.ID, Src: "/uploads/a.png"},
			{ProjectID: p.ID + 100, Src: "/uploads/b.png"},
			{ProjectID: p.ID, Src: "/uploads/c.png"},
		}
		assertNotFound(t, r.Gallery.Create(ctx, batch), domain.MsgProjectNotFound)

		all, err := r.Gallery.List(ctx, false)
		require.NoError(t, err)
		assert.Empty(t, all, "one bad project id creates nothing")
	})

	t.Run("ListHidesInactiveProjects", func(t *testing.T) {
		r := open(t)
		on := mustProject(t, r, "On", "games", "", 0, true)
		off := mustProject(t, r, "Off", "games", "", 0, false)
		shown := mustImage(t, r, on.ID, "shown.png", 0)
		hidden := mustImage(t, r, off.ID, "hidden.png", 9)

		public, err := r.Gallery.List(ctx, true)
		require.NoError(t, err)
		assert.Equal(t, []int64{shown.ID}, ids(public, imageID))

		all, err := r.Gallery.List(ctx, false)
		require.NoError(t, err)
		assert.Equal(t, []int64{shown.ID, hidden.ID}, ids(all, imageID))
	})

	t.Run("UpdatePartialAndAbort", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "P", "games", "", 0, true)
		g := mustImage(t, r, p.ID, "shot.png", 1)

		got, err := r.Gallery.Update(ctx, g.ID, func(g *domain.GalleryImage) error {
			domain.GalleryPatch{Priority: ptr(g.Priority + 1)}.Apply(g)
			return nil
		})
		require.NoError(t, err)
		assert.Equal(t, 2, got.Priority)
		assert.Equal(t, g.Src, got.Src)
		assert.Equal(t, g.Caption, got.Caption)
		assert.Equal(t, p.ID, got.ProjectID)

		_, err = r.Gallery.Update(ctx, g.ID, func(g *domain.GalleryImage) error {
			g.Priority = 50
			return errAbort
		})
		assert.Same(t, errAbort, err)
		found, err := r.Gallery.Find(ctx, g.ID)
		require.NoError(t, err)
		assert.Equal(t, *got, *found)
	})

	t.Run("DeleteAndNotFound", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "P", "games", "", 0, true)
		g := mustImage(t, r, p.ID, "shot.png", 1)

		deleted, err := r.Gallery.Delete(ctx, g.ID)
		require.NoError(t, err)
		assert.Equal(t, *g, *deleted)
		_, err = r.Gallery.Find(ctx, g.ID)
		assertNotFound(t, err, domain.MsgGalleryImageNotFound)
		_, err = r.Gallery.Delete(ctx, g.ID)
		assertNotFound(t, err, domain.MsgGalleryImageNotFound)
		_, err = r.Gallery.Update(ctx, g.ID, func(*domain.GalleryImage) error { return nil })
		assertNotFound(t, err, domain.MsgGalleryImageNotFound)
		list, err := r.Gallery.ListByProject(ctx, p.ID)
		require.NoError(t, err)
		assert.Empty(t, list)
	})
}
