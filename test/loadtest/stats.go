package main

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"
)

// latencyStats are the percentiles of a set of latencies.
type latencyStats struct {
	n             int
	p50, p99, max time.Duration
}

// summarize sorts the latencies (in place) and takes the nearest-rank
// percentiles.
func summarize(lat []time.Duration) latencyStats {
	if len(lat) == 0 {
		return latencyStats{}
	}
	slices.Sort(lat)
	return latencyStats{n: len(lat), p50: percentile(lat, 50), p99: percentile(lat, 99), max: lat[len(lat)-1]}
}

// percentile is the nearest-rank p-th percentile of sorted latencies: the
// smallest value at least p% of them do not exceed.
func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	rank := int(math.Ceil(p / 100 * float64(len(sorted))))
	return sorted[min(max(rank, 1), len(sorted))-1]
}

// latenciesOf collects the latencies of the samples keep accepts.
func latenciesOf(samples []sample, keep func(sample) bool) []time.Duration {
	var out []time.Duration
	for _, s := range samples {
		if keep(s) {
			out = append(out, s.latency)
		}
	}
	return out
}

// window is the traffic of one stretch of time.
type window struct {
	from, to   time.Duration
	requests   int
	status5xx  int
	transport  int
	latency    latencyStats
	savesAcked int
	savesLost  int // unacknowledged
	rywStale   int // read-your-writes probes that showed an older value
}

// windows cuts the run into one-second windows from `from` to `to`.
func windows(samples []sample, writes []write, from, to time.Duration) []window {
	var out []window
	for start := from; start < to; start += time.Second {
		w := window{from: start, to: start + time.Second}
		var lat []time.Duration
		for _, s := range samples {
			if s.start < w.from || s.start >= w.to {
				continue
			}
			w.requests++
			lat = append(lat, s.latency)
			switch {
			case s.status == 0:
				w.transport++
			case s.status >= 500:
				w.status5xx++
			}
		}
		w.latency = summarize(lat)
		for _, x := range writes {
			if x.start < w.from || x.start >= w.to {
				continue
			}
			if x.acked {
				w.savesAcked++
			} else {
				w.savesLost++
			}
			if x.ryw.done && !x.ryw.fresh {
				w.rywStale++
			}
		}
		out = append(out, w)
	}
	return out
}

// ms formats a latency for the report: three significant figures.
func ms(d time.Duration) string {
	v := float64(d) / float64(time.Millisecond)
	switch {
	case v >= 100:
		return fmt.Sprintf("%.0f ms", v)
	case v >= 10:
		return fmt.Sprintf("%.1f ms", v)
	default:
		return fmt.Sprintf("%.2f ms", v)
	}
}

// secs formats an offset into the run.
func secs(d time.Duration) string { return fmt.Sprintf("%.2f s", d.Seconds()) }

// thousands writes n with thin spaces between groups of three digits.
func thousands(n int) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteRune(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}
