package logging

import "github.com/google/wire"

// ProviderSet provides the use cases' *slog.Logger over the binary's
// *zap.Logger.
var ProviderSet = wire.NewSet(New)
