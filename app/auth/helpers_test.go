package auth_test

import (
	"log/slog"
	"time"
)

// quietLog is the logger of tests that do not read the log.
func quietLog() *slog.Logger { return slog.New(slog.DiscardHandler) }

// fixedClock is a clock tests move by hand.
type fixedClock struct{ now time.Time }

func (c *fixedClock) Now() time.Time { return c.now }
