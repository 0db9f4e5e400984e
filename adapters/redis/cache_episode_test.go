package redis_test

import (
	"context"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"

	"github.com/portfolio-site/portfolio/adapters/redis"
	"github.com/portfolio-site/portfolio/domain"
)

// An instance can believe Redis down while the others use it: one round
// trip slower than Timeout is enough (a pause of the process; under -race
// on a loaded machine the consistency test met it). Its saves must still
// invalidate for the others: a save that answered while the other
// instance kept serving the old entry from memory is what that test
// caught. Here the episode starts with an error Redis itself answers (a
// generation counter of the wrong type), so nothing depends on timing;
// Backoff is long, so only the save can end it.
func TestInvalidateDuringAnOutageOfThisInstanceOnly(t *testing.T) {
	ctx := context.Background()
	admin, cfg, c, other, logs := episodePair(t)

	put(t, other, domain.RegionProjects, "k", "before")
	body, hit, _ := lookup(t, other, domain.RegionProjects, "k")
	require.True(t, hit)
	require.Equal(t, "before", body, "the other instance serves the entry from memory")

	// c's episode: a lookup that Redis answers with an error.
	genKey := cfg.KeyPrefix + "gen:" + string(domain.RegionLayouts)
	require.NoError(t, admin.HSet(ctx, genKey, "not", "a counter").Err())
	_, _, _, err := c.Lookup(ctx, domain.RegionLayouts, "k")
	require.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(err), "%v", err)
	require.Equal(t, 1, logs.FilterMessage(msgDown).Len())
	require.NoError(t, admin.Del(ctx, genKey).Err())
	_, _, _, err = c.Lookup(ctx, domain.RegionProjects, "k")
	require.Error(t, err, "reads fail fast during the episode")

	// A save on c: its invalidation reaches the other instance all the same.
	require.NoError(t, c.Invalidate(ctx, domain.RegionProjects), "Redis answers: the invalidation is made")
	body, hit, _ = lookup(t, other, domain.RegionProjects, "k")
	assert.False(t, hit, "the other instance still serves %q after a save on c answered", body)

	// And it ended c's episode: Redis answered a write.
	require.Eventually(t, func() bool { return c.Check(ctx) == nil }, 10*time.Second, 10*time.Millisecond, "c recovers")
	assert.Equal(t, 1, logs.FilterMessage(msgRecovered).Len())
}

// Once a write of the episode failed, later writes still try Redis (for
// one Timeout): when Redis answers again before this instance's probe is
// due, the other instances already read it, and a save that did not try
// would leave them serving the old entry until the probe ran. Here a
// write fails on an error Redis itself answers, then Redis is fine again
// while Backoff (an hour) keeps the probe from running: only the next
// save can reach the other instance.
func TestInvalidateAfterAFailedWriteOfTheEpisode(t *testing.T) {
	ctx := context.Background()
	admin, cfg, c, other, logs := episodePair(t)
	put(t, other, domain.RegionProjects, "k", "before")

	// A save whose bump Redis refuses: the episode starts, with a failed write.
	genKey := cfg.KeyPrefix + "gen:" + string(domain.RegionProjects)
	require.NoError(t, admin.Del(ctx, genKey).Err())
	require.NoError(t, admin.HSet(ctx, genKey, "not", "a counter").Err())
	require.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(c.Invalidate(ctx, domain.RegionProjects)))
	require.Equal(t, 1, logs.FilterMessage(msgDown).Len())

	// Redis is fine again; the next save still reaches the other instance.
	require.NoError(t, admin.Del(ctx, genKey).Err())
	require.NoError(t, c.Invalidate(ctx, domain.RegionProjects), "the write tries Redis, which answers")
	body, hit, _ := lookup(t, other, domain.RegionProjects, "k")
	assert.False(t, hit, "the other instance still serves %q after a save on c answered", body)
	require.Eventually(t, func() bool { return c.Check(ctx) == nil }, 10*time.Second, 10*time.Millisecond, "c recovers")
}

// episodePair is two instances of one fresh prefix whose Backoff (an
// hour) keeps c's probe from ending an episode by itself, with c's log
// and a client of the test's own to break Redis keys with.
func episodePair(t *testing.T) (admin *goredis.Client, cfg redis.CacheConfig, c, other *redis.Cache, logs *observer.ObservedLogs) {
	t.Helper()
	admin = openClient(t)
	core, logs := observer.New(zapcore.InfoLevel)
	cfg = redis.CacheConfig{
		KeyPrefix: testPrefix(t, admin), Timeout: testTimeout, InvalidateTimeout: testInvalidateTimeout,
		Backoff: time.Hour, LocalMaxAge: time.Hour,
	}
	c = newCache(t, openClient(t), cfg, zap.New(core))
	other = newCache(t, openClient(t), cfg, nil)
	return admin, cfg, c, other, logs
}
