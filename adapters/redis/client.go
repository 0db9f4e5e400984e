// Package redis holds the adapters on Redis: the public response cache
// shared by every instance (with an in-process layer kept coherent over
// pub/sub) and the session store. It is the only package that imports
// go-redis.
package redis

import (
	"context"
	"fmt"
	"time"

	goredis "github.com/redis/go-redis/v9"
)

// Open connects to the Redis at url (redis://[user:password@]host:port/db)
// and checks that it answers, so a wrong address or password stops the
// start-up with a clear message instead of leaving a cache that is down
// forever. The client honours context deadlines, which is how the cache
// keeps its round trips short. cleanup closes the client.
func Open(ctx context.Context, url string) (*goredis.Client, func(), error) {
	opts, err := goredis.ParseURL(url)
	if err != nil {
		return nil, nil, fmt.Errorf("parse redis url: %w", err)
	}
	opts.ContextTimeoutEnabled = true
	if opts.DialTimeout == 0 {
		// A request waits for a dial only up to its own deadline anyway;
		// this bounds background dials such as the subscriber's.
		opts.DialTimeout = time.Second
	}
	client := goredis.NewClient(opts)
	pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := client.Ping(pctx).Err(); err != nil {
		_ = client.Close()
		return nil, nil, fmt.Errorf("ping redis at %s: %w", opts.Addr, err)
	}
	return client, func() { _ = client.Close() }, nil
}
