package app

import (
	"context"
	"errors"
	"log/slog"
	"sync/atomic"
	"time"

	"github.com/portfolio-site/portfolio/app/internal/work"
)

// rebuildPoll is how often the background rebuild looks for a request it
// was not woken for; a request wakes it at once, so this is only a floor.
const rebuildPoll = time.Hour

// ImageRebuilds makes, in the background, the copies a restore from the
// admin leaves out (a backup carries the originals only): the server's
// UploadService.Rebuild, as `portfolio images rebuild` runs it, so that a
// restored site serves its AVIF copies without an operator's command.
// One rebuild at a time: a request while one runs is kept and runs once
// that one ends (requests meanwhile coalesce into that one run, which
// sees every file restored so far). A rebuild stopped by Stop (the
// server shutting down) is logged; `portfolio images rebuild` finishes it.
type ImageRebuilds struct {
	rebuild func(ctx context.Context, progress func(RebuildProgress)) (RebuildResult, error)
	log     *slog.Logger
	pending atomic.Bool
	wake    chan struct{}
	work.Worker
}

// NewImageRebuilds returns the background rebuild of uploads' copies;
// both dependencies are required.
func NewImageRebuilds(uploads *UploadService, log *slog.Logger) (*ImageRebuilds, error) {
	if uploads == nil || log == nil {
		return nil, errors.New("app: the image rebuild needs the upload service and a logger")
	}
	return newImageRebuilds(uploads.Rebuild, log), nil
}

func newImageRebuilds(rebuild func(context.Context, func(RebuildProgress)) (RebuildResult, error), log *slog.Logger) *ImageRebuilds {
	return &ImageRebuilds{rebuild: rebuild, log: log, wake: make(chan struct{}, 1)}
}

// Request asks for a rebuild and returns at once; it runs when the
// worker is started (Start), after the one under way if any.
func (r *ImageRebuilds) Request() {
	r.pending.Store(true)
	select {
	case r.wake <- struct{}{}:
	default: // a wake is already waiting: it takes this request too
	}
}

// Start runs the requested rebuilds in the background until the returned
// func (or Stop) is called, which cancels the one under way and waits for
// it to end.
func (r *ImageRebuilds) Start(ctx context.Context) func() {
	return r.Worker.Start(ctx, rebuildPoll, r.wake, r.round)
}

// round runs one rebuild if one was requested.
func (r *ImageRebuilds) round(ctx context.Context) {
	if !r.pending.Swap(false) {
		return
	}
	r.log.Info("image copies: rebuild started (the restored uploads' missing WebP, AVIF and share copies)")
	began := time.Now()
	res, err := r.rebuild(ctx, func(p RebuildProgress) {
		if p.Err != nil {
			r.log.Warn("image copies: no copy can be made of an upload", slog.String("file", p.Name), slog.Any("error", p.Err))
		}
	})
	counts := []any{slog.Int("uploads", res.Originals), slog.Int("made", res.Made), slog.Int("failed", res.Failed), slog.Duration("took", time.Since(began))}
	switch {
	case ctx.Err() != nil:
		r.log.Warn("image copies: rebuild stopped before its end (the server is stopping); run portfolio images rebuild to finish it", counts...)
	case err != nil:
		r.log.Error("image copies: rebuild failed; run portfolio images rebuild", append(counts, slog.Any("error", err))...)
	default:
		r.log.Info("image copies: rebuild done", counts...)
	}
}
