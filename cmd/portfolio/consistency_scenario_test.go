package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// seedReport is what one seed's run found.
type seedReport struct {
	saves, reads  int
	during, after int      // stale reads while saving, and once the saves stopped
	examples      []string // the first few stale reads
}

func (r seedReport) stale() int { return r.during + r.after }

func (r *seedReport) add(kind *int, format string, args ...any) {
	*kind++
	if len(r.examples) < 4 {
		r.examples = append(r.examples, fmt.Sprintf(format, args...))
	}
}

// ack is a save the API acknowledged: the version it wrote and when the
// admin had the answer.
type ack struct {
	version int
	at      time.Time
}

// observation is one public read: where, what, when it started, and the
// version of each entity the path shows (or why it failed).
type observation struct {
	in       *consistencyInstance
	path     consistencyPath
	start    time.Time
	versions []int
	err      error
}

// runSeed runs one seed: the caches start empty, readers on both
// instances read every public path in a random order while the admin
// saves random changes through the first instance; then every read on
// every instance must show the last save.
func (s *consistencyStack) runSeed(t *testing.T, seed uint64) seedReport {
	t.Helper()
	ctx := context.Background()
	var rep seedReport
	rng := rand.New(rand.NewPCG(seed, 0))
	s.jitter.reseed(seed)
	for _, in := range s.instances {
		// A real cache that cannot reach its backend under the load
		// serves from the database until it recovers, and recovering
		// drops everything: nothing to do but note it.
		if err := in.app.Cache.Invalidate(ctx, domain.AllCacheRegions()...); err != nil {
			t.Logf("seed %d: emptying the cache of %s: %v", seed, in.name, err)
		}
	}
	acks := make([][]ack, len(s.entities))
	for e, v := range s.last {
		acks[e] = []ack{{version: v}} // acknowledged before this seed began
	}

	// Readers, each with its own sequence of the seed.
	stop := make(chan struct{})
	seen := make([][]observation, consistencyReaders)
	var wg sync.WaitGroup
	for r := range consistencyReaders {
		in := s.instances[r%len(s.instances)]
		rr := rand.New(rand.NewPCG(seed, uint64(r)+1))
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				o := observation{in: in, path: s.paths[rr.IntN(len(s.paths))], start: time.Now()}
				o.versions, o.err = s.read(in, in.client, o.path)
				seen[r] = append(seen[r], o)
			}
		})
	}
	stopReaders := sync.OnceFunc(func() { close(stop); wg.Wait() })
	defer stopReaders()

	// The admin: runs of saves on one content entity (the stale-set race
	// needs saves close together on one region), and in a third of the
	// seeds one save of the site document, whose every version rebuilds
	// every page (about 0.4s under -race on each instance).
	a := s.instances[0].base
	siteAt := -1
	if rng.IntN(3) == 0 {
		siteAt = rng.IntN(consistencySaves)
	}
	e := rng.IntN(s.site)
	for i := range consistencySaves {
		switch {
		case i == siteAt:
			e = s.site
		case e == s.site || rng.IntN(4) == 0:
			e = rng.IntN(s.site)
		}
		v := s.last[e] + 1
		path, body := s.entities[e].update(s.entities[e].value(v))
		status, resp := call(t, s.admin, http.MethodPut, a+path, mustJSON(t, body))
		require.Equal(t, http.StatusOK, status, "seed %d: save %s: %s", seed, s.entities[e].value(v), resp)
		acks[e] = append(acks[e], ack{version: v, at: time.Now()})
		s.last[e] = v
		rep.saves++
		if s.fault != nil {
			s.fault(t, i)
		}
		time.Sleep(time.Duration(rng.IntN(2000)) * time.Microsecond)
	}
	stopReaders()

	// (a) A read that started after a save was acknowledged shows it, or
	// a later one.
	for _, obs := range seen {
		for _, o := range obs {
			rep.reads++
			if o.err != nil {
				t.Errorf("seed %d: %v", seed, o.err)
				continue
			}
			for i, e := range o.path.shows {
				if want := ackedBefore(acks[e], o.start); o.versions[i] < want {
					rep.add(&rep.during, "during: GET %s on %s started after %s was acknowledged and showed %s",
						o.path.path, o.in.name, s.entities[e].value(want), s.entities[e].value(o.versions[i]))
				}
			}
		}
	}

	// (b) Once the saves stopped, every read on every instance shows the
	// last one; each round reads every path on both instances at once.
	s.requireDatabase(t)
	for round := range consistencyRounds {
		var after []observation
		var mu sync.Mutex
		var wg sync.WaitGroup
		for _, in := range s.instances {
			for _, p := range s.paths {
				wg.Go(func() {
					o := observation{in: in, path: p}
					o.versions, o.err = s.read(in, in.client, p)
					mu.Lock()
					defer mu.Unlock()
					after = append(after, o)
				})
			}
		}
		wg.Wait()
		for _, o := range after {
			require.NoError(t, o.err, "seed %d", seed)
			rep.reads++
			for i, e := range o.path.shows {
				if o.versions[i] != s.last[e] {
					rep.add(&rep.after, "after (round %d): GET %s on %s showed %s, the last save was %s",
						round+1, o.path.path, o.in.name, s.entities[e].value(o.versions[i]), s.entities[e].value(s.last[e]))
				}
			}
		}
	}
	return rep
}

// ackedBefore is the newest version acknowledged before start.
func ackedBefore(acks []ack, start time.Time) int {
	n := sort.Search(len(acks), func(i int) bool { return !acks[i].at.Before(start) })
	return acks[max(n-1, 0)].version
}

// requireDatabase checks the test's own books: the administrator's reads,
// which skip the cache, show the last acknowledged saves.
func (s *consistencyStack) requireDatabase(t *testing.T) {
	t.Helper()
	for _, p := range s.paths {
		if !strings.HasPrefix(p.path, "/api/") {
			continue
		}
		versions, err := s.read(s.instances[0], s.admin, p)
		require.NoError(t, err)
		for i, e := range p.shows {
			require.Equal(t, s.last[e], versions[i], "the database has %s", s.entities[e].name)
		}
	}
}
