package repotest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// runTransactorContract: a unit of work commits whole or not at all, and a
// nested one joins its outer transaction.
func runTransactorContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	t.Run("FailureRollsBackEveryStore", func(t *testing.T) {
		r := open(t)
		keep := mustProject(t, r, "Kept", "games", "", 1, true)
		err := r.Tx.InTx(ctx, func(ctx context.Context) error {
			p := domain.NewProject()
			p.Title, p.Category = "Rolled back", "games"
			require.NoError(t, r.Projects.Create(ctx, &p))
			require.NoError(t, r.Projects.Delete(ctx, keep.ID))
			require.NoError(t, r.Activity.Record(ctx, &domain.ActivityEntry{At: time.Now(), Action: domain.ActionCreate, Kind: "project", Title: "Rolled back"}))
			require.NoError(t, r.Trash.Put(ctx, domain.TrashItem{Kind: domain.TrashProject, ItemID: keep.ID, Title: "Kept", DeletedAt: time.Now(), Payload: []byte(`{}`)}))
			return errAbort
		})
		require.ErrorIs(t, err, errAbort)
		projects, err := r.Projects.List(ctx, domain.ProjectFilter{})
		require.NoError(t, err)
		require.Len(t, projects, 1)
		assert.Equal(t, "Kept", projects[0].Title)
		entries, err := r.Activity.List(ctx, domain.ActivityFilter{})
		require.NoError(t, err)
		assert.Empty(t, entries)
		trash, err := r.Trash.List(ctx)
		require.NoError(t, err)
		assert.Empty(t, trash)
	})
	t.Run("SuccessCommitsAndNestedJoins", func(t *testing.T) {
		r := open(t)
		err := r.Tx.InTx(ctx, func(ctx context.Context) error {
			p := domain.NewProject()
			p.Title, p.Category = "Committed", "games"
			if err := r.Projects.Create(ctx, &p); err != nil {
				return err
			}
			return r.Tx.InTx(ctx, func(ctx context.Context) error {
				return r.Activity.Record(ctx, &domain.ActivityEntry{At: time.Now(), Action: domain.ActionCreate, Kind: "project", ItemID: p.ID, Title: p.Title})
			})
		})
		require.NoError(t, err)
		n, err := r.Projects.Count(ctx)
		require.NoError(t, err)
		assert.Equal(t, 1, n)
		entries, err := r.Activity.List(ctx, domain.ActivityFilter{})
		require.NoError(t, err)
		assert.Len(t, entries, 1)
	})
}

// runTrashContract: entries are kept whole, listed newest first, taken
// once, and purged by age.
func runTrashContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	r := open(t)
	base := time.Date(2026, 5, 1, 12, 0, 0, 123456000, time.UTC)
	items := []domain.TrashItem{
		{Kind: domain.TrashProject, ItemID: 7, Title: "Old", DeletedAt: base, DeletedBy: "owner", Payload: []byte(`{"id":7,"title":"Old"}`)},
		{Kind: domain.TrashLink, ItemID: 3, ParentID: 7, Title: "Trailer", DeletedAt: base.Add(time.Hour), DeletedBy: "owner", Payload: []byte(`{"id":3}`)},
		{Kind: domain.TrashMessage, ItemID: 9, Title: "Hello — Ann", DeletedAt: base.Add(2 * time.Hour), DeletedBy: "owner", Payload: []byte(`{"id":9,"message":"é ✓"}`)},
	}
	for _, it := range items {
		require.NoError(t, r.Trash.Put(ctx, it))
	}
	list, err := r.Trash.List(ctx)
	require.NoError(t, err)
	require.Len(t, list, 3)
	assert.Equal(t, []int64{9, 3, 7}, []int64{list[0].ItemID, list[1].ItemID, list[2].ItemID}, "newest first")
	assert.Equal(t, items[1], list[1], "kept whole")
	assert.JSONEq(t, string(items[2].Payload), string(list[0].Payload))

	// Put replaces the entry of the same kind and id.
	again := items[0]
	again.Title, again.DeletedAt = "Old again", base.Add(3*time.Hour)
	require.NoError(t, r.Trash.Put(ctx, again))
	list, err = r.Trash.List(ctx)
	require.NoError(t, err)
	require.Len(t, list, 3)
	assert.Equal(t, "Old again", list[0].Title)

	got, err := r.Trash.Take(ctx, domain.TrashLink, 3)
	require.NoError(t, err)
	assert.Equal(t, items[1], *got)
	_, err = r.Trash.Take(ctx, domain.TrashLink, 3)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "taken once")
	_, err = r.Trash.Take(ctx, domain.TrashProject, 9)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "the kind is part of the key")

	old, err := r.Trash.TakeBefore(ctx, base.Add(150*time.Minute))
	require.NoError(t, err)
	require.Len(t, old, 1)
	assert.Equal(t, int64(9), old[0].ItemID)
	list, err = r.Trash.List(ctx)
	require.NoError(t, err)
	require.Len(t, list, 1)
	assert.Equal(t, int64(7), list[0].ItemID)
}

