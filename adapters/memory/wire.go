package memory

import (
	"github.com/google/wire"

	"github.com/portfolio-site/portfolio/domain"
)

// CacheSet provides the in-process cache bound to domain.Cache; the
// injector provides its CacheConfig.
var CacheSet = wire.NewSet(NewCache, wire.Bind(new(domain.Cache), new(*Cache)))

// EventBusSet provides the in-process event bus bound to both event ports.
var EventBusSet = wire.NewSet(
	NewEventBus,
	wire.Bind(new(domain.EventPublisher), new(*EventBus)),
	wire.Bind(new(domain.EventSubscriber), new(*EventBus)),
)

// SaltSet provides one process's visitor salts (domain.DailySalts): for an
// instance that shares no Redis with others.
var SaltSet = wire.NewSet(NewDailySalts, wire.Bind(new(domain.DailySalts), new(*DailySalts)))
