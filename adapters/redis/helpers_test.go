package redis_test

import (
	"context"
	"net/url"
	"testing"

	goredis "github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest"

	"github.com/portfolio-site/portfolio/adapters/redis"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// openClient connects like the app does (redis.Open) to the test Redis
// (testenv: skipped without one, failed on CI).
func openClient(t testing.TB) *goredis.Client {
	t.Helper()
	client, cleanup, err := redis.Open(testenv.RedisURL(t))
	require.NoError(t, err)
	t.Cleanup(cleanup)
	return client
}

// dialClient opens a client like the app does (redis.Open) to the test
// Redis, reached at addr when that is set (say, a proxy) and named name
// when that is set. It does not contact Redis.
func dialClient(t *testing.T, addr, name string) *goredis.Client {
	t.Helper()
	u, err := url.Parse(testenv.RedisURL(t))
	require.NoError(t, err)
	if addr != "" {
		u.Host = addr
	}
	if name != "" {
		q := u.Query()
		q.Set("client_name", name)
		u.RawQuery = q.Encode()
	}
	client, cleanup, err := redis.Open(u.String())
	require.NoError(t, err)
	t.Cleanup(cleanup)
	return client
}

// testPrefix returns a fresh key prefix and deletes its keys after the test.
func testPrefix(t testing.TB, client *goredis.Client) string {
	t.Helper()
	prefix := testenv.KeyPrefix(t)
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
