package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

// The README's tested limits sit between these markers; -readme rewrites
// them from a passing run.
const (
	readmeStart = "<!-- loadtest:start -->"
	readmeEnd   = "<!-- loadtest:end -->"
)

// limitsTable is the README's table of tested limits for this run.
func (r *report) limitsTable() string {
	res := r.res
	traffic := latenciesOf(res.samples, r.traffic)
	lat := summarize(traffic)
	secsRun := res.duration.Seconds()
	saves, acked, made := r.saveStats()
	commit, _ := exec.Command("git", "rev-parse", "--short", "HEAD").Output()
	v := res.verification

	var b strings.Builder
	fmt.Fprintf(&b, "| | last run (commit %s, %s) |\n|---|---|\n", strings.TrimSpace(string(commit)), time.Now().UTC().Format("2006-01-02"))
	fmt.Fprintf(&b, "| instances | %d behind nginx, one PostgreSQL, one Redis, one S3 bucket |\n", len(r.env.instances))
	fmt.Fprintf(&b, "| public requests | **%s req/s** sustained for %.0f s (%s, closed loop, %d workers, %.0f MB/s) |\n",
		thousands(int(float64(lat.n)/secsRun)), secsRun, thousands(lat.n), r.o.workers, float64(res.bytes)/secsRun/1e6)
	fmt.Fprintf(&b, "| latency | p50 **%s**, p99 **%s**, max %s |\n", ms(lat.p50), ms(lat.p99), ms(lat.max))
	fmt.Fprintf(&b, "| saves | **%.1f/s** (%d of %d acknowledged), p50 %s, p99 %s |\n", float64(acked)/secsRun, acked, made, ms(saves.p50), ms(saves.p99))
	rs := res.restart
	before, during := r.rate(rs.stopAt-5*time.Second, rs.stopAt), r.rate(rs.stopAt, rs.up)
	fmt.Fprintf(&b, "| Redis restart (down %.2f s) | %d 5xx; %s req/s while Redis was down (%s in the 5 s before), both caches ok again %.1f s after Redis answered |\n",
		(rs.up - rs.stopAt).Seconds(), r.fivexxBetween(rs.stopAt, res.duration), thousands(int(during)), thousands(int(before)), r.recovered().Seconds())
	_, fivexx, transport, _ := r.counts()
	fmt.Fprintf(&b, "| errors | %d 5xx, %d transport errors, %d lost writes, %d stale reads of %d after the run |\n",
		fivexx, transport, len(v.lost), len(v.stale), v.reads)
	return b.String()
}

// rate is the generator's requests a second between from and to.
func (r *report) rate(from, to time.Duration) float64 {
	from = max(from, 0)
	if to <= from {
		return 0
	}
	n := 0
	for _, s := range r.res.samples {
		if r.traffic(s) && s.start >= from && s.start < to {
			n++
		}
	}
	return float64(n) / (to - from).Seconds()
}

// fivexxBetween counts the 5xx answers to requests sent between from and to.
func (r *report) fivexxBetween(from, to time.Duration) int {
	n := 0
	for _, s := range r.res.samples {
		if s.status >= 500 && s.start >= from && s.start < to {
			n++
		}
	}
	return n
}

// recovered is how long after Redis answered again the last instance
// whose cache went down with it had it ok again (0 when none did). A
// change that came later than a second after Redis was back belongs to
// something else.
func (r *report) recovered() time.Duration {
	rs := r.res.restart
	latest := rs.up
	for _, in := range r.env.instances {
		down := false
		for _, c := range r.res.states {
			if c.instance != in.name || c.at < rs.stopAt {
				continue
			}
			if !down {
				if c.state == "ok" || c.at > rs.up+time.Second {
					break // it did not go down with Redis
				}
				down = true
				continue
			}
			if c.state == "ok" {
				latest = max(latest, c.at)
				break
			}
		}
	}
	return latest - rs.up
}

// replaceLimits puts table between the markers of readme.
func replaceLimits(readme, table string) (string, error) {
	i, j := strings.Index(readme, readmeStart), strings.Index(readme, readmeEnd)
	if i < 0 || j < i {
		return "", errors.New("the document has no " + readmeStart + " … " + readmeEnd + " block")
	}
	return readme[:i+len(readmeStart)] + "\n" + table + readme[j:], nil
}

// updateReadme rewrites the tested limits in the README at path.
func updateReadme(path, table string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	out, err := replaceLimits(string(b), table)
	if err != nil {
		return err
	}
	return os.WriteFile(path, []byte(out), 0o644)
}
