package domain

import (
	"context"
	"net/mail"
	"strings"
	"time"
	"unicode/utf8"
)

// Limits of a contact message, counted in characters (Unicode code points)
// as the form counts them, not in bytes: a message in Greek or with emoji
// gets the same room as one in English.
const (
	maxMessageNameLength    = 200
	maxMessageSubjectLength = 200
	maxMessageBodyLength    = 5000
	// maxMessageEmailLength is the longest address SMTP carries (RFC 5321).
	maxMessageEmailLength = 254
)

// Messages of the contact form and the inbox.
const (
	MsgInvalidEmail    = "Invalid email address"
	MsgMessageSent     = "Message sent"
	MsgMessageNotFound = "Message not found"
	MsgTooManyMessages = "Too many messages. Please try again later."
)

// Message is one message sent through the contact form. Messages are
// private to the administrator: they are never cached or shown publicly.
type Message struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	Email   string `json:"email"`
	Subject string `json:"subject"`
	Message string `json:"message"`
	// Topic is "" for a message, TopicSpeaking for an invitation to speak,
	// whose Event says to what (nil for any other message).
	Topic string         `json:"topic"`
	Event *SpeakingEvent `json:"event"`
	// Address is the client address the message came from, as the HTTP
	// adapter found it (trusted proxies considered); the rate limit counts
	// by it.
	Address   string    `json:"address"`
	Read      bool      `json:"read"`
	CreatedAt time.Time `json:"createdAt"`
	// Notification is the e-mail outbox state of the message; the inbox
	// does not show it.
	Notification Notification `json:"-"`
}

// NotificationState says where a message's e-mail notification stands.
type NotificationState string

// The notification states. A message stored while notifications are off is
// NotifyNone, so turning them on later does not mail the whole backlog.
const (
	NotifyNone    NotificationState = "none"
	NotifyPending NotificationState = "pending"
	NotifySent    NotificationState = "sent"
	NotifyFailed  NotificationState = "failed"
)

// Notification is the outbox row of a message: the e-mail is owed while
// State is pending, and is due at NextAttempt. A claimed notification has
// NextAttempt moved to the end of its lease, so a sender that dies while
// sending leaves it to be claimed again once the lease ends.
type Notification struct {
	State       NotificationState
	Attempts    int
	NextAttempt time.Time
}

// MessageInput is what the contact form sends, before validation.
type MessageInput struct {
	Name    string
	Email   string
	Subject string
	Message string
	Topic   string
	Event   *SpeakingEvent
}

// Normalize trims every field: leading and trailing blanks are never part
// of a name, an address or a message.
func (in MessageInput) Normalize() MessageInput {
	out := MessageInput{
		Name:    strings.TrimSpace(in.Name),
		Email:   strings.TrimSpace(in.Email),
		Subject: strings.TrimSpace(in.Subject),
		Message: strings.TrimSpace(in.Message),
		Topic:   strings.TrimSpace(in.Topic),
	}
	if in.Event != nil {
		e := in.Event.normalize()
		out.Event = &e
		// A speaking request needs no subject of its own: it is named
		// after its event.
		if out.Subject == "" && out.Topic == TopicSpeaking && e.Name != "" {
			out.Subject = MsgSpeakingSubject + ": " + e.Name
		}
	}
	return out
}

// Validate checks a normalized input: every field required, the e-mail a
// plain address, the lengths within their limits.
func (in MessageInput) Validate() error {
	v := ValidationErrors{}
	requireText(v, "name", in.Name)
	requireText(v, "email", in.Email)
	requireText(v, "subject", in.Subject)
	requireText(v, "message", in.Message)
	checkText(v, "name", in.Name, false)
	checkText(v, "email", in.Email, false)
	checkText(v, "subject", in.Subject, false)
	checkText(v, "message", in.Message, true)
	limitRunes(v, "name", in.Name, maxMessageNameLength)
	limitRunes(v, "subject", in.Subject, maxMessageSubjectLength)
	limitRunes(v, "message", in.Message, maxMessageBodyLength)
	if in.Email != "" && !IsEmailAddress(in.Email) {
		v.Add("email", MsgInvalidEmail)
	}
	validateTopic(v, in.Topic, in.Event)
	return v.Err()
}

// IsEmailAddress reports whether s is a bare e-mail address, local@domain,
// with a dotted domain. Display names ("Ann <ann@example.com>"), comments
// and angle brackets are refused: the value becomes a Reply-To header, so
// it must be exactly one address and nothing that could add another. A
// domain without a dot (user@localhost) is not an address anyone outside
// can answer. Every such address has the shape EmailShapePattern (the
// admin's quick check), checked first.
func IsEmailAddress(s string) bool {
	return emailShape.MatchString(s) && isBareAddress(s)
}

