package app

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// Defaults of ContactConfig.
const (
	DefaultContactMinAge     = 3 * time.Second
	DefaultContactMaxAge     = 24 * time.Hour
	DefaultContactMaxPerHour = 5
)

// contactSecretName names the generated token key in the SecretStore.
const contactSecretName = "contact_token_key"

// tokenPurpose is signed along with the issue time, so a MAC made with the
// same key for another purpose can never pass as a contact token.
const tokenPurpose = "contact-form-v1:"

// ContactConfig tunes the contact form's protections.
type ContactConfig struct {
	// Secret signs the form tokens (config contact.secret). Empty means a
	// random key generated once and kept in the database, which every
	// instance then shares.
	Secret string
	// MinAge is how long after its token was issued a form may be sent: a
	// person takes longer than that to type a message, a script does not.
	MinAge time.Duration
	// MaxAge is how long a token stays good.
	MaxAge time.Duration
	// Limit is how many messages one client address may leave per window.
	Limit domain.MessageRateLimit
}

// ContactToken is the answer of GET /api/contact/token.
type ContactToken struct {
	Token      string `json:"token"`
	MinSeconds int    `json:"minSeconds"`
}

// ContactSubmission is one POST of the contact form.
type ContactSubmission struct {
	domain.MessageInput
	// Token is the signed issue time the form fetched when it was shown.
	Token string
	// Website is the honeypot: a field people never see and bots fill.
	Website string
	// ClientAddr is the sender's address as the HTTP adapter found it.
	ClientAddr string
}

// ContactService takes messages from the contact form and serves the
// administrator's inbox. Refused messages are never stored; only the
// honeypot's refusal looks like a success (to the bots that fill it): every
// other refusal is told, so a person's message is never lost in silence.
type ContactService struct {
	messages domain.MessageRepository
	secrets  domain.SecretStore
	tokens   domain.ContactTokenStore // the spent tokens: each is good once
	outbox   *NotificationOutbox
	clock    domain.Clock
	cfg      ContactConfig
	log      *slog.Logger

	keyMu sync.Mutex
	key   []byte // loaded on first use: the database may not be migrated at construction

	// journal records marking a message read or unread, in the change's
	// transaction (deletes go through the trash).
	journal *journal.Journal
}

// NewContactService returns a ContactService; every dependency is required
// (the outbox may have notifications off). Zero config values take the
// defaults.
func NewContactService(messages domain.MessageRepository, secrets domain.SecretStore, tokens domain.ContactTokenStore, outbox *NotificationOutbox, journal *journal.Journal, clock domain.Clock, cfg ContactConfig, log *slog.Logger) (*ContactService, error) {
	if messages == nil || secrets == nil || tokens == nil || outbox == nil || journal == nil || clock == nil || log == nil {
		return nil, errors.New("app: messages, secrets, tokens, outbox, journal, clock and logger are required")
	}
	if cfg.MinAge < 0 || cfg.Limit.Max < 0 || cfg.Limit.Window < 0 || cfg.MaxAge < 0 {
		return nil, errors.New("app: the contact limits may not be negative")
	}
	if cfg.MinAge == 0 {
		cfg.MinAge = DefaultContactMinAge
	}
	if cfg.MaxAge == 0 {
		cfg.MaxAge = DefaultContactMaxAge
	}
	if cfg.Limit.Max == 0 {
		cfg.Limit.Max = DefaultContactMaxPerHour
	}
	if cfg.Limit.Window == 0 {
		cfg.Limit.Window = time.Hour
	}
	s := &ContactService{messages: messages, secrets: secrets, tokens: tokens, outbox: outbox, journal: journal, clock: clock, cfg: cfg, log: log}
	if cfg.Secret != "" {
		s.key = []byte(cfg.Secret)
	}
	return s, nil
}

// Token issues a form token: the issue time and a random nonce, signed.
// The nonce tells apart two forms shown in the same millisecond, for a
// token is spent by the message it carries (issue 37).
func (s *ContactService) Token(ctx context.Context) (ContactToken, error) {
	return s.token(ctx, s.clock.Now(), int((s.cfg.MinAge+time.Second-1)/time.Second))
}

