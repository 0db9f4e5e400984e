//go:build wireinject

package main

import (
	"context"

	"github.com/google/wire"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/config"
)

// initializeApp wires the whole application: storage, cache and sessions
// chosen by configuration, use cases, and the HTTP handler.
func initializeApp(ctx context.Context, cfg *config.Config, log *zap.Logger) (*application, func(), error) {
	wire.Build(storeSet, backendSet, appSet, httpSet, wire.Struct(new(application), "*"))
	return nil, nil, nil
}

// initializeStore wires what the database commands need: the database, its
// repositories and authentication over database-backed sessions.
func initializeStore(ctx context.Context, cfg *config.Config, log *zap.Logger) (*storeApp, func(), error) {
	wire.Build(storeSet, dbSessionSet, authSet, wire.Struct(new(storeApp), "*"))
	return nil, nil, nil
}
