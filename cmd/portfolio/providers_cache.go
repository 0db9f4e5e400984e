package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/google/wire"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/config"
	"github.com/portfolio-site/portfolio/domain"
)

// cacheFactory builds the cache of one instance from its configuration
// and its database, and returns what to call at shutdown (nil: nothing).
//
// It is the seam for running a whole instance, wired as serve wires it,
// on another domain.Cache than the one the configuration picks:
// initializeWithCache takes one. serve never uses it (initializeApp picks
// memory, Redis or pgcache); tests do, to wrap a real adapter (a decorator
// that widens race windows, one that counts or injects failures) or to put
// a different cache in its place, such as the naive control of the
// consistency test.
type cacheFactory func(ctx context.Context, cfg *config.Config, db *sqldb.DB, log *zap.Logger) (domain.Cache, func(), error)

// factoryCacheSet is the cache a cacheFactory builds and its readiness
// check.
var factoryCacheSet = wire.NewSet(provideFactoryCache, provideFactoryCacheCheck, memory.SaltSet)

// provideFactoryCache builds the cache with newCache; a missing factory
// or cache is an error, a missing cleanup does nothing.
func provideFactoryCache(ctx context.Context, cfg *config.Config, db *sqldb.DB, log *zap.Logger, newCache cacheFactory) (domain.Cache, func(), error) {
	if newCache == nil {
		return nil, nil, errors.New("a cache factory is required")
	}
	cache, cleanup, err := newCache(ctx, cfg, db, log)
	if err != nil {
		return nil, nil, fmt.Errorf("cache: %w", err)
	}
	if cleanup == nil {
		cleanup = func() {}
	}
	if cache == nil {
		cleanup()
		return nil, nil, errors.New("the cache factory returned no cache")
	}
	return cache, cleanup, nil
}

// cacheChecker is a cache that can tell /readyz whether its backend
// answers, as the Redis and PostgreSQL adapters can.
type cacheChecker interface {
	Check(ctx context.Context) error
}

// provideFactoryCacheCheck is /readyz's check of a cache from a factory:
// the cache's own Check when it has one, else always available.
func provideFactoryCacheCheck(cache domain.Cache) cacheCheck {
	if c, ok := cache.(cacheChecker); ok {
		return c.Check
	}
	return provideMemoryCacheCheck()
}