// ConfirmToken issues the token of a form sent too soon and shown again
// (MsgContactConfirm): dated the minimum age back, so the sender's second
// send, which confirms the message, is taken at once. Only a sender who
// posted a signed form and reads the answer gets one: the message a bot
// fires once, the moment the form is shown, is still not stored.
func (s *ContactService) ConfirmToken(ctx context.Context) (ContactToken, error) {
	return s.token(ctx, s.clock.Now().Add(-s.cfg.MinAge), 0)
}

// ContactNeedsConfirming reports whether err is Submit's answer to a form
// sent too soon (MsgContactConfirm): the form shown again carries a
// ConfirmToken.
func ContactNeedsConfirming(err error) bool {
	return domain.ErrorCode(err) == domain.EINVALID && domain.ErrorMessage(err) == domain.MsgContactConfirm
}

// token signs issued and a fresh nonce.
func (s *ContactService) token(ctx context.Context, issued time.Time, minSeconds int) (ContactToken, error) {
	key, err := s.tokenKey(ctx)
	if err != nil {
		return ContactToken{}, err
	}
	nonce := make([]byte, 12)
	_, _ = rand.Read(nonce) // crypto/rand.Read never fails
	signed := strconv.FormatInt(issued.UnixMilli(), 10) + "." + base64.RawURLEncoding.EncodeToString(nonce)
	return ContactToken{Token: signed + "." + sign(key, signed), MinSeconds: minSeconds}, nil
}

// tokenAge checks a token and returns how old it is; ok is false when it is
// malformed or its signature is not ours. A token without a nonce
// ("issued.mac") is one issued before nonces, still good until it expires.
func (s *ContactService) tokenAge(ctx context.Context, token string, now time.Time) (age time.Duration, ok bool, err error) {
	cut := strings.LastIndexByte(token, '.')
	if cut < 0 || len(token) > 200 {
		return 0, false, nil
	}
	signed, mac := token[:cut], token[cut+1:]
	issued, _, _ := strings.Cut(signed, ".")
	if len(issued) > 20 {
		return 0, false, nil
	}
	ms, perr := strconv.ParseInt(issued, 10, 64)
	if perr != nil {
		return 0, false, nil
	}
	key, err := s.tokenKey(ctx)
	if err != nil {
		return 0, false, err
	}
	if !hmac.Equal([]byte(mac), []byte(sign(key, signed))) {
		return 0, false, nil
	}
	return now.Sub(time.UnixMilli(ms)), true, nil
}

// sign is the base64url HMAC-SHA256 of the purpose and the signed part
// (the issue time and the nonce).
func sign(key []byte, issued string) string {
	h := hmac.New(sha256.New, key)
	h.Write([]byte(tokenPurpose + issued))
	return base64.RawURLEncoding.EncodeToString(h.Sum(nil))
}

// tokenKey returns the configured key, or the shared generated one, read
// (or made) once.
func (s *ContactService) tokenKey(ctx context.Context) ([]byte, error) {
	s.keyMu.Lock()
	defer s.keyMu.Unlock()
	if s.key != nil {
		return s.key, nil
	}
	fresh := make([]byte, 32)
	if _, err := rand.Read(fresh); err != nil {
		return nil, err
	}
	key, err := s.secrets.LoadOrCreate(ctx, contactSecretName, fresh)
	if err != nil {
		return nil, err
	}
	s.key = key
	return key, nil
}

