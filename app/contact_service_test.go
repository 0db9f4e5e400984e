package app_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/internal/fakes"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// recordingNotifier records what it was asked to send and fails while
// fail is set.
type recordingNotifier struct {
	mu   sync.Mutex
	fail bool
	sent []int64
}

func (n *recordingNotifier) Notify(_ context.Context, m domain.Message) error {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.fail {
		return errors.New("mail server down")
	}
	n.sent = append(n.sent, m.ID)
	return nil
}

type contactFixture struct {
	clock    *fakes.Clock
	messages *memory.MessageRepository
	secrets  *memory.SecretStore
	outbox   *app.NotificationOutbox
	contact  *app.ContactService
}

func newContact(t *testing.T, notifier domain.MessageNotifier, cfg app.ContactConfig) contactFixture {
	t.Helper()
	f := contactFixture{clock: fakes.NewClock(time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)),
		messages: memory.NewMessageRepository(), secrets: memory.NewSecretStore()}
	var err error
	f.outbox, err = app.NewNotificationOutbox(f.messages, notifier, f.clock, app.OutboxConfig{MaxAttempts: 3}, quietLog())
	require.NoError(t, err)
	f.contact, err = app.NewContactService(f.messages, f.secrets, memory.NewContactTokens(), f.outbox, newMessageJournal(t, f.messages, f.clock), f.clock, cfg, quietLog())
	require.NoError(t, err)
	return f
}

// newMessageJournal is a journal whose activity log commits with messages.
func newMessageJournal(t *testing.T, messages *memory.MessageRepository, clock domain.Clock) *journal.Journal {
	t.Helper()
	store := memory.NewStore()
	j, err := journal.New(memory.NewTransactor(store, messages), store.Activity(), store.Revisions(), domain.RevisionPolicy{}, clock)
	require.NoError(t, err)
	return j
}

func (f contactFixture) token(t *testing.T) string {
	t.Helper()
	tok, err := f.contact.Token(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 3, tok.MinSeconds)
	return tok.Token
}

func submission(tok, addr string) app.ContactSubmission {
	return app.ContactSubmission{
		MessageInput: domain.MessageInput{Name: "Ann", Email: "ann@example.com", Subject: "Hi", Message: "Hello there"},
		Token:        tok, ClientAddr: addr,
	}
}

func TestContactTokenTiming(t *testing.T) {
	ctx := context.Background()
	f := newContact(t, domain.NotificationsOff{}, app.ContactConfig{})
	tok := f.token(t)

	f.clock.Advance(2999 * time.Millisecond)
	stored, err := f.contact.Submit(ctx, submission(tok, "192.0.2.1"))
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	assert.Equal(t, domain.MsgContactConfirm, domain.ErrorMessage(err), "younger than 3 s: not stored, and told so")
	assert.True(t, app.ContactNeedsConfirming(err))
	assert.False(t, stored)

	f.clock.Advance(time.Millisecond)
	stored, err = f.contact.Submit(ctx, submission(tok, "192.0.2.1"))
	require.NoError(t, err)
	assert.True(t, stored, "3 s old: a person")

	// Issue 37: a token is good for one message, and one older than a
	// day for none; both get the same clear refusal, and store nothing.
	stored, err = f.contact.Submit(ctx, submission(tok, "192.0.2.9"))
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	assert.Equal(t, domain.MsgContactFormExpired, domain.ErrorMessage(err), "a replayed token, from another address too")
	assert.False(t, stored)
	old := f.token(t)
	f.clock.Advance(24*time.Hour + time.Second)
	stored, err = f.contact.Submit(ctx, submission(old, "192.0.2.1"))
	assert.Equal(t, domain.MsgContactFormExpired, domain.ErrorMessage(err), "older than a day")
	assert.False(t, stored)

	honeypot := submission(f.token(t), "192.0.2.1")
	honeypot.Website = "bot"
	f.clock.Advance(time.Minute)
	stored, err = f.contact.Submit(ctx, honeypot)
	require.NoError(t, err)
	assert.False(t, stored)

	list, err := f.contact.Messages(ctx)
	require.NoError(t, err)
	assert.Len(t, list, 1)
}

