// Command loadtest is `make loadtest` (issue 12, "Past one machine"): two
// instances of bin/portfolio on a fresh PostgreSQL database and a Redis of
// their own, behind nginx (round robin), take mixed public traffic from a
// closed-loop generator at the highest rate the machine sustains, while an
// admin session saves every 100 ms and the Redis is restarted, empty, in the
// middle. Afterwards it checks that no acknowledged write is lost and that
// no public read, on each instance directly and through the proxy, shows
// anything but the last acknowledged value. It prints a report and writes
// it to bench/loadtest.md (git-ignored).
//
// It exits 1 on any 5xx, any transport error to the proxy, any other
// unexpected status, any unacknowledged save, any lost acknowledged write,
// any stale read after the run, or when the Redis restart did not happen;
// 2 when it could not set up or measure; 130 when interrupted.
//
//	go run ./test/loadtest [-duration 40s] [-workers N] [-instances 2] [-save-every 100ms] [-redis-down 1s]
//	                       [-report bench/loadtest.md] [-readme docs/OPERATIONS.md] [-keep]
//
// LOADTEST_DURATION and LOADTEST_WORKERS set the same as the flags (for
// make). Everything it starts lives in a temporary directory and is stopped
// and removed when it ends, also on failure and on Ctrl-C.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"syscall"
	"time"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// Exit codes.
const (
	exitPass        = 0
	exitFail        = 1
	exitError       = 2
	exitInterrupted = 130
)

// options is what a run is asked to do.
type options struct {
	bin         string        // the binary under test
	duration    time.Duration // how long the traffic runs
	workers     int           // closed-loop connections to the proxy
	instances   int           // instances behind the proxy
	saveEvery   time.Duration // the admin's save interval
	redisDown   time.Duration // how long Redis stays stopped in the restart
	report      string        // the markdown report's path
	keep        bool          // keep the temporary directory (logs, configuration)
	readme      string        // a README whose tested limits a passing run rewrites ("": none)
	postgresURL string        // the server the fresh database is made on
	versitygw   string        // the S3-compatible server's binary ("": bin/tools/versitygw)
}

