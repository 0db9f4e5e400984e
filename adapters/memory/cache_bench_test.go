package memory_test

import (
	"context"
	"testing"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/domain"
)

// BenchmarkLookupHit measures the hot path of every cached public GET.
func BenchmarkLookupHit(b *testing.B) {
	ctx := context.Background()
	c := memory.NewCache(memory.CacheConfig{})
	_, _, tok, _ := c.Lookup(ctx, domain.RegionProjects, "/api/projects")
	if err := c.Store(ctx, tok, "/api/projects", domain.CacheEntry{Body: make([]byte, 4096), ETag: `"x"`}); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, hit, _, err := c.Lookup(ctx, domain.RegionProjects, "/api/projects"); !hit || err != nil {
				b.Fatal("want a hit")
			}
		}
	})
}