// isBareAddress is IsEmailAddress without its shape check, which it
// implies (TestEmailShapeIsNecessary).
func isBareAddress(s string) bool {
	if s == "" || utf8.RuneCountInString(s) > maxMessageEmailLength || strings.ContainsAny(s, "<>\r\n") {
		return false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Name != "" || a.Address != s {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	domain := s[at+1:]
	return strings.Contains(domain, ".") && !strings.HasPrefix(domain, ".") && !strings.HasSuffix(domain, ".") &&
		!strings.Contains(domain, "..") && !strings.HasPrefix(domain, "[")
}

// limitRunes records the too-long message when value has more than max
// characters.
func limitRunes(v ValidationErrors, field, value string, max int) {
	if utf8.RuneCountInString(value) > max {
		v.Add(field, TooLongMessage(max))
	}
}

// MessageRateLimit is how many messages one client address may leave in a
// window.
type MessageRateLimit struct {
	Max    int
	Window time.Duration
}

// Admit decides a new message given the recent ones from its address: how
// many were stored since now - Window, and when the oldest of them was. A
// refusal is ETHROTTLED with the time until the oldest leaves the window,
// when the address may send again.
func (l MessageRateLimit) Admit(recent int, oldest, now time.Time) error {
	if recent < l.Max {
		return nil
	}
	wait := oldest.Add(l.Window).Sub(now)
	if wait < time.Second {
		wait = time.Second
	}
	return &Error{Code: ETHROTTLED, Message: MsgTooManyMessages, RetryAfter: wait}
}

// MessageRepository stores the contact inbox and its notification outbox.
type MessageRepository interface {
	// Create stores m, setting its ID, unless check refuses it. check is
	// told how many messages from m.Address were created at or after since
	// and when the oldest of them was (zero when none); it runs in the
	// transaction of the insert, with other creates from the same address
	// waiting, so concurrent messages cannot all slip under a limit.
	// check's error is returned unchanged and nothing is stored. A nil
	// check stores unconditionally.
	Create(ctx context.Context, m *Message, since time.Time, check func(recent int, oldest time.Time) error) error
	// List returns every message, newest first (ties by id, newest first).
	List(ctx context.Context) ([]Message, error)
	// Find returns the message with that id. ENOTFOUND.
	Find(ctx context.Context, id int64) (*Message, error)
	// SetRead marks the message read or unread and returns it. ENOTFOUND.
	SetRead(ctx context.Context, id int64, read bool) (*Message, error)
	// Delete removes the message. ENOTFOUND.
	Delete(ctx context.Context, id int64) error
	// Restore inserts m as it was before it went to the trash, id, read
	// and notification state included. ECONFLICT when the id is taken.
	Restore(ctx context.Context, m *Message) error
	// ClaimNotifications claims up to limit pending notifications due at
	// now, oldest first: each is claimed with a conditional update (still
	// pending, still due), so of several instances only one gets a given
	// message. A claim counts an attempt and moves NextAttempt to
	// now + lease. The claimed messages are returned as they are after the
	// claim.
	ClaimNotifications(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]Message, error)
	// SetNotification records the outcome of a notification attempt. A
	// message deleted meanwhile is not an error.
	SetNotification(ctx context.Context, id int64, n Notification) error
}

// SecretStore keeps the server's generated secrets in the database, so
// every instance of a site signs with the same key and a restart keeps it.
type SecretStore interface {
	// LoadOrCreate returns the secret stored under name, storing fresh
	// first when there is none. Of several instances racing, the first
	// insert wins and everyone gets its value.
	LoadOrCreate(ctx context.Context, name string, fresh []byte) ([]byte, error)
}

// MessageNotifier sends the e-mail that tells the owner about a new
// message.
type MessageNotifier interface {
	// Notify sends the notification of m; an error means it was not sent
	// and will be tried again.
	Notify(ctx context.Context, m Message) error
}

// NotificationsOff is the MessageNotifier of a site that sends no e-mail
// (no mail server configured): messages owe no notification, and the
// outbox's worker never starts. It is chosen explicitly; nil is refused.
type NotificationsOff struct{}

// Notify refuses: nothing is sent while notifications are off.
func (NotificationsOff) Notify(context.Context, Message) error {
	return Errorf(EINTERNAL, "notifications are off")
}

// Validate checks a stored message as an import reads it (issue 21): the
// rules of the form it came through, and a notification state this
// server knows.
func (m *Message) Validate() error {
	if err := (MessageInput{Name: m.Name, Email: m.Email, Subject: m.Subject, Message: m.Message, Topic: m.Topic, Event: m.Event}).Validate(); err != nil {
		return err
	}
	v := ValidationErrors{}
	checkText(v, "address", m.Address, false)
	switch m.Notification.State {
	case "", NotifyNone, NotifyPending, NotifySent, NotifyFailed:
	default:
		v.Add("notification", "Unknown notification state")
	}
	return v.Err()
}