// runActivityContract: entries come back newest first, filtered, paged
// and purged by age, with their changed fields.
func runActivityContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	r := open(t)
	base := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	var ids []int64
	for i, e := range []domain.ActivityEntry{
		{Action: domain.ActionSignIn, Kind: "user", Actor: "owner", Title: "Password", Address: "192.0.2.1"},
		{Action: domain.ActionCreate, Kind: "project", ItemID: 4, Actor: "owner", Title: "Ünïcode ✓"},
		{Action: domain.ActionUpdate, Kind: "project", ItemID: 4, Actor: "owner", Title: "Ünïcode ✓", Fields: []string{"description", "title"}},
		{Action: domain.ActionDelete, Kind: "media", ItemID: 2, Actor: "ada", Title: "Interview"},
	} {
		e.At = base.Add(time.Duration(i) * time.Hour)
		require.NoError(t, r.Activity.Record(ctx, &e))
		require.NotZero(t, e.ID)
		ids = append(ids, e.ID)
	}
	all, err := r.Activity.List(ctx, domain.ActivityFilter{})
	require.NoError(t, err)
	require.Len(t, all, 4)
	assert.Equal(t, []int64{ids[3], ids[2], ids[1], ids[0]}, []int64{all[0].ID, all[1].ID, all[2].ID, all[3].ID})
	assert.Equal(t, []string{"description", "title"}, all[1].Fields)
	assert.Nil(t, all[0].Fields)
	assert.Equal(t, "192.0.2.1", all[3].Address)
	assert.True(t, base.Equal(all[3].At))

	projects, err := r.Activity.List(ctx, domain.ActivityFilter{Kind: "project"})
	require.NoError(t, err)
	assert.Len(t, projects, 2)
	updates, err := r.Activity.List(ctx, domain.ActivityFilter{Kind: "project", Action: domain.ActionUpdate})
	require.NoError(t, err)
	require.Len(t, updates, 1)
	assert.Equal(t, ids[2], updates[0].ID)

	// Issue 43: by person, and without the entries about accounts.
	byAda, err := r.Activity.List(ctx, domain.ActivityFilter{Actor: "ada"})
	require.NoError(t, err)
	require.Len(t, byAda, 1)
	assert.Equal(t, ids[3], byAda[0].ID)
	noAccounts, err := r.Activity.List(ctx, domain.ActivityFilter{HideAccounts: true})
	require.NoError(t, err)
	assert.Equal(t, []int64{ids[3], ids[2], ids[1]}, []int64{noAccounts[0].ID, noAccounts[1].ID, noAccounts[2].ID})
	assert.Len(t, noAccounts, 3)

	page, err := r.Activity.List(ctx, domain.ActivityFilter{Limit: 2})
	require.NoError(t, err)
	require.Len(t, page, 2)
	next, err := r.Activity.List(ctx, domain.ActivityFilter{Limit: 2, Before: page[1].ID})
	require.NoError(t, err)
	assert.Equal(t, []int64{ids[1], ids[0]}, []int64{next[0].ID, next[1].ID})

	n, err := r.Activity.PurgeBefore(ctx, base.Add(90*time.Minute))
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	all, err = r.Activity.List(ctx, domain.ActivityFilter{})
	require.NoError(t, err)
	assert.Len(t, all, 2)
}

