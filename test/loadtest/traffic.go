package main

import (
	"context"
	"errors"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// sample is one request of the traffic.
type sample struct {
	start    time.Duration // since the traffic began
	latency  time.Duration // until the body was read
	status   int16         // 0: transport error
	group    uint8         // index in groups; len(groups) for the save probes
	upstream int8          // index of the instance that answered, -1 unknown
}

// result is what the traffic phase saw.
type result struct {
	duration     time.Duration // how long the traffic actually ran
	samples      []sample
	bytes        int64
	transport    map[string]int // transport errors by message
	serverErrors map[string]int // 5xx answers by request and status
	unexpected   map[string]int // other answers than 200 (or 304 to a conditional request), by request and status
	machine      string         // the machine and its load, for the report
	restart      restartTimes
	states       []stateChange
	verification verification
	logs         map[string]map[string]int
	total        time.Duration
}

// worker is one closed-loop connection: it sends the next request as soon
// as the previous answer is read.
type worker struct {
	client     *http.Client
	base       string
	rng        *rand.Rand
	upstreams  map[string]int8
	etags      map[string]string // by path and encoding, for conditional requests
	samples    []sample
	bytes      int64
	transport  map[string]int
	serverErrs map[string]int
	unexpected map[string]int
}

func newWorker(client *http.Client, base string, upstreams map[string]int8, rng *rand.Rand) *worker {
	return &worker{client: client, base: base, rng: rng, upstreams: upstreams, etags: map[string]string{},
		transport: map[string]int{}, serverErrs: map[string]int{}, unexpected: map[string]int{}}
}

// odd records an answer that is neither 200 nor an expected 304.
func (w *worker) odd(what string, status int) {
	key := what + ": " + strconv.Itoa(status)
	if status >= 500 {
		w.serverErrs[key]++
	} else {
		w.unexpected[key]++
	}
}

// pick chooses a group by its share, then a path of it, an encoding and
// whether to make the request conditional (one in five, when a tag is known).
func (w *worker) pick(s *site) (group int, path, enc string, conditional bool) {
	n := w.rng.IntN(100)
	for i, g := range groups {
		if n < g.share {
			group = i
			break
		}
		n -= g.share
	}
	paths := s.targets[groups[group].name]
	path = paths[w.rng.IntN(len(paths))]
	enc = encodings[w.rng.IntN(len(encodings))]
	return group, path, enc, w.rng.IntN(5) == 0
}

// loop sends requests until stop is set (the request in flight finishes)
// or ctx is cancelled (interrupted).
func (w *worker) loop(ctx context.Context, s *site, t0 time.Time, stop *atomic.Bool) {
	for !stop.Load() && ctx.Err() == nil {
		group, path, enc, conditional := w.pick(s)
		key := path + "|" + enc
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, w.base+path, nil)
		if err != nil {
			panic(err) // the paths are the load test's own
		}
		if enc != "" {
			req.Header["Accept-Encoding"] = []string{enc}
		}
		tag := w.etags[key]
		conditional = conditional && tag != ""
		if conditional {
			req.Header["If-None-Match"] = []string{tag}
		}
		start := time.Now()
		sm := sample{start: start.Sub(t0), group: uint8(group), upstream: -1}
		resp, err := w.client.Do(req)
		if err == nil {
			var n int64
			n, err = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			w.bytes += n
			sm.status = int16(resp.StatusCode)
			if u, ok := w.upstreams[resp.Header.Get("X-Upstream")]; ok {
				sm.upstream = u
			}
			if t := resp.Header.Get("ETag"); t != "" && resp.StatusCode == http.StatusOK {
				w.etags[key] = t
			}
		}
		sm.latency = time.Since(start)
		if ctx.Err() != nil {
			return // interrupted: this request does not count
		}
		switch {
		case err != nil:
			sm.status = 0
			w.transport[transportError(err)]++
		case sm.status == http.StatusOK, sm.status == http.StatusNotModified && conditional:
		default:
			w.odd("GET "+path+" ("+encName(enc)+")", int(sm.status))
		}
		w.samples = append(w.samples, sm)
	}
}

// transportError is an error without the URL, so equal errors count once.
func transportError(err error) string {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err.Error()
	}
	return err.Error()
}

// drive runs the traffic, the admin's saves and the Redis restart for
// o.duration from t0.
func drive(ctx context.Context, env *environment, s *site, o options, t0 time.Time) (*result, error) {
	upstreams := map[string]int8{}
	for i, in := range env.instances {
		upstreams[in.addr] = int8(i)
	}
	transport := &http.Transport{DisableCompression: true, MaxIdleConns: o.workers, MaxIdleConnsPerHost: o.workers, IdleConnTimeout: 30 * time.Second}
	client := &http.Client{Timeout: 15 * time.Second, Transport: transport}
	defer transport.CloseIdleConnections()

	var stop atomic.Bool
	var wg sync.WaitGroup
	workers := make([]*worker, o.workers)
	for i := range workers {
		w := newWorker(client, env.proxyURL, upstreams, rand.New(rand.NewPCG(uint64(t0.UnixNano()), uint64(i))))
		workers[i] = w
		wg.Go(func() { w.loop(ctx, s, t0, &stop) })
	}
	saver := newWorker(client, env.proxyURL, upstreams, nil)
	wg.Go(func() { s.saveLoop(ctx, saver, t0, o.saveEvery, &stop) })

	res := &result{transport: map[string]int{}, serverErrors: map[string]int{}, unexpected: map[string]int{}}
	restarted := make(chan restartTimes, 1)
	go func() { restarted <- restartRedis(ctx, env, t0, o.duration/2, o.redisDown) }()

	select {
	case <-ctx.Done():
	case <-time.After(o.duration):
	}
	stop.Store(true)
	wg.Wait()
	res.duration = time.Since(t0)
	select {
	case res.restart = <-restarted:
	case <-ctx.Done():
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	for _, w := range append(workers, saver) {
		res.samples = append(res.samples, w.samples...)
		res.bytes += w.bytes
		for k, v := range w.transport {
			res.transport[k] += v
		}
		for k, v := range w.serverErrs {
			res.serverErrors[k] += v
		}
		for k, v := range w.unexpected {
			res.unexpected[k] += v
		}
	}
	return res, nil
}
