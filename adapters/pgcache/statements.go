package pgcache

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"

	"github.com/portfolio-site/portfolio/domain"
)

// maxChannel is the longest channel name PostgreSQL keeps whole
// (NAMEDATALEN - 1); LISTEN would truncate a longer one and pg_notify
// refuse it.
const maxChannel = 63

// plainPrefix is a key prefix that can name channels as it is, inside the
// double quotes of LISTEN.
var plainPrefix = regexp.MustCompile(`^[A-Za-z0-9:_.-]*$`)

// channels names the notification channels of one scope: bcast carries
// invalidations to every instance, and each instance listens on its own
// (own(id)) for acks and for its heartbeat pings. A prefix too long or odd
// for a channel name is replaced by a digest of it, still unique per scope.
type channels struct{ base string }

// instanceIDLen is the length of an instance id (8 random bytes in hex).
const instanceIDLen = 16

func newChannels(prefix string) channels {
	base := prefix + "cache"
	if len(base)+1+instanceIDLen > maxChannel || !plainPrefix.MatchString(prefix) {
		sum := sha256.Sum256([]byte(prefix))
		base = "cache:" + hex.EncodeToString(sum[:8])
	}
	return channels{base: base}
}

func (c channels) bcast() string        { return c.base }
func (c channels) own(id string) string { return c.base + ":" + id }

// notice is an invalidation as every instance receives it.
type notice struct {
	From  string                        `json:"f"`
	Nonce string                        `json:"n"`
	Gens  map[domain.CacheRegion]uint64 `json:"g"`
}

// bumpSQL moves each region of the scope to a new generation and
// announces the new generations, in one statement and so one commit: the
// notification is delivered exactly when the generations are visible. A
// generation is max(previous + 1, the clock in microseconds), so it only
// grows, in commit order (the row lock orders concurrent bumps), even if
// the table is emptied or restored. Regions are sorted, so two bumps lock
// their rows in one order and cannot deadlock.
const bumpSQL = `
WITH g AS (
	INSERT INTO cache_generations AS c (scope, region, generation)
	SELECT ?, r, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint
	FROM unnest(?::text[]) AS r ORDER BY r
	ON CONFLICT (scope, region) DO UPDATE SET generation = greatest(c.generation + 1, EXCLUDED.generation)
	RETURNING region, generation
), m AS (
	SELECT json_build_object('f', ?::text, 'n', ?::text, 'g', json_object_agg(region, generation))::text AS payload FROM g
)
SELECT payload, pg_notify(?, payload) FROM m`

// bump runs bumpSQL and returns the notice it sent.
func bump(ctx context.Context, db bun.IDB, scope string, ch channels, from, nonce string, regions []domain.CacheRegion) (notice, error) {
	names := make([]string, len(regions))
	for i, r := range regions {
		names[i] = string(r)
	}
	slices.Sort(names)
	names = slices.Compact(names)
	var payload string
	var ignored any
	err := db.NewRaw(bumpSQL, scope, pgdialect.Array(names), from, nonce, ch.bcast()).Scan(ctx, &payload, &ignored)
	if err != nil {
		return notice{}, err
	}
	var n notice
	if err := json.Unmarshal([]byte(payload), &n); err != nil {
		return notice{}, fmt.Errorf("decode own notice: %w", err)
	}
	return n, nil
}

// liveOthers lists the instances of the scope, other than self, whose
// heartbeat is fresh: the ones an invalidation waits for.
func liveOthers(ctx context.Context, db bun.IDB, scope, self string, stale time.Duration) ([]string, error) {
	var ids []string
	err := db.NewRaw(`SELECT id FROM cache_instances WHERE scope = ? AND id <> ? AND heartbeat_at >= now() - ? * interval '1 microsecond'`,
		scope, self, stale.Microseconds()).Scan(ctx, &ids)
	return ids, err
}

// notify sends payload on channel (an ack or a ping), committed at once.
func notify(ctx context.Context, db bun.IDB, channel, payload string) error {
	_, err := db.NewRaw("SELECT pg_notify(?, ?)", channel, payload).Exec(ctx)
	return err
}

// joinSQL registers (or refreshes) the instance, creates the generation of
// any region that has none yet, and forgets instances silent for a day
// (crashed ones; a stopped instance deletes its own row). PostgreSQL runs
// every data-modifying WITH to completion, read or not.
const joinSQL = `
WITH p AS (
	INSERT INTO cache_instances (scope, id, heartbeat_at) VALUES (?0, ?1, now())
	ON CONFLICT (scope, id) DO UPDATE SET heartbeat_at = now()
	RETURNING id
), e AS (
	INSERT INTO cache_generations (scope, region, generation)
	SELECT ?0, r, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint FROM unnest(?2::text[]) AS r
	ON CONFLICT (scope, region) DO NOTHING
	RETURNING region
), d AS (
	DELETE FROM cache_instances WHERE scope = ?0 AND heartbeat_at < now() - interval '1 day'
	RETURNING id
)
SELECT count(*) FROM p`

// join registers the instance, then reads every generation of the scope.
// The read is a statement of its own, after the registration committed:
// an invalidation that did not count this instance among the live ones
// read the instances after its generations committed, so it committed
// before this read, which therefore sees its generations.
func join(ctx context.Context, db bun.IDB, scope, id string) (map[domain.CacheRegion]uint64, error) {
	regions := domain.AllCacheRegions()
	names := make([]string, len(regions))
	for i, r := range regions {
		names[i] = string(r)
	}
	var n int
	if err := db.NewRaw(joinSQL, scope, id, pgdialect.Array(names)).Scan(ctx, &n); err != nil {
		return nil, fmt.Errorf("register instance: %w", err)
	}
	var rows []struct {
		Region     string `bun:"region"`
		Generation int64  `bun:"generation"`
	}
	if err := db.NewRaw("SELECT region, generation FROM cache_generations WHERE scope = ?", scope).Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("read generations: %w", err)
	}
	gens := make(map[domain.CacheRegion]uint64, len(rows))
	for _, r := range rows {
		gens[domain.CacheRegion(r.Region)] = uint64(r.Generation)
	}
	return gens, nil
}

// heartbeat records that the instance is alive and listening; false when
// its row is gone (then it must rejoin).
func heartbeat(ctx context.Context, db bun.IDB, scope, id string) (bool, error) {
	res, err := db.NewRaw("UPDATE cache_instances SET heartbeat_at = now() WHERE scope = ? AND id = ?", scope, id).Exec(ctx)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// leave deletes the instance's row, so that no invalidation waits for it.
func leave(ctx context.Context, db bun.IDB, scope, id string) error {
	_, err := db.NewRaw("DELETE FROM cache_instances WHERE scope = ? AND id = ?", scope, id).Exec(ctx)
	return err
}
