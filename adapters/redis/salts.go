package redis

import (
	"context"
	"crypto/rand"
	"errors"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.DailySalts = (*DailySalts)(nil)

// saltLife is how long Redis keeps a day's salt: the day and a little more,
// so an instance whose clock is a few minutes behind still finds it.
const saltLife = 26 * time.Hour

// DailySalts keeps each day's visitor salt in Redis (never on the
// database's disk), so that every instance hashes a visitor alike: the
// first instance to need it sets it (SET NX), the others read it, and Redis
// forgets it a little after the day ends.
type DailySalts struct {
	client *goredis.Client
	prefix string
}

// NewDailySalts returns the salts of client under the cache's key prefix.
func NewDailySalts(client *goredis.Client, cfg CacheConfig) (*DailySalts, error) {
	if client == nil {
		return nil, errors.New("redis salts: a client is required")
	}
	cfg = cfg.withDefaults()
	return &DailySalts{client: client, prefix: cfg.KeyPrefix + "insights:salt:"}, nil
}

// Salt implements domain.DailySalts.
func (s *DailySalts) Salt(ctx context.Context, day string) ([]byte, error) {
	fresh := make([]byte, 32)
	if _, err := rand.Read(fresh); err != nil {
		return nil, err
	}
	key := s.prefix + day
	if err := s.client.SetNX(ctx, key, fresh, saltLife).Err(); err != nil {
		return nil, err
	}
	salt, err := s.client.Get(ctx, key).Bytes()
	if err != nil {
		return nil, err
	}
	return salt, nil
}
