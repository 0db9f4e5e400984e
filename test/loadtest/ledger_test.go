package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// writesOf records the given writes of thing on a fresh ledger, acked or
// not, in order.
func writesOf(l *ledger, thing string, acked ...bool) []write {
	for _, a := range acked {
		seq, value := l.begin(thing)
		l.record(write{seq: seq, thing: thing, value: value, acked: a})
	}
	return l.all()
}

func TestJudgeAcceptsOnlyTheLastAcknowledgedValueOrLaterAttempts(t *testing.T) {
	l := newLedger("abc123")
	writes := writesOf(l, thingTagline, true, true, false) // 1 and 2 acked, 3 unknown

	assert.Empty(t, l.judge(writes, []byte(`<p>lt-abc123-tagline-00002</p>`), []string{thingTagline}))
	assert.Empty(t, l.judge(writes, []byte(`{"tagline":"lt-abc123-tagline-00003"}`), []string{thingTagline}),
		"an unacknowledged save may have committed: showing it is not stale")

	problems := l.judge(writes, []byte(`<title>lt-abc123-tagline-00001</title>`), []string{thingTagline})
	require.Len(t, problems, 1)
	assert.Contains(t, problems[0], "shows lt-abc123-tagline-00001; want lt-abc123-tagline-00002")

	problems = l.judge(writes, []byte(`lt-abc123-tagline-00002 and lt-abc123-tagline-00001`), []string{thingTagline})
	require.Len(t, problems, 1, "one stale copy on a page is a stale page")

	problems = l.judge(writes, []byte(`no value at all, lt-ffffff-tagline-00002 is another run`), []string{thingTagline})
	require.Len(t, problems, 1)
	assert.Contains(t, problems[0], "shows no tagline value")
}

func TestJudgeWantsEveryAcknowledgedCreate(t *testing.T) {
	l := newLedger("abc123")
	writes := writesOf(l, thingNew, true, false, true)

	assert.Empty(t, l.judge(writes, []byte(`lt-abc123-new-00001 lt-abc123-new-00003`), []string{thingNew}))
	problems := l.judge(writes, []byte(`lt-abc123-new-00001 lt-abc123-new-00002`), []string{thingNew})
	require.Len(t, problems, 1)
	assert.Contains(t, problems[0], "lacks 1 acknowledged created collaborations (lt-abc123-new-00003)")
}

func TestJudgeWithoutAnAcknowledgedWriteIsAProblem(t *testing.T) {
	l := newLedger("abc123")
	writes := writesOf(l, thingProject, false)
	assert.NotEmpty(t, l.judge(writes, []byte(`lt-abc123-project-00001`), []string{thingProject}))
}

func TestShowsAtLeast(t *testing.T) {
	l := newLedger("abc123")
	w := write{seq: 5, thing: thingCollab, value: "lt-abc123-collab-00005"}
	ok, _ := l.showsAtLeast([]byte(`"title":"lt-abc123-collab-00005"`), w)
	assert.True(t, ok)
	ok, _ = l.showsAtLeast([]byte(`"title":"lt-abc123-collab-00008"`), w)
	assert.True(t, ok, "a later save of the same thing is not stale")
	ok, detail := l.showsAtLeast([]byte(`"title":"lt-abc123-collab-00002"`), w)
	assert.False(t, ok)
	assert.Equal(t, "shows lt-abc123-collab-00002", detail)

	created := write{seq: 7, thing: thingNew, value: "lt-abc123-new-00007"}
	ok, _ = l.showsAtLeast([]byte(`lt-abc123-new-00003`), created)
	assert.False(t, ok)
}