// parseOptions reads flags, with LOADTEST_* environment variables as their
// defaults.
func parseOptions(args []string, getenv func(string) string, stderr io.Writer) (options, error) {
	o := options{}
	fs := flag.NewFlagSet("loadtest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.bin, "bin", "bin/portfolio", "the binary under test (make build)")
	fs.DurationVar(&o.duration, "duration", envDuration(getenv, "LOADTEST_DURATION", 40*time.Second), "how long the traffic runs (LOADTEST_DURATION)")
	fs.IntVar(&o.workers, "workers", envInt(getenv, "LOADTEST_WORKERS", max(16, 8*runtime.GOMAXPROCS(0))), "closed-loop workers, one connection each (LOADTEST_WORKERS)")
	fs.IntVar(&o.instances, "instances", 2, "instances behind the proxy")
	fs.DurationVar(&o.saveEvery, "save-every", 100*time.Millisecond, "the admin's save interval")
	fs.DurationVar(&o.redisDown, "redis-down", time.Second, "how long Redis stays stopped when it is restarted")
	fs.StringVar(&o.report, "report", "bench/loadtest.md", "where the markdown report is written")
	fs.BoolVar(&o.keep, "keep", false, "keep the temporary directory with the logs (everything else is still stopped and removed)")
	fs.StringVar(&o.readme, "readme", "", "after a passing run, rewrite the tested limits in this README (docs/OPERATIONS.md)")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	o.postgresURL = getenv("PORTFOLIO_TEST_POSTGRES_URL")
	o.versitygw = getenv("PORTFOLIO_TEST_VERSITYGW")
	if o.postgresURL == "" {
		o.postgresURL = "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"
	}
	switch {
	case fs.NArg() > 0:
		return o, fmt.Errorf("unexpected arguments %q", fs.Args())
	case o.duration < 4*time.Second:
		return o, errors.New("-duration must be at least 4s: the Redis restart happens in the middle")
	case o.workers < 1 || o.instances < 1:
		return o, errors.New("-workers and -instances must be at least 1")
	case o.saveEvery <= 0 || o.redisDown < 0:
		return o, errors.New("-save-every must be positive and -redis-down not negative")
	}
	return o, nil
}

func envDuration(getenv func(string) string, key string, def time.Duration) time.Duration {
	if d, err := time.ParseDuration(getenv(key)); err == nil {
		return d
	}
	return def
}

func envInt(getenv func(string) string, key string, def int) int {
	var n int
	if _, err := fmt.Sscan(getenv(key), &n); err == nil {
		return n
	}
	return def
}

// run is the whole load test; it returns the exit code.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	o, err := parseOptions(args, getenv, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "loadtest:", err)
		return exitError
	}
	logf := func(format string, a ...any) {
		fmt.Fprintf(stderr, "loadtest %s: %s\n", time.Now().Format("15:04:05.000"), fmt.Sprintf(format, a...))
	}
	began, loadBefore := time.Now(), loadAverage()
	var cl cleanups
	defer cl.run(logf)

	env, err := setUp(ctx, o, &cl, logf)
	if err != nil {
		return failedToMeasure(ctx, stderr, env, "set-up", err)
	}
	site, err := prepare(ctx, env, logf)
	if err != nil {
		return failedToMeasure(ctx, stderr, env, "preparation", err)
	}
	logf("traffic for %s: %d workers, a save every %s, Redis restarted at %s", o.duration, o.workers, o.saveEvery, o.duration/2)
	// The instances' /readyz is polled throughout, as a load balancer's
	// health check would: it is also what lets an idle instance whose
	// cache is down find out that Redis is back.
	t0 := time.Now()
	monitorDone, states := make(chan struct{}), make(chan []stateChange, 1)
	go func() { states <- watchCaches(ctx, env, t0, monitorDone) }()
	res, err := drive(ctx, env, site, o, t0)
	if err != nil {
		close(monitorDone)
		<-states
		return failedToMeasure(ctx, stderr, env, "traffic", err)
	}
	logf("traffic done: %d requests; checking writes and reads", len(res.samples))
	res.verification = verify(ctx, env, site)
	close(monitorDone)
	res.states = <-states
	if ctx.Err() != nil {
		return failedToMeasure(ctx, stderr, env, "verification", ctx.Err())
	}
	res.logs = env.instanceLogSummary()
	res.machine = machineLine(env, loadBefore)
	res.total = time.Since(began)
	rep := newReport(o, env, site, res)
	text := rep.markdown()
	fmt.Fprint(stdout, text)
	if err := writeReport(o.report, text); err != nil {
		logf("writing %s: %v", o.report, err)
	} else {
		logf("report written to %s", o.report)
	}
	if problems := rep.failures(); len(problems) > 0 {
		env.dumpLogs(stderr)
		fmt.Fprintf(stderr, "loadtest: FAIL\n")
		for i, p := range problems {
			if i == 40 {
				fmt.Fprintf(stderr, "  - … and %d more (see %s)\n", len(problems)-40, o.report)
				break
			}
			fmt.Fprintf(stderr, "  - %s\n", p)
		}
		return exitFail
	}
	if o.readme != "" {
		if err := updateReadme(o.readme, rep.limitsTable()); err != nil {
			logf("updating %s: %v", o.readme, err)
			return exitError
		}
		logf("tested limits written to %s", o.readme)
	}
	fmt.Fprintf(stderr, "loadtest: PASS (%s in all)\n", time.Since(began).Round(time.Second))
	return exitPass
}

// failedToMeasure reports a run that could not measure: interrupted, or a
// step that failed before there was anything to judge.
func failedToMeasure(ctx context.Context, stderr io.Writer, env *environment, step string, err error) int {
	if ctx.Err() != nil {
		fmt.Fprintln(stderr, "loadtest: interrupted")
		return exitInterrupted
	}
	if env != nil {
		env.dumpLogs(stderr)
	}
	fmt.Fprintf(stderr, "loadtest: %s failed: %v\n", step, err)
	return exitError
}

// cleanups runs what was started in reverse order, once.
type cleanups struct{ fns []cleanup }

type cleanup struct {
	name string
	fn   func() error
}

// add registers fn to run at the end.
func (c *cleanups) add(name string, fn func() error) {
	c.fns = append(c.fns, cleanup{name, fn})
}

// run calls every cleanup, newest first, logging failures.
func (c *cleanups) run(logf func(string, ...any)) {
	for i := len(c.fns) - 1; i >= 0; i-- {
		if err := c.fns[i].fn(); err != nil {
			logf("cleanup %s: %v", c.fns[i].name, err)
		}
	}
	c.fns = nil
}
