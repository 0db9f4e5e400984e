package logging_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"

	"github.com/portfolio-site/portfolio/adapters/logging"
)

// TestRecordArrivesInZap: level, message and fields arrive as zap's.
func TestRecordArrivesInZap(t *testing.T) {
	core, logs := observer.New(zap.DebugLevel)
	log := slog.New(logging.NewHandler(core))
	err := errors.New("boom")
	log.Warn("sign-in refused", slog.String("username", "ann"), slog.Int("sessions", 2), slog.Int64("user_id", 7),
		slog.Bool("signed", true), slog.Duration("age", time.Second), slog.Any("error", err))

	require.Equal(t, 1, logs.Len())
	e := logs.All()[0]
	assert.Equal(t, zapcore.WarnLevel, e.Level)
	assert.Equal(t, "sign-in refused", e.Message)
	assert.Equal(t, map[string]any{
		"username": "ann", "sessions": int64(2), "user_id": int64(7), "signed": true, "age": time.Second, "error": "boom",
	}, e.ContextMap())
}

// TestLevels maps each slog level onto zap's and honours the core's level.
func TestLevels(t *testing.T) {
	core, logs := observer.New(zap.InfoLevel)
	log := slog.New(logging.NewHandler(core))
	log.Debug("hidden")
	log.Info("i")
	log.Warn("w")
	log.Error("e")
	log.Log(context.Background(), slog.LevelError+4, "beyond")
	var got []zapcore.Level
	for _, e := range logs.All() {
		got = append(got, e.Level)
	}
	assert.Equal(t, []zapcore.Level{zapcore.InfoLevel, zapcore.WarnLevel, zapcore.ErrorLevel, zapcore.ErrorLevel}, got)
	assert.False(t, log.Enabled(context.Background(), slog.LevelDebug))
}

// TestAttrsAndGroups: WithAttrs fields come first, groups prefix keys,
// empty attributes and empty groups are dropped.
func TestAttrsAndGroups(t *testing.T) {
	core, logs := observer.New(zap.DebugLevel)
	log := slog.New(logging.NewHandler(core)).With("service", "auth").WithGroup("req").With(slog.String("id", "r1"))
	log.Info("m", slog.Group("user", slog.String("name", "ann")), slog.Group("empty"), slog.Attr{},
		slog.Group("", slog.Int("inline", 1)))
	require.Equal(t, 1, logs.Len())
	assert.Equal(t, map[string]any{
		"service": "auth", "req.id": "r1", "req.user.name": "ann", "req.inline": int64(1),
	}, logs.All()[0].ContextMap())
}

// TestSameJSONAsZap: through the binary's JSON encoder a slog call writes
// the very line the zap call wrote, errors' "errorVerbose" included.
func TestSameJSONAsZap(t *testing.T) {
	ec := zap.NewProductionEncoderConfig()
	ec.TimeKey = "" // the two calls differ only in when they ran
	var zapOut, slogOut bytes.Buffer
	newCore := func(b *bytes.Buffer) zapcore.Core {
		return zapcore.NewCore(zapcore.NewJSONEncoder(ec), zapcore.AddSync(b), zap.DebugLevel)
	}
	err := fmt.Errorf("send: %w", errors.New("refused"))
	zap.New(newCore(&zapOut)).Error("gave up", zap.Int64("message_id", 3), zap.Int("attempts", 5),
		zap.Duration("retry_in", 90*time.Second), zap.Error(err))
	slog.New(logging.NewHandler(newCore(&slogOut))).Error("gave up", slog.Int64("message_id", 3), slog.Int("attempts", 5),
		slog.Duration("retry_in", 90*time.Second), slog.Any("error", err))
	assert.JSONEq(t, zapOut.String(), slogOut.String())
	assert.Contains(t, slogOut.String(), `"level":"error"`)
}

// TestNew wraps a zap.Logger and passes nil through for the use cases
// to refuse.
func TestNew(t *testing.T) {
	core, logs := observer.New(zap.InfoLevel)
	logging.New(zap.New(core)).Info("hello", "k", "v")
	require.Equal(t, 1, logs.Len())
	assert.Equal(t, "v", logs.All()[0].ContextMap()["k"])
	assert.Nil(t, logging.New(nil))
}
