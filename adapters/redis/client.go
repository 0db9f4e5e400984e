// Package redis holds the public response cache on Redis, shared by every
// instance, with an in-process layer kept coherent over pub/sub. Redis only
// speeds reads up: sessions live in the database, so nothing but the cache
// degrades when Redis does. It is the only package that imports go-redis.
package redis

import (
	"context"
	"fmt"
	"time"

	goredis "github.com/redis/go-redis/v9"
	"go.uber.org/zap"
)

// Client timeouts. The cache bounds each of its calls with a context
// deadline (CacheConfig.Timeout); these bound what has no such deadline or
// would otherwise stack up inside one call. Values set in the URL win.
const (
	// dialTimeout bounds one dial; go-redis also uses it for the
	// background dial that notices a refused Redis is back.
	dialTimeout = 500 * time.Millisecond
	// ioTimeout bounds a read or write on a connection without a deadline.
	ioTimeout = time.Second
	// poolTimeout bounds waiting for a free connection.
	poolTimeout = 250 * time.Millisecond
)

// Open returns a client for the Redis at url
// (redis://[user:password@]host:port/db). Only a malformed url is an error:
// Redis itself is not contacted, so serve starts while Redis is down and
// the cache (NewCache) starts degraded and recovers when Redis answers.
//
// The client honours context deadlines, which is how the cache keeps its
// round trips short. It neither retries a failed command nor retries a
// failed dial: a retry inside one call would spend the caller's whole
// budget on a Redis that is down, and the cache has its own backoff.
// cleanup closes the client.
func Open(url string) (*goredis.Client, func(), error) {
	opts, err := goredis.ParseURL(url)
	if err != nil {
		return nil, nil, fmt.Errorf("parse redis url: %w", err)
	}
	opts.ContextTimeoutEnabled = true
	if opts.MaxRetries == 0 {
		opts.MaxRetries = -1 // go-redis: -1 is no retry, 0 is its default of 3
	}
	if opts.DialerRetries == 0 {
		opts.DialerRetries = 1
	}
	or := func(d *time.Duration, def time.Duration) {
		if *d == 0 {
			*d = def
		}
	}
	or(&opts.DialTimeout, dialTimeout)
	or(&opts.ReadTimeout, ioTimeout)
	or(&opts.WriteTimeout, ioTimeout)
	or(&opts.PoolTimeout, poolTimeout)
	client := goredis.NewClient(opts)
	return client, func() { _ = client.Close() }, nil
}

// driverLog sends go-redis's own messages to zap at Debug. Left alone,
// go-redis prints "failed to dial" to stderr about once a second while
// Redis is down, whereas the cache already logs each outage once.
type driverLog struct{ log *zap.Logger }

// Printf implements go-redis's logging interface.
func (l driverLog) Printf(_ context.Context, format string, v ...any) {
	if ce := l.log.Check(zap.DebugLevel, "go-redis"); ce != nil {
		ce.Write(zap.String("message", fmt.Sprintf(format, v...)))
	}
}

// routeDriverLog installs driverLog. go-redis has one logger per process
// (a package variable of its own), so this is the one place that sets it.
func routeDriverLog(log *zap.Logger) { goredis.SetLogger(driverLog{log: log}) }
