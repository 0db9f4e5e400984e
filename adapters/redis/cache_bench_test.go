package redis_test

import (
	"context"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/redis"
	"github.com/portfolio-site/portfolio/domain"
)

// BenchmarkLookupHit measures the hot path of every cached public GET: a
// hit served from memory, no round trip.
func BenchmarkLookupHit(b *testing.B) {
	benchmarkLookup(b, redis.CacheConfig{})
}

// BenchmarkLookupHitViaRedis is the same hit when memory may not be trusted
// (LocalMaxAge of 1ns): one round trip per call, the cost the in-process
// layer saves.
func BenchmarkLookupHitViaRedis(b *testing.B) {
	benchmarkLookup(b, redis.CacheConfig{LocalMaxAge: time.Nanosecond})
}

func benchmarkLookup(b *testing.B, cfg redis.CacheConfig) {
	client := openClient(b)
	cfg.KeyPrefix = testPrefix(b, client)
	c, stop, err := redis.NewCache(client, cfg, zap.NewNop())
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(stop)
	ctx := context.Background()
	const key = "/api/projects"
	_, _, tok, err := c.Lookup(ctx, domain.RegionProjects, key)
	if err != nil {
		b.Fatal(err)
	}
	if err := c.Store(ctx, tok, key, domain.CacheEntry{Body: make([]byte, 4096), ETag: `"x"`}); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, hit, _, err := c.Lookup(ctx, domain.RegionProjects, key); !hit || err != nil {
				b.Errorf("want a hit, got %v", err)
				return
			}
		}
	})
}
