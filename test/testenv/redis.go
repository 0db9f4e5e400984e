package testenv

import (
	"fmt"
	"net"
	"os/exec"
	"strconv"
	"sync"
	"testing"
	"time"
)

// RedisServer is a redis-server of a test's own on a free loopback port,
// for fault tests that kill and restart it: the shared test Redis is never
// stopped. It keeps no snapshot by itself (save ""), but SAVE writes one
// to its directory, which a restart loads: a Redis that comes back with
// data older than what it held when it died.
type RedisServer struct {
	bin, dir string
	port     int

	mu   sync.Mutex
	cmd  *exec.Cmd
	done chan struct{} // closed when cmd exited
	out  *Buffer
}

// StartRedis starts redis-server for the test and stops it when the test
// ends. Without the binary the test is skipped, except when CI=true.
func StartRedis(t testing.TB) *RedisServer {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		unavailable(t, "redis-server", err)
	}
	r := &RedisServer{bin: bin, dir: t.TempDir(), out: &Buffer{}}
	// The port is free when asked for but may be taken before redis-server
	// binds it: another try takes another port.
	var last error
	for range 3 {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatalf("free port: %v", err)
		}
		r.port = l.Addr().(*net.TCPAddr).Port
		l.Close()
		if last = r.Restart(); last == nil {
			t.Cleanup(func() {
				r.Kill()
				if t.Failed() {
					t.Logf("redis-server output:\n%s", tail(r.out.String(), 4000))
				}
			})
			return r
		}
	}
	unavailable(t, "redis-server", last)
	return nil
}

// Addr is host:port; it stays the same across Kill and Restart.
func (r *RedisServer) Addr() string { return "127.0.0.1:" + strconv.Itoa(r.port) }

// URL is the redis:// URL of database 0.
func (r *RedisServer) URL() string { return "redis://" + r.Addr() + "/0" }

// Kill ends redis-server with SIGKILL, as a crash would, and returns once
// it has exited: its connections are closed, nothing is saved.
func (r *RedisServer) Kill() {
	r.mu.Lock()
	cmd, done := r.cmd, r.done
	r.cmd = nil
	r.mu.Unlock()
	if cmd == nil {
		return
	}
	_ = cmd.Process.Kill()
	<-done
}

// Restart starts redis-server on the same port (loading the last SAVE, if
// any) and returns once it answers PING.
func (r *RedisServer) Restart() error {
	cmd := exec.Command(r.bin, "--port", strconv.Itoa(r.port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no", "--dir", r.dir, "--daemonize", "no", "--logfile", "")
	cmd.Stdout, cmd.Stderr = r.out, r.out
	cmd.SysProcAttr = dieWithParent()
	if err := cmd.Start(); err != nil {
		return err
	}
	done := make(chan struct{})
	go func() {
		_ = cmd.Wait()
		close(done)
	}()
	r.mu.Lock()
	r.cmd, r.done = cmd, done
	r.mu.Unlock()
	for deadline := time.Now().Add(30 * time.Second); ; {
		select {
		case <-done:
			r.mu.Lock()
			r.cmd = nil
			r.mu.Unlock()
			return fmt.Errorf("redis-server exited: %s", tail(r.out.String(), 1000))
		default:
		}
		if ping(r.Addr()) == nil {
			return nil
		}
		if time.Now().After(deadline) {
			r.Kill()
			return fmt.Errorf("redis-server did not answer on %s: %s", r.Addr(), tail(r.out.String(), 1000))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// tail is the end of s, at most n bytes.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}
