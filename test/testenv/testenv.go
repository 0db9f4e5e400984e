// Package testenv gives tests the real services of the machine: a fresh
// PostgreSQL database of their own and the address of the test Redis.
// Without the service a test is skipped, except when CI=true, where a
// missing service is a failure: CI must never pass by skipping.
package testenv

import (
	"bufio"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun/driver/pgdriver"
)

// DefaultPostgresURL and DefaultRedisURL are the local servers the suites
// expect; PORTFOLIO_TEST_POSTGRES_URL and PORTFOLIO_TEST_REDIS_URL name
// others.
const (
	DefaultPostgresURL = "postgres://postgres@127.0.0.1:5432/"
	DefaultRedisURL    = "redis://127.0.0.1:6379/0"
)

// unavailable skips the test, or fails it on CI.
func unavailable(t testing.TB, service string, err error) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("%s is required on CI: %v", service, err)
	}
	t.Skipf("%s unreachable, skipping: %v", service, err)
}

// PostgresServerURL is the test server's URL with the given database name
// (sslmode=disable added for a local server).
func PostgresServerURL(t testing.TB, database string) string {
	t.Helper()
	base := os.Getenv("PORTFOLIO_TEST_POSTGRES_URL")
	if base == "" {
		base = DefaultPostgresURL
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("PORTFOLIO_TEST_POSTGRES_URL: %v", err)
	}
	u.Path = "/" + database
	q := u.Query()
	if q.Get("sslmode") == "" && (u.Hostname() == "127.0.0.1" || u.Hostname() == "localhost" || u.Hostname() == "::1") {
		q.Set("sslmode", "disable")
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// PostgresDatabase creates a database named prefix + random hex on the
// test server, drops it (closing its connections) when the test ends, and
// returns its URL.
func PostgresDatabase(t testing.TB, prefix string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	// Dropping a database checkpoints and removes its files: on a busy
	// machine that outlasts the driver's default 10 s read timeout.
	admin := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(PostgresServerURL(t, "postgres")),
		pgdriver.WithReadTimeout(2*time.Minute), pgdriver.WithWriteTimeout(time.Minute)))
	if err := admin.PingContext(ctx); err != nil {
		_ = admin.Close()
		unavailable(t, "PostgreSQL", err)
	}
	name := prefix + randomHex(t, 6)
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		_ = admin.Close()
		t.Fatalf("create database %s: %v", name, err)
	}
	t.Cleanup(func() {
		defer admin.Close()
		// The drop is idempotent: a connection lost under load is retried
		// (the pool opens a new one), not reported as the test's failure.
		var err error
		for range 3 {
			if _, err = admin.ExecContext(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err == nil {
				return
			}
		}
		t.Errorf("drop database %s: %v", name, err)
	})
	return PostgresServerURL(t, name)
}

// RedisURL is the test Redis, checked with a PING.
func RedisURL(t testing.TB) string {
	t.Helper()
	raw := os.Getenv("PORTFOLIO_TEST_REDIS_URL")
	if raw == "" {
		raw = DefaultRedisURL
	}
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatalf("PORTFOLIO_TEST_REDIS_URL: %v", err)
	}
	if err := ping(u.Host); err != nil {
		unavailable(t, "Redis", err)
	}
	return raw
}

// ping speaks just enough RESP to know a Redis answers at addr (a server
// asking for a password answers an error, which still means it is there).
func ping(addr string) error {
	c, err := net.DialTimeout("tcp", addr, 2*time.Second)
	if err != nil {
		return err
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(2 * time.Second))
	if _, err := c.Write([]byte("*1\r\n$4\r\nPING\r\n")); err != nil {
		return err
	}
	line, err := bufio.NewReader(c).ReadString('\n')
	if err != nil {
		return err
	}
	if !strings.HasPrefix(line, "+") && !strings.HasPrefix(line, "-") {
		return &net.AddrError{Err: "not a Redis server: " + strings.TrimSpace(line), Addr: addr}
	}
	return nil
}

// KeyPrefix is a fresh Redis key prefix for one test.
func KeyPrefix(t testing.TB) string {
	return "portfolio-test:" + randomHex(t, 6) + ":"
}

func randomHex(t testing.TB, n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		t.Fatalf("random: %v", err)
	}
	return hex.EncodeToString(b)
}
