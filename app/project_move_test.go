package app_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

func TestSwapPriorities(t *testing.T) {
	ctx := context.Background()
	w := newWorld(t, nil)
	a, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("A"), Category: ptr("games"), Priority: ptr(1)})
	require.NoError(t, err)
	b, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("B"), Category: ptr("games"), Priority: ptr(2)})
	require.NoError(t, err)
	assert.Equal(t, []string{"A", "B"}, titles(decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "games", ""))))
	moved, err := w.content.SwapProjectPriorities(ctx, a.ID, b.ID)
	require.NoError(t, err)
	require.Len(t, moved, 2)
	assert.Equal(t, 2, moved[0].Priority)
	assert.Equal(t, 1, moved[1].Priority)
	assert.Equal(t, []string{"B", "A"}, titles(decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "games", ""))))

	_, err = w.content.SwapProjectPriorities(ctx, a.ID, a.ID)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	_, err = w.content.SwapProjectPriorities(ctx, a.ID, 999)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
	other, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Other"), Category: ptr("music"), Priority: ptr(1)})
	require.NoError(t, err)
	_, err = w.content.SwapProjectPriorities(ctx, a.ID, other.ID)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "two groups")
	assert.Equal(t, []string{"B", "A"}, titles(decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "games", ""))), "a refused move changes nothing")
}

// A new project at the form's default priority ties with the demo's first:
// a move anywhere in the group leaves its positions unique, the public
// list shows the order the answer gives at once, and every project whose
// priority changed has its revision and activity entry.
func TestMoveMakesPositionsUnique(t *testing.T) {
	ctx := context.Background()
	w := newWorld(t, nil)
	var group []*domain.Project
	for i, title := range []string{"First", "Second", "Third", "Added"} {
		p, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr(title), Category: ptr("music"), Subcategory: ptr("albums"), Priority: ptr([]int{1, 2, 3, 1}[i])})
		require.NoError(t, err)
		group = append(group, p)
	}
	first, second, third, added := group[0], group[1], group[2], group[3]
	public := func() ([]string, []int) {
		list := decode[[]domain.Project](t)(w.catalogue.Projects(ctx, visitor, "music", "albums"))
		var prio []int
		for _, p := range list {
			prio = append(prio, p.Priority)
		}
		return titles(list), prio
	}
	shown, _ := public()
	assert.Equal(t, []string{"First", "Added", "Second", "Third"}, shown, "ties by id: the older project first")

	moved, err := w.content.SwapProjectPriorities(ctx, second.ID, third.ID)
	require.NoError(t, err)
	assert.Equal(t, []string{"Second", "Third", "Added"}, titles(moved), "the pair, then the rest of the group renumbered")
	shown, prio := public()
	assert.Equal(t, []string{"First", "Added", "Third", "Second"}, shown, "the cached public list follows at once")
	assert.Equal(t, []int{1, 2, 3, 4}, prio, "positions are unique")
	assert.Equal(t, []string{"ProjectsReordered"}, w.publishedEvents()[len(w.publishedEvents())-1:])

	for id, want := range map[int64]int{first.ID: 0, second.ID: 1, third.ID: 0, added.ID: 1} {
		revs, err := w.content.Journal().Revisions(ctx, string(domain.KindProject), id)
		require.NoError(t, err)
		assert.Len(t, revs, want, "a revision for every project whose priority changed (project %d)", id)
	}
	entries, err := w.content.Journal().List(ctx, domain.ActivityFilter{Kind: string(domain.KindProject), Action: domain.ActionUpdate})
	require.NoError(t, err)
	assert.Len(t, entries, 2, "an activity entry for each of them")

	// A group without ties: the pair alone is written.
	moved, err = w.content.SwapProjectPriorities(ctx, first.ID, added.ID)
	require.NoError(t, err)
	assert.Equal(t, []string{"First", "Added"}, titles(moved))
	shown, prio = public()
	assert.Equal(t, []string{"Added", "First", "Third", "Second"}, shown)
	assert.Equal(t, []int{1, 2, 3, 4}, prio)
}
