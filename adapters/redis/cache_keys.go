package redis

import (
	"encoding/binary"
	"fmt"
	"strconv"

	goredis "github.com/redis/go-redis/v9"

	"github.com/portfolio-site/portfolio/domain"
)

// cacheKeys names everything the cache keeps in Redis under one prefix, so
// two deployments (or two tests) sharing a server never see each other.
type cacheKeys struct{ prefix string }

// gen is the key of a region's generation counter.
func (k cacheKeys) gen(r domain.CacheRegion) string { return k.prefix + "gen:" + string(r) }

// entryHead and entryTail surround the generation in an entry's key; the
// lookup script joins them with the generation it reads.
func (k cacheKeys) entryHead(r domain.CacheRegion) string {
	// The region is quoted so that a region name containing ':' cannot make
	// two (region, generation, key) triples spell the same key.
	return k.prefix + "entry:" + strconv.Quote(string(r)) + ":"
}

func (k cacheKeys) entryTail(key string) string { return ":" + key }

// entry is the key of one cached response in one generation.
func (k cacheKeys) entry(r domain.CacheRegion, gen uint64, key string) string {
	return k.entryHead(r) + strconv.FormatUint(gen, 10) + k.entryTail(key)
}

// channel carries invalidations to every instance.
func (k cacheKeys) channel() string { return k.prefix + "invalidations" }

// acks is where instances confirm that they applied an invalidation sent
// by instance id.
func (k cacheKeys) acks(id string) string { return k.prefix + "acks:" + id }

// The generation of a region is a number that only grows and is never
// reused, even across a Redis restart: a bump sets it to max(g+1, the Redis
// clock in microseconds), and a missing counter starts at the clock. If
// Redis loses or rolls back its data, the next generation is still above
// every token handed out before, so a late Store from before the restart
// can never land on a generation that is read later. (Plain INCR would
// restart at 1 and could meet such a token again.) The scripts need Redis 5
// or later, which replicates script effects, so TIME may precede a write.
const (
	// lookupScript returns the region's generation and the entry of key in
	// that generation, in one round trip. It builds the entry key itself,
	// which standalone Redis allows (not Redis Cluster).
	lookupScript = `
local g = redis.call('GET', KEYS[1])
if not g then
  local t = redis.call('TIME')
  g = t[1] .. string.format('%06d', tonumber(t[2]))
  redis.call('SET', KEYS[1], g)
end
return {g, redis.call('GET', ARGV[1] .. g .. ARGV[2])}
`
	// bumpScript moves every region in KEYS to a new generation.
	bumpScript = `
local t = redis.call('TIME')
local now = t[1] .. string.format('%06d', tonumber(t[2]))
for _, k in ipairs(KEYS) do
  local g = redis.call('GET', k)
  if g and tonumber(g) >= tonumber(now) then
    redis.call('INCR', k)
  else
    redis.call('SET', k, now)
  end
end
return #KEYS
`
)

// cacheScripts are the compiled scripts; they live on the Cache rather
// than in package variables (no package-level state).
type cacheScripts struct {
	lookup *goredis.Script
	bump   *goredis.Script
}

func newCacheScripts() cacheScripts {
	return cacheScripts{lookup: goredis.NewScript(lookupScript), bump: goredis.NewScript(bumpScript)}
}

// parseLookup reads the reply of lookupScript.
func parseLookup(reply any) (gen uint64, e domain.CacheEntry, hit bool, err error) {
	parts, ok := reply.([]any)
	if !ok || len(parts) == 0 {
		return 0, e, false, fmt.Errorf("unexpected lookup reply %T", reply)
	}
	s, ok := parts[0].(string)
	if !ok {
		return 0, e, false, fmt.Errorf("unexpected generation %T", parts[0])
	}
	if gen, err = strconv.ParseUint(s, 10, 64); err != nil {
		return 0, e, false, fmt.Errorf("parse generation: %w", err)
	}
	if len(parts) < 2 || parts[1] == nil {
		return gen, e, false, nil
	}
	raw, ok := parts[1].(string)
	if !ok {
		return gen, e, false, fmt.Errorf("unexpected entry %T", parts[1])
	}
	e, hit = decodeEntry([]byte(raw))
	return gen, e, hit, nil
}

// entryFormat versions the stored value, so a future layout is read as a
// miss instead of as garbage.
const entryFormat = 1

// encodeEntry lays an entry out as format, ETag length, ETag, body.
func encodeEntry(e domain.CacheEntry) []byte {
	b := make([]byte, 0, 1+binary.MaxVarintLen64+len(e.ETag)+len(e.Body))
	b = append(b, entryFormat)
	b = binary.AppendUvarint(b, uint64(len(e.ETag)))
	b = append(b, e.ETag...)
	return append(b, e.Body...)
}

// decodeEntry reverses encodeEntry; anything else is a miss. b must not be
// shared: the body aliases it.
func decodeEntry(b []byte) (domain.CacheEntry, bool) {
	if len(b) == 0 || b[0] != entryFormat {
		return domain.CacheEntry{}, false
	}
	n, size := binary.Uvarint(b[1:])
	if size <= 0 || n > uint64(len(b)-1-size) {
		return domain.CacheEntry{}, false
	}
	rest := b[1+size:]
	return domain.CacheEntry{ETag: string(rest[:n]), Body: rest[n:]}, true
}
