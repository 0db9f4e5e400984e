package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"time"
)

// process is a child the load test started: its output goes to a log file,
// it runs in a process group of its own (so a Ctrl-C in the terminal reaches
// only the load test, which then stops its children in order), and the
// kernel kills it if the load test dies without cleaning up.
type process struct {
	name    string
	logPath string
	cmd     *exec.Cmd
	done    chan struct{} // closed when the process has exited
	err     error         // its exit status, once done is closed
}

// startProcess runs argv with env (nil: the load test's environment) and
// its output appended to logPath.
func startProcess(name, logPath string, env []string, argv ...string) (*process, error) {
	return startIn(name, logPath, env, false, argv...)
}

// startMaster runs a process whose own children must not outlive it (an
// nginx master's workers, which the kernel does not kill with it): as
// root it runs as the first process of a PID namespace of its own, so the
// kernel ends all of them when it dies, also when the load test is killed.
func startMaster(name, logPath string, argv ...string) (*process, error) {
	return startIn(name, logPath, nil, os.Geteuid() == 0, argv...)
}

func startIn(name, logPath string, env []string, ownPIDNamespace bool, argv ...string) (*process, error) {
	log, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Env = env
	cmd.Stdout, cmd.Stderr = log, log
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if ownPIDNamespace {
		cmd.SysProcAttr.Cloneflags = syscall.CLONE_NEWPID
	}
	if err := cmd.Start(); err != nil {
		_ = log.Close()
		return nil, fmt.Errorf("start %s: %w", name, err)
	}
	p := &process{name: name, logPath: logPath, cmd: cmd, done: make(chan struct{})}
	go func() {
		p.err = cmd.Wait()
		_ = log.Close()
		close(p.done)
	}()
	return p, nil
}

// exited says whether the process has ended.
func (p *process) exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// stop sends sig and waits up to grace for the process to end; then it
// kills the process and its group (an nginx master's workers, say).
func (p *process) stop(sig syscall.Signal, grace time.Duration) error {
	if p.exited() {
		return nil
	}
	_ = p.cmd.Process.Signal(sig)
	select {
	case <-p.done:
		return nil
	case <-time.After(grace):
	}
	_ = syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL)
	select {
	case <-p.done:
		return fmt.Errorf("%s did not stop within %s on %s; killed", p.name, grace, sig)
	case <-time.After(5 * time.Second):
		return fmt.Errorf("%s (pid %d) survived SIGKILL", p.name, p.cmd.Process.Pid)
	}
}

// freePorts returns n distinct free loopback ports: all are held open
// until every one is chosen, so none is handed out twice.
func freePorts(n int) ([]int, error) {
	var ls []net.Listener
	defer func() {
		for _, l := range ls {
			_ = l.Close()
		}
	}()
	ports := make([]int, 0, n)
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, fmt.Errorf("free port: %w", err)
		}
		ls = append(ls, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}

// loopback is host:port on 127.0.0.1.
func loopback(port int) string { return net.JoinHostPort("127.0.0.1", strconv.Itoa(port)) }

// waitFor calls check until it returns nil, the process dies, or timeout.
func waitFor(ctx context.Context, p *process, what string, timeout time.Duration, check func(context.Context) error) error {
	deadline := time.Now().Add(timeout)
	for {
		cctx, cancel := context.WithTimeout(ctx, 2*time.Second)
		err := check(cctx)
		cancel()
		if err == nil {
			return nil
		}
		if p != nil && p.exited() {
			return fmt.Errorf("%s: %s exited (%v); see its log", what, p.name, p.err)
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s: not within %s: %w", what, timeout, err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// lookPath finds a tool on PATH or in the directories Debian puts it in
// (nginx lives in /usr/sbin, which is not on every user's PATH).
func lookPath(name string) (string, error) {
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	for _, dir := range []string{"/usr/sbin", "/usr/bin", "/sbin"} {
		p := dir + "/" + name
		if fi, err := os.Stat(p); err == nil && fi.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", errors.New(name + " not found: run make bench-tools")
}