// Submit takes one message. Invalid fields are EINVALID first, whatever
// the spam checks would say: a person whose form was shown a moment ago,
// or whose browser filled the hidden field, still learns what to correct
// instead of being told a message that cannot be stored was sent. A valid
// message with a filled honeypot (a field no person sees, reaches or has
// filled in by the browser) returns (false, nil) and stores nothing, so a
// bot is answered as if it had worked. Every other refusal is told
// (issue 39: a message is stored or the sender learns it was not): a
// token too young (sent sooner after the form was shown than a person
// types) is EINVALID with MsgContactConfirm, and the sender confirms by
// sending again (ContactNeedsConfirming, ConfirmToken); a token that is
// missing, forged, too old or already spent (issue 37: each is good for
// one message, on every instance) is EINVALID with MsgContactFormExpired:
// a person sends again with the fresh form, and a replay stores nothing.
// An address over its hourly limit is ETHROTTLED with the wait. A stored
// message owes an e-mail when notifications are on; the outbox sends it
// after this returns.
func (s *ContactService) Submit(ctx context.Context, in ContactSubmission) (bool, error) {
	now := s.clock.Now()
	input := in.MessageInput.Normalize()
	if err := input.Validate(); err != nil {
		return false, err
	}
	if strings.TrimSpace(in.Website) != "" {
		s.log.Info("contact message dropped: honeypot filled", slog.String("address", in.ClientAddr))
		return false, nil
	}
	age, ok, err := s.tokenAge(ctx, in.Token, now)
	if err != nil {
		return false, err
	}
	expired := &domain.Error{Code: domain.EINVALID, Message: domain.MsgContactFormExpired}
	if !ok {
		s.log.Info("contact message refused: token missing or forged", slog.String("address", in.ClientAddr))
		return false, expired
	}
	if age < s.cfg.MinAge {
		s.log.Info("contact message not sent: token too young, the sender is asked to confirm",
			slog.String("address", in.ClientAddr), slog.Duration("age", age))
		return false, &domain.Error{Code: domain.EINVALID, Message: domain.MsgContactConfirm}
	}
	if age > s.cfg.MaxAge {
		s.log.Info("contact message refused: token expired", slog.String("address", in.ClientAddr), slog.Duration("age", age))
		return false, expired
	}
	m := &domain.Message{
		Name: input.Name, Email: input.Email, Subject: input.Subject, Message: input.Message,
		Topic: input.Topic, Event: input.Event, Address: in.ClientAddr, CreatedAt: now, Notification: domain.Notification{State: domain.NotifyNone},
	}
	if s.outbox.Enabled() {
		m.Notification = domain.Notification{State: domain.NotifyPending, NextAttempt: now}
	}
	// The token is spent with the message, in one transaction: a message
	// refused by the rate limit gives its token back.
	err = s.journal.InTx(ctx, func(ctx context.Context) error {
		fresh, err := s.tokens.Spend(ctx, domain.ContactTokenHash(in.Token), now.Add(s.cfg.MaxAge-age))
		if err != nil {
			return err
		}
		if !fresh {
			s.log.Info("contact message refused: token already used", slog.String("address", in.ClientAddr))
			return expired
		}
		return s.messages.Create(ctx, m, now.Add(-s.cfg.Limit.Window), func(recent int, oldest time.Time) error {
			return s.cfg.Limit.Admit(recent, oldest, now)
		})
	})
	if err != nil {
		if domain.ErrorCode(err) == domain.ETHROTTLED {
			s.log.Warn("contact message refused: too many from one address", slog.String("address", in.ClientAddr))
		}
		return false, err
	}
	s.outbox.Wake()
	// The spent tokens are swept as they come: none outlives its expiry
	// by more than the time to the next message.
	if _, err := s.tokens.DeleteExpired(ctx, now); err != nil {
		s.log.Warn("could not sweep the spent contact tokens", slog.Any("error", err))
	}
	return true, nil
}

// Messages lists the inbox, newest first.
func (s *ContactService) Messages(ctx context.Context) ([]domain.Message, error) {
	return s.messages.List(ctx)
}

// SetRead marks a message read or unread. ENOTFOUND.
func (s *ContactService) SetRead(ctx context.Context, id int64, read bool) (*domain.Message, error) {
	var m *domain.Message
	err := s.journal.InTx(ctx, func(ctx context.Context) error {
		var err error
		if m, err = s.messages.SetRead(ctx, id, read); err != nil {
			return err
		}
		title, _ := messageTitle(m)
		return s.journal.Record(ctx, domain.ActivityEntry{Action: domain.ActionUpdate, Kind: string(domain.KindMessage), ItemID: m.ID, Title: title, Fields: []string{"read"}})
	})
	return m, err
}
