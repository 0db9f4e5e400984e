// Package logging lets the use cases log through the standard library's
// log/slog while the binary keeps writing zap's JSON lines: Handler is a
// slog.Handler over a zapcore.Core. app/ depends on log/slog only, which
// keeps zap (and the net/http, TLS and compression packages zap imports)
// out of app's dependencies.
package logging

import (
	"context"
	"log/slog"
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

var _ slog.Handler = (*Handler)(nil)

// Handler writes slog records to a zapcore.Core with the same level,
// message and field keys a zap.Logger call would have written. Groups
// become key prefixes ("group.key"), so a line stays flat like zap's.
type Handler struct {
	core   zapcore.Core
	prefix string
}

// NewHandler returns a Handler writing to core.
func NewHandler(core zapcore.Core) *Handler { return &Handler{core: core} }

// New returns a *slog.Logger writing through log's core, the wiring's way
// to hand the use cases the binary's logger. A nil log is refused by the
// use cases in turn: New(nil) returns nil.
func New(log *zap.Logger) *slog.Logger {
	if log == nil {
		return nil
	}
	return slog.New(NewHandler(log.Core()))
}

// zapLevel maps slog's levels onto zap's: anything below Info is Debug,
// then Info, Warn and Error up to the next slog level.
func zapLevel(l slog.Level) zapcore.Level {
	switch {
	case l < slog.LevelInfo:
		return zapcore.DebugLevel
	case l < slog.LevelWarn:
		return zapcore.InfoLevel
	case l < slog.LevelError:
		return zapcore.WarnLevel
	default:
		return zapcore.ErrorLevel
	}
}

// Enabled asks the core, so disabled levels cost no record.
func (h *Handler) Enabled(_ context.Context, l slog.Level) bool {
	return h.core.Enabled(zapLevel(l))
}

// Handle writes r as one zap entry.
func (h *Handler) Handle(_ context.Context, r slog.Record) error {
	ent := zapcore.Entry{Level: zapLevel(r.Level), Time: r.Time, Message: r.Message}
	if ent.Time.IsZero() {
		ent.Time = time.Now()
	}
	ce := h.core.Check(ent, nil)
	if ce == nil {
		return nil
	}
	fields := make([]zapcore.Field, 0, r.NumAttrs())
	r.Attrs(func(a slog.Attr) bool {
		fields = appendAttr(fields, h.prefix, a)
		return true
	})
	ce.Write(fields...)
	return nil
}

// WithAttrs returns a Handler whose entries carry attrs.
func (h *Handler) WithAttrs(attrs []slog.Attr) slog.Handler {
	if len(attrs) == 0 {
		return h
	}
	var fields []zapcore.Field
	for _, a := range attrs {
		fields = appendAttr(fields, h.prefix, a)
	}
	return &Handler{core: h.core.With(fields), prefix: h.prefix}
}

// WithGroup returns a Handler whose later keys are prefixed by name.
func (h *Handler) WithGroup(name string) slog.Handler {
	if name == "" {
		return h
	}
	return &Handler{core: h.core, prefix: h.prefix + name + "."}
}
