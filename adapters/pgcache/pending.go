package pgcache

import (
	"context"
	"strconv"
	"sync"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/domain"
)

// pending holds the regions whose invalidation failed. The save that asked
// for it has committed, but the regions' generations did not move, so
// every instance may go on serving what it cached before it (this one
// forgets them until it hears a newer generation). The listener bumps them
// again at every heartbeat until that works: the old entries then go from
// every instance as an invalidation's do, as soon as the database answers.
type pending struct {
	mu      sync.Mutex
	regions map[domain.CacheRegion]struct{}
}

// add records regions to bump again.
func (p *pending) add(regions []domain.CacheRegion) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.regions == nil {
		p.regions = make(map[domain.CacheRegion]struct{}, len(regions))
	}
	for _, r := range regions {
		p.regions[r] = struct{}{}
	}
}

// take returns the regions to bump again and forgets them.
func (p *pending) take() []domain.CacheRegion {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make([]domain.CacheRegion, 0, len(p.regions))
	for r := range p.regions {
		out = append(out, r)
	}
	p.regions = nil
	return out
}

// retryPending bumps the regions whose invalidation failed; if it fails
// again, they wait for the next heartbeat. Nobody waits for the acks: the
// save answered long ago, what matters is that the generations move.
func (c *Cache) retryPending(ctx context.Context) {
	regions := c.pending.take()
	if len(regions) == 0 {
		return
	}
	rctx, cancel := context.WithTimeout(ctx, c.cfg.InvalidateTimeout)
	defer cancel()
	nonce := c.id + "-" + strconv.FormatUint(c.seq.Add(1), 10)
	n, err := bump(rctx, c.db, c.scope, c.ch, c.id, nonce, regions)
	if err != nil {
		c.pending.add(regions)
		c.log.Debug("pg cache: invalidation retry failed", zap.Error(err))
		return
	}
	c.local.apply(n.Gens)
	c.log.Info("pg cache: invalidation made after it failed", zap.Int("regions", len(regions)))
}
