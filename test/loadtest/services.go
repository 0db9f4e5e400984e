package main

import (
	"bufio"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net"
	"net/url"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/uptrace/bun/driver/pgdriver"
)

// randomHex is n random bytes in hex: names this run's database and values.
func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// createDatabase makes a fresh database on the server of serverURL and
// returns its URL and the func that drops it (closing its connections).
func createDatabase(ctx context.Context, serverURL string) (dbURL string, drop func() error, err error) {
	u, err := url.Parse(serverURL)
	if err != nil {
		return "", nil, fmt.Errorf("PORTFOLIO_TEST_POSTGRES_URL: %w", err)
	}
	u.Path = "/postgres"
	admin := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(u.String())))
	cctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	if err := admin.PingContext(cctx); err != nil {
		_ = admin.Close()
		return "", nil, fmt.Errorf("PostgreSQL at %s: %w", u.Host, err)
	}
	name := "portfolio_loadtest_" + randomHex(6)
	if _, err := admin.ExecContext(cctx, "CREATE DATABASE "+name); err != nil {
		_ = admin.Close()
		return "", nil, fmt.Errorf("create database %s: %w", name, err)
	}
	drop = func() error {
		defer admin.Close()
		dctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if _, err := admin.ExecContext(dctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			return fmt.Errorf("drop database %s: %w", name, err)
		}
		return nil
	}
	u.Path = "/" + name
	return u.String(), drop, nil
}

// redisServer is the load test's own redis-server on a loopback port: no
// persistence, so a restart starts it empty, as a crashed cache comes back.
type redisServer struct {
	bin     string
	port    int
	dir     string
	version string
	proc    *process
}

// newRedisServer finds redis-server; start runs it.
func newRedisServer(dir string, port int) (*redisServer, error) {
	bin, err := lookPath("redis-server")
	if err != nil {
		return nil, err
	}
	out, _ := exec.Command(bin, "--version").Output()
	version := strings.TrimSpace(string(out))
	if i := strings.Index(version, "v="); i >= 0 {
		version = strings.Fields(version[i+2:])[0]
	}
	return &redisServer{bin: bin, port: port, dir: dir, version: version}, nil
}

// url is what the instances are given.
func (r *redisServer) url() string { return "redis://" + loopback(r.port) + "/0" }

// start runs redis-server and waits until it answers PING.
func (r *redisServer) start(ctx context.Context) error {
	p, err := startProcess("redis-server", filepath.Join(r.dir, "redis.log"), nil, r.bin,
		"--port", strconv.Itoa(r.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
		"--dir", r.dir, "--daemonize", "no", "--logfile", "")
	if err != nil {
		return err
	}
	r.proc = p
	return waitFor(ctx, p, "redis-server on "+loopback(r.port), 10*time.Second, func(ctx context.Context) error {
		return redisPing(ctx, loopback(r.port))
	})
}

// stop ends redis-server (SIGTERM: with no persistence it saves nothing).
func (r *redisServer) stop() error {
	if r.proc == nil {
		return nil
	}
	return r.proc.stop(syscall.SIGTERM, 10*time.Second)
}

// redisPing speaks just enough RESP to know Redis answers at addr.
func redisPing(ctx context.Context, addr string) error {
	var d net.Dialer
	c, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return err
	}
	defer c.Close()
	if dl, ok := ctx.Deadline(); ok {
		_ = c.SetDeadline(dl)
	}
	if _, err := c.Write([]byte("*1\r\n$4\r\nPING\r\n")); err != nil {
		return err
	}
	line, err := bufio.NewReader(c).ReadString('\n')
	if err != nil {
		return err
	}
	if strings.TrimSpace(line) != "+PONG" {
		return fmt.Errorf("redis PING answered %q", strings.TrimSpace(line))
	}
	return nil
}
