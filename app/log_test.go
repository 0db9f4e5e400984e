package app_test

import "log/slog"

// quietLog is the logger of tests that do not read the log.
func quietLog() *slog.Logger { return slog.New(slog.DiscardHandler) }
