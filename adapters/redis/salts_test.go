package redis_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/redis"
)

// TestDailySaltsAreSharedAndForgotten: two instances get the same salt for
// a day, another day gets another, and Redis forgets each a little after
// its day.
func TestDailySaltsAreSharedAndForgotten(t *testing.T) {
	ctx := context.Background()
	a, b := openClient(t), openClient(t)
	prefix := testPrefix(t, a)
	one, err := redis.NewDailySalts(a, redis.CacheConfig{KeyPrefix: prefix})
	require.NoError(t, err)
	two, err := redis.NewDailySalts(b, redis.CacheConfig{KeyPrefix: prefix})
	require.NoError(t, err)

	s1, err := one.Salt(ctx, "2026-11-28")
	require.NoError(t, err)
	s2, err := two.Salt(ctx, "2026-11-28")
	require.NoError(t, err)
	assert.Len(t, s1, 32)
	assert.Equal(t, s1, s2, "every instance hashes a visitor alike")
	next, err := two.Salt(ctx, "2026-11-29")
	require.NoError(t, err)
	assert.NotEqual(t, s1, next)

	ttl, err := a.TTL(ctx, prefix+"insights:salt:2026-11-28").Result()
	require.NoError(t, err)
	assert.Greater(t, ttl, 25*time.Hour)
	assert.LessOrEqual(t, ttl, 26*time.Hour)
}