// Issue 39: a form sent sooner than a person types is not stored and the
// sender is told so; sending it again with the token of the form shown
// again confirms it, at once. A token that is missing or forged is
// refused as an expired form: never answered as if the message was sent.
func TestContactSentTooSoonIsConfirmedBySendingAgain(t *testing.T) {
	ctx := context.Background()
	f := newContact(t, domain.NotificationsOff{}, app.ContactConfig{})
	f.clock.Advance(time.Second)
	_, err := f.contact.Submit(ctx, submission(f.token(t), "192.0.2.1"))
	require.True(t, app.ContactNeedsConfirming(err), "1 s after the form was shown: %v", err)

	confirm, err := f.contact.ConfirmToken(ctx)
	require.NoError(t, err)
	assert.Zero(t, confirm.MinSeconds, "good at once: the script waits for nothing")
	stored, err := f.contact.Submit(ctx, submission(confirm.Token, "192.0.2.1"))
	require.NoError(t, err)
	assert.True(t, stored, "sent again at once: confirmed")
	_, err = f.contact.Submit(ctx, submission(confirm.Token, "192.0.2.1"))
	assert.Equal(t, domain.MsgContactFormExpired, domain.ErrorMessage(err), "a confirming token is good for one message too")

	f.clock.Advance(time.Minute)
	for name, tok := range map[string]string{"missing": "", "garbage": "not-a-token", "forged": "1.AAAA.BBBB"} {
		stored, err := f.contact.Submit(ctx, submission(tok, "192.0.2.2"))
		assert.False(t, stored, name)
		assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), name)
		assert.Equal(t, domain.MsgContactFormExpired, domain.ErrorMessage(err), name)
		assert.False(t, app.ContactNeedsConfirming(err), "%s: no token good at once for a form we never showed", name)
	}
	list, err := f.contact.Messages(ctx)
	require.NoError(t, err)
	assert.Len(t, list, 1)
}

func TestContactTokenKeyIsSharedByInstances(t *testing.T) {
	ctx := context.Background()
	clock := fakes.NewClock(time.Now())
	secrets := memory.NewSecretStore() // one database
	instance := func(secrets domain.SecretStore, secret string) *app.ContactService {
		messages := memory.NewMessageRepository()
		outbox, err := app.NewNotificationOutbox(messages, domain.NotificationsOff{}, clock, app.OutboxConfig{}, quietLog())
		require.NoError(t, err)
		s, err := app.NewContactService(messages, secrets, memory.NewContactTokens(), outbox, newMessageJournal(t, messages, clock), clock, app.ContactConfig{Secret: secret}, quietLog())
		require.NoError(t, err)
		return s
	}
	// submit says whether s took the message; a token s cannot verify is
	// refused as an expired form.
	submit := func(s *app.ContactService, tok string) bool {
		stored, err := s.Submit(ctx, submission(tok, "192.0.2.1"))
		if err != nil {
			require.Equal(t, domain.MsgContactFormExpired, domain.ErrorMessage(err))
		}
		return stored
	}
	a, b, elsewhere := instance(secrets, ""), instance(secrets, ""), instance(memory.NewSecretStore(), "")
	tok, err := a.Token(ctx)
	require.NoError(t, err)
	clock.Advance(time.Minute)
	assert.True(t, submit(b, tok.Token), "a token of one instance is good at another sharing the database")
	assert.False(t, submit(elsewhere, tok.Token), "the key of another database does not verify it")

	configured, same, other := instance(secrets, "configured"), instance(memory.NewSecretStore(), "configured"), instance(secrets, "another")
	tok, err = configured.Token(ctx)
	require.NoError(t, err)
	clock.Advance(time.Minute)
	assert.True(t, submit(same, tok.Token), "a configured secret is used as is, wherever")
	assert.False(t, submit(other, tok.Token))
	assert.False(t, submit(a, tok.Token), "a configured secret replaces the generated key")
}

