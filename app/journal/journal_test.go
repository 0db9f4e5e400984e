package journal_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

type fixedClock struct{ now time.Time }

func (c fixedClock) Now() time.Time { return c.now }

var noon = time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)

func newJournal(t *testing.T) (*journal.Journal, *memory.Store) {
	t.Helper()
	store := memory.NewStore()
	j, err := journal.New(memory.NewTransactor(store), store.Activity(), store.Revisions(), domain.RevisionPolicy{}, fixedClock{noon})
	require.NoError(t, err)
	return j, store
}

func TestNewRefusesMissingParts(t *testing.T) {
	store := memory.NewStore()
	_, err := journal.New(nil, store.Activity(), store.Revisions(), domain.RevisionPolicy{}, fixedClock{noon})
	assert.Error(t, err)
	_, err = journal.New(memory.NewTransactor(store), store.Activity(), store.Revisions(), domain.RevisionPolicy{}, nil)
	assert.Error(t, err)
}

func TestRecordStampsTheActorAddressTimeAndNote(t *testing.T) {
	j, _ := newJournal(t)
	ctx := journal.WithActor(context.Background(), journal.Actor{Name: "owner", Address: "192.0.2.7"})
	assert.Equal(t, journal.Actor{Name: "owner", Address: "192.0.2.7"}, journal.ActorFrom(ctx))
	assert.Equal(t, journal.Actor{}, journal.ActorFrom(context.Background()))

	require.NoError(t, j.Record(journal.WithNote(ctx, "applied late"), domain.ActivityEntry{Action: domain.ActionSignIn, Kind: domain.ActivityUser, Title: "Sign-in"}))
	require.NoError(t, j.Record(ctx, domain.ActivityEntry{Action: domain.ActionSignIn, Kind: domain.ActivityUser, Actor: "stranger", Address: "198.51.100.1"}))

	got, err := j.List(context.Background(), domain.ActivityFilter{})
	require.NoError(t, err)
	require.Len(t, got, 2)
	assert.Equal(t, "stranger", got[0].Actor, "an entry that names its actor keeps it")
	assert.Equal(t, "198.51.100.1", got[0].Address)
	assert.Equal(t, "owner", got[1].Actor)
	assert.Equal(t, "192.0.2.7", got[1].Address)
	assert.Equal(t, "Sign-in (applied late)", got[1].Title)
	assert.True(t, got[1].At.Equal(noon))
	assert.True(t, j.Now().Equal(noon))
}

func TestReviseKeepsNothingWithoutChangedFields(t *testing.T) {
	j, _ := newJournal(t)
	ctx := journal.WithActor(context.Background(), journal.Actor{Name: "owner"})
	require.NoError(t, j.Revise(ctx, "project", 1, map[string]string{"title": "A"}, nil))
	revs, err := j.Revisions(ctx, "project", 1)
	require.NoError(t, err)
	assert.Empty(t, revs)

	require.NoError(t, j.Revise(ctx, "project", 1, map[string]string{"title": "A"}, []string{"title"}))
	revs, err = j.Revisions(ctx, "project", 1)
	require.NoError(t, err)
	require.Len(t, revs, 1)
	assert.Equal(t, "owner", revs[0].Actor)
	assert.Equal(t, []string{"title"}, revs[0].Fields)
}

func TestRecentStopsAtTheLimitAndTheStart(t *testing.T) {
	j, _ := newJournal(t)
	ctx := context.Background()
	for i := range journal.MaxActivityPage + 5 {
		at := noon.Add(time.Duration(i) * time.Minute)
		require.NoError(t, j.Record(ctx, domain.ActivityEntry{At: at, Action: domain.ActionSignInFailed, Kind: domain.ActivityUser}))
	}
	count := func(since time.Time, limit int) int {
		n := 0
		require.NoError(t, j.Recent(ctx, domain.ActivityFilter{Kind: domain.ActivityUser}, since, limit, func(domain.ActivityEntry) { n++ }))
		return n
	}
	assert.Equal(t, journal.MaxActivityPage+5, count(noon, 1000), "Recent reads past one page")
	assert.Equal(t, 3, count(noon, 3))
	assert.Equal(t, 10, count(noon.Add(time.Duration(journal.MaxActivityPage-5)*time.Minute), 1000))
}
