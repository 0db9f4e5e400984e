package app

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/portfolio-site/portfolio/app/internal/work"
	"github.com/portfolio-site/portfolio/domain"
)

// Defaults of OutboxConfig.
const (
	DefaultOutboxFirstRetry  = 5 * time.Second
	DefaultOutboxMaxRetry    = time.Hour
	DefaultOutboxPoll        = 5 * time.Second
	DefaultOutboxLease       = 2 * time.Minute
	DefaultOutboxMaxAttempts = 60
	outboxBatch              = 20
)

// OutboxConfig tunes the delivery of notifications. Zero values take the
// defaults.
type OutboxConfig struct {
	// FirstRetry is the wait after the first failed attempt; each further
	// failure doubles it up to MaxRetry.
	FirstRetry time.Duration
	MaxRetry   time.Duration
	// Poll is how often the worker looks for due notifications when
	// nothing woke it (retries, and messages stored by other instances).
	Poll time.Duration
	// Lease is how long a claimed notification stays with its sender: a
	// sender that dies mid-send leaves it to be claimed again after that.
	Lease time.Duration
	// MaxAttempts gives a notification up (state failed, logged as an
	// error) after this many attempts; with the defaults that is about
	// two days of hourly retries. The message stays in the
	// inbox either way.
	MaxAttempts int
}

// NotificationOutbox delivers the e-mail notifications of stored messages:
// the message row is the outbox entry, so the e-mail goes out after the
// message is safe in the database, a mail server that is down only delays
// it (exponential backoff), and a restart resumes where it stopped. With
// several instances each notification is claimed by one before it is sent.
type NotificationOutbox struct {
	messages domain.MessageRepository
	notifier domain.MessageNotifier
	enabled  bool // false for domain.NotificationsOff
	clock    domain.Clock
	cfg      OutboxConfig
	log      *slog.Logger

	wake chan struct{}
	work.Worker
}

// NewNotificationOutbox returns the outbox. Every dependency is required;
// domain.NotificationsOff as the notifier turns notifications off: messages
// owe no e-mail and the worker never starts.
func NewNotificationOutbox(messages domain.MessageRepository, notifier domain.MessageNotifier, clock domain.Clock, cfg OutboxConfig, log *slog.Logger) (*NotificationOutbox, error) {
	if messages == nil || notifier == nil || clock == nil || log == nil {
		return nil, errors.New("app: messages, notifier, clock and logger are required (domain.NotificationsOff for no e-mail)")
	}
	if cfg.FirstRetry <= 0 {
		cfg.FirstRetry = DefaultOutboxFirstRetry
	}
	if cfg.MaxRetry <= 0 {
		cfg.MaxRetry = DefaultOutboxMaxRetry
	}
	if cfg.Poll <= 0 {
		cfg.Poll = DefaultOutboxPoll
	}
	if cfg.Lease <= 0 {
		cfg.Lease = DefaultOutboxLease
	}
	if cfg.MaxAttempts <= 0 {
		cfg.MaxAttempts = DefaultOutboxMaxAttempts
	}
	_, off := notifier.(domain.NotificationsOff)
	return &NotificationOutbox{messages: messages, notifier: notifier, enabled: !off, clock: clock, cfg: cfg, log: log, wake: make(chan struct{}, 1)}, nil
}

// Enabled says whether new messages owe an e-mail.
func (o *NotificationOutbox) Enabled() bool { return o.enabled }

// Wake asks the worker to look for due notifications now rather than at
// its next poll; it never blocks.
func (o *NotificationOutbox) Wake() {
	select {
	case o.wake <- struct{}{}:
	default:
	}
}

// Backoff is the wait after the attempts-th failed attempt: FirstRetry,
// doubling, at most MaxRetry.
func (o *NotificationOutbox) Backoff(attempts int) time.Duration {
	d := o.cfg.FirstRetry
	for i := 1; i < attempts && d < o.cfg.MaxRetry; i++ {
		d *= 2
	}
	return min(d, o.cfg.MaxRetry)
}

// RunOnce sends every notification due now, as long as there are some,
// and returns how many went out. A failed send is rescheduled, never
// dropped; only a database error stops the round.
func (o *NotificationOutbox) RunOnce(ctx context.Context) (int, error) {
	if !o.Enabled() {
		return 0, nil
	}
	sent := 0
	for {
		claimed, err := o.messages.ClaimNotifications(ctx, o.clock.Now(), o.cfg.Lease, outboxBatch)
		if err != nil {
			return sent, err
		}
		for _, m := range claimed {
			ok, err := o.deliver(ctx, m)
			if err != nil {
				return sent, err
			}
			if ok {
				sent++
			}
		}
		if len(claimed) < outboxBatch || ctx.Err() != nil {
			return sent, ctx.Err()
		}
	}
}

// deliver sends one claimed notification and records the outcome.
func (o *NotificationOutbox) deliver(ctx context.Context, m domain.Message) (bool, error) {
	n := m.Notification
	sendErr := o.notifier.Notify(ctx, m)
	switch {
	case sendErr == nil:
		n.State, n.NextAttempt = domain.NotifySent, time.Time{}
	case n.Attempts >= o.cfg.MaxAttempts:
		n.State, n.NextAttempt = domain.NotifyFailed, time.Time{}
		o.log.Error("gave up the e-mail notification of a message; it stays in the inbox",
			slog.Int64("message_id", m.ID), slog.Int("attempts", n.Attempts), slog.Any("error", sendErr))
	default:
		wait := o.Backoff(n.Attempts)
		n.NextAttempt = o.clock.Now().Add(wait)
		o.log.Warn("e-mail notification failed; will retry", slog.Int64("message_id", m.ID),
			slog.Int("attempts", n.Attempts), slog.Duration("retry_in", wait), slog.Any("error", sendErr))
	}
	// The outcome is recorded even when ctx ended meanwhile, or a sent
	// e-mail would be sent again after the lease.
	if err := o.messages.SetNotification(context.WithoutCancel(ctx), m.ID, n); err != nil {
		return false, err
	}
	return sendErr == nil, nil
}

// Start runs the worker until the returned func (also the cleanup the
// composition root registers, via Stop) is called: a round at start (what
// an earlier run left), on every Wake and every Poll. It does nothing when
// notifications are off or the worker already runs. Stop ends it: a send
// in progress is cut off, its notification claimed and retried once the
// lease ends.
func (o *NotificationOutbox) Start(ctx context.Context) func() {
	if !o.Enabled() {
		return o.Stop
	}
	return o.Worker.Start(ctx, o.cfg.Poll, o.wake, func(ctx context.Context) {
		if _, err := o.RunOnce(ctx); err != nil && ctx.Err() == nil {
			o.log.Warn("could not deliver e-mail notifications", slog.Any("error", err))
		}
	})
}
