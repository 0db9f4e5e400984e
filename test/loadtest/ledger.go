package main

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// The things the admin writes. Every value written is unique, of the form
// lt-<run>-<thing>-<seq>, so a read shows which write it reflects.
const (
	thingTagline = "tagline" // the site document's tagline: every page, /api/site
	thingCollab  = "collab"  // one collaboration's title: /, /api/notable-collaborations
	thingProject = "project" // one project's title: the portfolio pages and project API
	thingNew     = "new"     // a created collaboration's title: each must stay
)

// write is one save the admin made.
type write struct {
	seq     int
	thing   string
	value   string
	start   time.Duration // since the traffic began (negative: before it)
	latency time.Duration
	status  int    // 0: no answer
	err     string // transport error, or the body of a refusal
	acked   bool   // answered 2xx
	// ryw is the read-your-writes probe: the public read through the proxy
	// right after the save was acknowledged.
	ryw struct {
		done     bool
		fresh    bool
		upstream string
		detail   string
	}
}

// ledger records every save, so reads can be judged against it.
type ledger struct {
	run    string
	token  *regexp.Regexp
	mu     sync.Mutex
	next   int
	writes []write
}

func newLedger(run string) *ledger {
	return &ledger{run: run, token: regexp.MustCompile(`lt-` + regexp.QuoteMeta(run) + `-([a-z]+)-(\d{5})`)}
}

// begin numbers a new write of thing and gives its value.
func (l *ledger) begin(thing string) (int, string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.next++
	return l.next, fmt.Sprintf("lt-%s-%s-%05d", l.run, thing, l.next)
}

// record keeps a finished write.
func (l *ledger) record(w write) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.writes = append(l.writes, w)
}

// all is every write in the order they were begun.
func (l *ledger) all() []write {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := slices.Clone(l.writes)
	sort.Slice(out, func(i, j int) bool { return out[i].seq < out[j].seq })
	return out
}

// tokens finds the values of this run in body, by thing.
func (l *ledger) tokens(body []byte) map[string][]int {
	out := map[string][]int{}
	for _, m := range l.token.FindAllSubmatch(body, -1) {
		seq, _ := strconv.Atoi(string(m[2]))
		out[string(m[1])] = append(out[string(m[1])], seq)
	}
	return out
}

// things lists the things body shows a value of, in a fixed order.
func (l *ledger) things(body []byte) []string {
	seen := l.tokens(body)
	var out []string
	for _, th := range []string{thingTagline, thingCollab, thingProject, thingNew} {
		if len(seen[th]) > 0 {
			out = append(out, th)
		}
	}
	return out
}

// acceptable is what a read of an updated thing may show now: the last
// acknowledged write, or any later write whose outcome is unknown (it
// failed, but may have committed). ok is false when no write of the thing
// was acknowledged.
func acceptable(writes []write, thing string) (set map[int]bool, last write, ok bool) {
	set = map[int]bool{}
	for _, w := range writes {
		if w.thing != thing {
			continue
		}
		if w.acked {
			clear(set)
			last, ok = w, true
		}
		set[w.seq] = true
	}
	return set, last, ok
}

// judge checks a read that should show things against the writes and
// returns what is wrong with it, nothing when it is current.
func (l *ledger) judge(writes []write, body []byte, things []string) []string {
	seen := l.tokens(body)
	var problems []string
	for _, th := range things {
		if th == thingNew {
			var missing []string
			got := map[int]bool{}
			for _, s := range seen[thingNew] {
				got[s] = true
			}
			for _, w := range writes {
				if w.thing == thingNew && w.acked && !got[w.seq] {
					missing = append(missing, w.value)
				}
			}
			if len(missing) > 0 {
				problems = append(problems, fmt.Sprintf("lacks %d acknowledged created collaborations (%s)", len(missing), abbreviate(missing, 3)))
			}
			continue
		}
		set, last, ok := acceptable(writes, th)
		if !ok {
			problems = append(problems, "no acknowledged write of the "+th+" to check against")
			continue
		}
		if len(seen[th]) == 0 {
			problems = append(problems, fmt.Sprintf("shows no %s value; want %s", th, last.value))
			continue
		}
		var stale []string
		for _, s := range seen[th] {
			if !set[s] {
				stale = append(stale, fmt.Sprintf("lt-%s-%s-%05d", l.run, th, s))
			}
		}
		if len(stale) > 0 {
			slices.Sort(stale)
			problems = append(problems, fmt.Sprintf("shows %s; want %s", abbreviate(slices.Compact(stale), 3), last.value))
		}
	}
	return problems
}

// showsAtLeast is the read-your-writes probe's test: the read shows w (or,
// for an update, nothing older than w).
func (l *ledger) showsAtLeast(body []byte, w write) (bool, string) {
	seen := l.tokens(body)[w.thing]
	if w.thing == thingNew {
		if slices.Contains(seen, w.seq) {
			return true, ""
		}
		return false, "lacks " + w.value
	}
	if len(seen) == 0 {
		return false, "shows no " + w.thing + " value"
	}
	for _, s := range seen {
		if s < w.seq {
			return false, fmt.Sprintf("shows lt-%s-%s-%05d", l.run, w.thing, s)
		}
	}
	return true, ""
}

// abbreviate lists up to n items and says how many more there are.
func abbreviate(items []string, n int) string {
	if len(items) <= n {
		return strings.Join(items, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(items[:n], ", "), len(items)-n)
}
