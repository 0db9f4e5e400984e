package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// report turns a run into the markdown table and the verdict.
type report struct {
	o       options
	env     *environment
	res     *result
	writes  []write
	checks  []readCheck
	machine string
}

func newReport(o options, env *environment, s *site, res *result) *report {
	return &report{o: o, env: env, res: res, writes: s.ledger.all(), checks: s.checks, machine: res.machine}
}

// traffic is the generator's requests, without the read-your-writes probes.
func (r *report) traffic(s sample) bool { return int(s.group) < len(groups) }

// counts tallies samples by status.
func (r *report) counts() (byStatus map[int]int, fivexx, transport, total int) {
	byStatus = map[int]int{}
	for _, s := range r.res.samples {
		total++
		byStatus[int(s.status)]++
		switch {
		case s.status == 0:
			transport++
		case s.status >= 500:
			fivexx++
		}
	}
	return byStatus, fivexx, transport, total
}

// failures lists every reason the run fails; none means it passes.
func (r *report) failures() []string {
	var out []string
	_, fivexx, transport, total := r.counts()
	if total == 0 {
		out = append(out, "no request was made")
	}
	if fivexx > 0 {
		out = append(out, fmt.Sprintf("%d answers 5xx through the proxy: %s", fivexx, joinCounts(r.res.serverErrors)))
	}
	if transport > 0 {
		out = append(out, fmt.Sprintf("%d transport errors to the proxy: %s", transport, joinCounts(r.res.transport)))
	}
	if n := sum(r.res.unexpected); n > 0 {
		out = append(out, fmt.Sprintf("%d unexpected answers: %s", n, joinCounts(r.res.unexpected)))
	}
	for _, w := range r.writes {
		if !w.acked {
			out = append(out, fmt.Sprintf("save %s at %s not acknowledged: %d %s", w.value, secs(w.start), w.status, w.err))
		}
	}
	if !r.res.restart.done {
		out = append(out, "the Redis restart did not happen: "+r.res.restart.err)
	}
	v := r.res.verification
	for _, group := range []struct {
		what  string
		items []string
	}{{"error after the run", v.errors}, {"lost acknowledged write", v.lost}, {"stale read after the run", v.stale}} {
		for _, it := range group.items {
			out = append(out, group.what+": "+it)
		}
	}
	return out
}

// joinCounts lists a tally, largest first.
func joinCounts(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return m[keys[i]] > m[keys[j]] || (m[keys[i]] == m[keys[j]] && keys[i] < keys[j]) })
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s ×%d", k, m[k])
	}
	return strings.Join(parts, "; ")
}

