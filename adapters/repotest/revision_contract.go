package repotest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// runRevisionContract: the history numbers each item's revisions from 1,
// lists them newest first without their states, stores an identical
// consecutive state once, prunes by count and age together, keeps items
// apart, and joins the transaction of its change.
func runRevisionContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	at := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	keepAll := domain.RevisionPolicy{Keep: 1000, MaxAge: 24 * time.Hour}
	add := func(t *testing.T, r Repos, kind string, id int64, data string, when time.Time, keep domain.RevisionPolicy) (*domain.Revision, bool) {
		t.Helper()
		rev := &domain.Revision{Kind: kind, ItemID: id, At: when, Actor: "owner", Fields: []string{"title"}, Data: []byte(data)}
		added, err := r.Revisions.Add(ctx, rev, keep)
		require.NoError(t, err)
		return rev, added
	}
	t.Run("NumberedListedAndRead", func(t *testing.T) {
		r := open(t)
		for i := 1; i <= 3; i++ {
			rev, added := add(t, r, "project", 7, fmt.Sprintf(`{"title":"v%d"}`, i), at.Add(time.Duration(i)*time.Minute), keepAll)
			require.True(t, added)
			assert.Equal(t, i, rev.Rev)
		}
		add(t, r, "site", 1, `{"name":"other item"}`, at, keepAll)
		list, err := r.Revisions.List(ctx, "project", 7)
		require.NoError(t, err)
		require.Len(t, list, 3)
		assert.Equal(t, []int{3, 2, 1}, []int{list[0].Rev, list[1].Rev, list[2].Rev}, "newest first")
		assert.Nil(t, list[0].Data, "a list carries no states")
		assert.Equal(t, "owner", list[0].Actor)
		assert.Equal(t, []string{"title"}, list[0].Fields)
		assert.True(t, list[0].At.Equal(at.Add(3*time.Minute)), "%v", list[0].At)

		got, err := r.Revisions.Get(ctx, "project", 7, 2)
		require.NoError(t, err)
		assert.JSONEq(t, `{"title":"v2"}`, string(got.Data))
		assert.Equal(t, "project", got.Kind)
		assert.Equal(t, int64(7), got.ItemID)

		_, err = r.Revisions.Get(ctx, "project", 7, 4)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
		_, err = r.Revisions.Get(ctx, "link", 7, 1)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "items of other kinds are apart")
		none, err := r.Revisions.List(ctx, "project", 8)
		require.NoError(t, err)
		assert.Empty(t, none)

		all, err := r.Revisions.All(ctx)
		require.NoError(t, err)
		assert.Len(t, all, 4)
		for _, rev := range all {
			assert.NotEmpty(t, rev.Data, "a backup carries every state")
		}
	})
	t.Run("IdenticalConsecutiveStatesOnce", func(t *testing.T) {
		r := open(t)
		_, added := add(t, r, "media", 1, `{"title":"same"}`, at, keepAll)
		require.True(t, added)
		rev, added := add(t, r, "media", 1, `{"title":"same"}`, at.Add(time.Minute), keepAll)
		assert.False(t, added)
		assert.Zero(t, rev.Rev)
		_, added = add(t, r, "media", 1, `{"title":"other"}`, at.Add(2*time.Minute), keepAll)
		assert.True(t, added)
		rev, added = add(t, r, "media", 1, `{"title":"same"}`, at.Add(3*time.Minute), keepAll)
		assert.True(t, added, "only consecutive states are folded")
		assert.Equal(t, 3, rev.Rev)
	})
	t.Run("PrunedByCountAndAgeTogether", func(t *testing.T) {
		r := open(t)
		keep := domain.RevisionPolicy{Keep: 2, MaxAge: time.Hour}
		// Three old revisions, then two young ones: the old ones beyond
		// the newest two go; the young ones stay whatever their number.
		for i := 1; i <= 3; i++ {
			add(t, r, "investment", 5, fmt.Sprintf(`{"v":%d}`, i), at.Add(time.Duration(i)*time.Minute), keep)
		}
		later := at.Add(3 * time.Hour)
		for i := 4; i <= 6; i++ {
			add(t, r, "investment", 5, fmt.Sprintf(`{"v":%d}`, i), later.Add(time.Duration(i)*time.Minute), keep)
		}
		list, err := r.Revisions.List(ctx, "investment", 5)
		require.NoError(t, err)
		var revs []int
		for _, rev := range list {
			revs = append(revs, rev.Rev)
		}
		assert.Equal(t, []int{6, 5, 4}, revs, "the newest two, and every one younger than an hour")
		rev, _ := add(t, r, "investment", 5, `{"v":7}`, later.Add(2*time.Hour), keep)
		assert.Equal(t, 7, rev.Rev, "numbers are never reused")
		list, err = r.Revisions.List(ctx, "investment", 5)
		require.NoError(t, err)
		assert.Len(t, list, 2)
	})
	t.Run("JoinsTheTransaction", func(t *testing.T) {
		r := open(t)
		err := r.Tx.InTx(ctx, func(ctx context.Context) error {
			rev := &domain.Revision{Kind: "layout", ItemID: 3, At: at, Actor: "owner", Data: []byte(`{}`)}
			if _, err := r.Revisions.Add(ctx, rev, keepAll); err != nil {
				return err
			}
			return errAbort
		})
		require.ErrorIs(t, err, errAbort)
		list, err := r.Revisions.List(ctx, "layout", 3)
		require.NoError(t, err)
		assert.Empty(t, list, "a change that rolled back keeps no revision")
	})
}
