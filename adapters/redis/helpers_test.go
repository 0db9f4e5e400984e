package redis_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"io"
	"net"
	"os"
	"sync"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest"

	"github.com/portfolio-site/portfolio/adapters/redis"
)

// testURL is the Redis the tests use; PORTFOLIO_TEST_REDIS_URL overrides it.
func testURL() string {
	if u := os.Getenv("PORTFOLIO_TEST_REDIS_URL"); u != "" {
		return u
	}
	return "redis://127.0.0.1:6379/0"
}

// openClient connects like the app does (redis.Open). Without a Redis the
// test is skipped, except on CI where a missing Redis is a failure.
func openClient(t testing.TB) *goredis.Client {
	t.Helper()
	client, cleanup, err := redis.Open(context.Background(), testURL())
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("redis required on CI: %v", err)
		}
		t.Skipf("redis not reachable: %v", err)
	}
	t.Cleanup(cleanup)
	return client
}

// dialClient connects with the options Open would use, changed by edit
// (say, to go through a proxy), without Open's start-up ping.
func dialClient(t *testing.T, edit func(*goredis.Options)) *goredis.Client {
	t.Helper()
	opts, err := goredis.ParseURL(testURL())
	require.NoError(t, err)
	edit(opts)
	opts.ContextTimeoutEnabled = true
	opts.DialTimeout = time.Second
	client := goredis.NewClient(opts)
	t.Cleanup(func() { _ = client.Close() })
	return client
}

// testPrefix returns a fresh key prefix and deletes its keys after the test.
func testPrefix(t testing.TB, client *goredis.Client) string {
	t.Helper()
	b := make([]byte, 6)
	_, err := rand.Read(b)
	require.NoError(t, err)
	prefix := "portfolio-test:" + hex.EncodeToString(b) + ":"
	t.Cleanup(func() {
		ctx := context.Background()
		iter := client.Scan(ctx, 0, prefix+"*", 100).Iterator()
		for iter.Next(ctx) {
			client.Del(ctx, iter.Val())
		}
	})
	return prefix
}

// newCache starts a cache that is stopped after the test.
func newCache(t *testing.T, client *goredis.Client, cfg redis.CacheConfig, log *zap.Logger) *redis.Cache {
	t.Helper()
	if log == nil {
		log = zaptest.NewLogger(t)
	}
	c, stop, err := redis.NewCache(client, cfg, log)
	require.NoError(t, err)
	t.Cleanup(stop)
	return c
}

// proxy is a TCP proxy to Redis that a test can cut off. While blocked it
// accepts connections and never answers, like a network that drops
// packets, which is worse for a client than a refused connection.
type proxy struct {
	ln     net.Listener
	target string

	mu      sync.Mutex
	blocked bool
	conns   map[net.Conn]struct{}
}

func startProxy(t *testing.T, target string) *proxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	p := &proxy{ln: ln, target: target, conns: make(map[net.Conn]struct{})}
	go p.serve()
	t.Cleanup(func() {
		_ = ln.Close()
		p.cut()
	})
	return p
}

func (p *proxy) addr() string { return p.ln.Addr().String() }

func (p *proxy) serve() {
	for {
		in, err := p.ln.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		p.conns[in] = struct{}{}
		blocked := p.blocked
		p.mu.Unlock()
		if blocked {
			continue // held open, never answered
		}
		out, err := net.Dial("tcp", p.target)
		if err != nil {
			_ = in.Close()
			continue
		}
		p.mu.Lock()
		p.conns[out] = struct{}{}
		p.mu.Unlock()
		go func() { _, _ = io.Copy(out, in); _ = out.Close() }()
		go func() { _, _ = io.Copy(in, out); _ = in.Close() }()
	}
}

// cut closes every connection through the proxy.
func (p *proxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for c := range p.conns {
		_ = c.Close()
	}
	clear(p.conns)
}

// setBlocked starts or ends an outage; both drop the current connections.
func (p *proxy) setBlocked(blocked bool) {
	p.mu.Lock()
	p.blocked = blocked
	p.mu.Unlock()
	p.cut()
}
