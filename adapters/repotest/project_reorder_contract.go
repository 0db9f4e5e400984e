package repotest

import (
	"context"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// runProjectReorderContract checks the order of project lists and Move Up /
// Move Down (ProjectRepository.Reorder): positions in a group end unique,
// a group without ties takes the two writes of a swap.
func runProjectReorderContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()

	t.Run("ListsFollowComparePlaces", func(t *testing.T) {
		r := open(t)
		var made []domain.Project
		for i, prio := range []int{3, 1, -2, 1, 3, 0, 1} {
			made = append(made, *mustProject(t, r, "P", "games", []string{"", "riot-games"}[i%2], prio, true))
		}
		list, err := r.Projects.List(ctx, domain.ProjectFilter{})
		require.NoError(t, err)
		want := domain.SortedByPlace(made, domain.Project.Place)
		assert.Equal(t, ids(want, projectID), ids(list, projectID), "the store's order is the domain's: lowest priority first, ties by id")
	})

	t.Run("ReorderSwapsPriorities", func(t *testing.T) {
		r := open(t)
		a := mustProject(t, r, "A", "games", "riot-games", 1, true)
		b := mustProject(t, r, "B", "games", "riot-games", 5, true)
		c := mustProject(t, r, "C", "games", "riot-games", 9, true)
		mustLink(t, r, a.ID, "trailer", 0)
		untouched, err := r.Projects.Find(ctx, c.ID)
		require.NoError(t, err)

		moved, err := r.Projects.Reorder(ctx, a.ID, b.ID)
		require.NoError(t, err)
		require.Len(t, moved, 2, "a group without ties: the pair alone changes")
		assert.Equal(t, a.ID, moved[0].After.ID)
		assert.Equal(t, 5, moved[0].After.Priority)
		assert.Equal(t, 1, moved[0].Before.Priority)
		assert.Equal(t, b.ID, moved[1].After.ID)
		assert.Equal(t, 1, moved[1].After.Priority)
		assert.Equal(t, 5, moved[1].Before.Priority)
		assert.Equal(t, "A", moved[0].After.Title)
		assert.Len(t, moved[0].After.Links, 1, "the projects come back whole")
		assert.False(t, moved[0].After.UpdatedAt.Before(moved[0].Before.UpdatedAt))

		list, err := r.Projects.List(ctx, domain.ProjectFilter{})
		require.NoError(t, err)
		assert.Equal(t, []int64{b.ID, a.ID, c.ID}, ids(list, projectID))
		assert.Len(t, list[1].Links, 1)
		assert.Equal(t, 9, list[2].Priority, "gaps are kept")
		assert.True(t, untouched.UpdatedAt.Equal(list[2].UpdatedAt), "the rest of the group is not written")

		_, err = r.Projects.Reorder(ctx, a.ID, b.ID+100)
		assertNotFound(t, err, domain.MsgProjectNotFound)
		found, err := r.Projects.Find(ctx, a.ID)
		require.NoError(t, err)
		assert.Equal(t, 5, found.Priority, "a failed reorder changes nothing")
	})

	t.Run("ReorderRenumbersATiedGroup", func(t *testing.T) {
		r := open(t)
		// New projects all start at the form's default priority: swapping
		// equal values would change nothing, so the group is renumbered.
		c := mustProject(t, r, "C", "music", "", 3, true)
		d := mustProject(t, r, "D", "music", "", 3, true)
		e := mustProject(t, r, "E", "music", "", 3, true)
		other := mustProject(t, r, "Other", "music", "albums", 3, true)
		elsewhere := mustProject(t, r, "Elsewhere", "games", "", 3, true)

		moved, err := r.Projects.Reorder(ctx, d.ID, e.ID)
		require.NoError(t, err)
		require.Len(t, moved, 2, "C keeps its number")
		assert.Equal(t, 5, moved[0].After.Priority)
		assert.Equal(t, 4, moved[1].After.Priority)

		assert.Equal(t, map[int64]int{c.ID: 3, e.ID: 4, d.ID: 5, other.ID: 3}, groupPriorities(t, r, "music"),
			"numbering starts at the group's lowest priority; another subcategory keeps its own")
		kept, err := r.Projects.Find(ctx, elsewhere.ID)
		require.NoError(t, err)
		assert.Equal(t, 3, kept.Priority, "another category is untouched")

		_, err = r.Projects.Reorder(ctx, c.ID, other.ID)
		assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "two groups are refused: %v", err)
		_, err = r.Projects.Reorder(ctx, c.ID, elsewhere.ID)
		assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "two categories are refused: %v", err)
		assert.Equal(t, map[int64]int{c.ID: 3, e.ID: 4, d.ID: 5, other.ID: 3}, groupPriorities(t, r, "music"), "a refused move changes nothing")
	})

	t.Run("ReorderMakesPositionsUnique", func(t *testing.T) {
		r := open(t)
		// The demo's projects at 1, 2, 3 and a new one at the form's
		// default 1: a move anywhere in the group leaves no tie.
		first := mustProject(t, r, "First", "games", "maxis-ea", 1, true)
		second := mustProject(t, r, "Second", "games", "maxis-ea", 2, true)
		third := mustProject(t, r, "Third", "games", "maxis-ea", 3, true)
		added := mustProject(t, r, "Added", "games", "maxis-ea", 1, true)

		moved, err := r.Projects.Reorder(ctx, second.ID, third.ID)
		require.NoError(t, err)
		var got []int64
		for _, m := range moved {
			got = append(got, m.After.ID)
		}
		assert.Equal(t, []int64{second.ID, third.ID, added.ID}, got, "the pair first, then the others renumbered")

		list, err := r.Projects.List(ctx, domain.ProjectFilter{Category: "games"})
		require.NoError(t, err)
		assert.Equal(t, []int64{first.ID, added.ID, third.ID, second.ID}, ids(list, projectID))
		assert.Equal(t, map[int64]int{first.ID: 1, added.ID: 2, third.ID: 3, second.ID: 4}, groupPriorities(t, r, "games"))
	})

	t.Run("ConcurrentReordersKeepTheGroupConsistent", func(t *testing.T) {
		r := open(t)
		var group []int64
		for _, title := range []string{"A", "B", "C", "D"} {
			group = append(group, mustProject(t, r, title, "music", "", 0, true).ID)
		}
		const workers, rounds = 4, 5
		var wg sync.WaitGroup
		errs := make(chan error, workers*rounds)
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range rounds {
					x, y := group[(w+i)%len(group)], group[(w+i+1)%len(group)]
					_, err := r.Projects.Reorder(ctx, x, y)
					errs <- err
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			require.NoError(t, err)
		}
		seen := map[int]bool{}
		for _, prio := range groupPriorities(t, r, "music") {
			seen[prio] = true
		}
		assert.Len(t, seen, len(group), "every reorder read what the previous one wrote: no two projects share a place")
	})
}

// groupPriorities returns the priority of every project of a category by id.
func groupPriorities(t *testing.T, r Repos, category string) map[int64]int {
	t.Helper()
	list, err := r.Projects.List(context.Background(), domain.ProjectFilter{Category: category})
	require.NoError(t, err)
	out := map[int64]int{}
	for _, p := range list {
		out[p.ID] = p.Priority
	}
	return out
}