func TestContactRateLimitRetryAfter(t *testing.T) {
	ctx := context.Background()
	f := newContact(t, domain.NotificationsOff{}, app.ContactConfig{})
	toks := make([]string, 8) // each token is good for one message
	for i := range toks {
		toks[i] = f.token(t)
	}
	f.clock.Advance(time.Minute)
	start := f.clock.Now()
	for i := 0; i < 5; i++ {
		stored, err := f.contact.Submit(ctx, submission(toks[i], "192.0.2.7"))
		require.NoError(t, err)
		require.True(t, stored)
		f.clock.Advance(time.Minute)
	}
	f.clock.Advance(5 * time.Minute) // 10 minutes after the first
	_, err := f.contact.Submit(ctx, submission(toks[5], "192.0.2.7"))
	var de *domain.Error
	require.ErrorAs(t, err, &de)
	assert.Equal(t, domain.ETHROTTLED, de.Code)
	assert.Equal(t, domain.MsgTooManyMessages, de.Message)
	assert.Equal(t, 50*time.Minute, de.RetryAfter, "until the first leaves the hour")

	f.clock.Advance(start.Add(time.Hour).Sub(f.clock.Now()))
	_, err = f.contact.Submit(ctx, submission(toks[6], "192.0.2.7"))
	require.ErrorAs(t, err, &de)
	assert.Equal(t, time.Second, de.RetryAfter, "never a zero wait")
	f.clock.Advance(time.Second)
	stored, err := f.contact.Submit(ctx, submission(toks[7], "192.0.2.7"))
	require.NoError(t, err)
	assert.True(t, stored)
}

func TestContactValidationComesBeforeTheSpamChecks(t *testing.T) {
	ctx := context.Background()
	f := newContact(t, domain.NotificationsOff{}, app.ContactConfig{})
	tok := f.token(t)
	young := submission(tok, "192.0.2.1")
	young.Email = "nope"
	empty := submission(tok, "192.0.2.1")
	empty.MessageInput = domain.MessageInput{Name: "  ", Email: "", Subject: "\t", Message: ""}
	honeypot := submission("", "192.0.2.1")
	honeypot.Email, honeypot.Website = "nope", "http://spam.example"
	for name, c := range map[string]struct {
		in     app.ContactSubmission
		fields map[string]string
	}{
		"invalid e-mail, token too young":    {young, map[string]string{"email": domain.MsgInvalidEmail}},
		"every field blank, token too young": {empty, map[string]string{"name": domain.MsgRequired, "email": domain.MsgRequired, "subject": domain.MsgRequired, "message": domain.MsgRequired}},
		"invalid e-mail, honeypot, no token": {honeypot, map[string]string{"email": domain.MsgInvalidEmail}},
	} {
		stored, err := f.contact.Submit(ctx, c.in)
		assert.False(t, stored, name)
		var de *domain.Error
		require.ErrorAs(t, err, &de, name)
		assert.Equal(t, domain.EINVALID, de.Code, name)
		assert.Equal(t, c.fields, de.Fields, name)
	}

	valid := submission(tok, "192.0.2.1")
	stored, err := f.contact.Submit(ctx, valid)
	assert.Equal(t, domain.MsgContactConfirm, domain.ErrorMessage(err), "a valid form with a young token is not stored, and the sender is told")
	assert.False(t, stored)
	f.clock.Advance(time.Minute)
	valid.Website = "bot"
	stored, err = f.contact.Submit(ctx, valid)
	require.NoError(t, err, "a valid form with the honeypot filled is dropped silently: only a bot fills it")
	assert.False(t, stored)
	list, err := f.contact.Messages(ctx)
	require.NoError(t, err)
	assert.Empty(t, list)
}

