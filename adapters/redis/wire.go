package redis

import (
	"github.com/google/wire"
	goredis "github.com/redis/go-redis/v9"

	"github.com/portfolio-site/portfolio/domain"
)

// URL is the address of the Redis to open (redis://host:port/db), a type
// of its own so that wire can tell it from other strings.
type URL string

// OpenURL opens a client like Open; it is Open for the injector.
func OpenURL(u URL) (*goredis.Client, func(), error) { return Open(string(u)) }

// ProviderSet provides the Redis cache bound to domain.Cache, the visitor
// salts every instance shares (domain.DailySalts), with its
// client; the injector provides the URL and the CacheConfig.
var ProviderSet = wire.NewSet(OpenURL, NewCache, wire.Bind(new(domain.Cache), new(*Cache)),
	NewDailySalts, wire.Bind(new(domain.DailySalts), new(*DailySalts)))
