package smtp_test

import (
	"context"
	"log/slog"
	"net"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/adapters/smtp"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// manualClock stands still until the test moves it.
// newJournal is a journal whose activity log commits with messages.
func newJournal(t *testing.T, messages *memory.MessageRepository, clock domain.Clock) *journal.Journal {
	t.Helper()
	store := memory.NewStore()
	j, err := journal.New(memory.NewTransactor(store, messages), store.Activity(), store.Revisions(), domain.RevisionPolicy{}, clock)
	require.NoError(t, err)
	return j
}

type manualClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *manualClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *manualClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// freePort returns a loopback address nothing listens on (yet).
func freePort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close())
	return addr
}

// TestMailServerDownThenUp goes from the contact form to the owner's inbox
// through the outbox: the message is stored while the mail server is down,
// the attempts back off, nothing is lost, and the e-mail goes out once the
// server is up.
func TestMailServerDownThenUp(t *testing.T) {
	ctx := context.Background()
	addr := freePort(t)
	_, portText, _ := net.SplitHostPort(addr)
	clock := &manualClock{now: time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)}
	messages := memory.NewMessageRepository()

	// The server's certificate exists only once it starts, so the outbox
	// sends through a notifier that is swapped when the server comes up;
	// until then it dials the dead port.
	var mu sync.Mutex
	var notifier domain.MessageNotifier = deadNotifier(t, addr)
	swap := notifierFunc(func(ctx context.Context, m domain.Message) error {
		mu.Lock()
		n := notifier
		mu.Unlock()
		return n.Notify(ctx, m)
	})
	outbox, err := app.NewNotificationOutbox(messages, swap, clock, app.OutboxConfig{}, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	contact, err := app.NewContactService(messages, memory.NewSecretStore(), memory.NewContactTokens(), outbox, newJournal(t, messages, clock), clock, app.ContactConfig{Secret: "k"}, slog.New(slog.DiscardHandler))
	require.NoError(t, err)

	token, err := contact.Token(ctx)
	require.NoError(t, err)
	clock.Advance(10 * time.Second)
	stored, err := contact.Submit(ctx, app.ContactSubmission{
		MessageInput: domain.MessageInput{Name: "Ann", Email: "ann@example.com", Subject: "Hello", Message: "Are you free?"},
		Token:        token.Token, ClientAddr: "192.0.2.10",
	})
	require.NoError(t, err)
	require.True(t, stored)

	sent, err := outbox.RunOnce(ctx)
	require.NoError(t, err, "a mail server that is down is not an error of the round")
	assert.Zero(t, sent)
	inbox, err := contact.Messages(ctx)
	require.NoError(t, err)
	require.Len(t, inbox, 1, "the message is stored whatever the mail server does")
	n := inbox[0].Notification
	assert.Equal(t, domain.NotifyPending, n.State)
	assert.Equal(t, 1, n.Attempts)
	assert.Equal(t, clock.Now().Add(5*time.Second), n.NextAttempt, "first retry after 5 s")

	sent, err = outbox.RunOnce(ctx)
	require.NoError(t, err)
	assert.Zero(t, sent, "not due before its retry time")

	clock.Advance(5 * time.Second)
	_, err = outbox.RunOnce(ctx)
	require.NoError(t, err)
	m, err := messages.Find(ctx, inbox[0].ID)
	require.NoError(t, err)
	assert.Equal(t, 2, m.Notification.Attempts)
	assert.Equal(t, clock.Now().Add(10*time.Second), m.Notification.NextAttempt, "the wait doubles")

	// The mail server comes up on the port the notifier was using.
	server := startMailServer(t, addr)
	cfg := config(t, server)
	require.Equal(t, portText, strings.TrimPrefix(server.addr, "127.0.0.1:"))
	live, err := smtp.New(cfg)
	require.NoError(t, err)
	mu.Lock()
	notifier = live
	mu.Unlock()

	clock.Advance(10 * time.Second)
	sent, err = outbox.RunOnce(ctx)
	require.NoError(t, err)
	assert.Equal(t, 1, sent)
	mail := parse(t, server.next(t).data)
	assert.Contains(t, mail.body, "Are you free?")
	m, err = messages.Find(ctx, inbox[0].ID)
	require.NoError(t, err)
	assert.Equal(t, domain.NotifySent, m.Notification.State)
	assert.Equal(t, 3, m.Notification.Attempts)

	clock.Advance(time.Hour)
	sent, err = outbox.RunOnce(ctx)
	require.NoError(t, err)
	assert.Zero(t, sent, "a sent notification is never sent again")
}

// TestOutboxWorkerSendsWhenWoken runs the background worker: a stored
// message is mailed without waiting for a poll, and Stop ends the worker.
func TestOutboxWorkerSendsWhenWoken(t *testing.T) {
	ctx := context.Background()
	server := startMailServer(t, "127.0.0.1:0")
	notifier, err := smtp.New(config(t, server))
	require.NoError(t, err)
	clock := &manualClock{now: time.Now()}
	messages := memory.NewMessageRepository()
	outbox, err := app.NewNotificationOutbox(messages, notifier, clock, app.OutboxConfig{Poll: time.Hour}, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	contact, err := app.NewContactService(messages, memory.NewSecretStore(), memory.NewContactTokens(), outbox, newJournal(t, messages, clock), clock, app.ContactConfig{}, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	stop := outbox.Start(ctx)
	defer stop()

	token, err := contact.Token(ctx)
	require.NoError(t, err)
	clock.Advance(time.Minute)
	stored, err := contact.Submit(ctx, app.ContactSubmission{
		MessageInput: domain.MessageInput{Name: "Bo", Email: "bo@example.com", Subject: "Woken", Message: "Hi"},
		Token:        token.Token, ClientAddr: "192.0.2.11",
	})
	require.NoError(t, err)
	require.True(t, stored)
	mail := parse(t, server.next(t).data)
	assert.Contains(t, mail.body, "Subject: Woken")
	stop()
	stop() // stopping twice is fine
}

// notifierFunc adapts a func to domain.MessageNotifier.
type notifierFunc func(ctx context.Context, m domain.Message) error

func (f notifierFunc) Notify(ctx context.Context, m domain.Message) error { return f(ctx, m) }

// deadNotifier points at addr, where nothing listens.
func deadNotifier(t *testing.T, addr string) *smtp.Notifier {
	t.Helper()
	host, port, err := net.SplitHostPort(addr)
	require.NoError(t, err)
	p, err := strconv.Atoi(port)
	require.NoError(t, err)
	n, err := smtp.New(smtp.Config{Host: host, Port: p, From: "site@example.com", To: "owner@example.com", StartTLS: true, Timeout: time.Second})
	require.NoError(t, err)
	return n
}