func TestNotificationsAreOwedOnlyWhenOn(t *testing.T) {
	ctx := context.Background()
	off := newContact(t, domain.NotificationsOff{}, app.ContactConfig{})
	assert.False(t, off.outbox.Enabled())
	tok := off.token(t)
	off.clock.Advance(time.Minute)
	_, err := off.contact.Submit(ctx, submission(tok, "192.0.2.1"))
	require.NoError(t, err)
	list, err := off.messages.List(ctx)
	require.NoError(t, err)
	assert.Equal(t, domain.NotifyNone, list[0].Notification.State)
	n, err := off.outbox.RunOnce(ctx)
	require.NoError(t, err)
	assert.Zero(t, n)

	notifier := &recordingNotifier{}
	on := newContact(t, notifier, app.ContactConfig{})
	tok = on.token(t)
	on.clock.Advance(time.Minute)
	_, err = on.contact.Submit(ctx, submission(tok, "192.0.2.1"))
	require.NoError(t, err)
	list, err = on.messages.List(ctx)
	require.NoError(t, err)
	assert.Equal(t, domain.Notification{State: domain.NotifyPending, NextAttempt: on.clock.Now()}, list[0].Notification,
		"owed at once, sent after the message is stored")
	n, err = on.outbox.RunOnce(ctx)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.Equal(t, []int64{list[0].ID}, notifier.sent)
}

func TestOutboxBacksOffAndGivesUpWithoutLosingTheMessage(t *testing.T) {
	ctx := context.Background()
	notifier := &recordingNotifier{fail: true}
	f := newContact(t, notifier, app.ContactConfig{})
	var waits []time.Duration
	for i := 1; i <= 12; i++ {
		waits = append(waits, f.outbox.Backoff(i))
	}
	assert.Equal(t, []time.Duration{5 * time.Second, 10 * time.Second, 20 * time.Second, 40 * time.Second, 80 * time.Second,
		160 * time.Second, 320 * time.Second, 640 * time.Second, 1280 * time.Second, 2560 * time.Second, time.Hour, time.Hour}, waits)

	tok := f.token(t)
	f.clock.Advance(time.Minute)
	_, err := f.contact.Submit(ctx, submission(tok, "192.0.2.1"))
	require.NoError(t, err)
	for attempt := 1; attempt <= 3; attempt++ {
		n, err := f.outbox.RunOnce(ctx)
		require.NoError(t, err)
		assert.Zero(t, n)
		f.clock.Advance(time.Hour)
	}
	list, err := f.messages.List(ctx)
	require.NoError(t, err)
	require.Len(t, list, 1, "the message stays in the inbox")
	assert.Equal(t, domain.NotifyFailed, list[0].Notification.State, "given up after MaxAttempts")
	assert.Equal(t, 3, list[0].Notification.Attempts)

	notifier.fail = false
	n, err := f.outbox.RunOnce(ctx)
	require.NoError(t, err)
	assert.Zero(t, n, "a given-up notification is not retried")
}

func TestNewContactServiceRejectsMissingDeps(t *testing.T) {
	f := newContact(t, domain.NotificationsOff{}, app.ContactConfig{})
	journal := newMessageJournal(t, f.messages, f.clock)
	_, err := app.NewContactService(nil, f.secrets, memory.NewContactTokens(), f.outbox, journal, f.clock, app.ContactConfig{}, quietLog())
	assert.Error(t, err)
	_, err = app.NewContactService(f.messages, f.secrets, memory.NewContactTokens(), nil, journal, f.clock, app.ContactConfig{}, quietLog())
	assert.Error(t, err)
	_, err = app.NewContactService(f.messages, f.secrets, memory.NewContactTokens(), f.outbox, nil, f.clock, app.ContactConfig{}, quietLog())
	assert.Error(t, err, "the journal is required")
	_, err = app.NewContactService(f.messages, f.secrets, memory.NewContactTokens(), f.outbox, journal, f.clock, app.ContactConfig{MinAge: -time.Second}, quietLog())
	assert.Error(t, err)
	_, err = app.NewNotificationOutbox(nil, domain.NotificationsOff{}, f.clock, app.OutboxConfig{}, quietLog())
	assert.Error(t, err)
	_, err = app.NewNotificationOutbox(f.messages, nil, f.clock, app.OutboxConfig{}, quietLog())
	assert.Error(t, err, "a nil notifier is refused: notifications off is domain.NotificationsOff")
}