// markdown is the whole report.
func (r *report) markdown() string {
	var b strings.Builder
	res := r.res
	byStatus, fivexx, transport, _ := r.counts()
	traffic := latenciesOf(res.samples, r.traffic)
	lat := summarize(traffic)
	secsRun := res.duration.Seconds()

	fmt.Fprintf(&b, "# Load test\n\n%s\n\n", r.machine)
	fmt.Fprintf(&b, "%d instances of `bin/portfolio serve` on a fresh PostgreSQL database and their own redis-server %s and S3 bucket "+
		"(no persistence), behind nginx %s (round robin, no retries on the other instance); %d closed-loop workers "+
		"through the proxy for %.1f s; an admin save every %s through the proxy; Redis stopped in the middle and started "+
		"again, empty, %s later. The whole run took %.0f s.\n\n",
		len(r.env.instances), r.env.redis.version, r.env.proxy.version, r.o.workers, secsRun, r.o.saveEvery, r.o.redisDown, res.total.Seconds())

	b.WriteString("| figure | measured |\n|---|---|\n")
	row := func(k, format string, a ...any) { fmt.Fprintf(&b, "| %s | %s |\n", k, fmt.Sprintf(format, a...)) }
	row("requests (public mix)", "%s in %.1f s: **%s req/s** (%.1f MB/s)", thousands(lat.n), secsRun,
		thousands(int(float64(lat.n)/secsRun)), float64(res.bytes)/secsRun/1e6)
	row("latency", "p50 **%s**, p99 **%s**, max %s", ms(lat.p50), ms(lat.p99), ms(lat.max))
	row("answers", "%s", statusLine(byStatus))
	row("5xx / transport errors / other unexpected", "%d / %d / %d", fivexx, transport, sum(res.unexpected))
	row("answered by", "%s", r.byInstance())
	saves, acked, made := r.saveStats()
	row("admin saves", "%d acknowledged of %d (**%.1f/s**); p50 %s, p99 %s, max %s", acked, made, float64(acked)/secsRun,
		ms(saves.p50), ms(saves.p99), ms(saves.max))
	fresh, stale := r.ryw()
	row("read-your-writes (a public read through the proxy right after each acknowledged save)", "%d showed the save, %d an older value", fresh, stale)
	row("Redis restart", "%s", r.restartLine())
	row("instances' cache (/readyz polled every 100 ms until the checks are done, as a load balancer would)", "%s", r.statesLine())
	v := res.verification
	row("after the run: acknowledged writes", "%d lost (read as the admin from the database on each instance)", len(v.lost))
	row("after the run: public reads", "%d stale of %d (%d conditional on a tag from before the traffic), %.1f s after the last save; right after it: %d of %d",
		len(v.stale), v.reads, v.conditional, v.settled.Seconds(), len(v.early), v.earlyReads)
	row("checked reads (each path whose answer showed a written value before the traffic)", "%s", r.checksLine())
	row("instance log warnings", "%s", r.logLine())

	b.WriteString("\n### By request group\n\n| group | requests | p50 | p99 | max | 304 |\n|---|---|---|---|---|---|\n")
	for i, g := range append(groups, struct {
		name  string
		share int
	}{"read-your-writes probe", 0}) {
		var notModified int
		l := summarize(latenciesOf(res.samples, func(s sample) bool {
			if int(s.group) == i && s.status == 304 {
				notModified++
			}
			return int(s.group) == i
		}))
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s |\n", g.name, thousands(l.n), ms(l.p50), ms(l.p99), ms(l.max), thousands(notModified))
	}

	if _, stale := r.ryw(); stale > 0 {
		b.WriteString("\nRead-your-writes probes that showed an older value:\n\n")
		for _, w := range r.writes {
			if w.ryw.done && !w.ryw.fresh {
				fmt.Fprintf(&b, "- %s saved at %s in %s, read from %s: %s\n", w.value, secs(w.start), ms(w.latency), w.ryw.upstream, w.ryw.detail)
			}
		}
	}

	rs := res.restart
	if rs.stopAt > 0 {
		from := (rs.stopAt/time.Second - 3) * time.Second
		to := min((rs.up/time.Second+6)*time.Second, res.duration.Truncate(time.Second))
		b.WriteString("\n### Around the Redis restart\n\n")
		fmt.Fprintf(&b, "Redis stopped at %s and answered again at %s.\n\n", secs(rs.stopAt), secs(rs.up))
		b.WriteString("| second | requests | p50 | p99 | max | 5xx | transport errors | saves acknowledged (not) | read-your-writes stale |\n|---|---|---|---|---|---|---|---|---|\n")
		for _, w := range windows(res.samples, r.writes, max(from, 0), to) {
			fmt.Fprintf(&b, "| %d–%d s | %s | %s | %s | %s | %d | %d | %d (%d) | %d |\n", int(w.from.Seconds()), int(w.to.Seconds()),
				thousands(w.requests), ms(w.latency.p50), ms(w.latency.p99), ms(w.latency.max), w.status5xx, w.transport, w.savesAcked, w.savesLost, w.rywStale)
		}
	}

	if f := r.failures(); len(f) > 0 {
		fmt.Fprintf(&b, "\n**FAIL** (%d problems):\n\n", len(f))
		for i, p := range f {
			if i == 200 {
				fmt.Fprintf(&b, "- … and %d more\n", len(f)-200)
				break
			}
			fmt.Fprintf(&b, "- %s\n", p)
		}
	} else {
		b.WriteString("\n**PASS**: no 5xx, no transport error, every save acknowledged, no acknowledged write lost, no stale read after the run.\n")
	}
	return b.String()
}

// writeReport writes the markdown to path, making its directory.
func writeReport(path, text string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(text), 0o644)
}
