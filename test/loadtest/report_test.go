package main

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cleanRun is a run with nothing wrong in it.
func cleanRun() (*report, *site) {
	s := &site{ledger: newLedger("abc123")}
	seq, value := s.ledger.begin(thingTagline)
	s.ledger.record(write{seq: seq, thing: thingTagline, value: value, start: time.Second, latency: 20 * time.Millisecond, acked: true})
	env := &environment{
		instances: []*instance{{name: "instance-1"}, {name: "instance-2"}},
		redis:     &redisServer{version: "7.0.15"},
		proxy:     &proxyServer{version: "1.22.1"},
	}
	res := &result{
		duration:     10 * time.Second,
		transport:    map[string]int{},
		serverErrors: map[string]int{},
		unexpected:   map[string]int{},
		restart:      restartTimes{stopAt: 5 * time.Second, stopped: 5*time.Second + time.Millisecond, startAt: 6 * time.Second, up: 6*time.Second + 10*time.Millisecond, done: true},
	}
	for i := range 100 {
		res.samples = append(res.samples, sample{start: time.Duration(i) * 100 * time.Millisecond, latency: time.Duration(i+1) * time.Millisecond, status: 200, upstream: int8(i % 2)})
	}
	o := options{workers: 4, saveEvery: 100 * time.Millisecond, redisDown: time.Second}
	return newReport(o, env, s, res), s
}

func TestACleanRunPasses(t *testing.T) {
	r, _ := cleanRun()
	assert.Empty(t, r.failures())
	md := r.markdown()
	assert.Contains(t, md, "**PASS**")
	assert.Contains(t, md, "100 in 10.0 s: **10 req/s**")
	assert.Contains(t, md, "p50 **50.0 ms**, p99 **99.0 ms**")
	assert.Contains(t, md, "instance-1 50, instance-2 50")
}

// Each reason to fail is named, on its own.
func TestEveryFailureFailsTheRun(t *testing.T) {
	for name, spoil := range map[string]func(*report, *site){
		"5xx": func(r *report, _ *site) {
			r.res.samples[3].status = 502
			r.res.serverErrors["GET / (identity): 502"] = 1
		},
		"transport error": func(r *report, _ *site) {
			r.res.samples[3].status = 0
			r.res.transport["EOF"] = 1
		},
		"unexpected answer": func(r *report, _ *site) { r.res.unexpected["GET /about (gzip): 404"] = 1 },
		"unacknowledged save": func(r *report, s *site) {
			seq, value := s.ledger.begin(thingCollab)
			s.ledger.record(write{seq: seq, thing: thingCollab, value: value, start: 2 * time.Second, status: 401, err: "sign in"})
			r.writes = s.ledger.all()
		},
		"no restart":              func(r *report, _ *site) { r.res.restart = restartTimes{err: "start: boom"} },
		"lost write":              func(r *report, _ *site) { r.res.verification.lost = []string{"instance-1 GET /api/site …"} },
		"stale read":              func(r *report, _ *site) { r.res.verification.stale = []string{"proxy GET / (gzip) shows …"} },
		"error after the run":     func(r *report, _ *site) { r.res.verification.errors = []string{"instance-2 GET /: answered 503"} },
		"nothing was even tested": func(r *report, _ *site) { r.res.samples = nil },
	} {
		t.Run(name, func(t *testing.T) {
			r, s := cleanRun()
			spoil(r, s)
			f := r.failures()
			require.Len(t, f, 1, "%q", f)
			assert.Contains(t, r.markdown(), "**FAIL** (1 problems)")
		})
	}
}

func TestReportListsStaleReadYourWrites(t *testing.T) {
	r, s := cleanRun()
	seq, value := s.ledger.begin(thingProject)
	w := write{seq: seq, thing: thingProject, value: value, start: 5 * time.Second, acked: true}
	w.ryw.done, w.ryw.upstream, w.ryw.detail = true, "127.0.0.1:1234", "shows lt-abc123-project-00001"
	s.ledger.record(w)
	r.writes = s.ledger.all()
	md := r.markdown()
	assert.Contains(t, md, "0 showed the save, 1 an older value")
	assert.Contains(t, md, "- "+value+" saved at 5.00 s")
	assert.Empty(t, r.failures(), "a stale read during the run is reported, not failed: the product bounds it by cache.local_max_age")
	assert.True(t, strings.Contains(md, "### Around the Redis restart"))
}

func TestLimitsTableGoesBetweenTheMarkers(t *testing.T) {
	r, _ := cleanRun()
	r.res.states = []stateChange{
		{at: 0, instance: "instance-1", state: "ok"}, {at: 0, instance: "instance-2", state: "ok"},
		{at: 5100 * time.Millisecond, instance: "instance-1", state: "degraded"},
		{at: 7500 * time.Millisecond, instance: "instance-1", state: "ok"},
		{at: 8 * time.Second, instance: "instance-2", state: "degraded"}, // later than the restart: not its recovery
		{at: 9 * time.Second, instance: "instance-2", state: "ok"},
	}
	assert.Equal(t, 7500*time.Millisecond-r.res.restart.up, r.recovered())

	table := r.limitsTable()
	assert.Contains(t, table, "| instances | 2 behind nginx")
	assert.Contains(t, table, "**10 req/s** sustained for 10 s")
	assert.Contains(t, table, "**0.1/s** (1 of 1 acknowledged)")
	assert.Contains(t, table, "0 5xx, 0 transport errors, 0 lost writes, 0 stale reads")

	out, err := replaceLimits("# A\n\n"+readmeStart+"\nold\n"+readmeEnd+"\n\nrest\n", table)
	require.NoError(t, err)
	assert.Equal(t, "# A\n\n"+readmeStart+"\n"+table+readmeEnd+"\n\nrest\n", out)
	_, err = replaceLimits("no markers", table)
	assert.Error(t, err)
}