// runRestoreContract: an item deleted and restored is stored exactly as
// it was, ids and timestamps included; a child needs its project, and an
// id in use is a conflict.
func runRestoreContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	t.Run("ProjectWithChildren", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "Whole", "games", "riot-games", 2, false)
		_, err := r.Projects.Update(ctx, p.ID, func(p *domain.Project) error {
			p.Tags, p.Description = []string{"a", "b"}, "Described"
			return nil
		})
		require.NoError(t, err)
		require.NoError(t, r.Links.Create(ctx, &domain.ProjectLink{ProjectID: p.ID, Label: "Trailer", URL: "https://example.com/t", Priority: 1}))
		require.NoError(t, r.Gallery.Create(ctx, []*domain.GalleryImage{{ProjectID: p.ID, Src: "/uploads/a.png", Alt: "A", Priority: 3}}))
		before, err := r.Projects.Find(ctx, p.ID)
		require.NoError(t, err)

		require.NoError(t, r.Projects.Delete(ctx, p.ID))
		require.NoError(t, r.Projects.Restore(ctx, before))
		after, err := r.Projects.Find(ctx, p.ID)
		require.NoError(t, err)
		assert.Equal(t, before, after)
		assert.Equal(t, domain.ECONFLICT, domain.ErrorCode(r.Projects.Restore(ctx, before)), "its id is in use")

		next := mustProject(t, r, "Next", "games", "", 1, true)
		assert.Greater(t, next.ID, p.ID, "a restored id is never handed out again")
	})
	t.Run("Children", func(t *testing.T) {
		r := open(t)
		p := mustProject(t, r, "Parent", "games", "", 1, true)
		l := &domain.ProjectLink{ProjectID: p.ID, Label: "Site", URL: "https://example.com", Type: "website"}
		require.NoError(t, r.Links.Create(ctx, l))
		g := &domain.GalleryImage{ProjectID: p.ID, Src: "/uploads/b.png", Caption: "Caption"}
		require.NoError(t, r.Gallery.Create(ctx, []*domain.GalleryImage{g}))
		_, err := r.Links.Delete(ctx, l.ID)
		require.NoError(t, err)
		_, err = r.Gallery.Delete(ctx, g.ID)
		require.NoError(t, err)
		require.NoError(t, r.Links.Restore(ctx, l))
		require.NoError(t, r.Gallery.Restore(ctx, g))
		gotL, err := r.Links.Find(ctx, l.ID)
		require.NoError(t, err)
		assert.Equal(t, *l, *gotL)
		gotG, err := r.Gallery.Find(ctx, g.ID)
		require.NoError(t, err)
		assert.Equal(t, *g, *gotG)

		require.NoError(t, r.Projects.Delete(ctx, p.ID))
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(r.Links.Restore(ctx, l)), "its project is gone")
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(r.Gallery.Restore(ctx, g)), "its project is gone")
	})
	t.Run("ContentAndMessages", func(t *testing.T) {
		r := open(t)
		c := domain.NewCollaboration()
		c.Title, c.Description, c.Priority = "Studio", "Together", 4
		require.NoError(t, r.Collaborations.Create(ctx, &c))
		require.NoError(t, r.Collaborations.Delete(ctx, c.ID))
		require.NoError(t, r.Collaborations.Restore(ctx, &c))
		got, err := r.Collaborations.Find(ctx, c.ID)
		require.NoError(t, err)
		assert.Equal(t, c, *got)
		assert.Equal(t, domain.ECONFLICT, domain.ErrorCode(r.Collaborations.Restore(ctx, &c)))

		m := &domain.Message{Name: "Ann", Email: "ann@example.com", Subject: "Hi", Message: "Hello ✓", Address: "192.0.2.9", CreatedAt: time.Now()}
		require.NoError(t, r.Messages.Create(ctx, m, time.Time{}, nil))
		read, err := r.Messages.SetRead(ctx, m.ID, true)
		require.NoError(t, err)
		require.NoError(t, r.Messages.Delete(ctx, m.ID))
		require.NoError(t, r.Messages.Restore(ctx, read))
		back, err := r.Messages.Find(ctx, m.ID)
		require.NoError(t, err)
		assert.Equal(t, *read, *back)
	})
}
