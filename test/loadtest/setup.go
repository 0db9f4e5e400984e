package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"
)

// Settings every instance gets; the driver relies on them.
const (
	adminUser     = "loadtest"
	adminPassword = "loadtest-admin-password"
	// localMaxAge is cache.local_max_age, set explicitly: it is how long an
	// instance that missed an invalidation may serve from memory, which the
	// check after the run waits out.
	localMaxAge = 2 * time.Second
)

// environment is everything the load test runs.
type environment struct {
	dir       string // temporary: logs, configuration, uploads
	dbURL     string
	redis     *redisServer
	instances []*instance
	proxy     *proxyServer
	proxyURL  string
	keyPrefix string
	bucket    *bucketServer // the uploads of every instance, as production keeps them
}

// instance is one bin/portfolio serve.
type instance struct {
	name string // instance-1, …
	addr string
	base string
	proc *process
}

// instanceEnv is every setting an instance runs with, in one place. The
// uploads are in the shared bucket; each instance's uploads directory is
// its own, so nothing reaches the other through a disk. Only the first
// instance loads the demo content (replicas starting together take turns
// anyway: an advisory lock).
func (e *environment) instanceEnv(i int, addr string) []string {
	env := []string{
		"PORTFOLIO_HTTP_ADDR=" + addr,
		"PORTFOLIO_DATABASE_URL=" + e.dbURL,
		"PORTFOLIO_REDIS_URL=" + e.redis.url(),
		"PORTFOLIO_CACHE_KEY_PREFIX=" + e.keyPrefix,
		"PORTFOLIO_CACHE_LOCAL_MAX_AGE=" + localMaxAge.String(),
		"PORTFOLIO_UPLOADS_DIR=" + filepath.Join(e.dir, fmt.Sprintf("uploads-%d", i+1)),
		"PORTFOLIO_PUBLIC_URL=" + e.proxyURL,
		"PORTFOLIO_HTTP_TRUSTED_PROXIES=127.0.0.1",
		"PORTFOLIO_ADMIN_USERNAME=" + adminUser,
		"PORTFOLIO_ADMIN_PASSWORD=" + adminPassword,
		fmt.Sprintf("PORTFOLIO_DEMO_CONTENT=%t", i == 0),
		// The request log is info; warnings (a 5xx, a cache outage) are
		// what the report counts.
		"PORTFOLIO_LOG_LEVEL=warn",
		"PORTFOLIO_LOG_FORMAT=production",
	}
	if e.bucket != nil {
		env = append(env, e.bucket.env()...)
	}
	return env
}

// processEnv is the load test's environment without any PORTFOLIO_*
// variable, plus env: an instance runs with exactly the settings above.
func processEnv(env []string) []string {
	var out []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "PORTFOLIO_") {
			out = append(out, kv)
		}
	}
	return append(out, env...)
}

