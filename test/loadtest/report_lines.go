package main

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"
)

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// statusLine lists the answers by status ("0" is a transport error).
func statusLine(byStatus map[int]int) string {
	codes := make([]int, 0, len(byStatus))
	for c := range byStatus {
		codes = append(codes, c)
	}
	sort.Ints(codes)
	parts := make([]string, 0, len(codes))
	for _, c := range codes {
		name := strconv.Itoa(c)
		if c == 0 {
			name = "no answer"
		}
		parts = append(parts, fmt.Sprintf("%s: %s", name, thousands(byStatus[c])))
	}
	return strings.Join(parts, ", ")
}

// byInstance says how the proxy spread the requests.
func (r *report) byInstance() string {
	counts := make([]int, len(r.env.instances))
	unknown := 0
	for _, s := range r.res.samples {
		if s.upstream >= 0 && int(s.upstream) < len(counts) {
			counts[s.upstream]++
		} else {
			unknown++
		}
	}
	parts := make([]string, 0, len(counts)+1)
	for i, in := range r.env.instances {
		parts = append(parts, fmt.Sprintf("%s %s", in.name, thousands(counts[i])))
	}
	if unknown > 0 {
		parts = append(parts, fmt.Sprintf("unknown %s", thousands(unknown)))
	}
	return strings.Join(parts, ", ")
}

// saveStats are the latencies of the acknowledged saves made during the
// traffic, how many there were and how many saves were made in all.
func (r *report) saveStats() (lat latencyStats, acked, made int) {
	var l []time.Duration
	for _, w := range r.writes {
		if w.start < 0 {
			continue // the first value of each thing, before the traffic
		}
		made++
		if w.acked {
			l = append(l, w.latency)
		}
	}
	return summarize(l), len(l), made
}

// ryw counts the read-your-writes probes by outcome.
func (r *report) ryw() (fresh, stale int) {
	for _, w := range r.writes {
		switch {
		case !w.ryw.done:
		case w.ryw.fresh:
			fresh++
		default:
			stale++
		}
	}
	return fresh, stale
}

// restartLine says when Redis went down and came back.
func (r *report) restartLine() string {
	rs := r.res.restart
	if !rs.done {
		return "did not happen: " + rs.err
	}
	return fmt.Sprintf("stopped at %s (SIGTERM, exited in %s), started at %s, answering PING at %s",
		secs(rs.stopAt), ms(rs.stopped-rs.stopAt), secs(rs.startAt), secs(rs.up))
}

// statesLine lists each instance's cache state changes after the start.
func (r *report) statesLine() string {
	var parts []string
	for _, in := range r.env.instances {
		var changes []string
		for i, c := range r.res.states {
			if c.instance == in.name && i >= len(r.env.instances) {
				changes = append(changes, c.state+" at "+secs(c.at))
			}
		}
		if len(changes) == 0 {
			changes = []string{"ok throughout"}
		}
		parts = append(parts, in.name+": "+strings.Join(changes, ", "))
	}
	return strings.Join(parts, "; ")
}

// checksLine lists the checked reads and what each shows.
func (r *report) checksLine() string {
	parts := make([]string, len(r.checks))
	for i, rc := range r.checks {
		parts[i] = fmt.Sprintf("`%s` (%s)", rc.path, strings.Join(rc.things, ", "))
	}
	return strings.Join(parts, ", ")
}

// logLine summarizes the instances' warnings and errors.
func (r *report) logLine() string {
	var parts []string
	for _, in := range r.env.instances {
		counts := r.res.logs[in.name]
		if len(counts) == 0 {
			parts = append(parts, in.name+": none")
			continue
		}
		parts = append(parts, in.name+": "+joinCounts(counts))
	}
	return strings.Join(parts, "; ")
}

// machineLine describes the machine, the run's versions and the load
// before and after, so figures from different runs can be compared.
func machineLine(env *environment, loadBefore string) string {
	cpu := ""
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(l, ":"); ok && strings.TrimSpace(k) == "model name" {
				cpu = " (" + strings.TrimSpace(v) + ")"
				break
			}
		}
	}
	mem := ""
	if b, err := os.ReadFile("/proc/meminfo"); err == nil {
		var kb int
		if _, err := fmt.Sscanf(string(b), "MemTotal: %d kB", &kb); err == nil {
			mem = fmt.Sprintf(", %.1f GiB RAM", float64(kb)/(1<<20))
		}
	}
	kernel, _ := os.ReadFile("/proc/sys/kernel/osrelease")
	commit, _ := exec.Command("git", "rev-parse", "--short", "HEAD").Output()
	dirty, _ := exec.Command("git", "status", "--porcelain", "--untracked-files=no").Output()
	c := strings.TrimSpace(string(commit))
	if len(dirty) > 0 {
		c += " (with uncommitted changes)"
	}
	return fmt.Sprintf("Machine: %d CPUs%s%s, Linux %s; %s; commit %s; load average %s at the start, %s at the end. "+
		"nginx %s, redis-server %s, %s.", runtime.NumCPU(), cpu, mem, strings.TrimSpace(string(kernel)),
		time.Now().UTC().Format(time.RFC3339), c, loadBefore, loadAverage(), env.proxy.version, env.redis.version, runtime.Version())
}

// loadAverage is the 1, 5 and 15 minute load average.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}
