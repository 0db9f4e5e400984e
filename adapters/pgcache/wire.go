package pgcache

import (
	"github.com/google/wire"

	"github.com/portfolio-site/portfolio/domain"
)

// ProviderSet provides the PostgreSQL-coordinated cache bound to
// domain.Cache; the injector provides the *sqldb.DB and the Config.
var ProviderSet = wire.NewSet(NewCache, wire.Bind(new(domain.Cache), new(*Cache)))