// setUp starts the database, Redis, the instances and nginx, registering
// each one's cleanup as soon as it exists.
func setUp(ctx context.Context, o options, cl *cleanups, logf func(string, ...any)) (*environment, error) {
	bin, err := filepath.Abs(o.bin)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(bin); err != nil {
		return nil, fmt.Errorf("the binary: %w (make build)", err)
	}
	dir, err := os.MkdirTemp("", "portfolio-loadtest-")
	if err != nil {
		return nil, err
	}
	cl.add("temporary directory", func() error {
		if o.keep {
			logf("kept %s", dir)
			return nil
		}
		return os.RemoveAll(dir)
	})
	e := &environment{dir: dir, keyPrefix: "loadtest:" + randomHex(4) + ":"}

	ports, err := freePorts(3 + o.instances)
	if err != nil {
		return nil, err
	}
	e.proxyURL = "http://" + loopback(ports[0])

	dbURL, drop, err := createDatabase(ctx, o.postgresURL)
	if err != nil {
		return nil, err
	}
	cl.add("database", drop)
	e.dbURL = dbURL
	logf("fresh database %s", strings.SplitN(dbURL[strings.LastIndex(dbURL, "/")+1:], "?", 2)[0])

	if e.redis, err = newRedisServer(filepath.Join(dir, "redis"), ports[1]); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(e.redis.dir, 0o755); err != nil {
		return nil, err
	}
	cl.add("redis-server", e.redis.stop)
	if err := e.redis.start(ctx); err != nil {
		return e, err
	}
	logf("redis-server %s on %s", e.redis.version, loopback(e.redis.port))

	if e.bucket, err = newBucketServer(filepath.Join(dir, "s3"), ports[2+o.instances], func(k string) string {
		if k == "PORTFOLIO_TEST_VERSITYGW" {
			return o.versitygw
		}
		return ""
	}); err != nil {
		return e, err
	}
	cl.add("versitygw", e.bucket.stop)
	if err := e.bucket.start(ctx); err != nil {
		return e, err
	}
	logf("versitygw (S3) on %s, bucket %s", loopback(e.bucket.port), bucketName)

	var upstreams []string
	for i := range o.instances {
		in, err := e.startInstance(ctx, bin, i, loopback(ports[2+i]))
		if in != nil {
			e.instances = append(e.instances, in)
			cl.add(in.name, func() error { return in.proc.stop(syscall.SIGINT, 15*time.Second) })
		}
		if err != nil {
			return e, err
		}
		upstreams = append(upstreams, in.addr)
		logf("%s ready on %s", in.name, in.base)
	}

	if e.proxy, err = startNginx(ctx, filepath.Join(dir, "nginx"), ports[0], upstreams); err != nil {
		return e, err
	}
	cl.add("nginx", e.proxy.stop)
	logf("nginx %s on %s, round robin over %s", e.proxy.version, e.proxyURL, strings.Join(upstreams, ", "))

	// Ready is not enough: an instance serves from memory only once its
	// invalidation subscription is up; before the traffic, both must be.
	for _, in := range e.instances {
		if err := waitFor(ctx, in.proc, in.name+" cache ok", 15*time.Second, func(ctx context.Context) error {
			state, err := cacheState(ctx, in.base)
			if err == nil && state != "ok" {
				err = errors.New("cache " + state)
			}
			return err
		}); err != nil {
			return e, err
		}
	}
	return e, nil
}

// startInstance runs instance i on addr and waits until /readyz is 200.
func (e *environment) startInstance(ctx context.Context, bin string, i int, addr string) (*instance, error) {
	name := fmt.Sprintf("instance-%d", i+1)
	p, err := startProcess(name, filepath.Join(e.dir, name+".log"), processEnv(e.instanceEnv(i, addr)), bin, "serve")
	if err != nil {
		return nil, err
	}
	in := &instance{name: name, addr: addr, base: "http://" + addr, proc: p}
	return in, waitFor(ctx, p, name+" ready", 90*time.Second, func(ctx context.Context) error {
		return expectStatus(ctx, in.base+"/readyz", http.StatusOK)
	})
}

// cacheState is the "cache" of an instance's /readyz: ok or degraded.
func cacheState(ctx context.Context, base string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/readyz", nil)
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var r struct {
		Cache string `json:"cache"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return "", fmt.Errorf("/readyz: %d, %w", resp.StatusCode, err)
	}
	return r.Cache, nil
}

// logLine is what the report reads of an instance's JSON log.
type logLine struct {
	Level string `json:"level"`
	Msg   string `json:"msg"`
}

// instanceLogSummary counts each instance's warnings and errors by message.
func (e *environment) instanceLogSummary() map[string]map[string]int {
	out := map[string]map[string]int{}
	for _, in := range e.instances {
		counts := map[string]int{}
		f, err := os.Open(in.proc.logPath)
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			var l logLine
			if json.Unmarshal(sc.Bytes(), &l) == nil && l.Level != "" && l.Level != "info" && l.Level != "debug" {
				counts[l.Level+": "+l.Msg]++
			}
		}
		f.Close()
		out[in.name] = counts
	}
	return out
}

// dumpLogs prints the end of every log, for a run that failed.
func (e *environment) dumpLogs(w io.Writer) {
	var logs []string
	for _, in := range e.instances {
		logs = append(logs, in.proc.logPath)
	}
	if e.redis != nil && e.redis.proc != nil {
		logs = append(logs, e.redis.proc.logPath)
	}
	if e.proxy != nil {
		logs = append(logs, filepath.Join(e.proxy.dir, "error.log"))
	}
	sort.Strings(logs)
	for _, path := range logs {
		b, err := os.ReadFile(path)
		if err != nil || len(b) == 0 {
			continue
		}
		lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
		if len(lines) > 30 {
			lines = lines[len(lines)-30:]
		}
		fmt.Fprintf(w, "--- last lines of %s\n%s\n", filepath.Base(path), strings.Join(lines, "\n"))
	}
}
