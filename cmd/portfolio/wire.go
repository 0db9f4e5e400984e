//go:build wireinject

package main

import (
	"context"

	"github.com/google/wire"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/logging"
	"github.com/portfolio-site/portfolio/config"
)

// initializeSingle wires one instance on its own: the database (SQLite or
// PostgreSQL), the in-process cache, the use cases and the HTTP handler.
func initializeSingle(ctx context.Context, cfg *config.Config, log *zap.Logger) (*application, func(), error) {
	wire.Build(storeSet, memoryCacheSet, appSet, httpSet, wire.Struct(new(application), "*"))
	return nil, nil, nil
}

// initializeShared wires an instance of several sharing PostgreSQL and the
// Redis cache.
func initializeShared(ctx context.Context, cfg *config.Config, log *zap.Logger) (*application, func(), error) {
	wire.Build(storeSet, redisCacheSet, appSet, httpSet, wire.Struct(new(application), "*"))
	return nil, nil, nil
}

// initializePostgres wires an instance of several sharing PostgreSQL
// without Redis: each keeps its cache in memory, kept coherent with the
// others' over PostgreSQL LISTEN/NOTIFY.
func initializePostgres(ctx context.Context, cfg *config.Config, log *zap.Logger) (*application, func(), error) {
	wire.Build(storeSet, pgCacheSet, appSet, httpSet, wire.Struct(new(application), "*"))
	return nil, nil, nil
}

// initializeWithCache wires an instance as serve does, on the cache that
// newCache builds instead of the one the configuration picks: how tests run
// whole instances on a decorated or a different domain.Cache (see
// cacheFactory). serve never calls it.
func initializeWithCache(ctx context.Context, cfg *config.Config, log *zap.Logger, newCache cacheFactory) (*application, func(), error) {
	wire.Build(storeSet, factoryCacheSet, appSet, httpSet, wire.Struct(new(application), "*"))
	return nil, nil, nil
}

// initializeStore wires what the database commands need: the database, its
// repositories and authentication.
func initializeStore(ctx context.Context, cfg *config.Config, log *zap.Logger) (*storeApp, func(), error) {
	wire.Build(storeSet, authSet, wire.Struct(new(storeApp), "*"))
	return nil, nil, nil
}

// initializeBackup wires what export, import and images rebuild need: the
// database, its backup store, the uploads and their copies.
func initializeBackup(ctx context.Context, cfg *config.Config, log *zap.Logger) (*backupApp, func(), error) {
	wire.Build(storeSet, backupSet, logging.ProviderSet, uploadsSet, wire.Struct(new(backupApp), "*"))
	return nil, nil, nil
}
