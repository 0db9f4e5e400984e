package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"time"

	"github.com/portfolio-site/portfolio/app/internal/work"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// Defaults of SchedulerConfig.
const (
	// DefaultSchedulerPoll keeps a scheduled change within about a second
	// of its time (the goal is five).
	DefaultSchedulerPoll = time.Second
	// DefaultSchedulerLate is how far past its time a change is recorded
	// as applied late (no instance ran at its time).
	DefaultSchedulerLate = 30 * time.Second
)

// SchedulerConfig tunes the scheduler; zero values take the defaults.
type SchedulerConfig struct {
	Poll time.Duration
	Late time.Duration
}

// Scheduler applies the scheduled publishes and unpublishes when they are
// due. Each due schedule is taken and applied in one transaction, so with
// several instances polling, one applies it and the others skip it; a
// schedule that was due while no instance ran is applied at the next
// start and recorded as late. The change is recorded and announced like
// any save (one revision, one activity entry by "system", one event after
// the commit, so every instance's cache follows).
type Scheduler struct {
	drafts  domain.DraftStore
	journal *journal.Journal
	events  domain.EventPublisher
	// behaviours apply the due schedules of each kind (KindBehaviour.Due).
	behaviours kindBehaviours
	cfg        SchedulerConfig
	log        *slog.Logger
	work.Worker
}

// NewScheduler returns the scheduler of the content and the site
// document; every dependency is required.
func NewScheduler(content *ContentService, site *SiteService, cfg SchedulerConfig, log *slog.Logger) (*Scheduler, error) {
	if content == nil || site == nil || log == nil {
		return nil, errors.New("app: the scheduler needs the content and site services and a logger")
	}
	if cfg.Poll <= 0 {
		cfg.Poll = DefaultSchedulerPoll
	}
	if cfg.Late <= 0 {
		cfg.Late = DefaultSchedulerLate
	}
	bs := append(slices.Clone(content.behaviours), site.Behaviour())
	if err := checkCovered(content.kinds, bs, scheduleNeeds()); err != nil {
		return nil, err
	}
	return &Scheduler{drafts: content.drafts, journal: content.journal, events: content.events, behaviours: bs, cfg: cfg, log: log}, nil
}

// errScheduleFailed rolls back a schedule whose change was refused.
var errScheduleFailed = errors.New("the scheduled change was refused")

// RunOnce applies every schedule due now and says how many it applied. A
// scheduled change the content refuses (its draft no longer valid, its
// item deleted) is dropped and recorded as failed; only a store error
// stops the round, leaving the schedule for the next.
func (s *Scheduler) RunOnce(ctx context.Context) (int, error) {
	applied := 0
	ctx = journal.WithActor(ctx, journal.Actor{Name: domain.ActorSystem})
	for ctx.Err() == nil {
		now := s.journal.Now()
		var taken *domain.Schedule
		var event domain.Event
		var refused error
		err := s.journal.InTx(ctx, func(ctx context.Context) error {
			sc, err := s.drafts.TakeDue(ctx, now)
			if err != nil || sc == nil {
				return err
			}
			taken = sc
			b, err := s.behaviours.of(domain.Kind(sc.Kind))
			if err != nil || b.Due == nil {
				refused = domain.Errorf(domain.EINVALID, "no %s can be scheduled", sc.Kind)
				return errScheduleFailed
			}
			if late := now.Sub(sc.At); late > s.cfg.Late {
				ctx = journal.WithNote(ctx, fmt.Sprintf("scheduled for %s, applied late", sc.At.UTC().Format(time.RFC3339)))
			}
			event, err = b.Due.applyDue(ctx, *sc)
			if code := domain.ErrorCode(err); err != nil && code != domain.EINTERNAL && code != domain.EUNAVAILABLE {
				refused = err
				return errScheduleFailed
			}
			return err
		})
		switch {
		case errors.Is(err, errScheduleFailed):
			if err := s.drop(ctx, *taken, refused); err != nil {
				return applied, err
			}
			continue
		case err != nil:
			return applied, err
		case taken == nil:
			return applied, nil
		}
		applied++
		publishCommitted(ctx, s.events, event)
	}
	return applied, ctx.Err()
}

// drop removes a schedule whose change was refused and records why.
func (s *Scheduler) drop(ctx context.Context, sc domain.Schedule, why error) error {
	s.log.Warn("a scheduled change was refused", slog.String("kind", sc.Kind), slog.Int64("id", sc.ItemID),
		slog.String("action", sc.Action), slog.Any("error", why))
	return s.journal.InTx(ctx, func(ctx context.Context) error {
		if err := dropSchedule(ctx, s.drafts, sc.Kind, sc.ItemID, sc.Action); err != nil {
			return err
		}
		return s.journal.Record(ctx, domain.ActivityEntry{Action: domain.ActionUnschedule, Kind: sc.Kind, ItemID: sc.ItemID,
			Title: fmt.Sprintf("%s: the scheduled %s failed (%s)", sc.Title, sc.Action, domain.ErrorMessage(why))})
	})
}

// dropSchedule removes the item's schedule of action, keeping its other
// one.
func dropSchedule(ctx context.Context, drafts domain.DraftStore, kind string, id int64, action string) error {
	list, err := drafts.Schedules(ctx)
	if err != nil {
		return err
	}
	var keep []domain.Schedule
	found := false
	for _, s := range list {
		if s.Kind == kind && s.ItemID == id {
			if s.Action == action {
				found = true
			} else {
				keep = append(keep, s)
			}
		}
	}
	if !found {
		return nil
	}
	if _, err := drafts.DeleteSchedules(ctx, kind, id); err != nil {
		return err
	}
	for _, s := range keep {
		if err := drafts.PutSchedule(ctx, s); err != nil {
			return err
		}
	}
	return nil
}

// Start runs the scheduler until the returned func (also Stop) is called:
// a round at once (what was due while no instance ran), then every Poll.
// Starting a running scheduler does nothing.
func (s *Scheduler) Start(ctx context.Context) func() {
	return s.Worker.Start(ctx, s.cfg.Poll, nil, func(ctx context.Context) {
		if _, err := s.RunOnce(ctx); err != nil && ctx.Err() == nil {
			s.log.Warn("could not apply the scheduled changes", slog.Any("error", err))
		}
	})
}

// Schedules lists every scheduled change of an item on the site, soonest
// first (the admin's Scheduled list).
func (s *Scheduler) Schedules(ctx context.Context) ([]domain.Schedule, error) {
	list, err := s.drafts.Schedules(ctx)
	if err != nil {
		return nil, err
	}
	return onSite(ctx, s.behaviours, list, func(sc *domain.Schedule) (domain.Kind, int64) { return domain.Kind(sc.Kind), sc.ItemID })
}

// Drafts lists the draft of every item on the site, without their data
// (the admin's badges): the draft of an item in the trash waits there
// with it (trash_drafts.go).
func (s *Scheduler) Drafts(ctx context.Context) ([]domain.Draft, error) {
	list, err := s.drafts.Drafts(ctx)
	if err != nil {
		return nil, err
	}
	return onSite(ctx, s.behaviours, list, func(d *domain.Draft) (domain.Kind, int64) { return domain.Kind(d.Kind), d.ItemID })
}
