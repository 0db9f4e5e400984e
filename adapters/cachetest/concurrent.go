package cachetest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// database is the value the readers load on a miss: one row whose version
// grows with every write.
type database struct {
	mu sync.Mutex
	v  int
}

func (d *database) read() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.v
}

func (d *database) write(v int) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.v = v
}

// violations collects what goroutines saw go wrong; t.Errorf from every
// reader would flood the output with one bug.
type violations struct {
	mu   sync.Mutex
	seen []string
}

func (v *violations) add(format string, args ...any) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if len(v.seen) < 5 {
		v.seen = append(v.seen, fmt.Sprintf(format, args...))
	}
}

// runConcurrent runs cache-aside readers on every cache of readers while a
// writer updates the database and invalidates through writer, as the app
// does after each commit. Readers check read-your-writes: a hit must never
// be older than the last write whose Invalidate had returned before the
// Lookup started. When writes stop, every key must miss or hold the last
// value: no stale store may survive.
func runConcurrent(t *testing.T, readers []domain.Cache, writer domain.Cache) {
	const (
		region          = domain.RegionProjects
		writes          = 100
		readersPerCache = 3
	)
	ctx := context.Background()
	keys := []string{"a", "b", "c"}
	var (
		db        database
		committed atomic.Int64 // the last write whose Invalidate returned
		bad       violations
		stop      = make(chan struct{})
		wg        sync.WaitGroup
	)
	for _, c := range readers {
		for range readersPerCache {
			wg.Go(func() {
				for {
					select {
					case <-stop:
						return
					default:
					}
					for _, k := range keys {
						if err := readThrough(ctx, c, region, k, &db, &committed); err != nil {
							bad.add("%v", err)
							return
						}
					}
					// Two cores are shared with other work: let the writer
					// and the cache's own goroutines run.
					runtime.Gosched()
				}
			})
		}
	}

	for i := 1; i <= writes; i++ {
		db.write(i)
		if err := writer.Invalidate(ctx, region); err != nil {
			close(stop)
			wg.Wait()
			require.NoError(t, err, "write %d", i)
		}
		committed.Store(int64(i))
		time.Sleep(time.Duration(rand.IntN(300)) * time.Microsecond)
	}
	close(stop)
	wg.Wait()
	assert.Empty(t, bad.seen)

	for i, c := range readers {
		for _, k := range keys {
			e, hit, _, err := c.Lookup(ctx, region, k)
			require.NoError(t, err)
			if hit {
				assert.Equal(t, entry(strconv.Itoa(writes)), e, "cache %d key %s holds a stale entry", i, k)
			}
		}
	}
}

// readThrough is one cache-aside read: Lookup, and on a miss load the
// database and Store with the Lookup's token.
func readThrough(ctx context.Context, c domain.Cache, region domain.CacheRegion, key string, db *database, committed *atomic.Int64) error {
	floor := committed.Load()
	e, hit, tok, err := c.Lookup(ctx, region, key)
	if err != nil {
		return fmt.Errorf("lookup %s: %w", key, err)
	}
	if hit {
		v, err := strconv.Atoi(strings.Trim(e.ETag, `"`))
		if err != nil {
			return fmt.Errorf("hit %s: unexpected entry %q", key, e.ETag)
		}
		if int64(v) < floor {
			return fmt.Errorf("hit %s: value %d served after write %d was invalidated", key, v, floor)
		}
		return nil
	}
	v := db.read()
	if rand.IntN(4) == 0 {
		// A slow reader: the window in which a write can commit and
		// invalidate between its read and its store.
		time.Sleep(time.Duration(rand.IntN(200)) * time.Microsecond)
	}
	if err := c.Store(ctx, tok, key, entry(strconv.Itoa(v))); err != nil {
		return fmt.Errorf("store %s: %w", key, err)
	}
	return nil
}
