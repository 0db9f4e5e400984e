package logging

import (
	"log/slog"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// appendAttr appends a as zap fields with prefix before its key, following
// slog's rules: an empty attribute is dropped, a group is flattened (its
// key prefixing its members', or none when the key is empty).
func appendAttr(fields []zapcore.Field, prefix string, a slog.Attr) []zapcore.Field {
	a.Value = a.Value.Resolve()
	if a.Equal(slog.Attr{}) {
		return fields
	}
	if a.Value.Kind() == slog.KindGroup {
		members := a.Value.Group()
		if len(members) == 0 {
			return fields
		}
		p := prefix
		if a.Key != "" {
			p = prefix + a.Key + "."
		}
		for _, m := range members {
			fields = appendAttr(fields, p, m)
		}
		return fields
	}
	return append(fields, field(prefix+a.Key, a.Value))
}

// field is the zap field a zap call would have used for v: an error is
// zap.Error's (the message, plus errorVerbose for formatted errors), a
// duration is encoded by the encoder's duration encoder.
func field(key string, v slog.Value) zapcore.Field {
	switch v.Kind() {
	case slog.KindString:
		return zap.String(key, v.String())
	case slog.KindInt64:
		return zap.Int64(key, v.Int64())
	case slog.KindUint64:
		return zap.Uint64(key, v.Uint64())
	case slog.KindFloat64:
		return zap.Float64(key, v.Float64())
	case slog.KindBool:
		return zap.Bool(key, v.Bool())
	case slog.KindDuration:
		return zap.Duration(key, v.Duration())
	case slog.KindTime:
		return zap.Time(key, v.Time())
	default:
		if err, ok := v.Any().(error); ok {
			return zap.NamedError(key, err)
		}
		return zap.Any(key, v.Any())
	}
}
